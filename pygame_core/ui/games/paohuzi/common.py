"""What the 跑胡子 table parts share: the texts, number format, small cards and the bowl grid."""

from __future__ import annotations

import math
from typing import Any, Protocol

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ....games.paohuzi.cards import CODES, face, is_big, is_new, is_red
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...widgets import CardFace

# How each claim answer's button looks (the order and labels come from the rules' claim table).
ANSWER_STYLE = {"hu": "primary", "pass": "quiet"}
BIG_TINT = "#eadbb8"     # 大字 cards sit on a darker, warmer paper
SMALL_TINT = "#fffaf0"
WILD_TINT = "#fff0c8"

GROUP: dict[str, Text] = {
    "TI": tx("提", "提", "Ti"), "PAO": tx("跑", "跑", "Pao"), "WEI": tx("偎", "偎", "Wei"),
    "CHOU_WEI": tx("臭偎", "臭偎", "Wei*"), "KAN": tx("坎", "坎", "Kan"), "PENG": tx("碰", "碰", "Peng"),
    "SEQ": tx("顺", "順", "Seq"), "EQS": tx("二七十", "二七十", "2-7-10"), "JIAO": tx("绞", "絞", "Jiao"),
    "PAIR": tx("将", "將", "Pair"), "HU": tx("胡", "胡", "Won"),
    "HAND": tx("点看", "點看", "Tap"),   # a phone's locked seat's open hand, folded (board.meld_columns)
}
HOW: dict[str, Text] = {
    "own": tx("自摸", "自摸", "self-drawn"), "wild": tx("自摸王霸", "自摸王霸", "drew a wild"),
    "other": tx("胡别家翻出的牌", "胡別家翻出的牌", "on another's drawn card"),
    "discard": tx("点炮", "點炮", "on a discard"), "tianhu": tx("天胡", "天胡", "dealt win"),
}
L: dict[str, Text] = {
    "pile": tx("墩 {n}", "墩 {n}", "Pile {n}"), "shown": tx("亮 {c}", "亮 {c}", "Shown {c}"),
    "hand_no": tx("第{n}局", "第{n}局", "Hand {n}"),
    "hand_of": tx("第{n}/{m}局", "第{n}/{m}局", "Hand {n}/{m}"),   # of the match's (play-test 28 #4)
    "room_add": tx("名堂相加", "名堂相加", "fans add"), "room_mul": tx("名堂相乘", "名堂相乘", "fans multiply"),
    "room_flow": tx("血流", "血流", "Blood flow"), "room_cap": tx("每家封顶{v}", "每家封頂{v}", "cap {v} each"), "decisive": tx("决胜时刻", "決勝時刻", "Decisive moment"),
    "huxi": tx("胡息 {n}", "胡息 {n}", "hu-xi {n}"), "dealer": tx("庄", "莊", "D"),
    "locked": tx("胡", "胡", "W"), "dead": tx("死", "死", "X"),
    "wins_tip": tx("{name} 本局胡 {n} 次：", "{name} 本局胡 {n} 次：", "{name} won {n}× this hand:"),
    "bi": tx("比", "比", "+"), "chi_word": tx("吃", "吃", "Chi"),
    "discard": tx("打出 {c}", "打出 {c}", "Discard {c}"),
    "pick": tx("选牌打出", "選牌打出", "Pick a card"),   # (6 characters ran to its edges on a laptop)
    "light": tx("点亮 {n}", "點亮 {n}", "Light {n}"), "hints": tx("听牌", "聽牌", "Waits"),
    "hints_off": tx("收起听牌", "收起聽牌", "Hide waits"),
    "skip_end": tx("跳到结算", "跳到結算", "Skip to results"),
    "claim_ready": tx("{k}后听{cs}", "{k}後聽{cs}", "{k} → waits {cs}"),   # the 听牌 line on a claim (pt19)
    "claim_not": tx("{k}后不听", "{k}後不聽", "{k} → not ready"),
    # the hand's own waits beside a claim's (play-test 28 #5: "吃后听一 · 听：一… 叁…" read as 吃后听一、叁)
    "if_pass": tx("不{k}", "不{k}", "if you pass, "),
    "skip_tap": tx("点按跳到结算", "點按跳到結算", "tap: skip to results"),
    "p_danger": tx("请出牌（标「炮」的牌：打出即点炮）", "請出牌（標「炮」的牌：打出即點炮）",   # (any card: pt28 #5,
                   "Discard (a card tagged !: a locked hand wins on it)"),                 # 炮 on 仟 and 捌)
    "p_discard": tx("请出牌（坎牌和王霸不能打）", "請出牌（坎牌和王霸不能打）",
                    "Discard a card (not a kan card, not a wild)"),
    "p_danger_short": tx("请出牌（「炮」牌会点炮）", "請出牌（「炮」牌會點炮）", "Discard (! feeds a win)"),
    "p_discard_short": tx("请出牌", "請出牌", "Your discard"),   # (a phone: its status line kept at 13 px)
    "p_claim": tx("{c}：胡、碰、吃或过", "{c}：胡、碰、吃或過", "{c}: win, peng, chi or pass"),
    "p_self": tx("可以胡牌！", "可以胡牌！", "You can win!"),
    "wait_for": tx("等待 {name} …", "等待 {name} …", "Waiting for {name}…"),
    "p_light": tx("点亮聚宝盆的一格", "點亮聚寶盆的一格", "Light a bowl cell"),
    "from_draw": tx("{name} 翻出", "{name} 翻出", "{name} drew"),
    "from_discard": tx("{name} 打出", "{name} 打出", "{name} discarded"),
    "river": tx("弃", "棄", "out"),
    "thinking": tx("{name} 考虑中…", "{name} 考慮中…", "{name} deciding…"),
    "your_call": tx("等你表态", "等你表態", "Your call"),
    "no_taker": tx("无人要 → 弃", "無人要 → 棄", "nobody takes it"),
    "chi_more": tx("更多吃法 ({n})", "更多吃法 ({n})", "More chi ({n})"),
    "chi_open": tx("吃 ({n}种) ▴", "吃 ({n}種) ▴", "Chi ({n} ways) ▴"),
    "chi_open1": tx("吃 (带比) ▴", "吃 (帶比) ▴", "Chi (with bi) ▴"),
    "chi_pick": tx("选一种吃法", "選一種吃法", "Choose a chi"),
    "chi_pick_of": tx("吃 {c}：选一种吃法", "吃 {c}：選一種吃法", "Chi on {c}: choose one"),
    "no_waits": tx("暂未听牌", "暫未聽牌", "Not ready yet"),
    "tip_discard": tx(" · 建议打{c}（离听牌最近）", " · 建議打{c}（離聽牌最近）", " · best discard: {c} (nearest a ready hand)"),
    "waits": tx("听：", "聽：", "Waits: "),
    # its figures are what each other seat pays (play-test 22: "别家24" read as the total, 48 paid)
    "waits_each": tx("听（每家付）：", "聽（每家付）：", "Waits (each pays): "),
    "waits_short": tx("听（剩张）：", "聽（剩張）：", "Waits (left): "), "best_win": tx(" · 最多得{v}", " · 最多得{v}", " · up to {v}"),
    "ready_best": tx("建议", "建議", "best: "),   # one name for the one suggestion, as tip_discard (FIXERS s35 #6)   # the best discard's waits said unasked, then the others
    "also_ready": tx(" · 也可打 {cs}", " · 也可打 {cs}", " · also ready after {cs}"),
    "feeds_peng": tx(" · 小心被碰", " · 小心被碰", " · others may peng it"),
    "feeds_chi": tx(" · 小心下家吃", " · 小心下家吃", " · the next seat may chi it"),
    "feeds_win": tx(" · 打出即点炮", " · 打出即點炮", " · a locked seat wins on it"),
    "safe_tip": tx(" · 建议打{c}（不点炮）", " · 建議打{c}（不點炮）", " · safer: drop {c} (feeds no one)"),
    "mark_danger": tx("炮", "炮", "!"),   # a card a locked hand wins on (play-test 22 #1: a red dot read small)
    "danger_sub": tx("会点炮", "會點炮", "feeds a win"),   # under 打出 X on such a card
    "mark_ready": tx("听", "聽", "✓"),   # (play-test 2: an "R" read as nothing)
    "after": tx("打{c} → ", "打{c} → ", "drop {c} → "),
    "unseen": tx("剩{n}张", "剩{n}張", "{n} left"),
    "in_play": tx("最后一张在桌上", "最後一張在桌上", "the last one is in play"),
    "wait_pts": tx(" 得{v}", " 得{v}", ", scores {v}"),
    "stale_chi": tx("不能吃 {c}：你打过这张（臭牌）", "不能吃 {c}：你打過這張（臭牌）",
                    "No chi on {c}: you discarded one before"),
    "passed_chi": tx("不能吃 {c}：这张先前过了（过张）", "不能吃 {c}：這張先前過了（過張）",
                     "No chi on {c}: a chi of it was passed before"),
    "no_bi": tx("不能吃 {c}：手里的{c}要一起比出去，凑不成一句（比）", "不能吃 {c}：手裡的{c}要一起比出去，湊不成一句（比）",
                "No chi on {c}: your own {c} must go down with it (bi) and makes no group"),
    "wait_two": tx(" 自摸{a}/别家{b}", " 自摸{a}/別家{b}", ", self-drawn {a} / others' {b}"),
    "each": tx(" · 均{p}", " · 均{p}", " · each {p}"),
    "wait_self": tx(" 只能自摸 得{v}", " 只能自摸 得{v}", ", self-drawn only: {v}"),
    "wait_others": tx(" 只胡别家 得{v}", " 只胡別家 得{v}", ", others' card only: {v}"),
    # one count of a hand's wins everywhere (panel, log, sheet, ledger rows): the hand's, in order
    "win_n": tx("第{i}胡（共{n}胡）", "第{i}胡（共{n}胡）", "Win #{i} of {n}"),
    "win_nth": tx("第{n}胡", "第{n}胡", "Win #{n}"),
    "more_wins": tx("更多 ▼ 第 {a}–{b} 次（共 {n} 次）", "更多 ▼ 第 {a}–{b} 次（共 {n} 次）", "More ▼ wins {a}–{b} of {n}"),
    "summary_n": tx("本局汇总 · {n} 次胡牌", "本局匯總 · {n} 次胡牌", "Summary · {n} wins"),
    "sum_wins": tx("胡", "胡", "Wins"), "sum_self": tx("自摸", "自摸", "Self"),
    "sum_fed": tx("点炮", "點炮", "Fed"), "sum_total": tx("得分", "得分", "Total"),
    "no_win": tx("荒庄：无人胡牌，庄家连庄", "荒莊：無人胡牌，莊家連莊", "No win (荒庄): the dealer deals again"),
    "wins_on": tx("{name} 胡 {c} · {how}", "{name} 胡 {c} · {how}", "{name} wins on {c} · {how}"),
    "from": tx("（{name}）", "（{name}）", " ({name})"),
    "tun": tx("胡息 {h} → {t} 囤", "胡息 {h} → {t} 囤", "hu-xi {h} → {t} tun"),
    "zimo": tx("（含自摸 +1 囤）", "（含自摸 +1 囤）", " (incl. self-draw +1)"),
    "fans": tx("名堂：", "名堂：", "Fans: "), "no_fans": tx("无名堂（×1）", "無名堂（×1）", "no fans (×1)"),
    "fan_add": tx("{name}{v}番", "{name}{v}番", "{name} {v}"), "fan_sum": tx("={v}番", "={v}番", "= {v}"),
    "fan_value": tx("番数 {v}", "番數 {v}", "fan value {v}"),
    "bowl": tx("聚宝盆 {s} ×{m}", "聚寶盆 {s} ×{m}", "Bowl {s} ×{m}"),
    "product": tx("{t} 囤 × {f} 番 × {m} 盆 = {u}", "{t} 囤 × {f} 番 × {m} 盆 = {u}", "{t} tun × {f} fan × {m} (bowl) = {u}"),
    "capped": tx("封顶 → {v}", "封頂 → {v}", "cap → {v}"),
    "pays": tx("付分：", "付分：", "Payments: "),
    "scores": tx("本局得分：", "本局得分：", "This hand: "),
    "score": tx("分 {v}", "分 {v}", "score {v}"), "bowl_x": tx("盆×{m}", "盆×{m}", "bowl ×{m}"),
    "meld_hx": tx("{g} {n}息", "{g} {n}息", "{g} {n} hx"),
    "kan_hx": tx("坎胡息 {n}", "坎胡息 {n}", "kan hu-xi {n}"),
    "counter": tx("记牌", "記牌", "Count"), "counter_off": tx("收起记牌", "收起記牌", "Hide count"),
    "counter_title": tx("记牌器 · 每种未见张数", "記牌器 · 每種未見張數", "Card counter: copies not yet seen"),
    "counter_all": tx("全部", "全部", "All"), "counter_close": tx("收起", "收起", "Close"),
    "confirm_no_hu": tx("不胡", "不胡", "pass on the win"),
    "discard_not_now": tx("还没轮到你出牌", "還沒輪到你出牌", "Not your turn to discard"),
    "answer_first": tx("先对这张牌表态（吃、碰、胡或过），出牌在后", "先對這張牌表態（吃、碰、胡或過），出牌在後",
                       "Answer this card first (chow, pong, win or pass); you discard after"),
    "feed_by_button": tx("打出{c}即点炮：要打请按「打出 {c}」", "打出{c}即點炮：要打請按「打出 {c}」",
                         "{c} feeds a locked hand's win: press Discard {c} to play it"),
    "moment_tap": tx("点击继续", "點擊繼續", "Tap to continue"),
    "face_tap": tx("点按跳过", "點按跳過", "Tap to skip"),   # a panel that goes on by itself (play-test 36 #2)
    "cheer_self": tx("自摸！", "自摸！", "Self-drawn!"), "cheer_win": tx("胡了！", "胡了！", "You win!"),
    "cheer_gain": tx("赢 {v}", "贏 {v}", "+{v}"),
    "bowl_lit": tx("聚宝盆 ×{m}", "聚寶盆 ×{m}", "Bowl ×{m}"),
    "bowl_tip": tx("{name}的聚宝盆：亮 {k}/9 格，现在 ×{m}（胡牌得分乘以它）。从墩里摸到百千万亿、佰仟萬億或王霸亮一格；"
                   "一条线 ×8，四角 ×12，十字/X/L/T ×16，双横/双竖 ×20，U ×24，空心 ×30，全亮 ×36。",
                   "{name}的聚寶盆：亮 {k}/9 格，現在 ×{m}（胡牌得分乘以它）。從墩裡摸到百千萬億、佰仟萬億或王霸亮一格；"
                   "一條線 ×8，四角 ×12，十字/X/L/T ×16，雙橫/雙豎 ×20，U ×24，空心 ×30，全亮 ×36。",
                   "{name}'s bowl: {k}/9 cells lit, now ×{m} (a win's score is multiplied by it). Drawing a 100/1k/"
                   "10k/100M card or a wild from the stock lights a cell; a line ×8, four corners ×12, cross/X/L/T ×16, "
                   "two rows or columns ×20, U ×24, hollow ×30, all nine ×36."),
    "moment_pts": tx("得分 {v}", "得分 {v}", "scores {v}"),
    # a win panel's one line of money (play-test 24 #1: "得分 64" under a ribbon "赢 128" and a +128 chip)
    "pay_each": tx("每家付 {e} · 共赢 {t}", "每家付 {e} · 共贏 {t}", "{e} each · wins {t}"),
    "pay_one": tx("{name}付 {e} · 共赢 {t}", "{name}付 {e} · 共贏 {t}", "{name} pays {e} · wins {t}"),
    "pay_total": tx("共赢 {t}", "共贏 {t}", "wins {t}"),
    "win_gain": tx("得 {v}", "得 {v}", "wins {v}"),   # the winner's gain, as the log says it
    "each_pays": tx("每家付 {v}", "每家付 {v}", "{v} each"),
    "moment_hx": tx("胡息 {h} · ", "胡息 {h} · ", "hu-xi {h} · "),
    "cap_mark": tx("（封顶）", "（封頂）", "(capped)"),
    "sort": tx("理牌", "理牌", "Sort"),
    "in_hand": tx("{n}张", "{n}張", "{n} cards"),
    "to_discard": tx("{name} 出牌", "{name} 出牌", "{name} to discard"),
    "move": tx("移牌", "移牌", "Move"), "move_off": tx("取消移牌", "取消移牌", "Cancel move"),
    "move_here": tx("放到新的一列", "放到新的一列", "Put it in a new column"),
    "own_melds": tx("吃、碰、偎、提的牌", "吃、碰、偎、提的牌", "Your melds"),
    "own_river": tx("你打出的牌", "你打出的牌", "Your discards"),
    "no_kan": tx("坎牌不能打", "坎牌不能打", "A kan card stays"),
    "no_wild": tx("王霸不能打", "王霸不能打", "A wild stays"),
    "kan_fixed": tx("坎牌不能拆开", "坎牌不能拆開", "A kan stays together"),
    "col_full": tx("一列最多四张", "一列最多四張", "A column holds four cards at most"),
    # log
    "lg_shown": tx("庄家 {name}，亮张 {c}", "莊家 {name}，亮張 {c}", "Dealer {name}, shown card {c}"),
    "lg_deal": tx("发牌：{name} 拿到 {n} 张", "發牌：{name} 拿到 {n} 張", "Deal: {n} cards to {name}"),
    "lg_pass": tx("{name} 过", "{name} 過", "{name} passes"),
    "lg_auto": tx("（托管）", "（託管）", " (auto-play)"),
    "shown_big": tx("亮张", "亮張", "Shown card"),
    # a 王霸 dealt as the 亮张 is shown too (paohuzi.md §5.2), said where it shows (FIXERS s35 #6)
    "shown_wild": tx(" · 王霸也照样亮出", " · 王霸也照樣亮出", " · a wild is shown too"),
    "lg_ti_open": tx("{name} 起手提 {c}", "{name} 起手提 {c}", "{name} opens with a ti of {c}"),
    "lg_draw": tx("{name} 翻出 {c}", "{name} 翻出 {c}", "{name} draws {c}"),
    "lg_draw_x": tx("{name} 摸了一张", "{name} 摸了一張", "{name} draws a card"),
    "lg_light": tx("{name} 点亮聚宝盆 ×{m}", "{name} 點亮聚寶盆 ×{m}", "{name}'s bowl lights ×{m}"),
    "lg_keep": tx("{name} 收下王霸", "{name} 收下王霸", "{name} keeps the wild"),
    "lg_ti": tx("{name} 提 {c}", "{name} 提 {c}", "{name}: ti {c}"),
    "lg_wei": tx("{name} 偎牌", "{name} 偎牌", "{name}: wei (face down)"),
    "lg_wei_c": tx("{name} 偎 {c}", "{name} 偎 {c}", "{name}: wei {c}"),
    "lg_chou": tx("{name} 臭偎 {c}", "{name} 臭偎 {c}", "{name}: stinky wei {c}"),
    "lg_pao": tx("{name} 跑 {c}", "{name} 跑 {c}", "{name}: pao {c}"),
    "lg_peng": tx("{name} 碰 {c}", "{name} 碰 {c}", "{name}: peng {c}"),
    "lg_chi": tx("{name} 吃 {g}", "{name} 吃 {g}", "{name}: chi {g}"),
    "lg_discard": tx("{name} 打出 {c}", "{name} 打出 {c}", "{name} discards {c}"),
    "lg_win": tx("{name} 胡 {c}！{how} 得 {v}", "{name} 胡 {c}！{how} 得 {v}", "{name} wins on {c}! {how}, {v}"),
    "lg_win_no": tx("（第{i}胡）", "（第{i}胡）", " (win #{i})"),   # the count the panel and the sheet say
    "lg_dead": tx("{name} 死手", "{name} 死手", "{name}'s hand is dead"),
    "decisive_sub": tx("每次摸三张", "每次摸三張", "three cards a turn"),
    "lg_decisive": tx("决胜时刻！每次摸三张", "決勝時刻！每次摸三張", "Decisive moment: three cards a turn"),
    "lg_end": tx("本局结束", "本局結束", "The hand is over"),
    "lg_end_none": tx("本局结束：荒庄，庄家连庄", "本局結束：荒莊，莊家連莊", "Hand over: no win, the dealer deals again"),
    "lg_end_pts": tx("本局结束：{s}", "本局結束：{s}", "Hand over: {s}"),
}


