"""够级 play-test 36 (/tmp/pt36-gouji/REPORT.md, FIXERS 够级, session 33): #1 asked on almost every partner play with
联邦的牌自动过 on; #2 callouts and bands over the cards just played."""

from __future__ import annotations

import pytest
from test_gouji_land import gouji
from test_gouji_playtest6 import in_play
from test_gouji_pt32 import asked, hits, until
from test_gouji_table import drive, make_app, meet, press, press_next, table, view_of
from ui_driver import Hints

from pygame_core.core.rng import SplitMix64
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import GoujiUI, decline, nocall, partner
from pygame_core.ui.games.gouji.end import draw_end
from pygame_core.ui.games.gouji.finish import MINI_H, MINI_W
from pygame_core.ui.geom import Rect
from pygame_core.ui.guide.content_gouji import QUICK


def test_a_partners_play_passes_silently_while_an_opponent_is_still_in() -> None:
    """#1 (124633-t1, 130334-ph-t11: a partner's single 10, QQQQQ, 66666 asked "联邦的牌：对家还没过…你定"): 多乐's way, the
    lead's decision: passed with no callout and no prompt, the status saying so while it waits; asked only where the
    viewer could open or go out by beating it (or 四户乱缠 / 待发四, test_gouji_playtest7)."""
    ui = gouji()
    ui.table.app.settings[partner.SETTING] = True
    me = ui.me()
    mate = (me + 2) % 6
    top = {"top": ["7", "7"], "open": ["O"] * 6, "heads": [True] * 6, "hand": [1, 2, 3, 4, 5]}
    legal = [{"a": "pass"}, {"a": "play", "cards": ["9", "9"]}]
    auto = ui.auto_answer(view_of(mate, [], **top), legal)  # nobody passed yet
    assert auto is not None and auto.action == {"a": "pass"} and auto.label == "", auto
    assert auto.beat is not None and auto.beat < 0.6  # as a bot's forced pass (0.44 s at 中 once landed)
    ui._legal = lambda: legal  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(mate, [], **top)) == "联邦的牌，过"  # not 轮到你了 with nothing to press
    last = [{"a": "pass"}, {"a": "play", "cards": ["9", "9", "9", "9", "9"]}]  # beating it would go out
    assert ui.auto_answer(view_of(mate, [], **top), last) is None
    ui._legal = lambda: last  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(mate, [], **top)) == "联邦的牌：你能管上走完，你定"


def test_a_hand_asks_on_a_partners_play_only_where_the_pass_gives_something_up() -> None:
    """#1, measured in a whole hand at 中 (the player answering 1 s after each prompt): every prompt on a partner's play
    has its reason (open, go out, 四户乱缠, 待发四); before, 3-6 a hand asked while an opponent was still in."""
    for seed in (11, 22):
        app = make_app(1366, 768, deal=seed)
        app.settings.update({"speed": "normal", partner.SETTING: True})
        press(app, "start", 0.1)
        scr, ui = table(app)
        rng, hints, now, since = SplitMix64(seed), Hints(), 0.2, -1.0
        for _ in range(8000):
            app.frame(now)
            st, v, me = app.state(), scr.view(), scr.viewer
            if st.get("end_shown") or scr.client.is_over():
                break
            asked = me in scr.client.people_to_act() and any(b["id"] in ("btn:play", "btn:hint")
                                                                 for b in st.get("buttons", []))
            if asked and v.get("phase") == "play":
                since = now if since < 0 else since
                owner = v.get("owner", -1)
                if v.get("top") and isinstance(owner, int) and isinstance(me, int) and owner % 2 == me % 2 and owner != me:
                    assert partner.asked(v, me, ui._legal()) in ("why_open", "why_out", "why_chaos", "why_fasi"), \
                        (seed, v.get("top"), st.get("status"))
                if now - since >= 1.0:
                    press_next(app, st, rng, hints, now)
            else:
                since = -1.0
                if v.get("phase") != "play":
                    press_next(app, st, rng, hints, now)
            now += 0.1
        assert scr.client.is_over(), seed


