"""The fair deal: commitments, the deal seed from every share, and re-running a hand to check the host.

Before a hand the host draws a 256-bit share and publishes only ``commit_of`` it. Each guest then
sends its own share to the host privately. The seed is ``derive_seed`` over all shares, so the host
cannot pick the deal (its share is fixed before it sees any other) and no guest can compute the
deal (it never sees the host's share before the hand ends). After the hand the host reveals every
share and the full action log; each guest re-runs the hand and compares, ply by ply, the views it
was actually sent with the views the replay gives its seat.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import IllegalAction, PaijuError
from ..core.game import JSON, GameInfo
from ..core.i18n import Text, tx
from ..core.replay import Replay
from ..core.rng import derive_seed
from .messages import HOST_TYPES, MAX_HOST_BYTES, canonical, encode, json_problem

_hex64 = HOST_TYPES["commit"][0]["commit"]
_text_problem = HOST_TYPES["bye"][0]["reason"]


# A reveal travels in one host message: its fields plus the envelope (v, t, seq, ack: under 80 bytes
# with the largest sequence numbers) stay within MAX_HOST_BYTES.
ENVELOPE = len(encode("reveal", seq=2**53, ack=2**53))
REVEAL_CAP = MAX_HOST_BYTES - ENVELOPE
# The budget within the cap: the fixed part (shares, options, carry, result, final position: measured
# at most ~56 KB, a 跑胡子 result with its win records) and REVEAL_PLIES logged actions of
# ACTION_BYTES each (a listed action: the largest met is ~75 B, a 够级 play of a whole hand ~200 B).
FIXED_BYTES = 64 * 1024
ACTION_BYTES = 200
REVEAL_PLIES = (REVEAL_CAP - FIXED_BYTES) // (ACTION_BYTES + 1)  # 977: soak hands end within ~600


class RevealTooLarge(PaijuError):
    """A hand whose reveal cannot travel in one message even without its final position."""


def reveal_size(reveal: JSON) -> int:
    """Bytes of the reveal's fields as ``messages.encode`` writes them (without the envelope)."""
    return len(encode("reveal", **reveal).encode()) - len(encode("reveal").encode())


def build_reveal(hand: int, host_share: str, shares: dict[int, str], seed: int, replay: JSON,
                 result: JSON, returns: list[float] | None) -> JSON:
    """The reveal of a finished hand, at most ``REVEAL_CAP`` bytes by construction: when the whole
    does not fit, the published final position goes (a guest replays the hand itself and checks the
    final position only when one is published); a hand that still does not fit raises
    ``RevealTooLarge`` rather than sending what no guest could read (the guests' verdict then says
    that no reveal came)."""
    reveal: JSON = {"hand": hand, "host_share": host_share,
                    "shares": {str(k): v for k, v in sorted(shares.items())}, "seed": seed,
                    "replay": replay, "result": result, "returns": returns}
    if reveal_size(reveal) > REVEAL_CAP:
        reveal["replay"] = {k: v for k, v in replay.items() if k != "final"}
    n = reveal_size(reveal)
    if n > REVEAL_CAP:
        raise RevealTooLarge("E_REVEAL_SIZE", tx(f"本局牌谱过大（{n} 字节），无法公布", f"本局牌譜過大（{n} 位元組），無法公佈",
                                                  f"this hand's log is too large to publish ({n} bytes)"))
    return reveal


def commit_of(match: str, hand: int, share: str) -> str:
    """The public commitment to a hex share, bound to this match and hand so it cannot be reused."""
    return hashlib.sha256(f"paiju-commit/1|{match}|{hand}|{share}".encode()).hexdigest()


def deal_seed(match: str, hand: int, host_share: str, shares: dict[int, str]) -> int:
    """The hand's seed from the host's share and every guest share (in seat order)."""
    parts = [f"{s}:{shares[s]}" for s in sorted(shares)]
    return derive_seed("paiju-deal/1", match, hand, host_share, *parts)


