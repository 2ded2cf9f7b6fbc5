"""跑胡子 table, session 29 (play-test 28's list)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_paohuzi_end import played
from test_paohuzi_table import _speaker, _to_discard, center, started

from pygame_core.core.i18n import pick
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi import ready
from pygame_core.ui.games.paohuzi.ledger import signed
from pygame_core.ui.games.paohuzi.sheet import EndSheet, match_end, score_text
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import TOOK_S


def at_first_discard(w: float, h: float, seed: int) -> tuple[Any, Any, float]:
    """The player's first discard on a pinned deal, the 听牌 help on: the app, its table part, the time."""
    app = started(w, h, seed)
    now = _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    plugin.show_hints = True
    app.frame(now + 0.1)
    return app, plugin, now + 0.1


def texts(app: Any) -> list[str]:
    return [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def test_the_advised_discard_says_the_next_seat_may_chi_it_unasked() -> None:
    """Play-test 28 #1 (231834: 建议打仟, then 仟 吃'd; the line said 小心被碰 only once a card was
    selected): with no card selected the line advising a discard says it is likely claimed, and by
    whom: 小心下家吃 when the next seat's 吃 is likelier than a 碰."""
    app, plugin, _now = at_first_discard(1366, 768, 1)
    view = plugin.table.view()
    r = plugin._ready(view)
    assert not r.order and r.tip == "xY"   # 亿: the loosest card; the next seat holds no card of it yet
    peng, chi = ready.claim_odds(view, view["seat"], "xY")
    assert chi > peng and 1 - (1 - peng) * (1 - chi) >= ready.RISKY
    line = next(t for t in texts(app) if plugin.g("tip_discard", c=plugin.glyph("xY")).strip(" ·") in t)
    assert line.endswith(plugin.g("feeds_chi"))


def _loose_case() -> tuple[Any, dict[str, Any], int]:
    app, plugin, _now = at_first_discard(1366, 768, 1)
    view = copy.deepcopy(plugin.table.view())
    return plugin, view, view["seat"]


def test_a_loose_card_the_next_seat_cannot_chi_is_advised_before_one_it_can() -> None:
    """Play-test 28 #1: of the hand's loosest cards (亿 and 万 alike, nothing near ready) the advice
    takes the one public facts make safe: the next seat discarded 万 (臭牌, it may not 吃 it) while
    亿 is a card it may 吃. Before, only a 碰 counted, and 亿's 碰 was ruled out by a copy in a river."""
    plugin, view, seat = _loose_case()
    nxt = view["seats"][(seat + 1) % 3]
    nxt["discarded"] = ["xW"]
    view["seats"][(seat + 2) % 3]["river"] = ["xY"]   # nobody 碰s 亿 now (it went by unclaimed)
    rep = {"mode": "discard", "options": [], "tip": "xY"}
    r = ready.read_report(view, rep, seat)
    assert ready.claim_odds(view, seat, "xY")[0] == 0 and ready.claim_odds(view, seat, "xW")[1] == 0
    assert r.tip == "xW"
    assert plugin.g("feeds_chi") not in ready.summary(plugin, r)
    nxt["discarded"] = []   # both alike again: the hints' own card stays
    assert ready.read_report(view, rep, seat).tip == "xY"


def test_close_waits_put_the_discard_less_likely_claimed_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 28 #1 (億 碰'd, 231911): a ready discard whose waits are worth nearly as much (9 of
    10) and that is far less likely claimed comes first; one worth much less does not."""
    plugin, view, seat = _loose_case()
    codes = sorted({a["card"] for a in view["legal"] if a.get("a") == "discard"})
    a, b = codes[0], codes[1]

    def rows(v: int) -> list[dict[str, Any]]:
        return [{"card": "x3", "unseen": 2, "score_discard": v, "score_self_draw": v}]
    monkeypatch.setattr(ready, "wait_rows", lambda v, rs, s: [dict(x, value=x["score_discard"], own=None) for x in rs])
    monkeypatch.setattr(ready, "claim_odds", lambda v, s, c: (0.6, 0.3) if c == a else (0.05, 0.05))
    for worth_b, first in ((90, b), (50, a)):
        rep = {"mode": "discard", "options": [{"discard": a, "waits": rows(100)}, {"discard": b, "waits": rows(worth_b)}]}
        r = ready.read_report(view, rep, seat)
        assert r.order[0] == first and a in r.risky and a not in r.chi and b not in r.risky
        assert ready.card_line(plugin, r, a).endswith(plugin.g("feeds_peng"))


def _hits(app: Any) -> dict[str, list[float]]:
    return {h["id"]: h["rect"] for h in app.state()["hits"] if h["id"].startswith(("card:", "pz:pick:"))}


def test_a_laptops_covered_cards_show_half_their_height() -> None:
    """Play-test 28 #2 (233519 -> 233538: the hinted 柒 aimed at in a ~40 px strip, 七 under it
    played): a laptop's covered card shows half its height, a 50 px target."""
    app, _plugin, _now = at_first_discard(1366, 768, 1)
    rects = list(_hits(app).values())
    tall = max(r[3] for r in rects)
    strips = [r[3] for r in rects if r[3] < tall - 1]
    assert strips and min(strips) >= 50 and min(strips) >= tall * 0.49, (strips, tall)


