"""跑胡子 table, play-test 11 (session 18) and its brief (session 19): a lifted card covers nothing of
its column, ..."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _to_discard, center, started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.ready import Ready


def _overlap(a: list[float], b: list[float]) -> float:
    """How far rect ``a`` and ``b`` (x, y, w, h) overlap vertically where they share columns."""
    if a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0]:
        return 0.0
    return max(0.0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))


def test_a_lifted_card_leaves_the_card_above_it_whole() -> None:
    """Play-test 11, 54: on a phone a lifted 八 covered the 六 above it in its column (its strip, the
    glyph). The cards above rise with it: the column opens under the lifted card instead."""
    for w, h in ((390, 844), (1366, 768)):
        app = started(w, h, 5)
        now = _to_discard(app, 0.3)
        cards = [x for x in app.state()["hits"] if x["id"].startswith("card:") and "#k" not in x["id"]
                 and not x["id"].startswith("card:*")]
        # the lowest card of a column with another free card over it
        pick = next(c for c in sorted(cards, key=lambda c: -c["rect"][1])
                    if any(abs(o["rect"][0] - c["rect"][0]) < 1 and o["rect"][1] < c["rect"][1] for o in cards))
        above = max((o for o in cards if abs(o["rect"][0] - pick["rect"][0]) < 1 and o["rect"][1] < pick["rect"][1]),
                    key=lambda o: o["rect"][1])
        app.tap_at(*center(pick), now + 0.1)
        app.frame(now + 0.2)
        hits: dict[str, Any] = {x["id"]: x for x in app.state()["hits"]}
        lifted, top = hits[pick["id"]], hits[above["id"]]
        assert lifted["rect"][1] < pick["rect"][1] - 8, (w, "the selected card still stands out")
        assert _overlap(lifted["rect"], top["rect"]) < 1, (w, lifted, top)
        assert top["rect"][3] >= above["rect"][3] - 1, (w, "the card above keeps its strip")


def test_the_waits_show_unasked_once_a_discard_makes_the_hand_ready() -> None:
    """Brief 3 (play-test 11, 09): 听牌 showed nothing until pressed and a card selected; the apps tag
    the 听 cards as soon as the player is one card away. The help opens by itself then, stays for the
    hand, and once closed by the player stays closed."""
    for w, h in ((390, 844), (1366, 768)):
        app = started(w, h, 5)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        sp.hints_auto = True   # closed, not by the player (it is on until switched off since play-test 20)
        now = _to_discard(app, 0.3)
        labels = {b["id"]: b["label"] for b in app.state()["buttons"]}
        assert labels.get("btn:hints") == "听牌" and not sp.show_hints   # not ready: nothing unasked
        free = [c for c in sp.hand(sp.table.view()) if not c.get("kan") and c["code"][0] in "xd"]
        code = free[0]["code"]
        row = {"card": "x3", "unseen": 2, "value": 4, "own": 8, "only": None, "in_play": False}
        ready = Ready(by_card={code: [row]}, order=[code])
        sp._ready = lambda view, r=ready: r
        app.frame(now + 0.1)
        app.frame(now + 0.2)
        st = app.state()
        assert sp.show_hints and {b["id"]: b["label"] for b in st["buttons"]}["btn:hints"] == "收起听牌", w
        said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
        assert "听" in said, (w, "the 听 tag on the card")
        assert any("听" in t and sp.glyph(code) in t for t in said if len(t) > 2), (w, said)
        app.tap_at(*center(next(x for x in st["hits"] if x["id"] == "btn:hints")), now + 0.3)
        app.frame(now + 0.4)
        app.frame(now + 0.5)
        assert not sp.show_hints and {b["id"]: b["label"] for b in app.state()["buttons"]}["btn:hints"] == "听牌"


def test_a_flow_wins_panel_says_how_it_scored() -> None:
    """Brief 2 (play-test 11 D1/D5): a bot's 血流 win read "得分 100,000 (封顶)" beside the player's own
    512 and nothing said why. Each face-up win says it as the spec counts it: 胡息, 囤 × 番 × 盆 apart,
    the product, and the 名堂 that made the 番, at both sizes, inside the panel."""
    from test_paohuzi_pt10 import _texts, _win
    from test_paohuzi_table import _speaker

    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi.winface import draw_face

    sp = _speaker()
    rec = dict(_win(1, [-100_000, 200_000, -100_000]), capped=True, uncapped=1_572_864, final=100_000, tun=3,
               fan_value=262_144, bowl_mult=2, huxi=21,
               fans=[{"name": {"zh-Hans": "万卷书", "zh-Hant": "萬卷書", "en": "Wan"}, "value": 4}])
    for w, h in ((1366, 768), (390, 844)):
        dl = DisplayList()
        r = draw_face(dl, sp, w, 0, h, 300, 0.5, rec, 3, 0)
        how = [op for op in dl.ops if op[0] == "T" and "囤" in str(op[3])]
        assert how, (w, _texts(dl))
        said = str(how[0][3])
        assert "胡息 21" in said and "3 囤 × 262,144 番 × 2 盆 = 1,572,864" in said and "万卷书×4" in said, said
        assert r.y < how[0][2] < r.b, (w, r, how[0])
        labels = [op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("坎6")]
        assert labels and labels[0][2] + 6 < how[0][2], (w, "under the groups' labels")


def test_the_discards_clock_keeps_off_the_last_moves() -> None:
    """Play-test 11, 74/78: in timed play a phone's clock ring sat on the middle's list of the last
    moves while the player was to discard. With no card in play it stands in the card's empty frame,
    under 你 出牌, clear of the list."""
    for w, h in ((390, 844), (1366, 768)):
        app = started(w, h, 5, timers=True)
        now = _to_discard(app, 0.3)
        app.frame(now + 0.1)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        v = app.screen.view()  # type: ignore[attr-defined]
        assert v["phase"] == "discard" and not v.get("offer")
        cell = sp.clock_cell(v)
        card = sp.board.card
        assert cell is not None and cell.inside(card.inset(-1)), (w, cell, card)
        said = [op for op in app.dl.ops if op[0] == "T" and op[3] == "你 出牌"]
        assert said and said[0][2] + 7 < cell.y, (w, said, cell)


def _to_discard_with_melds(app: Any, now: float, cols: int) -> float:
    """On to the player's discard once they hold ``cols`` meld columns (taking every 碰 and 吃)."""
    from pygame_core.ui.games.paohuzi.board import meld_columns

    sp: Any = app.screen.plugin
    for _ in range(2000):
        now += 0.5
        app.frame(now)
        st = app.state()
        if st.get("viewer") not in st.get("people_to_act", []) or "pz:moment" in {h["id"] for h in st["hits"]}:
            continue
        hits = {hh["id"]: hh for hh in st["hits"]}
        v = sp.table.view()
        if st.get("phase") == "discard":
            if len(meld_columns(v["seats"][v["seat"]], v, v["seat"])) >= cols:
                return now
            card = next(h for h in hits if h.startswith("card:") and "#k" not in h and not h.startswith("card:*"))
            app.tap_at(*center(hits[card]), now)
            app.tap_at(*center(hits[card]), now + 0.1)
            continue
        pick = next((h for h in hits if h.startswith(("btn:peng", "btn:chi"))), None) or \
            ("btn:pass" if "btn:pass" in hits else None)
        if pick is not None:
            app.tap_at(*center(hits[pick]), now)
    raise AssertionError("no discard with melds")


