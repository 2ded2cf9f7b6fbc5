"""Texts of the shared UI in zh-Hans (default), zh-Hant and English; ``PEER`` those of peer play."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..core.game import LEVELS
from ..core.i18n import Text, pick, tx

LANG_NAMES = {"zh-Hans": "简体中文", "zh-Hant": "繁體中文", "en": "English"}

T: dict[str, Text] = {
    "app": tx("牌局", "牌局", "Paiju"),
    "loading": tx("正在加载…", "正在載入…", "Loading…"),
    "game": tx("游戏", "遊戲", "Game"),
    "preset": tx("规则组合", "規則組合", "Rule set"),
    "sound_on": tx("声音：开（点按静音）", "聲音：開（點按靜音）", "Sound: on (tap to mute)"),
    "sound_off": tx("声音：关（点按打开）", "聲音：關（點按開啟）", "Sound: off (tap to unmute)"),
    "advanced": tx("高级设置", "進階設定", "Advanced settings"),
    "level_easy": tx("简单", "簡單", "Easy"),
    "level_normal": tx("普通", "普通", "Normal"),
    "level_hard": tx("困难", "困難", "Hard"),
    "options": tx("选项", "選項", "Options"),
    "seats": tx("座位", "座位", "Seats"),
    "language": tx("语言", "語言", "Language"),
    "vs_bots": tx("我对电脑", "我對電腦", "Me vs bots"),
    "hotseat": tx("同屏多人", "同屏多人", "Pass & play"),
    "people": tx("{n} 人", "{n} 人", "{n} people"),
    "hotseat_hint": tx("一台设备轮流", "一台裝置輪流", "one device, taking turns"),
    "hot_n": tx("{n}人", "{n}人", "{n}P"),  # under the title 座位（同屏多人…）: short, six fit a phone's row
    "seat_plan": tx("座位", "座位", "Where people sit"),
    "bot_level": tx("电脑水平", "電腦水平", "Bot level"),
    "bundle_missing": tx("这一部分还没下载完，现在连不上网络。联网后再点一次即可。",
                         "這一部分還沒下載完，現在連不上網路。連網後再點一次即可。",
                         "This part has not downloaded yet and the network is unreachable. "
                         "Tap again once you are online."),
    "start": tx("开始", "開始", "Start"),
    "pick_game": tx("选一个游戏", "選一個遊戲", "Choose a game"),
    "pick_game_first": tx("先选一个游戏", "先選一個遊戲", "Choose a game first"),
    "resume": tx("继续上局", "繼續上局", "Resume game"),
    "online": tx("与朋友联机", "與朋友連線", "Play with friends"),
    "timers": tx("计时", "計時", "Timers"),
    "timers_off": tx("休闲（不计时）", "休閒（不計時）", "Casual (no timers)"),
    "timers_on": tx("按规则计时", "按規則計時", "Timed (rules)"),
    "speed": tx("电脑速度", "電腦速度", "Bot speed"),
    "speed_slow": tx("慢", "慢", "Slow"),
    "speed_normal": tx("中", "中", "Normal"),
    "speed_fast": tx("快", "快", "Fast"),
    "on": tx("开", "開", "On"),
    "off": tx("关", "關", "Off"),
    "back": tx("返回", "返回", "Back"),
    "close": tx("关闭", "關閉", "Close"),
    "ok": tx("确定", "確定", "OK"),
    "cancel": tx("取消", "取消", "Cancel"),
    "menu": tx("菜单", "選單", "Menu"),
    "menu_paused": tx("菜单 · 对局已暂停", "選單 · 對局已暫停", "Menu · game paused"),
    "new_game": tx("新游戏", "新遊戲", "New game"),
    "quit_match": tx("结束本局并返回", "結束本局並返回", "Leave this game"),
    "replace_ask": tx("开始新的一局？未下完的上局将被放弃。", "開始新的一局？未下完的上局將被放棄。",
                      "Start a new match? The match you left off will be lost."),
    "quit_ask": tx("结束这场比赛并回主页？比分不再保留。", "結束這場比賽並回主頁？比分不再保留。",
                   "End this match and go back? Its score is not kept."),
    "confirm_ask": tx("确定{what}？", "確定{what}？", "Really {what}?"),
    "auto_said": tx("自动：{what}", "自動：{what}", "Auto: {what}"),
    "match_total": tx("总分 {n}", "總分 {n}", "Total {n}"),
    # the 散场 card (settle.py): leaving a match with a hand over
    "settle_title": tx("散场 · {n} 局", "散場 · {n} 局", "Match over · {n} hands"),
    "settle_title_1": tx("散场 · 1 局", "散場 · 1 局", "Match over · 1 hand"),
    # the same card asked from a result sheet: the match goes on later (继续上局), nobody has won it yet
    "settle_title_keep": tx("暂离 · 已打 {n} 局", "暫離 · 已打 {n} 局", "Taking a break · {n} played"),
    "settle_you_lead": tx("你领先！", "你領先！", "You are in the lead!"),
    "settle_you_share_lead": tx("你并列领先！", "你並列領先！", "You share the lead!"),
    "settle_leader": tx("领先 {names}", "領先 {names}", "Leading: {names}"),
    "settle_you_won": tx("你赢了这场！", "你贏了這場！", "You won the match!"),
    "settle_you_share": tx("你并列第一！", "你並列第一！", "You share first place!"),
    "settle_winner": tx("胜者 {names}", "勝者 {names}", "Winner: {names}"),
    "settle_place": tx("你 {place}", "你 {place}", "you {place}"),
    "settle_level": tx("不分胜负", "不分勝負", "All level"),
    "settle_rank": tx("名次", "名次", "#"),
    "settle_player": tx("玩家", "玩家", "Player"),
    "settle_won": tx("胜局", "勝局", "Won"),
    "settle_total": tx("总分", "總分", "Total"),
    "settle_live": tx("正在打的这一局不计", "正在打的這一局不計", "The hand in play does not count"),
    "settle_note": tx("回主页：这场比赛到此结束", "回主頁：這場比賽到此結束", "Main menu ends the match here"),
    "settle_keep": tx("回主页：比分已保存，主页「继续上局」接着打", "回主頁：比分已保存，主頁「繼續上局」接著打",
                      "Main menu keeps the score: Resume it from the start screen"),
    "settle_stay": tx("继续打", "繼續打", "Keep playing"),
    "match_if_ended": tx("若现在散场 {n}", "若現在散場 {n}", "If ended now {n}"),
    "speed_hint": tx("每步之间停留多久", "每步之間停留多久", "the pause after each bot move"),
    "log": tx("记录", "記錄", "Log"),
    "full_log": tx("完整记录", "完整記錄", "Full log"),
    "full_log_paused": tx("完整记录 · 对局已暂停", "完整記錄 · 對局已暫停", "Full log · game paused"),
    "you": tx("你", "你", "You"),
    "player_n": tx("玩家{n}", "玩家{n}", "Player {n}"),
    "bot_n": tx("电脑{n}", "電腦{n}", "Bot {n}"),
    "remote": tx("远程", "遠端", "remote"),
    "pass_device": tx("请把设备交给", "請把設備交給", "Pass the device to"),
    "i_am": tx("我是{name}，显示我的牌", "我是{name}，顯示我的牌", "I am {name}: show my cards"),
    "hidden_hand": tx("手牌已隐藏", "手牌已隱藏", "Cards hidden"),
    "next_hand": tx("下一局", "下一局", "Next hand"),
    "to_menu": tx("回主页", "回主頁", "Main menu"),
    "series": tx("累计", "累計", "Series"),
    "wins": tx("胜 {n}", "勝 {n}", "{n} won"),
    "waiting_for": tx("等待 {name}", "等待 {name}", "Waiting for {name}"),
    "thinking": tx("{name} 思考中…", "{name} 思考中…", "{name} is thinking…"),
    "window": tx("等待各家表态…", "等待各家表態…", "Waiting for every seat's answer…"),
    "your_turn": tx("轮到你了", "輪到你了", "Your turn"),
    "cards_n": tx("{n} 张", "{n} 張", "{n} cards"),
    "more": tx("更多…", "更多…", "More…"),
    "prev_page": tx("上一页", "上一頁", "Prev"),
    "next_page": tx("下一页", "下一頁", "Next"),
    "hand": tx("手牌", "手牌", "Hand"),
    "view": tx("局面", "局面", "Position"),
    "legal": tx("可选操作", "可選操作", "Your choices"),
    "taken_over": tx("托管中", "託管中", "Auto-play"),
    "resume_seat": tx("取消托管", "取消託管", "Take back"),
    "new_started": tx("已开始新的一局。", "已開始新的一局。", "A new game has started."),
    "option_bad": tx("选项有误", "選項有誤", "Invalid options"),
    "seconds": tx("{n} 秒", "{n} 秒", "{n} s"),
    "yes": tx("是", "是", "Yes"),
    "no": tx("否", "否", "No"),
    "winner": tx("胜者", "勝者", "Winner"),
    "points": tx("点数", "點數", "Points"),
    "hand_over": tx("本局结束", "本局結束", "Hand over"),
    "hint": tx("提示", "提示", "Hint"),
    "clear": tx("清除", "清除", "Clear"),
    "rules": tx("规则", "規則", "Rules"),
    # the replay viewer
    "replay": tx("回放", "回放", "Replay"),
    "replay_title": tx("回放 · {game}", "回放 · {game}", "Replay · {game}"),
    "replay_step": tx("第 {i} / {n} 步", "第 {i} / {n} 步", "Step {i} / {n}"),
    "replay_deal": tx("发牌", "發牌", "The deal"),
    "replay_export": tx("导出", "匯出", "Export"),
    "replay_import": tx("打开回放文件", "打開回放檔案", "Open a replay file"),
    "replay_exported": tx("已导出 {name}", "已匯出 {name}", "Saved {name}"),
    "replay_no_files": tx("此处不能存取文件", "此處不能存取檔案", "Files are not available here"),
    "replay_bad": tx("无法打开回放文件：{e}", "無法打開回放檔案：{e}", "This replay file cannot be opened: {e}"),
    "replay_not_ours": tx("这不是可读的牌局回放文件（{e}）", "這不是可讀的牌局回放檔案（{e}）",
                          "this is not a Paiju replay file that can be read ({e})"),
    "replay_diverges": tx("第 {n} 步不合规则，文件可能已损坏（{e}）", "第 {n} 步不合規則，檔案可能已損壞（{e}）",
                          "step {n} breaks the rules: the file may be damaged ({e})"),
    "replay_none": tx("这一局没有可回放的记录", "這一局沒有可回放的記錄", "This hand has no record to replay"),
    "seat_n": tx("{n}号位", "{n}號位", "Seat {n}"),
    # the first-game tour
    "tour_hand": tx("这是你的手牌：点按选牌，再点一次取消", "這是你的手牌：點按選牌，再點一次取消",
                    "Your hand: tap a card to select it, tap again to let it go."),
    "tour_buttons": tx("选好牌后，在这里按出牌、提示或过", "選好牌後，在這裡按出牌、提示或過",
                       "Then act here: play, hint or pass."),
    "tour_hand_paohuzi": tx("这是你的手牌，按列排好：点一张牌把它提起，快点两下或往上拖就打出；拖到别的列可换位置",
                            "這是你的手牌，按列排好：點一張牌把它提起，快點兩下或往上拖就打出；拖到別的列可換位置",
                            "Your hand, in columns: tap a card to lift it; tap it twice quickly or drag it up "
                            "to discard it; drag it to another column to move it."),
    "tour_buttons_paohuzi": tx("轮到你时在这里打出提起的牌，或选吃、碰、胡、过；理牌把手牌排回原样",
                               "輪到你時在這裡打出提起的牌，或選吃、碰、胡、過；理牌把手牌排回原樣",
                               "Your moves show here: discard the lifted card, or chi, peng, hu or pass; "
                               "Sort puts your hand back in order."),
    "tour_hand_huaniao": tx("这是你的手牌：点按选牌，再点一次取消；手指或鼠标在牌上滑动可一次选多张；一张牌单独就能出时，快点两下直接打出",
                            "這是你的手牌：點按選牌，再點一次取消；手指或滑鼠在牌上滑動可一次選多張；一張牌單獨就能出時，快點兩下直接打出",
                            "Your hand: tap to select, tap again to drop; run a finger (or the mouse) along the cards "
                            "to pick several; a card that plays on its own goes out on a double tap."),
    "tour_buttons_huaniao": tx("选好牌后，合规的出法会出现在这里；也可以按提示或栖（摸一张）",
                               "選好牌後，合規的出法會出現在這裡；也可以按提示或棲（摸一張）",
                               "Then the legal plays for those cards appear here; or ask for a hint, or perch (draw one)."),
    "tour_log": tx("每一步都记在这里；菜单里有规则和完整记录", "每一步都記在這裡；選單裡有規則和完整記錄",
                   "Every move is logged here; the menu has the rules and the full log."),
    "tour_done": tx("知道了", "知道了", "Got it"),
    "tour_never": tx("不再显示", "不再顯示", "Don't show again"),
}


PEER: dict[str, Text] = {  # the peer lobby, the join screen and the peer table
    "title": tx("与朋友联机", "與朋友連線", "Play with friends"),
    "join_hint": tx("朋友发来的邀请链接直接打开即可入座。", "朋友發來的邀請連結直接打開即可入座。",
                    "To join, just open the invite link a friend sent you."),
    "seat": tx("座位 {n}", "座位 {n}", "Seat {n}"),
    "me": tx("我", "我", "Me"),
    "friend": tx("朋友", "朋友", "Friend"),
    "bot": tx("电脑", "電腦", "Bot"),
    "network": tx("网络", "網路", "Network"),
    "timers_off": tx("不计时", "不計時", "No timers"),
    "timers_on": tx("按规则计时（超时自动出牌）", "按規則計時（逾時自動出牌）", "Rule timers (auto-play on timeout)"),
    "counter_on": tx("记牌器：每个座位都有", "記牌器：每個座位都有", "Card counter for every seat"),
    "counter_off": tx("不用记牌器", "不用記牌器", "No card counter"),
    "ice_none": tx("局域网", "區域網路", "LAN only"),
    "ice_stun": tx("公共 STUN", "公共 STUN", "Public STUN"),
    "ice_custom": tx("自定义", "自訂", "Custom"),
    "ice_prompt": tx("STUN/TURN 地址（空格分隔），可加 用户名 密码",
                     "STUN/TURN 位址（空格分隔），可加 使用者名稱 密碼",
                     "STUN/TURN URLs (space-separated), optionally followed by username password"),
    "create": tx("开桌", "開桌", "Open the table"),
    "back": tx("返回", "返回", "Back"),
    "invite": tx("生成邀请", "生成邀請", "Make invite"),
    "new_invite": tx("重新邀请", "重新邀請", "New invite"),
    "making": tx("正在生成…", "正在生成…", "Preparing…"),
    "copy": tx("复制链接", "複製連結", "Copy link"),
    "share": tx("分享", "分享", "Share"),
    "qr": tx("二维码", "QR 碼", "QR code"),
    "paste": tx("粘贴回复码", "貼上回覆碼", "Paste answer"),
    "reinvite": tx("座位 {n} 掉线：新邀请", "座位 {n} 斷線：新邀請", "Seat {n} dropped: new invite"),
    "scan": tx("扫描回复码", "掃描回覆碼", "Scan answer"),
    "scan_hint": tx("把朋友屏幕上的回复码二维码对准摄像头", "把朋友螢幕上的回覆碼 QR 碼對準鏡頭",
                    "Hold your friend's answer QR code up to the camera"),
    "scan_close": tx("关闭", "關閉", "Close"),
    "scan_denied": tx("没有摄像头权限：请在浏览器里允许使用摄像头，或点“粘贴回复码”",
                      "沒有鏡頭權限：請在瀏覽器裡允許使用鏡頭，或點「貼上回覆碼」",
                      "No camera permission: allow the camera in the browser, or use Paste answer"),
    "scan_nocamera": tx("这台设备上找不到可用的摄像头：请点“粘贴回复码”",
                        "這台裝置上找不到可用的鏡頭：請點「貼上回覆碼」",
                        "No camera available on this device: use Paste answer"),
    "scan_decoder": tx("二维码识别没有加载（{e}）：请点“粘贴回复码”", "QR 碼辨識沒有載入（{e}）：請點「貼上回覆碼」",
                       "The QR reader did not load ({e}): use Paste answer"),
    "paste_prompt": tx("粘贴朋友发回的回复码", "貼上朋友發回的回覆碼", "Paste the answer code your friend sent back"),
    "copied": tx("已复制", "已複製", "Copied"),
    "deal": tx("开始发牌", "開始發牌", "Deal"),
    "to_table": tx("回到牌桌", "回到牌桌", "Back to the table"),
    "waiting": tx("等待加入", "等待加入", "waiting"),
    "connecting": tx("连接中", "連線中", "connecting"),
    "online": tx("在线", "在線", "online"),
    "away": tx("离线", "離線", "away"),
    "bot_plays": tx("电脑代打", "電腦代打", "bot playing"),
    "join_title": tx("加入牌桌", "加入牌桌", "Join the table"),
    "answer_hint": tx("把下面的回复码发回给开桌的朋友：", "把下面的回覆碼發回給開桌的朋友：",
                      "Send this answer code back to the host:"),
    "copy_code": tx("复制回复码", "複製回覆碼", "Copy code"),
    "lost": tx("连接已断开，请向开桌的朋友要一个新邀请", "連線已中斷，請向開桌的朋友要一個新邀請",
               "Connection lost: ask the host for a new invite"),
    "replaced": tx("此座位已在别处打开", "此座位已在別處打開", "This seat was opened elsewhere"),
    "bad_invite": tx("邀请链接不完整：{e}", "邀請連結不完整：{e}", "The invite link is incomplete: {e}"),
    "failed": tx("连接失败：{e}", "連線失敗：{e}", "Connection failed: {e}"),
    "no_rtc": tx("此浏览器不支持 WebRTC", "此瀏覽器不支援 WebRTC", "This browser has no WebRTC"),
    "chat": tx("聊天", "聊天", "Chat"),
    "chat_prompt": tx("说点什么（{n} 字以内）", "說點什麼（{n} 字以內）", "Say something (up to {n} characters)"),
    "verified": tx("✓ 已验证：发牌公平，牌谱无误", "✓ 已驗證：發牌公平，牌譜無誤",
                   "✓ Verified: fair deal, log replays exactly"),
    "verified_note": tx("✓ 已验证牌谱（{e}）", "✓ 已驗證牌譜（{e}）", "✓ Verified log ({e})"),
    "verify_failed": tx("✗ 未验证：{e}", "✗ 未驗證：{e}", "✗ Not verified: {e}"),
    "hand_verdict": tx("第 {n} 局 {v}", "第 {n} 局 {v}", "Hand {n}: {v}"),
    "host_bye": tx("开桌的朋友断开了连接：{e}", "開桌的朋友斷開了連線：{e}", "The host closed the connection: {e}"),
    "join_refused": tx("无法入座：{e}", "無法入座：{e}", "Could not take the seat: {e}"),
    "join_timeout": tx("{n} 秒内没有连上开桌的朋友", "{n} 秒內沒有連上開桌的朋友",
                       "No answer from the host within {n} seconds"),
    "invite_used": tx("这个邀请链接已经用过了（每个链接只能连一次）。请开桌的朋友发新的邀请：牌桌上点一下「新邀请」即可。",
                      "這個邀請連結已經用過了（每個連結只能連一次）。請開桌的朋友發新的邀請：牌桌上點一下「新邀請」即可。",
                      "This invite link was already used (each link connects once). Ask the host for a fresh "
                      "invite: one tap at their table."),
    "answer_stale": tx("这个回复码答的是旧邀请，已作废：请把新邀请发给朋友", "這個回覆碼答的是舊邀請，已作廢：請把新邀請發給朋友",
                       "this answer code answers an old invite, which is used up: send your friend the new invite"),
    "saved_damaged": tx("本机保存的入座记录无法读取，已丢弃：{e}", "本機保存的入座記錄無法讀取，已丟棄：{e}",
                        "The seat record saved here could not be read and was discarded: {e}"),
    "wait_host": tx("等待开桌的朋友开始下一局", "等待開桌的朋友開始下一局", "Waiting for the host to deal the next hand"),
    "people": tx("连接", "連線", "Links"),
    "dealing": tx("正在公平发牌…", "正在公平發牌…", "Dealing fairly…"),
    "room_open": tx("一个链接邀请所有人", "一個連結邀請所有人", "One link for everyone"),
    "room_hint": tx("把这个链接发给朋友：打开就能入座，掉线后点同一个链接回来。",
                    "把這個連結發給朋友：打開就能入座，斷線後點同一個連結回來。",
                    "Send this link to your friends: opening it seats them, and the same link brings them back."),
    "room_opening": tx("正在打开房间…", "正在打開房間…", "Opening the room…"),
    # rooms (ROOM, issue 21): which relays answered and each seat's path
    "relays_answered": tx("中继 {n}/{m} 应答", "中繼 {n}/{m} 應答", "relays {n}/{m} answered"),
    "path_direct": tx("直连", "直連", "direct"),
    "path_relay": tx("中继", "中繼", "relayed"),
    "path_none": tx("未连接", "未連線", "not connected"),
    "door_open": tx("有链接即可入座", "有連結即可入座", "Anyone with the link sits down"),
    "door_ask": tx("由我安排座位", "由我安排座位", "I seat them"),
    "knock": tx("{name}想加入", "{name}想加入", "{name} wants to join"),
    "someone": tx("有人", "有人", "Someone"),
    "seat_them": tx("坐 {n} 号", "坐 {n} 號", "Seat {n}"),
    "relays": tx("信令中继：{e}", "信令中繼：{e}", "Signalling relays: {e}"),
    "relays_default": tx("默认", "預設", "default"),
    "relays_prompt": tx("Nostr 中继地址（wss://…，空格分隔；留空用默认）", "Nostr 中繼位址（wss://…，空格分隔；留空用預設）",
                        "Nostr relay addresses (wss://…, space-separated; empty for the defaults)"),
    "room_relay": tx("正在连接信令中继…", "正在連線信令中繼…", "Reaching the signalling relays…"),
    "room_knock": tx("正在找开桌的朋友…", "正在找開桌的朋友…", "Looking for the host…"),
    "room_wait": tx("已到门口：等开桌的朋友安排座位", "已到門口：等開桌的朋友安排座位",
                    "At the door: waiting for the host to seat you"),
    "room_no_host": tx("{n} 秒内房间里没有开桌的朋友：请确认他的页面开着，再点一次同一个链接",
                       "{n} 秒內房間裡沒有開桌的朋友：請確認他的頁面開著，再點一次同一個連結",
                       "No host in this room within {n} seconds: check the host's page is open, then open the same link again"),
    "step_relay": tx("连不上信令中继：检查网络，或在“信令中继”里换一个", "連不上信令中繼：檢查網路，或在「信令中繼」裡換一個",
                     "Relay unreachable: check the network, or set other relays"),
    "step_ice": tx("两台设备之间没有通路（ICE 失败）：在“网络”里选公共 STUN，或填 TURN 服务器",
                   "兩台裝置之間沒有通路（ICE 失敗）：在「網路」裡選公共 STUN，或填 TURN 伺服器",
                   "ICE failed (no route between the devices): choose public STUN, or set a TURN server under Network"),
    "step_closed": tx("数据通道已关闭：对方页面关了或断网了；同一个链接可以回来",
                      "資料通道已關閉：對方頁面關了或斷網了；同一個連結可以回來",
                      "Channel closed: the other page closed or lost its network; the same link brings it back"),
    "step_candidates": tx("本机没有可用的网络地址（无 ICE 候选）：检查网络连接", "本機沒有可用的網路位址（無 ICE 候選）：檢查網路連線",
                          "No ICE candidates (no usable network address here): check the network connection"),
    "room_link_lost": tx("与开桌的朋友断开了：点同一个链接即可回到座位", "與開桌的朋友斷開了：點同一個連結即可回到座位",
                         "Lost the host: open the same link to get back to your seat"),
    "rejoin_hint": tx("要回到上次的牌桌，请打开开桌朋友发来的新邀请链接。", "要回到上次的牌桌，請打開開桌朋友發來的新邀請連結。",
                      "To get back to your last table, open the new invite link from the host."),
}
PHRASES: list[Text] = [
    tx("你好！", "你好！", "Hello!"), tx("好牌！", "好牌！", "Nice play!"), tx("快点吧", "快點吧", "Hurry up"),
    tx("稍等", "稍等", "One moment"), tx("再来一局", "再來一局", "Another hand"), tx("谢谢", "謝謝", "Thanks"),
]


def _fill(table: dict[str, Text], key: str, lang: str, kw: dict[str, object]) -> str:
    s = pick(table[key], lang)
    return s.format(**kw) if kw else s


def t(key: str, lang: str, **kw: object) -> str:
    return _fill(T, key, lang, kw)


def pt(key: str, lang: str, **kw: object) -> str:
    """A text of peer play (``PEER``)."""
    return _fill(PEER, key, lang, kw)


def level_label(level: str, lang: str) -> str:
    """The name every game shows for one of the shared bot levels (any other id as it is)."""
    return t(f"level_{level}", lang) if level in LEVELS else level


# "You"/"you" as a clause's subject: at the line's start or after a clause's break (": you holds"), never
# as an object ("beats you as ...": no break before it)
_YOU_VERB = re.compile(r"(^|[:;,.!?·—]\s*)([Yy]ou) ([a-z]+)\b")
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_NOT_VERBS = {"as", "its", "this", "thus", "plus", "less", "yes", "us", "bus"}


def _plain(w: str) -> str:
    """The verb a named seat's template wrote ("holds", "passes") as "you" says it ("hold", "pass")."""
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w in _NOT_VERBS or not w.endswith("s") or w.endswith("ss"):
        return w
    if w.endswith(("sses", "shes", "ches", "xes", "zes")):
        return w[:-2]
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    return w[:-1]


