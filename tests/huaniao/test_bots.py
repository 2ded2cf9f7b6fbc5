"""The bots: 提示 (the normal level) on positions whose obvious answer is known, and the shared search
(instant when forced, an early stop, the same choice whether run at once or in slices)."""

from __future__ import annotations

from typing import Any

from pygame_core.bots import Thinking
from pygame_core.core.game import Action
from pygame_core.games.huaniao import GAME
from pygame_core.games.huaniao.bots import NormalBot, SearchBot
from pygame_core.games.huaniao.rules import HuaniaoState
from pygame_core.table import hint_action
from tests.table.slicing import assert_sliced_plays_as_at_once

from .position import A, B, C, D, hand_faces, ids_of, op, position


def hint(st: HuaniaoState, seat: int) -> Action:
    a = hint_action(GAME, seat, st.view(seat), st.legal_actions(seat), 0)
    assert a is not None
    return a


def test_hint_goes_out() -> None:
    st = position("regular", {A: "十"}, tune=0, pile=12)
    assert hint(st, A) == op(st, "歌 十")


def test_hint_sheds_most_and_never_perches_when_it_can_play() -> None:
    st = position("regular", {A: "十百千鳥"}, tune=0, pile=12)
    assert hint(st, A) == op(st, "誦 十百千")


def test_hint_looks_ahead_to_going_out_through_the_flower_dance() -> None:
    # 誦 alone sheds more, but 花 first gives two extra operations and the 誦 then empties the hand
    st = position("custom", {A: "花十百千"}, tune=0, pile=12, function_cards=True, deck=64, fanhua=True)
    first = hint(st, A)
    assert first.get("kind") == "flower"
    st.apply(A, first)
    assert st.phase == "extra"
    st.apply(A, hint(st, A))
    assert st.is_over() and st.hands[A] == []


def test_hint_avoids_tianxia_when_the_ban_leaves_only_perching() -> None:
    st = position("regular", {A: "十百千萬月"}, tune=0, pile=12)
    assert hint(st, A) == op(st, "誦 十百千")  # after 天上天下 only the banned 月 would be left
    st = position("regular", {A: "十百千萬十"}, tune=0, pile=12)
    assert hint(st, A).get("kind") == "tianxia"  # the 十 can still be sung under the ban


def test_normal_keeps_tianxia_while_the_others_sit_at_their_limits() -> None:
    # play-test 32 #5 (天上天下 in the first round of every song): at 10 cards of a limit of 10 each
    # other seat sheds its draw again (the limit discard); with a phrase to sing the combo is kept
    st = position("regular", {A: "十百千百千萬鳥"}, tune=0, pile=20, others=10)
    assert NormalBot(A, 1).choose(st.view(A), st.legal_actions(A)) == op(st, "誦 十百千")
    st = position("regular", {A: "十百千百千萬鳥"}, tune=0, pile=20, others=5)
    assert NormalBot(A, 1).choose(st.view(A), st.legal_actions(A)).get("kind") == "tianxia"


def test_normal_varies_among_near_equal_openings_by_its_seed() -> None:
    # play-test 32 #5 (诵 千万花 opened 3 songs of 6): 诵 十百千 and 诵 百千万 are near-equal here
    st = position("regular", {A: "十百千百千萬鳥鳥"}, turn=0, pile=24, others=10)
    picks = {tuple(NormalBot(A, seed).choose(st.view(A), st.legal_actions(A))["cards"]) for seed in range(12)}
    assert {tuple(op(st, "誦 十百千")["cards"]), tuple(op(st, "誦 百千萬")["cards"])} <= picks
    again = [NormalBot(A, 5).choose(st.view(A), st.legal_actions(A)) for _ in range(2)]
    assert again[0] == again[1]  # the same seed, the same play


def test_hint_moon_targets_the_fewest_cards() -> None:
    st = position("regular", {A: "月十百", B: "十百千萬鳥", C: "鳥鳥", D: "十百千"}, tune=0, pile=12)
    st.apply(A, {"a": "op", "op": "wu", "kind": "moon", "cards": ids_of(st, A, "月")})
    assert st.phase == "target"
    assert hint(st, A) == {"a": "target", "seat": C}


def test_hint_moons_the_seat_left_free_closest_to_going_out() -> None:
    # play-test 28 (232106-t5, 232713-h2l): the bots stacked 月照 on a seat already skipped while the
    # next closest seat went unchecked; a skip owed counts as two more cards
    st = position("regular", {A: "月十百", B: "十百千", C: "鳥鳥十百", D: "十百千萬鳥"}, tune=0, pile=12)
    st.skips[B] = 1
    st.apply(A, {"a": "op", "op": "wu", "kind": "moon", "cards": ids_of(st, A, "月")})
    assert hint(st, A) == {"a": "target", "seat": C}
    st = position("regular", {A: "月十百", B: "十", C: "鳥鳥十百", D: "十百千萬鳥"}, tune=0, pile=12)
    st.skips[B] = 1
    st.apply(A, {"a": "op", "op": "wu", "kind": "moon", "cards": ids_of(st, A, "月")})
    assert hint(st, A) == {"a": "target", "seat": B}  # one card left: still the nearest threat


