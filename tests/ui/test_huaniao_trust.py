"""花鸟风月: the card sent is the card shown raised (play-test: a 千 picked at a discard that timed
out stayed raised at the next pass prompt, while the log said 十 went), and what the rules do when
the player's clock runs out is said ("超时 · 弃 十"), played through taps as a person would."""

from __future__ import annotations

from typing import Any

from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.table_screen import TableScreen

SEEDS = (22, 28, 59)  # deals that reach a discard with a choice, then a pass


def timed_table(seed: int) -> App:
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=seed, timers=True)
    app.settings.setdefault("preset", {})["huaniao"] = "full"
    app.handle({"t": "resize", "w": 1366, "h": 768}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    return app


def tap(app: App, hid: str, now: float) -> None:
    hit = next(h for h in app.state()["hits"] if h["id"] == hid)
    assert app.tap_at(*center(hit), now) == hid


def choices(scr: TableScreen) -> int:
    return sum(a.get("a") == "discard" for a in scr.client.legal(scr.viewer or 0))


def mine(st: dict[str, Any], kind: str) -> bool:
    return st.get("viewer") in st.get("people_to_act", []) and (st.get("prompt") or {}).get("type") == kind


def test_a_timed_out_discard_is_said_and_the_next_pass_sends_the_raised_card() -> None:
    checked = 0
    for seed in SEEDS:
        app = timed_table(seed)
        scr = app.screen
        assert isinstance(scr, TableScreen)
        rng, now, stale = SplitMix64(seed), 1.0, ""
        timed_out = passed = False
        for _ in range(6000):
            app.frame(now)
            st = app.state()
            if st.get("over") or st.get("end_shown"):
                break
            p = st.get("prompt") or {}
            if mine(st, "discard") and not timed_out and (stale or choices(scr) > 1):
                taken = [str(i) for i in (p.get("order_ok") or [])[:int(p.get("count", 1))]]
                if not stale:  # the player picks a card the rules would not take, then waits
                    stale = next(k for k in reversed(st["hand"]) if k not in taken)
                    tap(app, f"card:{stale}", now)
                    assert app.state()["selected"] == [stale]
                now += 0.25
                continue
            if stale and not timed_out:  # the clock ran out: what went is said, the pick is gone
                timed_out = True
                said = scr.plugin.said.get(0)  # type: ignore[attr-defined]  # at the player's own spot, large
                assert said and said[0].startswith("超时 · 弃"), said  # first (play-test 24 #3), no refusal toast
                assert scr.plugin.big_said[0] == "超时" and not st.get("toast"), st.get("toast")  # type: ignore[attr-defined]
                assert stale not in st["selected"], "a pick outlived the prompt it was made at"
            if timed_out and mine(st, "pass"):
                sel = st["selected"]
                assert sel == []  # nothing picked for the player (play-test 4: one tap gave a 月 away)
                pick = next(k for k in st["hand"] if k not in sel)
                tap(app, f"card:{pick}", now)
                assert app.state()["selected"] == [pick]
                label = next(b["label"] for b in app.state()["buttons"] if b["id"] == "btn:pass")
                face = next(c for c in scr.plugin.hand(scr.view()) if str(c["id"]) == pick)["face"]
                assert scr.plugin.glyph(face) in label, label  # the button names the raised card
                n = len(scr.client.events(0))
                app.frame(now)  # (the pass button is drawn once a card is raised)
                tap(app, "btn:pass", now)
                for _ in range(400):
                    now += 0.1
                    app.frame(now)
                    sent = [e for e in scr.client.events(0)[n:] if e.get("type") == "pass" and e.get("from") == 0]
                    if sent:
                        assert str(sent[0]["card"]["id"]) == pick
                        passed = True
                        break
                break
            hid = next_tap(st, rng)
            if hid is not None and any(h["id"] == hid for h in st["hits"]):
                tap(app, hid, now)
            now += 0.3
        checked += timed_out
        if passed:
            return
    assert checked, "no deal reached a discard prompt"
    raise AssertionError("no deal reached a pass prompt after a timed-out discard")


def test_the_pick_a_running_out_clock_would_send_is_the_raised_card() -> None:
    """For the table's deadline hook (requested): a complete pick is what goes, not the rules' default."""
    app = timed_table(22)
    app.frame(0.2)
    app.frame(3.0)  # (the deal has landed: nothing is offered while it flies)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    p = scr.plugin
    hand = p.hand(scr.view())
    view = {**scr.view(), "prompt": {"type": "pass"}}
    scr.selected = [str(hand[-1]["id"])]
    assert p.deadline_action(view) == {"a": "pass", "card": hand[-1]["id"]}  # type: ignore[attr-defined]
    scr.selected = []
    assert p.deadline_action(view) is None  # type: ignore[attr-defined]


def test_a_pass_whose_clock_runs_out_sends_the_raised_card_not_the_default() -> None:
    """The table's deadline hook (TableScreen.tick, Autopilot.last_word): the player raised a card
    and did not press 传; as the clock ends that card goes, once, in place of the rules' default."""
    for seed in SEEDS:
        app = timed_table(seed)
        scr = app.screen
        assert isinstance(scr, TableScreen)
        rng, now = SplitMix64(seed), 1.0
        for _ in range(6000):
            app.frame(now)
            st = app.state()
            if st.get("over") or st.get("end_shown"):
                break
            if mine(st, "pass"):
                default = str(scr.client.master.state.timeout_action(0)["card"])  # type: ignore[attr-defined]
                pick = next(k for k in st["hand"] if k not in st["selected"] and k != default)
                tap(app, f"card:{pick}", now)
                n = len(scr.client.events(0))
                for _ in range(800):  # nothing pressed: the clock runs out
                    now += 0.1
                    app.frame(now)
                    sent = [e for e in scr.client.events(0)[n:] if e.get("type") == "pass" and e.get("from") == 0]
                    if sent:
                        assert str(sent[0]["card"]["id"]) == pick, (sent[0], pick, default)
                        return
                raise AssertionError("the pass never went")
            hid = next_tap(st, rng)
            if hid is not None and any(h["id"] == hid for h in st["hits"]):
                tap(app, hid, now)
            now += 0.3
    raise AssertionError("no deal reached a pass prompt")