def _plays_down(ui: GoujiUI, t0: float) -> None:
    """Every seat's play on the table (six cards beside the player, three across)."""
    me = ui.me()
    ui.round.clear()
    ui.flying.clear()
    ui.moments.clear()
    ids = iter([c for c, v in enumerate(VALUE) if v in (9, 10, 11, 12, 13, 14)])
    for s in range(6):
        n = 6 if s in (me, (me + 1) % 6, (me + 5) % 6) else 3
        ui.on_events([{"type": "play", "seat": s, "cards": [next(ids) for _ in range(n)], "kind": "x"}], t0)


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844), (844, 390)])
def test_a_fanfares_band_covers_no_play_nor_the_hand(w: int, h: int) -> None:
    """#2 (125826-h2shao: the 捎! band, 1366x130, lay over the middle row's plays, 本轮 and the player's own JJJJJJ):
    the band lies between the plays, off the hand and the bar (where every seat's play box leaves no room, a phone on
    its side, off the plays down)."""
    _app, scr, ui, lay = in_play(w, h)
    _plays_down(ui, 500.0)
    view = scr.view()
    dl = DisplayList()
    ui.draw_center(dl, lay.center, view, 502.0)
    ui.moments.splash((ui.me() + 3) % 6, "捎", "你 捎了 电脑5", 502.0, True, fan="捎！")
    for dt in (0.2, 0.6):
        dl = DisplayList()
        ui.draw_center(dl, lay.center, view, 502.0 + dt)
        ui.draw_overlay(dl, w, h, 502.0 + dt, view)
        assert len(ui.moments.fan_drawn) == 1
        band = ui.moments.fan_drawn[0]
        plays = [r for rs in ui.play_rects.values() for r in rs]
        assert len(plays) >= 24 and not [r for r in plays if meet(band, r)], (band, plays)
        assert not meet(band, lay.hand) and not meet(band, lay.buttons), band
        assert not [s for s in lay.seats.values() if meet(band, s)], band
        assert any(op[0] == "T" and op[3] == "捎！" for op in dl.ops)


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844), (844, 390)])
def test_a_kill_is_called_beside_the_seat_never_over_the_cards(w: int, h: int) -> None:
    """#2 (125014-t15: "电脑3 打死 你!" on 电脑3's JJJJ2, a float's 2e-12 px² "off the screen" outweighing a free spot;
    130929-ls-playA, a phone on its side: "你 打死 电脑3!" over the player's own AAA): the call keeps off every play."""
    _app, scr, ui, lay = in_play(w, h)
    _plays_down(ui, 500.0)
    view = scr.view()
    me = ui.me()
    for seat, text in (((me + 3) % 6, f"{ui.name((me + 3) % 6)} 打死 你！"), (me, f"你 打死 {ui.name((me + 3) % 6)}！")):
        ui.moments.clear()
        ui.moments.splash(seat, "打", text, 502.0, True, short=text.split(" ", 1)[1])
        for dt in (0.1, 0.6):
            dl = DisplayList()
            ui.draw_center(dl, lay.center, view, 502.0 + dt)
            ui.draw_overlay(dl, w, h, 502.0 + dt, view)
            plays = [r for rs in ui.play_rects.values() for r in rs]
            pills = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] in ("rgba(20,16,12,0.88)", "rgba(20,16,12,0.94)")]
            assert pills and len(plays) >= 24, (seat, dt)
            assert not [(p, r) for p in pills for r in plays if meet(p, r)], (seat, dt, pills)


def test_the_strip_says_cant_beat_while_the_table_passes_for_the_player() -> None:
    """#2 (124852-t9, 125711-h2h: "自动：要不起，过" in the bar while the player's strip said 轮到你了)."""
    ui = gouji()
    me = ui.me()
    ui._legal = lambda: [{"a": "pass"}]  # type: ignore[method-assign]
    view = view_of((me + 1) % 6, [], top=["2", "2"], open=["N"] * 6, heads=[True] * 6)
    assert ui.prompt_hint(view) == "要不起，过"


