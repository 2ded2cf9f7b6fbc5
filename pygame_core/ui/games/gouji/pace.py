"""够级's pace: how long the bots wait before they move, by what the player has to read.

Play-test 3 (pace 6/10: "a whole hand took 7-11 min at the fastest bot speed"): measured with a
simulated App (fake clock, the player answering 1 s after each prompt), a hand on 快 spent 51 s of
bot delays after a mere 过/让, 41 s holding won rounds and 19 s on the player's own 要不起. A pass is
read at a glance (多乐 passes go quickly), a taken round was read while it was held (``table.HOLD``);
a play after a play keeps the whole delay chosen, so plays stay readable."""

from __future__ import annotations

from ....core.game import JSON
from ...table_bar import AUTO_S

SETUP = ("yudian", "mingdian", "revolution", "buy_opt", "buy_pay", "return")
SETUP_DELAY_S = 0.3  # a bot's call or buying decision waits this long at most (plays keep the set pace)
AFTER_PASS = 0.5  # the next bot after a 过/让 or a taken round waits this share of the delay chosen
QUICK = ("pass", "yield", "final_pass", "trick_won")  # 过, 让, a 让's last 过, a round taken (held first)
MOVES = ("play", "dealt", *QUICK)  # the events that say whether the next bot goes sooner
PLAY_READ_S = 0.8  # a play, once landed, stays this long at least before the next move at any speed but
# instant (pt11 D2: at 快 the next seat moved 0.5 s after a landing, the player's own 要不起 0.65 s after at
# 中: tricks went by between glances; 多乐 leaves each play ~1 s in front of its seat)
MIN_BEAT_S = PLAY_READ_S  # the player's own 要不起 goes no sooner than this after the play lands
DUEL_S = 1.2  # the 革命 duel's moves (its lead, the answer, the forced 发四) wait at least this: a few
# moves that decide who opens went by at 快 while the player looked away (play-test 5)
DUEL = ("lead", "answer", "four")
PASSES = ("pass", "yield", "final_pass")
AFTER_PASS_RUN = 0.3  # a move after a pass (the passes round a lead come one after another) waits this
# share of the delay chosen, not less than after a taken round at 快 (pt12: a lead everybody passed took
# 4-5 s at 中, each 过 0.55 s; each stays on its seat as a word, so a quicker run loses nothing)


FORCED_PASS_S = 0.2  # a bot with nothing but 过 (要不起), or whose rule play is 过: a blink once the play is read
# (pt14: "every bot, even a forced pass, takes ~2 s"; its 过 stays at its seat as a word; pt40 pace 6: 0.25 s)
FORCED_SHARE = 0.3  # right after a play such a pass waits this share of the delay chosen (0.33 s at 中, 0.2 at 快;
# 0.4 till pt40: "bots' 要不起 as slow as real plays", a hand 5-8 min),
# not ``PLAY_READ_S``: the play stays in its box whatever the 过 beside it (pt21 #2: "bots that cannot beat still
# take ~1 s each to show 过", "快 did not feel faster than 中": both waited 0.8 s)


def forced_after_play(base: float) -> float:
    """A forced pass's wait right after a play lands: ``FORCED_SHARE`` of the delay, a blink at least."""
    return min(PLAY_READ_S, max(FORCED_PASS_S, base * FORCED_SHARE))


READ_SHARE = 1.0  # a play after a play waits this share of the delay chosen at least, from its landing: 1.1 s at 中,
# ~1.6 s a play with its flight (pt24 #2: "bots too fast to follow at 中", 多乐 ~1.5 s a play; pt40, pace 6: at 1.2
# a play took 1.9 s, a hand 5-8 min; 快 keeps PLAY_READ_S)
BIG_SHARE = 1.8  # a big play (够级, 开点/发四, 捎, 憋3, going out) holds the next move this share of the delay,
BIG_MORE = 0.9  # this much longer than the delay at most: ~2 s at 中, 0.9 s at 快, 2.7 s at 慢 (pt24 #2: a partner's
# 开点 and 发四 came and went in the first 5 s; 多乐 pauses after big plays)
BIG = ("shao", "opened", "open_pending", "bie3", "out", "revolution")
# A forced pass right after a big play waits the delay chosen, not ``big_wait`` (pt40 pace 6: 16 passes a hand
# waited ~2.5 s each): the big play stays in its box through the passes, and its moment holds the table itself.


