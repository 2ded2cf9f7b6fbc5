"""Play-test 10 (花鸟风月, pace 6, look 7): the bots and the player's own forced moves flashed by
(about 11 turns in 10 s; the player's 栖 seen only in the log), the stretches that drain the pile
went unseen, gifts to the player were hard to notice. A simulated App at speed 中 (fake clock, the
player answering at once) measures what a player would see."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import hit, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui import theme as th
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.games.huaniao_pace import OWN_PERCH_S, PLAY_READ_S, QI, STREAK, bot_wait
from pygame_core.ui.games.huaniao_show import draw_moment
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import callout_rect, slot_cells
from pygame_core.ui.table_screen import TableScreen

STEP = 1 / 30
Act = tuple[float, int, dict[str, Any], bool]  # (when, seat, action, sent by the player's tap)


def timed(seed: int, w: int = 1366, h: int = 768, lang: str = "zh-Hans") -> tuple[list[Act], list[tuple[float, str]],
                                                                                     dict[int, list[str]]]:
    """A whole hand at speed 中: the actions, the perch lines shown (when, text) and each seat's callouts."""
    app = App(MemoryStorage(), lang=lang)
    app.settings.update(speed="normal", game="huaniao", tour_off=True, fixed_seed=seed)
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    ui = scr.plugin
    assert isinstance(ui, HuaniaoUI)
    master = scr.client.master  # type: ignore[attr-defined]
    rng, now, seen, tapped = SplitMix64(seed), 0.2, 0, False
    acts: list[Act] = []
    lines: list[tuple[float, str]] = []
    said: dict[int, list[str]] = {}
    while not master.is_over() and now < 400:
        app.frame(now)
        acts += [(now, s, a, tapped and s == 0) for s, a in master.hand.actions[seen:]]
        seen, tapped = len(master.hand.actions), False
        if ui.banners and ui.banners[-1][1] == "perch" and (not lines or lines[-1][1] != ui.banners[-1][0]):
            lines.append((now, ui.banners[-1][0]))
        for s, (text, _t0) in ui.said.items():
            if not said.get(s) or said[s][-1] != text:
                said.setdefault(s, []).append(text)
        pend = scr.autopilot.pending
        hid = None if pend is not None and not pend.sent else next_tap(app.state(), rng)
        hit = next((x for x in app.state()["hits"] if x["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
            tapped = True
        now += STEP
    return acts, lines, said


def test_a_forced_perch_waits_for_the_play_it_follows_to_be_read() -> None:
    base = BOT_DELAY["normal"]
    assert bot_wait(base, "main", [QI], fresh=True) == PLAY_READ_S > bot_wait(base, "main", [QI])
    assert bot_wait(0.0, "main", [QI], fresh=True) == 0.0  # instant stays instant


def test_every_real_play_stands_about_a_second_before_the_next_move() -> None:
    """Before: a bot's play answered by a forced 栖 0.2 s after it landed (play-test 10 21-26)."""
    for seed in (1, 2):
        acts, _lines, _said = timed(seed)
        ops = [(t, s, a, tap) for t, s, a, tap in acts if a["a"] == "op"]
        stands = [ops[i + 1][0] - t for i, (t, s, a, _tap) in enumerate(ops[:-1])
                  if s != 0 and a["op"] != "qi" and not ops[i + 1][3]]
        assert stands and min(stands) >= 1.0, (seed, stands)


def test_a_stretch_of_perches_is_counted_with_the_pile_and_the_players_own_perch_is_said_at_its_seat() -> None:
    """Seed 12 has rounds in which everybody perches: the line counts them and names the pile,
    and the player's own forced 栖 is a bubble at its seat that counts its run ("你 栖 ×3")."""
    acts, lines, said = timed(12)
    assert any(f"连栖 {STREAK}" in text for _t, text in lines), lines
    assert any("牌堆余" in text for _t, text in lines)
    own = said.get(0, [])
    assert any("你 栖 ×2" in s for s in own) and any("你 栖 ×3" in s for s in own), own
    assert OWN_PERCH_S >= 3.0


def test_a_raised_card_casts_a_soft_shadow_not_a_dark_block_where_it_lay() -> None:
    """Play-test 10 08/27/56: every selected card left a dark block under it."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h)
        pl = ui(scr)
        c = next(x for x in pl.hand(scr.view()) if not pl.card_dim(scr.view(), x))
        app.tap_at(*center(hit(app, f"card:{pl.card_key(c)}")), now)
        ops = app.frame(now + 1.0)["ops"]
        r = pl.hand_at[int(c["id"])]
        raised_b = r.b - pl.lift()
        dark = [o for o in ops if o[0] == "R" and isinstance(o[6], str) and o[6].startswith("rgba(0,0,0")
                and o[1] < r.r and o[1] + o[3] > r.x and o[2] + o[4] > raised_b + 1 and o[2] < r.b]
        assert not dark, (w, dark)


def test_a_card_given_to_the_player_stays_tagged_new_till_its_own_next_move() -> None:
    """Play-test 10 11/12: the 月 and 花 given by 凉风有幸 were unmarked by the player's turn."""
    app, scr, now = table()
    pl = ui(scr)
    c = pl.hand(scr.view())[-1]
    pl.on_events([{"type": "give", "from": 1, "to": 0, "card": c}], now)
    ops = app.frame(now + 12.0)["ops"]  # long after its flight and flash
    r = pl.hand_at[int(c["id"])]
    tags = [o for o in ops if o[0] == "T" and o[3] == "新" and r.x <= o[1] <= r.r + 2 and r.y - 30 <= o[2] <= r.b]
    assert tags
    assert pl.said[0][0] == f"电脑1 给你：{pl.cards_text([c])}"  # who gave it, said at the player's seat
    pl.on_events([{"type": "play", "seat": 0, "op": "ge", "cards": []}], now + 12.5)
    ops = app.frame(now + 13.0)["ops"]
    assert not [o for o in ops if o[0] == "T" and o[3] == "新"]


def test_a_forced_perch_says_so_on_the_status_line() -> None:
    """Play-test 10 29: "选牌后出牌，或栖" over a hand of greyed cards while the table perched for the player."""
    _app, scr, _now = table()
    pl = ui(scr)
    view = {**scr.view(), "prompt": {"type": "main"}}
    pl._legal_at = (scr.client.version, scr.viewer, [{"a": "op", "op": "qi"}])
    assert pl.prompt_hint(view) == pl.tx("forced_qi")
    pl._legal_at = (scr.client.version, scr.viewer, [{"a": "op", "op": "qi"}, {"a": "op", "op": "ge", "cards": [16]}])
    assert pl.prompt_hint(view) != pl.tx("forced_qi")


def test_english_names_the_cards_in_words_in_the_log_the_counter_and_the_buttons() -> None:
    """Play-test 10 42: "Recite 万花十", "Bot 2 Sing 千" and "鸟14 十6" on an English table."""
    def cjk(s: str) -> bool:
        return any("\u4e00" <= ch <= "\u9fff" for ch in s)
    app, scr, now = table(lang="en", actions=40, seed=2)
    lines = [str(x) for x in scr.log]
    assert any("Recite" in x or "Sing" in x for x in lines) and not [x for x in lines if cjk(x)], lines
    app.frame(now)
    pl = ui(scr)
    r = pl.spots["counter"]
    inside = [op[3] for op in app.dl.ops if op[0] == "T" and r.x <= op[1] <= r.r and r.y <= op[2] <= r.b]
    assert any(x.startswith("bird ") for x in inside) and not [x for x in inside if cjk(x)], inside
    assert pl.op_label({"op": "song", "cards": [16, 24, 32]}) == "Recite ten·hundred·thousand"  # (pt33: "-" read ten-thousand as 10k)


def test_a_phones_message_in_the_log_strip_keeps_inside_it_and_covers_its_lines_whole() -> None:
    """Play-test 10 72/78: the 上一轮 pill covered half the log's lines and ran over the avatar row."""
    app, scr, now = table(390, 844)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None and pl.phone_slot() is not None
    pl.say_at(0, "上一轮：电脑1 被月照，跳过本回合；电脑2 栖 · 摸一张；电脑3 诵 百千万", now)
    ops = app.frame(now + 0.5)["ops"]
    slot = lay.log
    box = [o for o in ops if o[0] == "R" and o[7] == th.JADE and o[6] == th.PAPER]
    assert box
    x, y, w, h = box[-1][1:5]
    assert slot.x - 0.5 <= x and x + w <= slot.r + 0.5 and slot.y - 0.5 <= y and y + h <= slot.b + 0.5, (box, slot)
    assert y + h <= lay.me.y + 0.5 and w >= slot.w - 4  # the strip's lines are all under it, none half out


def test_a_forced_perchs_callout_lies_in_the_bar_by_the_player_not_across_the_felt() -> None:
    """Play-test 10 29: "自动：无牌可出，栖" lay across the felt's foot over the pile, 栖's button in the bar."""
    _app, scr, _now = table()
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    view = {**scr.view(), "prompt": {"type": "main"}}
    pl._legal_at = (scr.client.version, scr.viewer, [{"a": "op", "op": "qi"}])
    btns = pl.buttons(view, [])
    assert not [b for b in btns if b.id == "qi"]
    cells = slot_cells(lay.buttons, pl.bar_slots(view), lay.phone)
    r = callout_rect(lay, [cells[b.slot] for b in btns if b.slot in cells])
    assert lay.buttons.y - 1 <= r.y and r.b <= lay.buttons.b + 1


def test_a_bots_win_lights_its_seat_and_says_what_the_song_cost_the_player() -> None:
    """Play-test 10: a bot's win was low-key (a grey ribbon, then the poem)."""
    dl = DisplayList()
    seat = Rect(900, 150, 150, 80)
    draw_moment(dl, 1366, 768, 1.0, 2.6, seat, False, "电脑1 胜", "你输了 -6 · 出完手牌", "胜", "+16")
    rays = [op for op in dl.ops if op[0] == "L" and op[5] == th.GOLD and abs(op[1] - seat.cx) < seat.w]
    assert len(rays) >= 12
    _app, scr, _now = table(seed=13, actions=10_000)  # seed 13: 电脑1 goes out at turn 27
    pl = ui(scr)
    assert pl.moment is not None and pl.moment[0] == 1
    dl = DisplayList()
    pl._draw_moment(dl, 1366, 768, pl.moment[1] + 1.0, scr.view())
    words = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert any(w.startswith("你输了 -") for w in words), words


def test_a_play_clears_the_perch_line_it_follows() -> None:
    """A run's 栖 line lay on over the next seat's play (the phone's seat across)."""
    _app, scr, now = table(390, 844)
    pl = ui(scr)
    pl.perch_run(1, now)
    assert pl.banners and pl.banners[-1][1] == "perch"
    pl.on_events([{"type": "play", "seat": 2, "op": "ge", "cards": []}], now + 0.5)
    assert not [b for b in pl.banners if b[1] == "perch"]


def test_nothing_is_tagged_new_once_the_song_is_over() -> None:
    _app, scr, now = table()
    pl = ui(scr)
    c = pl.hand(scr.view())[-1]
    pl.on_events([{"type": "give", "from": 1, "to": 0, "card": c}], now)
    assert pl.new_cards
    pl.on_events([{"type": "song_end", "reason": "out", "hands": []}], now + 1)
    assert not pl.new_cards


def test_a_dance_that_reaches_every_other_seat_is_called_short() -> None:
    """A phone's "舞，凉风有幸 → 电脑2、电脑3、你" took two lines over the cards it named."""
    _app, scr, _now = table(390, 844)
    pl = ui(scr)
    pl.dance = ("liangfeng", [])
    assert pl.dance_call([2, 3, 0]) == "舞，凉风有幸 → 其余三家"
    assert pl.dance_call([0]) == "舞，凉风有幸 → 你"


def test_a_laptops_log_column_leaves_the_felt_more_room() -> None:
    """Play-test 10 06/21: the log took a fifth of the width all game while the felt's top stood bare."""
    _app, scr, _now = table()
    lay = scr.lay
    assert lay is not None and 0 < lay.log.w <= 240 and lay.center.w >= 1366 - 240 - 40


def test_a_laptops_english_counter_reads_at_12_px_or_more() -> None:
    """Its words beside the chips shrank to 10 px in the middle's 480 px: they run on over the bare felt."""
    app, scr, now = table(lang="en")
    app.frame(now)
    r = ui(scr).spots["counter"]
    inside = [op for op in app.dl.ops if op[0] == "T" and r.x <= op[1] <= r.r and r.y <= op[2] <= r.b]
    assert len(inside) >= 9 and min(float(op[4]) for op in inside) >= 12, [(op[3], op[4]) for op in inside]
    assert scr.lay is not None and r.r <= scr.lay.center.r - 6


def test_a_phones_forced_perch_callout_and_its_own_play_band_keep_apart() -> None:
    """With no 栖 button the callout takes the bar's first row: the band with the player's last play
    keeps to the other."""
    _app, scr, _now = table(390, 844)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    view = {**scr.view(), "prompt": {"type": "main"}}
    pl._legal_at = (scr.client.version, scr.viewer, [{"a": "op", "op": "qi"}])
    scr.client.legal = lambda seat: [{"a": "op", "op": "qi"}]  # type: ignore[method-assign]
    scr.client.to_act = lambda: (0,)  # type: ignore[method-assign]
    band = pl.own_band(view)
    btns = pl.buttons(view, [])
    cells = slot_cells(lay.buttons, pl.bar_slots(view), lay.phone)
    shown = [cells[b.slot] for b in btns if b.slot in cells] + [cells[k] for k in ("ffwd",) if k in cells]  # the table's 快进
    call = callout_rect(lay, shown)
    assert band is not None and not (band.x < call.r and call.x < band.r and band.y < call.b and call.y < band.b), \
        (band, call)


def test_a_phones_two_line_callout_that_would_spill_out_of_a_one_row_band_goes_to_the_log_strip() -> None:
    """The 上一轮 recap over a one-row band ran over its edges (the forced 栖's callout has the other row)."""
    _app, scr, now = table(390, 844)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    band = Rect(lay.buttons.x, lay.buttons.b - 44, lay.buttons.w, 44)
    assert pl.too_tall("上一轮：电脑1、电脑2、电脑3 栖 · 各摸一张", band)
    assert not pl.too_tall("你 栖：摸到 鸟", band)



def test_a_phones_band_keeps_its_label_while_its_callout_is_said_in_the_log_strip() -> None:
    """A callout too tall for the band goes to the log strip: the band's own label stays (it went blank)."""
    app, scr, now = table(390, 844, seed=8, actions=26)  # (the 且慢 window after its play: the band not choosing)
    pl = ui(scr)
    text = "上一轮：电脑1、电脑2、电脑3 栖 · 各摸一张"
    pl.say_at(0, text, now)
    ops = app.frame(now + 0.3)["ops"]
    assert "choosing" not in pl.spots
    band = pl.spots["seat0"]
    if pl.too_tall(text, band):  # (a band of two rows, the 且慢 window's since play-test 16: it is said there)
        assert [o for o in ops if o[0] == "T" and str(o[3]).startswith("你 ·")]
    else:
        assert [o for o in ops if o[0] == "T" and str(o[3]) == text and band.y <= float(o[2]) <= band.b]


def test_the_seats_totals_take_the_song_just_over_once_its_moment_and_poem_are_through() -> None:
    """Play-test 11 28-end-0: "总分 +21" popped onto the seats while the poem still unrolled."""
    app, scr, now = table(seed=13, actions=10_000)
    pl = ui(scr)
    hands = scr.client.hands()
    done = pl.match_scores(hands)
    assert done is not None and done[1] > 0
    pl.poem_skipped, pl.moment = False, (1, now)
    scr._sheet_hand = -1  # the moment again, as before the sheet first showed (the driver's frames drew it)
    app.now = now + 0.5  # the plates keep the totals before the song (TableScreen.match_total)
    assert not scr.end_shown(app.now) and scr.info()["totals"] == [""] * 4
    app.now = now + 60  # (the overlay is not drawn under the sheet: its drawn_at stands still)
    app.frame(app.now)
    assert scr.end_shown(app.now) and all(scr.info()["totals"])