def test_the_quick_rules_say_a_single_two_or_joker_never_opens() -> None:
    """#5 (125637-rules2 -> 130445-ph-t17: "2一张就算" read as a single 2 opening; the player led one and stayed 未开点,
    as the rules have it, 2s open two at least, jokers never)."""
    said = repr(QUICK)
    for words in ("单张2、单张王开不了点", "單張2、單張王開不了點", "A single 2 or a single joker never opens",
                  "纯2要两张以上", "pure 2s need two or more"):
        assert words in said, words


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_never_call_pressed_as_the_calls_window_closes_still_holds(w: int, h: int) -> None:
    """#4 (125542-h2b -> 125554-h2c, 125614-h2e: 从不叫点 pressed at 预点 on a laptop did not hold, 明点 was asked and the
    chip said 关; an untimed call's 10 s ran out under the click and its button went): while the table's 不预点 waits
    its beat the button stays, and a press then is kept, said, and answers 明点 too."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    now = until(app, 0.2, lambda a: a.state().get("phase") == "yudian" and asked(a))
    now = until(app, now, lambda a: bool(a.state().get("auto")), step=0.1) + 0.4  # the window has closed: 不预点 is
    app.frame(now)  # said, 0.4 s in
    assert "btn:nevercall" in hits(app) and app.state().get("auto"), app.state().get("buttons")
    press(app, "btn:nevercall", now)
    assert app.settings[nocall.SETTING] is True and "从不叫点" in app.toast_text
    seen = set()
    for _ in range(3000):
        now += 0.2
        app.frame(now)
        st = app.state()
        offered = {b["id"] for b in st.get("buttons", [])} - {"btn:sort"}  # (理牌 stays as the table answers)
        seen.add((st.get("phase"), bool(offered) and st.get("phase") in nocall.CALLS))
        if st.get("phase") == "play":
            break
        press_next(app, st, SplitMix64(1), Hints(), now)
    assert ("mingdian", True) not in seen and app.settings[nocall.SETTING] is True


def test_the_sheet_lays_the_players_own_last_cards_face_up_too() -> None:
    """FIXERS 6 (125503-t42: the sheet drew 电脑4's '6×3 5×2 3' face up, the player's own only as '你 剩1张')."""
    app = make_app(1366, 768, deal=2)
    press(app, "start", 0.1)
    now = drive(app, 1.0, seed=2)
    app.frame(now + 5)
    scr, ui = table(app)
    view = scr.view()
    me = scr.viewer
    assert isinstance(me, int)
    counts = [0] * 6
    counts[me] = 2
    three, king = VALUE.index(3), VALUE.index(13)
    view = {**view, "counts": counts, "hand": [king, three], "result": {**view["result"], "left": None, "revolutionary": -1}}
    dl = DisplayList()
    draw_end(ui, dl, Rect(403, 100, 560, 560), view)
    minis = [op for op in dl.ops if op[0] == "R" and abs(float(op[3]) - MINI_W) < 0.1 and abs(float(op[4]) - MINI_H) < 0.1]
    assert len({op[1] for op in minis}) == 2, minis  # K, 3
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert not any("剩2张" in t for t in texts), texts


def test_the_players_no_at_a_yield_reads_pass_at_their_place() -> None:
    """FIXERS 6 (125237-t27: after 不要 (这手不管了) the player's place said 让, as if the turn would come back to them;
    their 扣牌 goes by itself as 不要): it says 过. A 让牌 pressed still says 让."""
    ui = gouji()
    me = ui.me()
    view = view_of((me + 1) % 6, [], top=["9", "9"])
    assert ui.pass_word(view, me, "yield") == "让"
    ui.declined = decline.top_key(view, ui.table.client.hand_no)
    assert ui.pass_word(view, me, "yield") == "过"
    assert ui.pass_word(view, (me + 2) % 6, "yield") == "让"


def test_a_phone_on_its_side_offers_clear_once_the_raised_ranks_are_whole() -> None:
    """FIXERS 5 (130853-ls-hint: 844x390, three 9s raised, no 清空; its bar has no cell for one): 同点全选's cell says 清空
    once every card of the raised ranks is up (同点全选 would add nothing), and a tap on it puts them down."""
    app, scr, ui, _lay = in_play(844, 390)
    view = {**scr.view(), "phase": "play", "top": ["3"], "owner": (ui.me() + 1) % 6}
    hand = ui.hand(view)
    rank = next(v for v in {c["v"] for c in hand} if sum(1 for c in hand if c["v"] == v) >= 2)
    cards = [c for c in hand if c["v"] == rank]
    keys = [ui.card_key(c) for c in cards]
    legal = [{"a": "pass"}, {"a": "play", "cards": ["K"]}]
    one = {b.id: b.slot for b in ui._offer(view, cards[:1], legal)}
    assert one.get("same") == "same" and "clear" not in one, one
    whole = {b.id: b.slot for b in ui._offer(view, cards, legal)}
    assert whole.get("clear") == "same" and "same" not in whole, whole
    scr.selected = list(keys)
    assert ui.tap("btn:clear", view) and scr.selected == []


def test_a_toast_keeps_off_the_tribute_panel() -> None:
    """pt37 #5 (152322-n2: '已设为从不叫点：…' lay under the 进贡 panel, unreadable)."""
    _app, _scr, ui, lay = in_play(1366, 768)
    ui.play_rects = {}
    ui.ledger_rect = Rect(621, 288, 375, 130)  # (as drawn in the shot, '轮到你' over it)
    ui.words_rect = Rect(640, 258, 86, 22)
    y = ui.toast_y(lay, 1366, 768, 48.0)
    bw = min(1366 - 32, 460.0)
    assert not Rect((1366 - bw) / 2, y - 24, bw, 48).intersects(ui.ledger_rect), y
