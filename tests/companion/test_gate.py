"""The limits per connection and per address (companion.server.gate), on a clock the test turns."""

from __future__ import annotations

import pytest

from companion.server.gate import (
    EVENT,
    EVENT_BURST,
    EVENTS_PER_SECOND,
    IN_FLIGHT,
    NEW_BURST,
    OPEN_PER_ADDRESS,
    PROPS,
    REGISTER,
    WORK_BURST,
    WORK_SHARE,
    Addresses,
    Bucket,
    Gate,
    gone,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_gives_its_burst_then_its_rate() -> None:
    clock = Clock()
    bucket = Bucket(2.0, 5.0, clock)
    assert [bucket.take() for _ in range(7)] == [True] * 5 + [False] * 2
    clock.now += 1.0
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    clock.now += 3600
    assert bucket.level() == 5.0  # never more than the burst


def test_a_phone_gets_its_burst_of_taps_then_twenty_a_second() -> None:
    clock = Clock()
    gate = Gate("192.0.2.7", clock)
    admitted = 0
    for _ in range(3000):
        if gate.admits(EVENT):
            admitted += 1
            gate.running = 0  # each handled at once
    assert admitted == EVENT_BURST
    clock.now += 1.0
    assert sum(gate.admits(EVENT) or bool(setattr(gate, "running", 0))
               for _ in range(100)) == EVENTS_PER_SECOND


def test_taps_wait_at_most_in_flight_and_the_loop_share_is_bounded() -> None:
    clock = Clock()
    gate = Gate("192.0.2.7", clock)
    assert sum(gate.admits(EVENT) for _ in range(30)) == IN_FLIGHT  # none handled yet
    gate.running = 0
    gate.work.spend(WORK_BURST + 0.5)  # its handlers took 1.5 s of the loop
    assert not gate.admits(EVENT)
    clock.now += 0.5 / WORK_SHARE + 0.1  # the debt is paid back
    assert gate.admits(EVENT)


def test_the_serving_computer_is_not_limited_and_registers_once() -> None:
    host, phone = Gate("127.0.0.1"), Gate("127.0.0.2")
    assert all(host.admits(EVENT) for _ in range(1000))
    assert all(host.admits(PROPS) for _ in range(1000))
    assert phone.admits(REGISTER) and not phone.admits(REGISTER)


@pytest.mark.parametrize("peer", ["192.0.2.7", "127.0.0.2"])
def test_new_connections_per_address_are_bounded(peer: str) -> None:
    clock = Clock()
    book = Addresses(clock)
    assert sum(book.arrive(peer) for _ in range(100)) == NEW_BURST
    assert book.arrive("192.0.2.8")  # another address is not held up
    for _ in range(int(NEW_BURST)):
        book.leave(peer)
    clock.now += 60
    opened = sum(book.arrive(peer) for _ in range(100))
    assert 1 <= opened <= NEW_BURST
    clock.now += 3600
    assert sum(book.arrive(peer) for _ in range(100)) <= OPEN_PER_ADDRESS - opened
    assert all(book.arrive("127.0.0.1") for _ in range(100))


def test_a_closed_connection_is_told_from_a_fault() -> None:
    class WebSocketDisconnect(Exception):
        pass

    try:
        try:
            raise WebSocketDisconnect()
        except WebSocketDisconnect as first:
            raise RuntimeError("Cannot call send") from first
    except RuntimeError as chained:
        assert gone(chained)
    assert gone(RuntimeError('Cannot call "send" once a close message has been sent.'))
    assert not gone(ValueError("a bug"))


def test_a_handler_is_charged_its_share_of_the_loop_not_the_others_time() -> None:
    """A phone that taps now and then, while a flooding phone's handlers ran beside its own,
    is charged its share: its allowance stays, so its next tap is not dropped."""
    from companion.server.gate import WORK_BURST, Allowance, own_share

    allowance = Allowance(clock=lambda: 0.0)
    for _tap in range(4):  # 0.9 s each while 8 other handlers ran beside it
        allowance.work.spend(own_share(0.9, 9))
    assert allowance.work.level() > 0
    charged_alone = Allowance(clock=lambda: 0.0)
    for _tap in range(4):
        charged_alone.work.spend(own_share(0.9, 1))
    assert charged_alone.work.level() < 0 < WORK_BURST


@pytest.mark.parametrize("action", [REGISTER, EVENT, PROPS])
def test_a_frames_action_is_read_without_decoding_it(action: int) -> None:
    """What a phone sends is judged from its first bytes; a frame over the limits is never
    decoded (a flood of large frames costs only their reading)."""
    import msgpack

    from companion.server.gate import peek_action

    body = {"target": 7, "name": "click", "data": "x" * 100_000}
    assert peek_action(b"\x00" + msgpack.packb([action, body])) == action
    assert peek_action(b"\x00" + msgpack.packb({"not": "a message"})) is None
    assert peek_action(b"\x01\x00\x00\x00\x00") is None


def test_an_address_closed_for_flooding_may_not_connect_for_a_while() -> None:
    from companion.server.gate import SHUT_OUT

    clock = Clock()
    book = Addresses(clock)
    assert book.arrive("127.0.0.2")
    book.leave("127.0.0.2")
    book.allowance("127.0.0.2").shut_until = clock.now + SHUT_OUT  # what closing it does
    assert not book.arrive("127.0.0.2")
    assert book.arrive("127.0.0.3")  # another phone is not held up
    clock.now += SHUT_OUT
    assert book.arrive("127.0.0.2")


def test_the_shut_out_is_thirty_seconds_unless_the_server_is_told_otherwise() -> None:
    from companion.__main__ import parse_args
    from companion.server.gate import SHUT_OUT

    assert SHUT_OUT == 30.0
    assert parse_args([]).shut_out == SHUT_OUT
    assert parse_args(["--shut-out", "4"]).shut_out == 4.0
    for wrong in ("0", "-5", "nan", "inf", "3601", "soon"):
        with pytest.raises(SystemExit):
            parse_args(["--shut-out", wrong])
