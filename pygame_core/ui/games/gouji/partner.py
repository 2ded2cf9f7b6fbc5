"""过 on a partner's play by itself (play-test 6: the player pressed 过 after every teammate's K K, A A 2,
Q Q Q Q Q ... a dozen taps a hand; 多乐 players expect a quick 不要 there): a switch on the felt, kept in the
settings, on by default (play-test 32 #3). Passing a partner's play is nearly always right in 够级 (beating it
spends your cards, and a partner's gouji beaten by you is a void opening attempt, rules 9.2), so the table passes
silently (多乐's way, the lead's decision after play-test 36 #1: it asked while an opponent was still in, seven
times a hand) and asks only where a pass gives up something the viewer could take now:

* 四户乱缠 (7.6): a pass is no longer final and the lead decides who runs out first;
* the viewer 待发四 (9.3): taking the lead is how the opening is confirmed;
* the viewer could open now (9.2): a pure gouji beating the play, not opened, with a head, before the cut-off;
* the viewer could go out by beating it (a legal play of every card in hand);
* no pass is allowed (a lead), or the play to beat is not a partner's (the viewer's 让/扣牌 are always
  its opposite's play, an opponent: never passed for it).

An opponent still in the round may then beat the partner with the viewer's pass final (§7.2): the switch is the
player's to turn off."""

from __future__ import annotations

from ....core.game import JSON, Action
from ....core.i18n import Text, pick, tx
from ....games.gouji.cards import parse_ranks
from ....games.gouji.combos import from_values, is_pure
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect

SETTING = "gouji_partner_pass"  # app.settings: kept with the player's other choices
HIT = "gj:partner"
WORDS: dict[str, Text] = {
    # (what it does, said on it: "联邦出牌自动过 开" still asked while an opponent was in, pt18 #6)
    "switch": tx("联邦的牌自动过", "聯邦的牌自動過", "Auto-pass partner"),  # (pt32 #3: "对家过后自动过联邦" not understood)  # (pt21 121558: "...after foes" /
    # "off" wrapped, read as cut off; its tap's tip says when)
    "short": tx("自动过联邦", "自動過聯邦", "Auto-pass"),
    "on": tx("开", "開", "on"), "off": tx("关", "關", "off"),
    "did": tx("联邦的牌，过", "聯邦的牌，過", "partner's play: pass"),  # (the callout says 自动 before it)
    "tip_on": tx("联邦出牌时自动过（能开点、能走完、四户乱缠、待发四时仍会问你）",
                 "聯邦出牌時自動過（能開點、能走完、四戶亂纏、待發四時仍會問你）",
                 "Your partner's plays are passed for you (you are still asked when you could open or go out, "
                 "in 四户乱缠 or 待发四)"),
    # why the table asks on a partner's play with the switch on (play-test 7: "once asked after a teammate's
    # K K: inconsistent?")
    "why_chaos": tx("联邦的牌：四户乱缠，过不过你定", "聯邦的牌：四戶亂纏，過不過你定",
                    "Partner's play: free-for-all, your call"),
    "why_fasi": tx("联邦的牌：你待发四，要不要抢牌权你定", "聯邦的牌：你待發四，要不要搶牌權你定",
                   "Partner's play: you wait to lead your 4s, your call"),
    "why_open": tx("联邦的牌：你能用够级牌管上开点，你定", "聯邦的牌：你能用夠級牌管上開點，你定",
                   "Partner's play: a pure gouji play over it would open, your call"),
    "why_out": tx("联邦的牌：你能管上走完，你定", "聯邦的牌：你能管上走完，你定",
                  "Partner's play: you could beat it and go out, your call"),
    "why_out_short": tx("联邦出牌·能走完你定", "聯邦出牌·能走完你定", "partner: you could go out"),
    "why_chaos_short": tx("联邦出牌·乱缠你定", "聯邦出牌·亂纏你定", "partner: free-for-all"),
    "why_fasi_short": tx("联邦出牌·待发四你定", "聯邦出牌·待發四你定", "partner: you wait to 发四"),
    "why_open_short": tx("联邦出牌·能开点你定", "聯邦出牌·能開點你定", "partner: you could open"),
    "tip_off": tx("联邦出牌时由你决定过不过", "聯邦出牌時由你決定過不過", "You decide on your partner's plays"),
}


