"""The 64-card deck (rules §2): ids, faces, points, kinds and notes."""

from __future__ import annotations

from ...core.codec import parse_int

FACES = "B1234HFY"
# Id ranges per face (§2.1): 16 birds, 8 of each number, 6 flowers, 5 winds, 5 moons.
_RANGES = (("B", 0, 16), ("1", 16, 24), ("2", 24, 32), ("3", 32, 40), ("4", 40, 48),
           ("H", 48, 54), ("F", 54, 59), ("Y", 59, 64))
FACE: tuple[str, ...] = tuple(f for f, lo, hi in _RANGES for _ in range(lo, hi))
FIRST_ID = {f: lo for f, lo, _ in _RANGES}
POINTS = {"B": 0, "1": 1, "2": 2, "3": 3, "4": 4, "H": 5, "F": 5, "Y": 5}
KIND = {"B": "bird", "1": "number", "2": "number", "3": "number", "4": "number",
        "H": "function", "F": "function", "Y": "function"}
DISCARD_CLASS = {"bird": 0, "number": 1, "function": 2}
CLASS: tuple[int, ...] = tuple(DISCARD_CLASS[KIND[f]] for f in FACE)
PTS: tuple[int, ...] = tuple(POINTS[f] for f in FACE)
NUMBER_FACES = "1234"
FUNCTION_FACES = "HFY"
ZH = {"B": "鳥", "1": "十", "2": "百", "3": "千", "4": "萬", "H": "花", "F": "風", "Y": "月"}
ZH_HANS = {"B": "鸟", "1": "十", "2": "百", "3": "千", "4": "万", "H": "花", "F": "风", "Y": "月"}
EN = {"B": "bird", "1": "ten", "2": "hundred", "3": "thousand", "4": "ten-thousand",
      "H": "flower", "F": "wind", "Y": "moon"}
NOTE_ZH = ("鳥", "十", "百", "千", "萬")


def deck_size(function_cards: bool) -> int:
    return 64 if function_cards else 48


def note(card: int, flowers_are_birds: bool) -> int | None:
    """The card's note on the scale, or None (function cards, except a flower acting as a bird)."""
    f = FACE[card]
    if f == "B":
        return 0
    if f in NUMBER_FACES:
        return int(f)
    if f == "H" and flowers_are_birds:
        return 0
    return None


def is_bird_card(card: int, flowers_are_birds: bool) -> bool:
    f = FACE[card]
    return f == "B" or (f == "H" and flowers_are_birds)


def points(cards: list[int]) -> int:
    return sum(PTS[c] for c in cards)


def card_json(card: int) -> dict[str, object]:
    return {"id": card, "face": FACE[card]}


_TEXT = tuple(f"{f}.{c}" for c, f in enumerate(FACE))


def card_text(c: int) -> str:
    """A card as text (VIEW.md): ``<face>.<id>``, e.g. ``1.17``."""
    return _TEXT[c] if 0 <= c < len(FACE) else str(c)


def parse_card(tok: str) -> int:
    """A card from ``<face>.<id>`` or a bare id; ValueError says why not (the face must match)."""
    face, _, num = tok.rpartition(".")
    try:
        c = parse_int(num, 0, len(FACE) - 1)
    except ValueError as e:
        raise ValueError(f"bad card {tok[:40]!r}: its id {e}") from None
    if face and FACE[c] != face:
        raise ValueError(f"card {c} is {FACE[c]}, not {face}")
    return c
