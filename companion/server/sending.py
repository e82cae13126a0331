"""Updates sent from the app's own tasks (the play clock, a peg's slide, another phone's
news) to a browser that may have gone away meanwhile.

Between two awaits of such a task the browser can close its tab: Flet's web connection then
drops its send queue at once, and only later tells the page's session that the browser went.
An update sent in that moment fails inside Flet with ``'NoneType' object has no attribute
'put_nowait'``. Nobody is left to see it, so the update is dropped quietly; any other fault
still surfaces.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


def gone_mid_send(fault: BaseException) -> bool:
    """Whether ``fault`` is Flet's send to a browser connection that has just closed."""
    return (isinstance(fault, AttributeError) and fault.name == "put_nowait"
            and getattr(fault, "obj", object()) is None)


@contextlib.contextmanager
def unless_gone() -> Iterator[None]:
    """Run an update; a browser that went away meanwhile is no fault."""
    try:
        yield
    except AttributeError as fault:
        if not gone_mid_send(fault):
            raise
