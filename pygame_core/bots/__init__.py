"""Game-independent bots: random play and determinised information-set MCTS over a seat's view."""

from .ismcts import ISMCTSBot, RandomBot, Thinker, Thinking, action_key

__all__ = ["ISMCTSBot", "RandomBot", "Thinker", "Thinking", "action_key"]
