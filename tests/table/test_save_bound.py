"""A match save never grows without limit (table/series.py, KEPT_HANDS): it keeps the current hand
with its actions, the results of the hands before it up to KEPT_HANDS in all, and for older hands
only their count and per-seat sums; it restores to the same position, numbering and series totals."""

from __future__ import annotations

import json

import pytest

from pygame_core.core import registry
from pygame_core.table import LocalClient, Master, MatchError, series
from pygame_core.table import master as master_mod

KEPT = 4  # a small window so that the test plays few hands; the rule is the same at 32


def _play(hands: int, game: str = "huaniao") -> tuple[Master, list[list[float]], list[int]]:
    """``hands`` bot hands; every hand's returns and the save's length after each."""
    info = registry.get(game)
    m = Master(info, info.options_for(), 11, ["bot:easy"] * info.seats)
    rows: list[list[float]] = []
    sizes: list[int] = []
    for _ in range(hands):
        m.start_hand()
        m.run_bots()
        assert m.is_over()
        rows.append(list(m.hand.returns or []))
        sizes.append(len(m.dumps()))
    return m, rows, sizes


def test_the_save_keeps_a_window_of_hands_and_the_sums_of_the_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(master_mod, "KEPT_HANDS", KEPT)
    m, rows, sizes = _play(KEPT + 6)
    d = json.loads(m.dumps())
    assert len(d["hands"]) == KEPT and d["earlier"]["hands"] == 6
    assert ["actions" in h for h in d["hands"]] == [False] * (KEPT - 1) + [True]
    # bounded: after the window fills, the save stops growing with the number of hands
    assert max(sizes[KEPT:]) < 1.5 * max(sizes[:KEPT])
    again = Master.loads(m.dumps())
    assert again.state.notation() == m.state.notation() and again.hand_no == m.hand_no == KEPT + 6
    assert [h.no for h in again.summaries()] == list(range(7, KEPT + 7))
    c = LocalClient(again)
    assert c.totals() == pytest.approx([sum(r[s] for r in rows) for s in range(m.info.seats)])
    assert c.wins() == [sum(1 for r in rows if r[s] >= 1.0) for s in range(m.info.seats)]
    again.start_hand()  # the next hand deals from the seed the series would have used
    m.start_hand()
    assert again.state.notation() == m.state.notation()


def test_a_series_with_carries_restores_from_the_current_hands_carry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(master_mod, "KEPT_HANDS", 2)
    m, _rows, _sizes = _play(4, "paohuzi")  # 跑胡子 carries the dealer and the match scores
    again = Master.loads(m.dumps())
    assert again.state.notation() == m.state.notation()
    assert again.hand.carry == m.hand.carry and again.hand.carry is not None


@pytest.mark.parametrize("edit", [
    lambda d: d["hands"][-1].pop("actions"),                       # the current hand kept as a result
    lambda d: d["hands"].insert(0, {"seed": 1, "actions": []}),     # a kept hand after a replayed one
    lambda d: d["hands"][0].update(returns=[1.0]),                 # returns for one seat only
    lambda d: d["earlier"].update(wins=[0]),                       # sums for one seat only
    lambda d: d["earlier"].update(hands=-1),
])
def test_a_damaged_window_is_refused_with_a_reason(monkeypatch: pytest.MonkeyPatch, edit: object) -> None:
    monkeypatch.setattr(master_mod, "KEPT_HANDS", 2)
    m, _rows, _sizes = _play(3)
    d = json.loads(m.dumps())
    edit(d)  # type: ignore[operator]
    with pytest.raises(MatchError):
        Master.loads(json.dumps(d))


def test_the_bound_is_the_documented_one() -> None:
    assert series.KEPT_HANDS == master_mod.KEPT_HANDS == 32
