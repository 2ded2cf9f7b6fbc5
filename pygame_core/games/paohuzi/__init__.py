"""跑胡子 疯狂碰胡 百千万亿 (rules book: shared/rules/paohuzi.md; decisions: rules.md here).

Layers, lowest first: cards, winning (group search), scoring (hu-xi, 囤, the FANS table, the bowl),
options, state (the hand's data and shared turn steps), wins, claims (the §7.4 table), hints, view,
position (the codec), rules (the state machine), notation (action text, old positions), bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import JSON, GameInfo
from ...core.i18n import tx
from ...core.rng import SplitMix64
from . import texts
from .bots import determinize, make_rule_bot, make_search_bot
from .notation import format_action, load, parse_action
from .options import DEFAULTS, FIELDS, PRESET_LABELS, PRESETS, validate_options
from .rules import PaohuziState


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> PaohuziState:
    """A new hand. ``carry`` (from ``state.carry()``): {"dealer", "scores", "hand"}; without it the
    dealer is drawn with uniform(3) from a separate SplitMix64 seeded with the seed (§4)."""
    opts = validate_options(options)
    if carry is not None and "dealer" in carry:
        dealer = int(carry["dealer"]) % 3
    else:
        dealer = SplitMix64(seed).uniform(3)
    s = PaohuziState.new_hand(opts, seed, dealer)
    if carry is not None:
        s.match = [int(x) for x in carry.get("scores", [0, 0, 0])]
        s.hand_no = int(carry.get("hand", 1))
    return s


GAME = GameInfo(
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
    bots={"rule": make_rule_bot, "search": make_search_bot},
    bot_labels={"rule": tx("规则机器人", "規則機器人", "Rule-based bot"),
                "search": tx("搜索机器人", "搜尋機器人", "Search bot (ISMCTS)")},
    determinize=determinize,
)

__all__ = ["GAME", "DEFAULTS", "FIELDS", "PRESETS", "validate_options", "new", "load"]
