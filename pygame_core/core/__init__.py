"""The game contract, cards, seeded randomness, errors, texts and replays shared by all games."""

from .errors import IllegalAction, NotationError, OptionsError, PaijuError, ReplayError
from .game import Action, Bot, Event, GameInfo, GameState, OptionField, events_for
from .i18n import LANGS, Text, pick, tx
from .replay import Replay
from .rng import SplitMix64, derive_seed, shuffled_deck

__all__ = [
    "Action", "Bot", "Event", "GameInfo", "GameState", "IllegalAction", "LANGS", "NotationError",
    "OptionField", "OptionsError", "PaijuError", "Replay", "ReplayError", "SplitMix64", "Text",
    "derive_seed", "events_for", "pick", "shuffled_deck", "tx",
]
