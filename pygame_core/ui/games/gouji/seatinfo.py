"""What a 够级 seat's badge says (and the viewer's strip): count, relation and state or place, tags, team."""

from __future__ import annotations

from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick
from ....games.gouji.texts import OPEN_NAMES, PLACE_NAMES
from ... import tuoguan
from ...plugin import SeatInfo, TableView
from ...tuoguan import Tuoguan
from .center import seat_tags, table_mode
from .finish import only_three
from .labels import WORDS

VIEWER_TAGS = ("burn", "bie", "nohead", "shao", "yudian", "mingdian")  # the one the strip shows, first first
EN_LINE = 18  # a badge's first line longer than this (English) puts the seat's state on the next


class SeatUI(Protocol):
    table: TableView
    tuoguan: Tuoguan

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def me(self) -> int: ...

    def relation(self, seat: int) -> str: ...


def seat_info(ui: SeatUI, view: JSON, seat: int) -> SeatInfo:
    """A seat's badge: its count, its relation and state (or place), its tags in words, its team; the
    viewer's strip: the one tag that matters most now."""
    counts = view.get("counts") or [0] * 6
    lay = ui.table.lay
    phone = table_mode(lay) == "rows"
    # every seat's count (the deal and every play and tribute are public); a phone's narrow
    # badge has no room beside the name: the centre shows it under the badge (center.py)
    count = counts[seat] if counts[seat] and not phone else None
    places = view.get("places_so_far") or {}
    own = seat == ui.me()  # the viewer's own count leads its strip (pt21: "my own card count is never shown")
    first = ([ui.tx("own_count", n=counts[seat])] if counts[seat] else []) if own else [ui.relation(seat)]
    if str(seat) in places:
        first.append(pick(PLACE_NAMES[int(places[str(seat)])], ui.lang))
    elif seat == view.get("revolutionary"):
        first.append(ui.tx("rev"))
    else:
        first.append(pick(OPEN_NAMES[(view.get("open") or ["N"] * 6)[seat]], ui.lang))
    lines = [" · ".join(first)]
    words = [pick(WORDS[k], ui.lang) if k in WORDS else ui.tx(k)
             for k in seat_tags(view, seat) if k not in ("team", "N", "O", "P", "F", "rev")]
    if view.get("phase") == "play" and seat not in (view.get("finished") or []) \
            and (view.get("passed") or [False] * 6)[seat] and "yielded" not in seat_tags(view, seat):
        words.append(ui.tx("passed"))
    if seat == ui.table.viewer:  # the strip's status line: only what matters most now (a tap
        # on the strip explains every tag); the viewer's own pass is the word on the table
        keys = [k for k in VIEWER_TAGS if k in seat_tags(view, seat)]
        words = [pick(WORDS[k], ui.lang) if k in WORDS else ui.tx(k) for k in keys[:1]]
        if only_three(view) and view.get("phase") == "play":  # why nothing is asked of the viewer
            words = [ui.tx("wait_three" if lay is None or lay.me.w >= 500 else "wait_three_short")]
    if len(first) == 2 and len(lines[0]) > EN_LINE and table_mode(lay) == "around":  # (a laptop's
        # English "partner · opening pending" ran to the badge's edge in tiny type: its tall badge
        lines = [first[0]]  # takes the state on the next line)
        words = [first[1], *words]
    if words:
        lines.append((" · " if ui.lang == "en" else " ").join(words))  # (pt20: "not opened passed" read as one)
    team = pick(WORDS["team_a" if seat % 2 == 0 else "team_b"], ui.lang)
    marks = [] if phone else [team]
    if seat == view.get("revolutionary") and table_mode(lay) == "around" and ui.lang != "en":  # its seal all hand (a tap on
        marks.append(ui.tx("rev_mark"))  # the badge explains it: pt10 D3); a phone's badge has no room for a
        # second seal (it sat on the name): its line says 革命 there; nor an English one (pt30 #3, 024945-en-table: 'Rev'
        # beside 'Team B' ran over 'revolution', which its line says)
    if ui.tuoguan.on and seat == ui.table.viewer:
        marks.append(tuoguan.text("mark", ui.lang))
    return SeatInfo(count, lines, marks)
