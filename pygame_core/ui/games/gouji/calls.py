"""What the 够级 table calls out as it happens: a play's name at its seat as it lands ("三个K", gold
for 够级), 报牌 when a seat's count turns public and again at every card from 3 down (rules RA-29: a
splash at the seat and a spoken line), and the hand's finale (the finishing order, our team's seal)."""

from __future__ import annotations

from typing import Protocol

from ....core.game import JSON
from ....core.i18n import listing, pick, tx
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import PLACE_NAMES
from ...plugin import TableView
from ...texts import you_form
from .finish import end_reason, result_title, team_ahead
from .labels import WORDS, play_name, stake
from .moments import LOW, Finale, Moments, banner_life
from .table import RoundPlays

SAY_CALL = {"yudian": "预点", "mingdian": "明点"}
SAY_END = {1: "赢了", -1: "输了", 0: "平局"}  # the viewer's hand, said as the finale lands


class CallsUI(Protocol):
    table: TableView
    moments: Moments
    round: RoundPlays
    says: dict[int, str]  # a spoken line due with an event (keyed by its id), for GoujiUI.sound
    kills: dict[int, int]  # a play that beat the other team's 够级 (keyed by its id): whose it was
    opened_seen: set[int]  # seats whose 开点 had its moment this hand
    ended_at: float  # when the hand's end was seen (the sheet waits for its moment)

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...

    def me(self) -> int: ...


def moment(ui: CallsUI, ev: JSON, now: float) -> None:
    """A short banner for what changes the hand: calls, 革命, 捎, 二杀一, 四户乱缠, a seat going
    out, the hand's end (the sheet waits for it); a splash at the seat for 头科, 憋3 and 开点."""
    ty = ev.get("type")
    n = ui.name
    text, big = "", False
    if ty == "play" and isinstance(ev.get("seat"), int):  # its name at the seat, 报牌
        on_play(ui, ev, ui.table.view(), now)
        killed = ui.kills.pop(id(ev), None)
        if killed is not None:  # 打死: held and said, as 多乐 does (play-test 8 D4: a 开点's KK killed by
            # AA, the round taken and the next lead all went by between two glances)
            _splash(ui, int(ev["seat"]), "mark_kill", ui.tx("sp_kill", a=n(ev["seat"]), b=n(killed)), now, True)
            ui.says.setdefault(id(ev), "打死")
    duel_moment(ui, ev, now)
    if ty == "call":  # at the caller's seat, its word said (the base's cue is the generic 叫点)
        _splash(ui, int(ev["seat"]), "mark_call", ui.tx("lg_call", name=n(ev["seat"]), call=ui.tx(str(ev["call"]))), now)
        ui.says[id(ev)] = SAY_CALL.get(str(ev["call"]), "叫点")
    elif ty in ("open_pending", "opened") and ev["seat"] not in ui.opened_seen:
        ui.opened_seen.add(int(ev["seat"]))  # (a 开点 waiting for 发四 then opened: one moment)
        # a big moment, as 多乐 holds it (play-test 5: a bot's 开点 went by between two looks)
        words = ui.tx("sp_open", name=n(ev["seat"]))
        ui.moments.splash(int(ev["seat"]), ui.tx("mark_open"), you_form(words, ui.lang) or words, now, True, sparks=True,
                          short=unnamed(ui, int(ev["seat"]), words), fan=ui.tx("fan_mark_open"),
                          ours=int(ev["seat"]) % 2 == ui.me() % 2)
        ui.says[id(ev)] = "开点"  # said as it happens, not once 发四 confirms it (play-test 4)
    elif ty == "opened":  # the 发四 that confirms a 开点 already said: not said again
        ui.says[id(ev)] = ""
    elif ty == "shao" and ev.get("tribute"):  # at the 捎er's seat
        # a big moment, held and said (pt9: "你 捎了 电脑5" went by in the log only)
        _splash(ui, int(ev["to"]), "mark_shao", ui.tx("lg_shao", a=n(ev["from"]), b=n(ev["to"])), now, True)
        ui.says[id(ev)] = "捎"
    elif ty == "play" and ev.get("kind") == "ershayi":  # at the seat, big (pt16 #3: a small banner at 快)
        _splash(ui, int(ev["seat"]), "mark_ershayi", ui.tx("sp_ershayi", a=n(ev["seat"])), now, True)
    elif ty == "revolution":
        _splash(ui, int(ev["seat"]), "mark_rev", ui.tx("lg_rev", name=n(ev["seat"])), now, True)
        ui.moments.duel = [int(ev["seat"]), 0]
        on_revolution(ui, int(ev["seat"]), now)
    elif ty == "redeal":
        on_redeal(ui, ev, now)
    elif ty == "chaos":  # as big a moment as 头科 (pt34 #6: a chip in the top bar and a log line): it bursts, held
        text, big = ui.tx("chaos_line"), True
        ui.moments.crowned = text
        ui.moments.hold_until = max(ui.moments.hold_until, shown_at(ui, text, now) + CROWN_HOLD_S)
    elif ty == "out":
        text, big = on_out(ui, ev, now)
    elif ty == "bie3_revealed":
        _splash(ui, int(ev["victim"]), "mark_bie", ui.tx("lg_bie", a=n(ev["victim"]), b=n(ev["by"])), now, True)
    elif ty == "hand_end":  # the finishing order under our seal, then the sheet
        ui.ended_at = on_end(ui, ev, now)
    if ty == "opened":  # (confirmed: a 开点 waiting for 发四 may still lapse)
        text, big = call_lost(ui, int(ev["seat"]))
    if text:
        ui.moments.banner(you_form(text, ui.lang) or text, now, big)