def view_digest(view: Any) -> str:
    """A short fingerprint of a view, so a guest can remember a whole hand cheaply."""
    return hashlib.sha256(canonical(view).encode()).hexdigest()[:32]


@dataclass
class HandRecord:
    """What one seat was sent during a hand: enough to check the host afterwards."""

    hand: int
    commit: str | None = None
    own_share: str | None = None
    # Plies 0..REVEAL_PLIES only (a longer hand cannot be revealed), so at most REVEAL_PLIES + 1 each:
    digests: dict[int, str] = field(default_factory=dict)  # ply -> view_digest
    # ply -> the action this seat asked for, or its view_digest when longer than ACTION_BYTES
    mine: dict[int, JSON | str] = field(default_factory=dict)

    def remember(self, ply: int, action: JSON) -> None:
        """Keep the action this seat asked for at ``ply`` (bounded: a long one by its digest)."""
        self.mine[ply] = action if len(canonical(action).encode()) <= ACTION_BYTES else view_digest(action)

    def asked(self, ply: int, action: JSON) -> bool | None:
        """Whether ``action`` is the one this seat asked for at ``ply`` (None: it asked for none)."""
        want = self.mine.get(ply)
        if want is None:
            return None
        return want == view_digest(action) if isinstance(want, str) else canonical(want) == canonical(action)

    def to_json(self) -> JSON:
        return {"hand": self.hand, "commit": self.commit, "own_share": self.own_share,
                "digests": {str(k): v for k, v in self.digests.items()},
                "mine": {str(k): v for k, v in self.mine.items()}}

    @classmethod
    def from_json(cls, d: Any) -> HandRecord:
        """From a guest's own storage; ``ValueError`` saying what is wrong for anything else."""
        if not isinstance(d, dict) or type(d.get("hand")) is not int:
            raise ValueError("a hand record needs a hand number")
        commit, own = d.get("commit"), d.get("own_share")
        for what, v in (("commit", commit), ("own_share", own)):
            if v is not None and _hex64(v):
                raise ValueError(f"{what}: {_hex64(v)}")
        digests, mine = d.get("digests", {}), d.get("mine", {})
        if not isinstance(digests, dict) or not isinstance(mine, dict):
            raise ValueError("digests and actions are objects")
        if len(digests) > REVEAL_PLIES + 1 or len(mine) > REVEAL_PLIES + 1:
            raise ValueError(f"a hand has at most {REVEAL_PLIES} plies")
        if any(not isinstance(v, str) or len(v) != 32 for v in digests.values()):
            raise ValueError("a digest is 32 hex digits")
        if any(not (isinstance(v, str) and len(v) == 32) and (not isinstance(v, dict) or json_problem(v)
                                                              or len(canonical(v).encode()) > ACTION_BYTES)
               for v in mine.values()):
            raise ValueError("an action is a JSON object (or its digest)")
        return cls(d["hand"], commit, own, {int(k): v for k, v in digests.items()},
                   {int(k): v for k, v in mine.items()})


@dataclass
class Verification:
    """The outcome of re-running a hand: ``ok`` only when nothing differs."""

    hand: int
    ok: bool
    problems: list[Text]
    notes: list[Text]
    carry: JSON | None = None  # the replayed hand's carry, to check the next hand's

    @classmethod
    def from_json(cls, hand: int, d: Any) -> Verification:
        """A verdict from a guest's own storage; ``ValueError`` for anything else."""
        if not isinstance(d, dict) or type(d.get("ok")) is not bool:
            raise ValueError("a verdict needs ok")
        problems, notes = d.get("problems", []), d.get("notes", [])
        for texts in (problems, notes):
            if not isinstance(texts, list) or any(_text_problem(t) for t in texts):
                raise ValueError("a verdict's problems and notes are texts")
        return cls(hand, d["ok"], problems, notes, d.get("carry"))

    def to_json(self) -> JSON:
        return {"hand": self.hand, "ok": self.ok, "problems": [dict(p) for p in self.problems],
                "notes": [dict(n) for n in self.notes], "carry": self.carry}


