"""Every test vector of rules/huaniao.md §19, named by its number.

Refusals carry the codes of §16.3 (the game names them to the base ``apply``: rules.md, "Error
codes"); ``test_refusal_codes.py`` walks every code the rule book names.
"""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.errors import IllegalAction, OptionsError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, new
from pygame_core.games.huaniao.cards import FACE, PTS, deck_size
from pygame_core.games.huaniao.options import PRESETS
from pygame_core.games.huaniao.rules import HuaniaoState
from pygame_core.games.huaniao.scoring import pattern_priority

from .position import A, B, C, D, faces, hand_faces, ids_of, legal_ops, op, position


def refused(st: HuaniaoState, seat: int, action: dict[str, Any], code: str) -> None:
    before = st.notation()
    with pytest.raises(IllegalAction) as ei:
        st.apply(seat, action)
    assert ei.value.code == code, f"{action}: {ei.value.code} != {code}"
    assert st.notation() == before


def act(st: HuaniaoState, seat: int, action: dict[str, Any]) -> None:
    """Apply an answer; close the 且慢 window if it opens."""
    st.apply(seat, action)
    if st.phase == "commit":
        st.apply(st.active, {"a": "end_turn"})


def play(st: HuaniaoState, text: str, seat: int | None = None, commit: bool = True) -> None:
    """Apply an operation; with ``commit`` close the 且慢 window if it opens."""
    s = st.active if seat is None else seat
    st.apply(s, op(st, text, seat))
    if commit and st.phase == "commit":
        st.apply(s, {"a": "end_turn"})


def qi_all_until(st: HuaniaoState, turn: int) -> None:
    """Everyone perches (and answers prompts by default) until ``turn`` starts."""
    while st.turn < turn or st.phase != "main":
        seat = st.to_act()[0]
        if st.phase == "main":
            st.apply(seat, {"a": "op", "op": "qi"})
        else:
            st.apply(seat, st.timeout_action(seat))


# ---------------------------------------------------------------- components and setup

def test_tv01_deck() -> None:
    assert deck_size(True) == 64 and deck_size(False) == 48
    counts = {f: sum(1 for x in FACE if x == f) for f in "B1234HFY"}
    assert counts == {"B": 16, "1": 8, "2": 8, "3": 8, "4": 8, "H": 6, "F": 5, "Y": 5}
    assert sum(PTS) == 160 and sum(PTS[:48]) == 80
    assert FACE[0] == "B" and FACE[16] == "1" and FACE[48] == "H" and FACE[54] == "F" and FACE[63] == "Y"


def test_tv02_deal() -> None:
    st = new(GAME.options_for("regular"), 99, None)
    assert [len(h) for h in st.hands] == [10] * 4 and len(st.pile) == 24
    assert st.tune is None and st.turn == 0 and st.limits == [10] * 4 and st.season() is None
    st = new(GAME.options_for("simple"), 99, None)
    assert [len(h) for h in st.hands] == [8] * 4 and len(st.pile) == 16 and st.eff_limit(0) is None
    st = new(GAME.options_for("full"), 99, None)
    assert st.season() == "spring"


# ---------------------------------------------------------------- the tune

def test_tv03_strict_tune() -> None:
    st = position("regular", {A: "十百千萬鳥"}, tune=2)
    assert legal_ops(st) == {"歌千", "誦千萬鳥", "舞天上天下", "棲"}
    for t in ("歌 百", "誦 百千萬", "鳴 鳥"):
        refused(st, A, op(st, t), "E_OUT_OF_TUNE")
    play(st, "誦 千萬鳥")
    assert st.tune == 0


def test_tv04_daytime_holds() -> None:
    st = position("regular", {A: "十百千萬鳥"}, tune=2, lighting="day")
    assert legal_ops(st) == {"歌千", "誦千萬鳥", "舞天上天下", "棲", "歌百", "誦百千萬"}
    refused(st, A, op(st, "鳴 鳥"), "E_OUT_OF_TUNE")


def test_tv05_bird_on_wan() -> None:
    st = position("regular", {A: "鳥十萬月"}, tune=4)
    assert legal_ops(st) == {"鳴鳥", "鳴鳥+十", "鳴鳥+萬", "舞月照", "棲"}
    refused(st, A, op(st, "歌 十"), "E_OUT_OF_TUNE")
    refused(st, A, op(st, "歌 萬"), "E_OUT_OF_TUNE")
    for text, tune in (("鳴 鳥", 0), ("鳴 鳥十", 1), ("鳴 鳥萬", 4)):
        s2 = st.clone()
        play(s2, text)
        assert s2.tune == tune


def test_tv06_nothing_fits() -> None:
    st = position("regular", {A: "鳥萬"}, tune=2)
    assert legal_ops(st) == {"棲"}


def test_tv07_opening_note() -> None:
    st = position("full", {A: "風月十鳥千千萬萬百花"}, tune=None, turn=0)
    ops = legal_ops(st)
    for g in ("歌十", "歌百", "歌千", "歌萬", "鳴鳥", "鳴花", "鳴鳥+十", "鳴花+萬", "誦鳥十百", "誦十百千",
              "誦百千萬", "誦千萬鳥", "誦千萬花", "誦萬鳥十", "誦萬花十", "誦花十百"):
        assert g in ops, g
    assert not any(o.startswith("舞") for o in ops)
    for kind, cards in (("wind", "風"), ("moon", "月"), ("huaniao", "風月"), ("tianxia", "十百千萬")):
        refused(st, A, op(st, f"舞 {kind} {cards}"), "E_OPENING_DANCE")
    play(st, "鳴 花萬")
    assert st.phase == "extra" and st.extra_ops == 1


def test_tv08_verse_wraps() -> None:
    st = position("regular", {A: "萬鳥十"}, tune=3)
    assert legal_ops(st) == {"歌萬", "誦萬鳥十", "棲"}
    st = position("regular", {A: "萬鳥十十"}, tune=3)
    play(st, "誦 萬鳥十")
    assert st.tune == 1


def test_tv09_winter_no_recitation() -> None:
    st = position("full", {A: "百千萬鳥"}, tune=1, turn=13)
    assert st.season() == "winter"
    assert legal_ops(st) == {"歌百", "棲"}
    refused(st, A, op(st, "誦 百千萬"), "E_SEASON")


# ---------------------------------------------------------------- birds and flowers