def test_a_phones_waits_line_keeps_off_the_players_melds() -> None:
    """Play-test 11, 56: with the 记牌 strip open the 听牌 line lay at the felt's foot over the
    player's meld columns (their third card and 胡息 label). It lies right of them."""
    from pygame_core.ui.games.paohuzi.board import PHONE_OWN, meld_columns

    app = started(390, 844, 5)
    now = _to_discard_with_melds(app, 0.3, 2)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    hits = {hh["id"]: hh for hh in app.state()["hits"]}
    if not sp.counter_on():
        app.tap_at(*center(hits["btn:counter"]), now + 0.1)
    if not sp.show_hints:
        app.tap_at(*center(hits["btn:hints"]), now + 0.2)
    app.frame(now + 0.3)
    cards = [h for h in app.state()["hits"] if h["id"].startswith("card:") and "#k" not in h["id"]]
    app.tap_at(*center(min(cards, key=lambda h: h["rect"][0])), now + 0.35)   # the bubble points at it
    app.frame(now + 0.4)
    v = sp.table.view()
    assert sp.counter_on() and sp.show_hints and v["phase"] == "discard"
    box = sp.board.boxes[v["seat"]]
    reach = app.screen.lay.center.x + 12 + (PHONE_OWN + 3) * len(meld_columns(v["seats"][v["seat"]], v, v["seat"]))  # type: ignore[attr-defined]
    bubble = sp.drawn["hints"]
    assert bubble.x >= min(reach, box.x + box.w * 0.45) - 1, (bubble, reach, box)


