"""One position codec for every game: a per-game list of fields is the whole notation.

A position is one line, ``<game> key=value; key=value; ...`` (python-chess's FEN is the model: the
text is the constructor, ``State(text)``, and ``repr(state)`` prints a line that loads it back).
Each game declares its ``Field`` list once; the codec writes, reads and checks every position
through it. Fields equal to a fresh hand's value are left out, so a test position stays short.

* Header fields (options, seed...) are always read first: they build the fresh state that the
  other fields are written over, and that dumping compares against.
* ``always`` fields are written even when they equal the fresh value (the phase, say), so a
  reader sees at a glance where the hand stands.
* Syntax errors (unknown or repeated key, a value that does not parse) raise ``NotationError``
  naming the key; the game's own ``check_position`` then refuses positions the rules cannot reach.
* Every number has a range (``int_in``, ``ints_in``, ``SEED``, ``SCORE``; JSON through ``json_loads``),
  checked on the text before it is converted or used, so a hostile number is a NotationError that
  names the field and the range, never an allocation (issue 22 #7: ``wilds0=10**12``).
"""

from __future__ import annotations

import enum
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .errors import NotationError, PaijuError

T = TypeVar("T")


@dataclass(frozen=True)
class Kind(Generic[T]):
    """How one value is written: ``enc`` must not produce ``;`` (the field separator)."""

    name: str
    enc: Callable[[T], str]
    dec: Callable[[str], T]


# Bounds every loader holds numbers to (a number is refused by its length before Python converts it,
# so neither a 10**6-digit text nor a count of 10**12 cards costs anything).
SEED_MAX = 2**64 - 1     # SplitMix64's state
SCORE_MAX = 2**53 - 1    # the largest integer every peer's JavaScript holds exactly
COUNT_MAX = 10_000       # hands of a match, series, redeals: far past any table's evening
_DIGITS = re.compile(r"-?[0-9]+")


def short(v: Any, n: int = 40) -> str:
    """``v`` for an error message: at most ``n`` characters, and never an error of its own (the repr
    of a 5,000-digit integer raises, a hostile value may be any size)."""
    try:
        text = f"<an integer of {v.bit_length()} bits>" if isinstance(v, int) and v.bit_length() > 200 else repr(v)
    except (ValueError, RecursionError):
        text = f"<a {type(v).__name__} too large to show>"
    return text if len(text) <= n else text[: n - 1] + "…"


def parse_int(s: str, lo: int, hi: int) -> int:
    """The integer ``s`` (ASCII digits, optional ``-``) if it is in ``lo..hi``, else ValueError saying
    the range; refused by its length before it is converted."""
    t = s.strip()
    if len(t) > max(len(str(lo)), len(str(hi))) + 1 or not _DIGITS.fullmatch(t):
        raise ValueError(f"must be an integer in {lo}..{hi}")
    v = int(t)
    if not lo <= v <= hi:
        raise ValueError(f"must be an integer in {lo}..{hi}, not {v}")
    return v


def check_int(v: Any, lo: int, hi: int, what: str) -> int:
    """A JSON value (a carry, a replay) that must be an integer in ``lo..hi``; NotationError naming
    ``what`` and the range otherwise."""
    if type(v) is not int or not lo <= v <= hi:
        raise NotationError(f"{what} must be an integer in {lo}..{hi}, not {short(v)}")
    return v


def check_ints(v: Any, lo: int, hi: int, count: int, what: str) -> list[int]:
    """A JSON list of exactly ``count`` integers in ``lo..hi`` (NotationError naming ``what``)."""
    if type(v) is not list or len(v) != count:
        raise NotationError(f"{what} must be a list of {count} integers in {lo}..{hi}, not {short(v)}")
    return [check_int(x, lo, hi, f"{what}[{i}]") for i, x in enumerate(v)]


def _bool(s: str) -> bool:
    if s not in ("0", "1"):
        raise ValueError(f"not 0 or 1: {s!r}")
    return s == "1"


def int_in(lo: int, hi: int) -> Kind[int]:
    """An integer field bounded to ``lo..hi``: every number a position holds has one (issue 22 #7)."""
    return Kind(f"int{lo}..{hi}", str, lambda s: parse_int(s, lo, hi))