def test_tv10_flower_as_bird_going_out() -> None:
    st = position("regular", {A: "花千"}, tune=4)
    assert legal_ops(st) == {"鳴花", "鳴花+千", "棲"}
    play(st, "鳴 花千")
    assert st.is_over() and st.winner == A and st.how == "out"


def test_tv11_fanhua_flower_is_no_bird() -> None:
    st = position("pro", {A: "花千"}, tune=4, turn=5, fanhua=True)
    assert legal_ops(st) == {"舞繁花", "棲"}
    refused(st, A, op(st, "鳴 花"), "E_FANHUA")
    refused(st, A, op(st, "鳴 花千"), "E_FANHUA")
    play(st, "舞 flower 花")
    assert st.extra_ops == 2 and st.tune == 4 and st.phase == "extra"
    refused(st, A, op(st, "歌 千"), "E_OUT_OF_TUNE")
    assert legal_ops(st) == {"棲"}
    assert {"a": "end_turn"} in st.legal_actions(A)


def test_tv12_three_extra_in_spring() -> None:
    st = position("pro", {A: "花百千萬鳥十"}, tune=1, turn=1, fanhua=True)
    play(st, "舞 flower 花")
    assert st.extra_ops == 3
    play(st, "誦 百千萬")
    assert st.tune == 4
    play(st, "鳴 鳥十")
    assert st.is_over() and st.winner == A


def test_tv13_spring_bonus_once() -> None:
    st = position("full", {A: "花花萬十千"}, tune=4, turn=2)
    play(st, "鳴 花萬")
    assert st.tune == 4 and st.extra_ops == 1 and st.phase == "extra"
    play(st, "鳴 花十")
    assert st.tune == 1 and st.extra_ops == 0
    assert st.phase != "extra" and hand_faces(st, A) == "千"


def test_tv14_summer_carries_two() -> None:
    st = position("full", {A: "鳥千千十"}, tune=4, turn=5)
    ming = {o for o in legal_ops(st) if o.startswith("鳴")}
    assert ming == {"鳴鳥", "鳴鳥+十", "鳴鳥+千", "鳴鳥+千+千"}
    refused(st, A, op(st, "鳴 鳥千十"), "E_BAD_SHAPE")
    s2 = st.clone()
    play(s2, "鳴 鳥千千")
    assert s2.tune == 3
    st = position("full", {A: "鳥千千十"}, tune=4, turn=9)
    refused(st, A, op(st, "鳴 鳥千千"), "E_SEASON")
    assert "歌千" in legal_ops(st)


def test_tv15_autumn() -> None:
    st = position("full", {A: "百千萬風月鳥"}, tune=3, turn=9)
    assert legal_ops(st) == {"歌百", "歌千", "歌萬", "誦百千萬", "誦千萬鳥", "舞風過", "舞月照", "舞花鳥風月", "棲"}
    refused(st, A, op(st, "鳴 鳥"), "E_OUT_OF_TUNE")
    play(st, "舞 wind 風")
    assert st.phase == "gift"
    two = ids_of(st, A, "百千")
    s2 = st.clone()
    s2.apply(A, {"a": "gift", "to_cards": {"1": two}})
    assert len(s2.hands[B]) == 7
    st.apply(A, {"a": "gift", "to_cards": {"1": two[:1]}})
    assert len(st.hands[B]) == 6


# ---------------------------------------------------------------- special combos

def test_tv16_tianxia() -> None:
    st = position("regular", {A: "十百千萬風月花鳥"}, tune=2, turn=6, pile=20)
    counts = [len(h) for h in st.hands]
    top = list(st.pile[:3])
    play(st, "舞 tianxia 十百千萬")
    assert [len(h) for h in st.hands][1:] == [counts[1] + 1, counts[2] + 1, counts[3] + 1]
    assert top[0] in st.hands[B] and top[1] in st.hands[C] and top[2] in st.hands[D]
    assert st.limits[A] == 8 and st.tune is None and st.ban_pending[A]
    qi_all_until(st, 10)
    assert st.active == A and st.banned_now
    for kind, cards in (("wind", "風"), ("moon", "月"), ("huaniao", "風月")):
        refused(st, A, op(st, f"舞 {kind} {cards}"), "E_BANNED")
    st.tune = 4
    assert "鳴花" in legal_ops(st)
    qi_all_until(st, 14)
    assert not st.banned_now and "舞風過" in legal_ops(st)


def test_tv17_skip_uses_up_ban() -> None:
    st = position("regular", {A: "十百千萬風月花鳥", C: "月十百千萬"}, tune=2, turn=6, pile=20)
    play(st, "舞 tianxia 十百千萬")
    qi_all_until(st, 8)
    assert st.active == C
    play(st, "舞 moon 月")
    act(st, C, {"a": "target", "seat": A})
    qi_all_until(st, 11)
    assert st.skips[A] == 0 and not st.ban_pending[A]
    qi_all_until(st, 14)
    assert st.active == A and not st.banned_now and "舞風過" in legal_ops(st)


def test_tv18_huaniao_passes_up() -> None:
    st = position("regular", {A: "風月十萬", B: "鳥鳥", C: "百百", D: "千千"}, turn=5)
    play(st, "舞 huaniao 風月")
    assert st.limits[A] == 11 and st.tune is None and st.phase == "pass"
    wan = ids_of(st, A, "萬")[0]
    x, y, z = st.hands[B][0], st.hands[C][0], st.hands[D][0]
    st.apply(A, {"a": "pass", "card": wan})
    st.apply(B, {"a": "pass", "card": x})
    st.apply(C, {"a": "pass", "card": y})
    assert st.can_undo(A)
    st.apply(D, {"a": "pass", "card": z})
    assert wan in st.hands[D] and x in st.hands[A] and y in st.hands[B] and z in st.hands[C]
    assert [len(h) for h in st.hands] == [2, 2, 2, 2]
    assert not st.can_undo(A)


def test_tv19_huaniao_last_two() -> None:
    st = position("regular", {A: "花風"})
    play(st, "舞 huaniao 花風")
    assert st.is_over() and st.winner == A and st.phase == "over"


