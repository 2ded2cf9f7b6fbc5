"""The table layer: a match (seats, bots, timers, undo window, series, saving) over any game."""

from .match import FORMAT, Hand, Match, MatchError, check_seats
from .rules import HuaniaoRules, TableRules, rules_for

__all__ = ["FORMAT", "Hand", "HuaniaoRules", "Match", "MatchError", "TableRules", "check_seats", "rules_for"]
