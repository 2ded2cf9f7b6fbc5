"""Texts of 花鳥風月 in zh-Hans / zh-Hant / en: the poem, seasons, names of operations and dances,
error reasons, and the table screen's words. The engine's calls are the zh-Hant texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.i18n import Text, pick, tx
from .cards import EN, ZH, ZH_HANS

SEASONS = ("spring", "summer", "autumn", "winter")
POEM_TEXT: Text = tx("春来花友常欢会，夏夜鸟啼情意痴。秋思风过归梦里，冬月寒雪影相依。",
                     "春來花友常歡會，夏夜鳥啼情意痴。秋思風過歸夢裡，冬月寒雪影相依。",
                     "春來花友常歡會，夏夜鳥啼情意痴。秋思風過歸夢裡，冬月寒雪影相依。")
POEM_EN = ("Spring: flower friends gather in joy.  Summer night: birds sing, lovesick.  "
           "Autumn thoughts: the wind carries dreams home.  Winter moon: cold snow, shadows together.")
SEASON_NAMES: dict[str, Text] = {
    "spring": tx("春", "春", "Spring"), "summer": tx("夏", "夏", "Summer"),
    "autumn": tx("秋", "秋", "Autumn"), "winter": tx("冬", "冬", "Winter"),
}
SEASON_LINE: dict[str, Text] = {
    "spring": tx("春来花友常欢会", "春來花友常歡會", "Spring: flower friends gather in joy"),
    "summer": tx("夏夜鸟啼情意痴", "夏夜鳥啼情意痴", "Summer night: the birds sing"),
    "autumn": tx("秋思风过归梦里", "秋思風過歸夢裡", "Autumn: the wind carries dreams home"),
    "winter": tx("冬月寒雪影相依", "冬月寒雪影相依", "Winter moon, cold snow"),
}
OP_NAMES: dict[str, Text] = {
    "ming": tx("鸣", "鳴", "Call"), "ge": tx("歌", "歌", "Sing"), "song": tx("诵", "誦", "Recite"),
    "qi": tx("栖", "棲", "Perch"), "wu": tx("舞", "舞", "Dance"), "day": tx("顺手", "順手", "Handy play"),
}
DANCE_NAMES: dict[str, Text] = {
    "wind": tx("风过", "風過", "The wind passes"), "moon": tx("月照", "月照", "The moon shines"),
    "flower": tx("繁花", "繁花", "Full bloom"), "tianxia": tx("天上天下", "天上天下", "Heaven and earth"),
    "huaniao": tx("花鸟风月", "花鳥風月", "Flower, bird, wind, moon"),
    "queyu": tx("雀舞满山", "雀舞滿山", "Sparrows dance"), "liangfeng": tx("凉风有幸", "涼風有幸", "Lucky breeze"),
    "fenghua": tx("风花雪月", "風花雪月", "Wind, flower, snow, moon"),
    "wanzi": tx("万紫千红", "萬紫千紅", "Purples and reds"),
}
WIN_HOW: dict[str, Text] = {
    "out": tx("出完手牌", "出完手牌", "played out"), "points": tx("点数最少", "點數最少", "fewest points"),
    "class": tx("同分比牌类", "同分比牌類", "tie broken by card class"),
    "showdown": tx("花鸟风月大对决", "花鳥風月大對決", "won the showdown"), "lot": tx("抽签", "抽籤", "by lot"),
}
PATTERNS: list[Text] = [  # showdown patterns by priority (§12.3)
    tx("四时归返", "四時歸返", "Four seasons"), tx("天上天下", "天上天下", "Heaven and earth"),
    tx("秋月无边", "秋月無邊", "Autumn moon"), tx("花好月圆", "花好月圓", "Flowers & full moon"),
    tx("百鸟争鸣", "百鳥爭鳴", "Hundred birds"), tx("散牌", "散牌", "Loose cards"),
]
LIGHTING: dict[str, Text] = {"day": tx("白昼", "白晝", "Daytime"), "night": tx("静夜", "靜夜", "Quiet night"),
                          "none": tx("", "", "")}
KIND_NAMES: dict[str, Text] = {
    "bird": tx("鸟牌", "鳥牌", "Bird"), "number": tx("数量牌", "數量牌", "Number"),
    "function": tx("功能牌", "功能牌", "Function"), "none": tx("弃权", "棄權", "Abstain"),
}
# The table screen's words (ui/games/huaniao.py) and the log lines of the events.
LABELS: dict[str, Text] = {
    "tune": tx("调", "調", "Tune"), "open": tx("空", "空", "open"),
    "pile": tx("牌堆 {n}", "牌堆 {n}", "Pile {n}"), "heap": tx("弃 {n}", "棄 {n}", "Discards {n}"),
    "turn": tx("第{n}回合", "第{n}回合", "Turn {n}"), "limit": tx("上限 {n}", "上限 {n}", "limit {n}"),
    "skips": tx("跳过×{n}", "跳過×{n}", "skip ×{n}"), "ban": tx("禁舞", "禁舞", "no dance"),
    "undo": tx("且慢", "且慢", "Wait!"), "end_turn": tx("结束回合", "結束回合", "End turn"),
    "commit": tx("确定", "確定", "Done"), "give": tx("送给{name}", "送給{name}", "Give to {name}"),
    "give_n": tx("送出（选{n}张）", "送出（選{n}張）", "Give ({n} cards)"),
    "pass": tx("传给上家", "傳給上家", "Pass to the left"),
    "pick_pass": tx("选一张传给上家", "選一張傳給上家", "Pick a card to pass"),
    "discard": tx("弃 {n} 张", "棄 {n} 張", "Discard {n}"),
    "pick_discard": tx("须弃 {n} 张（鸟→数量→功能）", "須棄 {n} 張（鳥→數量→功能）",
                       "Discard {n} (birds → numbers → functions)"),
    "target": tx("月照 {name}", "月照 {name}", "Moon on {name}"),
    "pick_target": tx("选择月照对象", "選擇月照對象", "Choose who skips"),
    "day_yes": tx("顺手打出 {c}", "順手打出 {c}", "Play {c} now"), "day_no": tx("不打", "不打", "Keep it"),
    "guess_q": tx("孤雁！猜 {name} 最后一张", "孤雁！猜 {name} 最後一張", "Lone goose! Guess {name}'s card"),
    "call": tx("雀舞", "雀舞", "Dance!"), "hint": tx("提示", "提示", "Hint"),
    "select_hint": tx("选牌后出牌，或栖（摸一张）", "選牌後出牌，或棲（摸一張）", "Select cards to play, or perch"),
    "extra_hint": tx("还可行 {n} 次：鸣、歌、诵、栖，或结束回合", "還可行 {n} 次：鳴、歌、誦、棲，或結束回合",
                     "{n} extra: call, sing, recite, perch, or end the turn"),
    "gift_hint": tx("选 {n} 张送给 {name}", "選 {n} 張送給 {name}", "Pick {n} to give {name}"),
    "commit_hint": tx("可按「且慢」收回本回合", "可按「且慢」收回本回合", "Press Wait! to take the turn back"),
    "passed": tx("已传", "已傳", "passed"), "owes": tx("须弃 {n}", "須棄 {n}", "discards {n}"),
    "extra_left": tx("额外 {n} 次", "額外 {n} 次", "{n} extra"),
    "wins": tx("{name} 一曲独胜", "{name} 一曲獨勝", "{name} wins the song"),
    "song_end": tx("一曲终了", "一曲終了", "The song is over"),
    "undo_text": tx("风过无痕，月照无意", "風過無痕，月照無意", "The wind leaves no trace; the moon means no harm"),
    "goose": tx("孤雁！", "孤雁！", "Lone goose!"),
    "showdown": tx("花鸟风月大对决", "花鳥風月大對決", "The showdown"),
    "call1": tx("天上天下，花鸟风月之雀舞", "天上天下，花鳥風月之雀舞", "Heaven and earth, the sparrows' dance!"),
    "round": tx("第{n}轮", "第{n}輪", "Round {n}"),
    "peek": tx("月明：{name} 的手牌", "月明：{name} 的手牌", "Moonlight: {name}'s hand"),
    "bot": tx("托管", "託管", "auto"), "first": tx("庄", "莊", "1st"),
    "no_match": tx("所选的牌组不成可出的牌型", "所選的牌組不成可出的牌型", "The selected cards form no play"),
    # log lines
    "lg_turn": tx("— 第{n}回合 · {name} —", "— 第{n}回合 · {name} —", "— turn {n} · {name} —"),
    "lg_skip": tx("{name} 被月照，跳过本回合", "{name} 被月照，跳過本回合", "{name} skips this turn (moon)"),
    "lg_draw": tx("{name} 摸了一张", "{name} 摸了一張", "{name} draws a card"),
    "lg_draw_c": tx("{name} 摸到 {c}", "{name} 摸到 {c}", "{name} draws {c}"),
    "lg_give": tx("{a} 给 {b} 一张牌", "{a} 給 {b} 一張牌", "{a} gives {b} a card"),
    "lg_give_c": tx("{a} 给 {b}：{c}", "{a} 給 {b}：{c}", "{a} gives {b}: {c}"),
    "lg_pass": tx("{a} 传给 {b} 一张牌", "{a} 傳給 {b} 一張牌", "{a} passes {b} a card"),
    "lg_pass_c": tx("{a} 传给 {b}：{c}", "{a} 傳給 {b}：{c}", "{a} passes {b}: {c}"),
    "lg_take": tx("{b} 从 {a} 处随机取走一张", "{b} 從 {a} 處隨機取走一張", "{b} takes a random card from {a}"),
    "lg_take_c": tx("{b} 从 {a} 处取走 {c}", "{b} 從 {a} 處取走 {c}", "{b} takes {c} from {a}"),
    "lg_limit": tx("{name} 手牌上限 → {n}", "{name} 手牌上限 → {n}", "{name}'s hand limit → {n}"),
    "lg_discard": tx("{name} 弃牌 {c}", "{name} 棄牌 {c}", "{name} discards {c}"),
    "lg_discard_n": tx("{name} 弃牌 {n} 张", "{name} 棄牌 {n} 張", "{name} discards {n}"),
    "lg_skip_added": tx("{name} 将被跳过（{n}）", "{name} 將被跳過（{n}）", "{name} will skip ({n})"),
    "lg_peek": tx("你看到 {name} 的手牌：{c}", "你看到 {name} 的手牌：{c}", "You see {name}'s hand: {c}"),
    "lg_peek_other": tx("{a} 借月明看了 {b} 的手牌", "{a} 借月明看了 {b} 的手牌", "{a} looks at {b}'s hand by moonlight"),
    "lg_ban": tx("{name} 下回合不能舞风、月或牌组", "{name} 下回合不能舞風、月或牌組",
                 "{name} may not dance wind, moon or combos next turn"),
    "lg_extra": tx("{name} 还可行 {n} 次", "{name} 還可行 {n} 次", "{name} has {n} extra operation(s)"),
    "lg_timeout": tx("{name} 超时，罚摸一张", "{name} 超時，罰摸一張", "{name} timed out: penalty draw"),
    "lg_takeover": tx("{name} 托管（电脑代打）", "{name} 託管（電腦代打）", "{name} is now auto-played"),
    "lg_resume": tx("{name} 取消托管", "{name} 取消託管", "{name} plays again"),
    "lg_undo": tx("{name}：且慢！{t}", "{name}：且慢！{t}", "{name}: wait! {t}"),
    "lg_goose": tx("孤雁！{name} 只剩一张", "孤雁！{name} 只剩一張", "Lone goose! {name} holds one card"),
    "lg_guess": tx("{name} 的牌是{k}，猜中 {n} 人", "{name} 的牌是{k}，猜中 {n} 人",
                   "{name}'s card is {k}: {n} guessed right"),
    "lg_out": tx("{name} 出完了手牌！", "{name} 出完了手牌！", "{name} has played out!"),
    "lg_round": tx("大对决 第{n}轮：{t}", "大對決 第{n}輪：{t}", "Showdown round {n}: {t}"),
    "lg_season": tx("{s}：{t}", "{s}：{t}", "{s}: {t}"),
    "lg_tune": tx("（调→{c}）", "（調→{c}）", " (tune → {c})"),
}

POEM = POEM_TEXT["zh-Hant"]
SEASON_LINES = tuple(SEASON_LINE[s]["zh-Hant"] for s in SEASONS)
UNDO_TEXT = "風過無痕，月照無意"
SHOWDOWN_CALL_1 = "天上天下，花鳥風月之雀舞"
SHOWDOWN_CALL = "雀舞"
SONG_OVER = tx("这一曲已经结束", "這一曲已經結束", "the song is over")

# One reason per error code (§16.3); details are appended where they help. E_NOT_YOUR_TURN and
# E_BAD_ACTION have the base's reasons.
ERRORS: dict[str, Text] = {
    "E_NO_PENDING_PROMPT": tx("现在不需要你做这个决定", "現在不需要你做這個決定",
                              "no decision of this kind is pending for you"),
    "E_NOT_IN_HAND": tx("所选的牌不在你手里（每张牌只能选一次）", "所選的牌不在你手裡（每張牌只能選一次）",
                        "a chosen card is not in your hand (each card once)"),
    "E_DANCE_AS_EXTRA": tx("额外操作不能是舞", "額外操作不能是舞", "an extra operation cannot be a dance"),
    "E_OPENING_DANCE": tx("开局第一手不能舞（起调）", "開局第一手不能舞（起調）",
                          "the opening turn cannot be a dance"),
    "E_MODE_DISABLED": tx("本桌未启用此规则", "本桌未啟用此規則", "this table has that rule switched off"),
    "E_FANHUA": tx("繁花似锦：花不能当鸟，花不能带数量牌", "繁花似錦：花不能當鳥，花不能帶數量牌",
                   "Full bloom: the flower is no bird and cannot go with number cards"),
    "E_BAD_SHAPE": tx("这些牌组不成所声明的牌型", "這些牌組不成所聲明的牌型",
                      "these cards do not form the claimed play"),
    "E_SEASON": tx("不合当前季节", "不合當前季節", "not allowed in this season"),
    "E_BANNED": tx("天上天下之禁：本回合不能出单张风、月或牌组", "天上天下之禁：本回合不能出單張風、月或牌組",
                   "Heaven and earth ban: no single wind, moon or combo this turn"),
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

def reason(code: str, detail: Text | None = None) -> Text:
    base = ERRORS[code]
    if detail is None:
        return dict(base)
    return {k: f"{base[k]}: {detail[k]}" for k in base}


def tune_detail(tune: int | None, allowed: list[int]) -> Text:
    """What would be in tune now: '调为万，下一音是鸟' (a refusal says what a player needs)."""
    def names(table: dict[str, str], sep: str) -> str:
        return sep.join(table[NOTE_FACE[n]] for n in allowed)
    if tune is None:
        return tx("调是开的，任何音都可以", "調是開的，任何音都可以", "the tune is open: any note")
    now_s, now_t = ZH_HANS[NOTE_FACE[tune]], ZH[NOTE_FACE[tune]]
    # English in the notes' English names, as the tune track and the cards say them (play-test 36 #5,
    # 125322-illegal-qian: "the tune is 千 (3); the next note is 万 (4)")
    return tx(f"调为{now_s}，下一音是{names(ZH_HANS, '或')}", f"調為{now_t}，下一音是{names(ZH, '或')}",
              f"the tune is {EN_NOTES[NOTE_FACE[tune]]}; the next note is {names(EN_NOTES, ' or ')}")


# Events told by the seat's name alone, and by a name and one number: their log lines.
SEAT_LOG = {"skip": "lg_skip", "ban": "lg_ban", "timeout": "lg_timeout", "takeover": "lg_takeover",
            "resume": "lg_resume", "goose": "lg_goose", "out": "lg_out", "winner": "wins"}
SEAT_N_LOG = {"limit": ("lg_limit", "limit"), "skip_added": ("lg_skip_added", "skips"), "extra": ("lg_extra", "left")}
NOTE_FACE = "B1234"
# the faces in English as an English table writes them ("ten-thousand" read as 万, 10k: play-test 33 #5)
EN_NOTES = {**EN, "4": "10k"}


def log_text(ev: dict[str, Any], lang: str, name: Callable[[Any], str], cards: Callable[[list[Any]], str],
             viewer: int | None) -> str | None:
    """One event (as a seat sees it) as a line of the table's log, in ``lang``; None: not logged.
    ``name`` names a seat, ``cards`` writes cards (a face-down one as such)."""
    ty = ev.get("type")

    def g(key: str, **kw: object) -> str:
        return pick(LABELS[key], lang).format(**kw)

    if ty in SEAT_LOG:
        return g(SEAT_LOG[str(ty)], name=name(ev.get("seat")))
    if ty in SEAT_N_LOG:
        key, field = SEAT_N_LOG[str(ty)]
        return g(key, name=name(ev.get("seat")), n=ev.get(field))
    if ty == "turn":
        return g("lg_turn", n=int(ev.get("turn", 0)) + 1, name=name(ev.get("seat")))
    if ty == "season":
        se = str(ev.get("season"))
        return g("lg_season", s=pick(SEASON_NAMES.get(se, tx(se, se, se)), lang),
                 t=pick(SEASON_LINE.get(se, tx("", "", "")), lang))
    if ty == "play":
        op = str(ev.get("op"))
        shown = cards(ev.get("cards") or [])
        if op == "wu":
            k = str(ev.get("kind"))
            if lang == "en":  # the cards apart from the dance's name ("The moon shines moon" read as broken)
                return f"{name(ev.get('seat'))} Dance: {pick(DANCE_NAMES[k], 'en')} ({shown})"
            return f"{name(ev.get('seat'))} 舞，{pick(DANCE_NAMES[k], lang)} {shown}"
        opname = pick(OP_NAMES.get(op, tx(op, op, op)), lang)
        # English names the play, then its cards ("Bot 2 Sing 10k" read as one odd phrase)
        s = f"{name(ev.get('seat'))} {opname}: {shown}" if lang == "en" else f"{name(ev.get('seat'))} {opname} {shown}"
        t = ev.get("tune")
        if t is not None:
            s += g("lg_tune", c=cards([{"face": NOTE_FACE[int(t)]}]))
        return s
    if ty == "draw":
        if ev.get("card"):
            return g("lg_draw_c", name=name(ev.get("seat")), c=cards([ev["card"]]))
        return g("lg_draw", name=name(ev.get("seat")))
    if ty in ("give", "pass", "take"):
        a, b = name(ev.get("from")), name(ev.get("to"))
        key = f"lg_{ty}"
        if ev.get("card"):
            return g(key + "_c", a=a, b=b, c=cards([ev["card"]]))
        return g(key, a=a, b=b)
    if ty == "discard":
        cs = ev.get("cards")
        if isinstance(cs, list) and all(c is not None for c in cs):
            return g("lg_discard", name=name(ev.get("seat")), c=cards(cs))
        return g("lg_discard_n", name=name(ev.get("seat")), n=len(cs) if isinstance(cs, list) else ev.get("count", "?"))
    if ty == "peek":
        if ev.get("cards") and ev.get("seat") == viewer:
            return g("lg_peek", name=name(ev.get("target")), c=cards(ev.get("cards") or []))
        return g("lg_peek_other", a=name(ev.get("seat")), b=name(ev.get("target")))
    if ty == "undo":
        return g("lg_undo", name=name(ev.get("seat")), t=g("undo_text"))
    if ty == "guess":
        k = str(ev.get("kind"))
        return g("lg_guess", name=name(ev.get("target")), k=pick(KIND_NAMES.get(k, tx(k, k, k)), lang), n=ev.get("k", 0))
    if ty == "song_end":
        return g("song_end")
    if ty == "showdown_round":
        rnd = int(ev.get("round", 1))
        return g("lg_round", n=rnd, t=g("call1") if rnd == 1 else g("call"))
    return None