def test_tv20_queyu_squeeze() -> None:
    st = position("regular", {A: "鳥鳥鳥鳥花花千", B: "鳥鳥鳥十百千萬風月"}, pile="十十百鳥千花十百千萬十百千萬",
                  other_faces="萬")
    play(st, "舞 queyu 鳥鳥鳥鳥花花")
    assert hand_faces(st, A) == "十十百千"
    assert hand_faces(st, B) == "鳥鳥鳥鳥十百千千萬花風月"
    assert st.limits == [9, 9, 9, 9] and st.tune is None
    assert st.phase == "discard" and st.discards[B] == 3 and A not in st.discards
    refused(st, B, {"a": "discard", "cards": ids_of(st, B, "鳥鳥十")}, "E_DISCARD_ORDER")
    st.apply(B, {"a": "discard", "cards": ids_of(st, B, "鳥鳥鳥")})
    assert hand_faces(st, B) == "鳥十百千千萬花風月"


def test_tv21_queyu_fanhua() -> None:
    st = position("pro", {A: "鳥鳥鳥鳥鳥花"}, fanhua=True)
    refused(st, A, op(st, "舞 queyu 鳥鳥鳥鳥鳥花"), "E_FANHUA")


def test_tv22_liangfeng() -> None:
    st = position("regular", {A: "風風萬花十"})
    play(st, "舞 liangfeng 風風")
    assert st.phase == "gift" and st.tune is None
    w, h, t = ids_of(st, A, "萬花十")
    st.apply(A, {"a": "gift", "to_cards": {"1": [w], "2": [h], "3": [t]}})
    assert st.is_over() and st.winner == A
    assert w in st.hands[B] and h in st.hands[C] and t in st.hands[D]
    st = position("regular", {A: "風風萬花十鳥"})
    play(st, "舞 liangfeng 風風")
    w, h, t = ids_of(st, A, "萬花十")
    st.apply(A, {"a": "gift", "to_cards": {"1": [w], "2": [h], "3": [t]}})
    assert not st.is_over() and hand_faces(st, A) == "鳥" and st.tune is None


def test_tv23_fenghua_needs_winter() -> None:
    st = position("full", {A: "風花月十"}, turn=12)
    before = [len(h) for h in st.hands]
    play(st, "舞 fenghua 風花月")
    assert [len(h) for h in st.hands] == [1, before[1] + 2, before[2] + 2, before[3] + 2] and st.tune is None
    st = position("full", {A: "風花月十"}, turn=9)
    refused(st, A, op(st, "舞 fenghua 風花月"), "E_SEASON")
    st = position("regular", {A: "風花月十"})
    refused(st, A, op(st, "舞 fenghua 風花月"), "E_MODE_DISABLED")


def test_tv24_wanzi_in_spring() -> None:
    st = position("full", {A: "萬千花百鳥"}, tune=1, turn=3)
    play(st, "舞 wanzi 萬千花")
    assert st.limits == [11] * 4 and st.tune is None and st.extra_ops == 2
    play(st, "歌 百")
    assert st.tune == 2
    refused(st, A, op(st, "鳴 鳥"), "E_OUT_OF_TUNE")
    assert "棲" in legal_ops(st) and {"a": "end_turn"} in st.legal_actions(A)


def test_tv25_wanzi_fanhua() -> None:
    st = position("pro", {A: "萬千花"}, turn=3, fanhua=True)
    refused(st, A, op(st, "舞 wanzi 萬千花"), "E_FANHUA")


# ---------------------------------------------------------------- single function cards

def test_tv26_wind_keeps_tune() -> None:
    st = position("regular", {A: "風萬鳥"}, tune=3)
    nb = len(st.hands[B])
    play(st, "舞 wind 風")
    st.apply(A, {"a": "gift", "to_cards": {"1": ids_of(st, A, "萬")}})
    assert st.tune == 3 and hand_faces(st, A) == "鳥" and len(st.hands[B]) == nb + 1


def test_tv27_moons_stack() -> None:
    st = position("full", {A: "月十百千萬", B: "月十百千萬"}, turn=4, pile=30)
    play(st, "舞 moon 月")
    act(st, A, {"a": "target", "seat": C})
    assert st.active == B and st.turn == 5
    play(st, "舞 moon 月")
    act(st, B, {"a": "target", "seat": C})
    # turn 6 (C) is skipped at once: D is to play turn 7
    assert st.turn == 7 and st.active == D and st.skips[C] == 1
    qi_all_until(st, 8)
    assert st.season() == "autumn"
    qi_all_until(st, 11)
    assert st.skips[C] == 0 and st.active == D
    qi_all_until(st, 12)
    assert st.season() == "winter"
    qi_all_until(st, 14)
    assert st.active == C and st.phase == "main"


# ---------------------------------------------------------------- daytime, limits, seasons

def test_tv28_daytime_handy_play() -> None:
    st = position("basic", {A: "鳥萬"}, tune=2, pile="千")
    assert st.allowed() == [2, 3] and legal_ops(st) == {"棲"}
    play(st, "棲")
    assert st.phase == "day_play"
    act(st, A, {"a": "day_play", "play": True})
    assert st.tune == 3 and hand_faces(st, A) == "鳥萬"
    st = position("basic", {A: "鳥萬"}, tune=2, pile="月十十")
    play(st, "棲")
    # Offered all the same (issue 10: stopping only for a fitting card told every seat), keep only.
    assert st.phase == "day_play" and st.view(A)["prompt"]["playable"] is False
    assert st.view(B)["phase"] == "day_play" and st.view(B)["prompt"] is None
    assert st.legal_actions(A) == [{"a": "day_play", "play": False}]
    refused(st, A, {"a": "day_play", "play": True}, "E_OUT_OF_TUNE")
    with pytest.raises(IllegalAction) as ei:
        st.apply(A, {"a": "day_play", "play": True})
    assert "调为百，下一音是百或千" in ei.value.message("zh-Hans")  # says what would fit (issue 13)
    act(st, A, {"a": "day_play", "play": False})
    assert st.active == B and hand_faces(st, A) == "鳥萬月"


def test_out_of_tune_says_what_is_in_tune() -> None:
    st = position("basic", {A: "十萬"}, tune=4, pile="千")
    with pytest.raises(IllegalAction) as ei:
        st.apply(A, op(st, "歌 十"))
    assert ei.value.code == "E_OUT_OF_TUNE"
    assert ei.value.message("zh-Hans").endswith("不合调: 调为万，下一音是鸟或万")
    assert "the tune is 10k; the next note is bird or 10k" in ei.value.message("en")  # (play-test 36 #5)


