"""Every text of 够级 in zh-Hans, zh-Hant and English: refusals, option labels, names."""

from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.i18n import Text, fmt, pick, tx

TITLE = tx("够级", "夠級", "Gouji")

# Refusals by the rules, one code each. The generic ones (game over, not your turn, malformed action,
# wrong phase) are the base ``apply``'s; ``E_PASSED`` and ``E_PHASE`` here only say them more precisely.
REASONS: dict[str, Text] = {
    "E_PASSED": tx("你这一轮已经过牌，不能再出（只有对门出够级牌或你有扣牌权时才行）",
                   "你這一輪已經過牌，不能再出（只有對門出夠級牌或你有扣牌權時才行）",
                   "You passed in this trick and may not come back in (only your opposite's gouji play or your last word reopens it)"),
    "E_PHASE": tx("现在不能做这个动作（{phase}）", "現在不能做這個動作（{phase}）",
                  "That action is not possible now ({phase})"),
    "E_EMPTY": tx("至少要出一张牌", "至少要出一張牌", "Select at least one card"),
    "E_NOT_HELD": tx("你手里没有这些牌", "你手裡沒有這些牌", "You do not hold those cards"),
    "E_MIXED": tx("一手牌只能是一种点数，2和王才可以贴上", "一手牌只能是一種點數，2和王才可以貼上",
                  "A play has one natural rank; only 2s and jokers may be added"),
    "E_THREE_LAST": tx("3只能留到最后一张单独出（憋3规则）", "3只能留到最後一張單獨出（憋3規則）",
                       "The 3 may only be played alone as your very last card"),
    "E_THREE_ALONE": tx("3只能单独出，不能带别的牌", "3只能單獨出，不能帶別的牌",
                        "The 3 is played alone, without helpers"),
    "E_FOUR_ALL": tx("4必须一次全部出完（你有{n}张4）", "4必須一次全部出完（你有{n}張4）",
                     "4s must all go out together (you hold {n})"),
    "E_FOUR_HELPER": tx("4不能贴2也不能挂王", "4不能貼2也不能掛王", "4s take no 2s and no jokers"),
    "E_MUST_LEAD": tx("你是首家，必须出牌，不能过", "你是首家，必須出牌，不能過", "You lead: you must play, not pass"),
    "E_SIZE_PLAIN": tx("张数不对：要出{n}张", "張數不對：要出{n}張", "Wrong number of cards: {n} needed"),
    "E_SIZE": tx("张数不对：要出{n}张（二杀一时多一张）", "張數不對：要出{n}張（二殺一時多一張）",
                 "Wrong number of cards: {n} needed (one more per big joker for 二杀一)"),
    "E_NOT_BEAT_RANK": tx("管不住 {top}：点数要比 {core} 大（贴的2按同点算）", "管不住 {top}：點數要比 {core} 大（貼的2按同點算）",
                          "Does not beat {top}: the rank must be higher than {core} (added 2s count as that rank)"),
    "E_NOT_BEAT_JOKER": tx("管不住 {top}：桌上的每张王都要用更大的王压（大王只能二杀一）",
                           "管不住 {top}：桌上的每張王都要用更大的王壓（大王只能二殺一）",
                           "Does not beat {top}: each joker on the table needs a higher joker (a big joker falls only to two)"),
    "E_NOT_BEAT": tx("管不住：每个位置都要比桌上的大（王要用更大的王压）",
                     "管不住：每個位置都要比桌上的大（王要用更大的王壓）",
                     "Does not beat: every card must be higher position by position (a joker needs a higher joker)"),
    "E_DUEL_PURE": tx("革命对决只能用原版够级牌（不贴2、不挂王）", "革命對決只能用原版夠級牌（不貼2、不掛王）",
                      "The revolution duel takes only pure gouji plays (no 2s added, no jokers)"),
    "E_FORCED_FOUR": tx("开点后必须先发四（出全部的4）", "開點後必須先發四（出全部的4）",
                        "After opening in the duel you must lead all your 4s"),
    "E_SHAO_OPEN": tx("未开点不能捎牌", "未開點不能捎牌", "You must have opened before you may intercept (捎)"),
    "E_TEAM_GOUJI": tx("不能管联邦的够级牌", "不能管聯邦的夠級牌", "You may not beat your teammate's gouji play"),
    "E_BURN": tx("捎过牌，出牌必须挂王", "捎過牌，出牌必須掛王",
                 "You intercepted: every play must carry a joker while you hold one"),
    "E_NO_CALL": tx("这一局你不能再叫点", "這一局你不能再叫點", "You cannot make that call this hand"),
    "E_RETURN": tx("要还{n}张牌", "要還{n}張牌", "Return exactly {n} cards"),
    "E_PAY": tx("只能用2或王买（可选：{opts}）", "只能用2或王買（可選：{opts}）",
                "Pay with a 2 or a joker (choices: {opts})"),
    "E_REV": tx("手里有2或王不能革命", "手裡有2或王不能革命", "You hold a 2 or a joker: no revolution"),
    "E_HAS_FOUR": tx("你手里有4，不用买4", "你手裡有4，不用買4", "You hold a 4: there is no 4 to buy"),
}


def illegal(code: str, words: str = "", **kw: object) -> IllegalAction:
    """The refusal ``code``, said by ``REASONS[words or code]``."""
    reason = REASONS[words or code]
    return IllegalAction(code, fmt(reason, **kw) if kw else dict(reason))


def phase_refused(phase: str) -> IllegalAction:
    """``E_PHASE`` naming the phase, in each language."""
    name = PHASE_NAMES.get(phase, tx(phase, phase, phase))
    return IllegalAction("E_PHASE", {lang: text.format(phase=pick(name, lang))
                                     for lang, text in REASONS["E_PHASE"].items()})


PHASE_NAMES: dict[str, Text] = {
    "yudian": tx("预点", "預點", "blind call"),
    "return": tx("还贡", "還貢", "returning tribute"),
    "buy_opt": tx("买4选择", "買4選擇", "buy-a-4 choice"),
    "buy_pay": tx("买牌付款", "買牌付款", "paying for a bought card"),
    "revolution": tx("革命", "革命", "revolution"),
    "mingdian": tx("明点", "明點", "open call"),
    "play": tx("出牌", "出牌", "play"),
    "over": tx("结束", "結束", "over"),
}

PLACE_NAMES: dict[int, Text] = {
    1: tx("头科", "頭科", "1st"), 2: tx("二科", "二科", "2nd"), 3: tx("三科", "三科", "3rd"),
    4: tx("四科", "四科", "4th"), 5: tx("二落", "二落", "5th"), 6: tx("大落", "大落", "last"),
}

TRIBUTE_NAMES: dict[str, Text] = {
    "dian": tx("点贡", "點貢", "point tribute"),
    "bie": tx("憋贡", "憋貢", "stuck-3 tribute"),
    "shao": tx("捎贡", "捎貢", "interception tribute"),
    "luo": tx("落贡", "落貢", "losers' tribute"),
}

OPEN_NAMES: dict[str, Text] = {
    "N": tx("未开点", "未開點", "not opened"),
    "P": tx("待发四", "待發四", "opening pending"),
    "O": tx("已开点", "已開點", "opened"),
    "F": tx("弃点", "棄點", "forfeited"),
}
