"""A table and who may edit it: the PIN, join token and guessing limits (`access`), a league
table's own keys (`table_keys`), asking the host for the right (`asks`), the one door every
edit goes through (`editor`), the game plugins' contexts over it (`host`) and the link and
QR code phones open (`share_link`).

Nothing here knows the web server; it decides from what the server tells it.
"""
