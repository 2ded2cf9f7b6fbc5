"""What the player's clock did (按规则计时). The spec lets a time-out answer for the player (§13: a
claim passes, a discard goes), so the move stands; but it is the clock's, not a choice: the log says
"你 超时 · 过" and a banner "超时：已为你过", as 够级's (play-test 11 D4: a 胡 let go by the clock read
"你 过", a pass the player never chose)."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ....table.client import SeatClient
from ...tuoguan import LATE_S

RAN_OUT_S = 0.35   # the player's move with this little time left was the clock's
KEEP_S = 1.0   # the time left as last seen is kept this long once the prompt has gone
MOVES = ("answer", "pass", "discard")   # the events a time-out makes for the player
AUTO_MOVES = (*MOVES, "chi", "peng", "light", "win")   # and those 托管 makes (its 吃, 碰, bowl, 胡)
T: dict[str, Text] = {
    "line": tx("{name} 超时 · {did}", "{name} 超時 · {did}", "{name} timed out · {did}"),
    "banner": tx("超时：已为你{did}", "超時：已為你{did}", "Time's up: auto {did}"),
}


@dataclass
class OwnClock:
    seen: tuple[float, float] | None = None   # the player's time left as last drawn, and when

    def watch(self, client: SeatClient, viewer: int | None, now: float) -> None:
        """Every frame: the time left on the player's own prompt (None: no clock runs for them; a
        lone 过 the table answers is not theirs)."""
        rem = client.remaining(viewer) if viewer is not None and viewer in client.people_to_act() else None
        if rem is not None:
            self.seen = (rem, now)
        elif self.seen is not None and now - self.seen[1] > KEEP_S:   # (the move's events may come a
            self.seen = None                                         # frame after the prompt went)

    def made(self, ev: JSON, viewer: int | None, now: float, pressed_at: float, auto: bool = False) -> bool:
        """``ev`` is the player's move and their clock had run out by ``now`` with no press of theirs
        just before (``pressed_at``: a last-moment answer is theirs): the clock made it (marked on the
        event, for its log line). While 托管 plays for them (``auto``) their moves are marked its."""
        if auto and ev.get("seat") == viewer and ev.get("type") in AUTO_MOVES and now - pressed_at >= LATE_S:
            ev["auto"] = True
            return False
        if ev.get("type") not in MOVES or ev.get("seat") != viewer or self.seen is None or \
                now - pressed_at < LATE_S:
            return False
        if self.seen[0] - max(0.0, now - self.seen[1]) > RAN_OUT_S:
            return False
        ev["timed"], self.seen = True, None
        return True


def did(line: str) -> str:
    """The move of a log line about the player, without their name ("你 过" -> "过")."""
    return line.split(" ", 1)[1] if " " in line else line


def timed_line(line: str, name: str, lang: str) -> str:
    return pick(T["line"], lang).format(name=name, did=did(line))


def banner(line: str, lang: str) -> str:
    return pick(T["banner"], lang).format(did=did(line))
