"""The room's rules in one line (the 局 chip's tip), and what the table says about the player's answers: a claim overtaken by another seat's (被碰, 胡优先),
and why the table answers 过 for them. A note waits while a 胡 moment shows (the app's toast lay over
the win panel: re-test 4) and is dropped once the hand is over (the settlement sheet says it all)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import pick, tx
from .common import GROUP, Speaker
from .ledger import fmt_pts

CALL_WORDS = {"ti": "提", "ti_open": "提", "pao": "跑", "wei": "偎", "chou_wei": "臭偎", "peng": "碰", "chi": "吃"}
CALL_EN = {"ti": "Ti", "ti_open": "Ti", "pao": "Pao", "wei": "Wei", "chou_wei": "Wei*", "peng": "Peng", "chi": "Chi"}
FORCED_CALLS = {w for k in ("ti", "ti_open", "pao", "wei", "chou_wei") for w in (CALL_WORDS[k], CALL_EN[k])}


def call_word(ty: str, lang: str) -> str:
    """A claim's call as shown at its seat, in the player's language (play-test 36 #3, 125920: an English
    table called '偎'); the log's and the groups' words. "" for an event that is no call."""
    return (CALL_EN if lang == "en" else CALL_WORDS).get(ty, "")
FOUR = ("ti", "ti_open", "pao")


def own_cards(ev: JSON) -> list[str]:
    """The cards a 吃 or 碰 takes from the claimer's own hand (all its groups but the card taken)."""
    code = str(ev.get("card"))
    if ev.get("type") == "peng":
        return [code, code]
    cards = [str(c) for g in (ev.get("groups") or []) if ev.get("type") == "chi" for c in g]
    if code in cards:
        cards.remove(code)
    return cards


def call_cards(ev: JSON) -> tuple[str | None, ...]:
    """The cards a call shows under its word (play-test 10, 07/47: "跑 你" alone, missed or small):
    a 吃's group, four of a 提/跑's card, three of a 偎's or 碰's (backs for another seat's 偎)."""
    ty, code = ev.get("type"), ev.get("card")
    if ty == "chi":
        groups = ev.get("groups") or [[]]
        return tuple(str(c) for c in groups[0]) if groups and groups[0] else ()
    n = 4 if ty in FOUR else 3
    return (str(code),) * n if isinstance(code, str) else (None,) * n


TAKEN: dict[str, dict[str, str]] = {   # a claim the player made, taken by another seat's
    # with the rule that decided it (play-test 15, D4: a 吃 picked, then lost, read as a choice that
    # never mattered; every seat answers at once, so nobody's answer tells their hand, §7.4 then decides)
    "peng": {"zh-Hans": "被碰（碰先于吃）", "zh-Hant": "被碰（碰先於吃）", "en": "Overtaken by a peng (peng before chi)"},
    "pao": {"zh-Hans": "被跑（跑先于碰、吃）", "zh-Hant": "被跑（跑先於碰、吃）",
            "en": "Overtaken by a pao (pao before peng and chi)"},
    "ti": {"zh-Hans": "被提", "zh-Hant": "被提", "en": "Overtaken by a ti"},
    "ti_open": {"zh-Hans": "被提", "zh-Hant": "被提", "en": "Overtaken by a ti"},
    "chi": {"zh-Hans": "被吃", "zh-Hant": "被吃", "en": "Overtaken by a chi"},
    "win": {"zh-Hans": "{name} 胡优先", "zh-Hant": "{name} 胡優先", "en": "{name}'s win comes first"},
}
SELF_FIRST = {"zh-Hans": "{name} 自摸优先", "zh-Hant": "{name} 自摸優先", "en": "{name}'s self-draw comes first"}
VOID: dict[str, dict[str, str]] = {   # why the table answers 过 for the player (the true reason:
    # play-test 34 #1, 094754-ph3: 电脑1's open 碰 跑'd the card, the note said "电脑1 胡这张在先")
    "own_pao": {"zh-Hans": "过（你的{g}要跑这张）", "zh-Hant": "過（你的{g}要跑這張）",
                "en": "Pass (your {g} must pao this card)"},
    "pao": {"zh-Hans": "过（{name} 的碰要跑这张）", "zh-Hant": "過（{name} 的碰要跑這張）",
            "en": "Pass ({name}'s peng must pao this card)"},
    "taken": {"zh-Hans": "过（{name} 胡这张在先）", "zh-Hant": "過（{name} 胡這張在先）",
              "en": "Pass ({name} wins on this card first)"},
}