def test_a_seats_later_flow_wins_show_quicker() -> None:
    """Brief 2 (play-test 11 D5): a locked bot's ninth win held the table as long as its first. A
    seat's first win shows face up FIRST_S (play-test 12: gone within a 2.5 s look), its second
    FACE_S, its later ones LATER_S, still one at a time."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.games.paohuzi.winface import FACE_S, FIRST_S, LATER_S, face_hold

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "fast"
    me = sp.table.viewer
    bot = (me + 1) % 3
    pay = [-500, -500, -500]
    pay[bot] = 1000
    _as_view(sp, [_win(bot, pay, c) for c in ("x3", "x4", "x5", "x6")])
    sp.on_events([{"type": "win", "seat": bot}] * 4, 20.0)
    # (stamps at its seat after play-test 16 #3, face up again after 19 #3: they flashed by unread)
    # (a bot's later ones light since pt38 #2: ~20 panels a hand over the felt; the player's own quicker)
    assert [x.face for x in sp.moments.lit if x.win] == [FIRST_S, 0.0]   # (快 too: play-test 21 #4)
    assert sp.moments.batch == {3: [1, 2, 3]}   # one callout at its seat for the three (batch.py)
    assert LATER_S < FACE_S < FIRST_S and sp.busy(20.0 + FIRST_S - 0.05)
    own = [{**_win(bot, pay, c)} for c in ("x3", "x4", "x5", "x6")]
    assert [face_hold(own, i, bot) for i in range(4)] == [FIRST_S, FACE_S, LATER_S, LATER_S]


def test_a_move_the_clock_made_is_logged_and_said_as_the_clocks() -> None:
    """Brief 7 (play-test 11 D4, 77/78/81): a 胡 let go by the clock read "你 过" in the log, a choice
    never made, and nothing on screen said what the clock did. Such a move stays (§13), logged
    "你 超时 · …" and said in a banner "超时：已为你…"."""
    app = started(390, 844, 11, dpr=1, timers=True)
    table: Any = app.screen
    me = table.viewer
    now = 0.3
    for _ in range(4000):   # the player never touches the screen: the clock runs out
        now += 0.25
        app.frame(now)
        if any("超时" in ln for ln in app.state().get("log") or []):
            break
    log = [str(x) for x in app.state().get("log") or []]
    timed = [ln for ln in log if ln.startswith("你 超时 · ")]
    assert timed and (timed[0].endswith("过") or "打出" in timed[0]), log[-8:]
    assert (app.toast_text or "").startswith("超时：已为你"), app.toast_text
    assert me in (0, 1, 2) and not any(ln.startswith("你 过") for ln in log), log   # (no 过 the player never chose)


def test_the_players_win_and_the_hands_end_have_a_sting() -> None:
    """Feedback (play-test 11: the win moment is the table's loudest, the end said nothing): the
    player's own 胡 plays the win sting, the hand's end a win or lose one by what it cost them."""
    app = started(1366, 768, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    other = (me + 1) % 3
    assert ["sting", "win"] in sp.sound({"type": "win", "seat": me, "card": "x3", "how": "other"})
    assert not any(c[0] == "sting" for c in sp.sound({"type": "win", "seat": other, "card": "x3", "how": "other"}))
    lose = [0, 0, 0]
    lose[me], lose[other] = -512, 512
    assert ["sting", "lose"] in sp.sound({"type": "end", "scores": lose})
    assert ["sting", "win"] in sp.sound({"type": "end", "scores": [-x for x in lose]})
    assert not any(c[0] == "sting" for c in sp.sound({"type": "end", "scores": [0, 0, 0]}))


def test_the_dealers_first_discard_comes_quickly() -> None:
    """Brief 5 (play-test 11, 07): as dealer the player waited ~2 s with no button (the 亮张's moment,
    then the table's 天胡 window) before their first discard prompt: 3.0 s at normal speed. Their
    own 亮张 shows shorter: the prompt within 2.4 s."""
    from pygame_core.ui.app import App, MemoryStorage

    def first_prompt(seed: int) -> float:
        app = App(MemoryStorage(), lang="zh-Hans")
        app.settings["tour_off"] = True
        app.settings.update(speed="normal", game="paohuzi", fixed_seed=seed)
        app.handle({"t": "resize", "w": 390, "h": 844, "dpr": 2}, 0.0)
        app.frame(0.0)
        app.frame(0.1)
        app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "start")), 0.2)
        t = 0.2
        while t < 8:
            t += 0.05
            app.frame(t)
            st = app.state()
            if st.get("phase") == "discard" and st["viewer"] in st.get("people_to_act", []):
                return t - 0.2
        raise AssertionError("no discard prompt")

    assert first_prompt(5) <= 2.4   # seed 5: the player deals


def test_the_waits_line_says_the_best_discards_waits_unasked() -> None:
    """Brief 3 (play-test 11, 09): with no card selected the line said only which discards make the
    hand ready ("选牌看听什么"). It says the best one's waits, and the other ready discards after."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.ready import summary

    sp = _speaker()
    row = {"card": "x3", "unseen": 2, "value": 4, "own": 8, "only": None, "in_play": False}
    two = Ready(by_card={"d1": [row], "x9": [dict(row, card="x4")]}, order=["d1", "x9"])
    line = summary(sp, two)
    assert line.startswith("建议打壹 → 听（每家付）：三") and line.endswith("也可打 九"), line
    one = Ready(by_card={"d1": [row]}, order=["d1"])
    assert summary(sp, one).startswith("打壹 → 听（每家付）：三"), summary(sp, one)


def test_a_time_out_is_told_when_its_events_come_a_frame_after_the_prompt_went() -> None:
    """In the page the player's prompt was gone a frame before the clock's discard reached the table
    (the browser's log read "你 打出 亿", no 超时): the time left is kept a moment after the prompt."""
    from pygame_core.ui.games.paohuzi.clock import OwnClock

    class Client:
        acting = True

        def people_to_act(self) -> list[int]:
            return [0] if self.acting else []

        def remaining(self, seat: int) -> float | None:
            return 0.1 if self.acting else None

    c, clock = Client(), OwnClock()
    clock.watch(c, 0, 10.0)  # type: ignore[arg-type]
    c.acting = False
    clock.watch(c, 0, 10.05)  # type: ignore[arg-type]
    ev = {"type": "discard", "seat": 0, "card": "x3"}
    assert clock.made(ev, 0, 10.1, -1e9) and ev["timed"]
    # a prompt the player answered long before tells nothing later
    c.acting = True
    clock.watch(c, 0, 20.0)  # type: ignore[arg-type]
    c.acting = False
    clock.watch(c, 0, 21.5)  # type: ignore[arg-type]
    assert not clock.made({"type": "pass", "seat": 0}, 0, 21.6, -1e9)


def test_a_replay_lays_every_hand_open_in_its_seats_part() -> None:
    """Brief 6 (play-test 11, 33): the replay stacked every hand in strips at the top. Given each
    seat's view, the table's spectator view gets every seat's cards, drawn open in its own part (as a
    胡 seat's lie), no fan of backs."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board, meld_columns
    from pygame_core.ui.geom import Rect

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    spec = view(seat=None, phase="discard", to_act=[1])
    hands = [["x1", "x2"], ["d5", "d6", "d7"], ["x9", "d10"]]
    views = []
    for i in range(3):
        v = view(seat=i)
        v["seats"][i] = seat(hand=hands[i], kans=["x4"] if i == 1 else [], wilds=1 if i == 2 else 0, concealed=None)
        views.append(v)
    views[0]["seats"][0].update(shown_huxi=12, melds=[{"type": "WEI", "cards": ["d10"] * 3, "hidden": False,
                                                        "huxi": 6, "down": 0}])   # its own 偎, counted
    whole = sp.replay_view(views, spec)
    assert whole["seats"][0]["shown_huxi"] == 12 and whole["seats"][0]["melds"][0]["cards"] == ["d10"] * 3
    assert spec["seats"][1].get("hand") is None   # the spectator's own view is left as it was
    for i in range(3):
        cards = [c for col, _k, shown in meld_columns(whole["seats"][i], whole, i) if shown for c in col]
        assert sorted(c for c in cards if c != "*") == sorted(hands[i] + (["x4"] * 3 if i == 1 else [])), (i, cards)
    dl = DisplayList()
    draw_board(dl, sp, Rect(14, 150, 1038, 450), whole, Board(), {}, False, False, False)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert all(sp.glyph(c) in said for h in hands for c in h), said


def test_a_seats_callouts_never_read_through() -> None:
    """Play-test 12 (164, 083, 087): a call's and a bowl's boxes faded out over the seat's plate (a
    phone) or its melds (a laptop), the words under them read through as an overprint ("ghost"
    boxes). A callout at a seat is opaque till it goes, at both sizes, on the seat's badge."""
    from pygame_core.ui.games.paohuzi.moments import SOLID

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        lay = app.screen.lay  # type: ignore[attr-defined]
        other = (sp.table.viewer + 1) % 3
        sp.on_events([{"type": "chi", "seat": other, "card": "x3", "from": (other + 2) % 3}], 20.0)
        sp.moments.bowl(20.0, (other + 1) % 3 if (other + 1) % 3 != sp.table.viewer else other, 2, 1.2)
        for t in (20.05, 20.6, 21.1, 21.25):
            dl = DisplayList()
            sp.draw_overlay(dl, w, h, t, sp.table.view())
            alphas = [op[1] for op in dl.ops if op[0] == "A"]
            assert all(a in (0.0, 1.0) for a in alphas), (w, t, alphas)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.6, sp.table.view())
        box = next(op for op in dl.ops if op[0] == "R" and op[6] == SOLID)   # a bot's call: a seal (seal.py)
        plate = lay.seats[other]
        assert plate.contains(box[1] + box[3] / 2, box[2] + box[4] / 2), (w, box, plate)
        # each tinted box (the call's, the bowl's) has a solid ground under it: the plate never reads through
        tinted = [op[1:5] for op in dl.ops if op[0] == "R" and op[6] in ("rgba(20,16,12,0.88)", "rgba(20,16,12,0.9)")]
        solid = [op[1:5] for op in dl.ops if op[0] == "R" and op[6] == SOLID]
        assert solid and all(t in solid for t in tinted), (w, tinted, solid)