def _column_pair(app: Any) -> tuple[str, str]:
    """A covered card and the card right under it in its column, of other kinds."""
    hits = _hits(app)
    for a, ra in hits.items():
        for b, rb in hits.items():
            if ra[0] == rb[0] and abs(ra[1] + ra[3] - rb[1]) < 1 and a.split(":")[-1][:-2] != b.split(":")[-1][:-2]:
                return a, b
    raise AssertionError("no column of two kinds")


def _drawn_over(app: Any, plugin: Any, upper: str, lower: str) -> bool:
    """The upper card's face is drawn whole after the card under it (over it)."""
    def code(hid: str) -> str:
        return hid.split(":")[-1].split("#")[0]
    x, y, w, h = _hits(app)[upper]
    ops = app.dl.ops
    up, low = plugin.glyph(code(upper)), plugin.glyph(code(lower))

    def last(glyph: str) -> int:   # (in the column: the 记牌器 names every kind too)
        return max(i for i, op in enumerate(ops) if op[0] == "T" and op[3] == glyph and x <= op[1] <= x + w
                   and op[2] >= y - 20)
    last_up, last_low = last(up), last(low)
    whole = [op for op in ops[:last_up] if op[0] == "R" and abs(op[1] - x - (w - op[3]) / 2) < 2 and op[4] > h + 10]
    return last_up > last_low and any(op[2] < y for op in whole)


def test_the_card_under_the_mouse_shows_whole_over_its_column() -> None:
    """Play-test 28 #2: the card under the pointer lifts out of its column, drawn whole over the
    card under it, so a click's card is seen before it is pressed; off the hand it goes back."""
    app, plugin, now = at_first_discard(1366, 768, 1)
    upper, lower = _column_pair(app)
    assert not _drawn_over(app, plugin, upper, lower)
    x, y, w, h = _hits(app)[upper]
    app.handle({"t": "move", "x": x + w / 2, "y": y + h / 2}, now + 0.1)
    app.frame(now + 0.2)
    assert _drawn_over(app, plugin, upper, lower)
    assert _hits(app)[upper] == [x, y, w, h]   # its target stays its strip: what shows is what a click takes
    app.tap_at(x + w / 2, y + h / 2, now + 0.3)
    assert plugin.table.selected == [upper.split(":")[-1]]
    app.handle({"t": "move", "x": 5, "y": 5}, now + 0.4)
    app.frame(now + 0.5)
    assert not _drawn_over(app, plugin, upper, lower)


def test_a_finger_on_a_covered_card_shows_it_whole_before_it_lifts() -> None:
    """Play-test 28 #2 (the apps lift the card under the finger): on a phone a press on a covered
    card shows it whole over its column while the finger rests, before the tap selects it."""
    app, plugin, now = at_first_discard(390, 844, 1)
    upper, lower = _column_pair(app)
    x, y, w, h = _hits(app)[upper]
    app.handle({"t": "down", "x": x + w / 2, "y": y + h / 2}, now + 0.1)
    app.frame(now + 0.2)
    assert _drawn_over(app, plugin, upper, lower) and not plugin.table.selected
    app.handle({"t": "up", "x": x + w / 2, "y": y + h / 2}, now + 0.3)
    app.frame(now + 0.4)
    assert plugin.table.selected == [upper.split(":")[-1]]


def test_the_top_bar_says_which_hand_of_the_match() -> None:
    """Play-test 28 #4 (232150, 233958: 第2局, never 2/8): the top bar's chip counts the match's hands."""
    app, plugin, _now = at_first_discard(1366, 768, 1)
    assert plugin.g("hand_of", n=1, m=8) == "第1/8局" and "第1/8局" in texts(app)


