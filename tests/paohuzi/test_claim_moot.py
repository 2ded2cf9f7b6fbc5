"""Play-test 18 #1: a 吃 was shown, pressed, then taken by a bot's 碰 ("被碰（碰先于吃）"). The apps ask
the higher claim first; here every seat is still asked at once (rules.md Flow 1-2), but once the answers
given beat every option a seat has (``Claims.moot``) the table answers its 过 for it (``table.window``):
the engine's order and outcome are unchanged, the player is never shown a claim that cannot happen."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.table import window
from pygame_core.table.master import Applied, Master

from .helpers import act, position, seat_block
from .test_vectors_flow import TV30_HAND, melds

# TV-21: seat 2 discards x1, seat 0 draws d7 and shows it: seat 0 (the drawer) and seat 1 may 吃 it,
# seat 2 may 碰 it
TV21 = position("discard:2", seat_block("d8d9"), seat_block("d6d8"), seat_block("d7d7x1"), pile="d7+")
CHI0 = {"a": "chi", "groups": [["d7", "d8", "d9"]]}
PASS = {"a": "pass"}


def load(text: str) -> PaohuziState:
    s = GAME.load(text)
    assert isinstance(s, PaohuziState)
    return s


def drawn_d7() -> PaohuziState:
    s = load(TV21)
    act(s, 2, {"a": "discard", "card": "x1"})
    assert s.phase == "claim" and s.to_act() == (0, 1, 2)
    return s


def test_a_peng_answered_makes_every_chi_moot() -> None:
    s = drawn_d7()
    assert not any(s.moot(x) for x in (0, 1, 2))
    s.apply(2, {"a": "peng"})
    assert s.moot(0) and s.moot(1) and window(s, 0) == (PASS, True) and window(s, 1) == (PASS, True)
    s.apply(0, PASS)
    s.apply(1, PASS)
    assert melds(s, 2)[0] in ("PENG d7d7d7", "PAO d7d7d7d7")
    assert not s.players[0].passed_chi and not s.players[1].passed_chi  # as before: a 碰 took it


def test_a_pass_leaves_the_chis_and_the_drawers_chi_beats_the_next_seats() -> None:
    s = drawn_d7()
    s.apply(2, PASS)
    assert not s.moot(0) and not s.moot(1) and window(s, 0) == (PASS, False)
    s = drawn_d7()
    s.apply(0, CHI0)  # the drawer's 吃 comes before seat 1's, not before seat 2's 碰
    assert s.moot(1) and not s.moot(2)


def test_a_win_beats_a_chi_but_not_another_win() -> None:
    # seat 0 discards d3: seat 1 may 吃 it (d1d2), seat 2 wins on it (TV-30's hand and 坎 d10)
    pos = position("discard:0", seat_block("d3x9"), seat_block("d1d2x5"), seat_block(TV30_HAND, "d10"))
    s = load(pos)
    act(s, 0, {"a": "discard", "card": "d3"})
    assert s.to_act() == (1, 2) and {"a": "hu"} in s.legal_actions(2)
    assert not s.moot(1)
    s.apply(2, {"a": "hu"})
    assert s.moot(1)
    # a seat that may 胡 as well is not moot on another's 胡 (一炮多响)
    s = load(
        position("discard:0", seat_block("d3x9"), seat_block(TV30_HAND, "dB"), seat_block(TV30_HAND, "d10"))
    )
    act(s, 0, {"a": "discard", "card": "d3"})
    assert {"a": "hu"} in s.legal_actions(1)
    s.apply(2, {"a": "hu"})
    assert not s.moot(1)
    s = load(
        position(
            "discard:0",
            seat_block("d3x9"),
            seat_block(TV30_HAND, "dB"),
            seat_block(TV30_HAND, "d10"),
            o="multi_win:false",
        )
    )
    act(s, 0, {"a": "discard", "card": "d3"})
    s.apply(2, {"a": "hu"})
    assert not s.moot(1)  # seat 1 comes first from the discarder: its 胡 is the one
    s.apply(1, PASS)
    assert s.records[-1]["seat"] == 2
    s = load(
        position(
            "discard:0",
            seat_block("d3x9"),
            seat_block(TV30_HAND, "dB"),
            seat_block(TV30_HAND, "d10"),
            o="multi_win:false",
        )
    )
    act(s, 0, {"a": "discard", "card": "d3"})
    s.apply(1, {"a": "hu"})
    assert s.moot(2)


def test_the_table_answers_a_chi_a_bots_peng_beat() -> None:
    """At a table of one person and bots: bot 2 discards x5, the player (next) may 吃 it, bot 1 碰s it;
    the table answers the player's 过 itself, at once."""
    info = registry.get("paohuzi")
    m = Master(info, info.options_for(info.default_preset), 1, ["human", "bot:easy", "bot:easy"])
    m.start_hand()
    m._state = load(
        position("discard:2", seat_block("x4x6d9"), seat_block("x5x5d9d10"), seat_block("x5"), pile="d1d2d3+")
    )
    m._prompts, m._opened, m._held = {}, {}, {}
    m._changed(None)
    seen: list[Applied] = []
    m.on_action = seen.append
    m.tick()
    said = [(a.seat, a.action, a.auto) for a in seen]
    assert (1, {"a": "peng"}, "bot") in said and (0, PASS, "window") in said, said
    s = m.state
    # (the table then plays on to the player's next real choice: the 碰, or the 跑 it became when
    # the fourth x5 was drawn, its 吃 there moot as well)
    assert isinstance(s, PaohuziState) and melds(s, 1)[0] in ("PENG x5x5x5", "PAO x5x5x5x5")


def test_a_forced_pao_makes_a_chi_moot_once_every_other_seat_answered() -> None:
    """Play-test 29 #1 (020416-020423: three 吃 offered on 肆, one picked, then 被跑（跑先于碰、吃）): seat 2
    discards x5, seat 0 may 吃 it, seat 1's 坎 of x5 must 跑 it. Once seat 1 has answered (no 胡), the
    跑 takes the card whatever seat 0 says: the table answers its 过; before that its 吃 still shows (a
    hidden 坎 tells nothing until the window closes, and then the 跑 shows it)."""
    s = load(position("discard:2", seat_block("x4x6d9"), seat_block("d1d2d9", "x5"), seat_block("x5"),
                      pile="d1d2d3+"))
    s.apply(2, {"a": "discard", "card": "x5"})
    assert s.phase == "claim" and s.to_act() == (0, 1)
    assert any(a["a"] == "chi" for a in s.legal_actions(0)) and not s.moot(0) and not s.moot(1)
    s.apply(1, PASS)
    assert s.moot(0) and window(s, 0) == (PASS, True)
    s.apply(0, PASS)
    assert melds(s, 1)[0] == "PAO x5x5x5x5" and not s.players[0].passed_chi  # the 跑 took it, no 过张
