"""The guide's content model: a Guide holds "how to play" and "full rules" Sections of blocks.

Blocks are paragraphs (Para), rows of cards drawn by the table's own card renderer (Cards) and
worked examples (Example) made of paragraphs and card rows. Every visible string is a Text in
zh-Hans, zh-Hant and English. Card specs are short strings in each game's own notation (see the
game's content module); three tokens are shared by all games:

  ``|``  a small gap between groups        ``>``  an arrow between groups ("is beaten by")
  ``/``  start a new row                    ``#``  a face-down card
  ``!x`` card ``x`` drawn highlighted (the card in play)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core.i18n import Text, tx
from ..widgets import CardFace

GAP, ARROW, ROW, BACK, MARK = "|", ">", "/", "#", "!"
SEPARATORS = (GAP, ARROW)


@dataclass(frozen=True, eq=False)
class Para:
    text: Text
    style: str = "p"  # p (body) | note (options, asides: smaller, softer)


@dataclass(frozen=True, eq=False)
class Cards:
    cards: list[str]
    caption: Text


Step = Para | Cards


@dataclass(frozen=True, eq=False)
class Example:
    title: Text
    steps: list[Step]


Block = Para | Cards | Example


@dataclass(frozen=True, eq=False)
class Section:
    id: str
    title: Text
    blocks: list[Block]


@dataclass(frozen=True, eq=False)
class Deck:
    """How a game's cards look in the guide: the same faces and proportions as at the table."""

    face: Callable[[str, str, int], CardFace]  # (spec without "!", lang, position in row) -> face
    valid: Callable[[str], bool]  # the spec names a card of this game
    ratio: float  # height / width
    max_w: float  # widest card in a row (CSS px)


@dataclass(frozen=True, eq=False)
class Guide:
    game_id: str
    title: Text
    quick: list[Section]
    full: list[Section]
    deck: Deck

    def sections(self, tab: str) -> list[Section]:
        return self.quick if tab == "quick" else self.full

    def tab_of(self, section_id: str, prefer: str = "quick") -> str | None:
        for tab in (prefer, "full" if prefer == "quick" else "quick"):
            if any(s.id == section_id for s in self.sections(tab)):
                return tab
        return None


# --- compact constructors for the content modules (arguments in the order zh-Hans, zh-Hant, en) ---

def P(hans: str, hant: str, en: str) -> Para:
    return Para(tx(hans, hant, en))


def N(hans: str, hant: str, en: str) -> Para:
    """A note: options that change a rule, asides, app hints."""
    return Para(tx(hans, hant, en), "note")


def C(cards: str, hans: str, hant: str, en: str) -> Cards:
    """A card row from space-separated specs, with its caption."""
    return Cards(cards.split(), tx(hans, hant, en))


def E(title: Text, *steps: Step) -> Example:
    return Example(title, list(steps))


def S(sid: str, title: Text, *blocks: Block) -> Section:
    return Section(sid, title, list(blocks))


def texts(g: Guide) -> list[Text]:
    """Every Text of a guide (for tests and size checks)."""
    out: list[Text] = [g.title]
    for sec in g.quick + g.full:
        out.append(sec.title)
        for b in sec.blocks:
            steps: list[Step] = b.steps if isinstance(b, Example) else [b]
            if isinstance(b, Example):
                out.append(b.title)
            for st in steps:
                out.append(st.text if isinstance(st, Para) else st.caption)
    return out


def card_specs(g: Guide) -> list[str]:
    """Every card spec of a guide, shared tokens removed and marks stripped."""
    out: list[str] = []
    for sec in g.quick + g.full:
        for b in sec.blocks:
            for st in b.steps if isinstance(b, Example) else [b]:
                if isinstance(st, Cards):
                    out += [c.lstrip(MARK) for c in st.cards if c not in (GAP, ARROW, ROW, BACK)]
    return out
