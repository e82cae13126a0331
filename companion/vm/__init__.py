"""View-models: each screen's logic as plain objects the Flet views render (no controls)."""
