"""花鸟风月's play buttons name the cards in the scale's order, whatever order they were picked in
(play-test: "诵 百万千", "诵 千百万"), and the play so named is the one applied."""

from __future__ import annotations

from test_huaniao_table import hit, table, ui
from ui_driver import center

from pygame_core.games.huaniao.cards import FACE
from pygame_core.games.huaniao.ops import NOTE, verse_start
from pygame_core.games.huaniao.texts import NOTE_FACE
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP


def test_a_verse_picked_out_of_order_is_named_and_played_in_the_scales_order() -> None:
    for seed in range(1, 30):
        app, scr, now = table(seed=seed)
        if (app.state().get("prompt") or {}).get("type") != "main":
            continue
        me = scr.viewer or 0
        verses = [a for a in scr.client.legal(me) if a.get("op") == "song"]
        if not verses:
            continue
        cards = list(verses[0]["cards"])
        start = verse_start("".join(FACE[i] for i in cards))
        assert start is not None
        want = "".join(ui(scr).glyph(NOTE_FACE[(start + k) % 5]) for k in range(3))
        picked = sorted(cards, key=lambda i: -((NOTE[FACE[i]] - start) % 5))  # last note first
        for i in picked:
            app.tap_at(*center(hit(app, f"card:{i}")), now)
        app.frame(now)
        label = hit(app, "btn:op0")
        btn = next(b for b in app.state()["buttons"] if b["id"] == "btn:op0")
        assert btn["label"].endswith(want), (btn["label"], want)
        n = len(scr.client.events(me))
        app.tap_at(*center(label), now)
        played = [e for e in scr.client.events(me)[n:] if e.get("type") == "play"]
        assert played and "".join(ui(scr).glyph(c["face"]) for c in played[0]["cards"]) == want
        return
    raise AssertionError("no deal with a verse at the viewer's main prompt")


def test_the_moons_target_buttons_follow_the_seats_left_to_right() -> None:
    """月照's seats as buttons in the order the seats sit (play-test: seats 电脑3 2 1, buttons 1 2 3)."""
    for w, h in ((390, 844), (1366, 768)):
        app, scr, now = table(w=w, h=h)
        assert scr.lay is not None
        view = {**scr.view(), "prompt": {"type": "target"}}
        names = [b.label for b in ui(scr).buttons(view, []) if b.id.startswith("t")]
        by_x = sorted(scr.lay.seats, key=lambda s: scr.lay.seats[s].cx if scr.lay else 0)
        assert names == [ui(scr).tx("target", name=scr.seat_name(s)) for s in by_x], names
        assert [n[-1] for n in names] == ["3", "2", "1"], names


def test_a_selection_that_makes_no_play_says_why_over_no_button_nor_the_status_line() -> None:
    """The note lies in the bar's free cells, right above the hand, on a phone, and on the bare felt
    by the bar on a laptop (play-test: it covered 提示 and the status line, and said only 这几张不成牌型);
    a phone's cell too small for 13 px sends it to the message slot over the log strip and the status
    line, above the bar (play-test 6 090: ~9 px and cut off)."""
    for w, h in ((1366, 768), (390, 844)):
        for seed in range(1, 20):
            app, scr, now = table(w=w, h=h, seed=seed)
            if (app.state().get("prompt") or {}).get("type") != "main":
                continue
            hand = ui(scr).hand(scr.view())
            nums = [c for c in hand if c["face"] in "1234"]
            pair = next(((a, b) for a in nums for b in nums if NOTE[a["face"]] + 2 <= NOTE[b["face"]]), None)
            if pair is None:
                continue
            for c in pair:
                app.tap_at(*center(hit(app, f"card:{c['id']}")), now)
            app.frame(now)
            assert scr.lay is not None
            ops = app.dl.ops
            box = next(op for op in ops if op[0] == "R" and op[6] == "rgba(20,16,12,1)")
            x, y, bw, bh = (float(v) for v in box[1:5])
            words = " ".join(str(op[3]) for op in ops if op[0] == "T")
            assert "不成牌型：" in words and ui(scr).cards_text(list(pair)) in words
            for b in app.state()["buttons"]:
                r = Rect(*hit(app, b["id"])["rect"]).inset(GAP / 2)  # (drawn: table_bar.reaches)
                bx, by, bbw, bbh = r.x, r.y, r.w, r.h
                assert bx >= x + bw or bx + bbw <= x or by >= y + bh or by + bbh <= y, (b, box)
            me = scr.lay.me
            sizes = [float(op[4]) for op in ops if op[0] == "T" and "不成牌型：" in str(op[3])]
            assert sizes and min(sizes) >= 13, sizes
            if scr.lay.phone:
                lay = scr.lay
                slot = lay.log.y if 0 < lay.log.h and lay.log.y < me.y else me.y
                assert (y >= me.b - 1 and y + bh <= lay.hand.y + 1) or (y >= slot - 1 and y + bh <= lay.buttons.y), box
            else:  # a laptop's on the bare felt beside the player's spot, in type that reads
                c, mine = scr.lay.center, ui(scr).spots["mine"]  # (play-test 3: 10 px in the bar's cell)
                assert c.x <= x and x + bw <= mine.x and c.y <= y and y + bh <= c.b, (box, mine)
            break
        else:
            raise AssertionError(f"no deal with two numbers a note apart at {w}x{h}")


def test_a_prompt_to_several_seats_lights_only_the_bot_the_table_waits_on() -> None:
    """Play-test 6 017: during 花鸟风月's passes three seats glowed at once. The one bot the table
    waits on is lit (the status line names it); the others asked are not; one seat asked: as ever."""
    _app, scr, _now = table()
    pl = ui(scr)
    c = scr.client
    me = scr.viewer or 0
    bots = [(me + k) % 4 for k in (1, 2, 3)]
    c.to_act = lambda: tuple(range(4))  # type: ignore[method-assign]  # everyone owes a pass
    assert c.bot_to_act() == min(bots)
    lit = {s: pl.seat_info(scr.view(), s).acting for s in bots}
    # the player is asked too: its own turn shows, no bot's (play-test 11 55)
    assert lit == {s: False for s in bots}, lit
    c.to_act = lambda: tuple(bots)  # type: ignore[method-assign]  # the player has passed
    lit = {s: pl.seat_info(scr.view(), s).acting for s in bots}
    assert lit == {s: s == min(bots) for s in bots}, lit
    c.to_act = lambda: (bots[1],)  # type: ignore[method-assign]
    assert pl.seat_info(scr.view(), bots[1]).acting is None
