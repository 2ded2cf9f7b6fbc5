"""The host's save format, and the upgrade of saves written before the Master took over the loop.

paiju-host/2 is the host's own records (match id, seat secrets and sequence numbers, the fair deal
in progress, the published reveals, chat) around the Master's save (``master``). Saves from before
used the local format's name, paiju-match/1, with the current hand's seed, carry and actions at the
top level and the earlier hands only in the reveals; ``migrate_host`` rebuilds the Master's hands
from those, so a table hosted before the upgrade resumes where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import PaijuError
from ..core.game import JSON, Action, GameInfo
from ..core.i18n import tx
from ..core.replay import Replay, apply_recorded, settle_recorded
from ..table.master import FORMAT as MATCH_FORMAT
from ..table.series import NEWER, MatchError, is_newer

HOST_FORMAT = "paiju-host/2"


def _damaged(detail: str) -> MatchError:
    return MatchError("E_SAVE", tx(f"联机牌桌的存档已损坏（{detail}）", f"連線牌桌的存檔已損壞（{detail}）",
                                   f"The saved table is damaged ({detail})"))


def migrate_host(d: Any, resolve: Callable[[str], GameInfo]) -> JSON:
    """A host save in the current format, upgraded from paiju-match/1; ``MatchError`` otherwise."""
    if not isinstance(d, dict):
        raise _damaged("not a saved table")
    fmt = d.get("format")
    if fmt == HOST_FORMAT:
        return d
    if fmt == "paiju-match/1" and "match" in d:
        return _from_v1(d, resolve)
    if is_newer(fmt, HOST_FORMAT):
        raise MatchError("E_SAVE_NEWER", NEWER)
    raise _damaged(f"unknown format {str(fmt)[:40]!r}")


def _from_v1(d: JSON, resolve: Callable[[str], GameInfo]) -> JSON:
    try:
        info = resolve(str(d["game"]))
        d = {**d, "history": [_today(info, r) for r in d["history"]]}
        hands = [{"seed": int(r["replay"]["seed"]), "carry": r["replay"].get("carry"),
                  "actions": r["replay"]["actions"]} for r in d["history"]]
        if d["phase"] == "playing":  # the current hand (a finished one is the last reveal already)
            hands.append({"seed": int(d["seed"]), "carry": d.get("carry"), "actions": d["actions"]})
        master = {"format": MATCH_FORMAT, "game": info.id, "options": d["options"], "seed": 0,
                  "seats": ["remote" if s["kind"] == "remote" else f"bot:{s['level']}" for s in d["seats"]],
                  "names": [str(s.get("name", "")) for s in d["seats"]],
                  "standins": [str(s["level"]) for s in d["seats"]], "hands": hands}
    except (PaijuError, KeyError, TypeError, ValueError) as e:
        raise _damaged(str(e)[:120]) from e
    keep = ("match", "game", "seats", "spectate", "hands", "phase", "hand", "host_share", "commit", "shares",
            "share_wait", "history", "chat")
    return {"format": HOST_FORMAT, **{k: d[k] for k in keep if k in d}, "master": master}


def _today(info: GameInfo, reveal: JSON) -> JSON:
    """A finished hand's reveal as today's engine writes it: actions in today's shape, the final
    position in today's notation (guests check both against their own replay)."""
    rp = Replay.from_json({**reveal["replay"], "game": info.id})
    state = info.new(info.validate_options(rp.options), rp.seed, rp.carry)
    applied: list[tuple[int, Action]] = []

    def apply(seat: int, action: Action) -> None:
        state.apply(seat, action)
        applied.append((seat, action))

    for s, a in rp.actions:
        apply_recorded(info, lambda: state, s, a, apply)
    settle_recorded(info, lambda: state, apply)  # a revealed hand is over
    rp.actions, rp.final = applied, state.notation()
    return {**reveal, "replay": {**rp.to_json(), "game": reveal["replay"].get("game", info.id)}}