def call_lost(ui: CallsUI, seat: int) -> tuple[str, bool]:
    """``seat`` opened: a call its opposite made on it (明点/预点) is lost, said across the middle, in gold
    when it is the viewer's (play-test 14: "the opposite's 开点 cancelling my 明点 went unseen")."""
    caller = (seat + 3) % 6
    calls = ui.table.view().get("calls") or [""] * 6
    call = str(calls[caller]) if caller < len(calls) else ""
    if call not in ("m", "y"):
        return "", False
    extra = stake(call)[1]
    text = ui.tx("call_lost", name=ui.name(seat), caller=ui.name(caller),
                 call=ui.tx("mingdian" if call == "m" else "yudian"), n=extra)
    return text, caller == ui.me()


OWN_END_S = 1.6  # the viewer's own going out that ends the hand has this long at its seat before the end's moment (pt30
# feedback: a forced 大王 and 3 played themselves and the sheet came, the player's 头科 unseen)
CROWN_HOLD_S = 1.2  # 头科's moment holds the table this long (pt14: a moment, the table held ~1.2 s at most)
DUEL_HOLD_S = 2.6  # each step of the 革命 duel holds the table this long: its banner is read
OTHERS_DUEL_S = 1.6  # ... when the viewer is neither in the duel (pt26 #1: a bots' 革命 held ~11 s before the
# first card, nothing to decide; the banners still come one at a time)


def in_duel(ui: CallsUI, rev: int) -> bool:
    """Whether the viewer is the revolutionary or its opposite (the one who may answer)."""
    return ui.me() in (rev, (rev + 3) % 6)


def duel_moment(ui: CallsUI, ev: JSON, now: float) -> None:
    """The 革命 duel (rules 12.2) across the middle, each step held (play-test 6, 72: the bots' duel went by
    unseen, "电脑1 发四" all that was left): the revolutionary's play and who alone may answer, then the
    answer and who opened."""
    rev, step = ui.moments.duel
    seat, ty = ev.get("seat"), ev.get("type")
    if rev < 0 or not isinstance(seat, int) or step > 1:
        return
    o = (rev + 3) % 6
    cards = play_name([VALUE[int(c)] for c in ev.get("cards") or []], ui.lang)
    if step == 0 and ty == "play" and seat == rev:
        text = ui.tx("duel_lead", r=ui.name(rev), cards=cards, o=ui.name(o))
    elif step == 1 and ty == "play" and seat == o:
        text = ui.tx("duel_beat", o=ui.name(o), cards=cards, r=ui.name(rev))
    elif step == 1 and ty == "pass" and seat == o:
        text = ui.tx("duel_pass", o=ui.name(o), r=ui.name(rev))
    else:
        return
    ui.moments.duel = [rev, step + 1]
    said = you_form(text, ui.lang) or text
    ui.moments.banner(said, now, True)
    ui.moments.hold_until = max(ui.moments.hold_until, shown_at(ui, said, now) +
                                (DUEL_HOLD_S if in_duel(ui, rev) else OTHERS_DUEL_S))