def switch_on(settings: JSON) -> bool:
    """Whether a partner's play is passed by itself: on unless the player switched it off (play-test 32 #3; where it
    still asks: ``asked``)."""
    return bool(settings.get(SETTING, True))


def partner_pass(view: JSON, me: int, legal: list[Action]) -> Action | None:
    """The pass the table makes for the viewer on a partner's play, or None where it asks (module doc)."""
    why = asked(view, me, legal)
    return {"a": "pass"} if why == "" else None


def asked(view: JSON, me: int, legal: list[Action]) -> str | None:
    """On a partner's play the viewer may pass: "" when the table passes for them, else why it asks
    (``WORDS`` key: ``why_chaos``, ``why_fasi``, ``why_open``, ``why_out``); None when it is no partner's play."""
    owner = view.get("owner", -1)
    if view.get("phase") != "play" or {"a": "pass"} not in legal or not view.get("top") \
            or not isinstance(owner, int) or owner < 0 or owner == me or owner % 2 != me % 2 \
            or view.get("duel") not in (None, "", "done"):
        return None
    if view.get("chaos"):
        return "why_chaos"
    state = str((view.get("open") or ["N"] * 6)[me])
    if state == "P":
        return "why_fasi"
    rev = view.get("revolutionary", -1)
    may_open = state == "N" and bool((view.get("heads") or [True] * 6)[me]) and rev not in (me, (me + 3) % 6)
    twos = bool((view.get("options") or {}).get("pure_twos_open", True))
    plays = [a.get("cards") or [] for a in legal if a.get("a") == "play"]
    if may_open and any(is_pure(c, twos) for p in plays if (c := from_values(parse_ranks(p))) is not None):
        return "why_open"
    held = len(view.get("hand") or [])
    if held and any(len(p) == held for p in plays):  # the last cards over the partner's: going out is the choice
        return "why_out"
    return ""


def draw_switch(dl: DisplayList, spot: Rect, on: bool, lang: str, short: bool = False,
                words: dict[str, Text] = WORDS, hid: str = HIT) -> Rect | None:
    """The switch as a pill centred in ``spot`` (its word and 开/关; gold while on), tapped to flip;
    None where it does not fit. ``words``/``hid``: another switch's (nocall.py's 从不叫点)."""
    label = pick(words["short" if short else "switch"], lang)
    state = pick(words["on" if on else "off"], lang)
    two = spot.w < text_width(f"{label} {state}", 12) + 16  # a narrow spot: the state under the word
    w = min(spot.w, max(text_width(label, 12), text_width(state, 12)) + 14 if two else
            text_width(f"{label} {state}", 12) + 20)
    h = min(spot.h, 40.0 if two else 32.0)
    if w < text_width(label, 11) + 4 or h < (34 if two else 24):
        return None
    r = Rect(spot.cx - w / 2, spot.cy - h / 2, w, h)
    dl.rect(r, "rgba(20,16,12,0.35)", th.GOLD if on else "rgba(244,236,220,0.4)", 1.5 if on else 1.0, 10)
    colour = th.GOLD if on else th.PAPER_EDGE
    if two:
        dl.text(r.cx, r.y + h * 0.32, label, 11.5 if w < text_width(label, 12) + 8 else 12, colour, "c", "b")
        dl.text(r.cx, r.y + h * 0.72, state, 12, colour, "c", "b")
    else:
        dl.text_in(r, f"{label} {state}", 12, colour, weight="b")
    dl.hit(hid, r, pick(words["tip_on" if on else "tip_off"], lang))
    return r
