"""Helpers for Spitzer sheets in a real browser: a hand's form, its chips, steppers and typed
numbers, a card played into a trick."""

from __future__ import annotations

import re

from playwright.sync_api import Page

from tests.e2e.browser import (
    chosen,
    gone,
    label_of,
    present,
    tap,
    type_into,
    wait_label,
)

NAMES = ("Anna", "Ben", "Carl", "Dora")

PLAYED = r"(.*?\b(?:" + "|".join(NAMES) + r")\b)"
"""One name in a trick's label: one per card played, one more for its winner."""


def choose(page: Page, identifier: str) -> None:
    """Tap a chip and wait until it shows as chosen (the form is drawn again with it)."""
    tap(page, identifier)
    chosen(page, identifier)


def step(page: Page, stepper: str, goal: int, big: int = 1) -> None:
    """Tap − / + (and the ±``big`` buttons) until the stepper shows ``goal``: each tap once
    the stepper shows what the last one made of it."""
    now = int(label_of(page, f"{stepper}-value"))
    while now != goal:
        size = big if big > 1 and abs(goal - now) >= big else 1
        name = ("plus" if goal > now else "minus") + ("" if size == 1 else str(size))
        tap(page, f"{stepper}-{name}")
        now += size if goal > now else -size
        wait_label(page, f"{stepper}-value", re.compile(rf"^{now}$"))


def play(page: Page, card: str, trick: int, count: int) -> None:
    """Play ``card`` as the ``count``-th card of ``trick``; wait until the trick shows it."""
    tap(page, f"spitzer-form-card-{card}")
    wait_label(page, f"spitzer-form-trick-{trick}", re.compile(PLAYED + f"{{{count}}}", re.DOTALL))


def open_hand(page: Page, hand_type: str, side: tuple[int, ...]) -> None:
    tap(page, "spitzer-add-hand")
    present(page, "spitzer-form-save")
    if hand_type != "normal":
        choose(page, f"spitzer-form-type-{hand_type}")
    for seat in side:
        choose(page, f"spitzer-form-side-{seat}")


def save_hand(page: Page) -> None:
    tap(page, "spitzer-form-save")
    gone(page, "spitzer-form-save")



def type_number(page: Page, stepper: str, number: int) -> None:
    """Tap the stepper's number, type ``number`` and press the keyboard's done key; wait until
    the form is drawn again with it, as a person sees the sheet answer before the next tap.
    A number the stepper already shows is left as it is, as a person would."""
    if label_of(page, f"{stepper}-value") == str(number):
        return
    type_into(page, f"{stepper}-value", str(number), replace=True)
    page.keyboard.press("Enter")
    # The server's answer: the number's label (which only the server sets) shows it.
    wait_label(page, f"{stepper}-value", re.compile(rf"^{number}$"))
