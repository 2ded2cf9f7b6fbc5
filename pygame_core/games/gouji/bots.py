"""够级 bot levels (weakest first): ``easy`` the beginner, ``normal`` the rule player, ``hard`` the search.

The policies live in ``policy`` (easy, normal, the 提示 order) and ``search`` (hard, the determinizer);
this module names them for ``GameInfo.bots``.
"""

from __future__ import annotations

from ...core.game import Bot
from .policy import EasyBot, RuleBot, hint
from .search import SearchBot, determinize


def _easy_factory(seat: int, seed: int) -> Bot:
    return EasyBot(seat, seed)


def _rule_factory(seat: int, seed: int) -> Bot:
    return RuleBot(seat, seed)


def _search_factory(seat: int, seed: int) -> Bot:
    return SearchBot(seat, seed)


BOTS = {"easy": _easy_factory, "normal": _rule_factory, "hard": _search_factory}

__all__ = ["BOTS", "EasyBot", "RuleBot", "SearchBot", "determinize", "hint"]