def test_tv29_discard_order() -> None:
    st = position("regular", {B: "鳥鳥十萬花風百千千月十萬"}, limits=[10, 9, 10, 10], active=A, others=3)
    play(st, "棲")
    assert st.phase == "discard" and st.discards == {B: 3}
    refused(st, B, {"a": "discard", "cards": ids_of(st, B, "鳥鳥花")}, "E_DISCARD_ORDER")
    refused(st, B, {"a": "discard", "cards": ids_of(st, B, "鳥鳥")}, "E_DISCARD_COUNT")
    from pygame_core.games.huaniao.bots import choose_normal
    a = choose_normal(st.view(B), st.legal_actions(B))
    assert sorted(FACE[c] for c in a["cards"]) == ["4", "B", "B"]
    st.apply(B, a)
    assert hand_faces(st, B) == "十十百千千萬花風月"


def test_tv30_winter_bites() -> None:
    st = position("full", {C: "鳥十百千萬十百千萬百", D: "十月月", A: "十月月"}, turn=11, active=D, pile=30,
                  others=3)
    play(st, "歌 十")  # D plays; end of turn 11 (autumn): C keeps 10
    assert st.turn == 12 and len(st.hands[C]) == 10
    play(st, "棲")  # A, turn 12 (winter): C's effective limit is 9
    assert st.phase == "discard" and st.discards == {C: 1}
    st.apply(C, st.timeout_action(C))
    assert hand_faces(st, C) == "十十百百百千千萬萬"
    # the same when turn 12 is a skipped turn
    st = position("full", {C: "鳥十百千萬十百千萬百", D: "月十百千萬"}, turn=11, active=D, pile=30, others=3)
    play(st, "舞 moon 月")
    act(st, D, {"a": "target", "seat": A})
    assert st.turn == 12 and st.phase == "discard" and st.discards == {C: 1} and st.active == A


def test_tv31_calendar() -> None:
    st = position("full", {}, turn=0, pile=40)
    seasons = []
    for t in range(17):
        st.turn = t
        seasons.append(st.season())
    assert seasons == ["spring"] * 4 + ["summer"] * 4 + ["autumn"] * 4 + ["winter"] * 4 + ["spring"]
    st = position("full", {}, turn=7, active=D, pile=40)
    play(st, "棲")
    seas = [e for e in st.last_events if e.type == "season"]
    assert seas and seas[0].data["line"] == "秋思風過歸夢裡"


# ---------------------------------------------------------------- 孤雁

def goose_answer(st: HuaniaoState, guesses: dict[int, str]) -> None:
    for s, g in guesses.items():
        st.apply(s, {"a": "guess", "kind": g})


def test_tv32_goose_example() -> None:
    st = position("pro", {A: "鳥十"}, tune=None, pile=10, lone_goose=True)
    play(st, "歌 十")
    assert st.phase == "guess" and st.guess_target == A
    goose_answer(st, {B: "bird", C: "number", D: "function"})
    ev = [e for e in st.last_events if e.type == "guess"][0]
    assert ev.data["kind"] == "bird" and ev.data["k"] == 1 and ev.audience is None
    assert len(st.hands[A]) == 2 and not st.armed[A]


def test_tv33_short_pile() -> None:
    st = position("pro", {A: "萬", B: "十百千萬鳥", C: "鳥", D: "千萬鳥十"}, pile="十", active=D, turn=7,
                  tune=None, lone_goose=True, rng=777)
    st.armed = [True, True, False, True]
    d_ids = ids_of(st, D, "十")
    act(st, D, {"a": "op", "op": "ge", "cards": d_ids})
    assert st.phase == "guess" and st.guess_target == A
    b_before, d_before = list(st.hands[B]), list(st.hands[D])
    lst = b_before + d_before
    expect = lst[SplitMix64(777).uniform(8)]
    goose_answer(st, {B: "number", C: "number", D: "bird"})
    assert len(st.hands[A]) == 3 and expect in st.hands[A]
    assert st.is_over() or st.phase == "showdown"
    assert st.end_reason == "pile"


def test_tv34_one_guess_per_stretch() -> None:
    st = position("pro", {A: "鳥十"}, turn=8, pile=30, lone_goose=True, tune=None, others=6)
    play(st, "歌 十")
    assert st.phase == "guess"
    goose_answer(st, {B: "number", C: "number", D: "function"})
    assert len(st.hands[A]) == 1 and not st.armed[A]
    qi_all_until(st, 9)  # no guess for A at the end of turn 9
    assert not any(e.type == "goose" for e in st.last_events)
    qi_all_until(st, 12)
    assert st.active == A
    play(st, "棲")  # two cards now: re-armed at this turn end
    assert st.armed[A]


# ---------------------------------------------------------------- end of the song

def test_tv35_going_out_first() -> None:
    st = position("regular", {A: "十百千萬"}, turn=20, pile=2)
    play(st, "舞 tianxia 十百千萬")
    assert st.winner == A and len(st.pile) == 2 and [len(h) for h in st.hands[1:]] == [5, 5, 5]


def test_tv36_fewest_points() -> None:
    st = position("regular", {A: "鳥十", B: "百", C: "鳥鳥", D: "花"}, pile=0)
    st._song_end([], "pile")
    assert st.winner == C and st.how == "points"


def test_tv37_function_holder_first() -> None:
    st = position("regular", {A: "花", B: "萬十", C: "千百", D: "萬萬"}, pile=0)
    st._song_end([], "pile")
    assert st.winner == A and st.how == "class"


def test_tv38_into_showdown() -> None:
    for hands in ({A: "萬十", B: "千百", C: "萬萬", D: "花月"}, {A: "鳥", B: "鳥鳥", C: "十", D: "百"}):
        st = position("regular", hands, pile=0)
        st._song_end([], "pile")
        assert st.phase == "showdown" and st.showdown is not None
        assert st.showdown["entrants"] == [0, 1, 2, 3] and st.to_act() == (0, 1, 2, 3)


def showdown_state() -> HuaniaoState:
    st = position("regular", {A: "萬十", B: "千百", C: "萬萬", D: "花月"}, pile=0)
    st._song_end([], "pile")
    return st


def deal(**hands: str) -> dict[int, list[int]]:
    used: set[int] = set()
    out = {}
    for name, text in hands.items():
        s = "ABCD".index(name)
        ids = []
        for f in faces(text):
            c = next(c for c in range(64) if FACE[c] == f and c not in used)
            used.add(c)
            ids.append(c)
        out[s] = ids
    return out


