"""跑胡子's pace: a prompt whose only answer is 过 and that tells nobody anything goes in a blink. At the
deal (the dealer's 天胡 check) and after a forced 偎/提 or a drawn 王霸 the rules ask the seat whether
it wins (§7: asked even when it cannot, so the prompt never tells the hand); a bot that cannot says 过
at once (play-test 13, 033/034: 3-5 s of 等待各家表态… at the deal; a bot dealer's first discard came two
delays after its 亮张, the first spent on that 过)."""

from __future__ import annotations

from ....core.game import JSON, Action
from ....table.client import SeatClient

QUICK_S = 0.25   # a bot's lone 过 to its own win check; a claim the player waits for
LOCKED_S = 0.5   # the bots once the player's hand is locked, its wins made by the table: 快's pace (play-test
                 # 36 #2: 20-35 s stretches of a 血流 hand watched with nothing to decide); each win still shows
PASS: Action = {"a": "pass"}


def lone_pass(view: JSON, legal: list[Action]) -> bool:
    """The seat's prompt is its own win check and 过 is all it may say."""
    return view.get("phase") in ("opening", "selfhu") and legal == [PASS]


def between_choices(client: SeatClient, me: int | None, view: JSON, forced: bool) -> bool:
    """The player has nothing to decide now (the others play, or the table answers a forced or moot
    claim for them, ``forced``) at a table of bots: 快进到我 plays on to their next choice and goes off
    there (play-test 30 #3: 55 s of flips into locked hands watched, 快进 only after one's own win)."""
    if me is None or client.is_over() or not client.dealt():
        return False
    if any(not client.is_bot(s) and s not in client.controlled() for s in range(len(view.get("seats") or []))):
        return False   # a person at another device plays too: no hurrying their table
    return me not in client.people_to_act() or forced


def nothing_left(view: JSON) -> bool:
    """The viewer's hand is locked and the table makes its wins (胡后自动胡): no choice comes this hand."""
    me, seats = view.get("seat"), view.get("seats") or []
    return isinstance(me, int) and me < len(seats) and bool(seats[me].get("locked")) and \
        bool((view.get("options") or {}).get("locked_auto_hu"))


def pace_bots(client: SeatClient, view: JSON, base: float, fast: bool, holds: int | None = None) -> None:
    """The next bot's delay by what it answers (every frame): a lone 过 a blink, and so the claim of a
    bot the player's claim waits for (``holds``, advice.held_by) at a table of one person and bots
    (who could learn from when it answers?); the rest the speed chosen (``base``); 快进 (``fast``) sets
    its own."""
    seat = client.bot_to_act()
    if seat is None or fast or base <= 0:
        return
    quick = lone_pass(view, client.legal(seat)) or seat == holds and "remote" not in client.seats
    client.set_bot_delay(min(base, QUICK_S if quick else LOCKED_S if nothing_left(view) else base))