@pytest.mark.parametrize("r", [Rect(403, 160, 520, 440), Rect(22, 120, 346, 520)], ids=["laptop", "phone"])
def test_a_matchs_last_sheet_shows_the_final_standings(r: Rect) -> None:
    """Play-test 28 #4 (no match end, 局数 8 unused): the sheet of a match's last hand opens with
    本场结束 and every seat's place and match total, best first; other hands' sheets do not."""
    sp = _speaker()
    last = played({"hands_per_match": 1}, 3, True).view(0)
    totals = last["result"]["match_scores"]
    assert match_end(last) == totals
    sheet = EndSheet()
    dl = DisplayList()
    sheet.draw(dl, sp, Rect(r.x, r.y, r.w, sheet.height(last, r.w)), last)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert sp.g("hand_of", n=1, m=1) and any(t.startswith("本场结束") for t in said)
    best = max(range(3), key=lambda s: totals[s])
    assert f"第1名 {sp.name(best)} {signed(totals[best], 'zh-Hans')}" in said
    assert all(op[4] >= 10 for op in dl.ops if op[0] == "T")
    assert sheet.height(last, r.w) > sheet.height(played({}, 3, True).view(0), r.w)
    assert match_end(played({}, 3, True).view(0)) is None   # hand 1 of 8


def test_the_last_sheets_next_button_starts_a_new_match() -> None:
    """Play-test 28 #4: on a match's last hand the sheet's 下一局 reads 再来一场 (lead's next_label hook)."""
    sp = _speaker()
    assert pick(sp.next_label(played({"hands_per_match": 1}, 3, True).view(0)), "zh-Hans") == "再来一场"
    assert sp.next_label(played({}, 3, True).view(0)) is None


def test_the_english_settlement_names_the_bowls_multiplier() -> None:
    """Play-test 28 #5 (232419: "3 tun × 50 × bowl 8 = 1,200" read as a bowl with no number): each
    factor's number before its name, as the Chinese 3 囤 × 50 番 × 8 盆."""
    rec = {"tun": 3, "fan_value": 50, "bowl_mult": 8, "uncapped": 1200, "final": 1200}
    assert score_text(_speaker("en"), rec)[0] == "3 tun × 50 fan × 8 (bowl) = 1,200"
    assert score_text(_speaker(), rec)[0] == "3 囤 × 50 番 × 8 盆 = 1,200"


def test_the_danger_prompt_says_a_tagged_card_not_a_red_one() -> None:
    """Play-test 28 #5 (233451: 标「炮」的红牌 while 炮 marked 仟 and 捌, not red cards)."""
    sp = _speaker()
    assert "红牌" not in sp.g("p_danger") and "「炮」" in sp.g("p_danger")
    assert "red" not in _speaker("en").g("p_danger")


def test_a_claims_line_names_the_hands_own_waits_apart_from_the_claims() -> None:
    """Play-test 28 #5 (233443 -> 233451: "吃后听一 · 听：一(…) 叁(…)" read as 吃后听一、叁, and after the
    吃 only 一): the hand's waits as it stands say they are for passing (不吃听…)."""
    app, plugin, _now = at_first_discard(1366, 768, 1)
    view = plugin.table.view()
    chi = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
    plugin.claim_note = lambda v: "吃后听一"
    plugin._live = lambda v: ([chi, {"a": "pass"}], "")
    r = ready.Ready(waits=[{"card": "x1", "unseen": 1, "value": 112, "own": 224, "only": None},
                           {"card": "d3", "unseen": 2, "value": None, "own": 224, "only": "own"}])
    line = plugin._hint_text(view, r, None)
    assert line.startswith("吃后听一 · 不吃听") and "叁" in line.split("不吃")[1], line


def test_a_toast_of_the_play_goes_when_the_sheet_opens() -> None:
    """Play-test 28 #5 (233649: "不能吃 玖…" over the result sheet)."""
    app, plugin, now = at_first_discard(1366, 768, 1)
    app.toast("不能吃 玖：你打过这张（臭牌）")
    view = played({}, 3, True).view(0)
    plugin.sheet.reset()
    plugin.draw_end(DisplayList(), Rect(403, 160, 520, 440), view, now)
    assert not (app.toast_text and app.now < app.toast_until)
    app.toast("下一条")   # one said once the sheet shows stays
    plugin.draw_end(DisplayList(), Rect(403, 160, 520, 440), view, now)
    assert app.toast_text == "下一条" and app.now < app.toast_until