def test_tv39_showdown_by_pattern() -> None:
    st = showdown_state()
    st._showdown_settle(deal(A="十百千萬", B="鳥鳥鳥鳥", C="花鳥風月", D="萬萬千鳥"), [])
    assert st.winner == A and st.how == "showdown"


def test_tv40_tv41_cumulative_points() -> None:
    st = showdown_state()
    st._showdown_settle(deal(A="萬千百鳥", B="花千千十", C="月萬百十", D="鳥鳥十百"), [])
    assert st.phase == "showdown" and st.showdown is not None and st.showdown["round"] == 2
    assert st.showdown["tied"] == [B, C]
    st._showdown_settle(deal(A="萬萬十百", B="鳥十十百", C="千千十鳥", D="花風十鳥"), [])
    assert st.winner == A
    assert st.showdown["cum"] == {A: 20, B: 16, C: 19, D: 14}


def test_tv42_pattern_tie_skips_points() -> None:
    st = showdown_state()
    st._showdown_settle(deal(A="鳥鳥鳥鳥", B="鳥鳥鳥鳥", C="十十百百", D="千千萬萬"), [])
    assert st.phase == "showdown" and st.showdown["round"] == 2
    st._showdown_settle(deal(A="萬百鳥鳥", B="千萬百鳥", C="十百千萬", D="鳥鳥花十"), [])
    assert st.winner == C


def test_tv43_pattern_order() -> None:
    def pri(text: str) -> int:
        return pattern_priority([next(c for c in range(64) if FACE[c] == f and c not in []) + i
                                 for i, f in enumerate(faces(text))])

    def p(text: str) -> int:
        used: list[int] = []
        for f in faces(text):
            used.append(next(c for c in range(64) if FACE[c] == f and c not in used))
        return pattern_priority(used)

    assert p("花花花花") == 0 < p("十百千萬") == 1 < p("千千千千") == 2 < p("花鳥風月") == 3 < p("鳥鳥鳥鳥") == 4
    assert p("花花鳥鳥") == 5 and p("月月月月") == 0 and p("十十百百") == 5
    del pri


# ---------------------------------------------------------------- procedures

def test_tv44_timeout_takeover() -> None:
    st = position("regular", {A: "十鳥千千"}, turn=7, pile=30, tune=2)
    n = len(st.hands[A])
    assert st.timeout_action(A) == {"a": "timeout"}
    st.apply(A, {"a": "timeout"})
    assert len(st.hands[A]) == n + 1 and st.timeouts[A] == 1 and not st.bot[A]
    assert any(e.type == "timeout" for e in st.last_events) and st.active == B
    qi_all_until(st, 11)
    st.apply(A, {"a": "timeout"})
    assert st.bot[A] and st.timeouts[A] == 2
    refused(st, C, {"a": "resume"}, "E_NO_PENDING_PROMPT")  # C owes nothing now
    st.apply(A, {"a": "resume"})
    assert not st.bot[A] and st.timeouts[A] == 0


def test_tv45_undo() -> None:
    st = position("regular", {A: "千鳥萬十"}, tune=2)
    assert st.opts["undo_window_s"] > 0
    refused(st, A, {"a": "undo"}, "E_NO_PENDING_PROMPT")  # before the main decision
    st.apply(A, op(st, "歌 千"))
    assert st.phase == "commit" and st.can_undo(A)
    st.apply(A, {"a": "undo"})
    assert st.tune == 2 and hand_faces(st, A) == "鳥十千萬" and not st.undo_left[A] and st.phase == "main"
    st.apply(A, op(st, "誦 千萬鳥"))
    assert st.tune == 0 and hand_faces(st, A) == "十" and st.phase == "commit"
    refused(st, A, {"a": "undo"}, "E_UNDO_USED")
    st.apply(A, {"a": "end_turn"})
    assert st.active == B
    refused(st, A, {"a": "undo"}, "E_NOT_YOUR_TURN")
    st.apply(B, {"a": "op", "op": "qi"})
    assert st.phase == "commit"
    refused(st, B, {"a": "undo"}, "E_UNDO_EXPOSED")
    assert st.undo_left[B]
    st.apply(B, {"a": "end_turn"})
    refused(st, B, {"a": "undo"}, "E_NOT_YOUR_TURN")


def test_tv45_no_window_without_option() -> None:
    st = position("regular", {A: "千鳥萬十"}, tune=2, undo_window_s=0)
    st.apply(A, op(st, "歌 千"))
    assert st.active == B and st.phase == "main"
    st = position("regular", {A: "千鳥萬十"}, tune=2)
    st.window = [False, True, True, True]  # a bot seat: no window
    st.apply(A, op(st, "歌 千"))
    assert st.active == B


def test_tv46_tune_after_dances() -> None:
    st = position("regular", {B: "月十", C: "花風十", D: "十百"}, tune=3, active=B, pile=20)
    play(st, "舞 moon 月")
    act(st, B, {"a": "target", "seat": A})
    if st.phase == "commit":
        st.apply(B, {"a": "end_turn"})
    assert st.tune == 3 and st.active == C
    play(st, "舞 huaniao 花風")
    for s in (C, D, A, B):
        act(st, s, {"a": "pass", "card": st.hands[s][0]})
    assert st.tune is None and st.active == D
    assert "歌十" in legal_ops(st)


def test_tv47_quiet_night() -> None:
    st = position("regular", {A: "百千萬月", C: "十十十"}, lighting="night", tune=1, pile=20)
    play(st, "誦 百千萬")
    v = st.view(B)
    assert [c and c["face"] for c in v["pool"][-1]["cards"]] == [None, None, "4"] and st.tune == 4
    st = position("regular", {A: "百千萬月", C: "十十十"}, lighting="night", tune=1, pile=20)
    play(st, "舞 moon 月")
    assert st.can_undo(A)  # the target is still being chosen
    st.apply(A, {"a": "target", "seat": C})
    assert st.view(B)["pool"][-1]["cards"][0]["face"] == "Y"
    assert st.view(A)["peek"] is not None and st.view(B)["peek"] is None
    pe = [e for e in st.last_events if e.type == "peek"][0]
    assert pe.audience == frozenset({A}) and len(pe.data["cards"]) == 3
    assert not st.can_undo(A)
    st = position("regular", {A: "風月十"}, lighting="night")
    play(st, "舞 huaniao 風月")
    assert st.view(B)["pool"][-1]["cards"] == [None, None]
    st = position("full", {A: "鳥千千十"}, lighting="night", turn=5, tune=4)
    play(st, "鳴 鳥千千")
    v = st.view(C)
    assert [c and c["face"] for c in v["pool"][-1]["cards"]] == [None, "3", "3"] and st.tune == 3


