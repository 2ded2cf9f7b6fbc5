"""花鸟风月 while the player waits (play-test 11 D1: ~7 real decisions in 36 turns, turns 26-46 only
watched): the table offers 快进 (ui/ffwd.py) whenever the player has nothing to decide, in a cell no
prompt's first button takes; pressed, the others play on to the player's next real choice at once,
and it goes off there. Fake clocks, speed 中, a player who answers at once."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import opened, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.games.huaniao_bar import FFWD_CELL, PHONE_FFWD_CELL, PHONE_SLOTS, SLOTS
from pygame_core.ui.games.huaniao_pace import QI, STALL_S, STREAK, bot_wait
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import slot_cells
from pygame_core.ui.table_screen import TableScreen

STEP = 1 / 30


def hits(app: App) -> dict[str, dict[str, Any]]:
    return {h["id"]: h for h in app.state()["hits"]}


def at(hit: dict[str, Any], cell: Rect) -> bool:
    """The button drawn in ``cell``: its tap area centred on it (table_bar.reaches grows it into the gaps)."""
    x, y, w, h = hit["rect"]
    return bool(abs(x + w / 2 - cell.cx) < 0.5 and abs(y + h / 2 - cell.cy) < 0.5 and w >= cell.w and h >= cell.h)


def to_wait(app: App, scr: TableScreen, now: float, rng: SplitMix64) -> float:
    """Plays (answering at once) until 快进 shows: the player waits for the others."""
    while "btn:ffwd" not in hits(app):
        assert not scr.client.is_over() and now < 300
        app.frame(now)
        st = app.state()
        hid = next_tap(st, rng)
        if hid is not None:
            app.tap_at(*center(hits(app)[hid]), now)
        now += STEP
    return now


def test_fast_forward_plays_on_to_the_players_next_choice_and_goes_off_there() -> None:
    for w, h in ((1366, 768), (390, 844)):
        app, scr = opened(1, w, h)
        pl, rng = ui(scr), SplitMix64(1)
        now = to_wait(app, scr, 0.2, rng)
        phone = scr.lay is not None and scr.lay.phone
        cells = slot_cells(scr.lay.buttons, PHONE_SLOTS if phone else SLOTS, phone)  # type: ignore[union-attr]
        ff, cell = hits(app)["btn:ffwd"], cells[PHONE_FFWD_CELL if phone else FFWD_CELL]
        assert at(ff, cell), (w, ff, cell)
        assert [b["label"] for b in app.state()["buttons"]] == ["快进到我"]  # it goes off at the player's turn
        app.tap_at(*center(ff), now)
        assert scr.ffwd.on
        pressed, me = now, scr.viewer
        while not (me in scr.client.people_to_act() and not pl.out_of_hand(scr.view())):
            now += STEP
            app.frame(now)
            assert now - pressed < 2.0, (w, now - pressed)  # the round went by at once
        app.frame(now + STEP)
        assert not scr.ffwd.on and "btn:ffwd" not in hits(app)  # back to the speed chosen, the choice asked
        # no button of the player's prompt stood where 快进 was: a late tap on it presses nothing
        btns = [h for k, h in hits(app).items() if k.startswith("btn:")]
        assert btns and not any(at(b, cell) for b in btns), btns


def test_fast_forward_shortens_a_hand_of_waiting() -> None:
    """Seed 1 at 中 with a player who answers at once: 77 s; pressing 快进 at each wait: ~11 s."""
    def hand(ffwd: bool) -> float:
        app, scr = opened(1)
        rng, now = SplitMix64(1), 0.2
        while not scr.client.is_over():
            app.frame(now)
            st, hs = app.state(), hits(app)
            if ffwd and "btn:ffwd" in hs and not scr.ffwd.on:
                app.tap_at(*center(hs["btn:ffwd"]), now)
            elif (hid := next_tap(st, rng)) is not None:
                app.tap_at(*center(hs[hid]), now)
            now += STEP
            assert now < 300
        return now
    slow, fast = hand(False), hand(True)
    assert fast < slow / 3, (slow, fast)


def test_no_bot_is_said_to_think_while_its_made_play_lands() -> None:
    """Play-test 11 D3: "电脑3 思考中…" while its play already flew; the line names the next thinker only
    once the play has landed and the table goes on."""
    app, scr = opened(1)
    pl, rng = ui(scr), SplitMix64(1)
    now, landing, thinking = 0.2, 0, 0
    while now < 40 and not scr.client.is_over():
        ops = app.frame(now)["ops"]
        said = " ".join(str(op[3]) for op in ops if op[0] == "T" and "思考中" in str(op[3]))
        bot = scr.client.bot_to_act()
        if bot is not None and (pl.flying.running(now) or scr.view().get("phase") == "commit"):
            landing += 1
            assert not said, (now, said)
        elif said:
            thinking += 1
        hid = next_tap(app.state(), rng)
        if hid is not None:
            app.tap_at(*center(hits(app)[hid]), now)
        now += STEP
    assert landing > 30 and thinking > 30, (landing, thinking)


def test_no_fast_forward_while_a_person_at_another_device_plays() -> None:
    app, scr = opened(1)
    pl, rng = ui(scr), SplitMix64(1)
    to_wait(app, scr, 0.2, rng)
    assert pl.out_of_hand(scr.view())
    c: Any = scr.client
    bot = c.is_bot
    c.is_bot = lambda s: s != 2 and bot(s)  # seat 2: a friend's page (not played here)
    assert not pl.out_of_hand(scr.view())


def test_the_players_strip_says_when_its_turn_comes() -> None:
    """Brief item 1: the player's next decision in sight while the others play."""
    app, scr = opened(1)
    pl, rng = ui(scr), SplitMix64(1)
    now = to_wait(app, scr, 0.2, rng)
    me = scr.viewer or 0
    view = scr.view()
    lines = {a: pl.wait_line({**view, "active": (me - k) % 4, "phase": "main"}) for k, a in ((1, "next"), (3, "far"))}
    assert lines == {"next": "下一个是你", "far": "还有 3 家到你"}, lines  # (the seat acting now counts: pt21)
    assert pl.wait_line({**view, "active": me}) is None
    if (w := pl.wait_line(view)) is not None:  # on the strip itself
        assert any(w in str(op[3]) for op in app.frame(now + STEP)["ops"] if op[0] == "T")


