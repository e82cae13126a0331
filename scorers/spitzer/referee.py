"""The whole-hand referee: record a hand trick by trick and derive its result (§3, §4, §5).

Every play is checked with `legal` (the one definition of legality); the calling side is
derived from the calls and the deal, including the secret ace holder (SPZ-CALL-13) and
the first-trick partner (SPZ-CALL-14, A-5). A play against the rules makes ``ok`` false
with its SPZ-FOLLOW rule (SPZ-VAL-9) and the hand is not scored, unless the table kept
it as played (``kept``): the rules name no penalty for such a play, so the hand is then
scored by its tricks as played and its faults stay listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Violation
from scorers.spitzer.calls import PARTNER_CALLS, ZOLAS, call_violations
from scorers.spitzer.data import BIG_QUEEN, BLACK_QUEENS, EFFECTIVE_SUIT, HAND_SIZE
from scorers.spitzer.models import HandResult, HandType
from scorers.spitzer.play import legal, reasons, trick_points, winning_index
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse
from scorers.spitzer.scoring import result


@dataclass
class Game:
    """What the announcements made of this hand (SPZ-CALL-11..16)."""

    type: str
    side: list[str]
    called_ace: str | None = None
    first_trick_caller: str | None = None
    rules: list[str] = field(default_factory=list)


def seats_from(players: tuple[str, ...], first: str) -> list[str]:
    """The players clockwise starting at ``first``."""
    start = players.index(first)
    return [*players[start:], *players[:start]]


def first_leader(request: RecordHandRequest) -> str:
    """SPZ-PLAY-1: the dealer's left leads, unless the record names the leader."""
    if request.leader is not None:
        return request.leader
    if request.dealer is not None:
        return seats_from(request.players, request.dealer)[1]
    return request.players[0]


def deal_from_tricks(request: RecordHandRequest) -> dict[str, list[str]]:
    """Each player's 8 cards are the cards he played; winners lead on (SPZ-PLAY-2)."""
    hands: dict[str, list[str]] = {name: [] for name in request.players}
    leader = first_leader(request)
    for trick in request.tricks:
        order = seats_from(request.players, leader)
        for name, card in zip(order, trick, strict=True):
            hands[name].append(card)
        leader = order[winning_index(trick)]
    return hands


def announced_game(request: RecordHandRequest, hands: dict[str, list[str]]) -> Game:
    """Apply the calls in asking order (SPZ-CALL-1..3, 9..16; A-1..4, A-11)."""
    if request.type is not None and request.calling_side is not None:
        return Game(request.type, list(request.calling_side), request.called_ace)
    holder = {card: name for name, cards in hands.items() for card in cards}
    made: list[str] = []
    defining = None
    schneider_by = None
    broken = FaultList()
    for number, call in enumerate(request.calls):
        for fault in call_violations(hands[call.player], call.call, call.suit,
                                     with_schneider=call.with_schneider, earlier=made,
                                     options=request.options):
            broken.add("SPZ-VAL-6", f"{call.player[:40]}: {fault.message} ({fault.rule})",
                       players=[call.player[:40]], fields=[f"calls.{number}"])
        made.append(call.call)
        if call.call == "schneider":
            schneider_by = call.player
            continue
        defining = call
        # A schneider by someone else is void once a partner call or zola defines the hand.
        schneider_by = call.player if call.with_schneider else None
    broken.raise_if_any()
    if defining is not None and defining.call in ZOLAS:
        return Game(defining.call, [defining.player])
    if defining is not None and defining.call in PARTNER_CALLS:
        kind = "schneider" if schneider_by == defining.player else "call"
        if defining.call == "call_first_trick":
            return Game(kind, [defining.player], first_trick_caller=defining.player)
        ace = f"A{defining.suit}"
        return Game(kind, [defining.player, holder[ace]], ace)
    queens = [holder[queen] for queen in BLACK_QUEENS]
    if queens[0] == queens[1]:
        return Game("stealer", [queens[0]])  # SPZ-CALL-9; a schneider is void
    if schneider_by is None:
        return Game("normal", queens)
    if schneider_by in queens:
        return Game("schneider", queens)
    return Game("schneider", [name for name in request.players if name not in queens])


def record_hand(request: RecordHandRequest) -> RecordHandResponse:
    """Referee one hand: legal cards at each play, trick winners, side tricks and points."""
    given = request.hands
    hands = {name: list(cards) for name, cards in given.items()} if given is not None \
        else deal_from_tricks(request)
    game = announced_game(request, hands)
    return _response(request, game, hands, *_plays(request, hands, game))


