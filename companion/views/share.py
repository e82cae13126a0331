"""The finished game's "Share the result" section and the file download both share views use.

Downloads go through Flet's FilePicker with the file's bytes: in a browser that is a plain
download (offline, any phone); on a desktop it is a save dialog.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import flet as ft

from companion.games import session_results
from companion.models import Session
from companion.share.bgstats import BGStatsPlay, plays_of, push_link
from companion.share.result_card import build_card, card_text
from companion.share.result_png import file_name, render_png
from companion.views.common import action_button, heading
from companion.views.context import ScreenContext


async def download(app: ScreenContext, name: str, data: bytes) -> None:
    try:
        await ft.FilePicker().save_file(file_name=name, src_bytes=data)
    except Exception as trouble:  # a client without downloads or file dialogs
        app.notify(app.t("share.download_failed", reason=str(trouble)), error=True)


def share_section(app: ScreenContext, session: Session) -> list[ft.Control]:
    """Copy the result card as text, download it as a PNG, send each game's play to BG
    Stats (a sheet of several games sends one play per game)."""
    t = app.t
    results = session_results(session)
    card = build_card(session, t, results)
    plays = plays_of(session, t, results)

    async def save_png() -> None:
        data = await asyncio.to_thread(render_png, card)  # off the loop: ~0.1 s of drawing
        await download(app, file_name(card), data)

    def send(play: BGStatsPlay) -> Callable[[Any], None]:
        async def launch() -> None:
            await ft.UrlLauncher().launch_url(push_link(play))

        def tapped(_e: Any) -> None:
            app.run_task(launch)

        return tapped

    sends = [action_button(t("share.bgstats"), "share-bgstats", send(plays[0]),
                           icon=ft.Icons.SEND)] if len(plays) == 1 else [
        action_button(t("share.bgstats_game", number=number), f"share-bgstats-{number}",
                      send(play), icon=ft.Icons.SEND)
        for number, play in enumerate(plays, start=1)]

    return [
        heading(t("share.title")),
        ft.Semantics(identifier="result-card", container=True, content=ft.Container(
            ft.Text(card_text(card)), padding=12, border_radius=8,
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))),
        ft.Row(wrap=True, controls=[
            action_button(t("share.copy"), "share-copy",
                          lambda _e: app.copy_text(card_text(card)), icon=ft.Icons.COPY),
            action_button(t("share.png"), "share-png",
                          lambda _e: app.run_task(save_png), icon=ft.Icons.IMAGE),
            *sends,
        ]),
        ft.Text(t("share.bgstats_help"), size=12),
    ]
