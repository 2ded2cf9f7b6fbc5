"""Each house-rule switch of §15.2 changes exactly what it says, in a small position."""

from __future__ import annotations

import pytest

from pygame_core.core.errors import IllegalAction
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.cards import value
from pygame_core.games.gouji.scoring import select_payments

from .helpers import pos, run, types


def test_jiefeng_teammate_first() -> None:
    st = pos(o="jiefeng:teammate_first", turn=1, h1="3")
    run(st, "1: 3", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass", "4: pass")
    assert st.turn == 3  # first teammate of seat 1 after it
    st = pos(turn=1, h1="3")
    run(st, "1: 3", "2: pass", "3: pass", "4: pass", "5: pass", "0: pass", "4: pass")
    assert st.turn == 2


def test_ershayi_off() -> None:
    st = pos(o="ershayi:0", turn=1, h1="BJ 7 7 9 3", h2="BJ BJ 8 8 9 3")
    run(st, "1: BJ 7 7")
    with pytest.raises(IllegalAction) as e:
        run(st, "2: BJ BJ 8 8")
    assert e.value.code == "E_SIZE"


def test_small_joker_ershayi() -> None:
    st = pos(o="small_joker_ershayi:1", turn=1, h1="SJ 9 5 3", h2="SJ SJ T 5 3")
    run(st, "1: SJ 9", "2: SJ SJ T")
    assert st.owner == 2


def test_pure_twos_open_off() -> None:
    st = pos(o="pure_twos_open:0", turn=0, h0="2 2 4 9 3")
    run(st, "0: 2 2")
    assert st.top_gouji and not st.top_att
    st = pos(turn=0, h0="2 2 4 9 3")
    run(st, "0: 2 2")
    assert st.top_att


def test_fours_all_at_once_off() -> None:
    st = pos(o="fours_all_at_once:0", turn=0, h0="4 4 9 3", os="PNNNNN")
    run(st, "0: 4")
    assert st.ostate[0] == "O"


def test_teammate_isolation() -> None:
    st = pos(o="teammate_may_beat_gouji:0", turn=0, h0="J J J J 9 3", h2="Q Q Q Q 9 3")
    run(st, "0: J J J J", "1: pass")
    with pytest.raises(IllegalAction) as e:
        run(st, "2: Q Q Q Q")
    assert e.value.code == "E_TEAM_GOUJI"
    assert all(a["a"] == "pass" for a in st.legal_actions(2))


def test_shao_requires_opened() -> None:
    st = pos(o="shao_requires_opened:1", turn=0, h0="Q Q Q 9 3", h1="K K K 9 3")
    run(st, "0: Q Q Q")
    with pytest.raises(IllegalAction) as e:
        run(st, "1: K K K")
    assert e.value.code == "E_SHAO_OPEN"
    st = pos(o="shao_requires_opened:1", turn=0, os="NONNNN", h0="Q Q Q 9 3", h1="K K K 9 3")
    run(st, "0: Q Q Q", "1: K K K")
    assert st.shao == [[0, 1]]


def test_strict_burn() -> None:
    st = pos(o="strict_burn:1", turn=0, h0="Q Q Q 9 3", h1="K K K SJ 8 8 3")
    run(st, "0: Q Q Q", "1: K K K")
    assert st.burners[1]
    for s in (2, 3, 4, 5, 0, 4):  # seat 4 (opposite) yields, then has the last word
        run(st, f"{s}: pass")
    assert st.turn == 1
    with pytest.raises(IllegalAction) as e:
        run(st, "1: 8 8")
    assert e.value.code == "E_BURN"
    run(st, "1: SJ 8 8")


def test_opposite_last_word_off() -> None:
    st = pos(o="opposite_last_word:0", turn=0, h0="Q Q Q 4 9 3")
    evs = run(st, "0: Q Q Q", "1: pass", "2: pass", "3: pass", "4: pass", "5: pass")
    assert "yield" not in types(evs) and "last_word" not in types(evs)
    assert st.turn == 0 and st.ostate[0] == "P"


@pytest.mark.parametrize(("chaos", "is_chaos"), [(3, False), (0, False), (2, True)])
def test_chaos_after_gone(chaos: int, is_chaos: bool) -> None:
    st = pos(o=f"chaos_after_gone:{chaos}", fin="14", h1="", h4="", turn=0, h0="A A 9 3")
    assert st.chaos() is is_chaos


def _end_with(o: str, os_: str, calls: str = "------") -> list[dict]:
    st = pos(o=o, fin="13", h1="", h3="", turn=5, h5="3", h0="5 3", h2="5 6 3", h4="5 6 7 3", os=os_, calls=calls)
    run(st, "5: 3")
    assert st.is_over()
    return st.obligations


def test_both_opened_call_penalty() -> None:
    with_pen = _end_with("", "OOOOOO", calls="m-----")
    assert {"kind": "dian", "from": 0, "to": 3, "n": 4} in with_pen
    without = _end_with("both_opened_call_penalty:0", "OOOOOO", calls="m-----")
    assert not any(o["kind"] == "dian" for o in without)


def test_pending_open_counts() -> None:
    on = _end_with("", "POONOO")
    assert {"kind": "dian", "from": 3, "to": 0, "n": 1} in on
    assert not any(o["kind"] == "dian" and o["from"] == 0 for o in on)
    off = _end_with("pending_open_counts:0", "POONOO")
    assert {"kind": "dian", "from": 0, "to": 3, "n": 1} in off


def test_same_team_tribute_off() -> None:
    def luo(o: str) -> list[dict]:
        # order 0, 3, 5, 1: seat 2 (2 cards) is 二落 → 二科 seat 3; seat 4 is 大落 → 头科 seat 0, a teammate
        st = pos(o=o, fin="035", h0="", h3="", h5="", turn=1, h1="3", h2="5 3", h4="5 6 3", os="OOOOOO")
        run(st, "1: 3")
        assert st.is_over() and st.places == [1, 4, 5, 2, 6, 3]
        return [x for x in st.obligations if x["kind"] == "luo"]

    assert luo("") == [{"kind": "luo", "from": 4, "to": 0, "n": 2}, {"kind": "luo", "from": 2, "to": 3, "n": 1}]
    assert luo("same_team_tribute:0") == [{"kind": "luo", "from": 2, "to": 3, "n": 1}]


def test_tribute_skip_aces_off() -> None:
    st = pos(h4="A A K 9 3")
    ob = [{"kind": "dian", "from": 4, "to": 1, "n": 1}]
    assert [value(c) for c in select_payments(st.hands, ob, True)[0][1]] == [13]
    assert [value(c) for c in select_payments(st.hands, ob, False)[0][1]] == [14]


def test_buy_four_optional() -> None:
    """Every seat answers 买4 every hand (so the prompt names nobody); only a seat without a 4 may buy."""
    opts = GAME.options_for(buy_four_optional=True)
    for seed in range(40):
        st = GAME.new(opts, seed, None)
        while st.phase not in ("buy_opt", "play") and not st.is_over():
            s = st.to_act()[0]
            st.apply(s, st.timeout_action(s))
        assert st.phase == "buy_opt" and st.to_act() == (0, 1, 2, 3, 4, 5)
        lacking = [s for s in range(6) if st.lacks_four(s)]
        for s in range(6):
            if s not in lacking:
                assert st.legal_actions(s) == [{"a": "skip"}]
                with pytest.raises(IllegalAction) as e:
                    st.clone().apply(s, {"a": "buy"})
                assert e.value.code == "E_HAS_FOUR"
        if not lacking:
            continue
        for s in range(6):
            st.apply(s, {"a": "skip"})
        assert st.phase != "buy_opt"
        assert all(sum(1 for c in st.hands[s] if value(c) == 4) == 0 for s in lacking)
        return
    pytest.skip("no seat without a 4 in these deals")


def test_first_leader_random_and_daluo() -> None:
    carry = {"hand": 2, "series": 1, "scores": [0] * 6, "obligations": [], "daluo": 4}
    assert GAME.new(GAME.options_for(), 1, carry).leader0 == 4
    leaders = {GAME.new(GAME.options_for(first_leader="random"), s, carry).leader0 for s in range(30)}
    assert len(leaders) > 1


def test_report_threshold() -> None:
    st = pos(o="report_threshold:2", turn=0, h0="5 5 3", h1="5 3")
    v = st.view(3)
    assert v["reported"][1] and not v["reported"][0]


def test_min_hands_and_chuan_sanhu_after_min() -> None:
    def sweep(o: str, hn: int) -> bool:
        st = pos(o=o, hn=hn, fin="02", h0="", h2="", turn=4, h4="3", os="OOOOOO")
        run(st, "4: 3")
        return st.scored

    assert sweep("min_hands:3", 1) and sweep("min_hands:3", 5)
    assert sweep("min_hands:3,chuan_sanhu_resets_after_min:0", 1)
    assert not sweep("min_hands:3,chuan_sanhu_resets_after_min:0", 3)
