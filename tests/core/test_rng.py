"""The shared generator: reference outputs from the rule books (paohuzi.md TV-03, huaniao.md TV-60)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pygame_core.core.rng import MASK64, SplitMix64, derive_seed, shuffled_deck


def test_reference_outputs_seed_0() -> None:
    g = SplitMix64(0)
    assert [g.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_paohuzi_tv04_shuffle_prefix() -> None:
    deck, _ = shuffled_deck(42, 118)
    assert deck[:8] == [90, 8, 27, 9, 89, 33, 82, 61]


@pytest.mark.parametrize("bad", [-1, 1 << 64, 1.5, "3", True])
def test_seed_must_be_u64(bad: object) -> None:
    with pytest.raises(ValueError):
        SplitMix64(bad)  # type: ignore[arg-type]


@given(st.integers(0, MASK64), st.integers(1, 500))
def test_uniform_in_range_and_deterministic(seed: int, n: int) -> None:
    a, b = SplitMix64(seed), SplitMix64(seed)
    xs = [a.uniform(n) for _ in range(20)]
    assert xs == [b.uniform(n) for _ in range(20)]
    assert all(0 <= x < n for x in xs)


@given(st.integers(0, MASK64), st.integers(1, 200))
def test_shuffle_is_a_permutation(seed: int, n: int) -> None:
    deck, _ = shuffled_deck(seed, n)
    assert sorted(deck) == list(range(n))


def test_uniform_rejects_the_biased_tail() -> None:
    # n = 3 * 2**62: 2**64 mod n = 2**62, so outputs >= 3 * 2**62 must be redrawn.
    n = 3 << 62
    g = SplitMix64(0)
    for _ in range(200):
        assert g.uniform(n) < n


def test_derive_seed_is_stable_and_separates_parts() -> None:
    assert derive_seed(1, "a") == derive_seed(1, "a")
    assert derive_seed("1a") != derive_seed(1, "a")
    assert 0 <= derive_seed(b"x") <= MASK64