def test_hint_ends_the_song_on_points_only_when_likely_to_hold_the_fewest() -> None:
    # play-test 28 (234026-h5j): 雀舞满山 with 8 cards in the pile; all drew 3, the pile ran out and the
    # dancer lost holding 15 points. Here it would keep 萬千百 and draw 3 more against hands of 4-7.
    st = position("regular", {A: "鳥鳥鳥花花花萬千百"}, tune=0, pile=8, others=4)
    assert hint(st, A) == op(st, "棲")
    st = position("regular", {A: "鳥鳥鳥花花花萬千百"}, tune=0, pile=20, others=4)
    assert hint(st, A).get("kind") == "queyu"  # the song goes on: shedding six cards is good
    st = position("regular", {A: "鳥鳥鳥鳥鳥鳥鳥十"}, tune=0, pile=8, others=9)
    assert hint(st, A).get("kind") == "queyu"  # a bird and a 十 against nine cards each: end it


def test_hint_guesses_the_likeliest_kind() -> None:
    # the others hold the birds B has not seen; every other card is in the open heap but a short pile
    st = position("pro", {A: "鳥十"}, tune=None, pile=4, lone_goose=True, others=6, other_faces="鳥")
    st.apply(A, op(st, "歌 十"))
    st.apply(A, {"a": "end_turn"})  # the 且慢 window closes
    assert st.phase == "guess"
    assert hint(st, B) == {"a": "guess", "kind": "bird"}


def test_hint_passes_and_discards_the_highest_points() -> None:
    st = position("regular", {B: "鳥鳥十萬花風百千千月十萬"}, limits=[10, 9, 10, 10], active=A, others=3)
    st.apply(A, op(st, "棲"))
    st.apply(A, {"a": "end_turn"})
    assert st.phase == "discard"
    st.apply(B, hint(st, B))
    assert hand_faces(st, B) == "十十百千千萬花風月"


def _search(seed: int, **kw: Any) -> SearchBot:
    return SearchBot(GAME, A, seed, budget_s=60.0, **kw)


def test_search_is_instant_when_one_move_is_left() -> None:
    st = position("regular", {A: "月十百", B: "十百千萬鳥", C: "鳥鳥", D: "十百千"}, tune=0, pile=12)
    # the candidates are picked in the first slice, however short: it answers, with no iteration
    single = _search(1).think(st.view(A), [op(st, "棲")])
    assert not single.done and single.step(0.001) == op(st, "棲") and single.iterations == 0
    st.apply(A, {"a": "op", "op": "wu", "kind": "moon", "cards": ids_of(st, A, "月")})
    target = _search(1).think(st.view(A), st.legal_actions(A))  # a sub-decision: normal's answer
    assert target.step(0.001) == {"a": "target", "seat": C} and target.done and target.iterations == 0


def test_search_stops_early_when_one_move_is_clearly_best() -> None:
    st = position("regular", {A: "十百千"}, tune=0, pile=12)
    bot = _search(5, max_iterations=200)
    assert bot.choose(st.view(A), st.legal_actions(A)) == op(st, "誦 十百千")  # goes out
    assert 0 < bot.last_iterations < 200


def test_search_in_slices_chooses_as_at_once() -> None:
    st = position("regular", {A: "十百千鳥鳥萬萬", B: "十百千萬鳥", C: "鳥鳥千", D: "十百千"}, tune=0, pile=12)
    view, legal = st.view(A), st.legal_actions(A)
    at_once = _search(9, max_iterations=40, early_stop=False)
    expect = at_once.choose(view, legal)
    thinking: Thinking = _search(9, max_iterations=40, early_stop=False).think(view, legal)
    got = thinking.step(0.001)  # a slice far shorter than an iteration ends inside the first one
    assert got is None and thinking.iterations == 0
    slices = 1
    while got is None:
        got = thinking.step(0.001)  # about one iteration per slice
        slices += 1
    assert got == expect and thinking.iterations == 40 and slices > 1
    assert thinking.step(5) == expect  # a finished search keeps its answer
    assert sum(v for v, _ in thinking.stats().values()) == 40


def test_search_never_sees_hidden_cards() -> None:
    # two songs alike in everything seat A can see (B and C hold each other's hands) choose alike
    a = position("regular", {A: "十百千鳥萬", B: "十百千萬鳥", C: "鳥鳥千十百", D: "十百千"}, tune=0, pile=12)
    b = position("regular", {A: "十百千鳥萬", B: "鳥鳥千十百", C: "十百千萬鳥", D: "十百千"}, tune=0, pile=12)
    assert a.view(A) == b.view(A) and a.hands != b.hands
    choice = [_search(3, max_iterations=30).choose(s.view(A), s.legal_actions(A)) for s in (a, b)]
    assert choice[0] == choice[1]


def test_table_thinks_in_slices_and_plays_as_at_once() -> None:
    assert_sliced_plays_as_at_once(GAME, "regular", 11, "hard", 6, 100)
