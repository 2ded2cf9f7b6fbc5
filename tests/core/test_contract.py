"""The contract pieces that need no game: errors, texts, options, events, replays."""

import pytest

from pygame_core.core import (
    Event,
    IllegalAction,
    OptionField,
    OptionsError,
    Replay,
    ReplayError,
    events_for,
    tx,
)
from pygame_core.core.i18n import fmt, listing, pick
from pygame_core.core.options import check_fields


def test_illegal_action_speaks_three_languages() -> None:
    e = IllegalAction("E_X", tx("不行", "不行", "no"))
    assert e.code == "E_X" and e.message("en") == "no" and e.message("zh-Hant") == "不行"
    assert e.to_json() == {"code": "E_X", "reason": {"zh-Hans": "不行", "zh-Hant": "不行", "en": "no"}}


def test_pick_falls_back() -> None:
    assert pick({"en": "x"}, "zh-Hant") == "x"
    assert pick("plain", "en") == "plain"
    assert fmt(tx("{n}张", "{n}張", "{n} cards"), n=3)["en"] == "3 cards"


def test_options_errors_list_every_problem() -> None:
    fields = [OptionField("a", tx("a", "a", "a"), "bool", False),
              OptionField("n", tx("n", "n", "n"), "int", 5, min=1, max=9),
              OptionField("c", tx("c", "c", "c"), "choice", "x", choices=("x", "y"))]
    opts, problems = check_fields(fields, {})
    assert opts == {"a": False, "n": 5, "c": "x"} and problems == []
    _, problems = check_fields(fields, {"a": 1, "n": 10, "c": "z", "zz": 0})
    assert len(problems) == 4
    err = OptionsError(problems)
    assert err.code == "E_OPTIONS" and len(err.problems) == 4 and "unknown option zz" in err.message("en")


def test_events_filter_by_audience() -> None:
    evs = [Event("drew", {"seat": 1, "card": 7}, frozenset({1}), {"seat": 1}),
           Event("secret", {"x": 1}, frozenset({2})),
           Event("played", {"seat": 0})]
    assert events_for(1, evs) == [{"type": "drew", "seat": 1, "card": 7}, {"type": "played", "seat": 0}]
    assert events_for(0, evs) == [{"type": "drew", "seat": 1}, {"type": "played", "seat": 0}]
    assert events_for(None, evs) == [{"type": "drew", "seat": 1}, {"type": "played", "seat": 0}]


@pytest.mark.parametrize("text", ["", "[]", '{"format":"x"}', '{"format":"paiju-replay/1","game":"huaniao"}'])
def test_bad_replays_are_refused_clearly(text: str) -> None:
    with pytest.raises(ReplayError):
        Replay.loads(text)


def test_replay_json_round_trip() -> None:
    r = Replay("huaniao", {}, 7, [(0, {"a": "op"})], None, "huaniao x")
    assert Replay.loads(r.dumps()) == r


def test_names_in_a_row_follow_the_language() -> None:
    """Play-test 4 (够级, English): "Bot 1、Bot 3 held" — an English list takes commas."""
    assert listing(["Bot 1", "Bot 3"], "en") == "Bot 1, Bot 3"
    assert listing(["电脑1", "电脑3"], "zh-Hans") == listing(["电脑1", "电脑3"], "zh-Hant") == "电脑1、电脑3"
    assert listing([], "en") == ""