def big_move(events: list[JSON]) -> bool:
    """Whether these events (one move's) hold a big play: a 够级 play or one of ``BIG``."""
    return any(ev.get("type") in BIG or (ev.get("type") == "play" and bool(ev.get("gouji"))) for ev in events)


def big_wait(base: float) -> float:
    """The wait after a big play (``BIG_SHARE``, ``BIG_MORE``), the read of a play at least."""
    return max(PLAY_READ_S, min(base * BIG_SHARE, base + BIG_MORE))


def bot_wait(base: float, phase: object, quick: bool, duel: object = None, after_pass: bool = False,
             forced_pass: bool = False, big: bool = False) -> float:
    """Seconds the next bot waits once the last cards landed: ``base`` is the speed chosen; the set-up
    goes quickly, a move right after a pass or a taken round (``quick``) waits ``AFTER_PASS`` of it (the
    same for every seat whatever it holds), one after a play at least ``PLAY_READ_S``; the 革命 duel's
    moves at least ``DUEL_S``; one right after a pass (``after_pass``) ``AFTER_PASS_RUN`` of it."""
    if phase in SETUP:
        return min(base, SETUP_DELAY_S)
    if duel in DUEL and phase == "play":
        return max(base, DUEL_S)
    if phase == "play" and big and base > 0:  # whatever comes next: the big play is read first (a forced 过
        return max(PLAY_READ_S, base) if forced_pass else big_wait(base)  # beside it leaves it in sight)
    if phase == "play" and forced_pass and base > 0:  # nothing to choose: soon after a play (its cards stay in
        return forced_after_play(base) if not quick else min(base, FORCED_PASS_S)  # its box, the 过 beside them)
    if phase == "play" and not quick and base > 0:  # after a play: it is read first
        return max(base * READ_SHARE, PLAY_READ_S)
    if quick and after_pass and phase == "play":
        return max(base * AFTER_PASS_RUN, min(0.25, base * AFTER_PASS))
    return base * AFTER_PASS if quick and phase == "play" else base


AFTER_HOLD_S = 0.15  # once a hold is over (a 够级 play's, a round taken's), the next bot moves this soon at most:
# the delay counts from the landing, holds within it (pt14: "bots took 2-3 s per move, even for a plain 过":
# at 中 a 够级 play held 1.2 s, then the delay of 1.1 s began; measured in the browser 2.7-2.9 s a move)


def left(wait: float, since: float) -> float:
    """The delay still to wait ``since`` s after the last move landed (or came, a pass): a hold that
    kept the bots waiting counts toward ``wait`` (``bot_wait``), not on top of it; ``AFTER_HOLD_S`` at
    least once it is over (a hold's end and the next move are two things seen)."""
    return wait if wait <= 0 or since <= 0 else max(min(wait, AFTER_HOLD_S), wait - since)


FORCED_PLAY_S = 1.0  # the player's one legal play (only 4s, unopened: 弃点) is said this long, then played
# by the table (lead's decision after pt19 #1: "只能出4" with the 4 raised still wanted a press; the apps play it)

OWN_PASS_MIN_S = 0.35  # the player's 要不起 in a run of passes, the play long read: still a beat (its flash
# shows after it, words.OWN_FLASH_S)


def cant_beat_beat(base: float, bots_only: bool, since: float = 0.0, silent: bool = False) -> float:
    """The beat before the player's 要不起 goes by itself, from the play's landing (GoujiUI.auto_answer):
    at a table of bots as long as a bot's move (bots read no timing) less the ``since`` s the play has
    already stood (pt12: a 要不起 third in a run of passes waited a whole 1.1 s more at 中), at least
    ``OWN_PASS_MIN_S``; at a peer table ``AUTO_S``. ``silent``: a partner's play passed with no callout
    (pt36 #1) waits as a bot's forced pass does (``forced_after_play``: 0.44 s at 中), less ``since``."""
    if silent:
        return max(0.0, forced_after_play(base) - max(0.0, since))
    return max(OWN_PASS_MIN_S, min(AUTO_S, max(base, MIN_BEAT_S)) - max(0.0, since)) if bots_only else AUTO_S
