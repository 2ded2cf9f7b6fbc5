"""The rule families of 够级 are tables read by the rules, move generation, the hint and the table:
the gouji thresholds of ``combos.THRESHOLD`` and the 点贡 rows of ``dian_gong.json``. Every entry is
reached, at its boundary."""

from __future__ import annotations

import itertools

from pygame_core.games.gouji.combos import THRESHOLD, is_gouji_shape
from pygame_core.games.gouji.scoring import CALL_NAMES, dian_gong, dian_table


def test_every_gouji_threshold_at_its_boundary() -> None:
    for core, n in THRESHOLD.items():
        at = (core, n, 0, 0, 0) if core < 15 else (15, 0, n, 0, 0)
        below = (core, n - 1, 0, 0, 0) if core < 15 else (15, 0, n - 1, 0, 0)
        assert is_gouji_shape(at), at
        assert n == 1 or not is_gouji_shape(below), below
    assert not any(is_gouji_shape((r, 16, 0, 0, 0)) for r in range(5, 10))  # 5..9 never


def test_every_dian_gong_row_is_reached_once() -> None:
    table = dian_table()
    calls = {v: k for k, v in CALL_NAMES.items()}
    keys = set(itertools.product((True, False), (True, False), CALL_NAMES.values(), CALL_NAMES.values()))
    assert set(table) == keys and len(table) == 36
    for (so, oo, sc, oc), amounts in table.items():
        assert dian_gong(so, oo, calls[sc], calls[oc]) == amounts
