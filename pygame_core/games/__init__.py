"""One folder per game, each with the same inner files (cards, rules, notation, bots...)."""