def test_tv48_potential() -> None:
    st = new(GAME.options_for("regular"), 5, {"first": 0})

    def phi() -> int:
        return 3 * len(st.pile) + 2 * sum(len(h) for h in st.hands) + sum(st.skips)

    assert phi() == 152
    st.apply(0, {"a": "op", "op": "qi"})
    assert phi() == 3 * 23 + 2 * 41
    st.apply(0, {"a": "end_turn"})
    assert st.phase == "discard"
    st.apply(0, st.timeout_action(0))
    assert phi() == 149
    assert st.active == 1
    # B's 雀舞滿山 from a hand of six birds (same counts as above)
    st = position("regular", {B: "鳥鳥鳥鳥鳥鳥十百千萬"}, others=10, pile=23, active=B, turn=1)
    assert phi() == 149
    play(st, "舞 queyu 鳥鳥鳥鳥鳥鳥")
    assert [len(h) for h in st.hands] == [13, 7, 13, 13] and len(st.pile) == 11 and phi() == 125
    assert st.phase == "discard" and st.discards == {C: 4, D: 4, A: 4}
    for s in (C, D, A):
        st.apply(s, st.timeout_action(s))
    assert phi() == 101


def test_tv49_pile_dry_in_combo() -> None:
    st = position("regular", {A: "鳥鳥鳥鳥鳥鳥十"}, pile=7, others=9)
    play(st, "舞 queyu 鳥鳥鳥鳥鳥鳥")
    assert [len(h) for h in st.hands] == [4, 12, 10, 9] and not st.pile and st.limits == [9] * 4
    assert st.phase == "discard" and st.discards == {B: 3, C: 1}
    st.apply(B, st.timeout_action(B))
    st.apply(C, st.timeout_action(C))
    assert st.phase in ("over", "showdown") and st.end_reason == "pile"


def test_tv50_no_opening_flower() -> None:
    st = position("pro", {A: "花十"}, turn=0, fanhua=True)
    refused(st, A, op(st, "舞 flower 花"), "E_OPENING_DANCE")


def test_tv51_extra_cannot_dance() -> None:
    st = position("pro", {A: "花風十百"}, fanhua=True, pile=20)
    play(st, "舞 flower 花")
    refused(st, A, op(st, "舞 wind 風"), "E_DANCE_AS_EXTRA")


def test_tv52_going_out_before_effect() -> None:
    st = position("regular", {A: "鳥鳥鳥鳥鳥鳥"}, pile=9)
    play(st, "舞 queyu 鳥鳥鳥鳥鳥鳥")
    assert st.winner == A and len(st.pile) == 9 and st.limits == [10] * 4
    st = position("regular", {A: "風"})
    play(st, "舞 wind 風")
    assert st.winner == A
    refused(st, A, {"a": "gift", "to_cards": {"1": [0]}}, "E_NO_PENDING_PROMPT")


def test_tv53_refill_never_in_browser() -> None:
    # the only forced discard is the limit discard, and it always leaves at least four cards
    for lim in range(5, 15):
        for season_mod in (-1, 0, 1):
            assert lim + season_mod >= 4
    with pytest.raises(OptionsError):
        GAME.validate_options({**PRESETS["regular"], "mode": "custom", "base_hand_limit": 4})


def test_tv54_one_code_per_refusal() -> None:
    st = position("regular", {A: "鳥千十"}, tune=4)
    refused(st, A, op(st, "鳴 鳥千十"), "E_MODE_DISABLED")
    st = position("regular", {A: "鳥千千"}, tune=4)
    refused(st, A, op(st, "鳴 鳥千千"), "E_MODE_DISABLED")
    st = position("regular", {A: "花十"})
    refused(st, A, op(st, "舞 flower 花"), "E_MODE_DISABLED")
    st = position("regular", {A: "風風月"})
    refused(st, A, op(st, "舞 fenghua 風風月"), "E_MODE_DISABLED")
    st = position("full", {A: "萬鳥十"}, turn=13, tune=1)
    refused(st, A, op(st, "誦 萬鳥十"), "E_SEASON")
    st = position("full", {A: "風花月"}, turn=9)
    st.banned_now = True
    refused(st, A, op(st, "舞 fenghua 風花月"), "E_SEASON")
    st = position("pro", {A: "萬千花"}, turn=0, fanhua=True)
    refused(st, A, op(st, "舞 wanzi 萬千花"), "E_OPENING_DANCE")
    st = position("full", {A: "花萬風十"}, turn=0, tune=None)
    play(st, "鳴 花萬")
    refused(st, A, op(st, "舞 wind 風"), "E_DANCE_AS_EXTRA")
    st = position("regular", {A: "萬"}, tune=3)
    refused(st, A, op(st, "歌 千"), "E_NOT_IN_HAND")
    refused(st, A, {"a": "op", "op": "wu", "kind": "bogus", "cards": []}, "E_BAD_ACTION")
    # the wind gift prompt
    st = position("regular", {A: "風萬鳥十"}, tune=3)
    play(st, "舞 wind 風")
    refused(st, A, {"a": "gift", "to_cards": {"1": ids_of(st, A, "萬鳥")}}, "E_BAD_GIFT")
    refused(st, A, {"a": "gift", "to_cards": {"2": ids_of(st, A, "萬")}}, "E_BAD_GIFT")
    refused(st, A, {"a": "gift", "to_cards": {"1": [63]}}, "E_NOT_IN_HAND")
    refused(st, A, op(st, "歌 萬"), "E_NO_PENDING_PROMPT")
    st = position("regular", {A: "月十"})
    play(st, "舞 moon 月")
    refused(st, A, {"a": "target", "seat": A}, "E_BAD_TARGET")
    st = position("regular", {A: "十百", B: "十百"}, tune=None)
    refused(st, B, op(st, "歌 十", B), "E_NOT_YOUR_TURN")
    refused(st, B, {"a": "undo"}, "E_NOT_YOUR_TURN")
    refused(st, A, {"a": "undo"}, "E_NO_PENDING_PROMPT")
    refused(st, C, {"a": "pass", "card": st.hands[C][0]}, "E_NO_PENDING_PROMPT")  # no 花鳥風月 pending


