"""Palace level arithmetic (SP80-PAL-1..3, SP80-PAL-5, A-13)."""

from __future__ import annotations

from scorers.common.models import Violation
from scorers.spandau.data import MIN_EXERT_LEVEL, PALACE_MAX
from scorers.spandau.round_models import PalaceRequest, PalaceResponse


def palace(request: PalaceRequest) -> PalaceResponse:
    """Add the gain to the level, capped at 5, and exert if the player chooses to.

    Exerting takes the shield of the level reached (level 1+) and restarts at 0; above 5
    it takes the level-5 shield and restarts with the surplus, itself capped at 5, once per
    action (A-13; ``multiple_exertions`` repeats it). Without exerting the surplus is lost.
    Campaign influence is capped at 5 with no surplus and no exertion (SP80-PAL-5).
    """
    total = request.level + request.gain
    faults: list[Violation] = []
    if request.exert and request.source == "campaign":
        faults.append(Violation(rule="SP80-PAL-5", message=(
            "Palace influence won in a campaign is added without exerting.")))
    if request.exert and request.source == "action" and total < MIN_EXERT_LEVEL:
        faults.append(Violation(rule="SP80-PAL-2", message=(
            f"Exerting needs palace level {MIN_EXERT_LEVEL} or more.")))
    if faults or not request.exert:
        level = min(total, PALACE_MAX)
        return PalaceResponse(ok=not faults, violations=tuple(faults), level=level,
                              shields=(), lost=total - level)
    if total <= PALACE_MAX:
        return PalaceResponse(ok=True, level=0, shields=(total,), lost=0)
    shields = [PALACE_MAX]
    rest = total - PALACE_MAX
    while request.options.multiple_exertions and rest > PALACE_MAX:
        shields.append(PALACE_MAX)
        rest -= PALACE_MAX
    level = min(rest, PALACE_MAX)
    return PalaceResponse(ok=True, level=level, shields=tuple(shields), lost=rest - level)
