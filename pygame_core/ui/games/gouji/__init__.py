"""够级 at the table: six seats in two teams, each seat's play in front of it, calls and tribute as
buttons and flying cards, multi-card selection with hints, a card counter and the score sheet
(view JSON: games/gouji/VIEW.md)."""

from __future__ import annotations

from .ui import GoujiUI

UI = GoujiUI

__all__ = ["UI", "GoujiUI"]
