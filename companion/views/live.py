"""Live table: the address and QR code to join, and the PIN that allows editing."""

from __future__ import annotations

from typing import Any

import flet as ft
import flet.canvas as cv

from companion.table.access import LockedOut
from companion.table.share_link import qr_modules
from companion.views.common import RouteScreen, action_button, heading, share_command
from companion.views.context import ScreenContext

QR_SIZE = 240


def qr_code(text: str, identifier: str = "live-qr") -> ft.Control:
    modules = qr_modules(text)
    cell = QR_SIZE / (len(modules) + 8)
    dark = ft.Paint(color=ft.Colors.BLACK)
    shapes: list[cv.Shape] = [
        cv.Rect((x + 4) * cell, (y + 4) * cell, cell + 0.5, cell + 0.5, paint=dark)
        for y, row in enumerate(modules) for x, on in enumerate(row) if on]
    return ft.Semantics(identifier=identifier, label=text, image=True, content=ft.Container(
        bgcolor=ft.Colors.WHITE, width=QR_SIZE, height=QR_SIZE,
        content=cv.Canvas(shapes=shapes, width=QR_SIZE, height=QR_SIZE)))


class LiveScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        pin = app.table_pin()
        self.pin = ft.TextField(label=app.t("live.pin"), password=True,
                                max_length=len(pin) if pin else 6,
                                input_filter=ft.NumbersOnlyInputFilter(),
                                keyboard_type=ft.KeyboardType.NUMBER, on_submit=self.unlock,
                                width=200)
        """The PIN's own length, digits only."""
        self.pin_field = ft.Semantics(identifier="pin-field", content=self.pin)
        """One and the same control on every drawing of the screen: a redraw (another phone's
        news) leaves the field, its focus and what is typed in it as they are."""
        super().__init__(app, "/live", app.t("nav.live"))

    def picked(self) -> tuple[str, int] | None:
        """The league table this phone came from (session id, table number): the one the
        hall PIN unlocks; None for any other screen."""
        came = self.app.before_live
        parts = [p for p in came.partition("?")[0].split("/") if p]
        if len(parts) != 2 or parts[0] != "session":
            return None
        evening = self.app.evening_of(parts[1])
        return None if evening is None else (parts[1], evening.table)

    def unlock(self, _e: Any) -> None:
        picked = self.picked()
        try:
            ok = self.app.unlock(self.pin.value or "", picked[0] if picked else None)
        except LockedOut as locked:
            self.app.notify(self.t("live.locked", seconds=locked.seconds), error=True)
            return
        self.pin.value = ""
        if not ok:
            left = self.app.tries_left()
            self.app.notify(self.t("live.wrong_pin_left", left=left) if left > 0
                               else self.t("live.wrong_pin"), error=True)
            return
        self.app.notify(self.t("league.unlocked_table", number=picked[1]) if picked
                           else self.t("live.unlocked"))
        self.app.go(self.app.before_live)  # back to the screen the phone came from

    def ask(self, _e: Any) -> None:
        """Ask the host instead of typing the PIN (no stranger's wrong PINs hold it up)."""
        if self.app.ask_host() is None:
            self.app.notify(self.t("live.ask_later"), error=True)
        self.refresh()

    def answer(self, code: str, allowed: bool) -> None:
        if not self.app.answer(code, allowed):
            self.app.notify(self.t("live.ask_gone"), error=True)
        self.refresh()

    def deny_all(self, _e: Any) -> None:
        self.app.deny_all()
        self.refresh()

    def renew_pin(self, _e: Any) -> None:
        self.app.notify(self.t("live.pin_is", pin=self.app.renew_pin()))
        self.refresh()

    def requests(self) -> list[ft.Control]:
        """The host's list of phones asking to edit, each with its address and code."""
        asks = self.app.join_requests()
        if not self.app.is_host or not asks:
            return []
        t = self.t
        controls: list[ft.Control] = [heading(t("live.asking")), ft.Text(t("live.asking_hint"))]
        for request in asks:
            controls.append(ft.Row(wrap=True, controls=[
                ft.Semantics(identifier=f"ask-{request.code}", content=ft.Text(
                    t("live.ask_row", peer=request.peer, code=request.code), size=16)),
                action_button(t("live.allow"), f"allow-{request.code}",
                              lambda _e, c=request.code: self.answer(c, True),
                              icon=ft.Icons.CHECK, filled=True),
                action_button(t("live.deny"), f"deny-{request.code}",
                              lambda _e, c=request.code: self.answer(c, False),
                              icon=ft.Icons.CLOSE)]))
        if len(asks) > 1:
            controls.append(action_button(t("live.deny_all"), "deny-all", self.deny_all,
                                          icon=ft.Icons.CLEAR_ALL))
        return controls

    def draw(self) -> list[ft.Control]:
        t, app = self.t, self.app
        share_url, join_url = app.share_url, app.join_url
        if not app.shared or not share_url:
            return [ft.Text(t("live.not_shared")), ft.Text(t("live.how_to_share")),
                    share_command()]
        view_url = app.view_url or share_url
        controls: list[ft.Control] = self.codes()
        if app.can_edit and join_url:
            controls += [
                heading(t("live.players")), ft.Text(t("live.players_hint")),
                ft.Row([qr_code(join_url, "live-join-qr")],
                       alignment=ft.MainAxisAlignment.CENTER)]
        controls += [
            heading(t("live.spectators")), ft.Text(t("live.join")),
            ft.Semantics(identifier="live-url", content=ft.Text(
                view_url, size=18, weight=ft.FontWeight.BOLD, selectable=True)),
            ft.Row([qr_code(view_url)], alignment=ft.MainAxisAlignment.CENTER),
        ]
        if app.can_edit:
            controls += [heading(t("live.editing")),
                         ft.Semantics(identifier="live-pin-shown", content=ft.Text(
                             t("live.pin_is", pin=app.table_pin()), size=18))]
            wrong = app.wrong_pins()
            if wrong:
                controls.append(ft.Semantics(identifier="live-pin-alarm", content=ft.Text(
                    t("live.under_attack", wrong=wrong, seconds=app.pin_wait()),
                    color=ft.Colors.ERROR)))
            if self.app.is_host:
                controls.append(action_button(t("live.new_pin"), "pin-new", self.renew_pin,
                                              icon=ft.Icons.PASSWORD, filled=bool(wrong)))
            controls += self.requests()
        else:
            controls += [heading(t("live.viewing")), ft.Text(t("live.enter_pin")),
                         self.pin_field,
                         action_button(t("live.unlock"), "pin-unlock", self.unlock,
                                       icon=ft.Icons.LOCK_OPEN, filled=True),
                         ft.Text(t("live.or_ask")),
                         action_button(t("live.ask"), "ask-host", self.ask,
                                       icon=ft.Icons.WAVING_HAND)]
            asked = app.asked_code()
            if asked is not None:
                controls.append(ft.Semantics(identifier="ask-code", content=ft.Text(
                    t("live.asked", code=asked), size=18,
                    weight=ft.FontWeight.BOLD)))
        return controls


    def codes(self) -> list[ft.Control]:
        """On a league night: what each code can do, and the tables this phone edits by
        their code."""
        t = self.t
        keyed = self.app.key_tables()
        if not keyed and not self.app.evenings(open_only=True):
            return []
        controls: list[ft.Control] = []
        for session_id in keyed:
            evening = self.app.evening_of(session_id)
            if evening is not None:
                said = t("league.key_here", number=evening.table, name=evening.name)
                controls.append(ft.Semantics(
                    identifier=f"live-table-key-{evening.table}",
                    content=ft.Text(said, size=18, weight=ft.FontWeight.BOLD)))
        lines = ["league.codes.table", "league.codes.pin", "league.codes.players",
                 "league.codes.view"]
        text = " ".join(t(key) for key in lines)
        return [*controls, heading(t("league.codes.title")), ft.Semantics(
            identifier="live-codes", label=text, content=ft.Column(
                [ft.Text(t(key)) for key in lines], spacing=4))]


def build(app: ScreenContext, _arg: str | None) -> LiveScreen:
    return LiveScreen(app)
