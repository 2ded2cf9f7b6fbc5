"""Texts and card faces of the 够级 table: every label in the three languages, and rank names."""

from __future__ import annotations

from ....core.i18n import Text, pick, tx
from ....games.gouji.cards import NAMES
from ....games.gouji.scoring import dian_gong
from ... import theme as th
from ...widgets import CardFace


def stake(call: str) -> tuple[int, int]:
    """A call's stake from the rules' 点贡 table (13.2): the cards the opposite pays you if they do not
    open (you opened, no call of theirs), and the extra you pay them if they open."""
    return dian_gong(True, False, call, "")[0], dian_gong(False, True, call, "")[1] - dian_gong(False, True, "", "")[1]


_M, _Y = stake("m"), stake("y")
L: dict[str, Text] = {
    "opp": tx("对门", "對門", "opposite"), "mate": tx("联邦", "聯邦", "partner"),
    "next": tx("下家", "下家", "next"), "prev": tx("上家", "上家", "previous"), "me": tx("我", "我", "me"),
    # the seat map's rings: one character, or a short English word a ring can hold
    "ring_opp": tx("对", "對", "Opp"), "ring_mate": tx("联", "聯", "Pal"), "ring_next": tx("下", "下", "Nxt"),
    "ring_prev": tx("上", "上", "Prv"), "ring_me": tx("我", "我", "Me"),
    "team_a": tx("甲", "甲", "A"), "team_b": tx("乙", "乙", "B"),
    "yudian": tx("预点", "預點", "Blind call"), "mingdian": tx("明点", "明點", "Open call"),
    "call_sub": tx("赌对门{name}不开点", "賭對門{name}不開點", "bet {name} won't open"),
    # a decline in front of its seat names its step: 明点's bubbles never read as 预点's left over
    "no_yudian": tx("不预点", "不預點", "No blind call"), "no_mingdian": tx("不明点", "不明點", "No open call"),
    "call_left": tx("到时默认不叫", "到時默認不叫", "No call when time is up"),  # (pt31 #1; pt32: a count in words stood still)
    "declare": tx("革命", "革命", "Revolution"), "declare_ask": tx("革命", "革命", "declare a revolution"),
    "decline": tx("不革命", "不革命", "No revolution"),
    "rev_sub": tx("无2无王，弃权并与对门对决", "無2無王，棄權並與對門對決", "no 2s/jokers: sit out after a duel"),
    "buy4": tx("买4", "買4", "Buy a 4"), "skip_buy": tx("不买", "不買", "Don't buy"),
    "pay": tx("付{c}买{r}", "付{c}買{r}", "Pay {c} for a {r}"),
    "forced_buy": tx("你有4，不用买", "你有4，不用買", "You hold a 4: no buying"),
    "forced_rev": tx("你有2或王，不能革命", "你有2或王，不能革命", "You hold a 2 or a joker: no revolution"),
    "pay_sub": tx("你没有{r}，向{name}买", "你沒有{r}，向{name}買", "no {r}: buying from {name}"),
    "return": tx("还{n}张牌", "還{n}張牌", "Return {n} cards"), "return_one": tx("还1张牌", "還1張牌", "Return 1 card"),
    "return_pick": tx("选{n}张牌还给{name}", "選{n}張牌還給{name}", "Pick {n} cards for {name}"),
    "play": tx("出牌", "出牌", "Play"), "pass": tx("过", "過", "Pass"), "yield": tx("让牌", "讓牌", "Yield"),
    "pick_first": tx("先选牌", "先選牌", "pick cards"),
    "fasi": tx("发四", "發四", "Lead the 4s"),
    "sort": tx("理牌", "理牌", "Sort"),
    "sort_sets": tx("理牌：同点多的在前（2和王最前）", "理牌：同點多的在前（2和王最前）",
                    "Sorted by sets: the ranks you hold most first (2s and jokers lead)"),
    "sort_rank": tx("理牌：按点数从大到小", "理牌：按點數從大到小", "Sorted by rank, highest first"),
    # 待发四 and leading is a choice (rules 9.3): the 4s confirm the opening, any other lead lets it lapse
    "fasi_sub": tx("确认开点", "確認開點", "confirms opening"), "nofasi": tx("不发四", "不發四", "Other lead"),
    "fasi_hint": tx("发四确认开点，或选别的牌出（开点作废）", "發四確認開點，或選別的牌出（開點作廢）",
                    "lead your 4s to confirm opening, or pick another lead (the opening lapses)"),
    "fasi_hint_short": tx("发四，或出别的（开点作废）", "發四，或出別的（開點作廢）", "4s, or another lead (opening lapses)"),
    "nofasi_toast": tx("不发四：选别的牌出，开点作废，之后要重新开点", "不發四：選別的牌出，開點作廢，之後要重新開點",
                       "Other lead: pick the cards; the opening lapses and must be won again"),
    "confirm_lapse": tx("不发四：开点作废，之后要重新开点", "不發四：開點作廢，之後要重新開點",
                        "this lead instead of the 4s: the opening lapses and must be won again"),
    "hint": tx("提示", "提示", "Hint"), "clear": tx("清空", "清空", "Clear"),
    "same": tx("同点全选", "同點全選", "All of rank"),
    "lead": tx("{name} 出牌", "{name} 出牌", "{name} to lead"),
    "beat": tx("管 {name} 的牌", "管 {name} 的牌", "beat {name}"),
    "gouji": tx("够级", "夠級", "gouji"), "attempt": tx("开点", "開點", "opening try"),
    "ershayi": tx("二杀一", "二殺一", "two kill one"), "chaos": tx("四户乱缠", "四戶亂纏", "free-for-all"),
    "nohead": tx("无头", "無頭", "no head"), "rev": tx("革命", "革命", "revolution"),
    "passed": tx("过", "過", "passed"), "yielded": tx("让", "讓", "yields"),
    "hand_no": tx("第{n}局", "第{n}局", "Hand {n}"), "series": tx("第{n}轮", "第{n}輪", "Series {n}"),
    "phase": tx("{p}", "{p}", "{p}"), "waiting": tx("等待 {names}", "等待 {names}", "Waiting for {names}"),
    "your_turn": tx("轮到你", "輪到你", "Your turn"),
    "points": tx("分", "分", "pts"), "total": tx("合计", "合計", "Total"),
    "chuan": tx("串三湖！本局计分，重新开始", "串三湖！本局計分，重新開始", "Sweep! Scored; a new series"),
    "winner": tx("{team}队三家走完", "{team}隊三家走完", "Team {team} all out"),
    "owes": tx("{a} → {b}：{kind} {n}张", "{a} → {b}：{kind} {n}張", "{a} → {b}: {kind} ×{n}"),
    "owes_short": tx("{a}→{b}：{kind} {n}张", "{a}→{b}：{kind} {n}張", "{a}→{b}: {kind} ×{n}"),  # a low sheet's
    # (the same words as "owes", tighter: pt10 p40 read "电脑3→你 点贡1张" beside the laptop's line)
    "col_open": tx("开点", "開點", "opened"), "col_cards": tx("贡牌", "貢牌", "tribute"),
    "col_hand": tx("本局", "本局", "hand"),
    "net_got": tx("（下局净收贡 {n} 张）", "（下局淨收貢 {n} 張）", " (net {n} tribute cards in at the next deal)"),
    "net_gave": tx("（下局净交贡 {n} 张）", "（下局淨交貢 {n} 張）", " (net {n} tribute cards out at the next deal)"),
    "why_gave": tx("交{what}", "交{what}", "pays {what}"), "why_got": tx("收{what}", "收{what}", "takes {what}"),
    "net_got_why": tx("（{why}：下局净收贡 {n} 张）", "（{why}：下局淨收貢 {n} 張）", " ({why}: net {n} tribute cards in at the next deal)"),
    "net_gave_why": tx("（{why}：下局净交贡 {n} 张）", "（{why}：下局淨交貢 {n} 張）", " ({why}: net {n} tribute cards out at the next deal)"),
    "points_key": tx("得分：每收 1 张贡牌 +2，每交 1 张 −2，各人各算（不按队）",
                     "得分：每收 1 張貢牌 +2，每交 1 張 −2，各人各算（不按隊）",
                     "Points: +2 per tribute card received, −2 per card given, each player on their own"),
    "sheet": tx("计分表", "計分表", "Score sheet"),
    "settled": tx("已付清", "已付清", "paid"),  # a hand whose tribute went with the next deal
    # (pt9: "赢 6 分" above "未计分的局" read as a contradiction: the points are the cards, 2 a card)
    # (pt12: the 本局 column's +6 beside "串三湖或散场才记分" read as a contradiction: it is the cards, counted)
    "sheet_key": tx("本局分＝进贡张数×2，下局以贡牌交收；串三湖或散场时记入总分", "本局分＝進貢張數×2，下局以貢牌交收；串三湖或散場時記入總分",
                    "hand = tribute cards × 2, paid next deal; totalled at a sweep or the end"),  # (pt19: ~8 px; pt22: 串三湖 in English)
    "more_owed": tx("…还有 {n} 笔进贡", "…還有 {n} 筆進貢", "…and {n} more tributes"),
    "opened": tx("开点", "開點", "opened"), "not_opened": tx("未开", "未開", "not opened"), "forfeited": tx("弃点", "棄點", "forfeited"),
    "cards": tx("{n}张", "{n}張", "{n} cards"),
    "select_hint": tx("选牌后出牌", "選牌後出牌", "Select cards, then play"),
    "lg_play": tx("{name} 出 {c}", "{name} 出 {c}", "{name} plays {c}"),
    "lg_pass": tx("{name} 过", "{name} 過", "{name} passes"),
    "lg_yield": tx("{name} 让牌", "{name} 讓牌", "{name} yields"),
    "lg_last": tx("{name} 扣牌（最后决定）", "{name} 扣牌（最後決定）", "{name} has the last word"),
    "lg_shao": tx("{b} 捎了 {a}", "{b} 捎了 {a}", "{b} shao on {a}: a tribute due"),
    "lg_shao_team": tx("{b} 管了联邦 {a} 的够级牌", "{b} 管了聯邦 {a} 的夠級牌", "{b} beats partner {a}'s gouji"),
    "lg_out": tx("{name} 走了：{place}", "{name} 走了：{place}", "{name} is out: {place}"),
    "lg_open_p": tx("{name} 开点，待发四", "{name} 開點，待發四", "{name} opens; must lead 4s"),
    "lg_opened": tx("{name} 发四，已开点", "{name} 發四，已開點", "{name} led the 4s: opened"),
    "lg_lapsed": tx("{name} 没发四，开点作废", "{name} 沒發四，開點作廢", "{name} did not lead 4s: opening lapses"),
    "lg_forfeit": tx("{name} 未开点出4，本局不开点", "{name} 未開點出4，本局不開點", "{name} played 4s unopened: forfeits"),
    "lg_failed": tx("{b} 打死了 {a} 的开点", "{b} 打死了 {a} 的開點", "{b} kills {a}'s opening try"),
    "lg_trick": tx("{name} 赢得这一轮", "{name} 贏得這一輪", "{name} wins the trick"),
    "lg_tribute": tx("{a} 进贡给 {b}（{kind}）：{c}", "{a} 進貢給 {b}（{kind}）：{c}", "{a} pays {b} ({kind}): {c}"),
    "lg_returned": tx("{a} 还牌给 {b}：{c}", "{a} 還牌給 {b}：{c}", "{a} returns to {b}: {c}"),
    "lg_bought": tx("{a} 向 {b} 买{r}{paid}", "{a} 向 {b} 買{r}{paid}", "{a} gets a {r} from {b}{paid}"),
    "lg_paid": tx("，付 {c}", "，付 {c}", ", pays {c}"),
    "lg_call": tx("{name} {call}！", "{name} {call}！", "{name}: {call}!"),
    "lg_rev": tx("{name} 革命！", "{name} 革命！", "{name} declares revolution!"),
    # the 革命 duel across the middle, step by step (rules 12.2)
    "duel_lead": tx("革命对决：{r} 出{cards}，只有对门 {o} 能管", "革命對決：{r} 出{cards}，只有對門 {o} 能管",
                    "Revolution duel: {cards} from {r}; only the opposite, {o}, may beat it"),
    "duel_beat": tx("{o} 管上{cards}：{o} 开点，{r} 不再出牌", "{o} 管上{cards}：{o} 開點，{r} 不再出牌",
                    "{o} beats it with {cards}: the opening for {o}, no more plays for {r}"),
    "duel_pass": tx("{o} 不管：{r} 开点，发四后不再出牌", "{o} 不管：{r} 開點，發四後不再出牌",
                    "{o} lets it stand: the opening for {r}; 4s led, then out of play"),
    # what a 革命 means and what is at stake, as it is declared (rules 12; play-test 10 D3: unexplained)
    "rev_mark": tx("革命", "革命", "Rev"),  # the seal on its badge (a short word: "revolution" ran over the name)
    "rev_stake": tx("革命：{r} 没有2和王，先和对门 {o} 比一手够级（管住的一方开点），之后 {r} 的牌作废、不再出牌。"
                    "{r} 的队友拿下头科和二科，{r} 排三科（革命成功）；否则排四科（革命失败）",
                    "革命：{r} 沒有2和王，先和對門 {o} 比一手夠級（管住的一方開點），之後 {r} 的牌作廢、不再出牌。"
                    "{r} 的隊友拿下頭科和二科，{r} 排三科（革命成功）；否則排四科（革命失敗）",
                    "Revolution: no 2s or jokers in {r}'s hand. One gouji duel with the opposite, {o} (who wins it "
                    "opens), then {r}'s cards are dead. If {r}'s partners take 1st and 2nd, 3rd place for {r} "
                    "(it worked); otherwise 4th (it failed)"),
    "rev_short": tx("革命：{r} 和对门 {o} 比一手够级，管住的开点；{r} 的牌随后作废", "革命：{r} 和對門 {o} 比一手夠級，管住的開點；{r} 的牌隨後作廢",
                    "Revolution: a duel of {r} and the opposite, {o}, for the opening; then {r}'s cards are dead"),
    "rev_won": tx("革命成功：{mates} 拿下头科、二科，{r} 排三科", "革命成功：{mates} 拿下頭科、二科，{r} 排三科",
                  "Revolution worked: {mates} took 1st and 2nd, so 3rd place for {r}"),
    "rev_lost": tx("革命失败：队友没拿下头科和二科，{r} 排四科（剩牌不算）", "革命失敗：隊友沒拿下頭科和二科，{r} 排四科（剩牌不算）",
                   "Revolution failed: {r}'s partners missed 1st and 2nd, so 4th place for {r}"),  # (pt22: one line read
    # at 8-9 px with its parenthesis on how a revolutionary places; the rules say it)
    "lg_redeal": tx("两人以上革命，重新发牌", "兩人以上革命，重新發牌", "Two revolutions: redeal"),
    # across the middle as it happens (pt34 #1: the revolutions' stakes and a duel were narrated over the new deal)
    "redeal_line": tx("{n}家革命（{names}），重新发牌", "{n}家革命（{names}），重新發牌", "{n} revolutions ({names}): redeal"),
    "lg_bie": tx("{a} 被 {b} 憋3", "{a} 被 {b} 憋3", "{a} was stuck with the 3 by {b}"),
    "chaos_line": tx("四户乱缠！", "四戶亂纏！", "Free-for-all!"),  # (short: a long line found no room off a phone's plays)
    "lg_chaos": tx("走了两家：四户乱缠", "走了兩家：四戶亂纏", "Two gone: free-for-all"),
    "lg_end": tx("本局结束", "本局結束", "Hand over"),
    "lg_lead": tx("{name} 领出", "{name} 領出", "{name} leads"),
    "counter_title": tx("未见牌", "未見牌", "Unseen"),  # the counter's own label: what its numbers count
    "counter": tx("记牌器", "記牌器", "Counter"), "counter_off": tx("记牌", "記牌", "Count"),
    "to_beat": tx("管 {name}", "管 {name}", "beat {name}"),
    "mate_top": tx("联邦 {name} 的牌", "聯邦 {name} 的牌", "partner {name}'s play"),
    "wait_three": tx("只剩3：轮到你领牌才能出，一直没轮到就是憋3（可快进）", "只剩3：輪到你領牌才能出，一直沒輪到就是憋3（可快進）",
                     "only your 3 left: it goes when you lead; if the lead never comes back, it is stuck (fast-forward?)"),
    "wait_three_short": tx("只剩3·等领牌", "只剩3·等領牌", "only the 3: wait to lead"),  # a phone's strip (P16)
    "forfeit": tx("放弃开点", "放棄開點", "forfeits opening"),
    "hint_shao": tx("捎 {name} 的够级（捎贡）", "捎 {name} 的夠級（捎貢）", "shao on {name}'s gouji: they pay a tribute"),
    "no_open_chaos": tx("四户乱缠，已不能开点", "四戶亂纏，已不能開點", "no opening in the free-for-all"),
    "no_open_nohead": tx("无头，已不能开点", "無頭，已不能開點", "no head: no opening left"),
    "no_open_rev": tx("革命局不能开点", "革命局不能開點", "no opening in a revolution"),
    "no_open_noset": tx("手里已无够级，开不了点", "手裡已無夠級，開不了點", "no set left that could open"),
    # the play button's question (the table asks "确定{what}？"): the consequence named before it is final
    "confirm_forfeit": tx("出4（未开点出4将弃点，本局开不了点）", "出4（未開點出4將棄點，本局開不了點）",
                          "play 4s (4s before opening give up opening for this hand)"),
    # where the table sees nothing more lost, still asked: what the 4 does, and why it costs no opening
    "confirm_forfeit_why": tx("出4（未开点出4将弃点，本局算不开点；{why}）", "出4（未開點出4將棄點，本局算不開點；{why}）",
                              "play 4s (4s before opening: this hand counts as not opened; {why})"),
    "auto_four": tx("只能出4：自动打出，弃点", "只能出4：自動打出，棄點", "Only 4s: played for you (no opening)"),
    "hint_n": tx("提示 {k}/{n}", "提示 {k}/{n}", "Hint {k}/{n}"), "split": tx("拆牌", "拆牌", "split"),
    "hint_split": tx("拆开{r}：你有{n}张，这手只出一部分", "拆開{r}：你有{n}張，這手只出一部分",
                     "breaks up your {n} {r}s: plays only some"),
    "hint_pass": tx("联邦的牌大：建议过（再按提示看出牌）", "聯邦的牌大：建議過（再按提示看出牌）",
                    "Your partner is winning: pass (提示 again for plays)"),
    "prev_trick": tx("上一轮", "上一輪", "Last trick"),
    "fl_tribute": tx("进贡", "進貢", "tribute"), "fl_return": tx("还牌", "還牌", "return"),
    "fl_buy": tx("买{r}", "買{r}", "buys a {r}"), "fl_paid": tx("付牌", "付牌", "payment"),
    "lg_dealt": tx("发牌：你拿到 {n} 张", "發牌：你拿到 {n} 張", "Dealt: you hold {n} cards"),
    "lg_dealt_all": tx("发牌：每家 {n} 张", "發牌：每家 {n} 張", "Dealt: {n} cards each"),
    "gives": tx("交{n}张", "交{n}張", "gives {n}"), "gets": tx("收{n}张", "收{n}張", "gets {n}"),
    "no_cards": tx("—", "—", "—"),
    "mates": tx("{place} · 联邦 {name} 的牌（{n}张）", "{place} · 聯邦 {name} 的牌（{n}張）",
                "{place} · teammate {name}'s cards ({n})"),
    # the empty table's ask before the deal, large (pt20: the 预点 prompt stood 6 s unseen, "bots deciding")
    "yudian_ask": tx("轮到你：预点吗？", "輪到你：預點嗎？", "Your turn: a blind call?"),
    "yudian_wait": tx("预点中…", "預點中…", "Blind calls…"),
    "before_deal": tx("预点在发牌前：不看牌，赌对门不开点（翻倍）", "預點在發牌前：不看牌，賭對門不開點（翻倍）",
                      "A blind call comes before the deal: bet unseen that the opposite won't open (doubles)"),
    "timed_out": tx("时间到：已替你过（或出最小的牌）；再超时一次转托管", "時間到：已替你過（或出最小的牌）；再超時一次轉託管",
                    "Time's up: passed for you (or the lowest lead); one more and auto-play takes over"),
    # what the time-out did, named (pt9 D5: "the game played 5 5 for me with no banner")
    "timed_out_did": tx("超时：已为你{did}", "超時：已為你{did}", "Time's up, auto: {did}"),
    "timed_out_next": tx("再超时一次就转托管", "再超時一次就轉託管", "One more time-out and auto-play takes over"),
    "timed_out_sel": tx("超时：已按你选的牌{did}", "超時：已按你選的牌{did}", "Time's up: your raised cards went: {did}"),
    "timed_dropped": tx("超时：你选的 {cards} 没能出，留在手里", "超時：你選的 {cards} 沒能出，留在手裡",
                        "Time-out: your raised {cards} did not go; back in your hand"),
    # the player's clock in its last seconds, by the strip (pt34 #2): what goes at zero
    "hurry": tx("还剩 {n} 秒", "還剩 {n} 秒", "{n} s left"),
    "hurry_goes": tx("到时出 {cards}", "到時出 {cards}", "then {cards} go"),
    "hurry_kept": tx("选的牌出不了，到时留在手里", "選的牌出不了，到時留在手裡", "the raised cards can't go"),
    "hurry_pass": tx("到时自动过", "到時自動過", "then a pass"),
    "hurry_last": tx("再超时就托管", "再超時就託管", "next one: auto-play"),
    "lg_timed": tx("{name} 超时 · {did}", "{name} 超時 · {did}", "{name} timed out · {did}"),
    "call_late": tx("时间到：{no}", "時間到：{no}", "Time's up: {no}"),  # a call's clock ran out
    "try_open": tx("争开点", "爭開點", "opening try"),
    "shao_sub": tx("捎（对方进捎贡）", "捎（對方進捎貢）", "shao: they pay a tribute"),  # a pure gouji play by a seat not yet opened (9.2)
    "cant_beat": tx("要不起，过", "要不起，過", "Can't beat: pass"),  # names the 过 the log will say
    # the 革命 duel's answer: only a pure gouji play beats it (rules 12.2; pt35 #4, 121543-php1: QQQQQ 2 大王 in hand)
    "cant_beat_duel": tx("要不起（革命对决须原版够级牌）", "要不起（革命對決須原版夠級牌）", "Can't beat (the duel takes pure gouji)"),
    # a forced 让牌 says why it is one (pt10 11: "labelled 让 even when I had no choice")
    "cant_beat_yield": tx("要不起，让牌（别家都不管时你还有最后一手）", "要不起，讓牌（別家都不管時你還有最後一手）",
                          "Can't beat: yield (you get the last word if nobody else beats)"),
    # the viewer's automatic pass, flashed at their own place on the table as it goes (pt11 D2: seen only in the log)
    "own_pass": tx("要不起", "要不起", "Can't beat"), "own_yield": tx("要不起 · 让牌", "要不起 · 讓牌", "Can't beat · yield"),
    "own_final": tx("要不起 · 扣牌", "要不起 · 扣牌", "Can't beat · last pass"),
    "own_duel": tx("要不起 · 革命对决", "要不起 · 革命對決", "Can't beat · revolution duel"),  # (pt40 #4: said why)
    "tap_pass": tx("你 过", "你 過", "You pass"), "tap_yield": tx("你 让牌", "你 讓牌", "You yield"),
    "tap_final": tx("你 扣牌", "你 扣牌", "You pass (last word)"),
    "own_partner": tx("联邦的牌 · 过", "聯邦的牌 · 過", "Partner's play · pass"),
    "first_out": tx("{name} 头科！", "{name} 頭科！", "{name} is out first!"),
    "end_win": tx("{team}队先走完", "{team}隊先走完", "Team {team} is out first"),
    "end_lose": tx("本局结束", "本局結束", "Hand over"),
    # what a call costs, asked before it counts (a play-test: "翻倍" only, then 点贡 5张 on the sheet)
    "confirm_yudian": tx(f"预点：对门不开点，他进你 {_Y[0]} 张；他开了点，你多进他 {_Y[1]} 张",
                         f"預點：對門不開點，他進你 {_Y[0]} 張；他開了點，你多進他 {_Y[1]} 張",
                         f"a blind call: if the opposite does not open they pay you {_Y[0]}; if they open, "
                         f"you pay them {_Y[1]} more"),
    "stake_yudian": tx(f"赌赢收{_Y[0]}张，输多交{_Y[1]}张", f"賭贏收{_Y[0]}張，輸多交{_Y[1]}張", f"win {_Y[0]} / lose {_Y[1]} more"),
    "stake_mingdian": tx(f"赌赢收{_M[0]}张，输多交{_M[1]}张", f"賭贏收{_M[0]}張，輸多交{_M[1]}張", f"win {_M[0]} / lose {_M[1]} more"),
    "confirm_mingdian": tx(f"明点：对门不开点，他进你 {_M[0]} 张；他开了点，你多进他 {_M[1]} 张",
                           f"明點：對門不開點，他進你 {_M[0]} 張；他開了點，你多進他 {_M[1]} 張",
                           f"an open call: if the opposite does not open they pay you {_M[0]}; if they open, "
                           f"you pay them {_M[1]} more"),
    # a seat's moment: the seal's one character and the pill's words (moments.py)
    "mark_first": tx("头", "頭", "1"), "mark_bie": tx("憋", "憋", "3"), "mark_open": tx("开", "開", "O"),
    "sp_open": tx("{name} 开点！", "{name} 開點！", "{name} opens!"),
    # the opposite's 开点 loses a call against it (play-test 14: the player's 明点 lost went unseen)
    "call_lost": tx("{name} 开点：{caller}的{call}输了，多进他 {n} 张", "{name} 開點：{caller}的{call}輸了，多進他 {n} 張",
                    "{name} opens: {caller}'s {call} is lost, {n} more cards to pay"),
    "mark_kill": tx("打", "打", "KO"),  # (pt34 #6: a lone "K" read as a king)
    # (short: the long pill found no free spot on a phone and lay over a 过, pt9 108)
    "sp_kill": tx("{a} 打死 {b}！", "{a} 打死 {b}！", "{a} kills {b}'s gouji!"),
    "mark_ershayi": tx("杀", "殺", "2"), "sp_ershayi": tx("{a} 二杀一！", "{a} 二殺一！", "{a}: two jokers kill one!"),
    # 报牌 (rules 14.2): a seat's count once it is public, and the alert as it drops
    "mark_report": tx("报", "報", "!"),
    "mark_call": tx("点", "點", "C"), "mark_shao": tx("捎", "捎", "S"), "mark_rev": tx("革", "革", "R"),
    "team_out": tx("{name} {place}！", "{name} {place}！", "{name}: {place}!"),
    "own_count": tx("{n}张", "{n}張", "{n} cards"),  # the viewer's count on its strip
    # a big moment's word across the felt (fanfare.py), by its seal's key
    "fan_mark_open": tx("开点！", "開點！", "Open!"), "fan_mark_first": tx("头科！", "頭科！", "Out first!"),
    "fan_chuan": tx("串三湖！", "串三湖！", "Sweep!"), "mark_chuan": tx("串", "串", "S"),  # (pt32 #4: a small chip on the sheet)
    "sp_chuan": tx("{team}串三湖！", "{team}串三湖！", "{team} sweep!"),
    "fan_mark_kill": tx("打死！", "打死！", "Killed!"), "fan_mark_ershayi": tx("二杀一！", "二殺一！", "2 kill 1!"),
    "fan_mark_shao": tx("捎！", "捎！", "Shao!"), "fan_mark_rev": tx("革命！", "革命！", "Revolution!"),
    "fan_mark_bie": tx("憋三！", "憋三！", "Stuck 3!"), "fan_place": tx("{place}！", "{place}！", "{place}!"),
    "report": tx("报牌 {n}", "報牌 {n}", "{n} left"),
    "sp_report": tx("{name} 报牌：剩 {n} 张", "{name} 報牌：剩 {n} 張", "{name} reports: {n} left"),
    "say_report": tx("剩{n}张", "剩{n}張", "{n} left"),
    # the hand's end: the finishing order across the table, the viewer's team's seal
    "finale_win": tx("胜", "勝", "W"), "finale_lose": tx("负", "負", "L"),
    "finale_even": tx("平", "平", "="),
    # the viewer's result by the rules' points (14.1: 2 per tribute card owed, less those owed), not by
    # which team went out first: a team out first can still lose (its last man 二落 pays 落贡)
    "finale_won": tx("你{place}，赢 {n} 分", "你{place}，贏 {n} 分", "You placed {place}: +{n} points"),
    "finale_lost": tx("你{place}，输 {n} 分", "你{place}，輸 {n} 分", "You placed {place}: −{n} points"),
    "finale_level": tx("你{place}，不输不赢", "你{place}，不輸不贏", "You placed {place}: level"),
    # a hand not scored (no 串三湖): its points are the tribute cards paid at the next deal, counted in the
    # total only if the game ends after it (pt16 #4: "赢 2 分" over "串三湖或散场才计分" read as a contradiction)
    "finale_hand": tx("你{place}，本局 {s}{n}", "你{place}，本局 {s}{n}", "You placed {place}: {s}{n} this hand"),
    # the team's result by the rules (13.1: the team out first wins); pt38 #4: "我方先走完" over a partner's 二落 read
    # as a lie; the places and 憋3 are in the chip under it (``finish.end_reason``)
    "finale_us": tx("我方胜", "我方勝", "Our team wins"),
    "finale_them": tx("对方胜", "對方勝", "The other team wins"),
    "finale_but": tx("{team}，但{own}", "{team}，但{own}", "{team} · {own}"),  # (pt23 #5: "..., but You: 4th, won 2")
}
# A play called at its seat as it lands, as the apps' voices do: "三个K", "对Q", "大王"
COUNT_WORDS: dict[int, Text] = {
    2: tx("对", "對", "Pair of "), 3: tx("三个", "三個", "Three "), 4: tx("四个", "四個", "Four "),
    5: tx("五个", "五個", "Five "), 6: tx("六个", "六個", "Six "), 7: tx("七个", "七個", "Seven "),
    8: tx("八个", "八個", "Eight "),
}
# Plain words for the tags on the seats and chips, and the line a tap on them shows (table_screen tip)
WORDS: dict[str, Text] = {
    "team_a": tx("甲队", "甲隊", "Team A"), "team_b": tx("乙队", "乙隊", "Team B"),
    "O": tx("已开点", "已開點", "opened"), "P": tx("开点·待发四", "開點·待發四", "opening: 4s due"),
    "N": tx("未开点", "未開點", "not opened"), "F": tx("不能开点", "不能開點", "can't open"),
    "burn": tx("烧牌", "燒牌", "burning"), "shao": tx("捎过", "捎過", "intercepted"),
    "bie": tx("憋3", "憋3", "stuck 3"),
}
TIPS: dict[str, Text] = {
    "team": tx("甲队、乙队：隔一家坐的三人一队；对门永远是对手", "甲隊、乙隊：隔一家坐的三人一隊；對門永遠是對手",
               "Teams A and B: every other seat is a partner; the opposite is always a rival"),
    "N": tx("未开点：还没用够级牌压住对门；不开点的要进点贡", "未開點：還沒用夠級牌壓住對門；不開點的要進點貢",
            "Not opened: has not yet beaten the opposite with a gouji play; unopened pays tribute"),
    "P": tx("开点待发四：够级牌没人管，接着要把4全部领出才算开点",
            "開點待發四：夠級牌沒人管，接著要把4全部領出才算開點",
            "Opening: the gouji play held; leading all the 4s next completes it"),
    "O": tx("已开点：本局不用进点贡", "已開點：本局不用進點貢", "Opened: pays no tribute for not opening"),
    "F": tx("不能开点：没开点就出了4，本局开不了点", "不能開點：沒開點就出了4，本局開不了點",
            "Can't open: played 4s before opening; no opening this hand"),
    "burn": tx("烧牌：捎了别人，以后每手都要挂王", "燒牌：捎了別人，以後每手都要掛王",
               "Burning: after a 捎, every later play must carry a joker"),
    "shao": tx("捎：管了别家（不是对门）的够级牌，对方要进捎贡",
               "捎：管了別家（不是對門）的夠級牌，對方要進捎貢",
               "Shao: beat a gouji play not aimed at them; the one beaten pays tribute"),
    "bie": tx("憋3：最后只剩3，被人管住走不了，要进憋贡", "憋3：最後只剩3，被人管住走不了，要進憋貢",
              "Stuck 3: left with only the 3 after being beaten; pays tribute"),
    "nohead": tx("无头：对门已走，出的牌不算够级", "無頭：對門已走，出的牌不算夠級",
                 "No head: the opposite is out; plays are never gouji"),
    "yudian": tx("预点：发牌前赌对门不开点，翻倍", "預點：發牌前賭對門不開點，翻倍",
                 "Blind call: bet before the deal that the opposite won't open (doubles)"),
    "mingdian": tx("明点：看牌后赌对门不开点", "明點：看牌後賭對門不開點",
                   "Open call: bet after the deal that the opposite won't open"),
    "yielded": tx("让牌：对门先不管，等别家出完还能最后决定", "讓牌：對門先不管，等別家出完還能最後決定",
                  "Yield: the opposite waits; it gets the last word if nobody else beats"),
    "chaos": tx("四户乱缠：走了两家，不再有够级和让牌，过了也能再出",
                "四戶亂纏：走了兩家，不再有夠級和讓牌，過了也能再出",
                "Free-for-all: two are out; no gouji, no yields, a pass is not final"),
    "rev": tx("革命：没有2和王，和对门比一手（管住的开点）后本局不再出牌；队友拿下头科和二科则排三科，否则四科",
              "革命：沒有2和王，和對門比一手（管住的開點）後本局不再出牌；隊友拿下頭科和二科則排三科，否則四科",
              "Revolution: no 2s or jokers; a duel with the opposite (its winner opens), then sits the hand out; "
              "3rd if its partners take 1st and 2nd, else 4th"),
}
# what each step of the hand is, for a tap on the top bar's phase chip
PHASE_TIPS: dict[str, Text] = {
    "yudian": tx("预点：发牌前，每家可赌对门本局开不了点（赌注翻倍）", "預點：發牌前，每家可賭對門本局開不了點（賭注翻倍）",
                 "Blind calls: before the deal, bet that your opposite won't open (double stakes)"),
    "return": tx("还贡：收了落贡的人挑牌还给进贡的人", "還貢：收了落貢的人挑牌還給進貢的人",
                 "Returning: who got 落贡 tribute gives cards back"),
    "buy_opt": tx("买4：没有4的人可以买一张4", "買4：沒有4的人可以買一張4", "Buying 4s: a seat without a 4 may buy one"),
    "buy_pay": tx("买牌：没有3（或4）的人向对门买一张，付一张2或王", "買牌：沒有3（或4）的人向對門買一張，付一張2或王",
                  "Buying: a seat without a 3 (or 4) buys one from its opposite, paying a 2 or a joker"),
    "revolution": tx("革命：没有2和王的人可以革命", "革命：沒有2和王的人可以革命", "Revolution: a seat with no 2s or jokers may declare"),
    "mingdian": tx("明点：看过牌后，可赌对门本局开不了点", "明點：看過牌後，可賭對門本局開不了點",
                   "Open calls: after seeing your cards, bet that your opposite won't open"),
    "play": tx("出牌：管上一手牌，或过；先走完的队赢", "出牌：管上一手牌，或過；先走完的隊贏",
               "Play: beat the last play or pass; the team out first wins"),
    "over": tx("本局结束", "本局結束", "The hand is over"),
}
# The jokers look nothing alike: 大王 red on a warm card with a gold frame, 小王 dark on a cool grey
# one; the glyph (大 / 小) is what shows in a fan's strip. value -> (zh glyph, en glyph, ink, paper, frame)
JOKER: dict[int, tuple[str, str, str, str, str | None]] = {
    17: ("大", "BJ", "#b23a2a", "#fbe1cf", "#b8893a"),
    16: ("小", "SJ", "#2f4a6b", "#dfe5ec", None),
}
SUIT = "♠♥♣♦"


