"""跑胡子 table, session 31 (play-test 32's list)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_pt10 import _win
from test_paohuzi_table import center, started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.winface import draw_face_card


def test_a_phones_win_card_keeps_its_amount_whole_at_any_width() -> None:
    """Play-test 32 #2 (062859-ph-t1-ff4: a phone's win card ended "得 80 · 每家付 4···"): a line that
    fit_size sized to its room measured a hair over it by rounding and was cut; the amount stays whole
    at every width of the winner's half."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    winner = (me + 1) % 3
    pay = [-40, -40, -40]
    pay[winner] = 80
    rec = {**_win(winner, pay, "x7"), "how": "other", "src": 3 - me - winner, "self_draw": False}
    cut = []
    for i in range(400):
        hi = 390.0 - i * 0.05   # the right half's edge, a little narrower each time
        dl = DisplayList()
        draw_face_card(dl, sp, (195.0, hi), 100.0, 700.0, 400.0, 0.5, rec, 12, me)
        said = [str(op[3]) for op in dl.ops if op[0] == "T" and str(op[3]).startswith("得")]
        if said != ["得 80 · 每家付 40"]:
            cut.append((round(hi, 2), said))
    assert not cut, cut[:5]


def test_a_phones_new_card_joins_a_column_rather_than_shrinking_the_hand() -> None:
    """Play-test 32 #5 (pt31 053129-ph-moved: a phone's hand shrank and stayed small): a card new to a
    hand already nine columns wide (a phone's one row of 40 px columns) made a tenth column, and every
    card went to 37 px for the rest of the hand. It joins the short column of its kind (a wild the
    wilds'), else the nearest; with room to spare it still takes a column of its own at the right."""
    from pygame_core.ui.games.paohuzi.columns import MAX_COLUMNS, reconcile

    saved = [["x3", "x10"], ["d9", "d9", "x9"], ["d1", "d2"], ["d4", "d5", "d6"], ["d7"], ["d8", "d8"], ["dB"],
             ["dW", "dY"], ["*"]]
    held = [c for col in saved for c in col]
    assert len(saved) == MAX_COLUMNS
    assert reconcile(saved, [*held, "*"])[-1] == ["*", "*"]
    got = reconcile(saved, [*held, "x2"])
    assert len(got) == MAX_COLUMNS and got[2] == ["d1", "d2", "x2"], got   # (its twin 贰)
    assert reconcile(saved[:5], [*held[:11], "x2"])[-1] == ["x2"]


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_players_own_bowl_and_a_kept_wild_are_called_out_each_with_its_beat(w: float, h: float) -> None:
    """Play-test 32 #4 (061618 -> 061630-t1-w3: nine log lines in 4 s at 中; the player's own 聚宝盆 lit
    twice and a 王霸 kept, neither seen): the player's own ×2 is called out at their seat, a kept 王霸
    flies into the hand called 王霸, and each (as a claim's call) holds the table a beat before the next."""
    from pygame_core.ui.games.paohuzi.moment_part import BEAT

    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    me = sp.table.viewer
    t = 30.0
    for ev, word in (({"type": "light", "seat": me, "cell": 0, "mask": 1, "mult": 2}, "聚宝盆 ×2"),
                     ({"type": "keep_wild", "seat": me}, "王霸"),
                     ({"type": "peng", "seat": (me + 1) % 3, "card": "x5", "from": me}, None)):
        app.frame(t)
        sp.on_events([ev], t)
        app.frame(t + 0.3)
        assert sp.busy(t + 0.3), ev   # its beat: the bots wait
        said = " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")
        assert word is None or word in said, (word, said[:300])
        if ev["type"] == "keep_wild":
            assert sp.flying.running(t + 0.1)   # into the hand
        t += BEAT + 0.1
        assert not sp.busy(t), ev
        t += 3.0


