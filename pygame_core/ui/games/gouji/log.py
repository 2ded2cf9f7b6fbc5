"""The 够级 table's log: one readable line per event in the player's language."""

from __future__ import annotations

from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick, tx
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import PLACE_NAMES, TRIBUTE_NAMES
from ...plugin import TableView
from .labels import play_name, rank_text


class LogUI(Protocol):
    table: TableView

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...


def ranks(ui: LogUI, ids: list[int]) -> str:
    return " ".join(rank_text(VALUE[c], ui.lang) for c in sorted(ids, key=lambda c: (VALUE[c], c)))


def event_line(ui: LogUI, ev: JSON) -> str | None:
    ty = ev.get("type")
    n = ui.name
    if ty == "play":  # a set with 2s or jokers standing in is named too: "5 2 大王 大王（四个5·挂王）" (pt10 59)
        vals = [VALUE[c] for c in ev.get("cards") or []]
        what = ui.tx("ershayi") if ev.get("kind") == "ershayi" else play_name(vals, ui.lang)  # (pt13 137)
        named = f"（{what}）" if ui.lang != "en" else f" ({what})"
        stand_in = ev.get("kind") == "ershayi" or (any(v <= 14 for v in vals) and any(v >= 15 for v in vals))
        return ui.tx("lg_play", name=n(ev["seat"]), c=ranks(ui, ev.get("cards") or []) + (named if stand_in else ""))
    if ty in ("pass", "final_pass"):
        return ui.tx("lg_pass", name=n(ev["seat"]))
    simple = {"yield": "lg_yield", "last_word": "lg_last", "open_pending": "lg_open_p", "opened": "lg_opened",
              "open_lapsed": "lg_lapsed", "forfeited": "lg_forfeit", "trick_won": "lg_trick", "revolution": "lg_rev"}
    if ty in simple:
        return ui.tx(simple[str(ty)], name=n(ev["seat"]))
    if ty == "shao":
        key = "lg_shao" if ev.get("tribute") else "lg_shao_team"
        return ui.tx(key, a=n(ev["from"]), b=n(ev["to"]))
    if ty == "out":
        return ui.tx("lg_out", name=n(ev["seat"]), place=pick(PLACE_NAMES[int(ev["place"])], ui.lang))
    if ty == "attempt_failed":
        return ui.tx("lg_failed", a=n(ev["seat"]), b=n(ev["by"]))
    if ty in ("tribute", "returned", "bought"):
        return transaction_line(ui, ev)
    if ty == "call":
        return ui.tx("lg_call", name=n(ev["seat"]), call=ui.tx(str(ev["call"])))
    if ty == "redeal":
        return ui.tx("lg_redeal")
    if ty == "bie3_revealed":
        return ui.tx("lg_bie", a=n(ev["victim"]), b=n(ev["by"]))
    if ty == "chaos":
        return ui.tx("lg_chaos")
    if ty == "hand_end":
        return ui.tx("lg_end")
    if ty == "dealt" and "cards" in ev:
        return dealt_line(ui, ev)
    return None


def dealt_line(ui: LogUI, ev: JSON) -> str | None:
    """A seat's own deal: "you hold 33"; a replay or a spectator sees every seat's deal, said once."""
    seat, viewer = ev.get("seat"), ui.table.viewer
    if viewer is None:
        return ui.tx("lg_dealt_all", n=len(ev["cards"])) if seat in (0, None) else None
    return ui.tx("lg_dealt", n=len(ev["cards"])) if seat in (viewer, None) else None


def transaction_line(ui: LogUI, t: JSON) -> str:
    ty = t.get("type")
    if ty == "tribute":
        kind = pick(TRIBUTE_NAMES.get(str(t.get("kind")), tx("", "", "")), ui.lang)
        return ui.tx("lg_tribute", a=ui.name(int(t["from"])), b=ui.name(int(t["to"])), kind=kind,
                     c=ranks(ui, t.get("cards") or []))
    if ty == "returned":
        return ui.tx("lg_returned", a=ui.name(int(t["from"])), b=ui.name(int(t["to"])),
                     c=ranks(ui, t.get("cards") or []))
    paid = t.get("paid")
    extra = ui.tx("lg_paid", c=ranks(ui, [paid])) if isinstance(paid, int) else ""
    return ui.tx("lg_bought", a=ui.name(t["buyer"]), b=ui.name(t["seller"]), r=t.get("rank"), paid=extra)
