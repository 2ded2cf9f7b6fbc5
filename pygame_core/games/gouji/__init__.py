"""够级 (Gouji): six players, two teams, four decks, 开点发四 with 点贡 (gouji.md).

Series: ``new(options, seed, carry)`` where ``carry`` is the previous hand's ``state.carry()``:
``{"hand", "series", "scores", "obligations", "daluo"}``. Obligations are paid as cards at the start of
the hand; ``daluo`` (previous 大落) leads first unless ``first_leader`` is ``random``; after a 串三湖 the
carry starts a new series (hand 1, no tribute, random leader). Series scores change only at scoring
events (串三湖 here; a session end is scored by the table from ``result()["points"]``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import JSON, GameInfo
from .bots import BOT_LABELS, BOTS, determinize
from .notation import format_action, parse_action, text_to_state
from .options import FIELDS, PRESET_LABELS, PRESETS, validate_options
from .rules import GoujiState
from .texts import TITLE


def new(options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> GoujiState:
    st = GoujiState(validate_options(dict(options)))
    st.seed = seed
    if carry:
        st.hand_no = int(carry.get("hand", 1))
        st.series_no = int(carry.get("series", 1))
        st.scores = [int(x) for x in carry.get("scores", [0] * 6)]
        st.incoming = [dict(o) for o in carry.get("obligations", [])]
        daluo = carry.get("daluo")
        st.leader0 = int(daluo) if daluo is not None else -1
    else:
        st.leader0 = -1
    st.deal()
    st.phase = "yudian"
    return st


def load(text: str) -> GoujiState:
    return text_to_state(text)


GAME = GameInfo(
    id="gouji",
    title=TITLE,
    seats=6,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    default_preset="standard",
    fields=FIELDS,
    validate_options=validate_options,
    new=new,
    load=load,
    format_action=format_action,
    parse_action=parse_action,
    bots=BOTS,
    bot_labels=BOT_LABELS,
    determinize=determinize,
)

__all__ = ["GAME", "GoujiState", "load", "new"]
