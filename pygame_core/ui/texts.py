"""Texts of the shared UI in zh-Hans (default), zh-Hant and English; ``PEER`` those of peer play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
    "hot_n": tx("{n}人同屏", "{n}人同屏", "{n} players"),
    "bot_level": tx("电脑水平", "電腦水平", "Bot level"),
    "start": tx("开始", "開始", "Start"),
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
    "new_game": tx("新游戏", "新遊戲", "New game"),
    "quit_match": tx("结束本局并返回", "結束本局並返回", "Leave this game"),
    "log": tx("记录", "記錄", "Log"),
    "full_log": tx("完整记录", "完整記錄", "Full log"),
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
    "verify_failed": tx("✗ 未验证：{e}", "✗ 未驗證：{e}", "✗ Not verified: {e}"),
    "hand_verdict": tx("第 {n} 局 {v}", "第 {n} 局 {v}", "Hand {n}: {v}"),
    "host_bye": tx("开桌的朋友断开了连接：{e}", "開桌的朋友斷開了連線：{e}", "The host closed the connection: {e}"),
    "join_refused": tx("无法入座：{e}", "無法入座：{e}", "Could not take the seat: {e}"),
    "join_timeout": tx("{n} 秒内没有连上开桌的朋友", "{n} 秒內沒有連上開桌的朋友",
                       "No answer from the host within {n} seconds"),
    "saved_damaged": tx("本机保存的入座记录无法读取，已丢弃：{e}", "本機保存的入座記錄無法讀取，已丟棄：{e}",
                        "The seat record saved here could not be read and was discarded: {e}"),
    "wait_host": tx("等待开桌的朋友开始下一局", "等待開桌的朋友開始下一局", "Waiting for the host to deal the next hand"),
    "people": tx("连接", "連線", "Links"),
    "dealing": tx("正在公平发牌…", "正在公平發牌…", "Dealing fairly…"),
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


# Every game shows its bot levels by the same three names; the ids stay the game's own. A game
# lists its bots weakest first: three are easy / normal / hard, two (rules, search) normal / hard.
LEVEL_NAMES: dict[int, tuple[str, ...]] = {1: ("level_normal",), 2: ("level_normal", "level_hard"),
                                           3: ("level_easy", "level_normal", "level_hard")}


def level_label(bots: Sequence[str], level: str, lang: str, own: Mapping[str, Text] | None = None) -> str:
    """The shared display name of one of a game's bot levels (the game's own label if it has more
    levels than three names, or the id when it has none)."""
    names = LEVEL_NAMES.get(len(bots))
    if names is None or level not in bots:
        return pick(own[level], lang) if own and level in own else level
    return t(names[list(bots).index(level)], lang)
