"""The fair deal: a host that picks the seed, drops a share, breaks its commitment, rewrites the log
or plays another action than a guest asked for is caught by every guest's verification."""

from __future__ import annotations

import pytest

from pygame_core.core import registry
from pygame_core.core.game import Action
from pygame_core.net import Host, commit_of, deal_seed

from .harness import Table


def run(host_cls: type[Host], game: str = "toy", seed: int = 4) -> Table:
    t = Table(game=game, kinds=("remote", "bot", "remote", "bot"), seed=seed)
    t.host = host_cls(game, t.host.options, [{"kind": s.kind} for s in t.host.seats],
                      entropy=t.host.entropy, **t.host_kw)
    for seat, g in t.guests.items():
        g.secret = t.host.secret(seat)
    t.connect_all()
    t.play_hand()
    return t


def problems(t: Table) -> dict[int, list[str]]:
    out = {}
    for seat, g in t.guests.items():
        v = g.verification(1)
        assert v is not None
        out[seat] = [p["en"] for p in v.problems]
    return out


class SeedCheat(Host):
    """Deals from a seed of its choosing (e.g. one that gives the host's friend a good hand)."""

    def _deal_seed(self) -> int:
        real = deal_seed(self.match, self.hand, self.host_share, self.shares)
        assert super()._deal_seed() == real
        return real ^ 1


class ShareDropper(Host):
    """Leaves seat 0's share out of the seed."""

    def _deal(self) -> None:
        self.shares.pop(0, None)
        super()._deal()


class CommitBreaker(Host):
    """Reveals another host share than the one it committed to (and a seed consistent with it)."""

    def _reveal(self) -> None:
        self.host_share = "ff" * 32
        super()._reveal()


class LogRewriter(Host):
    """Publishes a log where one bot action is replaced by another legal one."""

    def _reveal(self) -> None:
        real = list(self.actions)
        state = self.info.new(self.options, self.master.hand.seed, self.master.hand.carry)
        for i, (s, a) in enumerate(real):
            if self.seats[s].kind == "bot":
                others = [x for x in state.legal_actions(s) if x != a]
                if others:
                    self.actions[i] = (s, others[0])
                    break
            state.apply(s, a)
        super()._reveal()


class Substituter(Host):
    """Applies another legal action than the one seat 0 asked for, and publishes honestly."""

    done = False

    def _apply_intent(self, seat: int, action: Action) -> None:
        if seat == 0 and not self.done and self.state is not None:
            others = [x for x in self.state.legal_actions(seat) if x != action]
            if others:
                self.done = True
                action = others[0]
        super()._apply_intent(seat, action)


def test_honest_host_is_verified() -> None:
    assert problems(run(Host)) == {0: [], 2: []}


def test_altered_seed_is_caught() -> None:
    p = problems(run(SeedCheat))
    for seat in (0, 2):
        assert any("seed" in x for x in p[seat]), p


def test_dropped_share_is_caught_by_its_owner() -> None:
    p = problems(run(ShareDropper))
    assert any("your random share" in x for x in p[0])


def test_broken_commitment_is_caught() -> None:
    p = problems(run(CommitBreaker))
    for seat in (0, 2):
        assert any("commitment" in x for x in p[seat]), p


def test_rewritten_log_is_caught() -> None:
    p = problems(run(LogRewriter))
    for seat in (0, 2):
        assert p[seat] and any("action" in x or "table you were shown" in x for x in p[seat]), p


def test_substituted_action_is_caught_by_the_seat() -> None:
    p = problems(run(Substituter))
    assert any("you asked for" in x for x in p[0]), p


@pytest.mark.parametrize("cheat", [SeedCheat, LogRewriter, CommitBreaker])
def test_real_game_cheats_are_caught(cheat: type[Host]) -> None:
    try:
        registry.get("huaniao")
    except ImportError:
        pytest.skip("huaniao does not import")
    t = Table(game="huaniao", kinds=("remote", "bot", "remote", "bot"), seed=8, resolve=registry.get, level="easy")
    honest = t.host
    t.host = cheat("huaniao", honest.options, [{"kind": s.kind, "level": "easy"} for s in honest.seats],
                   entropy=honest.entropy, **t.host_kw)
    for seat, g in t.guests.items():
        g.secret = t.host.secret(seat)
    t.connect_all()
    t.play_hand()
    p = problems(t)
    assert p[0] or p[2], p
    assert all(p[s] for s in (0, 2)) or cheat is LogRewriter


def test_commitment_binds_match_and_hand() -> None:
    share = "ab" * 32
    c = commit_of("m", 1, share)
    assert c != commit_of("m", 2, share) and c != commit_of("n", 1, share)
    assert deal_seed("m", 1, share, {0: "00" * 32}) != deal_seed("m", 1, share, {0: "01" * 32})




def test_garbage_log_from_a_host_is_a_finding_not_a_crash() -> None:
    t = Table(kinds=("remote", "bot", "remote", "bot"), seed=4)
    t.connect_all()
    t.play_hand()
    g = t.guests[0]
    reveal = dict(t.host.history[-1])
    reveal["replay"] = dict(reveal["replay"], actions=[[0, {"a": 5}], [1, None]])
    from pygame_core.net.fair import verify_hand

    v = verify_hand(t.resolve, g.match, g.game, g.options, 0, g.records[1], reveal)
    assert not v.ok and v.problems
