"""What each seat did and had done to it this hand, kept as stamps on its plate's foot till the hand ends (pt28 #1:
"I cannot see what happened between my turns": a 开点, a kill or a 捎 went by as a banner while the player waited;
多乐 leaves a 开点 stamp and a 被打 mark on the seat)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect

WORDS: dict[str, Text] = {
    "open": tx("开点", "開點", "Opened"), "fasi": tx("发四", "發四", "4s led"),
    "kill": tx("打死", "打死", "Killed one"), "killed": tx("被打", "被打", "Was killed"),
    "shao": tx("捎", "捎", "Shao"), "shaoed": tx("被捎", "被捎", "Shao'd"),
    "yudian": tx("预点", "預點", "Blind call"),
    "mingdian": tx("明点", "明點", "Open call"),
}
INKS = {"open": (th.GOLD, th.WHITE), "fasi": (th.GOLD, th.WHITE), "kill": (th.CINNABAR, th.WHITE),
        "shao": (th.CINNABAR, th.WHITE), "killed": ("#3a332c", th.PAPER), "shaoed": ("#3a332c", th.PAPER),
        "yudian": (th.JADE, th.WHITE), "mingdian": (th.JADE, th.WHITE)}
STAMP_H = 16.0  # a stamp's height: a wide plate's half on it, under its face (clear of its total on the right); a
NARROW_H = 14.0  # narrow plate's (a phone's: no room round it) inside it on its last line, the session's total, which
# it hides for the hand (the viewer's strip and the sheet keep the player's own)
BACKING = "#17120d"  # (opaque: the total under it must not show through)
SIZE = 11.5
SHOWN = 2  # the newest this many on a plate


def beaten_gouji(top: tuple[int, bool] | None, seat: int) -> int | None:
    """Whose 够级 play ``seat``'s play beats (``top``: the play to beat, its seat and whether it is 够级), when it is
    the other team's; else None."""
    return top[0] if top is not None and top[1] and (top[0] - seat) % 2 else None


@dataclass
class Stamps:
    """Each seat's stamps this hand, in the order they came (each kind once)."""

    marks: dict[int, list[str]] = field(default_factory=dict)
    top: tuple[int, bool] | None = None  # the play to beat: its seat, 够级 or not
    shao_by: int = -1  # the seat whose play just 捎-ed (its play is a 捎, not also a 打死)

    def add(self, seat: int, kind: str) -> None:
        got = self.marks.setdefault(seat, [])
        if kind not in got:
            got.append(kind)

    def feed(self, ev: JSON) -> None:
        ty, seat = ev.get("type"), ev.get("seat")
        if ty == "call" and ev.get("call") in ("yudian", "mingdian") and isinstance(seat, int):  # (pt29 #1: a call
            self.add(seat, str(ev["call"]))  # made left no mark on the plate)
        elif ty == "shao" and ev.get("tribute"):
            self.add(int(ev["to"]), "shao")
            self.add(int(ev["from"]), "shaoed")
            self.shao_by = int(ev["to"])
        elif ty == "play" and isinstance(seat, int):
            killed = beaten_gouji(self.top, seat)
            if killed is not None and seat != self.shao_by:
                self.add(seat, "kill")
                self.add(killed, "killed")
            self.top, self.shao_by = (seat, bool(ev.get("gouji"))), -1
        elif ty == "attempt_failed":
            self.add(int(ev["by"]), "kill")
            self.add(int(ev["seat"]), "killed")
        elif ty in ("open_pending", "opened") and isinstance(seat, int):
            self.add(seat, "fasi" if ty == "opened" and "open" in self.marks.get(seat, []) else "open")
        elif ty == "open_lapsed" and isinstance(seat, int) and "open" in self.marks.get(seat, []):
            self.marks[seat].remove("open")  # (no 发四: the opening lapsed, its plate says 未开点 again)
        elif ty in ("trick_won", "redeal"):
            self.top = None
            if ty == "redeal":
                self.marks = {}

    def words(self, seat: int, lang: str) -> list[tuple[str, str]]:
        """The seat's newest stamps (``SHOWN``), oldest first: (kind, words)."""
        return [(k, pick(WORDS[k], lang)) for k in self.marks.get(seat, [])[-SHOWN:]]


def draw_stamps(dl: DisplayList, stamps: Stamps, seats: dict[int, Rect], lang: str, narrow: float, over: bool) -> None:
    """Each seat's stamps across its plate's foot: from under its face on a wide plate, centred on a narrow one
    (``narrow``: the width under which a plate stacks its lines); none once the hand is ``over`` (pt29 #4: the end's
    胜/负 seals and points lay on them)."""
    for seat, r in seats.items() if not over else ():
        got = stamps.words(seat, lang)
        if not got:
            continue
        small = r.w < narrow
        size, h = (11.0, NARROW_H) if small else (SIZE, STAMP_H)  # (11 px: the table's least)
        ws = [text_width(w, size) + (6 if small else 10) for _k, w in got]
        while not small and len(ws) > 1 and sum(ws) + 3 * (len(ws) - 1) > r.w * 0.5 - 4:  # (the plate's right half is its
            got, ws = got[1:], ws[1:]  # total's: pt30 #3, 024945-en-table, 'Opened 4s led' cut 'If ended now +6'; the newest)
        total = sum(ws) + 3 * (len(ws) - 1)
        x = r.cx - total / 2 if small else r.x + 8
        y = r.b - h - 1 if small else r.b - h / 2
        if small:
            dl.rect(Rect(r.x + 2, y - 1, r.w - 4, h + 2), BACKING, None, 1.0, 6)
        for (kind, word), w in zip(got, ws, strict=True):
            fill, ink = INKS[kind]
            pill = Rect(x, y, w, h)
            dl.rect(pill, fill, "rgba(255,250,240,0.55)", 1.0, 5)
            dl.text_in(pill, word, size, ink, weight="b", pad=1.0)
            x += w + 3