def spoken(code: str) -> str:
    """A card as the apps' voice says it: 三, 大三 for 叁, 大百 for 佰, 王霸."""
    k = CODES.index(code)
    if code == "*":
        return "王霸"
    small = k - 10 if 10 <= k < 20 else k - 4 if 24 <= k < 28 else k
    return ("大" if small != k else "") + "一二三四五六七八九十"[small] if small < 10 else \
        ("大" if small != k else "") + "百千万亿"[small - 20]


def kind(code: str) -> int:
    return CODES.index(code)


EN_VALUE = {"B": "100", "Q": "1k", "W": "10k", "Y": "100M"}   # 百 千 万 亿


def named(sp: Speaker, code: str) -> str:
    """A card as a title names it: English says its value too, "二 (2)", "wild" (play-test 15, D5: "You
    win on 二" read as two dots, "Bot 2 on 王霸")."""
    if sp.lang != "en":
        return sp.glyph(code)
    return "wild" if code == "*" else f"{sp.glyph(code)} ({card_face(code, False, 'en').sub})"


def card_face(code: str, kan: bool, lang: str) -> CardFace:
    """A zipai card's face, at the table and in the rules guide alike: 大字 on darker paper, red cards
    red, new cards gold-framed, a 坎 card tagged and jade-framed, 王霸 gold and tagged 万能."""
    if code == "*":
        return CardFace("王霸", "", "wild" if lang == "en" else "万能", th.GOLD, WILD_TINT, th.CINNABAR)
    k = kind(code)
    big = is_big(k)
    corner = ("大" if big else "小") if lang != "en" else ("B" if big else "s")
    # English corners name the value, not the pinyin letter (play-test: "W big", "Q" read as nothing)
    sub = ("坎" if lang != "en" else "kan") if kan else \
        (EN_VALUE.get(code[1:], code[1:]) + (" big" if big else "") if lang == "en" else "")
    accent = th.JADE if kan else (th.GOLD if is_new(k) else (th.INK_SOFT if big else None))
    return CardFace(face(k, lang), corner, sub, th.CINNABAR if is_red(k) else th.INK,
                    BIG_TINT if big else SMALL_TINT, accent)