def same_options(info: GameInfo, a: JSON, b: JSON) -> bool:
    """Whether two option sets state the same rules, as this version reads them: a host reloaded
    under a newer version, whose options gained a key at its default, states the rules it began with."""
    try:
        return canonical(info.validate_options(a)) == canonical(info.validate_options(b))
    except (PaijuError, ValueError, KeyError, TypeError):  # options this version refuses: compare them as sent
        return canonical(a) == canonical(b)


def verify_hand(resolve: Callable[[str], GameInfo], match: str, game: str, options: JSON,
                seat: int | None, record: HandRecord, reveal: JSON,
                expected_carry: JSON | None = None, check_carry: bool = False) -> Verification:
    """Re-run a revealed hand and say exactly what, if anything, does not match what ``seat`` saw.

    Never raises: whatever in a reveal the engine or this check cannot take (a carry the game's
    loader refuses, a result it cannot compare...) is the finding "cannot be checked", so a host can
    end no hand unjudged by crashing the check."""
    problems: list[Text] = []
    try:
        return _verify(resolve, match, game, options, seat, record, reveal, expected_carry, check_carry, problems)
    except Exception as e:  # noqa: BLE001 - the reveal is the host's: anything it breaks is a finding
        why = f"{type(e).__name__}: {str(e)[:120]}"
        problems.append(tx(f"无法核对庄家公布的牌谱（{why}）", f"無法核對莊家公佈的牌譜（{why}）",
                           f"the host's reveal cannot be checked ({why})"))
        return Verification(record.hand, False, problems, [], None)


