"""The fields of the host's per-recipient messages after a change, built in one place so that the
twin tests compare exactly what goes out.

No field of a message to one seat may depend on what another seat could do. ``auto`` (how an action
came: a bot, a timeout, the table answering a window) goes only to the seat that acted, which needs
it to tell its own asked action from one the table chose: a window answer the table applies for a
seat with the decline alone is "window", a person's real answer held to the window's close is not,
so to every other seat that tag would say who had a choice (a 跑胡子 碰/吃, a 4 to buy, a 革命...).
"""

from __future__ import annotations

from ..core.game import JSON, Event, events_for
from ..table.master import Master


def timers_left(master: Master) -> JSON:
    """Seconds left for each seat on a timer now (sent with every update for the page's clock)."""
    out: JSON = {}
    if master.dealt and not master.is_over():
        for s in master.to_act():
            left = master.remaining(s)
            if left is not None:
                out[str(s)] = round(left, 1)
    return out


def bots_of(master: Master) -> list[int]:
    """Seats a bot plays now (a bot seat, or a person's seat a stand-in plays)."""
    return [i for i in range(master.info.seats) if master.is_bot(i)]


def update_fields(master: Master, hand: int, seat: int | None, events: list[Event], by: int | None,
                  auto: str | None) -> JSON:
    """An ``update`` for ``seat`` (None: a spectator) after the Master applied an action (``by``
    and ``auto`` as in ``table.master.Applied``) or dealt (``by`` None)."""
    fields: JSON = {"hand": hand, "ply": master.ply, "view": master.view(seat), "events": events_for(seat, events),
                    "legal": master.legal(seat) if seat is not None and not master.is_over() else [],
                    "to_act": list(master.to_act()), "timers": timers_left(master), "bots": bots_of(master)}
    if master.pending():  # the rules' automatic steps go on (one an update): the hand has not ended
        fields["running"] = True
    if by is not None:
        fields["by"] = by
        if auto is not None and seat == by:
            fields["auto"] = auto
    return fields