def mini_card(dl: DisplayList, r: Rect, code: str | None, lang: str, down: bool = False,
              wild: bool = False) -> None:
    """A small card for melds, rivers and the settlement (face down when ``down``); ``wild``: a
    王霸 standing for ``code`` in a winning hand, framed gold and tagged 王."""
    rad = max(2.0, r.w * 0.12)
    if down or code is None:
        dl.rect(r, th.INDIGO, "rgba(255,250,240,0.6)", 1.0, rad)
        return
    k = kind(code)
    tint = WILD_TINT if code == "*" else (BIG_TINT if is_big(k) else SMALL_TINT)
    dl.rect(r, tint, "rgba(43,38,34,0.45)", 1.0, rad)
    if code != "*" and is_new(k):
        dl.rect(r.inset(1.5), None, th.GOLD, 1.0, rad * 0.6)
    g = "王" if code == "*" else face(k, lang)
    ink = th.CINNABAR if code != "*" and is_red(k) else (th.GOLD if code == "*" else th.INK)
    dl.text(r.cx, r.cy + 0.5, g, fit_size(g, min(r.w * 0.82, r.h * 0.8), r.w - 2), ink, "c",
            "b" if code != "*" and is_big(k) else "n", "s", r.w)
    if wild:
        dl.rect(r, "rgba(184,137,58,0.22)", th.GOLD, 2.0, rad)
        t = max(12.0, r.w * 0.5)
        tag = Rect(r.r - t * 0.7, r.y - t * 0.45, t, t)
        dl.rect(tag, th.GOLD, None, 1.0, t / 2)
        dl.text(tag.cx, tag.cy, "王", t * 0.78, th.PAPER, "c", "b", "s", t)


