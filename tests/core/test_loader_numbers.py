"""Every loader bounds every number before using it (issue 22 #7).

A position with ``wilds0=2**64`` raised OverflowError, ``10**12`` MemoryError, and ``3*10**7`` was
refused only after 250 MB. Here every number of every loader (each game's positions, carries, seeds,
options, action texts, and replays) is replaced, one at a time, by a huge, negative or malformed one:
the loader must answer with its own error (NotationError; OptionsError for options, ReplayError for
a replay) or a state that works, never another exception, and it must not allocate on the way
(``tracemalloc``'s peak stays under ``PEAK``: a refusal that comes after building the thing it
refuses fails here, however fast the machine).

The sweeps walk every digit run of a real document; ``hypothesis`` adds random integers of any size
and random junk where a number stands.
"""

from __future__ import annotations

import json
import re
import tracemalloc
from collections.abc import Callable, Iterator
from functools import cache, partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.core import registry
from pygame_core.core.errors import IllegalAction, NotationError, OptionsError, ReplayError
from pygame_core.core.game import GameInfo, GameState
from pygame_core.core.replay import Replay
from pygame_core.core.rng import SplitMix64

DATA = Path(__file__).parent.parent / "data"
PEAK = 4_000_000  # bytes: a loaded position is tens of kB; 10**7 of anything is far past this
# Numbers no field can hold, numbers some can, and texts that only look like numbers.
HUGE = ("18446744073709551616", "1000000000000", "30000000", "-18446744073709551616", "9" * 5000)
HOSTILE = (*HUGE, "-1", "-30000000", "1e9", "0x10", "1_0", "+1", "١", "²", "", "-", "--1", "NaN", "1.5")
HUGE_VALUES: tuple[Any, ...] = (2**64, 10**12, 3 * 10**7, -(2**64), 10**5000, -(10**12))
HOSTILE_VALUES: tuple[Any, ...] = (*HUGE_VALUES, -1, 1.5, float("inf"), True, "1", None, [1], {"1": 1})
DIGITS = re.compile(r"[0-9]+")
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def bounded(call: Callable[[], Any], refusal: type[Exception] | tuple[type[Exception], ...]) -> Any:
    """``call()``'s result, or None when it raised ``refusal``; fails on any other exception or when
    the call allocated more than ``PEAK`` bytes at once."""
    tracemalloc.start()
    try:
        return call()
    except refusal as e:
        assert str(e).strip()
        return None
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < PEAK, f"{peak:,} bytes allocated before answering"


def works(info: GameInfo, st: GameState) -> None:
    """A loaded state is one the table can use: every view, its notation read back, legal actions."""
    text = st.notation()
    assert info.load(text).notation() == text
    for seat in (None, *range(info.seats)):
        st.view(seat)
    for seat in st.to_act():
        assert st.legal_actions(seat)


def swaps(text: str, values: tuple[str, ...]) -> Iterator[str]:
    """``text`` with one digit run replaced by each of ``values``, for every digit run."""
    for m in DIGITS.finditer(text):
        for v in values:
            yield text[:m.start()] + v + text[m.end():]


@cache
def played(game: str) -> tuple[tuple[str, ...], dict[str, Any] | None, list[str], str]:
    """Positions of one seeded hand (start, middle, end), its carry, action texts, and its replay."""
    info = registry.get(game)
    st = info.new(info.options_for(), 5, None)
    rng = SplitMix64(5)
    rp = Replay(game, info.options_for(), 5)
    positions, actions = [st.notation()], []
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        actions += [info.format_action(a) for a in legal]
        a = legal[rng.uniform(len(legal))]
        rp.actions.append((seat, a))
        st.apply(seat, a)
        if len(rp.actions) == 30:
            positions.append(st.notation())
    positions.append(st.notation())
    return tuple(positions), st.carry(), sorted(set(actions)), rp.dumps()


