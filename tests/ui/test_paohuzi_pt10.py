"""跑胡子 table, play-test 10 (session 18): every 血流 win face up for a beat while the table waits,
one at a time; no "你 过" the player never chose; the middle asks only a player with buttons."""

from __future__ import annotations

from typing import Any

from test_paohuzi_playtest6 import _as_view
from test_paohuzi_table import started, view

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.advice import awaited
from pygame_core.ui.games.paohuzi.board import deciding
from pygame_core.ui.games.paohuzi.winface import FACE_S

GROUPS = [{"type": "KAN", "cards": ["d10"] * 3, "huxi": 6}, {"type": "SEQ", "cards": ["x1", "x2", "x3"], "huxi": 3},
          {"type": "PENG", "cards": ["x8"] * 3, "huxi": 1}, {"type": "EQS", "cards": ["d2", "d7", "d10"], "huxi": 6},
          {"type": "TI", "cards": ["xB"] * 4, "huxi": 9}, {"type": "PAIR", "cards": ["x5", "x5"], "huxi": 0}]


def _win(seat: int, pay: list[int], card: str = "x8") -> dict[str, Any]:
    return {"seat": seat, "how": "own", "src": seat, "card": card, "groups": GROUPS, "identities": ["x2"],
            "fans": [], "huxi": 25, "tun": 2, "fan_value": 4, "final": -min(pay), "uncapped": -min(pay),
            "capped": False, "pay": pay}


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def test_each_flow_win_shows_its_hand_face_up_while_the_table_waits() -> None:
    """Play-test 10, 50-52: after the player's first win two more of theirs and four of a bot's went
    by as chips and log lines. Each later win shows the winner's hand in its groups, the card won on,
    which win of the seat's it is and the score, and the table waits ~1.4 s on it at any speed."""
    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        app.settings["speed"] = "fast"
        me = sp.table.viewer
        bot = (me + 1) % 3
        pay = [-500, -500, -500]
        pay[bot] = 1000
        recs = [_win(bot, pay, "x3"), _win(bot, pay)]
        _as_view(sp, recs)
        sp.on_events([{"type": "win", "seat": bot}] * 2, 20.0)   # the bot's first win: light too, face up
        assert sp.busy(20.1) and sp.busy(20.0 + FACE_S - 0.05)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.5, sp.table.view())
        said = _texts(dl)
        assert "第1胡" in said and "坎6" in said and "顺3" in said and "你 -500" in said, said
        assert said.count("拾") >= 3 and "王" in said   # the hand's cards, the 王霸 tagged
        # the second win waits its turn (one panel at a time), then shows likewise
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.0 + FACE_S + 0.3, sp.table.view())
        assert "第2胡" in _texts(dl) and sp.busy(20.0 + FACE_S + 0.3)
        assert not sp.busy(20.0 + 2 * FACE_S + 0.3)   # then the table plays on
        # under 快进 (the player asked to skip) nothing waits
        sp.moments.clear()
        sp.table.fast = lambda: True
        sp.on_events([{"type": "win", "seat": bot}], 30.0)
        assert not sp.busy(30.1)


def test_no_pass_is_logged_for_a_prompt_the_player_never_had() -> None:
    """Play-test 10, 53/58: "你 过" at the start of hand 2, after only 下一局. The 过 was the table's
    answer to the dealer's lone 天胡 window; the flag "shown a choice" was left over from the last
    prompt of hand 1 (a 自摸 胡, which ends with a win, not a 过)."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    sp._asked = True   # 胡 offered with the own card, the player pressed 胡
    sp.on_events([{"type": "win", "seat": me}], 21.0)
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 22.0)
    assert sp.log_line(ev) is None
    sp._asked = True
    sp.on_new_hand()
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 23.0)
    assert sp.log_line(ev) is None
    sp._asked = True   # a real choice answered with 过 is still logged
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 24.0)
    assert sp.log_line(ev) == "你 过"


def test_the_middle_never_says_your_call_with_nothing_to_decide() -> None:
    """Play-test 10, 40: "你 翻出 叁 · 等你表态" in the middle, "等待各家表态…" on the status line,
    and no button. With 过 alone the player is not waited on; the next seat is, or nobody."""
    app = started(390, 844, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = view(offer={"card": "d3", "src": 0, "draw": True}, to_act=[0, 1, 2], answered=[])
    assert awaited(v, 0, False) == 1 and awaited(v, 0, True) == 0
    only_me = dict(v, answered=[1, 2])
    assert awaited(only_me, 0, False) is None and deciding(sp, only_me, 300, awaited(only_me, 0, False)) == ""