def wild_marks(groups: list[JSON], identities: list[str], fixed: list[list[str]] | None = None) -> set[tuple[int, int]]:
    """Which cards of a winning hand's groups are 王霸 (group, card): one card of each kind a wild
    stood for, from the last group that holds it (a 柒 five times: one of them is the 王霸), never one
    of the winner's melds on the table (``fixed``: with_fixed) while another group holds it (play-test
    12, 193/194: the 王 tag on the 贰 of a 吃'd 贰柒拾)."""
    left = [list(f) for f in fixed or []]
    table = set()
    for gi, g in enumerate(groups):   # each meld on the table is one of the groups
        key = [str(g.get("type")), *sorted(g.get("cards") or [])]
        if key in left:
            left.remove(key)
            table.add(gi)
    out: set[tuple[int, int]] = set()
    for code in identities:
        order = [gi for gi in range(len(groups) - 1, -1, -1) if gi not in table] + sorted(table, reverse=True)
        for gi in order:
            cards = groups[gi].get("cards", [])
            free = [ci for ci, c in enumerate(cards) if c == code and (gi, ci) not in out]
            if free:
                out.add((gi, free[-1]))
                break
    return out


def with_fixed(rec: JSON, view: JSON) -> JSON:
    """A win record with its winner's melds on the table as ``fixed`` ([type, *cards sorted]), for
    wild_marks (the record's groups do not say which were on the table)."""
    seats = view.get("seats") or []
    s = rec.get("seat")
    melds = seats[s].get("melds") or [] if isinstance(s, int) and 0 <= s < len(seats) else []
    return {**rec, "fixed": [[str(m.get("type")), *sorted(m.get("cards") or [])] for m in melds
                             if m.get("cards") and None not in m["cards"]]}


