"""The English texts of 花鸟风月's refusals are English (play-test 30: "天上天下 ban: no single wind,
moon or combo this turn"): no Chinese character in any English message of the game's table."""

from __future__ import annotations

import re

from pygame_core.core.i18n import pick
from pygame_core.games.huaniao import texts

HAN = re.compile(r"[\u4e00-\u9fff]")


def test_no_english_refusal_holds_chinese() -> None:
    bad = {k: pick(v, "en") for k, v in texts.ERRORS.items() if HAN.search(pick(v, "en"))}
    assert not bad, bad
