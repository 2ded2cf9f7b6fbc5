"""Paiju: rules engines, bots, peer protocol and table layout for three Chinese card games."""

__version__ = "0.1.0"
