"""花鳥風月: what a refusal adds, for every refusal code, so that a player learns what WOULD be
legal ("调为万，下一音是鸟", "按顺序应弃 鸟 十") and not only what is wrong. Built from the seat's
own legal actions and prompt (never from hidden cards)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import Text, listing, pick, tx
from ...games.huaniao import texts as tt
from ...games.huaniao.cards import FACE, POINTS
from ...games.huaniao.ops import PLAYS, Ctx, refusal
from ..draw import text_width, wrap
from ..geom import Rect

HINTS: dict[str, Text] = {
    "plays": tx("现在可以：{p}", "現在可以：{p}", "you could play: {p}"),
    "only_qi": tx("没有合调的牌型，只能栖（摸一张）", "沒有合調的牌型，只能棲（摸一張）",
                  "nothing fits the tune: rest (棲, draw a card)"),
    "only_end": tx("没有可出的牌，可以结束回合", "沒有可出的牌，可以結束回合", "nothing fits: end your turn"),
    "wait": tx("现在轮到{name}", "現在輪到{name}", "it is {name}'s turn"),
    "target": tx("点选另外三家中的一家", "點選另外三家中的一家", "tap one of the other three seats"),
    "discard_n": tx("要弃 {n} 张", "要棄 {n} 張", "discard exactly {n}"),
    "discard": tx("按顺序可弃：{c}", "按順序可棄：{c}", "in order you may discard: {c}"),
    "gift_wind": tx("风过：给下家{name} {n} 张", "風過：給下家{name} {n} 張", "wind: give {name} (next seat) {n}"),
    "gift_each": tx("给 {names} 各一张", "給 {names} 各一張", "give one card each to {names}"),
    "pass": tx("选一张牌传给上家", "選一張牌傳給上家", "choose one card for the seat before you"),
    "more": tx("，另有{n}种（按提示）", "，另有{n}種（按提示）", ", and {n} more (Hint)"),
    "in_hand": tx("只选你手里的牌，每张一次", "只選你手裡的牌，每張一次", "choose cards from your hand, each once"),
}
EXAMPLES = 3  # legal plays named in a hint at most


ENDGAME_PILE = 2  # a pile this low ends the song in two draws (perches): fewest points left wins it


def play_rank(a: Action, endgame: bool = False) -> tuple[int, int, int]:
    """提示's order of plays, strongest first: the most cards, then one that keeps a 花 over one that
    spends it standing in for a bird (play-test 18: 诵 千万花 came before 诵 百千万, the flower that can
    be any bird later gone for one point), then the most points; ``endgame`` (the pile nearly out): the
    most points first (play-test 20 #3: 2 cards left, 诵 鸟十百 shed 3 points before 鸣 花千's 8)."""
    faces = [FACE[int(i)] for i in a.get("cards") or []]
    spends = a.get("op") != "wu" and "H" in faces
    pts = -sum(POINTS[f] for f in faces)
    return (pts, -len(faces), int(spends)) if endgame else (-len(faces), int(spends), pts)


def rank_for(view: JSON) -> Callable[[Action], tuple[int, int, int]]:
    """``play_rank`` for the table in ``view``: by points once the pile is down to ENDGAME_PILE."""
    pile = view.get("pile")
    end = isinstance(pile, int) and not isinstance(pile, bool) and pile <= ENDGAME_PILE
    return lambda a: play_rank(a, end)


def refusal_hint(view: JSON, code: str, legal: list[Action], lang: str, label: Callable[[Action], str],
                 cards_text: Callable[[list[Any]], str], name: Callable[[Any], str],
                 to_act: tuple[int, ...]) -> str | None:
    """The hint for refusal ``code``: ``legal`` are the seat's legal actions now, ``label`` names an
    operation as its button does."""
    def h(key: str, **kw: object) -> str:
        return pick(HINTS[key], lang).format(**kw)

    p = view.get("prompt") or {}
    kind = p.get("type")
    if not legal:  # not this seat's turn (E_NOT_YOUR_TURN, E_PHASE)
        return h("wait", name=name(to_act[0])) if to_act else None
    if kind == "target":
        return h("target")
    if kind == "discard":
        n = int(p.get("count", 0))
        if code == "E_DISCARD_COUNT":
            return h("discard_n", n=n)
        order = [{"face": FACE[int(i)]} for i in legal[0].get("cards") or []]
        return h("discard", c=cards_text(order)) if order else h("discard_n", n=n)
    if kind == "gift":
        to = [int(s) for s in p.get("to", [])]
        if p.get("kind") == "wind" and to:
            return h("gift_wind", name=name(to[0]), n="1–2" if int(p.get("max", 1)) > 1 else 1)
        return h("gift_each", names="、".join(name(s) for s in to) if lang != "en" else ", ".join(name(s) for s in to))
    if kind == "pass":
        return h("pass")
    if code == "E_NOT_IN_HAND":
        return h("in_hand")
    plays: list[str] = []
    # strongest first, as 提示 orders them (play-test 12 #4: the three plainest singles were named, the
    # verses and calls left under 另有N种)
    ranked = sorted(legal, key=rank_for(view))
    for a in ranked:
        if a.get("a") == "op" and a.get("op") != "qi":
            s = label(a).replace("舞，", "舞·")  # in a list (play-test 7: "舞，风过、舞，月照" read oddly)
            if s not in plays:
                plays.append(s)
    if plays:
        # how many more, said: a trailing "…" read as text cut short
        # (one more is named: "另有1种" read as a riddle, play-test 11)
        shown = EXAMPLES + 1 if len(plays) == EXAMPLES + 1 else EXAMPLES
        more = h("more", n=len(plays) - shown) if len(plays) > shown else ""
        return h("plays", p=listing(plays[:shown], lang) + more)
    if any(a.get("op") == "qi" for a in legal):
        return h("only_qi")
    if any(a.get("a") == "end_turn" for a in legal):
        return h("only_end")
    return None


def refusal_reason(view: JSON, ids: list[int]) -> Text | None:
    """Why cards ``ids`` make no play now, in the rules' own words (§16.3), judged from the public
    view as the engine would: None when no operation has their shape. A shape that is in tune
    somewhere names the tune only when a tuned play is what fails (play-test: 花风月 is
    风花雪月, refused for the season or the table's rules, not "不合调")."""
    p = view.get("prompt") or {}
    opts = dict(view.get("options") or {})
    turn0 = int(view.get("turn") or 0) == 0 and bool(opts.get("opening_no_dance", True))
    ctx = Ctx(opts, view.get("season"), tuple(view.get("allowed") or ()), bool(view.get("flowers_are_birds")),
              bool(view.get("banned_now")), p.get("type") == "extra", turn0, bool(view.get("pile")))
    tuned: list[Text] = []
    danced: list[Text] = []
    tune = view.get("tune")
    for play in PLAYS:
        faces = [FACE[i] for i in play.arrange(ids)] if play.op != "qi" else []
        if not faces or not play.shape(faces):
            continue
        code = refusal(play, faces, ctx)
        if code == "E_OUT_OF_TUNE":
            tuned.append(tt.reason(code, tt.tune_detail(tune if isinstance(tune, int) else None,
                                                        list(view.get("allowed") or []))))
        elif code is not None:
            (danced if play.dance else tuned).append(tt.reason(code, play.name if play.dance else None))
    found = tuned or danced
    if not found:
        return None
    en = found[0].get("en", "")  # a sentence on its own starts upper case (play-test 27: "this table has…")
    return {**found[0], "en": en[:1].upper() + en[1:]}


NOTE_MIN = 13.0  # a note's type never smaller where it has room elsewhere (a phone's CSS px)


def note_lines(note: tuple[str, ...], r: Rect, size: float, least: float) -> tuple[float, list[str]] | None:
    """The largest size from ``size`` down to ``least`` at which ``note``'s parts, wrapped, fit ``r``."""
    while size >= least:
        lines = [ln for part in note if part for ln in wrap(part, size, r.w - 16)]
        if len(lines) * size * 1.2 <= r.h - 6 and orphanless(lines):
            return size, lines
        size -= 1
    return None


def orphanless(lines: list[str]) -> bool:
    """No line of a single character (play-test 6 059: "…鸣以鸟 / 起")."""
    return all(len(ln.strip()) > 1 for ln in lines)


def play_button(label: str, a: Action, lang: str, cell_w: float) -> tuple[str, str]:
    """A play's button in two lines where one does not read at 13 px in its cell: the operation's
    name large ("Recite"), the cards or the dance under it (play-test 24 #2: "Recite
    thousand-10k-bird" squeezed to ~8 px on a phone; the raised cards show the play as well)."""
    name = pick(tt.OP_NAMES[str(a.get("op"))], lang) if str(a.get("op")) in tt.OP_NAMES else ""
    if cell_w <= 0 or not name:
        return label, ""
    if not label.startswith(name) and text_width(label, 15) > cell_w - 12:  # an English dance is its name alone:
        return name, label  # "Dance" over it (play-test 34 #5, 094542-h2-sel1: "Flower, bird, wind, moon" barely fit)
    if text_width(label, 13) <= cell_w - 12:
        return label, ""
    rest = label[len(name):].lstrip(" ，,") if label.startswith(name) else label
    return name, rest
