"""The operations table (ops.py) is the one place of the dance shapes: every row is offered by move
generation somewhere, every offered play passes the validator, and the UI claims it from its cards."""

from __future__ import annotations

from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, new
from pygame_core.games.huaniao.cards import FACE
from pygame_core.games.huaniao.ops import PLAYS, claims, play_of, refusal


def test_every_row_is_offered_and_passes_the_validator_and_the_claims() -> None:
    seen: set[tuple[str, str | None]] = set()
    for seed in range(300):
        preset = ("full", "pro", "regular")[seed % 3]
        opts = GAME.options_for(preset, fanhua=bool(seed % 2)) if preset == "pro" else GAME.options_for(preset)
        st = new(opts, seed, None)
        rng = SplitMix64(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if st.phase in ("main", "extra"):
                ctx = st.ctx(st.phase == "extra")
                for a in legal:
                    if a["a"] != "op":
                        continue
                    p = play_of(a["op"], a.get("kind"))
                    cards = a.get("cards", [])
                    seen.add((p.op, p.kind))
                    assert refusal(p, [FACE[c] for c in cards], ctx) is None, a
                    if p.op != "qi":
                        assert a in claims(cards, st.fb), a
            st.apply(seat, legal[rng.uniform(len(legal))])
        if len(seen) == len(PLAYS):
            break
    assert seen == {(p.op, p.kind) for p in PLAYS}