def test_fast_forward_keeps_the_players_own_point_win_in_view() -> None:
    """Play-test 32 #3 (left from pt31: 快进 ran past the player's own 点炮 in under a second): under
    快进 a bot's win on another's card is a short card (FFWD_S), one on the player's discard shows
    as long as it would without 快进, and so does the player's own."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.games.paohuzi.moments import FFWD_S
    from pygame_core.ui.games.paohuzi.winface import face_hold

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot, other = (me + 1) % 3, (me + 2) % 3
    sp.table.fast = lambda: True
    pay = [-500, -500, -500]
    pay[bot] = 1000
    recs = [{**_win(bot, pay, "x3"), "how": "discard", "src": other}, {**_win(bot, pay, "x4"), "how": "discard",
                                                                       "src": me}]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": bot}] * 2, 20.0)
    faces = [x.face for x in sp.moments.lit if x.win]   # (a bot's later wins light since pt38 #2: the
    assert faces == [FFWD_S, face_hold(recs, 1, me)] == [FFWD_S, 0.0], faces   # 点炮's callout its full time)
    assert [x.hold for x in sp.moments.lit if x.win][1] > FFWD_S + 1.0


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_double_tap_to_discard_during_a_claim_says_answer_first(w: float, h: float) -> None:
    """Play-test 32 #5 (062111: a double click on a hand card while the player's 吃/过 on 億 was open did
    nothing, no word): the table says to answer the card first; nothing is sent, the card stays put."""
    app = started(w, h, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now = 0.3
    for _ in range(400):   # to the player's first claim (a discard on the way: a card, then 打出)
        now += 0.5
        app.frame(now)
        st = app.state()
        hits = {x["id"]: x for x in st["hits"]}
        if st.get("viewer") not in st.get("people_to_act", []):
            continue
        if st.get("phase") != "discard" and "btn:pass" in hits:
            break
        pick = "btn:discard" if "btn:discard" in hits and sp.table.selected else \
            next((k for k in hits if k.startswith("card:")), None)
        if pick is not None and st.get("phase") == "discard" and not st["quiet"]:
            app.tap_at(*center(hits[pick]), now)
    assert st.get("phase") != "discard" and "btn:pass" in hits
    version = sp.table.client.version
    x, y = center(hits["pz:tray"])   # (its cards take no tap while it answers)
    app.tap_at(x, y, now + 0.1)
    app.frame(now + 0.15)
    app.tap_at(x, y, now + 0.25)
    app.frame(now + 0.3)
    assert sp.table.client.version == version and "先对这张牌表态" in app.state()["toast"], app.state()["toast"]
    assert sp.picked is None


def test_a_phones_win_rays_keep_off_the_other_badge() -> None:
    """Play-test 32 #2 (062731-ph-t1-ff: a bot's 胡 sunburst lay over its own name and score and the
    badge beside it): a phone's rays and rings round the winner's face stay short, off the other badge."""
    from test_paohuzi_playtest6 import _as_view

    from pygame_core.ui.games.paohuzi.moment_part import PHONE_REACH
    from pygame_core.ui.games.paohuzi.seal import seal_at

    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = sp.table.lay
    me = sp.table.viewer
    for bot in ((me + 1) % 3, (me + 2) % 3):
        other = 3 - me - bot
        pay = [-50, -50, -50]
        pay[bot] = 100
        _as_view(sp, [_win(bot, pay, "x3")])
        sp.moments.lit.clear()
        sp.on_events([{"type": "win", "seat": bot}], 30.0)
        cx, cy, r = seal_at(lay.seats[bot])
        far = 0.0
        for t in (30.1, 30.3, 30.5, 30.8):   # the rays grow out over its first beat
            app.frame(t)
            polys = [[(op[1][k], op[1][k + 1]) for k in range(0, len(op[1]), 2)] for op in app.dl.ops if op[0] == "P"]
            pts = [p for poly in polys if len(poly) == 3 and   # (a ray: a wedge whose foot lies at 0.9 r)
                   abs(((poly[0][0] - cx) ** 2 + (poly[0][1] - cy) ** 2) ** 0.5 - 0.9 * r) < 0.5 for p in poly]
            far = max([far] + [((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 for x, y in pts] +
                      [op[3] for op in app.dl.ops if op[0] == "C" and abs(op[1] - cx) < 1 and abs(op[2] - cy) < 1])
        assert r < far <= r * PHONE_REACH + 1, (bot, far, r)   # (2.6 r before)
        assert cx - far > lay.seats[other].r or cx + far < lay.seats[other].x, (bot, far, lay.seats[other])


def test_a_locked_seats_stream_of_wins_goes_by_in_one_callout_while_the_table_plays_on() -> None:
    """Play-test 32 #4 (Pace 6: 14 and 21 automatic wins a hand, each with its hand face up holding the
    table): a seat's first wins show face up as before; from its MANY-th on, a win neither the player's
    nor on their card is light, the table playing on, and the next joins the callout at its seat:
    "电脑1 再胡 3 次", the amount their sum. One on the player's card still shows face up."""
    from test_paohuzi_playtest6 import _as_view

    from pygame_core.ui.games.paohuzi.winface import MANY

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    me = sp.table.viewer
    bot, other = (me + 1) % 3, (me + 2) % 3
    pay = [-50, -50, -50]
    pay[bot] = 100
    recs = [{**_win(bot, pay, "x3"), "how": "other", "src": other} for _ in range(MANY + 3)]
    recs[-1] = {**recs[-1], "src": me}
    _as_view(sp, recs[:MANY - 1])
    sp.on_events([{"type": "win", "seat": bot}] * (MANY - 1), 20.0)
    assert [x.face > 0 for x in sp.moments.lit if x.win][:2] == [True, False]   # (light after the first: pt38 #2)
    sp.moments.lit.clear()
    for k in range(MANY - 1, MANY + 2):   # its 5th, 6th and 7th: light, one callout
        _as_view(sp, recs[:k + 1])
        sp.on_events([{"type": "win", "seat": bot}], 30.0 + k * 0.5)
        assert not sp.busy(30.0 + k * 0.5 + 0.01), k
    assert len([x for x in sp.moments.lit if x.win]) == 1
    app.frame(33.0)
    said = " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")
    assert f"{sp.name(bot)} 再胡 3 次" in said and "得 300" in said, said[-300:]
    _as_view(sp, recs)   # on the player's card: light too since pt38 #2 (its callout says "你 -N")
    sp.on_events([{"type": "win", "seat": bot}], 34.0)
    assert not any(x.face > 0 for x in sp.moments.lit if x.win)


def test_a_phones_folded_winning_hand_shows_its_cards_face_up() -> None:
    """Play-test 32 #5 (062744-ph-t1-w5: a locked bot's folded hand lay as blue backs marked 点看, read as a
    hidden 偎; the apps show a winner's hand face up): the folded column shows the hand's first cards face
    up (its 坎 first), the whole of it still a tap away."""
    from pygame_core.ui.games.paohuzi.board import meld_columns

    v: dict[str, Any] = {"seat": 0, "seats": [{}, {"locked": True, "hand": ["x5", "x2", "d4"], "kans": ["d9"],
                                                   "wilds": 1, "melds": [], "won": ["x3"]}, {}]}
    cols = meld_columns(v["seats"][1], v, 1, True)
    fold = next(c for c in cols if c[1] == "HAND")
    assert fold[0] == ["d9", "d9", "d9"], fold
