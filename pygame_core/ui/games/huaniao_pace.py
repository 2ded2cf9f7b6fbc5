"""花鳥風月's pace: how long the next bot waits, by what it has to decide.

Play-test 6 (pace 7: "5 real decisions in 32 turns", long stretches of watching): measured on a
simulated App (fake clock, the player answering at once, speed 中), every bot turn cost two full bot
delays, one for its play and one more to close its own 且慢 window (bots never take anything back),
and each limit discard, 花鸟风月 pass and forced 栖 a whole delay of its own. A bot's play still
waits the delay chosen, so plays stay readable; what follows from it (its window, its gift or
target, the table's discards and passes) and a 栖 it cannot avoid go by in a blink, each called at
its seat (huaniao_seats.say_at) and in the log."""

from __future__ import annotations

from ...core.game import Action

QUICK_S = 0.3  # a discard, a pass or a 孤雁 guess: a blink (its flight and callout show it)
PERCH_S = 0.2  # a forced 栖: the others' perches in a row are one quick line (play-test 8)
COMMIT_S = 0.05
AFTER_PLAY = 0.5  # a dance's gift or target: this share of the delay (the dance was just called)
QUICK = ("discard", "pass", "guess", "day_play")
FOLLOW = ("gift", "target")
QI: Action = {"a": "op", "op": "qi"}
# the seat after the player's own turn: its play lay still through its 且慢 window (2.5 s by default),
# so the next bot answers it in this long, not a whole delay more (play-test 8: the player's turns)
AFTER_WINDOW_S = 0.5
WINDOW_SEEN = 1.5  # a play that lay this long (the window was open) counts as seen


def bot_wait(base: float, phase: object, legal: list[Action]) -> float:
    """Seconds the next bot waits before it answers ``phase`` (``base``: the speed chosen)."""
    if phase == "commit":  # its own 且慢 window: nothing to take back, the play has landed (not 0: the
        return min(base, COMMIT_S)  # table restarts a delay only while one is set, Master.run_bots)
    if phase == "main" and legal == [QI]:
        return min(base, PERCH_S)
    if phase in QUICK:
        return min(base, QUICK_S)
    if phase in FOLLOW:
        return base * AFTER_PLAY
    return base
