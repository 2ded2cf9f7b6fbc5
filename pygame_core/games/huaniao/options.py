"""Options of 花鳥風月 (rules §3): the fields, the five presets and the validator."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import OptionsError
from ...core.game import JSON, OptionField
from ...core.i18n import Text, tx
from ...core.options import check_fields

MASK64 = (1 << 64) - 1
PRESET_KEYS = ("simple", "basic", "regular", "full", "pro")

PRESET_LABELS: dict[str, Text] = {
    "simple": tx("简易", "簡易", "Simple"),
    "basic": tx("基本", "基本", "Basic"),
    "regular": tx("常规", "常規", "Regular"),
    "full": tx("完全", "完全", "Full"),
    "pro": tx("专业", "專業", "Professional"),
}
PRESET_NOTES: dict[str, Text] = {
    "simple": tx("48张，每人8张，白昼；不用功能牌和特殊牌组", "48張，每人8張，白晝；不用功能牌和特殊牌組",
                 "48 cards, 8 each, daylight; no function cards, no special combos"),
    "basic": tx("64张，每人10张，白昼；加入功能牌（花、风、月）", "64張，每人10張，白晝；加入功能牌（花、風、月）",
                "64 cards, 10 each, daylight; with the function cards (花 风 月)"),
    "regular": tx("基本之上：特殊牌组，动态手牌上限", "基本之上：特殊牌組，動態手牌上限",
                  "Basic plus the special combos and a dynamic hand limit"),
    "full": tx("常规之上：四季更替", "常規之上：四季更替", "Regular plus the four seasons"),
    "pro": tx("完全之上：孤雁（只剩一张时猜牌）", "完全之上：孤雁（只剩一張時猜牌）",
              "Full plus 孤雁 (the one-card guess)"),
}

_COMMON: dict[str, Any] = {
    "showdown_scope": "all", "choice_timeout_s": 15, "undo_window_s": 2.5, "seed": 0,
    "base_hand_limit": 10, "opening_no_dance": True, "turn_cap": 200, "showdown_round_cap": 20,
    "bot_takeover_after_timeouts": 2, "call_timeout_s": 5,
}


def _preset(mode: str, **kw: Any) -> dict[str, Any]:
    d = {"mode": mode, **_COMMON}
    d.update(kw)
    return d


PRESETS: dict[str, dict[str, Any]] = {
    "simple": _preset("simple", deck=48, deal_size=8, function_cards=False, special_combos=False,
                      dynamic_hand_limit=False, four_seasons=False, lighting="day", lone_goose=False,
                      fanhua=False, op_timeout_s=45),
    "basic": _preset("basic", deck=64, deal_size=10, function_cards=True, special_combos=False,
                     dynamic_hand_limit=False, four_seasons=False, lighting="day", lone_goose=False,
                     fanhua=False, op_timeout_s=45),
    "regular": _preset("regular", deck=64, deal_size=10, function_cards=True, special_combos=True,
                       dynamic_hand_limit=True, four_seasons=False, lighting="none", lone_goose=False,
                       fanhua=False, op_timeout_s=30),
    "full": _preset("full", deck=64, deal_size=10, function_cards=True, special_combos=True,
                    dynamic_hand_limit=True, four_seasons=True, lighting="none", lone_goose=False,
                    fanhua=False, op_timeout_s=30),
    "pro": _preset("pro", deck=64, deal_size=10, function_cards=True, special_combos=True,
                   dynamic_hand_limit=True, four_seasons=True, lighting="none", lone_goose=True,
                   fanhua=False, op_timeout_s=30),
}

# What each preset fixes (the columns of §3); the other flags stay free on a preset table.
_FIXED = ("deck", "deal_size", "function_cards", "special_combos", "dynamic_hand_limit", "four_seasons")
_LIGHTING = {"simple": ("day",), "basic": ("day",), "regular": ("none", "day", "night"),
             "full": ("none", "night"), "pro": ("none", "night")}


def _b(key: str, hans: str, hant: str, en: str) -> OptionField:
    return OptionField(key, tx(hans, hant, en), "bool", PRESETS["regular"][key])


# The largest turn cap a table may set: every turn number a position holds is below it.
TURN_CAP_MAX = 10_000


def _i(key: str, hans: str, hant: str, en: str, lo: int, hi: int) -> OptionField:
    return OptionField(key, tx(hans, hant, en), "int", PRESETS["regular"][key], min=lo, max=hi)


FIELDS: tuple[OptionField, ...] = (
    OptionField("mode", tx("模式", "模式", "mode"), "choice", "regular",
                choices=PRESET_KEYS + ("custom",),
                choice_labels=tuple(PRESET_LABELS[k] for k in PRESET_KEYS) + (tx("自定义", "自訂", "custom"),)),
    OptionField("deck", tx("牌数", "牌數", "deck"), "choice", 64, choices=(48, 64),
                choice_labels=(tx("48 张", "48 張", "48 cards"), tx("64 张", "64 張", "64 cards"))),
    _i("deal_size", "每人发牌", "每人發牌", "cards dealt each", 1, 15),
    _b("function_cards", "功能牌", "功能牌", "function cards"),
    _b("special_combos", "特殊牌组", "特殊牌組", "special combos"),
    _b("dynamic_hand_limit", "动态手牌上限", "動態手牌上限", "dynamic hand limit"),
    _b("four_seasons", "四季更替", "四季更替", "four seasons"),
    OptionField("lighting", tx("昼夜", "晝夜", "lighting"), "choice", "none", choices=("none", "day", "night"),
                choice_labels=(tx("无", "無", "none"), tx("白昼", "白晝", "daytime"),
                               tx("静夜", "靜夜", "quiet night"))),
    _b("lone_goose", "孤雁", "孤雁", "lone goose (one-card guess)"),
    _b("fanhua", "繁花似锦", "繁花似錦", "flowers in full bloom"),
    OptionField("showdown_scope", tx("大对决参加者", "大對決參加者", "showdown entrants"), "choice", "all",
                choices=("all", "tied"),
                choice_labels=(tx("全部四人", "全部四人", "all four"), tx("仅同分者", "僅同分者", "tied only"))),
    _i("op_timeout_s", "出牌时限（秒）", "出牌時限（秒）", "operation time limit (s)", 1, 3600),
    _i("choice_timeout_s", "选择时限（秒）", "選擇時限（秒）", "choice time limit (s)", 1, 3600),
    OptionField("undo_window_s", tx("且慢窗口（秒）", "且慢窗口（秒）", "undo window (s)"), "choice", 2.5,
                choices=(0, 1.5, 2.5, 4, 6),
                choice_labels=tuple(tx(str(v), str(v), str(v)) for v in (0, 1.5, 2.5, 4, 6))),
    OptionField("seed", tx("种子", "種子", "seed"), "int", 0, min=0, max=MASK64,
                help=tx("发牌种子（由牌桌给定）", "發牌種子（由牌桌給定）", "deal seed (set by the table)")),
    _i("base_hand_limit", "基础手牌上限", "基礎手牌上限", "base hand limit", 5, 14),
    _b("opening_no_dance", "起调（首回合不能舞）", "起調（首回合不能舞）", "no dance on the opening turn"),
    _i("turn_cap", "回合上限", "回合上限", "turn cap", 1, TURN_CAP_MAX),
    _i("showdown_round_cap", "大对决轮数上限", "大對決輪數上限", "showdown round cap", 1, 1000),
    _i("bot_takeover_after_timeouts", "超时几次后托管", "超時幾次後託管", "timeouts before bot takeover", 1, 100),
    _i("call_timeout_s", "大对决自动喊牌（秒）", "大對決自動喊牌（秒）", "showdown auto-call (s)", 1, 3600),
)


def _p(hans: str, hant: str, en: str) -> Text:
    return tx(hans, hant, en)


def validate_options(raw: Mapping[str, Any]) -> JSON:
    """§3 validator: fill defaults, check every rule, raise OptionsError listing all broken ones."""
    opts, problems = check_fields(FIELDS, raw)
    if problems:  # type/range errors first: the cross rules need sane values
        raise OptionsError(problems)
    o = opts
    fc, sc, dyn, fs = o["function_cards"], o["special_combos"], o["dynamic_hand_limit"], o["four_seasons"]
    if (o["deck"] == 64) != fc:
        problems.append(_p("64 张牌当且仅当启用功能牌（48 张牌没有功能牌）",
                           "64 張牌當且僅當啟用功能牌（48 張牌沒有功能牌）",
                           "deck must be 64 exactly when function_cards is on (48 has no function cards)"))
    if sc and not fc:
        problems.append(_p("特殊牌组需要功能牌", "特殊牌組需要功能牌", "special_combos needs function_cards"))
    if o["fanhua"] and not fc:
        problems.append(_p("繁花似锦需要功能牌", "繁花似錦需要功能牌", "fanhua needs function_cards"))
    if fs and not sc:
        problems.append(_p("四季更替需要特殊牌组", "四季更替需要特殊牌組", "four_seasons needs special_combos"))
    if fs and not dyn:
        problems.append(_p("四季更替需要动态手牌上限", "四季更替需要動態手牌上限",
                           "four_seasons needs dynamic_hand_limit"))
    if fs and o["lighting"] == "day":
        problems.append(_p("四季更替不能与白昼同用", "四季更替不能與白晝同用",
                           "lighting = day is not allowed with four_seasons"))
    if 4 * o["deal_size"] >= o["deck"]:
        problems.append(_p("发牌后牌堆不能为空（4×每人发牌 < 牌数）", "發牌後牌堆不能為空（4×每人發牌 < 牌數）",
                           "4 × deal_size must be less than the deck, so the pile is not empty"))
    mode = o["mode"]
    if mode != "custom":
        pr = PRESETS[mode]
        label = PRESET_LABELS[mode]
        for k in _FIXED:
            if o[k] != pr[k]:
                problems.append(tx(f"{label['zh-Hans']}模式固定 {k} = {pr[k]}（请用自定义）",
                                   f"{label['zh-Hant']}模式固定 {k} = {pr[k]}（請用自訂）",
                                   f"{label['en']} fixes {k} = {pr[k]} (use custom)"))
        if o["lighting"] not in _LIGHTING[mode]:
            problems.append(tx(f"{label['zh-Hans']}模式不允许 lighting = {o['lighting']}",
                               f"{label['zh-Hant']}模式不允許 lighting = {o['lighting']}",
                               f"{label['en']} does not allow lighting = {o['lighting']}"))
        if mode == "pro":
            if not (o["lone_goose"] or o["fanhua"]):
                problems.append(_p("专业模式至少要启用孤雁或繁花似锦之一",
                                   "專業模式至少要啟用孤雁或繁花似錦之一",
                                   "Professional needs at least one of lone_goose, fanhua"))
        elif o["lone_goose"] or o["fanhua"]:
            problems.append(tx(f"{label['zh-Hans']}模式不含孤雁/繁花似锦（请用专业或自定义）",
                               f"{label['zh-Hant']}模式不含孤雁/繁花似錦（請用專業或自訂）",
                               f"{label['en']} has no lone_goose/fanhua (use pro or custom)"))
    if problems:
        raise OptionsError(problems)
    return o
