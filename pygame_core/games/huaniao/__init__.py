"""花鳥風月 (Hua Niao Feng Yue): a four-player shedding game with a rising five-note melody.

``GAME`` describes it for the table, the CLI and the protocol. The first player of a session's
first song (``carry`` None) is ``SplitMix64(seed).uniform(4)`` (rules §5.1: a separate generator
seeded with the session seed); ``carry`` = ``{"first": seat}`` (what ``state.carry()`` returns:
the winner) fixes it for later songs. ``carry`` may also hold ``"window": [bool x4]``: the seats
that get the 且慢 commit window (default all; a table may clear it for bot seats: the
shared table leaves it on and closes a bot's window itself).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.codec import SEED_MAX, check_int, short
from ...core.errors import NotationError
from ...core.game import JSON, Bot, GameInfo, GameState
from ...core.i18n import tx
from ...core.rng import SplitMix64
from .bots import EasyBot, NormalBot, SearchBot, determinize
from .notation import format_action, parse_action
from .options import FIELDS, PRESET_LABELS, PRESET_NOTES, PRESETS, validate_options
from .rules import HuaniaoState, load


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> HuaniaoState:
    """A fresh song; a carry that is not ``{"first"?: seat, "window"?: [bool x4]}`` is a NotationError."""
    opts = validate_options(options)
    check_int(seed, 0, SEED_MAX, "huaniao: the seed")
    first, window = _carry(carry)
    return HuaniaoState.deal(opts, seed, SplitMix64(seed).uniform(4) if first is None else first, window)


def _carry(carry: Any) -> tuple[int | None, list[bool] | None]:
    """Read a carry (a crafted replay or save may hold anything here)."""
    if carry is None:
        return None, None
    if not isinstance(carry, dict) or set(carry) - {"first", "window"}:
        raise NotationError(f"huaniao: a carry holds only first and window, not {short(carry)}")
    first = carry.get("first")
    if "first" in carry:
        check_int(first, 0, 3, "huaniao: carry.first (a seat)")
    window = carry.get("window")
    if "window" in carry and not (type(window) is list and len(window) == 4
                                   and all(type(x) is bool for x in window)):
        raise NotationError(f"huaniao: carry.window must list 4 booleans, not {short(window)}")
    return first, window


def _new(options: Mapping[str, Any], seed: int, carry: JSON | None) -> GameState:
    return new(options, seed, carry)


def _load(text: str) -> GameState:
    return load(text)


def _determinize(view: JSON, seat: int, rng: SplitMix64) -> GameState:
    return determinize(view, seat, rng)


def _easy(seat: int, seed: int) -> Bot:
    return EasyBot(seat, seed)


def _normal(seat: int, seed: int) -> Bot:
    return NormalBot(seat, seed)


def _search(seat: int, seed: int) -> Bot:
    return SearchBot(GAME, seat, seed)


GAME = GameInfo(
    id="huaniao",
    title=tx("花鸟风月", "花鳥風月", "Hua Niao Feng Yue (Flower, Bird, Wind, Moon)"),
    seats=4,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    preset_notes=PRESET_NOTES,
    default_preset="regular",
    fields=FIELDS,
    validate_options=validate_options,
    new=_new,
    load=_load,
    format_action=format_action,
    parse_action=parse_action,
    bots={"easy": _easy, "normal": _normal, "hard": _search},
    determinize=_determinize,
)

__all__ = ["GAME", "HuaniaoState", "new", "load"]
