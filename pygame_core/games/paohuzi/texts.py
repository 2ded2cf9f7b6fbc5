"""Texts of 跑胡子 in the three languages (reasons for refused actions, labels, event captions)."""

from __future__ import annotations

from ...core.i18n import tx

TITLE = tx("跑胡子·百千万亿", "跑胡子·百千萬億", "Paohuzi: Hundreds to Billions")

GROUP_NAMES = {
    "TI": tx("提", "提", "Ti (quad)"), "PAO": tx("跑", "跑", "Pao (quad)"),
    "WEI": tx("偎", "偎", "Wei"), "CHOU_WEI": tx("臭偎", "臭偎", "Stinky wei"),
    "KAN": tx("坎", "坎", "Kan"), "PENG": tx("碰", "碰", "Peng"),
    "SEQ": tx("顺子", "順子", "Sequence"), "EQS": tx("二七十", "二七十", "2-7-10"),
    "JIAO": tx("绞", "絞", "Jiao"), "PAIR": tx("将", "將", "Pair"),
}

R_NOT_TURN = tx("现在不是你行动的时候", "現在不是你行動的時候", "It is not your turn to act")
R_NO_CARD = tx("你手里没有这张可以打出的牌", "你手裡沒有這張可以打出的牌", "You hold no free card of that kind")
R_KAN = tx("坎牌已锁定，不能打出", "坎牌已鎖定，不能打出", "Cards of a kan are locked and cannot be discarded")
R_WILD = tx("王霸不能打出", "王霸不能打出", "A wild (王霸) cannot be discarded")
R_NOT_NOW = tx("现在不能这样做", "現在不能這樣做", "That action is not available now")
R_NO_HU = tx("这手牌现在不能胡（不成七方门子或胡息不足）", "這手牌現在不能胡（不成七方門子或胡息不足）",
             "This hand cannot win now (no seven groups or too few hu-xi)")
R_NO_PENG = tx("不能碰这张牌", "不能碰這張牌", "You cannot peng this card")
R_PASSED_PENG = tx("你已过碰这种牌，本局不能再碰", "你已過碰這種牌，本局不能再碰",
                   "You passed a peng of this card earlier; no more peng of it this hand")
R_CHOU = tx("臭牌：你打出过这种牌，不能吃或碰", "臭牌：你打出過這種牌，不能吃或碰",
            "You discarded this kind earlier (臭牌): you may not chi or peng it")
R_PASSED_CHI = tx("过张：你已放弃吃这种牌，本局不能再吃", "過張：你已放棄吃這種牌，本局不能再吃",
                  "You passed a chi of this card earlier (过张); no more chi of it this hand")
R_NO_CHI = tx("不是合法的吃牌组合（含比牌）", "不是合法的吃牌組合（含比牌）",
              "Not a legal chi with its matching (比) groups")
R_STRAND = tx("这样吃/碰后你将没有可打出的牌", "這樣吃/碰後你將沒有可打出的牌",
              "After this claim you would have no card to discard")
R_LOCKED = tx("你已胡牌，手牌锁定", "你已胡牌，手牌鎖定", "You have won; your hand is locked")
R_DEAD = tx("死手：本局不能再胡、吃或碰", "死手：本局不能再胡、吃或碰", "Dead hand: no more wins or claims this hand")
R_CELL = tx("这个格子不能点亮", "這個格子不能點亮", "That bowl cell cannot be lit")
R_ANSWERED = tx("你已经回答过了", "你已經回答過了", "You have already answered")
