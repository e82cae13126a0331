"""The private parts of Flet's web connection the server relies on (`companion.server.flet_app`)
are still there in the pinned Flet, and nothing else in the app reaches for them: a Flet
upgrade that renames one fails here instead of on a league night."""

from __future__ import annotations

import ast
import asyncio
import inspect
import textwrap
from importlib.metadata import version
from pathlib import Path
from typing import Any

from flet_web.fastapi.flet_app import FletApp

from companion.server import flet_app
from companion.server.flet_app import (
    CLIENT_IP,
    DATA_CHANNELS,
    FLET_VERSION,
    ON_MESSAGE,
    RECEIVE_LOOP,
    SEND_QUEUE,
    SESSION,
    WEBSOCKET,
)

ROOT = Path(__file__).resolve().parents[2]


def _assigned_in(method: Any) -> set[str]:
    """The instance attributes a method of FletApp assigns (``self.x = ...``), their
    private names mangled as Python does."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(method)))
    found = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else []
        for target in targets:
            if (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                    and target.value.id == "self"):
                name = target.attr
                found.add(f"_FletApp{name}" if name.startswith("__") else name)
    return found


def _calls_in(method: Any) -> set[str]:
    """The methods of ``self`` a method of FletApp calls, private names mangled."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(method)))
    return {f"_FletApp{node.func.attr}" if node.func.attr.startswith("__") else node.func.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "self"}


def test_flet_is_the_release_the_adapter_knows() -> None:
    assert version("flet") == version("flet-web") == FLET_VERSION
    pinned = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'"flet=={FLET_VERSION}"' in pinned and f'"flet-web=={FLET_VERSION}"' in pinned


def test_a_new_connection_has_its_session_and_data_channels() -> None:
    loop = asyncio.new_event_loop()
    try:
        app = FletApp(loop, None, lambda page: None, None)  # type: ignore[arg-type]
    finally:
        loop.close()
    assert flet_app.session_of(app) is None
    assert getattr(app, DATA_CHANNELS) == {}


def test_the_connection_sets_queue_websocket_and_address_when_it_is_handled() -> None:
    assert {SEND_QUEUE, WEBSOCKET, CLIENT_IP} <= _assigned_in(FletApp.handle)
    assert SESSION in _assigned_in(getattr(FletApp, ON_MESSAGE))


def test_the_receive_loop_is_called_by_its_private_name_and_hands_messages_on() -> None:
    for name in (RECEIVE_LOOP, ON_MESSAGE):
        assert inspect.iscoroutinefunction(getattr(FletApp, name)), name
    assert RECEIVE_LOOP in _calls_in(FletApp.handle)
    assert ON_MESSAGE in _calls_in(getattr(FletApp, RECEIVE_LOOP))
    assert list(inspect.signature(getattr(FletApp, ON_MESSAGE)).parameters) == ["self", "data"]
    assert flet_app.flet_on_message() is getattr(FletApp, ON_MESSAGE)


def test_flets_send_path_uses_the_queue_the_adapter_names() -> None:
    source = inspect.getsource(FletApp.send_message)
    assert "self.__send_queue.put_nowait(" in source


def test_the_accessors_read_a_connections_parts() -> None:
    app: Any = FletApp.__new__(FletApp)
    queue, websocket = object(), object()
    for name, value in ((SEND_QUEUE, queue), (WEBSOCKET, websocket), (SESSION, None),
                        (CLIENT_IP, "127.0.0.2")):
        setattr(app, name, value)
    assert flet_app.send_queue(app) is queue and flet_app.websocket_of(app) is websocket
    assert flet_app.session_of(app) is None and flet_app.client_ip(app) == "127.0.0.2"
    setattr(app, CLIENT_IP, None)
    assert flet_app.client_ip(app) == ""


def test_a_data_frame_reaches_its_channel_only() -> None:
    got: list[bytes] = []

    class Channel:
        def _deliver(self, payload: bytes) -> None:
            got.append(payload)

    app: Any = FletApp.__new__(FletApp)
    setattr(app, DATA_CHANNELS, {7: Channel()})
    flet_app.deliver_data(app, b"\x01" + (7).to_bytes(4, "little") + b"hi")
    flet_app.deliver_data(app, b"\x01" + (8).to_bytes(4, "little") + b"lost")
    assert got == [b"hi"]
    assert "._deliver(" in inspect.getsource(getattr(FletApp, RECEIVE_LOOP))
    from flet.data_channel import _ProtocolMuxedDataChannel

    assert list(inspect.signature(_ProtocolMuxedDataChannel._deliver).parameters) == [
        "self", "payload"]


def test_no_other_module_of_the_app_names_flets_private_parts() -> None:
    adapter = ROOT / "companion" / "server" / "flet_app.py"
    naming = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "companion").rglob("*.py")
                    if path != adapter and "_FletApp__" in path.read_text(encoding="utf-8"))
    assert naming == []
    assert "_FletApp__" in adapter.read_text(encoding="utf-8")