def card_face(v: int, s: int, lang: str) -> CardFace:
    """The face of a card of value v and suit s (-1 for jokers): the table's and the guide's one source."""
    if v >= 16:
        zh, en, ink, paper, frame = JOKER[v]
        # one glyph (大/小, BJ/SJ) in the corner and the fan's strips, "王" as the line at the foot:
        # the corner's 王 stacked under 小 was clipped in a narrow strip (play-test L47)
        return CardFace(en if lang == "en" else zh, "", "" if lang == "en" else "王", ink, paper, frame)
    ink = th.CINNABAR if s in (1, 3) else th.INK  # (no gold edge on a 2: it read as a card marked, given or
    return CardFace("10" if v == 10 else NAMES[v], SUIT[s], "", ink, th.WHITE, None)  # bought: pt12 04-18)

PHASES: dict[str, Text] = {
    "yudian": tx("预点", "預點", "Blind calls"), "return": tx("还贡", "還貢", "Returning tribute"),
    "buy_opt": tx("买4", "買4", "Buying 4s"), "buy_pay": tx("买牌", "買牌", "Buying"),
    "revolution": tx("革命", "革命", "Revolution"), "mingdian": tx("明点", "明點", "Open calls"),
    "play": tx("出牌", "出牌", "Play"), "over": tx("结束", "結束", "Over"),
}


