"""The options of 跑胡子 (paohuzi.md §10): fields, presets and the cross-field rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import OptionsError
from ...core.game import JSON, OptionField
from ...core.i18n import Text, tx
from ...core.options import check_fields

FIELDS: tuple[OptionField, ...] = (
    OptionField("blood_flow", tx("血流：胡牌后继续打", "血流：胡牌後繼續打", "Blood flow: play on after wins"),
                "bool", True),
    OptionField("multi_win", tx("一炮多响", "一炮多響", "Several winners on one card"), "bool", True),
    OptionField("decisive_moment", tx("决胜时刻", "決勝時刻", "Decisive moment"), "bool", True),
    OptionField("decisive_draw_count", tx("决胜时刻每次摸牌数", "決勝時刻每次摸牌數",
                                          "Cards per turn in the decisive moment"), "int", 3, min=1, max=5),
    OptionField("min_huxi", tx("起胡胡息", "起胡胡息", "Hu-xi needed to win"), "int", 15, min=3, max=60),
    OptionField("tun_offset", tx("囤数减去的胡息", "囤數減去的胡息", "Tun: hu-xi offset"), "int", 12,
                min=0, max=60),
    OptionField("tun_step", tx("每囤胡息", "每囤胡息", "Tun: hu-xi per tun"), "int", 3, min=1, max=10),
    OptionField("zimo_bonus_tun", tx("自摸加囤", "自摸加囤", "Self-draw bonus tun"), "int", 1, min=0, max=5),
    OptionField("fan_combine", tx("名堂番数计算", "名堂番數計算", "How fans combine"), "choice", "multiply",
                choices=("multiply", "add"),
                choice_labels=(tx("相乘", "相乘", "multiply"), tx("相加", "相加", "add"))),
    OptionField("poem_combos_stack", tx("诗句名堂叠加", "詩句名堂疊加", "Poem fans stack"), "bool", True),
    OptionField("jie_jie_gao_counts_quads", tx("节节高计提跑", "節節高計提跑", "Rising steps count quads"),
                "bool", True),
    OptionField("tuanyuan_new_ranks", tx("团圆计百千万亿", "團圓計百千萬億", "Reunions count new ranks"),
                "bool", False),
    OptionField("bowl_enabled", tx("聚宝盆", "聚寶盆", "Treasure bowl"), "bool", True),
    OptionField("bowl_cell_mode", tx("聚宝盆点亮方式", "聚寶盆點亮方式", "Bowl cell"), "choice", "perm",
                choices=("perm", "choice"),
                choice_labels=(tx("随机", "隨機", "random"), tx("自选", "自選", "player's choice"))),
    OptionField("payment", tx("付分方式", "付分方式", "Who pays"), "choice", "all_pay",
                choices=("all_pay", "discarder_pays"),
                choice_labels=(tx("两家都付", "兩家都付", "both others pay"),
                               tx("放炮者包赔", "放炮者包賠", "discarder pays double"))),
    OptionField("max_final", tx("封顶", "封頂", "Cap per win"), "choice", 100_000,
                choices=(10_000, 100_000, 1_000_000, None),
                choice_labels=(tx("1万", "1萬", "10,000"), tx("10万", "10萬", "100,000"),
                               tx("100万", "100萬", "1,000,000"), tx("不封顶", "不封頂", "no cap"))),
    OptionField("wild_copy_limit", tx("每种牌最多张数（含王霸）", "每種牌最多張數（含王霸）",
                                      "Copies of a kind allowed with wilds"), "int", 4, min=4, max=10),
    OptionField("locked_auto_hu", tx("胡后自动胡", "胡後自動胡", "Locked hands win automatically"), "bool",
                True),
    OptionField("hands_per_match", tx("局数", "局數", "Hands per match"), "int", 8, min=1, max=64),
    OptionField("base_stake", tx("底分", "底分", "Base stake"), "int", 1, min=1, max=1000),
)
DEFAULTS: dict[str, Any] = {f.key: f.default for f in FIELDS}

# The start screen's default is the tame scoring (the rule book fixes each field's default, not the
# table's preset; three play-testers in a row were put off by standard's ±1,000,000 totals): listed
# first, the standard scoring one tap away with a line saying what it does.
DEFAULT_PRESET = "tame"
PRESETS: dict[str, dict[str, Any]] = {
    "tame": {**DEFAULTS, "poem_combos_stack": False, "max_final": 10_000, "fan_combine": "add"},
    "standard": dict(DEFAULTS),
    "single_win": {**DEFAULTS, "blood_flow": False, "decisive_moment": False},
}
PRESET_LABELS: dict[str, Text] = {
    "tame": tx("温和计分", "溫和計分", "Tame scoring"),
    "standard": tx("标准（疯狂碰胡）", "標準（瘋狂碰胡）", "Standard (Crazy Peng-Hu)"),
    "single_win": tx("胡一次即结束", "胡一次即結束", "One win ends the hand"),
}
PRESET_NOTES: dict[str, Text] = {
    "tame": tx("血流、一炮多响、决胜时刻照打；名堂相加，诗句不叠加，每胡封顶1万：一局输赢几千到几万分",
               "血流、一炮多響、決勝時刻照打；名堂相加，詩句不疊加，每胡封頂1萬：一局輸贏幾千到幾萬分",
               "Same play (blood flow: play on after wins, several winners on one card, the decisive moment); "
               "fans add, poems do not stack, cap 10,000 a win: "
               "a hand swings by thousands to tens of thousands"),
    "standard": tx("规则书原样：名堂相乘，每胡封顶10万；一局输赢常达几十万到上百万分",
                   "規則書原樣：名堂相乘，每胡封頂10萬；一局輸贏常達幾十萬到上百萬分",
                   "The rule book as written: fans multiply, cap 100,000 a win; a hand often swings by hundreds "
                   "of thousands to millions"),
    "single_win": tx("第一个胡牌就结束本局（不血流，无决胜时刻）；计分同标准：名堂相乘，每胡封顶10万",
                     "第一個胡牌就結束本局（不血流，無決勝時刻）；計分同標準：名堂相乘，每胡封頂10萬",
                     "The first win ends the hand (no blood flow, no decisive moment); scored as standard: fans "
                     "multiply, cap 100,000 a win"),
}


def validate_options(raw: Mapping[str, Any]) -> JSON:
    opts, problems = check_fields(FIELDS, raw)
    if opts.get("decisive_moment") is True and opts.get("blood_flow") is False:
        problems.append(tx("决胜时刻需要血流玩法", "決勝時刻需要血流玩法",
                           "decisive_moment needs blood_flow (nobody can win twice otherwise)"))
    mh, off, st = opts.get("min_huxi"), opts.get("tun_offset"), opts.get("tun_step")
    if isinstance(mh, int) and isinstance(off, int) and isinstance(st, int) and st > 0:
        if (mh - off) // st < 1:
            problems.append(tx("起胡胡息至少要有1囤", "起胡胡息至少要有1囤",
                               "min_huxi must give at least one tun: (min_huxi - tun_offset) // tun_step >= 1"))
    if problems:
        raise OptionsError(problems)
    return opts