def test_a_laptops_long_discard_rows_keep_off_the_felts_rim() -> None:
    """Play-test 12, 113/122: 电脑1's second row of discards ran onto the table's rounded rim at the
    part's outer foot. A wide part's discards keep clear of its outer side and foot."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import RIM_CLEAR, Board, draw_board
    from pygame_core.ui.geom import Rect

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    v = view(seat=0, phase="discard", to_act=[1])
    melds = [{"type": "PENG", "cards": ["x9"] * 3, "src": 1, "hidden": False, "huxi": 1, "down": 0}] * 3
    for s in (1, 2):
        v["seats"][s] = seat(river=["x1", "d2", "x3", "d4", "x5", "d6", "x7", "d8", "x9", "d10"] * 2, melds=melds)
    board = Board()
    draw_board(DisplayList(), sp, Rect(14, 150, 1038, 300), v, board, {}, False, False, True)
    for s, right in ((1, True), (2, False)):
        box, rv = board.boxes[s], board.river[s]
        outer = box.r - rv.r if right else rv.x - box.x
        assert outer >= RIM_CLEAR and box.b - rv.b >= RIM_CLEAR / 2, (s, box, rv)


def test_a_wild_is_never_marked_in_a_meld_on_the_table() -> None:
    """Play-test 12, 193/194: the win card put its 王 tag on the 贰 of the player's 吃'd 贰柒拾 (a
    real card on the table) while the 壹贰叁 of the hand held the wild unmarked. A 王霸 stands in a
    group of the hand; a meld on the table gets the tag only when no other group holds the kind."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.common import wild_marks, with_fixed

    groups = [{"type": "SEQ", "cards": ["d1", "d2", "d3"]}, {"type": "EQS", "cards": ["d2", "d7", "d10"]},
              {"type": "PAIR", "cards": ["x5", "x5"]}]
    v = view(seat=0)
    v["seats"][1] = seat(melds=[{"type": "EQS", "cards": ["d2", "d7", "d10"], "hidden": False, "huxi": 6}])
    rec = with_fixed({"seat": 1, "groups": groups, "identities": ["d2"]}, v)
    assert rec["fixed"] == [["EQS", "d10", "d2", "d7"]]
    assert wild_marks(groups, ["d2"], rec["fixed"]) == {(0, 1)}
    assert wild_marks(groups, ["d2"]) == {(1, 0)}   # (the record alone cannot tell)
    assert wild_marks(groups[1:], ["d2"], rec["fixed"]) == {(0, 0)}   # only the meld holds it: marked there