def position_inputs(game: str, values: tuple[str, ...], skip: frozenset[str] = frozenset()) -> Iterator[str]:
    """Every number of every field of the hand's positions replaced; every field given each value."""
    info = registry.get(game)
    codec = type(info.load(played(game)[0][0])).CODEC
    assert codec is not None
    for text in played(game)[0]:
        head, _, body = text.partition(" ")
        fields = [f for f in body.split("; ") if f]
        for i, f in enumerate(fields):
            key, _, value = f.partition("=")
            for v in ([] if key in skip else swaps(value, values)):
                yield " ".join([head, "; ".join([*fields[:i], f"{key}={v}", *fields[i + 1:]])])
        present = {f.partition("=")[0] for f in fields}
        for key in codec.by_key:
            if key not in present and key not in skip:
                for v in values:
                    yield f"{text}; {key}={v}"


def load_position(game: str, text: str) -> None:
    st = bounded(lambda: registry.load_position(text), NotationError)
    if st is not None:
        works(registry.get(game), st)


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_number_of_every_position_field(game: str) -> None:
    n = 0
    for text in position_inputs(game, (HUGE[1], "-1", "١")):  # 2**64 and beyond: the next test
        load_position(game, text)
        n += 1
    assert n > 500


def test_every_number_of_an_old_paohuzi_position() -> None:
    """跑胡子 still reads the positions it wrote before the shared codec (notation.upgrade_position)."""
    old = json.loads((DATA / "paohuzi-legacy.json").read_text(encoding="utf-8"))["positions"]
    n = 0
    for text in (old[0]["old"], old[-1]["old"]):
        for swapped in swaps(text, (HUGE[1], "-1")):
            load_position("paohuzi", swapped)
            n += 1
    assert n > 300


@pytest.mark.parametrize("game", registry.GAME_IDS)
@FUZZ
@given(data=st.data())
def test_any_number_in_a_position(game: str, data: st.DataObject) -> None:
    texts = played(game)[0]
    text = data.draw(st.sampled_from(texts))
    runs = list(DIGITS.finditer(text))
    m = runs[data.draw(st.integers(0, len(runs) - 1))]
    value = data.draw(st.one_of(st.integers(-(2**200), 2**200).map(str), st.sampled_from(HOSTILE),
                                st.text(alphabet="0123456789-+.,:;eE_ x", max_size=30)))
    load_position(game, text[:m.start()] + value + text[m.end():])


@pytest.mark.parametrize("game", registry.GAME_IDS)
@pytest.mark.parametrize("value", [v for v in HUGE if len(v.lstrip("-")) >= 20],  # past 2**64 - 1
                         ids=lambda v: f"{len(v)}chars")
def test_a_huge_number_is_refused_naming_the_field_and_range(game: str, value: str) -> None:
    """The case of the issue in every game: no field holds 2**64 + 1 or more, and the refusal says
    which field and what it may hold. (花鸟风月's ``events`` are display data: their texts may hold
    digits, a face "18446744073709551616" is a text that no rule reads.)"""
    for text in position_inputs(game, (value,), frozenset({"events"})):
        with pytest.raises(NotationError) as e:
            bounded(partial(registry.load_position, text), ())
        assert "field" in e.value.message("en") or "header" in e.value.message("en"), text[:200]


def test_the_report_case_names_wilds0_and_its_range() -> None:
    text = played("paohuzi")[0][0]
    for value in ("18446744073709551616", "1000000000000", "30000000"):
        with pytest.raises(NotationError, match=r"field wilds0=.*must be an integer in 0\.\.6"):
            bounded(partial(registry.load_position, f"{text}; wilds0={value}"), ())


