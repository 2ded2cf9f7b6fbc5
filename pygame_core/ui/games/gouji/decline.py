"""不要 on the opposite's play: one answer for the trick (play-test 32 #3, 061706-turn -> 061716-turn: one single A from
the opposite took 让牌, then "扣牌（最后决定）" once everyone had passed; 多乐's 不要 covers it). Rules 7.4 keep the
opposite's last word: at the 让牌 prompt 过's cell says 不要 (no now, and no again when the play comes back unbeaten:
the table answers that 扣牌 for the player, said), and a second button 让牌 keeps the last word (asked again)."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ...plugin import AutoAnswer, Btn

PASS_BTN = "btn:pass"  # 不要: the pass cell at a 让牌 prompt (no action of its own: the tap notes it, then passes)
KEEP = "keep"  # 让牌 (keep the last word)
WORDS: dict[str, Text] = {
    "no": tx("不要", "不要", "Pass"),
    "no_sub": tx("这手不管了", "這手不管了", "for this play"),
    "keep": tx("让牌", "讓牌", "Yield"),
    "keep_sub": tx("最后再问你", "最後再問你", "asked again last"),
    "did": tx("扣牌：不要（你已说不要）", "扣牌：不要（你已說不要）", "Last word: pass (you said pass)"),
}


def top_key(view: JSON, hand_no: int) -> tuple[object, ...]:
    """The play to beat: its hand, owner and cards (beaten by another: a new key, the player asked again)."""
    return hand_no, view.get("owner"), tuple(view.get("top") or ())


def buttons(yielding: bool, slots: list[str], selected: bool, lang: str) -> list[Btn]:
    """At a 让牌 prompt: 不要 in 过's cell; 让牌 beside it while no card is raised (in 同点全选's cell). Elsewhere: nothing (the plain 过)."""
    if not yielding:
        return []
    out = [Btn("pass", pick(WORDS["no"], lang), None, "normal", pick(WORDS["no_sub"], lang), slot="pass")]
    cell = "same"  # (not 清空's: 快进到我 stands there between turns, and a button in its place refuses taps a moment, L1)
    if not selected:
        out.append(Btn(KEEP, pick(WORDS["keep"], lang), {"a": "pass"}, "quiet", pick(WORDS["keep_sub"], lang), slot=cell))
    return out


def answer(said: tuple[object, ...] | None, view: JSON, hand_no: int, legal: list[JSON], lang: str) -> AutoAnswer | None:
    """The 扣牌 the table makes for a player who said 不要 on this very play."""
    if said is None or said != top_key(view, hand_no) or {"a": "pass"} not in legal:
        return None
    return AutoAnswer({"a": "pass"}, pick(WORDS["did"], lang))