def custom(**kw: Any) -> dict[str, Any]:
    o = dict(PRESETS["regular"])
    o["mode"] = "custom"
    o.update(kw)
    return o


def problems(o: dict[str, Any]) -> int:
    try:
        GAME.validate_options(o)
    except OptionsError as e:
        return len(e.problems)
    return 0


def test_tv55_custom_tables() -> None:
    assert problems(custom(function_cards=False, deck=48)) == 1  # combos need function cards
    assert problems(custom(function_cards=False)) >= 1
    assert problems(custom(deck=48)) >= 1
    assert problems(custom(deal_size=16)) == 1
    assert problems(custom(base_hand_limit=4)) == 1
    assert problems(custom(base_hand_limit=15)) == 1
    assert problems(custom(four_seasons=True, dynamic_hand_limit=False)) == 1
    assert problems(custom(four_seasons=True, dynamic_hand_limit=False, special_combos=False)) == 2
    assert problems(custom(four_seasons=True, lighting="day")) == 1
    assert problems(custom(showdown_scope="some")) == 1
    assert problems(custom(seed=2 ** 64)) == 1
    assert problems(custom(special_combos=False, dynamic_hand_limit=False, lighting="day", lone_goose=True)) == 0
    assert problems(custom(deal_size=12)) == 0
    assert problems(custom(deck=48, function_cards=False, special_combos=False, lighting="night",
                           lone_goose=True)) == 0
    st = position("custom", {A: "十百千萬風"}, special_combos=False)
    ops = legal_ops(st)
    assert "舞風過" in ops and "舞天上天下" not in ops
    refused(st, A, op(st, "舞 tianxia 十百千萬"), "E_MODE_DISABLED")
    o = GAME.options_for("basic", showdown_scope="tied")
    assert o["mode"] == "basic"
    st = position("regular", {A: "十百千萬"}, pile=6, deal_size=12, mode="custom")
    assert st.opts["deal_size"] == 12


def test_tv55_deal_more_than_limit() -> None:
    st = new(GAME.options_for("regular", mode="custom", deal_size=12), 3, {"first": 0})
    act(st, 0, {"a": "op", "op": "qi"})
    assert st.phase == "discard" and st.discards == {0: 3, 1: 2, 2: 2, 3: 2}


def test_tv56_knocked_down_to_one() -> None:
    # find a generator state whose first draws are uniform(7) = 0, then uniform(5) = 3
    seed = next(s for s in range(10_000)
                if (lambda r: r.uniform(7) == 0 and r.uniform(5) == 3)(SplitMix64(s)))
    st = position("pro", {A: "千鳥", B: "十百", C: "十十百", D: "百萬"}, pile="萬", tune=2, lone_goose=True,
                  rng=seed)
    st.armed = [True, False, False, False]
    play(st, "歌 千")
    assert st.phase == "guess" and st.guess_target == A
    b10 = ids_of(st, B, "十")[0]
    d100 = ids_of(st, D, "百")[0]
    goose_answer(st, {B: "bird", C: "bird", D: "bird"})
    assert b10 in st.hands[A] and d100 in st.hands[A] and not st.pile
    assert st.phase == "guess" and st.guess_target == B
    goose_answer(st, {A: "bird", C: "function", D: "none"})
    assert st.phase == "guess" and st.guess_target == D
    goose_answer(st, {A: "bird", B: "bird", C: "function"})
    assert hand_faces(st, A) == "鳥十百萬" and hand_faces(st, B) == "百" and hand_faces(st, C) == "十十百"
    assert hand_faces(st, D) == "萬"
    assert st.winner == B and st.how == "points"


def test_tv57_showdown_deal() -> None:
    st = position("regular", {A: "萬十", B: "千百", C: "萬萬", D: "花月"}, pile=0, first=C)
    st._song_end([], "pile")
    assert st.showdown is not None and st.showdown["order"] == [C, D, A, B]
    rng = SplitMix64(st.rng_state)
    deck = list(range(64))
    rng.shuffle(deck)
    for s in (C, D, A, B):
        st.apply(s, {"a": "call"})
    r = st.showdown["rounds"][0]["hands"]
    assert r[C] == [deck[0], deck[4], deck[8], deck[12]] and r[A] == [deck[2], deck[6], deck[10], deck[14]]
    st = position("regular", {A: "萬萬", B: "千百", C: "萬萬", D: "千百"}, pile=0, first=A, showdown_scope="tied")
    st._song_end([], "pile")
    assert st.showdown is not None and st.showdown["order"] == [B, D]
    rng = SplitMix64(st.rng_state)
    deck = list(range(64))
    rng.shuffle(deck)
    st.apply(B, {"a": "call"})
    st.apply(D, {"a": "call"})
    r = st.showdown["rounds"][0]["hands"]
    assert r[B] == [deck[0], deck[2], deck[4], deck[6]] and r[D] == [deck[1], deck[3], deck[5], deck[7]]


def test_tv58_undo_at_prompt() -> None:
    st = position("regular", {A: "風萬鳥十"}, tune=3)
    st.apply(A, op(st, "舞 wind 風"))
    assert st.phase == "gift"
    st.apply(A, {"a": "undo"})
    assert hand_faces(st, A) == "鳥十萬風" and st.tune == 3 and not st.undo_left[A] and st.phase == "main"
    st.apply(A, op(st, "歌 萬"))
    refused(st, A, {"a": "undo"}, "E_UNDO_USED")
    st = position("regular", {A: "風萬鳥十"}, tune=3)
    st.apply(A, op(st, "舞 wind 風"))
    st.apply(A, {"a": "gift", "to_cards": {"1": ids_of(st, A, "萬")}})
    assert st.phase == "commit"
    refused(st, A, {"a": "undo"}, "E_UNDO_EXPOSED")
    assert st.undo_left[A]
    st = position("regular", {A: "風月十萬"})
    st.apply(A, op(st, "舞 huaniao 風月"))
    assert st.limits[A] == 11
    st.apply(B, {"a": "pass", "card": st.hands[B][0]})
    st.apply(A, {"a": "undo"})
    assert st.limits[A] == 10 and st.passes == {} and hand_faces(st, A) == "十萬風月" and st.phase == "main"