def test_a_pressed_claim_another_took_first_is_said() -> None:
    """Play-test 12, 169: the player pressed 吃 二, 电脑1's 碰 came first and nothing said the 吃 was
    lost (the table held the answer to its window's close and dropped it: no answer event came). The
    press itself is remembered, so the 碰 says 被碰."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    other = (sp.table.viewer + 1) % 3
    sp.pointer("down", 10.0, 10.0, "btn:chi0:d2-d7-d10", sp.table.view(), 20.0)
    sp.on_events([{"type": "peng", "seat": other, "card": "d2", "from": (other + 1) % 3}], 20.1)
    said = [*sp.notes.waiting, app.toast_text or ""]   # (said at once when no moment shows)
    assert any("被碰" in t and sp.name(other) in t for t in said), said
    sp.notes.waiting.clear()
    app.toast_text = ""
    sp.pointer("down", 10.0, 10.0, "btn:chimore", sp.table.view(), 21.0)   # (the picker opens: no claim yet)
    sp.on_events([{"type": "peng", "seat": other, "card": "d3", "from": (other + 1) % 3}], 21.1)
    assert not sp.notes.waiting and "被碰" not in (app.toast_text or "")


def test_a_laptops_waits_line_never_covers_a_lifted_column() -> None:
    """Play-test 12, 059: on a laptop the 听牌 line at the hand's top covered the top of the column
    whose card was lifted. A lifted card and its column keep under the line."""
    from pygame_core.ui.geom import Rect

    app = started(1366, 768, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    if not sp.show_hints:
        app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:hints")), now + 0.1)
    app.frame(now + 0.2)
    cards = [x for x in app.state()["hits"] if x["id"].startswith("card:") and not x["id"].startswith("card:*")]
    for pick in sorted(cards, key=lambda c: c["rect"][1])[:4]:   # the tallest columns' top cards
        app.tap_at(*center(pick), now + 0.3)
        app.frame(now + 0.4)
        hits = [Rect(*x["rect"]) for x in app.state()["hits"] if x["id"].startswith("card:")]
        bubble = sp.drawn["hints"]
        assert not any(bubble.intersects(h.inset(1)) for h in hits), (bubble, [h for h in hits if bubble.intersects(h)])
        app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == pick["id"])), now + 1.5)   # down again
        now += 2.0
        app.frame(now)