def shown_at(ui: CallsUI, text: str, now: float) -> float:
    """When the banner ``text`` just queued shows (after the ones before it, one at a time: pt30 #2): the table
    holds from then."""
    return max([now, *(t0 for t, t0, _b in ui.moments.banners if t == text)])


def on_revolution(ui: CallsUI, rev: int, now: float) -> None:
    """A 革命 declared: what it means and what is at stake, across the middle in words (play-test 10 D3:
    "nothing said what the revolution bet was, that I was in a duel, or why a 29-card hand is not
    last"); the table holds while it is read (the duel's banners come after it, one at a time). Said whole
    the first time at a table or when the viewer duels; else in short (pt26 #1: ~6 s to read it again)."""
    whole = not ui.moments.rev_told or in_duel(ui, rev)
    ui.moments.rev_told = True
    stake = ui.tx("rev_stake" if whole else "rev_short", r=ui.name(rev), o=ui.name((rev + 3) % 6))
    said = you_form(stake, ui.lang) or stake
    ui.moments.banner(said, now)
    ui.moments.hold_until = max(ui.moments.hold_until, shown_at(ui, said, now) + banner_life(False, stake))


HOW_MANY = {2: tx("两", "兩", "Two"), 3: tx("三", "三", "Three"), 4: tx("四", "四", "Four"), 5: tx("五", "五", "Five"),
            6: tx("六", "六", "Six")}


def on_redeal(ui: CallsUI, ev: JSON, now: float) -> None:
    """Two or more 革命: the hand is dealt again (rules section 12), so no duel and no stake: what the revolutions queued
    is dropped and one line says why the cards come again (pt34 #1, 094028-en-p4: "Revolution duel: Bot 5 plays Q"
    narrated a plain trick of the new deal; 093931-en-r5: the viewer's stake "no 2s" over a hand holding a 2)."""
    seats = [int(s) for s in ev.get("declared") or []]
    stakes = {you_form(ui.tx(k, r=ui.name(s), o=ui.name((s + 3) % 6)), ui.lang) for s in seats
              for k in ("rev_stake", "rev_short")}
    ui.moments.duel = [-1, 0]
    ui.moments.banners = [b for b in ui.moments.banners if b[0] not in stakes]
    ui.moments.lane = [b for b in ui.moments.lane if b[0] not in stakes]
    names = listing([ui.name(s) for s in seats], ui.lang)
    text = ui.tx("redeal_line", n=pick(HOW_MANY.get(len(seats), HOW_MANY[2]), ui.lang), names=names)
    said = you_form(text, ui.lang) or text
    ui.moments.banner(said, now, True)
    ui.moments.hold_until = shown_at(ui, said, now) + banner_life(True, said)


def on_out(ui: CallsUI, ev: JSON, now: float) -> tuple[str, bool]:
    """A seat goes out: 头科 rings its seat and crosses the middle; the viewer's and a teammate's going
    out, whatever the place, rings their seat with the place stamped and said aloud (play-test 3:
    going out did not land); another's later place is a banner. Returns the banner (text, big)."""
    seat, place, me = int(ev["seat"]), int(ev["place"]), ui.me()
    name = pick(PLACE_NAMES[place], ui.lang) if place in PLACE_NAMES else "?"
    ours = seat % 2 == me % 2
    if ours:
        ui.says[id(ev)] = pick(PLACE_NAMES[place], "zh-Hans") if place in PLACE_NAMES else ""
    if place == 1 or ours:
        words = ui.tx("first_out", name=ui.name(seat)) if place == 1 else \
            ui.tx("team_out", name=ui.name(seat), place=name)
        mark = ui.tx("mark_first") if place == 1 else (str(place) if ui.lang == "en" else name[0])
        if seat == me:  # the viewer's own: its banner stays and bursts (moments.OWN_OUT_S, pt15)
            ui.moments.own_out = you_form(words, ui.lang) or words
        fan = ui.tx("fan_mark_first") if place == 1 else ui.tx("fan_place", place=name) if seat == me else ""
        ui.moments.splash(seat, mark, you_form(words, ui.lang) or words, now, place == 1 or seat == me, fan=fan,
                          ours=ours)
        if place == 1:  # 头科: its banner bursts in gold and the table holds while it is seen
            ui.moments.crowned = you_form(words, ui.lang) or words
            ui.moments.hold_until = max(ui.moments.hold_until, now + CROWN_HOLD_S)
        # (the viewer's strip gives its words to the banners itself: Moments.draw)
        return (words, True) if place == 1 and seat != me else ("", False)
    return ui.tx("lg_out", name=ui.name(seat), place=name), False