def test_tv58_undo_used_in_window() -> None:
    st = position("regular", {A: "風萬鳥十千"}, tune=3)
    play(st, "舞 wind 風")
    st.apply(A, {"a": "undo"})
    st.undo_left[A] = False
    play(st, "歌 萬")
    assert st.active == B
    st = position("regular", {A: "千萬鳥十"}, tune=2)
    st.undo_left[A] = False
    play(st, "歌 千")
    assert st.phase == "main" and st.active == B
    # a refused undo does not spend it
    st = position("regular", {A: "風萬鳥十"}, tune=3)
    play(st, "舞 wind 風")
    st.exposed = True
    refused(st, A, {"a": "undo"}, "E_UNDO_EXPOSED")
    assert st.undo_left[A]
    st.undo_left[A] = False
    refused(st, A, {"a": "undo"}, "E_UNDO_USED")


def test_tv59_timeout_defaults() -> None:
    st = position("full", {A: "風十百千"}, turn=9)
    play(st, "舞 wind 風")
    a = st.timeout_action(A)
    st.apply(A, a)
    assert hand_faces(st, A) == "百千" and st.timeouts[A] == 0
    st = position("regular", {A: "十鳥", B: "風月十"}, turn=5, pile=30)
    st.apply(A, {"a": "timeout"})
    assert st.timeouts[A] == 1
    play(st, "舞 huaniao 風月")
    assert st.phase == "pass"
    lowest = st.hands[A][0]
    assert FACE[lowest] == "B"
    st.apply(A, {"a": "timeout"})
    assert st.passes[A] == lowest and st.timeouts[A] == 1
    for s in (B, C, D):
        st.apply(s, {"a": "timeout"})
    qi_all_until(st, 9)
    st.apply(A, {"a": "timeout"})
    assert st.timeouts[A] == 2 and st.bot[A]


def test_tv60_seeded_deal() -> None:
    r = SplitMix64(0)
    assert [r.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    st = new(GAME.options_for("regular"), 42, {"first": 0})
    assert st.hands[A] == [0, 1, 4, 9, 17, 23, 24, 38, 43, 45]
    assert st.hands[B] == [3, 11, 20, 22, 25, 27, 49, 55, 57, 62]
    assert st.hands[C] == [8, 12, 16, 26, 30, 36, 39, 46, 47, 58]
    assert st.hands[D] == [2, 7, 28, 29, 32, 37, 42, 44, 51, 52]
    assert len(st.pile) == 24 and st.pile[:5] == [63, 33, 34, 40, 18]
    st.apply(A, {"a": "op", "op": "song", "cards": [17, 24, 38]})
    if st.phase == "commit":
        st.apply(A, {"a": "end_turn"})
    act(st, B, {"a": "op", "op": "qi"})
    assert 63 in st.hands[B] and st.phase == "discard" and st.discards == {B: 1}
    assert [a["cards"] for a in st.legal_actions(B)] == [[3]]
    st = new(GAME.options_for("simple"), 42, {"first": 0})
    deck = list(range(48))
    SplitMix64(42).shuffle(deck)
    assert deck[:8] == [23, 0, 26, 45, 28, 44, 16, 43] and len(st.pile) == 16 and st.pile[0] == 39
    st = new(GAME.options_for("regular"), 7, {"first": C})
    assert 13 in st.hands[C] and 43 in st.hands[D] and 22 in st.hands[A] and 59 in st.hands[B]


def test_tv61_seeded_showdown() -> None:
    st = position("regular", {A: "萬十", B: "千百", C: "萬萬", D: "花月"}, pile=0, rng=0, first=A)
    st._song_end([], "pile")
    for s in range(4):
        st.apply(s, {"a": "call"})
    r = st.showdown["rounds"][0]["hands"]
    assert r[A] == [22, 12, 32, 60] and r[B] == [9, 0, 14, 54] and r[C] == [57, 49, 26, 27]
    assert r[D] == [11, 10, 13, 39]
    assert st.winner == C and st.how == "showdown"
    st = position("regular", {A: "萬萬", B: "鳥", C: "萬十", D: "鳥鳥"}, pile=0, rng=0, first=C,
                  showdown_scope="tied")
    st._song_end([], "pile")
    assert st.showdown["order"] == [D, B]
    st.apply(B, {"a": "call"})
    st.apply(D, {"a": "call"})
    r = st.showdown["rounds"][0]["hands"]
    assert r[D] == [22, 57, 12, 49] and r[B] == [9, 11, 0, 10]
    assert st.winner == B


# ---------------------------------------------------------------- decisions of rules.md

def test_turn_cap_ends_like_an_empty_pile() -> None:
    st = new(GAME.options_for("regular", turn_cap=3, undo_window_s=0), 5, {"first": 0})
    while not st.is_over() and st.phase != "showdown":
        seat = st.to_act()[0]
        st.apply(seat, {"a": "op", "op": "qi"} if st.phase == "main" else st.timeout_action(seat))
    assert st.end_reason == "cap" and st.turn == 2


def test_showdown_round_cap_then_lot() -> None:
    st = position("regular", {A: "萬十", B: "千百", C: "萬萬", D: "花月"}, pile=0, showdown_round_cap=1, rng=99)
    st._song_end([], "pile")
    lot = SplitMix64(99).uniform(2)
    st._showdown_settle(deal(A="鳥鳥鳥鳥", B="鳥鳥鳥鳥", C="十十百百", D="千千萬萬"), [])
    assert st.how == "lot" and st.winner == [A, B][lot]


def test_carry_window_and_first() -> None:
    st = new(GAME.options_for("regular"), 42, {"first": 2, "window": [False] * 4})
    assert st.active == 2 and st.first == 2
    st.apply(2, st.legal_actions(2)[0])
    assert st.phase != "commit"
    first = SplitMix64(42).uniform(4)
    assert new(GAME.options_for("regular"), 42, None).first == first
    st = new(GAME.options_for("regular", undo_window_s=0), 1, None)
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    assert st.carry() == {"first": st.winner}


def test_seed_hidden_until_over() -> None:
    st = new(GAME.options_for("simple", seed=77), 77, None)
    assert st.view(0)["options"]["seed"] is None and st.view(None)["seed"] is None
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, st.timeout_action(seat))
    assert st.view(None)["seed"] == 77
