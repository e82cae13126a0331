"""A wrong PIN says how many tries are left before the pause."""

from __future__ import annotations

from companion.table.access import MAX_TRIES, ClientAccess, LockedOut, TableLock


def test_each_wrong_pin_leaves_one_try_less_and_the_right_one_resets() -> None:
    now = [0.0]
    lock = TableLock("4826", clock=lambda: now[0])
    phone = ClientAccess(lock, "10.0.0.7")
    assert phone.tries_left() == MAX_TRIES
    assert not phone.unlock("1234")
    assert phone.tries_left() == MAX_TRIES - 1
    assert ClientAccess(lock, "10.0.0.8").tries_left() == MAX_TRIES  # per phone
    now[0] += 3600
    assert phone.unlock("4826") and phone.tries_left() == MAX_TRIES


def test_the_last_wrong_try_starts_the_pause() -> None:
    now = [0.0]
    lock = TableLock("4826", clock=lambda: now[0])
    phone = ClientAccess(lock, "10.0.0.7")
    for _ in range(MAX_TRIES):
        now[0] += 3600
        try:
            phone.unlock("0000")
        except LockedOut:
            raise AssertionError("locked before the last try") from None
    assert phone.tries_left() == 0  # the pause
    try:
        phone.unlock("4826")
    except LockedOut:
        pass
    else:
        raise AssertionError("no pause after the last wrong try")
