"""Benchmarks: scripts that print numbers (``make bench``; ``make bench QUICK=1``)."""