def test_a_late_click_on_the_next_cards_pass_is_ignored_for_a_moment() -> None:
    """Play-test 28 #3 (233313: 肆's claim ran out, the next card's 过 came in the same spot and the
    click meant for 肆 passed 拾): at a table timed by the rules, after the player's claim runs out the
    next 过 in its cell refuses a tap for TOOK_S (the shared Guard), and takes one after that."""
    app = started(1366, 768, 5, timers=True)
    t: Any = app.screen
    now, lapsed, was = 0.3, None, None
    for _ in range(6000):
        now += 0.05
        app.frame(now)
        hits = {h["id"]: h["rect"] for h in app.state()["hits"]}
        if t.viewer in t.client.people_to_act() and app.state().get("phase") == "discard":
            t.submit(next(a for a in t.client.legal(t.viewer) if a.get("a") == "discard"), now)
        elif lapsed is None and t.guard.lapsed_at > 0:
            lapsed = t.guard.lapsed_at
        elif lapsed is not None and "btn:pass" in hits:
            if hits["btn:pass"] == was:
                break
            lapsed = None   # (another cell: not the case)
        if lapsed is None:
            was = hits.get("btn:pass", was)
    else:
        raise AssertionError("no claim ran out with a 过 after it in its cell")
    x, y, w, h = hits["btn:pass"]
    asked = t.client.version
    app.tap_at(x + w / 2, y + h / 2, now + 0.05)
    assert t.viewer in t.client.people_to_act() and t.client.version == asked   # refused: meant for the last
    now += TOOK_S
    while app.state()["quiet"] > 0:  # (TOOK_S from when it can be read: the card it asks about landed)
        app.frame(now := now + 0.1)
    app.tap_at(x + w / 2, y + h / 2, now + 0.05)
    app.frame(now + 0.1)
    assert t.client.version != asked or t.viewer not in t.client.people_to_act()


def test_a_known_feed_goes_by_its_button_not_by_a_double_tap() -> None:
    """Play-test 28 (handling: "nothing stops a 点炮 discard made by drag"): a double tap (or a drag
    up) on a card a locked hand wins on selects it and says so; 打出 X (会点炮) plays it."""
    app, plugin, now = at_first_discard(1366, 768, 1)
    hits = _hits(app)
    hid = next(h for h in hits if h.startswith("card:x3"))
    plugin.danger = lambda v: {"x3"}
    x, y, w, h = hits[hid]
    asked = plugin.table.client.version
    app.tap_at(x + w / 2, y + h / 2, now + 0.1)
    app.tap_at(x + w / 2, y + h / 2, now + 0.3)
    assert plugin.table.client.version == asked and plugin.table.selected == [hid[5:]]
    assert "点炮" in app.toast_text
    app.frame(now + 0.4)
    bx, by, bw, bh = _button(app, "btn:discard")
    app.tap_at(bx + bw / 2, by + bh / 2, now + 1.0)
    app.frame(now + 1.1)
    assert plugin.table.client.version != asked


def _button(app: Any, hid: str) -> list[float]:
    return next(h["rect"] for h in app.state()["hits"] if h["id"] == hid)


def test_a_card_raised_at_the_discard_is_put_down_when_the_discard_goes() -> None:
    """Play-test 29 #5 (021953-ph2-timeout: a 王霸 tapped kept its red frame after the refusal and the
    clock's discard): once the player is no longer to discard, no card stays raised."""
    app = started(390, 844, 2, timers=True)
    t: Any = app.screen
    now = _to_discard(app, 0.3)
    x, y, w, h = next(r for hid, r in _hits(app).items() if hid.startswith("card:*"))
    app.tap_at(x + w / 2, y + h / 2, now + 0.1)
    assert t.selected and t.selected[0].startswith("*")
    for _ in range(700):   # the clock's discard (a 王霸 never goes)
        now += 0.05
        app.frame(now)
        if t.viewer not in t.client.people_to_act():
            break
    app.frame(now + 0.1)
    assert t.selected == []


def test_a_phones_big_counter_shuts_as_the_players_turn_comes() -> None:
    """Play-test 29 #3 (020903-ph-jipai, 020950-ph-chi7b: the 记牌器 opened large lay over the player's
    melds and river, their new 吃 unseen): opened, it stays for the prompt it was opened at and shuts
    by itself when the player's next turn comes."""
    app = started(390, 844, 1)
    t: Any = app.screen
    sp: Any = t.plugin
    now = _to_discard(app, 0.3)
    strip = next(h for h in app.state()["hits"] if h["id"] == "pz:counter")
    app.tap_at(*center(strip), now + 0.1)
    app.frame(now + 0.2)
    assert sp.counter_big   # (opened at the player's own discard: it stays while they decide)
    t.submit(next(a for a in t.client.legal(t.viewer) if a.get("a") == "discard"), now + 0.3)
    now = _to_discard(app, now + 0.4)
    app.frame(now + 0.1)
    assert not sp.counter_big
