"""The tables' pace as a player meets it (not a test):

    python -m tests.bench.pace [--game G ...] [--hands N] [--react S] [--seed S] [--size WxH] [--json]

A person plays each hand against the default bots at the default speed (中) and clock (按规则计时), on
the table the page draws (the App, driven frame by frame on a simulated clock, 10 frames a second): a
prompt is answered ``--react`` seconds after it shows, with the same presses the UI tests make
(tests/ui/ui_driver.py). Reported per game, over the hands: a hand's length, the player's decisions
(prompts they answered: a button or a seat pressed, not a 提示), decisions a minute, the longest stretch
with nothing to decide (from an answer to the next prompt), stretches over 20 s, and how long each move
another seat shows on the table stays the newest there (from its log line to the next shown move of any
seat: its median and the share under 0.8 s, too quick to read). A pass, 让牌 or 扣牌 shows nothing new on
the felt, nor does a note on what a move did (a bowl chip lit, a hand limit), so they neither count nor
end a move's time. Simulated seconds, so the figures do not depend on
the machine's load.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from pygame_core.core.rng import SplitMix64
from pygame_core.progress import Progress
from pygame_core.ui.app import App
from pygame_core.ui.screen import MemoryStorage
from pygame_core.ui.table_screen import TableScreen
from tests.ui.ui_driver import Hints, center, next_press_gouji, next_tap, next_tap_paohuzi, tour_tap

GAMES = ("gouji", "paohuzi", "huaniao")
STEP = 0.1  # simulated seconds a frame
QUICK_S = 0.8  # a move newest on screen for less than this went by unread
LONG_S = 20.0  # a stretch with nothing to decide longer than this is a wait a player notices
# log verbs that put nothing new on the felt: passes, and notes on what a move did (a round won, a bowl
# chip lit, a limit or a ban that follows a dance)
NOT_SHOWN = ("过", "让牌", "扣牌（最后决定）", "要不起", "不要", "赢得这一轮", "点亮聚宝盆", "手牌上限", "将被跳过",
             "下回合不能")
NOT_DECISIONS = ("btn:hint", "btn:hints", "tour:next", "curtain", "overlay:close", "skip_poem", "pz:moment")


@dataclass
class Hand:
    seconds: float  # from the table's first frame to the result sheet
    decisions: int
    longest_wait: float
    long_waits: int
    move_gaps: list[float]  # for each move another seat shows, the seconds until the next shown move


def shown_by(line: str) -> str | None:
    """Who made the move a log line tells, when it puts something new on the felt (zh-Hans names: the
    bench plays in Chinese, the person is 你 and the bots 电脑N); None for a pass, a heading or a note."""
    who, _, verb = line.partition(" ")
    if not (who == "你" or who.startswith("电脑")) or not verb or verb.startswith(NOT_SHOWN):
        return None
    return who


def chooser(game: str, seed: int) -> Callable[[dict[str, Any]], str | None]:
    """What the person presses next in a frame's state (None: nothing to press)."""
    rng = SplitMix64(seed)
    if game == "gouji":
        hints = Hints()
        return lambda st: hints(st, next_press_gouji(st, rng))
    if game == "paohuzi":
        return lambda st: next_tap_paohuzi(st, rng)
    return lambda st: next_tap(st, rng)


def play_hand(game: str, seed: int, react: float, w: int, h: int) -> Hand:
    app = App(MemoryStorage())
    app.settings.update({"game": game, "speed": "normal", "timers": True, "tour_off": True, "lang": "zh-Hans",
                         "fixed_seed": seed})
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.05)
    scr = app.screen
    assert isinstance(scr, TableScreen), "开始 opened no table"
    pick = chooser(game, seed)
    now, start = 0.1, 0.1
    key: int | None = None  # the prompt on screen (the move count it came at), None: none
    asked_at = 0.0  # when it showed, then when the next press of it may come
    answered = False  # the person pressed something of this prompt that decides
    free_since = start  # when the player last had nothing to decide (an answer, or the start)
    decisions, waits = 0, []
    lines, last_move, gaps = 0, None, []  # log lines read, when another seat's newest shown move came
    while now - start < 1800:
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        n = int(st.get("actions", 0))
        mine = st.get("viewer") in st.get("people_to_act", [])
        for line in scr.log[lines:]:
            who = shown_by(line)
            if who is not None:
                if last_move is not None:
                    gaps.append(now - last_move)
                last_move = None if who == "你" else now
        lines = len(scr.log)
        if (n if mine else None) != key:
            if key is not None and answered:
                free_since = now
            key, asked_at, answered = (n if mine else None), now, False
        hid = tour_tap(st) or pick(st)
        aside = hid in NOT_DECISIONS[2:]  # read and tapped away, no choice in it
        if hid is not None and (aside or key is not None and now - asked_at >= react):
            hit = next((x for x in st["hits"] if x["id"] == hid), None)
            if hit is not None:
                app.tap_at(*center(hit), now)
                asked_at = now - react + 0.6  # the prompt's next press a beat later
                if hid not in NOT_DECISIONS and not answered:
                    decisions, answered = decisions + 1, True
                    waits.append(now - react - free_since)
        now += STEP
    else:
        raise AssertionError(f"{game} seed {seed}: no result sheet after 30 simulated minutes")
    return Hand(now - start, decisions, max(waits, default=0.0), sum(x > LONG_S for x in waits), gaps)


def summary(hands: list[Hand]) -> dict[str, float]:
    gaps = [g for hd in hands for g in hd.move_gaps]
    mins = sum(hd.seconds for hd in hands) / 60
    return {"hands": len(hands), "hand_s": round(statistics.mean(hd.seconds for hd in hands), 1),
            "decisions": round(statistics.mean(hd.decisions for hd in hands), 1),
            "per_min": round(sum(hd.decisions for hd in hands) / mins, 2) if mins else 0.0,
            "longest_wait_s": round(max(hd.longest_wait for hd in hands), 1),
            "waits_over_20s": sum(hd.long_waits for hd in hands),
            "move_gap_p50_s": round(statistics.median(gaps), 2) if gaps else 0.0,
            "moves_under_0_8s": round(sum(g < QUICK_S for g in gaps) / len(gaps), 2) if gaps else 0.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.pace", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", choices=GAMES, help="a game (all three by default)")
    ap.add_argument("--hands", type=int, default=3, help="hands per game (seeds seed..seed+N-1)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--react", type=float, default=2.0, help="seconds the person takes to answer a prompt")
    ap.add_argument("--size", default="1366x768", help="the page's size, WxH")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    a = ap.parse_args(argv)
    w, h = (int(x) for x in a.size.split("x"))
    games = a.game or list(GAMES)
    out: dict[str, Any] = {}
    with Progress(len(games) * a.hands, "pace", "hands") as bar:
        for gi, g in enumerate(games):
            hands = []
            for i in range(a.hands):
                hands.append(play_hand(g, a.seed + i, a.react, w, h))
                bar(gi * a.hands + i + 1)
            out[g] = summary(hands) | {"per_hand": [asdict(hd) | {"move_gaps": len(hd.move_gaps)} for hd in hands]}
    if a.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    cols = ["hand_s", "decisions", "per_min", "longest_wait_s", "waits_over_20s", "move_gap_p50_s", "moves_under_0_8s"]
    print(f"{'game':8} " + " ".join(f"{c:>16}" for c in cols))
    for g, s in out.items():
        print(f"{g:8} " + " ".join(f"{s[c]:>16}" for c in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