def bowl_grid(dl: DisplayList, x: float, y: float, cell: float, mask: int, hot: bool = False,
              on_paper: bool = False) -> None:
    """The 3×3 聚宝盆: lit cells gold (``on_paper``: drawn on the light settlement sheet)."""
    dark = "rgba(43,38,34,0.16)" if on_paper else ("rgba(255,250,240,0.28)" if hot else "rgba(255,250,240,0.14)")
    for i in range(9):
        cr = Rect(x + (i % 3) * cell, y + (i // 3) * cell, cell - 1, cell - 1)
        dl.rect(cr, th.GOLD if mask >> i & 1 else dark, None, 1.0, max(1.0, cell * 0.15))


class Speaker(Protocol):
    """What the drawing helpers need of the table part: its language, texts and seat names."""

    @property
    def lang(self) -> str: ...

    def g(self, key: str, **kw: object) -> str: ...

    def name(self, seat: Any) -> str: ...

    def glyph(self, code: str) -> str: ...

    def num(self, n: int) -> str: ...

    def group_text(self, cards: list[str]) -> str: ...

    def tip(self, dl: DisplayList, r: Rect, text: str) -> None: ...


def fan_entries(sp: Speaker, rec: JSON) -> list[str]:
    """A win's 名堂, an entry each: ×N where they multiply; where they add (温和计分: the record's 番 is
    their sum, not their product) N番 each, + between and = their sum (FIXERS s35 #5: "A×2 B×4" beside
    "6 番" read as a product)."""
    fans = rec.get("fans") or []
    vals = [int(f.get("value", 1)) for f in fans]
    if len(vals) > 1 and sum(vals) == int(rec.get("fan_value", 0)) != math.prod(vals):
        parts = [sp.g("fan_add", name=pick(f["name"], sp.lang), v=v) for f, v in zip(fans, vals, strict=True)]
        return [parts[0], *("+" + x for x in parts[1:]), sp.g("fan_sum", v=sum(vals))]
    return [f"{pick(f['name'], sp.lang)}×{f['value']}" for f in fans]


def group_label(g: JSON, lang: str) -> str:
    return pick(GROUP.get(str(g.get("type")), tx("", "", "")), lang)


FIT_SLACK = 0.01   # px: fit_size's size * max_w / w may measure max_w plus a rounding error


def joined(parts: list[str], size: float, room: float) -> list[str]:
    """``parts`` joined with " · " in lines ``room`` wide, a part never broken."""
    out: list[str] = []
    for part in parts:
        if out and text_width(out[-1] + " · " + part, size) <= room:
            out[-1] += " · " + part
        else:
            out.append(part)
    return out


def elide(s: str, size: float, max_w: float) -> str:
    """``s`` cut to ``max_w`` at ``size`` with "…" (a line never squeezed below 11 px: play-test 2
    l67, the waits bubble at ~7 px). A line sized by fit_size to ``max_w`` stays whole: its width can come
    out a hair over by rounding (play-test 32, 062859-ph-t1-ff4: "得 80 · 每家付 4…")."""
    if text_width(s, size) <= max_w + FIT_SLACK:
        return s
    while s and text_width(s + "…", size) > max_w:
        s = s[:-1]
    return s + "…"
