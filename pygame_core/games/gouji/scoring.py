"""Tribute obligations, tribute card selection and points (gouji.md §13-14).

An obligation is ``{"kind": "dian"|"bie"|"shao"|"luo", "from": payer, "to": receiver, "n": cards}``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from typing import Any

from .cards import tribute_order

KIND_ORDER = ("dian", "bie", "shao", "luo")
CALL_NAMES = {"": "none", "m": "ming", "y": "yu"}

_TABLE: dict[tuple[bool, bool, str, str], tuple[int, int]] = {}


def dian_table() -> dict[tuple[bool, bool, str, str], tuple[int, int]]:
    """The 点贡 table from ``dian_gong.json``: (self opened, opp opened, self call, opp call) -> (O→S, S→O)."""
    if not _TABLE:
        doc = json.loads(resources.files(__package__).joinpath("dian_gong.json").read_text("utf-8"))
        for _row, so, oo, sc, oc, o2s, s2o in doc["rows"]:
            _TABLE[(bool(so), bool(oo), str(sc), str(oc))] = (int(o2s), int(s2o))
    return _TABLE


def dian_gong(s_opened: bool, o_opened: bool, s_call: str, o_call: str,
              both_opened_call_penalty: bool = True) -> tuple[int, int]:
    """Cards (opposite pays self, self pays opposite); calls are '', 'm' (明点) or 'y' (预点)."""
    if s_opened and o_opened and not both_opened_call_penalty:
        return (0, 0)
    return dian_table()[(s_opened, o_opened, CALL_NAMES[s_call], CALL_NAMES[o_call])]


def hand_obligations(opened: Sequence[bool], calls: Sequence[str], places: Sequence[int],
                     bie3: Sequence[Sequence[int]], shao: Sequence[Sequence[int]],
                     opts: dict[str, Any]) -> list[dict[str, Any]]:
    """Every card owed next hand, grouped per payer in the order 点贡, 憋贡, 捎贡, 落贡 (§13.4)."""
    items: list[dict[str, Any]] = []
    for a in range(3):
        b = a + 3
        b2a, a2b = dian_gong(opened[a], opened[b], calls[a], calls[b], opts["both_opened_call_penalty"])
        if b2a:
            items.append({"kind": "dian", "from": b, "to": a, "n": b2a})
        if a2b:
            items.append({"kind": "dian", "from": a, "to": b, "n": a2b})
    same_team_ok = opts["same_team_tribute"]
    for rec in bie3:
        victim, beater = rec[0], rec[1]
        if same_team_ok or victim % 2 != beater % 2:
            items.append({"kind": "bie", "from": victim, "to": beater, "n": 1})
    for payer, receiver in shao:
        items.append({"kind": "shao", "from": payer, "to": receiver, "n": 1})
    seat_at = {p: s for s, p in enumerate(places)}
    for payer_place, recv_place, n in ((6, 1, 2), (5, 2, 1)):
        payer, receiver = seat_at[payer_place], seat_at[recv_place]
        if same_team_ok or payer % 2 != receiver % 2:
            items.append({"kind": "luo", "from": payer, "to": receiver, "n": n})
    # Stable sort keeps the chronological order of 捎 inside each payer's kind.
    items.sort(key=lambda it: KIND_ORDER.index(it["kind"]))
    return items


def net_cards(obligations: Sequence[dict[str, Any]]) -> list[int]:
    """Per seat: tribute cards owed to it minus cards it owes."""
    net = [0] * 6
    for it in obligations:
        net[it["to"]] += it["n"]
        net[it["from"]] -= it["n"]
    return net


def points(obligations: Sequence[dict[str, Any]]) -> list[int]:
    """A scoring event: 2 points per tribute card (§14.1); zero-sum."""
    return [2 * x for x in net_cards(obligations)]


def select_payments(hands: Sequence[Sequence[int]], obligations: Sequence[dict[str, Any]],
                    skip_aces: bool) -> list[tuple[dict[str, Any], list[int]]]:
    """Which cards pay which item, all from the hands as dealt (§13.4): highest first, Aces last."""
    order = {s: tribute_order(hands[s], skip_aces) for s in range(6)}
    used = [0] * 6
    out = []
    for it in obligations:  # already grouped per payer in kind order
        p = it["from"]
        take = order[p][used[p]:used[p] + it["n"]]
        used[p] += len(take)
        out.append((it, take))
    return out
