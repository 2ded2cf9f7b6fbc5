"""What a dance does, said while it is raised (play-test 38 #2, 160613-drag1: "舞，天上天下" on the play button,
its effect only in the log after): the rules' own words, read from the in-app rules (ui/guide's 花鸟风月), not
a second table; and the note over the bar that says it (or why the raised cards make no play)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ...core.game import Action
from ...core.i18n import pick
from ...games.huaniao import texts as tt
from .. import theme as th
from ..draw import DisplayList, text_width, wrap
from ..geom import Rect
from ..guide import guide
from ..guide.model import texts
from ..layout import Layout
from .huaniao_hints import NOTE_MIN, note_lines
from .huaniao_show import COMBOS

SINGLE = ("wind", "moon")  # the single dances the rules' 舞 section names ("• 风过：出一张风，…")


@cache
def effect_text(kind: str, lang: str) -> str:
    """The rules' effect of the dance ``kind`` in ``lang``: a combo's caption's last sentence ("雀舞满山：六张以上
    的鸟…。每人摸三张（你先）；然后所有人的上限−1" -> its effect), a single's first line's first ("风过：出一张风，再从
    手里挑一张牌送给下家。"); "" when the rules have none."""
    name, en = pick(tt.DANCE_NAMES[kind], lang), lang == "en"
    if kind not in (*SINGLE, *COMBOS):  # (繁花似锦's lone flower: a rule of its mode, not an effect line)
        return ""
    for t in texts(guide("huaniao")):
        for line in pick(t, lang).split("\n"):
            head, sep, rest = line.removeprefix("• ").partition(": " if en else "：")
            if sep and (head == name or (en and head.startswith(name + " ("))):
                parts = [p.strip().rstrip(".") for p in (rest.split(". ") if en else rest.split("。")) if p.strip()]
                said = (parts[0] if kind in SINGLE else parts[-1]) if parts else ""
                return said[:1].upper() + said[1:]
    return ""


def play_effect(plays: list[Action], label: str, lang: str) -> tuple[str, str] | None:
    """The raised cards' dance and what it does, while they make that one dance (the play button names it)."""
    if len(plays) != 1 or plays[0].get("op") != "wu":
        return None
    text = effect_text(str(plays[0].get("kind")), lang)
    return (label, text) if text else None


def draw_note(dl: DisplayList, lay: Layout | None, note: tuple[str, str] | None, r: Rect | None, effect: bool) -> bool:
    """A note over the bar: why the raised cards make no play (its first line cinnabar) or what their dance does
    (gold); on a phone where its cell holds it only below 13 px, in the message slot over the log strip and the
    status line (play-test 6 090: ~9 px, cut off mid-sentence), without its second part if need be (提示 gives it).
    True: it took that slot (the callout there gives way to it)."""
    if note is None or r is None or lay is None:
        return False
    fit, slotted = note_lines(note, r, 16.0, NOTE_MIN), False
    if fit is None and lay.phone:
        top = lay.log.y if 0 < lay.log.h and lay.log.y < lay.me.y else lay.me.y
        slot = Rect(lay.buttons.x, top, lay.buttons.w, lay.buttons.y - 2 - top)
        fit = note_lines(note, slot, 15.0, NOTE_MIN) or note_lines(note[:1], slot, 15.0, NOTE_MIN)
        r, slotted = (slot, True) if fit is not None else (r, False)
    size, lines = fit or (NOTE_MIN, [ln for part in note if part for ln in wrap(part, NOTE_MIN, r.w - 16)])
    lh = size * 1.2
    lines = lines[:max(1, int((r.h - 6) // lh))]
    r = Rect(r.x, max(r.y, r.b - len(lines) * lh - 12), r.w, min(r.h, len(lines) * lh + 12))  # its foot by the bar
    dl.rect(r, "rgba(20,16,12,1)", th.GOLD, 1, 8)  # opaque: it may lie over the status line
    for i, ln in enumerate(lines):
        color = (th.GOLD if effect else th.CINNABAR_SOFT) if i == 0 else th.PAPER
        dl.text(r.x + 8, r.cy + lh * (i + 0.5 - len(lines) / 2), ln, size, color, "l", "b" if i == 0 else "n",
                "s", r.w - 16)
    return slotted


TAG_CORNER = 0.32  # a card's corner index spans a third of its width (widgets.card): a gift's seat tag keeps right


def draw_seat_tags(dl: DisplayList, to: dict[str, int], name: Callable[[int], str]) -> None:
    """A seat label on each card picked for 凉风有幸 ("→电脑1") astride its top edge, its name line clear
    (play-test: the tap order decided who got which card; 24 #5: over it, "thousand 3" hid): ``to`` card key -> seat."""
    for h in dl.hits:
        key = h.id[5:] if h.id.startswith("card:") else None
        if key not in to:
            continue
        label = f"→{name(to[key])}"
        # right of the card's corner index (play-test 41 #5, P10: a phone's centred tag hid 万/花/月 in the corner)
        room = h.rect.w * (1 - TAG_CORNER)
        size = max(9.0, min(12.0, 12.0 * (room - 8) / max(1.0, text_width(label, 12))))
        tw = min(room, max(text_width(label, size) + 8, min(h.rect.w, 40.0)))
        r = Rect(h.rect.r - tw, h.rect.y - 10, tw, 20)
        dl.rect(r, "rgba(20,16,12,0.85)", th.GOLD, 1, 9)
        dl.text_in(r, label, size, th.GOLD, weight="b")
