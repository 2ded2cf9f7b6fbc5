"""花鳥風月 at the table: the one-line rules a tapped chip explains (mode, season, 白晝/靜夜, pile,
discards, tune, extra operations), and the table's own words that the engine's texts do not have."""

from __future__ import annotations

from ...core.i18n import Text, tx

MODE_TIPS: dict[str, Text] = {
    "simple": tx("简易：48张无功能牌，每人8张，没有牌组和上限，白昼", "簡易：48張無功能牌，每人8張，沒有牌組和上限，白晝",
                 "Simple: 48 cards, no function cards, 8 each, no combos or limit, daytime"),
    "basic": tx("基本：64张含花风月，没有牌组和上限，白昼", "基本：64張含花風月，沒有牌組和上限，白晝",
                "Basic: 64 cards with flower, wind, moon; no combos or limit; daytime"),
    "regular": tx("常规：加特殊牌组和手牌上限（起始10）", "常規：加特殊牌組和手牌上限（起始10）",
                  "Regular: special combos and a hand limit (10 to start)"),
    "full": tx("完全：常规加四季，每季四回合", "完全：常規加四季，每季四回合",
               "Full: Regular plus the four seasons, four turns each"),
    "pro": tx("专业：完全加孤雁或繁花似锦", "專業：完全加孤雁或繁花似錦",
              "Professional: Full plus lone goose or full bloom"),
    "custom": tx("自定义：本桌自选的规则组合", "自定義：本桌自選的規則組合", "Custom: this table's own set of rules"),
}
SEASON_TIPS: dict[str, Text] = {
    "spring": tx("春：每回合第一次出花多一次操作；可出万紫千红（万千花）", "春：每回合第一次出花多一次操作；可出萬紫千紅（萬千花）",
                 "Spring: your first flower each turn gives one extra operation; 万紫千红 (10k, 1000, flower) allowed"),
    "summer": tx("夏：鸣可带两张同样的数量牌；上限+1", "夏：鳴可帶兩張同樣的數量牌；上限+1",
                 "Summer: a call may carry two equal number cards; limit +1"),
    "autumn": tx("秋：调可停在原音或退一音；风可送一或两张", "秋：調可停在原音或退一音；風可送一或兩張",
                 "Autumn: a note may be held or step back; a wind gives one or two cards"),
    "winter": tx("冬：不能诵；上限−1；可出风花雪月（风花月）", "冬：不能誦；上限−1；可出風花雪月（風花月）",
                 "Winter: no reciting; limit −1; 风花雪月 (wind, flower, moon) allowed"),
}
LIGHT_TIPS: dict[str, Text] = {
    "day": tx("白昼：调可以停在原音再出；栖摸到合调的牌可顺手打出", "白晝：調可以停在原音再出；棲摸到合調的牌可順手打出",
              "Daytime: a note may be held; a perched card that fits may be played at once"),
    "night": tx("静夜：只有定调的那张亮着，牌组和弃牌扣着；出月可看被照者手牌",
                "靜夜：只有定調的那張亮著，牌組和棄牌扣著；出月可看被照者手牌",
                "Quiet night: only the tune card lies face up; combos and discards face down; a moon sees a hand"),
}
TIPS: dict[str, Text] = {
    "turn": tx("每人一回合，依次轮流；四季模式每四回合换季", "每人一回合，依次輪流；四季模式每四回合換季",
               "One turn each, in order; with seasons the season changes every four turns"),
    "tune": tx("调：最后一手停在的音；下一手从亮着的音开始", "調：最後一手停在的音；下一手從亮著的音開始",
               "The tune: the note of the last play; the next starts on a lit note"),
    "pile": tx("牌堆：栖时从这里摸；摸完本回合结束后一曲终了", "牌堆：棲時從這裡摸；摸完本回合結束後一曲終了",
               "The pile: a perch draws from it; once empty, the song ends after the turn"),
    "heap": tx("弃牌堆：超过上限弃掉的牌（先鸟、再数量、后功能）", "棄牌堆：超過上限棄掉的牌（先鳥、再數量、後功能）",
               "Discards: cards shed over the limit (birds, then numbers, then function cards)"),
    "extra": tx("额外操作：鸣、歌、诵或栖（不能舞），也可结束回合", "額外操作：鳴、歌、誦或棲（不能舞），也可結束回合",
                "Extra operations: call, sing, recite or perch (no dance), or end the turn"),
    # the match has no set length (rules.md, the match total): the song's number and what adds up
    "song": tx("一曲＝一局。座位上的总分逐曲累计（胜者得其余各家剩余点数），曲数不限，菜单里可结束",
               "一曲＝一局。座位上的總分逐曲累計（勝者得其餘各家剩餘點數），曲數不限，選單裡可結束",
               "A song is one hand. The totals on the seats add up song by song (the winner takes the points "
               "left in the other hands); play as many songs as you like, the menu ends the match"),
    "counter": tx("记牌器：还没见过的牌（牌池、弃牌和你的手牌以外）", "記牌器：還沒見過的牌（牌池、棄牌和你的手牌以外）",
                  "Card counter: cards not yet seen (outside the pool, the discards and your hand)"),
}
LABELS: dict[str, Text] = {
    "points_head": tx("剩余点数", "剩餘點數", "Points left"),
    "win_gain": tx("+1 胜", "+1 勝", "+1 win"),
    "poem_skip": tx("点按看结算", "點按看結算", "tap for the result"),
    "scroll_skip": tx("点按跳过", "點按跳過", "tap to skip"),
    # at the skipped seat, as its turn goes by: said as done to it (play-test 18 #5: "你 · 月照 · 跳过" read
    # as the player's own 月), who cast it in its spot, 跳过 stamped there
    "skipped_said": tx("被月照 · 跳过", "被月照 · 跳過", "Skipped (moon)"),
    "skipped_by": tx("被{by}月照", "被{by}月照", "{by}'s moon: skip"),  # (pt40: "moonlit by")
    "skipped_spot": tx("被月照", "被月照", "moon: skip"),
    "skip_stamp": tx("跳过", "跳過", "skip"),
    "you_skipped": tx("月照 · 你跳过这一回合", "月照 · 你跳過這一回合", "Moon on you: you miss this turn"),
    "hand_head": tx("手牌", "手牌", "Hand"),
    "you_win": tx("你赢了！", "你贏了！", "You win!"),
    "you_lose": tx("{name} 胜", "{name} 勝", "{name} wins"),
    "win_seal": tx("胜", "勝", "WIN"),
    "won_with_out": tx("最后一手", "最後一手", "The winning play"),
    "won_with_hand": tx("胜者手牌", "勝者手牌", "The winner's hand"),
    "you_lost": tx("你输了", "你輸了", "You lose"),
    "extra_none": tx("没有合调的牌：可以栖（摸一张）或结束回合", "沒有合調的牌：可以棲（摸一張）或結束回合",
                     "Nothing fits the tune: perch (draw one) or end the turn"),
    "out_won": tx("{name} 出完手牌，胜！", "{name} 出完手牌，勝！", "{name} played out and wins!"),
    "you_gained": tx("本曲得分", "本曲得分", "This song"),
    "give_go": tx("依次送出", "依次送出", "Give them"),
    "pts_left": tx("{n}点", "{n}點", "{n} pts"),
    "you_lost_none": tx("你没有失分", "你沒有失分", "You lose no points"),
    "no_fit": tx("不合调：{why}", "不合調：{why}", "No fit: {why}"),
    "pass_to": tx("传给{name}", "傳給{name}", "Pass to {name}"),
    "pass_card": tx("传 {c} 给{name}", "傳 {c} 給{name}", "Pass {c} to {name}"),
    "discard_cards": tx("弃 {cards}", "棄 {cards}", "Discard {cards}"),
    # a prompt whose clock ran out: what the rules did instead, said (not only logged)
    "timeout_main": tx("超时 · 罚摸一张", "超時 · 罰摸一張", "Time's up · penalty draw"),
    "timeout_play": tx("超时 · 已替你出 {play}", "超時 · 已替你出 {play}", "Time's up · played {play} for you"),
    "timeout_discard": tx("超时 · 弃 {cards}", "超時 · 棄 {cards}", "Time's up · discarded {cards}"),
    "timeout_pass": tx("超时 · 传 {cards} 给{name}", "超時 · 傳 {cards} 給{name}", "Time's up · passed {cards} to {name}"),
    "timeout_give": tx("超时 · 送 {cards} 给{name}", "超時 · 送 {cards} 給{name}", "Time's up · gave {cards} to {name}"),
    "timeout_target": tx("超时 · 月照 {name}", "超時 · 月照 {name}", "Time's up · the moon shines on {name}"),
    "timeout_extra": tx("超时 · 余下的行动作罢", "超時 · 餘下的行動作罷", "Time's up · extra operations lapse"),
    # after a main-prompt timeout, when the next one hands the seat to a bot (§13.2)
    "timeout_warn": tx("再超时将托管", "再超時將託管", "Once more and a bot takes over"),
    "pick_pass_to": tx("选一张传给{name}（上家）", "選一張傳給{name}（上家）", "Pick a card to pass to {name}"),
    "no_shape": tx("{cards} 不成牌型：歌一张、诵三张连音、鸣以鸟起", "{cards} 不成牌型：歌一張、誦三張連音、鳴以鳥起",
                   "{cards} is no play. Sing: 1 card · Recite: 3 notes in a row · Call: starts with a bird"),
    "not_now": tx("这一手现在不能出", "這一手現在不能出", "This play is not allowed now"),
    "last_card": tx("{name} 只剩一张！", "{name} 只剩一張！", "{name}: one card left!"),
    "last_card_you": tx("你只剩一张！再出一手就赢", "你只剩一張！再出一手就贏", "One card left: one more play wins!"),
    "one_left": tx("剩一张", "剩一張", "1 card left"),
    "seat_tip": tx("{name}：手里 {n} 张，上限 {limit}", "{name}：手裡 {n} 張，上限 {limit}", "{name}: {n} in hand, limit {limit}"),
    "tip_first": tx("庄＝本曲先出的人", "莊＝本曲先出的人", "D = dealer: started this song"),
    "seal_first": tx("庄", "莊", "D"),  # (play-test 40: "1st" read as a rank)
    "tip_undo": tx("［↺］＝本曲的「且慢」还在：可收回自己的一回合", "［↺］＝本曲的「且慢」還在：可收回自己的一回合",
                   "[↺] = your Wait! (且慢) is unused: you may take one turn back this song"),
    "tip_no_undo": tx("本曲的「且慢」已用过", "本曲的「且慢」已用過", "Your Wait! (且慢) is spent this song"),
    "tip_skips": tx("跳过×N＝接下来要跳过的回合数", "跳過×N＝接下來要跳過的回合數", "skip ×N = turns this seat will miss"),
    "tip_ban": tx("禁舞＝下回合不能舞风、月或牌组", "禁舞＝下回合不能舞風、月或牌組", "no dance = no wind, moon or combo next turn"),
    "tip_one": tx("只剩一张：再出一手就赢", "只剩一張：再出一手就贏", "one card left: one more play wins"),
    "no_match_short": tx("不能出", "不能出", "No play"),  # (not 不成牌型: a lone 百 out of tune is a shape)
    "auto_qi": tx("无牌可出，栖", "無牌可出，棲", "Nothing fits: perch"),
    "counter": tx("未见的牌", "未見的牌", "Unseen"),  # (play-test 3 #9: 记牌器 alone said not what it counts)
    "drew": tx("摸牌", "摸牌", "Drew"),
    "qi_said": tx("栖 · 摸一张", "棲 · 摸一張", "Perch: draws 1"),
    # the others' perches in a row, one line (play-test 8: rounds of 电脑2·栖 / 电脑3·栖 / 电脑1·栖)
    "perch_run": tx("{names} 栖 · 各摸一张", "{names} 棲 · 各摸一張", "{names} perch: draw 1 each"),
    "perch_one": tx("{names} 栖 · 摸一张", "{names} 棲 · 摸一張", "{names} perches: draws 1"),
    "pile_out": tx("牌堆摸完 · 一曲终了", "牌堆摸完 · 一曲終了", "The pile is empty: the song ends"),
    # what the table does on its own, said where the player looks (a toast), not only in the log
    "limit_discard": tx("手牌超限：{name} 弃 {cards}", "手牌超限：{name} 棄 {cards}", "{name} discards {cards}: over the hand limit"),
    "limit_short": tx("超限弃牌", "超限棄牌", "over limit"),
    "auto_discard": tx("手牌超限，弃 {cards}", "手牌超限，棄 {cards}", "Over the limit: discard {cards}"),
    "qi_drew": tx("栖：摸到 {cards}", "棲：摸到 {cards}", "Perched: drew {cards}"),
    "late_spot": tx("超时 · 罚摸 {cards}", "超時 · 罰摸 {cards}", "Timed out · drew {cards}"),
    "qi_spot": tx("栖{n} · 摸到 {cards}", "棲{n} · 摸到 {cards}", "Perched{n} · drew {cards}"),
    "qi_drew_n": tx("你 栖{n}：摸到 {cards}", "你 棲{n}：摸到 {cards}", "You perch{n}: drew {cards}"),
    # the player's own 栖 called large at its spot first, as the apps' 要不起 (play-test 22 #2)
    "qi_big_forced": tx("无牌可出 · 栖{n}", "無牌可出 · 棲{n}", "Nothing fits · perch{n}"),
    "qi_big": tx("栖{n}", "棲{n}", "Perch{n}"),
    "qi_big_drew": tx("摸到 {cards}", "摸到 {cards}", "drew {cards}"),
    "qi_big_streak": tx("摸到 {cards} · 连栖 {n} 手，牌堆余 {pile}", "摸到 {cards} · 連棲 {n} 手，牌堆餘 {pile}",
                        "drew {cards} · {n} perches in a row, {pile} left"),
    # the player's side of a 花鸟风月 pass round in one call (play-test 22 #4: a phone's log lost the round)
    "pass_round": tx("传牌：你 {out}→{to} · {frm} {got}→你", "傳牌：你 {out}→{to} · {frm} {got}→你",
                     "Passed: your {out} → {to} · {frm}'s {got} → you"),
    # two taps on a card too slow for a double tap: the second put it down (play-test 22 133223)
    "slow_double": tx("点慢了，这张已放下 · 快速点两下可直接出牌", "點慢了，這張已放下 · 快速點兩下可直接出牌",
                      "Put down: tap twice quickly to play a card at once"),
    "perch_streak": tx("连栖 {n} 手，无人出牌 · 牌堆余 {pile}", "連棲 {n} 手，無人出牌 · 牌堆餘 {pile}",
                       "{n} perches in a row, no play · {pile} left in the pile"),
    # the commit window asks nothing: the turn passes by itself unless 且慢 is pressed
    "window_hint": tx("马上轮到下家 · 按「且慢」可收回", "馬上輪到下家 · 按「且慢」可收回",
                      "Next player shortly · Wait! takes the turn back"),
    "give_order": tx("按点选顺序依次送给 {names}", "按點選順序依次送給 {names}", "Cards go in the order picked: {names}"),
    # a phone's status line holds about 15 characters after the name and limit at 13 px (play-test 6
    # 086: the window's line shrank to ~9 px): the short forms there
    # the window goes on at once for a player who will not take the play back (play-test 15 #1: a 2.5 s
    # wait after every play, "the apps commit at once")
    "go_on": tx("继续 ▸", "繼續 ▸", "Go on ▸"),
    "window_short": tx("↺「且慢」可收回", "↺「且慢」可收回", "↺ Wait! takes it back"),
    "undo_once": tx("每曲一次", "每曲一次", "once a song"),
    "window_secs": tx("{n} 秒", "{n} 秒", "{n} s"),  # the 且慢 window's seconds left, under its button (pt40)
    # the window while the next bot thinks: ↺ (the seal by the name) said in words (play-test 16 #5)
    "window_think": tx("↺ 且慢：收回这一手（每曲一次）· {name} 思考中…", "↺ 且慢：收回這一手（每曲一次）· {name} 思考中…",
                       "↺ Wait! takes this play back (once a song) · {name} is thinking…"),
    "give_short": tx("依次送给 {names}", "依次送給 {names}", "In order: {names}"),
    "discard_short": tx("须弃 {n} 张", "須棄 {n} 張", "Discard {n}"),
    "extra_short": tx("还可行 {n} 次", "還可行 {n} 次", "{n} more, or end"),
    "to_all": tx("其余三家", "其餘三家", "all three others"),
    "retake": tx("且慢 · 重出", "且慢 · 重出", "Wait! · again"),  # (pt31 053528: a phone's band cut it "重出这")
    "forced_qi": tx("无牌可出：自动栖，摸一张", "無牌可出：自動棲，摸一張", "Nothing fits: you perch and draw"),
    "select_short": tx("选牌出牌，单张可双击", "選牌出牌，單張可雙擊", "Pick cards; double-tap one"),
    # the status line says a card that alone makes a play goes on a double tap (session 15: said nowhere)
    "select_long": tx("选牌后出牌，或栖（摸一张）· 单张能出时双击即出", "選牌後出牌，或棲（摸一張）· 單張能出時雙擊即出",
                      "Select cards to play, or perch · double-tap a card that plays alone"),
    # a pass owed on another seat's turn, called over the dimmed table (play-test 34 #1, 094650-h2-t4: missed)
    "owed_pass": tx("{by} 舞花鸟风月 · 轮到你：选一张传给{name}", "{by} 舞花鳥風月 · 輪到你：選一張傳給{name}",
                    "{by} danced Flower, bird, wind, moon · your turn: pick a card for {name}"),
    "owed_discard": tx("手牌超限 · 轮到你：选 {n} 张弃掉", "手牌超限 · 輪到你：選 {n} 張棄掉",
                       "Over your hand limit · your turn: discard {n}"),
    "discard_more": tx("再选 {k} 张", "再選 {k} 張", "Pick {k} more"),
    "pass_short": tx("选一张传给{name}", "選一張傳給{name}", "Pass a card to {name}"),
    # the moon on the player: called across the table as it is cast (play-test 15 #2: skipped turns unseen)
    "moon_on_you": tx("{by} 月照你 · 你将跳过{n}回合", "{by} 月照你 · 你將跳過{n}回合",
                      "{by}'s moonlight: you will miss {n} turn(s)"),
    "moon_ffwd": tx("{said} · 可点「{ffwd}」", "{said} · 可點「{ffwd}」", "{said} · tap {ffwd}"),
    "moon_by": tx("{by} 月照 {name} · 跳过一回合", "{by} 月照 {name} · 跳過一回合", "{by}'s moonlight on {name}: a turn skipped"),
    "moon_at": tx("{name}被月照 · 跳过一回合", "{name}被月照 · 跳過一回合", "{name} skips a turn: moonlight"),
    "pass_to_btn": tx("选一张传给{name}", "選一張傳給{name}", "Pick one for {name}"),
    "order_you": tx("本曲由你先出", "本曲由你先出", "You open the song"),
    "next_you": tx("下一个是你", "下一個是你", "you're next"),
    "turns_to_you": tx("还有 {n} 家到你", "還有 {n} 家到你", "your turn in {n}"),  # (no 过: the game has none)
    "order_hint": tx("本曲{name}先出 · 你第 {k} 个出", "本曲{name}先出 · 你第 {k} 個出",
                     "{name} opens the song · your turn: {k} of 4"),
    "guess_short": tx("猜{name}最后一张", "猜{name}最後一張", "Guess {name}'s card"),
    "hint_n": tx("提示 {k}/{n}", "提示 {k}/{n}", "Hint {k}/{n}"),
    "song_no": tx("第{n}曲", "第{n}曲", "Song {n}"),
    "counter_off": tx("记牌器：关", "記牌器：關", "Counter: off"),
}
