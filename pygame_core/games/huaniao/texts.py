"""Texts of 花鳥風月 in zh-Hans / zh-Hant / en: error reasons, calls, seasons, the poem."""

from __future__ import annotations

from ...core.i18n import Text, tx

POEM = "春來花友常歡會，夏夜鳥啼情意痴。秋思風過歸夢裡，冬月寒雪影相依。"
SEASONS = ("spring", "summer", "autumn", "winter")
SEASON_LINES = ("春來花友常歡會", "夏夜鳥啼情意痴", "秋思風過歸夢裡", "冬月寒雪影相依")
SEASON_NAMES: dict[str, Text] = {
    "spring": tx("春", "春", "spring"), "summer": tx("夏", "夏", "summer"),
    "autumn": tx("秋", "秋", "autumn"), "winter": tx("冬", "冬", "winter"),
}
UNDO_TEXT = "風過無痕，月照無意"
SHOWDOWN_CALL_1 = "天上天下，花鳥風月之雀舞"
SHOWDOWN_CALL = "雀舞"

# One reason per error code (§16.3); details are appended where they help. The generic refusals
# (E_OVER, E_NOT_YOUR_TURN, E_BAD_ACTION) are the base's; E_PHASE is the rule book's
# E_NO_PENDING_PROMPT, with its reason.
ERRORS: dict[str, Text] = {
    "E_PHASE": tx("现在不需要你做这个决定", "現在不需要你做這個決定", "no decision of this kind is pending for you"),
    "E_NOT_IN_HAND": tx("所选的牌不在你手里（每张牌只能选一次）", "所選的牌不在你手裡（每張牌只能選一次）",
                        "a chosen card is not in your hand (each card once)"),
    "E_DANCE_AS_EXTRA": tx("额外操作不能是舞", "額外操作不能是舞", "an extra operation cannot be a dance"),
    "E_OPENING_DANCE": tx("开局第一手不能舞（起调）", "開局第一手不能舞（起調）",
                          "the opening turn cannot be a dance"),
    "E_MODE_DISABLED": tx("本桌未启用此规则", "本桌未啟用此規則", "this table has that rule switched off"),
    "E_FANHUA": tx("繁花似锦：花不能当鸟，花不能带数量牌", "繁花似錦：花不能當鳥，花不能帶數量牌",
                   "繁花似錦: the flower is no bird and cannot go with number cards"),
    "E_BAD_SHAPE": tx("这些牌组不成所声明的牌型", "這些牌組不成所聲明的牌型",
                      "these cards do not form the claimed play"),
    "E_SEASON": tx("不合当前季节", "不合當前季節", "not allowed in this season"),
    "E_BANNED": tx("天上天下之禁：本回合不能出单张风、月或牌组", "天上天下之禁：本回合不能出單張風、月或牌組",
                   "天上天下 ban: no single wind, moon or combo this turn"),
    "E_OUT_OF_TUNE": tx("不合调", "不合調", "out of tune"),
    "E_PILE_EMPTY": tx("牌堆已空", "牌堆已空", "the draw pile is empty"),
    "E_BAD_GIFT": tx("赠牌不合规则", "贈牌不合規則", "this gift breaks the rule"),
    "E_BAD_TARGET": tx("月不能照自己", "月不能照自己", "the moon cannot target yourself"),
    "E_DISCARD_COUNT": tx("弃牌张数不对", "棄牌張數不對", "wrong number of cards discarded"),
    "E_DISCARD_ORDER": tx("弃牌须按 鸟→数量→功能 的顺序", "棄牌須按 鳥→數量→功能 的順序",
                          "discards must go birds → numbers → function cards"),
    "E_UNDO_USED": tx("本曲的且慢已用过", "本曲的且慢已用過", "your undo for this song is spent"),
    "E_UNDO_EXPOSED": tx("本回合已有暗牌被揭示，不能且慢", "本回合已有暗牌被揭示，不能且慢",
                         "something hidden was exposed this turn; no undo"),
}

WIN_HOW: dict[str, Text] = {
    "out": tx("出完手牌", "出完手牌", "played out the hand"),
    "points": tx("点数最少", "點數最少", "fewest points"),
    "class": tx("同分时持功能牌/数量牌者胜", "同分時持功能牌/數量牌者勝", "tie broken by card classes"),
    "showdown": tx("花鸟风月大对决", "花鳥風月大對決", "the showdown"),
    "lot": tx("抽签", "抽籤", "by lot"),
}


def reason(code: str, detail: Text | None = None) -> Text:
    base = ERRORS[code]
    if detail is None:
        return dict(base)
    return {k: f"{base[k]}: {detail[k]}" for k in base}