def _json_numbers(doc: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _json_numbers(v, (*here, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _json_numbers(v, (*here, i))
    elif isinstance(doc, int | float):
        yield here


def _put(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy: Any = dict(doc) if isinstance(doc, dict) else list(doc)
    copy[path[0]] = _put(doc[path[0]], path[1:], value)
    return copy


def carry_inputs(game: str) -> Iterator[dict[str, Any]]:
    carry = played(game)[1]
    assert carry is not None
    for path in _json_numbers(carry):
        for v in HOSTILE_VALUES:
            yield _put(carry, path, v)
    for key in carry:
        for v in HOSTILE_VALUES:
            yield {**carry, key: v}


def new_hand(game: str, seed: Any, carry: Any) -> None:
    info = registry.get(game)
    st = bounded(lambda: info.new(info.options_for(), seed, carry), NotationError)
    if st is not None:
        works(info, st)


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_number_of_a_carry_and_the_seed(game: str) -> None:
    for carry in carry_inputs(game):
        new_hand(game, 5, carry)
    info = registry.get(game)
    for seed in (v for v in HOSTILE_VALUES if v not in (10**12, 3 * 10**7)):  # those two are seeds
        with pytest.raises(NotationError, match="seed"):
            bounded(partial(info.new, info.options_for(), seed, None), ())


def option_inputs(game: str) -> Iterator[dict[str, Any]]:
    info = registry.get(game)
    for f in info.fields:
        for v in HOSTILE_VALUES:
            yield {**info.options_for(), f.key: v}


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_option_number(game: str) -> None:
    info = registry.get(game)
    for opts in option_inputs(game):
        got = bounded(partial(info.validate_options, opts), OptionsError)
        if got is not None:
            info.new(got, 1, None)


def action_inputs(game: str) -> Iterator[str]:
    for text in played(game)[2]:
        yield from swaps(text, HOSTILE)


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_number_of_an_action_text(game: str) -> None:
    info = registry.get(game)
    st = info.load(played(game)[0][1])
    for text in action_inputs(game):
        a = bounded(partial(info.parse_action, text), NotationError)
        if a is not None:  # parsed: the engine judges it, refusing or applying
            try:
                st.clone().apply(st.to_act()[0], a)
            except IllegalAction:
                pass


def run_replay(text: str) -> None:
    def go() -> None:
        Replay.loads(text).run()
    bounded(go, ReplayError)


@pytest.mark.parametrize("game", registry.GAME_IDS)
@FUZZ
@given(data=st.data())
def test_any_number_in_a_replay(game: str, data: st.DataObject) -> None:
    text = played(game)[3]
    runs = list(DIGITS.finditer(text))
    m = runs[data.draw(st.integers(0, len(runs) - 1))]
    value = data.draw(st.one_of(st.integers(-(2**200), 2**200).map(str), st.sampled_from(HOSTILE)))
    run_replay(text[:m.start()] + value + text[m.end():])


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_the_header_numbers_of_a_replay(game: str) -> None:
    """Seed, seats, and a number past what JSON's readers agree on, at the top of a replay."""
    doc = json.loads(played(game)[3])
    for v in ("18446744073709551616", "1" + "0" * 400, "-1", "1e400", "NaN", "Infinity"):
        run_replay(json.dumps({**doc, "seed": 0}).replace('"seed": 0', f'"seed": {v}'))
        run_replay(json.dumps({**doc, "actions": [[0, {"a": "x"}]]}).replace('[[0, {"a"', f'[[{v}, {{"a"'))


def view_inputs(game: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """The view of the seat to act in the hand's middle position, each of its numbers made huge."""
    info = registry.get(game)
    st = info.load(played(game)[0][1])
    seat = st.to_act()[0]
    view = json.loads(json.dumps(st.view(seat)))
    for path in _json_numbers(view):
        yield seat, _put(view, path, 10**12)


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_every_number_of_a_view_a_bot_samples_from(game: str) -> None:
    """A view may come from another device (the host's update); the determinizer a bot samples
    positions with must not allocate by its numbers (a wild count of 10**12 was a MemoryError, a
    known-wild count a list of 10**12, a deck of 10**12 cards a hang). What it cannot read it refuses;
    which exception says so is the determinizer's (an inconsistent view is no loader's input)."""
    info = registry.get(game)
    assert info.determinize is not None
    for seat, view in view_inputs(game):
        try:
            bounded(partial(info.determinize, view, seat, SplitMix64(1)), NotationError)
        except (AssertionError, KeyError, IndexError, TypeError, ValueError) as e:
            assert "allocated" not in str(e), str(e)
