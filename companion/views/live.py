"""Live table: the address and QR code to join, and the PIN that allows editing."""

from __future__ import annotations

from typing import Any

import flet as ft
import flet.canvas as cv

from companion.table.access import LockedOut
from companion.table.share_link import qr_modules
from companion.views.common import Screen, action_button, heading, share_command
from companion.views.context import ScreenContext
from companion.vm.league import evenings

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


class LiveScreen(Screen):
    def __init__(self, app: ScreenContext) -> None:
        super().__init__(app, "/live", app.client.t("nav.live"))
        pin = app.client.table.lock.pin
        self.pin = ft.TextField(label=app.client.t("live.pin"), password=True,
                                max_length=len(pin) if pin else 6,
                                input_filter=ft.NumbersOnlyInputFilter(),
                                keyboard_type=ft.KeyboardType.NUMBER, on_submit=self.unlock,
                                width=200)
        """The PIN's own length, digits only."""
        self.pin_field = ft.Semantics(identifier="pin-field", content=self.pin)
        """One and the same control on every drawing of the screen: a redraw (another phone's
        news) leaves the field, its focus and what is typed in it as they are."""
        self.refresh()

    def picked(self) -> tuple[str, int] | None:
        """The league table this phone came from (session id, table number): the one the
        hall PIN unlocks; None for any other screen."""
        parts = [p for p in self.app.before_live.partition("?")[0].split("/") if p]
        if len(parts) != 2 or parts[0] != "session":
            return None
        try:
            evening = self.app.repo.session(parts[1]).evening
        except KeyError:
            return None
        return None if evening is None else (parts[1], evening.table)

    def unlock(self, _e: Any) -> None:
        picked = self.picked()
        try:
            ok = self.client.unlock(self.pin.value or "", picked[0] if picked else None)
        except LockedOut as locked:
            self.client.notify(self.t("live.locked", seconds=locked.seconds), error=True)
            return
        self.pin.value = ""
        if not ok:
            left = self.client.access.tries_left()
            self.client.notify(self.t("live.wrong_pin_left", left=left) if left > 0
                               else self.t("live.wrong_pin"), error=True)
            return
        self.client.notify(self.t("league.unlocked_table", number=picked[1]) if picked
                           else self.t("live.unlocked"))
        self.app.go(self.app.before_live)  # back to the screen the phone came from

    def ask(self, _e: Any) -> None:
        """Ask the host instead of typing the PIN (no stranger's wrong PINs hold it up)."""
        if self.client.ask_host() is None:
            self.client.notify(self.t("live.ask_later"), error=True)
        self.refresh()

    def answer(self, code: str, allowed: bool) -> None:
        if not self.client.answer(code, allowed):
            self.client.notify(self.t("live.ask_gone"), error=True)
        self.refresh()

    def deny_all(self, _e: Any) -> None:
        self.client.deny_all()
        self.refresh()

    def renew_pin(self, _e: Any) -> None:
        self.client.notify(self.t("live.pin_is", pin=self.client.renew_pin()))
        self.refresh()

    def requests(self) -> list[ft.Control]:
        """The host's list of phones asking to edit, each with its address and code."""
        asks = self.client.table.asks.open()
        if not self.client.is_host or not asks:
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

    def fill(self) -> list[ft.Control]:
        t = self.t
        table = self.client.table
        if not table.lock.shared or not table.share_url:
            return [ft.Text(t("live.not_shared")), ft.Text(t("live.how_to_share")),
                    share_command()]
        view_url = table.view_url or table.share_url
        controls: list[ft.Control] = self.codes()
        if self.client.access.can_edit and table.join_url:
            controls += [
                heading(t("live.players")), ft.Text(t("live.players_hint")),
                ft.Row([qr_code(table.join_url, "live-join-qr")],
                       alignment=ft.MainAxisAlignment.CENTER)]
        controls += [
            heading(t("live.spectators")), ft.Text(t("live.join")),
            ft.Semantics(identifier="live-url", content=ft.Text(
                view_url, size=18, weight=ft.FontWeight.BOLD, selectable=True)),
            ft.Row([qr_code(view_url)], alignment=ft.MainAxisAlignment.CENTER),
        ]
        if self.client.access.can_edit:
            controls += [heading(t("live.editing")),
                         ft.Semantics(identifier="live-pin-shown", content=ft.Text(
                             t("live.pin_is", pin=table.lock.pin), size=18))]
            wrong = table.lock.wrong_this_hour()
            if wrong:
                controls.append(ft.Semantics(identifier="live-pin-alarm", content=ft.Text(
                    t("live.under_attack", wrong=wrong,
                      seconds=int(table.lock.table_wait() + 0.999)), color=ft.Colors.ERROR)))
            if self.client.is_host:
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
            if self.client.asked is not None:
                controls.append(ft.Semantics(identifier="ask-code", content=ft.Text(
                    t("live.asked", code=self.client.asked.code), size=18,
                    weight=ft.FontWeight.BOLD)))
        return controls


    def codes(self) -> list[ft.Control]:
        """On a league night: what each code can do, and the tables this phone edits by
        their code."""
        t = self.t
        keyed = self.client.access.key_tables()
        if not keyed and not evenings(self.app.repo, open_only=True):
            return []
        controls: list[ft.Control] = []
        for session_id in keyed:
            try:
                evening = self.app.repo.session(session_id).evening
            except KeyError:
                continue
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