def you_form(line: str | None, lang: str) -> str | None:
    """An English line about the viewer as English says it ("You draw", "your bowl", "Revolution: you
    hold no 2s"): the games' templates are written for a named seat ("{name} draws", "{name}'s bowl",
    "{name} holds"), and the viewer's name is "You"."""
    you = t("you", "en")
    if lang != "en" or not line or you not in line:
        return line
    line = line[:1] + line[1:].replace(f"{you}'s ", "your ").replace(you, you.lower())  # as an object
    if line.startswith(f"{you}'s "):
        line = "Your " + line[len(you) + 3:]
    return _YOU_VERB.sub(lambda m: f"{m.group(1)}{m.group(2)} {_plain(m.group(3))}", line)


def kept_totals(results: Iterable[object]) -> list[Any] | None:
    """The match's running totals a game keeps in its hands' results (跑胡子's match_scores), the first
    found in ``results``; None where it keeps none (its hands won count instead: 够级, 花鸟风月)."""
    return next((r["match_scores"] for r in results if isinstance(r, dict)
                 and isinstance(r.get("match_scores"), list)), None)


def signed(v: float, lang: str) -> str:
    """A score with its sign, short: +12, -3.5, +116.63万 (en: +1.17M); a zero has none (0, not +0)."""
    if v == 0:
        return "0"
    if abs(v) >= 10_000:
        if lang != "en":
            return f"{v / 10_000:+.2f}".rstrip("0").rstrip(".") + "万"
        return f"{v / 1e6:+.2f}M" if abs(v) >= 1e6 else f"{v / 1e3:+.1f}k"
    return f"{v:+.0f}" if v.is_integer() else f"{v:+.1f}"
