"""够级's tribute ceremony (play-test 4: 进贡/还贡 hard to follow, a flurry of cards): each card given
flies from giver to taker one after another, and as it lands its line (who → whom · kind · card) is
written in a panel on the table, clear of every badge, 买3/买4 and their payments too; the whole list
holds a moment, the bots waiting."""

from __future__ import annotations

import pytest
from test_gouji_table import SIZES, drive, make_app, meet, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.fly import GIVE_S, OTHERS_GAP
from pygame_core.ui.games.gouji.ledger import HOLD_S

EVENTS = [{"type": "tribute", "kind": "dian", "from": 3, "to": 0, "cards": [79]},
          {"type": "tribute", "kind": "dian", "from": 4, "to": 1, "cards": [161]},
          {"type": "tribute", "kind": "bie", "from": 4, "to": 0, "cards": [215]},
          {"type": "tribute", "kind": "luo", "from": 4, "to": 1, "cards": [52, 51]},
          {"type": "returned", "from": 1, "to": 4, "cards": [96, 178]},
          {"type": "bought", "rank": 4, "buyer": 0, "seller": 3, "card": 2, "paid": 12, "how": "opposite"}]


@pytest.mark.parametrize("size", SIZES)
def test_the_tribute_reads_as_a_ceremony_one_card_at_a_time_written_down(size: tuple[int, int]) -> None:
    w, h = size
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    ui.round.clear()
    ui.ledger.clear()  # (this hand's 买3/买4, long landed)
    lay = scr.lay
    assert lay is not None
    now = 300.0
    ui.on_events(EVENTS, now)
    gives = sorted(f.t0 for f in ui.flying.items if f.label and f.label != "付牌")  # (a payment crosses its buy)
    assert len(gives) == len(EVENTS)
    assert all(b - a >= OTHERS_GAP - 1e-6 for a, b in zip(gives, gives[1:], strict=False))  # one after another
    last = max(f.t0 for f in ui.flying.items if f.label) + GIVE_S
    view = {**scr.view(), "phase": "return"}

    def panel(t: float) -> list[str]:
        dl = DisplayList()
        ui.draw_center(dl, lay.center, view, t)
        return [str(op[3]) for op in dl.ops if op[0] == "T"]

    assert not any("→" in x for x in panel(now + 0.1))  # nothing written before a card lands
    first = panel(gives[0] + GIVE_S + 0.05)
    assert "电脑3 → 你 · 点贡 · ♥2" in first and sum("→" in x for x in first) == 1, first
    every = panel(last + 0.1)
    if w > h and h < 600:  # a phone on its side: a room of a few lines shows the newest, each whole (pt19 062308:
        every = list(dict.fromkeys(x for t in [*gives, last] for x in panel(t + GIVE_S + 0.05)))  # four columns
        # squeezed to ~6-7 px): every line written as its card lands
    # (a purchase says who buys from whom: "你 向 电脑3 买4", its payment an arrow)
    assert sum("→" in x or (" 向 " in x and " · " in x) for x in every) == len(EVENTS) + 1 and "进贡 · 还贡 · 买牌" in every, every
    assert any(x.startswith("电脑1 → 电脑4 · 还牌 · ") for x in every)
    assert any(x.startswith("你 向 电脑3 买4 · ") for x in every) and any(x.startswith("你 → 电脑3 · 付牌 · ") for x in every)
    r = ui.ledger_rect
    assert r is not None and all(not meet(r, s) for s in lay.seats.values()), (r, lay.seats)
    assert r.x >= lay.center.x - 0.5 and r.r <= lay.center.r + 0.5 and r.y >= lay.center.y - 0.5
    assert ui.busy(last + HOLD_S - 0.1) and not ui.ledger.busy(last + HOLD_S + 0.05)  # held, then on
    assert not any("→" in x for x in panel(last + HOLD_S + 1.0))
