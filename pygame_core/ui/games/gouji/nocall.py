"""从不叫点: the player who never bets on their opposite (预点/明点) says so once and is not asked again
(play-test 32 #1: ~75 s from 开始 to the first card, two 15 s call rings every hand; 多乐's 宣点 is a button
one may ignore). A third button at the call prompt sets it; kept with the player's settings; a switch on
the felt while the hand is set up (where 自动过联邦's is in play) turns asking back on. With it on, the table
answers 不预点/不明点 for the player after a short beat, said as it goes."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ...draw import DisplayList
from ...geom import Rect
from ...plugin import AutoAnswer, Btn
from .partner import draw_switch

SETTING = "gouji_never_call"  # app.settings
HIT = "gj:nevercall"  # the felt's switch
BTN = "nevercall"  # the call prompt's button (its hit id: btn:nevercall)
CALLS = ("yudian", "mingdian")
SETUP = ("yudian", "buy_opt", "buy_pay", "return", "revolution", "mingdian")  # the phases its switch shows in
BEAT_S = 0.5  # the table's 不叫 goes this soon: seen in passing, nothing to decide
WORDS: dict[str, Text] = {
    "btn": tx("从不叫点", "從不叫點", "Never call"),
    "btn_sub": tx("以后不再问", "以後不再問", "don't ask again"),
    "switch": tx("从不叫点", "從不叫點", "Never call"), "short": tx("从不叫点", "從不叫點", "Never call"),
    "on": tx("开", "開", "on"), "off": tx("关", "關", "off"),
    "did": tx("{no}（从不叫点）", "{no}（從不叫點）", "{no} (never call)"),
    "set": tx("已设为从不叫点：预点、明点由牌桌替你答不叫；桌上「从不叫点」可改回",
              "已設為從不叫點：預點、明點由牌桌替你答不叫；桌上「從不叫點」可改回",
              "Never call: the table answers no call for you; the 'Never call' switch on the table turns it off"),
    "tip_on": tx("预点、明点由牌桌替你答不叫（点此改回每局问你）", "預點、明點由牌桌替你答不叫（點此改回每局問你）",
                 "The table answers no call for you (tap to be asked again)"),
    "tip_off": tx("每局问你预点、明点（点开后不再问）", "每局問你預點、明點（點開後不再問）",
                  "You are asked for a blind and an open call every hand (tap: never ask)"),
}


def never(settings: JSON) -> bool:
    return bool(settings.get(SETTING, False))


def flip(settings: JSON, hid: str) -> bool:
    """A tap: the prompt's button sets 从不叫点, the felt's switch flips it; returns whether it is on now."""
    on = settings[SETTING] = hid != HIT or not never(settings)
    return on


def answer(view: JSON, settings: JSON, no_call: str, lang: str) -> AutoAnswer | None:
    """The table's 不叫 for a player who never calls (``no_call``: the prompt's 不预点/不明点), else None."""
    if view.get("phase") not in CALLS or not never(settings):
        return None
    return AutoAnswer({"a": "skip"}, pick(WORDS["did"], lang).format(no=no_call), beat=BEAT_S)


def button(lang: str) -> Btn:
    """The call prompt's third answer, in 提示's cell (no hint at a call): no call now and from now on."""
    return Btn(BTN, pick(WORDS["btn"], lang), None, "quiet", pick(WORDS["btn_sub"], lang), slot="hint")


def switch_here(view: JSON, viewer: int) -> bool:
    """The felt's switch shows: 自动过联邦 while the viewer plays on, 从不叫点 while the hand is set up."""
    return in_hand(view, viewer) if view.get("phase") == "play" else view.get("phase") in SETUP


def in_hand(view: JSON, seat: int) -> bool:
    """The seat still plays this hand (not gone out): a switch about its passes means something."""
    return str(seat) not in (view.get("places_so_far") or {}) and bool(view.get("hand"))


def draw_chip(dl: DisplayList, spot: Rect, view: JSON, settings: JSON, partner_on: bool, lang: str,
              short: bool = False) -> Rect | None:
    """The felt's switch for the phase: 自动过联邦 in the play, 从不叫点 while the hand is set up."""
    if view.get("phase") in SETUP:
        return draw_switch(dl, spot, never(settings), lang, short, WORDS, HIT)
    return draw_switch(dl, spot, partner_on, lang, short)
