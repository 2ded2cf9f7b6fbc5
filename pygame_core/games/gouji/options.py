"""The house-rule switches of gouji.md §15.2 as option fields, presets and the validator."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import OptionsError
from ...core.game import JSON, OptionField
from ...core.i18n import Text, tx
from ...core.options import check_fields

ON_OFF = (tx("开", "開", "on"), tx("关", "關", "off"))

FIELDS: tuple[OptionField, ...] = (
    OptionField("fours_removed", tx("去掉的4", "去掉的4", "4s removed"), "choice", 8, (8, 0),
                (tx("去8张（198张）", "去8張（198張）", "eight (198 cards)"),
                 tx("不去（206张）", "不去（206張）", "none (206 cards)"))),
    OptionField("first_leader", tx("首局后谁先出", "首局後誰先出", "Who leads after the first hand"), "choice",
                "daluo", ("daluo", "random"),
                (tx("上局大落", "上局大落", "last hand's 大落"), tx("随机", "隨機", "random"))),
    OptionField("jiefeng", tx("接风", "接風", "Taking over the lead (接风)"), "choice", "next",
                ("next", "teammate_first"),
                (tx("下家", "下家", "next seat"), tx("联邦优先", "聯邦優先", "teammate first"))),
    OptionField("ershayi", tx("大王二杀一", "大王二殺一", "Two big jokers kill one (二杀一)"), "bool", True),
    OptionField("small_joker_ershayi", tx("小王二杀一", "小王二殺一", "Two small jokers kill one"), "bool", False),
    OptionField("pure_twos_open", tx("纯2可开点", "純2可開點", "Pure 2s can open"), "bool", True),
    OptionField("fours_all_at_once", tx("4一次出完", "4一次出完", "All 4s at once"), "bool", True),
    OptionField("teammate_may_beat_gouji", tx("联邦可管够级牌", "聯邦可管夠級牌", "Teammates may beat gouji plays"),
                "bool", True),
    OptionField("shao_requires_opened", tx("开点后才能捎", "開點後才能捎", "捎 only after opening"), "bool", False),
    OptionField("strict_burn", tx("捎后必须挂王", "捎後必須掛王", "After a 捎, plays must carry a joker"),
                "bool", False),
    OptionField("opposite_last_word", tx("对门让牌扣牌", "對門讓牌扣牌", "Opposite's last word (让牌/扣牌)"),
                "bool", True),
    OptionField("chaos_after_gone", tx("四户乱缠", "四戶亂纏", "Free-for-all (四户乱缠) after"), "choice", 2,
                (2, 3, 0),
                (tx("走2家", "走2家", "2 gone"), tx("走3家", "走3家", "3 gone"), tx("从不", "從不", "never"))),
    OptionField("both_opened_call_penalty", tx("都开点时叫点仍罚", "都開點時叫點仍罰",
                                               "Failed calls pay when both opened"), "bool", True),
    OptionField("pending_open_counts", tx("未发四算开点", "未發四算開點", "Pending opening counts at hand end"),
                "bool", True),
    OptionField("same_team_tribute", tx("联邦之间也进贡", "聯邦之間也進貢", "Teammates pay 落贡/憋贡 too"),
                "bool", True),
    OptionField("tribute_skip_aces", tx("进贡跳过A", "進貢跳過A", "Tribute skips Aces"), "bool", True),
    OptionField("buy_four_optional", tx("买4可选", "買4可選", "Buying a 4 is optional"), "bool", False),
    OptionField("report_threshold", tx("报牌张数", "報牌張數", "Announce counts at or below"), "int", 10,
                min=0, max=35),
    OptionField("min_hands", tx("最少局数", "最少局數", "Minimum hands"), "int", 1, min=1, max=1000),
    OptionField("chuan_sanhu_resets_after_min", tx("够局数后串三湖也算分", "夠局數後串三湖也算分",
                                                   "串三湖 scores after the minimum too"), "bool", True),
)

DEFAULTS: JSON = {f.key: f.default for f in FIELDS}

PRESETS: dict[str, dict[str, Any]] = {
    "standard": dict(DEFAULTS),
    "deck206": {**DEFAULTS, "fours_removed": 0},
    "isolation": {**DEFAULTS, "teammate_may_beat_gouji": False, "shao_requires_opened": True,
                  "strict_burn": True},
}
PRESET_LABELS: dict[str, Text] = {
    "standard": tx("标准（开点发四）", "標準（開點發四）", "Standard (开点发四)"),
    "deck206": tx("206张（不去4）", "206張（不去4）", "206 cards (no 4s removed)"),
    "isolation": tx("严格捎牌", "嚴格捎牌", "Strict interception"),
}
PRESET_NOTES: dict[str, Text] = {
    "standard": tx("198张：四副牌去十个3、八个4；开点、发四，两队各三人",
                   "198張：四副牌去十個3、八個4；開點、發四，兩隊各三人",
                   "198 cards (ten 3s, eight 4s out); 开点, 发四; teams of 3"),
    "deck206": tx("206张：只去十个3，4全留；其余同标准", "206張：只去十個3，4全留；其餘同標準",
                  "206 cards: only ten 3s out; otherwise standard"),
    "isolation": tx("联邦不可管够级牌；开点后才能捎；捎后必须挂王", "聯邦不可管夠級牌；開點後才能捎；捎後必須掛王",
                    "No beating a teammate's 够级; 捎 once opened, then jokers"),
}


def validate_options(raw: Mapping[str, Any]) -> JSON:
    opts, problems = check_fields(FIELDS, raw)
    if opts.get("small_joker_ershayi") is True and opts.get("ershayi") is False:
        problems.append(tx("小王二杀一需要先开启大王二杀一", "小王二殺一需要先開啟大王二殺一",
                           "small_joker_ershayi needs ershayi on"))
    if problems:
        raise OptionsError(problems)
    return opts
