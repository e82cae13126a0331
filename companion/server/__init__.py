"""The web server's plumbing: starting it before the screens load (`serve`), Flet's web
connection bounded per phone (`gate`) and sent without its debug line (`transport`), the one
adapter to Flet's private parts (`flet_app`), garbage collections in quiet moments
(`quiet_gc`), the status line (`status`), each page's connection address (`peers`), updates
to a browser that went away (`sending`) and the stop within seconds (`stopping`).

Nothing here draws a screen or decides who may edit; that is `companion.table`.
"""