def plays_so_far(players: tuple[str, ...], dealer: str | None,
                 tricks: tuple[tuple[str, ...], ...], hand_type: HandType,
                 calling_side: tuple[str, ...], called_ace: str | None = None,
                 ace_holder: str | None = None) -> tuple[Violation, ...]:
    """The plays of a hand being recorded trick by trick that are already against the
    rules, judged as each card is entered (SPZ-FOLLOW-1..9): each player holds the cards he
    has played so far, and ``ace_holder`` the called ace until he plays it (SPZ-CALL-13:
    the table knows its partner). A card a player may still hold unseen is never held
    against him, so nothing here is withdrawn when the hand is complete (`record_hand`
    then judges the whole hand)."""
    request = RecordHandRequest.model_construct(
        players=players, dealer=dealer, leader=None, hands=None, tricks=tricks, calls=(),
        type=hand_type, calling_side=calling_side, called_ace=called_ace)
    hands: dict[str, list[str]] = {name: [] for name in players}
    leader = first_leader(request)
    for trick in tricks:
        order = seats_from(players, leader)
        for name, card in zip(order, trick, strict=False):
            hands[name].append(card)
        if len(trick) == len(order):
            leader = order[winning_index(list(trick))]
    played = {card for trick in tricks for card in trick}
    if called_ace is not None and ace_holder in hands and called_ace not in played:
        hands[ace_holder].append(called_ace)
    game = Game(hand_type, list(calling_side), called_ace)
    return tuple(_plays(request, hands, game)[1])


def _plays(request: RecordHandRequest, hands: dict[str, list[str]], game: Game
           ) -> tuple[list[dict[str, Any]], list[Violation], dict[str, int], dict[str, int],
                      str, set[str]]:
    """Every play checked in order; ``hands`` lose the cards played."""
    holder = {card: name for name, cards in hands.items() for card in cards}
    released: set[str] = set()
    leader = first_leader(request)
    recorded: list[dict[str, Any]] = []
    violations: list[Violation] = []
    won = dict.fromkeys(request.players, 0)
    points = dict.fromkeys(request.players, 0)
    for number, trick in enumerate(request.tricks, start=1):
        order = seats_from(request.players, leader)
        allowed = []
        for position, (name, card) in enumerate(zip(order, trick, strict=False)):
            hand = hands[name]
            if card not in hand:
                raise ImpossibleInput("SPZ-VAL-7", f"Trick {number}: {name[:40]} does not hold "
                                      f"{card} (it was dealt to {holder.get(card, 'nobody')}).")
            bound = game.called_ace if name not in released and game.called_ace in hand \
                else None
            played_before = trick[:position]
            allowed.append(tuple(legal(hand, played_before, bound)))
            if card not in allowed[-1]:
                violations += [
                    Violation(rule=fault.rule, cards=fault.cards,
                              message=f"Trick {number}, {name[:40]}: {fault.message}")
                    for fault in reasons(hand, played_before, card, bound)]
            if bound is not None and position == 0 and card != bound and \
                    EFFECTIVE_SUIT[card] == EFFECTIVE_SUIT[bound]:
                released.add(name)  # SPZ-FOLLOW-9 (b)
            hand.remove(card)
        winner = None
        if len(trick) == len(order):
            winner = order[winning_index(trick)]
            won[winner] += 1
            points[winner] += trick_points(trick)
            if game.first_trick_caller is not None and len(game.side) == 1 \
                    and winner != game.first_trick_caller:
                game.side.append(winner)  # SPZ-CALL-14: the first other trick winner, alone
            leader = winner
        recorded.append({"leader": order[0], "cards": trick, "players": tuple(order[:len(trick)]),
                         "legal": tuple(allowed), "winner": winner, "points": trick_points(trick)})
    return recorded, violations, won, points, leader, released


def _response(request: RecordHandRequest, game: Game, hands: dict[str, list[str]],
              recorded: list[dict[str, Any]], violations: list[Violation], won: dict[str, int],
              points: dict[str, int], leader: str, released: set[str]) -> RecordHandResponse:
    side_tricks = sum(won[name] for name in game.side)
    side_points = sum(points[name] for name in game.side)
    done = sum(won.values()) == HAND_SIZE
    to_play: str | None = None
    now: tuple[str, ...] = ()
    if not done:
        in_trick = recorded[-1]["cards"] if recorded and recorded[-1]["winner"] is None else ()
        to_play = seats_from(request.players, leader)[len(in_trick)]
        hand = hands[to_play]
        bound = game.called_ace if to_play not in released and game.called_ace in hand else None
        now = tuple(legal(hand, in_trick, bound))
    scored = None
    kept = bool(violations) and request.kept
    if done and (not violations or kept):
        scored = result(HandResult(
            type=game.type, calling_side=tuple(game.side), side_tricks=side_tricks,
            side_points=side_points, club_queen=_club_queen_holder(recorded),
            options=request.options), request.players)
    # One validation of the whole answer costs less than building each trick as a model.
    return RecordHandResponse.model_validate({
        "ok": not violations, "violations": tuple(violations), "type": game.type,
        "calling_side": tuple(game.side), "called_ace": game.called_ace,
        "tricks": tuple(recorded), "side_tricks": side_tricks, "side_points": side_points,
        "opponent_points": sum(points.values()) - side_points,
        "to_play": to_play, "legal": now, "result": scored,
        "kept": kept and scored is not None}, strict=True)


def _club_queen_holder(recorded: list[dict[str, Any]]) -> str | None:
    return next((trick["players"][trick["cards"].index(BIG_QUEEN)] for trick in recorded
                 if BIG_QUEEN in trick["cards"]), None)
