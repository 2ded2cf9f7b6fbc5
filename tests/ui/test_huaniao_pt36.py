"""花鸟风月 play-test 36 (FIXERS session 33): #1 the 花鸟风月 pass with 百 raised ran out (125054-sel-bai ->
125100-pass): 百 went, as the log said, but the stamp said "超时 / 传 鸟 给电脑3", the rules' default."""

from __future__ import annotations

from typing import Any

from test_huaniao_pt34 import OWED, owed_pass
from test_huaniao_trust import mine, tap

from pygame_core.ui.games.huaniao_bar import GLYPH

ZH = GLYPH["zh-Hans"]


def test_a_pass_that_runs_out_names_the_card_that_went() -> None:
    for seed in OWED:
        app, scr, now = owed_pass(seed)
        p: Any = scr.plugin
        hand = p.hand(scr.view())
        pick = max(hand, key=lambda c: c["id"])  # (the rules' default is the lowest)
        assert pick["face"] != hand[0]["face"], seed
        tap(app, f"card:{pick['id']}", now)
        n, said = len(scr.client.events(0)), []
        for _ in range(250):  # (the 15 s clock, then its stamp read)
            now += 0.1
            app.frame(now)
            if not mine(app.state(), "pass"):  # (the stamp "超时" over "传 … 给电脑3", then its bubble)
                said += [str(op[3]) for op in app.dl.ops if op and op[0] == "T" and "传" in str(op[3])]
        went = [e for e in scr.client.events(0)[n:] if e.get("type") == "pass" and e.get("from") == 0]
        assert went and went[0]["card"]["id"] == pick["id"], (seed, went)
        glyph = ZH[pick["face"]]
        assert any(f"传 {glyph} 给" in t for t in said), (seed, said)
        low = ZH[hand[0]["face"]]
        assert not any(f"传 {low} 给" in t for t in said), (seed, said)