UNDONE = tx("{m}撤回：胡的那张{c}放进胡牌（血流规则）", "{m}撤回：胡的那張{c}放進胡牌（血流規則）",
            "{m} undone: the {c} you won on goes to your won cards (blood-flow rule)")
FORCED = ("WEI", "CHOU_WEI", "TI", "PAO")


def undone_note(sp: Speaker, rec: JSON, seat: JSON) -> str | None:
    """Why a meld made with the winning card left the winner's melds (§7.11: the holdings return to
    before the card came; play-test 6, 38/40: the player's 偎 億億億 vanished after their 自摸)."""
    card = rec.get("card")
    kept = {(m.get("type"), m["cards"][-1]) for m in seat.get("melds", []) if m.get("cards")}
    for g in rec.get("groups") or []:
        if g.get("type") in FORCED and card in g.get("cards", []) and (g["type"], card) not in kept:
            return pick(UNDONE, sp.lang).format(m=pick(GROUP[str(g["type"])], sp.lang), c=sp.glyph(str(card)))
    return None


RULES = {
    "head": tx("本场规则：", "本場規則：", "This room: "),
    "blood_flow": tx("血流成河（有人胡后继续打）", "血流成河（有人胡後繼續打）", "blood flow (play goes on after a win)"),
    "locked_auto_hu": tx("胡过的人遇能胡的牌自动胡", "胡過的人遇能胡的牌自動胡", "a seat that has won wins again by itself"),
    "multi_win": tx("一炮多响", "一炮多響", "one discard may pay several winners"),
    "fan_combine": tx("名堂番数{v}", "名堂番數{v}", "fans {v}"),
    "max_final": tx("封顶：每次胡牌每家最多付 {v}", "封頂：每次胡牌每家最多付 {v}", "cap: each payer pays at most {v} a win"),
    "min_huxi": tx("至少 {v} 胡息才能胡", "至少 {v} 胡息才能胡", "a win needs {v} hu-xi"),
    "hands_per_match": tx("一场 {v} 局", "一場 {v} 局", "{v} hands a match"),
}


COMBINE = {"add": tx("相加", "相加", "add"), "multiply": tx("相乘", "相乘", "multiply")}


def room_rules(sp: Speaker, opts: JSON) -> str:
    """The options a player of another app asks about first, in a line."""
    parts = [pick(t, sp.lang).format(v=fmt_pts(int(opts[k]), sp.lang) if k == "max_final" else pick(
        COMBINE.get(str(opts[k]), tx("", "", "")), sp.lang) if k == "fan_combine" else opts[k])
             for k, t in RULES.items() if k != "head" and opts.get(k)]
    return pick(RULES["head"], sp.lang) + ("；" if sp.lang != "en" else "; ").join(parts) if parts else ""


def taken_note(sp: Speaker, ev: JSON) -> str:
    """Why the player's pressed claim came to nothing: who took the card, and how (issue 20; a
    play-test's 胡 vanished under the drawer's 自摸 with no word)."""
    ty, name = str(ev.get("type")), sp.name(ev.get("seat"))
    if ty == "win":
        return pick(SELF_FIRST if ev.get("self_draw") else TAKEN["win"], sp.lang).format(name=name)
    return f"{pick(TAKEN[ty], sp.lang)} · {name}"


def void_note(sp: Speaker, why: str) -> str:
    """Why the table answers 过 for the player ("own_pao:<group>", "pao:<seat>" or "taken:<seat>",
    advice.live_answers)."""
    key, _, arg = why.partition(":")
    text = pick(VOID[key], sp.lang)
    if key == "own_pao":
        return text.format(g=pick(GROUP[arg or "KAN"], sp.lang))
    return text.format(name=sp.name(int(arg)))


@dataclass
class Notes:
    """Notes waiting for the table to be clear of moments."""
    waiting: list[str] = field(default_factory=list)

    def say(self, text: str) -> None:
        self.waiting.append(text)

    def due(self, moment: bool, over: bool) -> str | None:
        """The note to show now (the latest), if any: none while a moment shows; none kept once the
        hand is over."""
        if over:
            self.waiting.clear()
        if moment or not self.waiting:
            return None
        text = self.waiting[-1]
        self.waiting.clear()
        return text