def test_a_toast_while_the_player_waits_keeps_off_fast_forward() -> None:
    """A bot's limit discard ("手牌超限：电脑3 弃 鸟") lay over 快进到我 on a laptop's bar."""
    app, scr = opened(1)
    pl, rng = ui(scr), SplitMix64(1)
    to_wait(app, scr, 0.2, rng)
    lay = scr.lay
    assert lay is not None
    ff = Rect(*hits(app)["btn:ffwd"]["rect"])
    y = pl.toast_y(lay, 1366, 768, 40)
    assert y + 20 <= ff.y or y - 20 >= ff.b, (y, ff)


def test_a_stall_of_perches_goes_by_in_blinks() -> None:
    """Play-test 12 #1: "连栖 8 手" every hand (the tune stuck on a note nobody holds): after a round of
    perches with no play each further forced 栖 goes in a blink, a bot's and the player's own."""
    base = BOT_DELAY["normal"]
    assert bot_wait(base, "main", [QI], stall=True) == STALL_S < bot_wait(base, "main", [QI])
    choice = [QI, {"a": "op", "op": "ge", "cards": [16]}]
    assert bot_wait(base, "main", choice, stall=True) == bot_wait(base, "main", choice) > STALL_S  # a choice
    app, scr = opened(1)
    pl = ui(scr)
    view = {**scr.view(), "prompt": {"type": "main"}}
    slow = pl.auto_answer(view, [QI])
    pl.streak = STREAK
    quick = pl.auto_answer(view, [QI])
    assert slow is not None and quick is not None and quick.action == QI
    assert quick.beat is not None and slow.beat is not None and quick.beat < slow.beat
