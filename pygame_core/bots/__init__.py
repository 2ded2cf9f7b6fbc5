"""Game-independent bots: random play and determinised information-set MCTS over a seat's view."""

from .ismcts import ISMCTSBot, RandomBot, Thinking, action_key
from .thinking import Slices, Steps, Thinker

__all__ = ["ISMCTSBot", "RandomBot", "Slices", "Steps", "Thinker", "Thinking", "action_key"]
