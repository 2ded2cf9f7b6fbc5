"""跑胡子 table, session 28 (play-test 26's list)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from test_paohuzi_pt15 import counter_strip
from test_paohuzi_table import _to_discard, center, started, view

from pygame_core.ui.games.paohuzi.board import RIVER_TRAY
from pygame_core.ui.games.paohuzi.moment_part import PEEK_S, PROMPT_FACE
from pygame_core.ui.games.paohuzi.moments import SPLASH
from pygame_core.ui.games.paohuzi.ready import read_report
from pygame_core.ui.games.paohuzi.winface import FIRST_S
from pygame_core.ui.geom import Rect


def passing_until(app: Any, step: float, frames: int, stop: Callable[[float], bool]) -> float:
    """Frames ``step`` apart from 0.3 s, the player answering each prompt with 过 (else its first
    choice), till ``stop(now)`` holds on a frame the player is not asked; that frame's time."""
    t = app.screen
    now = 0.3
    for _ in range(frames):
        now += step
        app.frame(now)
        if t.viewer in t.client.people_to_act():
            legal = t.client.legal(t.viewer)
            t.submit(next((x for x in legal if x.get("a") == "pass"), legal[0]), now)
        elif stop(now):
            break
    return now


def test_an_opened_win_panel_holds_the_clock_and_closes_itself() -> None:
    """Play-test 26 #1 (0156-0163: a 血流 winner's hand panel stayed over the table while play went on,
    the player's discard clock ran out under it): a locked hand opened by a tap stands the table still
    (bots and clocks) and closes itself after a readable beat."""
    app = started(390, 844, 1, timers=True)
    t: Any = app.screen
    sp, c, me = t.plugin, t.client, t.viewer
    hits: dict[str, Any] = {}

    def peekable(now: float) -> bool:
        hits.clear()
        hits.update({h["id"]: h for h in app.state()["hits"] if h["id"].startswith("pz:peek:")})
        return bool(hits) and sp.moments.current(now) is None and not sp.moments.faces_at(now)

    now = passing_until(app, 0.1, 6000, peekable)
    assert hits, "no locked hand to open"
    assert not sp.busy(now)
    app.tap_at(*center(next(iter(hits.values()))), now + 0.05)
    assert sp.peek is not None and sp.busy(now + 0.05)
    ply, rem, opened = c.ply(), c.remaining(me), now
    for _ in range(int(PEEK_S * 10) + 5):
        now += 0.1
        app.frame(now)
        if sp.peek is None:
            break
        assert c.ply() == ply and c.remaining(me) == rem   # nothing played under it, no clock ran
    assert sp.peek is None and now - opened <= PEEK_S + 0.2