def rank_text(v: int, lang: str) -> str:
    if v == 16:
        return "小王" if lang != "en" else "SJ"
    if v == 17:
        return "大王" if lang != "en" else "BJ"
    return "10" if v == 10 else NAMES[v]


def play_name(values: list[int], lang: str) -> str:
    """A play as the table calls it: its count and its rank (the natural one the 2s and jokers
    stand in for), "三个K", "对Q", "K", "大王"; "10张8" past eight cards."""
    if not values:
        return ""
    naturals = [v for v in values if v <= 14]
    n = len(values)
    if min(values) >= 16 and len(set(values)) > 1:  # both jokers ("对小王" named 大王+小王 wrong)
        return ("大小王" if n == 2 else f"{n}张王") if lang != "en" else ("Both jokers" if n == 2 else f"{n} jokers")
    rank = max(set(naturals), key=naturals.count) if naturals else min(values)
    name = rank_text(rank, lang)
    if n == 1:
        return name
    # what stands in is named (pt7: [小王 9] called a pair of 9s; 多乐: 9 挂小王): 挂王, 贴2
    # (2s with jokers standing in: 挂王 too, pt10 34: 2 小王 小王 read "三个2")
    hung = ("·挂王" if lang != "en" else " + joker") if max(values) >= 16 and rank <= 15 else \
        ("·贴2" if lang != "en" else " + 2") if 15 in values and rank <= 14 else ""
    if n in COUNT_WORDS:
        word = pick(COUNT_WORDS[n], lang)
        return (f"{word}{name}s" if lang == "en" else f"{word}{name}") + hung
    return (f"{n} × {name}" if lang == "en" else f"{n}张{name}") + hung