def ints_in(lo: int, hi: int, count: int | None = None, most: int = 64) -> Kind[list[int]]:
    """A comma-separated list of integers in ``lo..hi``: exactly ``count`` of them, or at most ``most``."""
    def dec(s: str) -> list[int]:
        parts = [x for x in s.split(",", most + 1) if x.strip()]
        if count is not None and len(parts) != count or len(parts) > most:
            raise ValueError(f"must list {count if count is not None else f'at most {most}'} integers in {lo}..{hi}")
        return [parse_int(x, lo, hi) for x in parts]
    return Kind(f"ints{lo}..{hi}", lambda xs: ",".join(str(int(x)) for x in xs), dec)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a position holds")


def json_loads(s: str, limit: int = SCORE_MAX) -> Any:
    """JSON whose every integer is within ``±limit`` (refused by its length before conversion) and
    which holds no NaN or Infinity: the one way positions, replays and saves read JSON. A ValueError
    (or RecursionError, for nesting deeper than Python's stack) says why not."""
    return json.loads(s, parse_int=lambda t: parse_int(t, -limit, limit), parse_float=_finite,
                      parse_constant=_no_constant)


def _finite(t: str) -> float:
    v = float(t)
    if not math.isfinite(v) or abs(v) > SCORE_MAX:
        raise ValueError(f"must be a number within ±{SCORE_MAX}")
    return v


def _json(s: str) -> Any:
    return json_loads(s)


BOOL: Kind[bool] = Kind("bool", lambda b: "1" if b else "0", _bool)
STR: Kind[str] = Kind("str", str, lambda s: s)
SEED = int_in(0, SEED_MAX)
SCORE = int_in(-SCORE_MAX, SCORE_MAX)
JSONV: Kind[Any] = Kind("json", lambda v: json.dumps(v, ensure_ascii=False, separators=(",", ":"),
                                                     sort_keys=True), _json)


def seat_flags(n: int) -> Kind[list[bool]]:
    """``n`` booleans written as the digits of the seats that are set: ``[F, T, T]`` -> ``12``."""
    def dec(s: str) -> list[bool]:
        t = s.strip()
        if len(t) > n or any(ch not in "0123456789"[:n] for ch in t):
            raise ValueError(f"must be digits of seats 0..{n - 1}")
        on = {int(ch) for ch in t}
        return [i in on for i in range(n)]
    return Kind("flags", lambda bs: "".join(str(i) for i, b in enumerate(bs) if b), dec)


@dataclass(frozen=True)
class Field:
    """One ``key=value`` of a position: where the value lives in the state and how it is written."""

    key: str
    kind: Kind[Any]
    get: Callable[[Any], Any]
    set: Callable[[Any, Any], None]
    header: bool = False
    always: bool = False


def attr(key: str, kind: Kind[Any], name: str | None = None, *, header: bool = False,
         always: bool = False) -> Field:
    """A field stored as attribute ``name`` (default: ``key``) of the state."""
    n = name or key
    return Field(key, kind, lambda st: getattr(st, n), lambda st, v: setattr(st, n, v), header, always)


def item(key: str, kind: Kind[Any], name: str, index: int) -> Field:
    """A field stored as ``state.<name>[index]`` (one seat's hand, say)."""
    return Field(key, kind, lambda st: getattr(st, name)[index],
                 lambda st, v: getattr(st, name).__setitem__(index, v))


