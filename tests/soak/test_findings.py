"""Engine bugs the soak and the fuzzing found, one test each (xfail while open, plain once fixed).
See FINDINGS.md."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.errors import PaijuError


def _new_refuses(game: str, carry: dict[str, Any]) -> None:
    info = registry.get(game)
    with pytest.raises(PaijuError):
        info.new(info.options_for(), 1, carry)


def test_f1_huaniao_carry_first_null_is_refused() -> None:
    _new_refuses("huaniao", {"first": None})


def test_f2_paohuzi_carry_dealer_null_deals_a_first_hand() -> None:
    # paohuzi reads a null dealer as "no previous hand" (check_carry): a normal deal, never a crash
    info = registry.get("paohuzi")
    st = info.new(info.options_for(), 1, {"dealer": None})
    assert st.notation() == info.new(info.options_for(), 1, None).notation()