def _verify(resolve: Callable[[str], GameInfo], match: str, game: str, options: JSON, seat: int | None,
            record: HandRecord, reveal: JSON, expected_carry: JSON | None, check_carry: bool,
            problems: list[Text]) -> Verification:
    hand = record.hand
    notes: list[Text] = []

    def done(carry: JSON | None = None) -> Verification:
        return Verification(hand, not problems, problems, notes, carry)

    host_share = str(reveal.get("host_share", ""))
    shares = {int(k): str(v) for k, v in dict(reveal.get("shares", {})).items()}
    if record.commit is None:  # an honest host commits before the deal and in every sync of the hand
        problems.append(tx("庄家发牌前没有承诺其份额", "莊家發牌前沒有承諾其份額",
                           "the host dealt this hand with no commitment to its share"))
    elif commit_of(match, hand, host_share) != record.commit:
        problems.append(tx("庄家公布的份额与事先的承诺不符", "莊家公佈的份額與事先的承諾不符",
                           "the host's revealed share does not match its commitment"))
    if seat is not None:
        if record.own_share is None:
            notes.append(tx("本局中途加入，未提供随机份额", "本局中途加入，未提供隨機份額",
                            "joined after the deal: no share of yours to check"))
        elif shares.get(seat) != record.own_share:
            problems.append(tx("你的随机份额未被使用或被篡改", "你的隨機份額未被使用或被篡改",
                               "your random share is missing from the deal or was altered"))
    seed = deal_seed(match, hand, host_share, shares)
    try:
        replay = Replay.from_json(reveal.get("replay"))
    except Exception as e:  # noqa: BLE001 - any malformed replay is a finding, not a crash
        problems.append(tx("牌谱格式错误", "牌譜格式錯誤", f"the published log is malformed ({e})"))
        return done()
    if reveal.get("seed") != seed or replay.seed != seed:
        problems.append(tx("发牌种子不是由各方份额得出的", "發牌種子不是由各方份額得出的",
                           "the deal seed is not the one derived from the shares"))
    if replay.game != game:
        problems.append(tx("牌谱的游戏不符", "牌譜的遊戲不符", f"the log is for {replay.game!r}, not {game!r}"))
        return done()
    info = resolve(game)
    if not same_options(info, replay.options, options):
        problems.append(tx("牌谱的选项与本桌不符", "牌譜的選項與本桌不符",
                           "the log's options differ from the table's"))
    if check_carry and canonical(replay.carry) != canonical(expected_carry):
        problems.append(tx("上一局的延续数据不符", "上一局的延續數據不符",
                           "the carry-over from the previous hand differs from its replay"))
    try:
        # Re-run with the seed derived here, never the one the host claims.
        state = info.new(info.validate_options(replay.options), seed, replay.carry)
    except Exception as e:  # noqa: BLE001 - options or a carry the game refuses (NotationError...)
        why = f"{type(e).__name__}: {str(e)[:120]}"
        problems.append(tx(f"无法开始重放（{why}）", f"無法開始重放（{why}）", f"the hand cannot be started again ({why})"))
        return done()
    digests = record.digests
    seen: set[str] = set()  # the seat's views at this ply: after the action and each automatic step

    def compare(ply: int, what: Text) -> bool:
        want = digests.get(ply)
        if want is not None and want not in seen | {view_digest(state.view(seat))}:
            problems.append(what)
            return False
        return True

    if not compare(0, tx("发到你手上的牌与种子不符", "發到你手上的牌與種子不符",
                         "the deal you were shown is not the deal of the seed")):
        return done()
    for i, (s, action) in enumerate(replay.actions):
        desc = f"#{i + 1} ({s}: {_fmt(info, action)})"
        same = record.asked(i + 1, action)
        if same is not None and (s != seat or not same):
            asked = record.mine[i + 1]
            what = _fmt(info, asked) if isinstance(asked, dict) else "another action"
            problems.append(tx(f"第 {i + 1} 步：你的出牌被替换 {desc}", f"第 {i + 1} 步：你的出牌被替換 {desc}",
                               f"action {desc}: you asked for {what}, the host applied another"))
            return done()
        try:  # the engine refuses a seat acting out of turn (a seat not to act may hold an undo)
            state.apply(s, action, run=False)
            seen.clear()
            while state.pending():  # the table may have shown the seat any of these (and lost the rest)
                seen.add(view_digest(state.view(seat)))
                state.advance()
        except IllegalAction as e:
            problems.append(tx(f"第 {i + 1} 步不合规则 {desc}", f"第 {i + 1} 步不合規則 {desc}",
                               f"action {desc} is illegal: {e.code}"))
            return done()
        except Exception as e:  # noqa: BLE001 - a malformed logged action is a finding, not a crash
            problems.append(tx(f"第 {i + 1} 步格式错误 {desc}", f"第 {i + 1} 步格式錯誤 {desc}",
                               f"action {desc} is malformed ({type(e).__name__})"))
            return done()
        if not compare(i + 1, tx(f"第 {i + 1} 步后你看到的局面与重放不符 {desc}",
                                 f"第 {i + 1} 步後你看到的局面與重放不符 {desc}",
                                 f"after action {desc} the table you were shown differs from the replay")):
            return done()
    if digests and max(digests) > len(replay.actions):
        problems.append(tx("牌谱少了若干步", "牌譜少了若干步", "the log is shorter than the hand you saw"))
    if not state.is_over():
        problems.append(tx("牌谱在本局结束前中断", "牌譜在本局結束前中斷", "the log stops before the hand is over"))
    if replay.final is not None and replay.final != state.notation():
        problems.append(tx("公布的终局与重放不符", "公佈的終局與重放不符",
                           "the published final position differs from the replay"))
    if canonical(reveal.get("result")) != canonical(state.result()):
        problems.append(tx("公布的结果与重放不符", "公佈的結果與重放不符",
                           "the published result differs from the replay"))
    returns = reveal.get("returns")  # the series table shows them: they are the replay's or a finding
    if returns is not None and canonical(returns) != canonical(list(state.returns())):
        problems.append(tx("公布的得分与重放不符", "公佈的得分與重放不符",
                           "the published returns differ from the replay"))
    return done(state.carry())


def _fmt(info: GameInfo, action: JSON) -> str:
    try:
        return info.format_action(action)
    except Exception:  # noqa: BLE001 - a description only
        return canonical(action)[:60]