class PositionCodec:
    """Writes and reads one game's positions from its field list.

    ``fresh(header)`` returns a fresh state for the decoded header values (by key; a missing key
    takes its default, so ``fresh({})`` is the default fresh state); every other field is then
    written over it.
    """

    def __init__(self, game_id: str, fields: Sequence[Field],
                 fresh: Callable[[Mapping[str, Any]], Any]) -> None:
        keys = [f.key for f in fields]
        if len(set(keys)) != len(keys):
            raise ValueError(f"{game_id}: duplicate field keys")
        self.game_id = game_id
        self.fields = tuple(fields)
        self.by_key = {f.key: f for f in fields}
        self.fresh = fresh
        self._blanks: dict[tuple[str, ...], dict[str, str]] = {}

    # --- writing ---------------------------------------------------------------------------------
    def encode(self, state: Any) -> dict[str, str]:
        out: dict[str, str] = {}
        for f in self.fields:
            text = f.kind.enc(f.get(state))
            if ";" in text:
                raise ValueError(f"{self.game_id}: field {f.key} wrote a ';': {text!r}")
            out[f.key] = text
        return out

    def dumps(self, state: Any) -> str:
        enc = self.encode(state)
        # Header fields are compared with a default fresh state, the others with a fresh state
        # of the same header (same options, same seed...).
        default = self._blank(())
        blank = self._blank(tuple(enc[f.key] for f in self.fields if f.header))
        parts = [f"{f.key}={enc[f.key]}" for f in self.fields
                 if f.always or enc[f.key] != (default if f.header else blank)[f.key]]
        return " ".join([self.game_id, "; ".join(parts)]).rstrip()

    def _blank(self, header: tuple[str, ...]) -> dict[str, str]:
        """The encoding of a fresh state for a header (by its text), cached: positions of one
        match share their header, and building a fresh state costs more than writing one."""
        got = self._blanks.get(header)
        if got is None:
            keys = [f for f in self.fields if f.header]
            values = {f.key: f.kind.dec(text) for f, text in zip(keys, header, strict=False)}
            got = self.encode(self.fresh(values))
            if len(self._blanks) > 64:
                self._blanks.clear()
            self._blanks[header] = got
        return got

    # --- reading ---------------------------------------------------------------------------------
    def parse(self, text: str) -> dict[str, str]:
        """``key -> raw value`` of a position text; syntax errors raise ``NotationError``."""
        if not isinstance(text, str):
            raise NotationError(f"a position is text, not {type(text).__name__}")
        t = text.strip()
        head, _, body = t.partition(" ")
        if head != self.game_id:
            raise NotationError(f"a {self.game_id} position starts with {self.game_id!r}, got {head!r}")
        raw: dict[str, str] = {}
        for part in body.split(";"):
            part = part.strip()
            if not part:
                continue
            key, eq, value = part.partition("=")
            key = key.strip()
            if not eq:
                raise NotationError(f"{self.game_id}: {part!r} is not key=value")
            if key not in self.by_key:
                raise NotationError(f"{self.game_id}: unknown field {key!r}")
            if key in raw:
                raise NotationError(f"{self.game_id}: field {key!r} given twice")
            raw[key] = value.strip()
        return raw

    def _decode(self, f: Field, value: str) -> Any:
        try:
            return f.kind.dec(value)
        except (PaijuError, ValueError, TypeError, KeyError, IndexError, RecursionError) as e:
            why = e.message("en") if isinstance(e, PaijuError) else str(e)[:200]
            raise NotationError(f"{self.game_id}: field {f.key}={value[:80]!r}: {why}") from None

    def load_into(self, state: Any, text: str) -> None:
        """Fill ``state`` (a bare instance) from ``text``: fresh from the header, then each field."""
        raw = self.parse(text)
        header = {f.key: self._decode(f, raw[f.key]) for f in self.fields if f.header and f.key in raw}
        try:
            base = self.fresh(header)
        except (PaijuError, ValueError, TypeError, KeyError) as e:
            why = e.message("en") if isinstance(e, PaijuError) else str(e)
            raise NotationError(f"{self.game_id}: header {header}: {why}") from None
        state.__dict__.update(base.__dict__)
        for f in self.fields:
            if f.key in raw and not f.header:
                value = self._decode(f, raw[f.key])
                try:
                    f.set(state, value)
                except (PaijuError, ValueError, TypeError, KeyError, IndexError) as e:
                    why = e.message("en") if isinstance(e, PaijuError) else str(e)
                    raise NotationError(f"{self.game_id}: field {f.key}: {why}") from None


_ATOMS = frozenset({int, str, float, bool, type(None), tuple, frozenset})


def copy_value(v: Any) -> Any:
    """A structural copy of a state's value: containers and plain objects copied, atoms shared.

    The one clone every game uses (``GameState.clone``); bots clone thousands of times a second, so
    atoms are recognised by their exact type without a call, and only containers are walked.
    """
    t = type(v)
    if t in _ATOMS or isinstance(v, (int, str, float, tuple, frozenset, enum.Enum)):  # and their subclasses
        return v
    if t is list:
        return [x if type(x) in _ATOMS else copy_value(x) for x in v]
    if t is dict:
        return {k: (x if type(x) in _ATOMS else copy_value(x)) for k, x in v.items()}
    if t is set:
        return set(v)
    c = object.__new__(t)
    d = getattr(v, "__dict__", None)
    if d is not None:
        c.__dict__.update({k: copy_value(x) for k, x in d.items()})
    for name in getattr(t, "__slots__", ()):
        if hasattr(v, name):
            object.__setattr__(c, name, copy_value(getattr(v, name)))
    if d is None and not getattr(t, "__slots__", ()):
        raise TypeError(f"cannot copy a {t.__name__}")
    return c