def speak(ui: CallsUI, ev: JSON, base: list[list[str]]) -> list[list[str]]:
    """The sound cues of one event: ``base`` (the card's sound, a call's generic word), the spoken
    line a moment left (``says``: 报牌, a call's own word, our seat's place, the hand's result), and
    the table's calls: 够级, 头科, 憋三, 让."""
    ty = ev.get("type")
    said = ui.says.pop(id(ev), None)
    # a call's own word, a 开点's word said as it happened (``moment``): the base's generic one goes
    out = [c for c in base if not (said is not None and ty in ("call", "opened") and c and c[0] == "say")]
    if said:  # 报牌 first: the count matters more than the word
        out.append(["say", said])
    if ty == "play" and ev.get("gouji") and said != "打死":
        out.append(["say", "够级"])
    elif ty == "out" and ev.get("place") == 1 and said != "头科":
        out.append(["say", "头科"])
    if ty == "out" and ev.get("place") == 1 and int(ev.get("seat", 0)) % 2 == ui.me() % 2:  # our 头科: the
        out.append(["sting", "win"])  # sting too (pt14: "only a small stamp")
    elif ty == "bie3_revealed":
        out.append(["say", "憋三"])
    elif ty == "yield":
        out.append(["say", "让"])
    elif ty == "hand_end" and said in ("赢了", "输了"):  # the win or loss in a sting (web/sound.js; pt11: "no
        out.append(["sting", "win" if said == "赢了" else "lose"])  # sound or moment as 多乐 has")
    return out


FANS = ("mark_shao", "mark_ershayi", "mark_rev", "mark_bie")  # a big moment bursts across the felt (fanfare.py); 憋3 is
# good news for the other team than the seat's (``ours``). A routine 打死 is said at its seat (pt30 #2, 024250-play1:
# its full-width band hid the middle and 本轮 ~2 s on every kill; 多乐 calls it at the seat)


def _splash(ui: CallsUI, seat: int, mark: str, text: str, now: float, big: bool = False) -> None:
    ours = (seat % 2 == ui.me() % 2) != (mark == "mark_bie")
    ui.moments.splash(seat, ui.tx(mark), you_form(text, ui.lang) or text, now, big, short=unnamed(ui, seat, text),
                      fan=ui.tx(f"fan_{mark}") if mark in FANS else "", ours=ours)


def unnamed(ui: CallsUI, seat: int, text: str) -> str:
    """A seat's moment without its name in front ("开点！" for "电脑1 开点！"): on its badge, which names it.
    English says the viewer as an object first ("kills your gouji!", not "kills You's gouji!")."""
    text = you_form(text, ui.lang) or text
    rest = text.removeprefix(ui.name(seat)).strip()
    return rest if rest != text else ""


def on_play(ui: CallsUI, ev: JSON, view: JSON, now: float) -> None:
    """A play lands: its name at the seat; 报牌 when the seat's count is public now."""
    seat = int(ev["seat"])
    values = [VALUE[int(c)] for c in ev.get("cards") or []]
    landed = max(now, ui.round.lands.get(seat, now))  # called as it lands, not while in the air
    # 二杀一 by its name, not its shape (pt13 137: 2 2 大王 大王 on 大王 2 A was called "四个2·挂王")
    name = ui.tx("ershayi") if ev.get("kind") == "ershayi" else play_name(values, ui.lang)
    ui.moments.call(seat, name, landed, bool(ev.get("gouji")))
    counts = view.get("counts") or [0] * 6
    n = int(counts[seat]) if seat < len(counts) else 0
    thr = int((view.get("options") or {}).get("report_threshold", 10))
    if ui.moments.report(seat, n, thr):
        words = ui.tx("sp_report", name=ui.name(seat), n=n)
        ui.moments.splash(seat, ui.tx("mark_report"), words, now, n <= LOW, short=ui.tx("report", n=n))  # (a phone's
        # badge: one line under its name, pt41 P27: two lines '电脑1 报' / '牌：剩1' lay on it)
        ui.says[id(ev)] = ui.tx("say_report", n=n)


