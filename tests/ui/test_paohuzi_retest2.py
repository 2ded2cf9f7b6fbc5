"""The 跑胡子 table after the second play-test (6.8/10, session 13): a claim is offered only once
the seats whose claim outranks it have answered, ..."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest import start
from test_paohuzi_table import view

from pygame_core.games.paohuzi.cards import WILD
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.paohuzi.advice import held_by, live_answers
from pygame_core.ui.games.paohuzi.counter import unseen_counts
from pygame_core.ui.games.paohuzi.ledger import fmt_pts
from pygame_core.ui.games.paohuzi.moments import (
    Moments,
    draw_moment,
    draw_toast,
    light_win,
    toast_hold,
)
from pygame_core.ui.games.paohuzi.ready import claim_odds, draw_line
from pygame_core.ui.games.paohuzi.sheet import draw_entries
from pygame_core.ui.geom import Rect


def _speaker() -> Any:
    return start(1366, 768).screen.plugin  # type: ignore[attr-defined]

HU = {"a": "hu"}
PENG = {"a": "peng"}
CHI = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def test_no_hu_before_the_drawer_of_the_card_has_answered() -> None:
    """(p29/p31: 胡 on 电脑1's flipped 佰, pressed, then "电脑1 自摸优先") The drawer is asked first."""
    v = view(offer={"card": "x3", "src": 1, "draw": True}, to_act=[0, 1, 2], answered=[])
    assert live_answers(v, 0, [HU, PASS]) == ([], "wait:1")
    v["answered"] = [1]   # 电脑1 passed: the 胡 shows (电脑2's 胡 would be shared, not first)
    assert live_answers(v, 0, [HU, PASS]) == ([HU, PASS], "")


def test_only_seats_whose_claim_outranks_the_players_hold_it() -> None:
    disc = view(offer={"card": "x3", "src": 1, "draw": False}, to_act=[0, 2], answered=[])
    assert live_answers(disc, 0, [HU, PASS]) == ([HU, PASS], "")   # a discard's wins are shared
    assert live_answers(disc, 0, [PENG, PASS]) == ([], "wait:2")   # 电脑2 may 胡 it
    assert live_answers(disc, 0, [CHI, PASS]) == ([], "wait:2")    # ... or 碰 it
    assert live_answers(disc, 0, [PASS]) == ([PASS], "")           # nothing to hold
    own = view(offer={"card": "x3", "src": 0, "draw": True}, to_act=[0, 1, 2], answered=[1, 2])
    assert live_answers(own, 0, [HU, CHI, PASS]) == ([HU, CHI, PASS], "")


def test_every_bots_win_shows_light_and_holds_nothing() -> None:
    """(l33-l38: each of a 血流 hand's 15-26 wins put up a blocking 点击继续 panel; play-test 6: some
    bot wins still stopped for a tap, others reached only the log)"""
    rec = {"seat": 1, "card": "x3", "final": 2000, "pay": [-2000, 4000, -2000]}
    assert light_win([rec], 0, 0) and light_win([rec] * 5, 0, 4)           # paid or not: light
    assert light_win([dict(rec, pay=[0, 2000, -2000])], 0, 0)
    own = dict(rec, seat=0)
    assert not light_win([rec, own], 0, 1)                                  # the player's first: whole
    assert light_win([own, rec, own], 0, 2)                                 # a locked hand's next: light
    m = Moments()
    m.toast(10.0, 4, toast_hold(1.1))
    shown = m.toasts_at(10.1)
    assert m.current(10.1) is None and [i for i, _p in shown] == [4] and shown[0][1] == pytest.approx(0.1 / toast_hold(1.1))
    assert 2.5 <= toast_hold(1.1) <= 3.0 and m.toasts_at(10.0 + toast_hold(1.1) + 0.05) == []   # (pt5: 1.2 s; s35: 2.5)
    dl = DisplayList()
    draw_toast(dl, _speaker(), 1366, 768, 0.3, rec, (1000.0, 200.0))
    texts = [op for op in dl.ops if op[0] == "T"]
    assert not dl.hits and any(f"得 {fmt_pts(4000, 'zh-Hans')}" in str(op) for op in texts), texts   # the gain, as the log says
    assert not any("点击继续" in str(op) for op in texts)


def test_the_counter_subtracts_the_dealers_shown_wild() -> None:
    """(l04: 王 6 while the dealer's 亮张 was a 王霸; a shown 贰 was subtracted, l53)"""
    v = view(phase="discard", dealer=1, shown="*")
    assert unseen_counts(v)[WILD] == 5
    assert unseen_counts(dict(v, shown=None))[WILD] == 6
    v["seats"][1]["wilds"] = 1   # a revealed (locked) hand counts its own wilds
    assert unseen_counts(v)[WILD] == 5


def test_the_deal_reads_as_a_deal_and_a_pass_never_offered_is_not_logged() -> None:
    """(l04: all three seats "坐庄" at the deal; l53 "Deal · you deals"; l08 "你 过" for a choice
    never offered)"""
    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    assert sp.log_line({"type": "deal", "seat": other, "count": 20}) == f"发牌：{sp.name(other)} 拿到 20 张"
    assert "坐庄" not in (sp.log_line({"type": "deal", "seat": me, "cards": ["x1"] * 21}) or "")
    assert sp.log_line({"type": "shown", "seat": me, "card": "*"}).startswith(f"庄家 {sp.name(me)}，亮张")
    never = {"type": "answer", "seat": me, "action": {"a": "pass"}}
    sp.on_events([never], 5.0)
    assert sp.log_line(never) is None
    sp._asked = True   # a 碰 was on offer: the 过 is the player's decision
    chose = {"type": "answer", "seat": me, "action": {"a": "pass"}}
    sp.on_events([chose], 5.1)
    assert sp.log_line(chose) == f"{sp.name(me)} 过"


def test_the_english_deal_line() -> None:
    sp = start(1366, 768, "en").screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    assert sp.log_line({"type": "deal", "seat": me, "count": 21}) == "Deal: 21 cards to you"
    assert sp.log_line({"type": "shown", "seat": me, "card": "d2"}).startswith("Dealer you, shown card")


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_payment_chip_leaves_the_seats_name_and_score_readable(w: int, h: int) -> None:
    """(l32, p31: -3.69万 over 电脑2's name and score)"""
    sp = start(w, h).screen.plugin  # type: ignore[attr-defined]
    sp.table.app.frame(1.0)
    lay = sp.table.lay
    for s, r in lay.seats.items():
        x, y = sp._purse(s)
        assert not Rect(x - 50, y - 15, 100, 30).inset(1).intersects(r.inset(2)), (s, x, y, r)
    x, _y = sp._purse(sp.table.viewer)
    assert x > lay.me.cx   # the status line's right end: its name and score are at the left


def test_english_lines_stay_readable() -> None:
    """(l67: the waits bubble squeezed to ~7 px; l55: "Pick a card to discard" over its button;
    l74: "+200,000Bot 1"; the cryptic "R" badge; p34: the 名堂 line ~10 px)"""
    sp = start(390, 844, "en").screen.plugin  # type: ignore[attr-defined]
    dl = DisplayList()
    long = "Waits: " + " ".join(f"x{i}(3 left, scores 200,000)" for i in range(9))
    r = draw_line(dl, Rect(0, 0, 360, 24), long, None)
    ops = [op for op in dl.ops if op[0] == "T"]   # wrapped since play-test 4, never cut
    assert all(op[4] >= 11 and text_width(op[3], op[4]) <= r.w - 8 and "…" not in op[3] for op in ops)
    assert text_width(sp.g("pick"), 16) <= 150 and sp.g("mark_ready") != "R"
    dl = DisplayList()
    draw_entries(dl, Rect(0, 0, 600, 40), "Payments: ", ["Bot 1 +200,000", "You -100,000", "Bot 2 -100,000"], 13, "#000")
    xs = [(op[1], text_width(op[3], op[4])) for op in dl.ops if op[0] == "T"]
    assert all(x0 + w0 + 4 <= x1 for (x0, w0), (x1, _w) in zip(xs, xs[1:], strict=False)), xs
    rec = {"seat": 1, "how": "other", "src": 2, "card": "x3", "groups": [], "identities": [], "huxi": 24, "tun": 4, "fan_value": 4096,
           "fans": [{"name": {"en": f"Long fan name {i}"}, "value": 4} for i in range(8)], "bowl": 1,
           "bowl_mult": 2, "uncapped": 1, "final": 1, "capped": False, "pay": [-1, 2, -1]}
    dl = DisplayList()
    m = Moments()
    m.add(0.0, 0, 3.0)
    draw_moment(dl, sp, 390, 844, 2.0, m, rec, lambda s: (100.0, 100.0))
    assert all(op[4] >= 11 for op in dl.ops if op[0] == "T"), [op[3:5] for op in dl.ops if op[0] == "T"]


def test_a_peng_warning_only_when_public_facts_leave_a_peng_possible() -> None:
    """(小心被碰 on every selected card: 百, 叁, 九)"""
    v = view(phase="discard")
    assert claim_odds(v, 0, "x5")[0] > 0.2   # three copies out, nobody has shown anything
    v["seats"][2]["river"] = ["x5"]   # one went by unclaimed: nobody held a pair (or may 碰 it now)
    assert claim_odds(v, 0, "x5")[0] == 0
    v = view(phase="discard")
    v["seats"][1]["discarded"] = ["x5"]
    v["seats"][2]["locked"] = True   # one may not 碰 a kind it discarded, a locked hand never 碰s
    assert claim_odds(v, 0, "x5")[0] == 0
    v["seats"][1]["melds"] = [{"type": "PENG", "cards": ["x5", "x5", "x5"]}]
    v["seats"][1]["discarded"] = []
    assert claim_odds(v, 0, "x5")[0] == 0   # one copy left


def test_the_table_shows_no_claim_while_a_seat_that_comes_first_answers() -> None:
    """At a real table: while held, no 胡/碰/吃/过 button and the status says whom it waits for;
    then the answers show once that seat has answered."""
    app = start(1366, 768, seed=11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now, held, shown_after = 0.3, 0, 0
    for _ in range(300):
        now += 0.5
        app.frame(now)
        st = app.state()
        v = sp.table.view()
        if sp.table.viewer not in st.get("people_to_act", []) or v.get("phase") != "claim":
            if v.get("phase") == "discard" and sp.table.viewer in st.get("people_to_act", []):
                break
            continue
        ids = {h["id"] for h in st["hits"]}
        why = sp._live(v)[1]
        if why.startswith("wait:"):
            held += 1
            assert not ids & {"btn:hu", "btn:peng", "btn:pass", "btn:chi0"}
            assert sp.prompt_hint(v) == f"等待 {sp.name(int(why[5:]))} …"
        elif held and "btn:pass" in ids:
            shown_after += 1
            app.tap_at(*next((h["rect"][0] + 5, h["rect"][1] + 5) for h in st["hits"] if h["id"] == "btn:pass"), now)
        elif "btn:pass" in ids:
            app.tap_at(*next((h["rect"][0] + 5, h["rect"][1] + 5) for h in st["hits"] if h["id"] == "btn:pass"), now)
    assert held and shown_after


@pytest.mark.parametrize("draw", [True, False])
@pytest.mark.parametrize("src", [0, 1, 2])
def test_two_seats_never_wait_for_each_other(src: int, draw: bool) -> None:
    """A claim waits only for a seat that answers before it, counting round from the card's source: at a
    peer table two people with 碰/吃 on offer (or the drawer's 吃 against a possible 胡) stood still,
    each waiting for the other. Whatever the seats' answers, someone is free to answer."""
    for answers in ([{"a": "chi"}], [{"a": "peng"}], [{"a": "hu"}]):
        to_act = [s for s in range(3) if draw or s != src]
        v = {"phase": "claim", "offer": {"src": src, "draw": draw, "card": "一"}, "to_act": to_act,
                "answered": [], "seats": [{}, {}, {}]}
        held = {s: held_by(v, s, answers) for s in to_act}
        assert any(h is None for h in held.values()), held
        for s, h in held.items():
            assert h is None or (h - src) % 3 < (s - src) % 3, (s, h)
