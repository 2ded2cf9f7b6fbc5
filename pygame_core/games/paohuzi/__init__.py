"""跑胡子 疯狂碰胡 百千万亿 (rules book: shared/rules/paohuzi.md; decisions: rules.md here).

Layers, lowest first: cards, winning (group search), scoring (hu-xi, 囤, the FANS table, the bowl),
options, state (the hand's data and shared turn steps), wins, claims (the §7.4 table), hints, view,
position (the codec), rules (the state machine), notation (action text, old positions), bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import NotationError
from ...core.game import JSON, GameInfo
from ...core.rng import SplitMix64
from . import texts
from .bots import determinize, make_rule_bot, make_search_bot
from .notation import format_action, load, parse_action
from .options import DEFAULTS, FIELDS, PRESET_LABELS, PRESETS, validate_options
from .rules import PaohuziState, catch_up


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> PaohuziState:
    """A new hand. ``carry`` (from ``state.carry()``): {"dealer", "scores", "hand"}; without it the
    dealer is drawn with uniform(3) from a separate SplitMix64 seeded with the seed (§4)."""
    opts = validate_options(options)
    dealer, scores, hand_no = check_carry(carry)
    s = PaohuziState.new_hand(opts, seed, SplitMix64(seed).uniform(3) if dealer is None else dealer)
    s.match, s.hand_no = scores, hand_no
    return s


def _int(v: Any) -> bool:
    return type(v) is int


def check_carry(carry: Any) -> tuple[int | None, list[int], int]:
    """(dealer or None, match scores, hand number) of a carry, or NotationError with the reason: a
    carry comes from saves and replays, so it is read as untrusted input."""
    if carry is None:
        return None, [0, 0, 0], 1
    if not isinstance(carry, Mapping) or set(carry) - {"dealer", "scores", "hand"}:
        raise NotationError('paohuzi: a carry is {"dealer": seat, "scores": [3 ints], "hand": n}')
    dealer, scores, hand = carry.get("dealer"), carry.get("scores", [0, 0, 0]), carry.get("hand", 1)
    if dealer is not None and not (_int(dealer) and 0 <= dealer < 3):
        raise NotationError(f"paohuzi: carry dealer must be a seat 0..2, not {dealer!r}")
    if not (isinstance(scores, list) and len(scores) == 3 and all(map(_int, scores))):
        raise NotationError(f"paohuzi: carry scores must be three integers, not {scores!r}")
    if not (_int(hand) and 1 <= hand <= 10_000):
        raise NotationError(f"paohuzi: carry hand must be 1..10000, not {hand!r}")
    return dealer, list(scores), hand


GAME = GameInfo(
    catch_up=catch_up,
    id="paohuzi",
    title=texts.TITLE,
    seats=3,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    default_preset="standard",
    fields=FIELDS,
    validate_options=validate_options,
    new=new,
    load=load,
    format_action=format_action,
    parse_action=parse_action,
    bots={"normal": make_rule_bot, "hard": make_search_bot},
    determinize=determinize,
)

__all__ = ["GAME", "DEFAULTS", "FIELDS", "PRESETS", "validate_options", "new", "load"]
