"""够级 (Gouji): six players, two teams, four decks, 开点发四 with 点贡 (gouji.md).

Series: ``new(options, seed, carry)`` where ``carry`` is the previous hand's ``state.carry()``:
``{"hand", "series", "scores", "obligations", "daluo"}``. Obligations are paid as cards at the start of
the hand; ``daluo`` (previous 大落) leads first unless ``first_leader`` is ``random``; after a 串三湖 the
carry starts a new series (hand 1, no tribute, random leader). Series scores change only at scoring
events (串三湖 here; a session end is scored by the table from ``result()["points"]``).

Modules, lowest first: ``cards``, ``combos`` (the combination table), ``scoring`` (tribute, the 点贡
table), ``options``, ``texts``, ``position`` (attributes and notation fields), ``tricks`` (the play),
``phases`` (calls, deal, tribute, buying, revolution), ``view``, ``rules`` (``GoujiState``), then
``notation`` (action texts), ``policy`` (easy, normal, 提示), ``search`` (hard) and ``bots`` (the levels);
none imports one above it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import JSON, GameInfo
from .bots import BOTS, determinize, hint
from .notation import format_action, parse_action, upgrade_action
from .options import FIELDS, PRESET_LABELS, PRESET_NOTES, PRESETS, validate_options
from .rules import GoujiState, catch_up
from .texts import TITLE


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> GoujiState:
    return GoujiState.new_hand(options, seed, carry)


def load(text: str) -> GoujiState:
    return GoujiState(text)


GAME = GameInfo(
    id="gouji",
    title=TITLE,
    seats=6,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    preset_notes=PRESET_NOTES,
    default_preset="standard",
    fields=FIELDS,
    validate_options=validate_options,
    new=new,
    load=load,
    format_action=format_action,
    parse_action=parse_action,
    bots=BOTS,
    determinize=determinize,
    upgrade_action=upgrade_action,
    catch_up=catch_up,
    hint=hint,
    teams=((0, 2, 4), (1, 3, 5)),
)

__all__ = ["GAME", "GoujiState", "load", "new"]
