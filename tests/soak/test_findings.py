"""Engine bugs the soak and the fuzzing found, one test each, marked xfail until the game is fixed
(strict: the test fails once it passes, so the mark is removed with the fix). See FINDINGS.md."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.errors import PaijuError


def _new_refuses(game: str, carry: dict[str, Any]) -> None:
    info = registry.get(game)
    with pytest.raises(PaijuError):
        info.new(info.options_for(), 1, carry)


@pytest.mark.xfail(strict=True, raises=TypeError, reason="FINDINGS.md F1: huaniao new() int(None) on carry")
def test_f1_huaniao_carry_first_null_is_refused() -> None:
    _new_refuses("huaniao", {"first": None})


@pytest.mark.xfail(strict=True, raises=TypeError, reason="FINDINGS.md F2: paohuzi new() int(None) on carry")
def test_f2_paohuzi_carry_dealer_null_is_refused() -> None:
    _new_refuses("paohuzi", {"dealer": None})
