"""Types shared by the four game packages."""