def test_a_win_panel_over_the_players_prompt_goes_after_a_beat() -> None:
    """Play-test 26 #1: while the player is asked, a win's hand face up shows PROMPT_FACE, and the
    player's own win panel goes past its splash by itself; neither stays over the prompt."""
    app = started(390, 844, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now = _to_discard(app, 0.3)
    bot = (app.screen.viewer + 1) % 3  # type: ignore[attr-defined]
    sp.moments.toast(now, 0, FIRST_S, bot, FIRST_S)
    app.frame(now + 0.1)
    assert sp.moments.faces_at(now + 0.1)
    app.frame(now + PROMPT_FACE + 0.1)
    assert not sp.moments.faces_at(now + PROMPT_FACE + 0.1)
    now += PROMPT_FACE + 0.2
    app.frame(now)
    sp.moments.add(now, 0, None)
    app.frame(now + 0.1)
    assert sp.moments.current(now + 0.1) is not None
    app.frame(now + SPLASH + PROMPT_FACE + 0.1)
    assert sp.moments.current(now + SPLASH + PROMPT_FACE + 0.1) is None


def test_a_phones_counter_strip_counts_the_hands_kinds_large() -> None:
    """Play-test 26 #2 (the phone's 记牌器 strip: 29 kinds at ~10 px): the strip counts the kinds that
    matter (the hand's, pairs first, and the wild) with 19 px glyphs and 16 px counts, and 全部 opens
    every kind large; nothing in the strip or the panel under 13 px."""
    app = started(390, 844, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.show_counter = True
    app.frame(now + 0.1)
    strip = Rect(*next(h for h in app.state()["hits"] if h["id"] == "pz:counter")["rect"])
    inside = [op for op in app.dl.ops if op[0] == "T" and strip.contains(op[1], op[2])]
    assert inside and all(float(op[4]) >= 13 for op in inside), sorted({float(op[4]) for op in inside})
    view = sp.table.view()
    hand = {c for c in view["seats"][view["seat"]]["hand"] if c != "*"}
    counts = [op for op in inside if str(op[3]).isdigit()]
    assert len(counts) >= min(6, len(hand)) and all(float(op[4]) >= 16 for op in counts), counts
    glyphs = {str(op[3]) for op in inside}
    assert "王" in glyphs and "全部" in glyphs
    assert len(glyphs & {sp.glyph(c) for c in hand}) >= min(5, len(hand)), (glyphs, hand)
    app.tap_at(*center(next(h for h in app.state()["hits"] if h["id"] == "pz:counter")), now + 0.2)
    app.frame(now + 0.3)
    big = Rect(*next(h for h in reversed(app.state()["hits"]) if h["id"] == "pz:counter")["rect"])
    assert big.h > strip.h * 1.8
    first = max(i for i, op in enumerate(app.dl.ops) if op[0] == "T" and str(op[3]).startswith("记牌器"))
    said = [op for op in app.dl.ops[first:] if op[0] == "T" and big.contains(op[1], op[2])]   # (over the part)
    assert len([op for op in said if str(op[3]).isdigit()]) == 29
    assert all(float(op[4]) >= 13 for op in said), sorted({(float(op[4]), str(op[3])) for op in said})[:4]


def test_a_phones_discards_lie_on_a_tray_of_their_own() -> None:
    """Play-test 26 #3 (phone: each seat's discards shared a box with its melds): every seat's discards
    lie on a tray of their own in its part, apart from its melds (a laptop's parts lay them beside)."""
    app = started(390, 844, 5)
    now = _to_discard(app, 0.3) + 40.0
    for _ in range(200):   # on till every seat has discards
        now += 0.5
        app.frame(now)
        if all(s.get("river") for s in app.screen.view()["seats"]):  # type: ignore[attr-defined]
            break
    app.frame(now + 0.1)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    trays = [Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == RIVER_TRAY]
    assert len(trays) == 3, trays
    for seat, box in sp.board.boxes.items():
        tray = next(t for t in trays if t.intersects(box))
        assert tray.inside(box.inset(-3)) and sp.board.river[seat].inside(tray), (seat, tray, box)
        if seat != sp.table.viewer:
            assert tray.y >= sp.board.melds[seat].b, (seat, tray, sp.board.melds[seat])
    wide = started(1366, 768, 5)
    wide.frame(1.0)
    assert not [op for op in wide.dl.ops if op[0] == "R" and op[6] == RIVER_TRAY]   # (its own boxes apart)


def test_the_ready_hint_keeps_the_wait_worth_more() -> None:
    """Play-test 26 #4 (the discard hint ignored what 名堂 are worth, it may advise breaking a valuable
    pattern): among discards that leave the hand ready the one whose waits are worth the most comes
    first, each wait's score (名堂 and all) times its copies left, not the one with the most copies."""
    v = view(phase="discard", seat=0, to_act=[0],
             legal=[{"a": "discard", "card": "x1"}, {"a": "discard", "card": "x2"}])
    cheap = [{"card": "d5", "score_discard": 10}, {"card": "d7", "score_discard": 10}]
    rich = [{"card": "d6", "score_discard": 200}]
    rep = {"mode": "discard", "options": [{"discard": "x1", "waits": cheap}, {"discard": "x2", "waits": rich}]}
    r = read_report(v, rep, 0)
    assert set(r.by_card) == {"x1", "x2"} and r.order[0] == "x2", r.order
    rep = {"mode": "discard", "options": [{"discard": "x1", "waits": rich}, {"discard": "x2", "waits": cheap}]}
    assert read_report(v, rep, 0).order[0] == "x1"


def test_a_card_nobody_took_flies_into_its_seats_discards() -> None:
    """Play-test 26 #5 (feedback 6: cards should fly from where they were to where they go): a card
    nobody took flies from the middle into its seat's discards, its place there empty till it lands,
    and the table does not wait for it."""
    app = started(390, 844, 5)
    t: Any = app.screen
    sp, c, me = t.plugin, t.client, t.viewer
    app.settings["speed"] = "normal"

    def flying(now: float) -> bool:
        a = sp.tl.anims.get("river")
        return a is not None and a.start <= now < a.start + a.duration

    now = passing_until(app, 0.05, 3000, flying)
    a = sp.tl.anims.get("river")
    assert a is not None and flying(now), "no card went to the discards"
    seat, code, _src = a.data
    assert not sp.busy(now)
    app.frame(a.start + a.duration / 2)
    slot = sp.board.slots[seat]
    at_slot = [op for op in app.dl.ops if op[0] == "R" and abs(op[1] - slot.x) < 1 and abs(op[2] - slot.y) < 1]
    assert not at_slot and code == c.view(me)["seats"][seat]["river"][-1]
    app.frame(a.start + a.duration + 0.05)
    app.frame(a.start + a.duration + 0.1)
    assert [op for op in app.dl.ops if op[0] == "R" and abs(op[1] - slot.x) < 1 and abs(op[2] - slot.y) < 1]


def test_a_claims_own_cards_fly_from_the_hand_to_the_melds() -> None:
    """Play-test 26 #5: a 吃's or 碰's own cards fly from the claimer's hand (a bot's badge) to its melds
    with the card taken, not only the card taken."""
    app = started(390, 844, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = app.screen.viewer  # type: ignore[attr-defined]
    bot = (me + 1) % 3
    for seat, ev, want in ((bot, {"type": "peng", "card": "x4"}, ["x4", "x4"]),
                           (me, {"type": "chi", "card": "x3", "groups": [["x1", "x2", "x3"], ["x3", "x3", "d3"]]},
                            ["x1", "x2", "x3", "x3", "d3"])):
        sp.flying.items = []
        sp._flights({**ev, "seat": seat, "from": (seat + 2) % 3}, 2.0)
        cards = sorted(c for f in sp.flying.items for c in f.cards)
        assert cards == sorted([ev["card"], *want]), cards


def test_passing_a_win_asks_first() -> None:
    """Play-test 27 #1 (225154: one click on 过 beside 胡 threw a 自摸 away): 过 beside 胡 asks 确定不胡？
    before it goes; beside 碰 alone it goes at once."""
    from test_paohuzi_pt17 import _claim

    sp, _lay, v = _claim(1366, 768, "x3", [{"a": "hu"}, {"a": "pass"}])
    assert next(b for b in sp._buttons(v, []) if b.id == "pass").confirm == "不胡"
    sp._live = lambda _v: ([{"a": "peng"}, {"a": "pass"}], "")
    assert next(b for b in sp._buttons(v, []) if b.id == "pass").confirm == ""


def test_the_counter_strip_closes_its_panel() -> None:
    """Play-test 27 #2 (224314/224331: a tap on 全部 with the panel open went to the log strip under it and
    opened 完整记录): with the panel open the strip says 收起 and a tap on it closes the panel."""
    app, sp, strip = counter_strip()
    app.tap_at(*center(strip), 1.3)
    app.frame(1.5)
    assert sp.counter_big and "收起" in [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert app.tap_at(*center(strip), 1.7) == "pz:counter"
    app.frame(1.9)
    assert not sp.counter_big


def test_a_won_hand_shows_no_pao_marks(monkeypatch: Any) -> None:
    """Play-test 27 (224447: the player's locked hand still showed 炮 on cards it can no longer discard)."""
    from pygame_core.ui.games.paohuzi import hand as hand_mod

    monkeypatch.setattr(hand_mod, "feeds", lambda view, seat: {"x1"})
    sp: Any = started(390, 844, 5).screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    seats = [dict(s, locked=i != me) for i, s in enumerate(sp.table.view()["seats"])]
    v = {**sp.table.view(), "phase": "discard", "seats": seats}
    assert sp.danger(v) == {"x1"}   # (another seat's win the player may feed)
    seats[me]["locked"] = True
    sp._danger = (None, set())
    assert sp.danger(v) == set()


def test_a_claims_note_follows_the_language(monkeypatch: Any) -> None:
    """Play-test 27 (223812_en_table: English mode kept the hint pill's 吃后不听)."""
    from test_paohuzi_pt17 import _claim

    from pygame_core.ui.games.paohuzi import advice_part

    monkeypatch.setattr(advice_part, "claim_waits", lambda view, seat, a: [])
    sp, _lay, v = _claim(1366, 768, "x3", [{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "pass"}])
    v["phase"] = "claim"
    assert sp.claim_note(v) == "吃后不听"
    sp.table.app.set_lang("en")
    assert "不听" not in sp.claim_note(v), sp.claim_note(v)