def on_end(ui: CallsUI, ev: JSON, now: float) -> float:
    """The hand's end: the finishing order across the table under the viewer's result, by the rules'
    points for this hand (what the sheet shows), with why the hand ended (the team all out, named). It starts once
    the viewer's own going out just now has had its moment (``OWN_END_S``); returns when."""
    places = [int(p) for p in ev.get("places") or [0] * 6]
    pts = [int(p) for p in ev.get("points") or [0] * 6]
    me = ui.me()
    order = sorted(range(6), key=lambda s: places[s] or 9)
    tiles = [(place_name(places[s], ui.lang), ui.name(s), s % 2 == 0) for s in order]
    n = pts[me] if 0 <= me < 6 else 0
    ahead = team_ahead(pts)  # the team's 胜/负 by the hand's points, as the sheet (pt41 #2), not who went out first
    title = result_title(ui.tx, me, ahead, place_name(places[me], ui.lang) if 0 <= me < 6 else "", n,
                         bool(ev.get("scored")))
    rev = ui.table.view().get("revolutionary", -1)
    sub = end_reason({**ev, "revolutionary": rev}, ui.name, ui.lang) or ui.tx("end_lose")  # why it ended
    # the seal is the team's 胜/负, the title and the points flying in say the player's own
    mark = ui.tx(("finale_win" if ahead == me % 2 else "finale_lose") if ahead is not None else  # (pt28 #5, 232046:
                 "finale_win" if n > 0 else "finale_lose" if n < 0 else "finale_even")  # 胜 on a hand the team lost, +2)
    own = [sp.since for sp in ui.moments.splashes if sp.seat == me and sp.text == ui.moments.own_out != ""]
    start = max([now, *(t + OWN_END_S for t in own), chuan(ui, ev, now)])
    if start <= now:
        ui.moments.banners = []  # (the last seat's going out: the finale says it)
    # every seat with points is stamped by its own (scores are each player's, 14.1: play-test 6 saw
    # the viewer's 负 on teammates at +4 and +2); the viewer's strip only ringed (the panel has its seal)
    seals = {s: ui.tx("finale_win" if pts[s] > 0 else "finale_lose") for s in range(6) if pts[s]}
    team = sorted((s for s in range(6) if pts[s]), key=lambda s: (s != me, s))  # the viewer's first
    ui.moments.finale = Finale(title, mark, n > 0, tiles, start, sub, team, n < 0, seals,
                               {s: pts[s] > 0 for s in team}, {s: pts[s] for s in team})
    ui.says[id(ev)] = SAY_END[(n > 0) - (n < 0)]
    return start


def chuan(ui: CallsUI, ev: JSON, now: float) -> float:
    """串三湖 (one team 头科, 二科, 三科): a moment of its own (pt32 #4: a small green chip on the sheet; 多乐 plays a
    串三户 animation): its word bursts across the felt from the 头科's seat, the team's three seats splashed; returns
    when it is over (the finale waits for it), ``now`` when there is none."""
    places = [int(p) for p in ev.get("places") or [0] * 6]
    team = sorted((s for s in range(6) if 1 <= places[s] <= 3), key=lambda s: places[s])
    if not ev.get("chuan_sanhu") or len(team) != 3:
        return now
    ours = team[0] % 2 == ui.me() % 2
    words = ui.tx("sp_chuan", team=pick(WORDS["team_a" if team[0] % 2 == 0 else "team_b"], ui.lang))
    for k, s in enumerate(team):
        ui.moments.splash(s, ui.tx("mark_chuan"), words, now, True, sparks=k == 0, fan=ui.tx("fan_chuan") if k == 0 else "",
                          ours=ours)
    return max([now, *(f.since + f.life for f in ui.moments.fanfares)])


def place_name(place: int, lang: str) -> str:
    return pick(PLACE_NAMES[place], lang) if place in PLACE_NAMES else "—"
