"""跑胡子 疯狂碰胡 百千万亿 (rules book: shared/rules/paohuzi.md; decisions: rules.md here).

Layers, lowest first: cards, winning (group search), scoring (hu-xi, 囤, the FANS table, the bowl),
options, state (the hand's data and shared turn steps), wins, claims (the §7.4 table), hints, view,
position (the codec), rules (the state machine), notation (action text, old positions), bots
(easy, normal, determinize), hard.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.codec import COUNT_MAX, SCORE_MAX, SEED_MAX, check_int, check_ints
from ...core.errors import NotationError
from ...core.game import JSON, GameInfo
from ...core.rng import SplitMix64
from . import texts
from .bots import determinize, make_easy_bot, make_rule_bot
from .hard import make_hard_bot
from .notation import format_action, load, parse_action
from .options import DEFAULT_PRESET, DEFAULTS, FIELDS, PRESET_LABELS, PRESET_NOTES, PRESETS, validate_options
from .rules import PaohuziState, catch_up


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> PaohuziState:
    """A new hand. ``carry`` (from ``state.carry()``): {"dealer", "scores", "hand"}; without it the
    dealer is drawn with uniform(3) from a separate SplitMix64 seeded with the seed (§4)."""
    opts = validate_options(options)
    check_int(seed, 0, SEED_MAX, "paohuzi: the seed")
    dealer, scores, hand_no = check_carry(carry)
    s = PaohuziState.new_hand(opts, seed, SplitMix64(seed).uniform(3) if dealer is None else dealer)
    s.match, s.hand_no = scores, hand_no
    return s


def check_carry(carry: Any) -> tuple[int | None, list[int], int]:
    """(dealer or None, match scores, hand number) of a carry, or NotationError with the reason: a
    carry comes from saves and replays, so it is read as untrusted input."""
    if carry is None:
        return None, [0, 0, 0], 1
    if not isinstance(carry, Mapping) or set(carry) - {"dealer", "scores", "hand"}:
        raise NotationError('paohuzi: a carry is {"dealer": seat, "scores": [3 ints], "hand": n}')
    dealer, scores, hand = carry.get("dealer"), carry.get("scores", [0, 0, 0]), carry.get("hand", 1)
    if dealer is not None:
        check_int(dealer, 0, 2, "paohuzi: carry dealer (a seat)")
    check_ints(scores, -SCORE_MAX, SCORE_MAX, 3, "paohuzi: carry scores")
    check_int(hand, 1, COUNT_MAX, "paohuzi: carry hand")
    return dealer, list(scores), hand


GAME = GameInfo(
    catch_up=catch_up,
    id="paohuzi",
    title=texts.TITLE,
    seats=3,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    preset_notes=PRESET_NOTES,
    default_preset=DEFAULT_PRESET,   # tame scoring (options.py)
    fields=FIELDS,
    validate_options=validate_options,
    new=new,
    load=load,
    format_action=format_action,
    parse_action=parse_action,
    bots={"easy": make_easy_bot, "normal": make_rule_bot, "hard": make_hard_bot},
    determinize=determinize,
)

__all__ = ["GAME", "DEFAULTS", "FIELDS", "PRESETS", "validate_options", "new", "load"]
