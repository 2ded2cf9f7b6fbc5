"""花鸟风月's bar buttons read at a glance; the showdown's call is the table's, no button (play-test 36 #5;
it was a 雀舞 button with its verse, play-test: "Heaven and earth, the sparrows' dance!" at 8 px)."""

from __future__ import annotations

import pytest
from test_huaniao_table import table, ui

from pygame_core.core.i18n import pick
from pygame_core.games.huaniao import texts as tt
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games import huaniao_texts as ht
from pygame_core.ui.games.huaniao_seats import SAY_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_seats import felt_rect


@pytest.mark.parametrize("lang,w,h", [("zh-Hans", 1366, 768), ("en", 390, 844)])
def test_the_showdown_call_has_no_button_the_table_says_it(lang: str, w: int, h: int) -> None:
    """Play-test 36 #5 (130347-ph-w): a red 雀舞 beside "自动：天上天下，花鸟风月之雀舞" where the panel says
    "大对决无可选择": the call is the table's (its pill says it), no button offers a choice that is none."""
    _app, scr, _now = table(w=w, h=h, lang=lang)
    pl = ui(scr)
    for rnd in (1, 2):
        view = {"prompt": {"type": "call", "round": rnd}, "hand": []}
        assert pl.buttons(view, []) == []
        said = pl.auto_answer(view, [{"a": "call"}])
        assert said is not None and said.label == pl.tx("call1" if rnd == 1 else "call")


def test_the_phones_counter_keeps_inside_the_felts_rim() -> None:
    """Play-test 3 P03: the 记牌器's 月 touched the felt's rounded edge."""
    app, scr, now = table(w=390, h=844)
    app.frame(now)
    lay, spots = scr.lay, ui(scr).spots
    assert lay is not None and lay.ring and "counter" in spots
    assert spots["counter"].r <= lay.center.r - 6 and spots["scale"].x >= lay.center.x + 6


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_seats_callout_takes_its_labels_place_opaque_inside_the_felt(w: int, h: int) -> None:
    """Play-test 3 L53/L58: "The moon shines" covered "0 won", "Sparrows dance" a name; play-test 6
    082/056: bubble, label and badge piled up on a phone's side seat, a side seat's 凉风有幸 ran
    over the log, and the callouts were faint. Now each lies where its seat's label is (the label
    waits under it), over no cards, no badge and no other seat's label, inside the felt, opaque."""
    app, scr, now = table(w=w, h=h)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    felt = felt_rect(lay)
    for text in ("舞，月照 → 你", "舞，凉风有幸 → 电脑2、电脑3、你"):
        for s in lay.seats:
            pl.said, pl.said_life = {s: (text, now)}, {}
            app.frame(now + 0.5)
            dl = DisplayList()
            pl.draw_said(dl, w, h, now + 0.5)
            (box,) = [Rect(*(float(v) for v in op[1:5])) for op in dl.ops if op[0] == "R" and op[6] == th.PAPER]
            label = pl.spots[f"label{s}"]
            assert abs(box.y - (label.y - 2)) < 1 and box.x <= label.x + 2, (s, box, label)
            # a call too long for its spot in one line takes two, over the top of its own cards at most
            two = len([op for op in dl.ops if op[0] == "T"]) == 2
            cards = [v for k, v in pl.spots.items() if k.startswith("lie") and v.w > 0 and not (two and k == f"lie{s}")]
            others = [v for k, v in pl.spots.items() if k.startswith("label") and k != f"label{s}"]
            assert not any(box.intersects(v.inset(0, 3)) for v in cards + others), (s, box)
            assert not any(box.intersects(b.inset(2)) for b in lay.seats.values()), (s, box)
            assert box.x >= max(0.0, felt.x) and box.r <= min(w, felt.r), (s, box, felt)
            assert not [op for op in dl.ops if op[0] == "A" and op[1] < 1.0], "opaque"
            sizes = [float(op[4]) for op in dl.ops if op[0] == "T"]
            assert sizes and min(sizes) >= 13, sizes


def test_a_skipped_seats_spot_says_it_was_skipped() -> None:
    """Play-test 3 L56: a seat skipped by 月照 kept its old "· 栖" in its spot."""
    app, scr, now = table()
    pl = ui(scr)
    s = ((scr.viewer or 0) + 1) % 4
    pl.on_events([{"type": "turn", "turn": 40, "seat": s}, {"type": "draw", "seat": s, "why": "qi"}], now)
    pl.on_events([{"type": "turn", "turn": 44, "seat": s}, {"type": "skip", "seat": s, "skips": 0}], now + 1)
    dl = DisplayList()
    lay = scr.lay
    assert lay is not None
    pl.draw_center(dl, lay.center, scr.view(), now + 1 + SAY_S)  # its callout said, gone
    labels = [str(op[3]) for op in dl.ops if op[0] == "T" and str(op[3]).startswith(scr.seat_name(s))]
    assert any(pl.tx("skipped_spot") in x for x in labels) and not any("栖" in x for x in labels), labels


def test_a_win_rises_to_the_winners_seat_as_a_point() -> None:
    """Play-test 3: the win moment had no score moment ("no coins, no score animation")."""
    app, scr, now = table(seed=3)
    pl = ui(scr)
    now += 5
    win = ((scr.viewer or 0) + 1) % 4
    pl.on_events([{"type": "song_end", "reason": "out"}, {"type": "winner", "seat": win, "how": "out"}], now)
    now = pl.moment[1] if pl.moment else now  # (after the poem's scroll: play-test 16 #4)
    frame = app.frame(now + 1.2)
    gain = [op for op in frame["ops"] if op[0] == "T" and str(op[3]) == pl.tx("win_gain")]
    seat = pl.seat_rect(win)
    assert gain and abs(float(gain[0][1]) - seat.cx) < seat.w and seat.y - 30 < float(gain[0][2]) < seat.b + 30


def test_a_long_callout_at_a_side_seat_still_keeps_off_its_name() -> None:
    """A laptop's 下家 calling 凉风有幸 to three seats: not over its name and tally (lt-06), nor
    off the felt over the log (play-test 6 056)."""
    app, scr, now = table()
    pl = ui(scr)
    app.frame(now)
    s = ((scr.viewer or 0) + 1) % 4
    r = pl.seat_rect(s)
    pl.said, pl.said_life = {s: ("舞，凉风有幸 → 电脑2、电脑3、你", now)}, {}
    dl = DisplayList()
    pl.draw_said(dl, 1366, 768, now + 0.5)
    (box,) = [Rect(*(float(v) for v in op[1:5])) for op in dl.ops if op[0] == "R" and op[6] == th.PAPER]
    assert not box.intersects(r) and box.r <= felt_rect(scr.lay).r, (box, r)  # type: ignore[arg-type]


def test_the_english_no_play_note_names_the_shapes_as_the_buttons_do() -> None:
    """Play-test 3 #5: "鸟鸟十 make no play: sing 1, recite 3 in a row, …" read terse; the note now
    names each shape as its button does (Sing, Recite, Call)."""
    note = pick(ht.LABELS["no_shape"], "en")
    for op in ("ge", "song", "ming"):
        assert pick(tt.OP_NAMES[op], "en") + ":" in note, note
