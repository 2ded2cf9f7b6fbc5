"""跑胡子 百千万亿 rules for players (paohuzi.md v1.2, games/paohuzi/rules.md, preset "standard").

Card specs are the engine's codes: ``x1``…``x10`` 一…十, ``d1``…``d10`` 壹…拾, ``xB xQ xW xY``
百千万亿, ``dB dQ dW dY`` 佰仟萬億, ``*`` 王霸; a ``k`` after a code marks a 坎 card in the hand.
The 名堂 list is built from the engine's own table (names and fans), with a line of explanation each.
"""

from __future__ import annotations

from ...core.i18n import tx
from ...games.paohuzi.cards import CODE_TO_KIND, WILD, is_big, is_new, is_red
from ...games.paohuzi.cards import face as glyph
from ...games.paohuzi.scoring import FANS
from .. import theme as th
from ..widgets import CardFace
from .model import C, Deck, E, Guide, N, P, Para, S

BIG_TINT, SMALL_TINT, WILD_TINT = "#eadbb8", "#fffaf0", "#fff0c8"  # as at the table (ui/games/paohuzi.py)


def _code(spec: str) -> tuple[str, bool]:
    return (spec[:-1], True) if spec.endswith("k") else (spec, False)


def valid(spec: str) -> bool:
    code, kan = _code(spec)
    return code in CODE_TO_KIND and not (kan and CODE_TO_KIND[code] == WILD)


def face(spec: str, lang: str, i: int) -> CardFace:
    code, kan = _code(spec)
    if code == "*":
        return CardFace("王霸", "", "wild" if lang == "en" else "", th.GOLD, WILD_TINT, th.CINNABAR)
    k = CODE_TO_KIND[code]
    big = is_big(k)
    corner = ("大" if big else "小") if lang != "en" else ("B" if big else "s")
    sub = ("坎" if lang != "en" else "kan") if kan else (code[1:] + (" big" if big else "") if lang == "en" else "")
    accent = th.JADE if kan else (th.GOLD if is_new(k) else (th.INK_SOFT if big else None))
    return CardFace(glyph(k, lang), corner, sub, th.CINNABAR if is_red(k) else th.INK,
                    BIG_TINT if big else SMALL_TINT, accent)


QUICK = [
    S("goal", tx("目标", "目標", "The goal"),
      P("三人各打各的。把手里的牌和摆在桌上的牌一起组成七组（七方门子），而且这七组的「胡息」加起来至少15，就能胡牌。",
        "三人各打各的。把手裡的牌和擺在桌上的牌一起組成七組（七方門子），而且這七組的「胡息」加起來至少15，就能胡牌。",
        "Three players, each on their own. Arrange the cards in your hand and those you have laid on the table into seven groups whose points, called hu-xi (胡息), add up to at least 15: then you win (胡)."),
      P("胡了一次这局还没完：你的手牌亮开、锁住，以后只要来的牌能让你再胡，就自动再胡一次。一直打到墩（牌堆）摸完。每次胡牌，另外两家都要付分。",
        "胡了一次這局還沒完：你的手牌亮開、鎖住，以後只要來的牌能讓你再胡，就自動再胡一次。一直打到墩（牌堆）摸完。每次胡牌，另外兩家都要付分。",
        "A win does not end the hand: your hand is shown and locked, and from then on you win again automatically whenever a card completes it. Play goes on until the pile (墩) is empty. For every win, both other players pay.")),
    S("cards", tx("牌", "牌", "The cards"),
      P("小字一到十、大字壹到拾，每种4张；二七十和贰柒拾是红字。还有新牌：小字百千万亿、大字佰仟萬億，各4张；再加6张王霸（万能牌）。共118张。",
        "小字一到十、大字壹到拾，每種4張；二七十和貳柒拾是紅字。還有新牌：小字百千萬億、大字佰仟萬億，各4張；再加6張王霸（萬能牌）。共118張。",
        "Small script 一 to 十 and big script 壹 to 拾, four of each; 2, 7 and 10 of both scripts are red. Then the new cards, 百千万亿 (small) and 佰仟萬億 (big), four of each, and six wild cards, 王霸: 118 cards in all."),
      C("x1 x2 x3 x4 x5 x6 x7 x8 x9 x10 / d1 d2 d3 d4 d5 d6 d7 d8 d9 d10 / xB xQ xW xY | dB dQ dW dY | *",
        "小字一到十；大字壹到拾（深色）；新牌百千万亿、佰仟萬億；王霸", "小字一到十；大字壹到拾（深色）；新牌百千万亿、佰仟萬億；王霸",
        "Small 1 to 10; big 1 to 10 (darker paper); the new cards; the wild"),
      P("新牌只能组成同样的牌（三张、四张）或大小搭（绞），不能组顺子。",
        "新牌只能組成同樣的牌（三張、四張）或大小搭（絞），不能組順子。",
        "New cards only go into sets of the same card (three or four) or a big-and-small mix (绞), never into sequences.")),
    S("sets", tx("门子和胡息", "門子和胡息", "Groups and hu-xi"),
      P("一组（门子）可以是：三张相同、四张相同、同一种字的顺子、二七十，或者同点数的大小搭（绞）。大字比小字值钱：",
        "一組（門子）可以是：三張相同、四張相同、同一種字的順子、二七十，或者同點數的大小搭（絞）。大字比小字值錢：",
        "A group is three or four of a kind, a sequence in one script, a 2-7-10, or a mix of one rank in both scripts (绞). Big script is worth more:"),
      C("x5 x5 x5 | d5 d5 d5 d5 | x1 x2 x3 | d2 d7 d10 | x4 x5 x6 | x6 x6 d6",
        "碰的三张：小1、大3胡息（坎、偎小3、大6）· 四张提：小9、大12 · 一二三：小3、大6 · 贰柒拾：大6 · 四五六：0 · 绞：0",
        "碰的三張：小1、大3胡息（坎、偎小3、大6）· 四張提：小9、大12 · 一二三：小3、大6 · 貳柒拾：大6 · 四五六：0 · 絞：0", "Three claimed (peng): small 1, big 3 (concealed: 3 / 6) · four (ti): 9 / 12 · 1-2-3: 3 / 6 · 2-7-10: 3 / 6 · other sequences: 0 · jiao: 0"),
      P("有四张一组（提或跑）时，七组里正好要有一对（将）；没有就不要对子。",
        "有四張一組（提或跑）時，七組裡正好要有一對（將）；沒有就不要對子。",
        "If you have a group of four (ti or pao), exactly one of the seven groups must be a pair (将); otherwise there is no pair.")),
    S("turn", tx("一回合", "一回合", "A turn"),
      P("庄家21张，另外两家各20张，剩下57张是墩。庄家先打出一张。之后轮到谁，谁就从墩上翻一张，大家都看得到。",
        "莊家21張，另外兩家各20張，剩下57張是墩。莊家先打出一張。之後輪到誰，誰就從墩上翻一張，大家都看得到。",
        "The dealer gets 21 cards, the others 20; the remaining 57 form the pile. The dealer starts by discarding. Then each player in turn turns up the top card of the pile, for everyone to see."),
      P("翻出的牌或打出的牌，按先后：谁能胡先胡；谁手里有三张相同就必须「跑」；有一对可以「碰」；能和它组成一组的可以「吃」（翻出的牌：翻牌的人先、下家后；打出的牌：只有下家）。没人要，就放到他的弃牌里，下家再翻。吃、碰以后要打出一张。",
        "翻出的牌或打出的牌，按先後：誰能胡先胡；誰手裡有三張相同就必須「跑」；有一對可以「碰」；能和它組成一組的可以「吃」（翻出的牌：翻牌的人先、下家後；打出的牌：只有下家）。沒人要，就放到他的棄牌裡，下家再翻。吃、碰以後要打出一張。",
        "For a card that is turned up or discarded: a win comes first; a player holding three of it must add it (跑); a player with a pair may claim it (碰); a player who can make a group with it may take it (吃: a turned-up card goes to the drawer first, then the next player; a discard only to the next player). If nobody wants it, it joins that player's discards and the next player draws. After 吃 or 碰 you discard a card."),
      P("自己翻到手里一对的第三张，自动扣下（偎）；翻到三张的第四张，自动提。这些不用你动手。",
        "自己翻到手裡一對的第三張，自動扣下（偎）；翻到三張的第四張，自動提。這些不用你動手。",
        "Drawing the third card of a pair you hold lays them face down automatically (偎); drawing the fourth of a set of three makes a ti (提). The app does these for you.")),
    S("winning", tx("胡牌", "胡牌", "Winning"),
      P("能胡的牌：自己翻到的（自摸）、别人翻出来的，或者别人打出来的。王霸可以当任何一张牌，但不能打出去；一张王霸还能当将，什么牌来都能胡。",
        "能胡的牌：自己翻到的（自摸）、別人翻出來的，或者別人打出來的。王霸可以當任何一張牌，但不能打出去；一張王霸還能當將，什麼牌來都能胡。",
        "You may win on a card you draw yourself (自摸), on one another player turns up, or on a discard. A 王霸 stands for any card but can never be discarded; a single 王霸 can even be your pair, so any card completes you."),
      C("d10k d10k d10k | x1 x2 x3 | d1 d2 d3 | x4 x5 x6 | x7 x8 x9 | d4 d5 d6 | d7 d8 !d9",
        "坎拾 6 + 一二三 3 + 壹贰叁 6 = 15胡息：摸到玖就胡了", "坎拾 6 + 一二三 3 + 壹貳參 6 = 15胡息：摸到玖就胡了", "Kan of 10s 6 + 1-2-3 3 + big 1-2-3 6 = 15 hu-xi: drawing the big 9 wins")),
    S("points", tx("得分", "得分", "Points"),
      P("胡息换成「囤」：(胡息 − 12) ÷ 3，去掉余数；自摸再加1囤。再乘上所有名堂（特殊牌型）的番数，再乘聚宝盆的倍数，最多10万（封顶）。另外两家各付这么多。",
        "胡息換成「囤」：(胡息 − 12) ÷ 3，去掉餘數；自摸再加1囤。再乘上所有名堂（特殊牌型）的番數，再乘聚寶盆的倍數，最多10萬（封頂）。另外兩家各付這麼多。",
        "Hu-xi become tun (囤): (hu-xi − 12) ÷ 3, rounded down, plus 1 for a self-draw. Multiply by the fan of every special pattern (名堂) and by your treasure bowl, up to a cap of 100,000 (封顶). Each of the other two pays you that."),
      P("聚宝盆：每人一个九宫格。每次从墩上摸到新牌或王霸，就点亮一格；亮的格子成形状（一条线、十字……）倍数更大，从×2到×36。",
        "聚寶盆：每人一個九宮格。每次從墩上摸到新牌或王霸，就點亮一格；亮的格子成形狀（一條線、十字……）倍數更大，從×2到×36。",
        "Treasure bowl (聚宝盆): everyone has a 3×3 grid. Each time you draw a new card or a 王霸 from the pile, a cell lights; lit cells forming a shape (a line, a cross …) multiply more, from ×2 up to ×36.")),
    S("table", tx("在牌桌上", "在牌桌上", "At the table"),
      P("轮到你出牌时，点一张牌再按「打出」。坎里的牌（标着「坎」）和王霸不能打。有牌可要时会出现「胡」「碰」「吃」「过」；吃有几种拿法时会一起列出来。「听牌」按钮告诉你打哪张以后听什么牌。",
        "輪到你出牌時，點一張牌再按「打出」。坎裡的牌（標著「坎」）和王霸不能打。有牌可要時會出現「胡」「碰」「吃」「過」；吃有幾種拿法時會一起列出來。「聽牌」按鈕告訴你打哪張以後聽什麼牌。",
        "When you must discard, tap a card and press Discard. Kan cards (marked 坎) and wilds cannot be discarded. When a card can be taken, the buttons Hu, Peng, Chi and Pass appear; several ways to chi are listed together. The Waits button shows what you would wait on after each discard.")),
]

# What each 名堂 asks for, in player words (names and fans come from scoring.FANS).
_FAN: dict[str, tuple[str, str, str]] = {
    "quan_man_guan": ("小字百千万亿四种都有，或大字佰仟萬億四种都有", "小字百千万亿四種都有，或大字佰仟萬億四種都有", "all four new cards of one script: 百千万亿 or 佰仟萬億"),
    "da_man_guan": ("百、千、万、亿四个数都有（大小字不限）", "百、千、万、亿四個數都有（大小字不限）", "all four new ranks, either script"),
    "xiao_man_guan": ("其中三个数", "其中三個數", "three of the four new ranks"),
    "bai_bao_xiang": ("有百或佰", "有百或佰", "a 百 or 佰"),
    "qian_li_ma": ("有千或仟", "有千或仟", "a 千 or 仟"),
    "wan_juan_shu": ("有万或萬", "有万或萬", "a 万 or 萬"),
    "yi_ren_xin": ("有亿或億", "有亿或億", "a 亿 or 億"),
    "bai_cai_ju_lai": ("同一个新牌数大小字都有，如百和佰", "同一個新牌數大小字都有，如百和佰", "one new rank in both scripts, e.g. 百 and 佰"),
    "yi_zhi_qian_jin": ("一、百、千", "一、百、千", "1, 百, 千"),
    "er_ba_jia_ren": ("二、八、百", "二、八、百", "2, 8, 百"),
    "san_qian_shi_jie": ("三、千、万", "三、千、万", "3, 千, 万"),
    "si_ji_chang_chun": ("四、百、亿", "四、百、亿", "4, 百, 亿"),
    "wu_gu_feng_deng": ("五、百、万", "五、百、万", "5, 百, 万"),
    "liu_liu_da_shun": ("六和陆都有，再加千", "六和陸都有，再加千", "small 6 and big 6, and 千"),
    "qi_xing_gao_zhao": ("七、千、亿", "七、千、亿", "7, 千, 亿"),
    "ba_fang_lai_cai": ("八、万、亿", "八、万、亿", "8, 万, 亿"),
    "jiu_wu_zhi_zun": ("九、五、万", "九、五、万", "9, 5, 万"),
    "shi_quan_shi_mei": ("十和拾都有，再加亿", "十和拾都有，再加亿", "small 10 and big 10, and 亿"),
    "dian_shi_cheng_jin": ("一张新牌都没有", "一張新牌都沒有", "no new card at all"),
    "qi_shou_jiao": ("本局第一次胡，而且发牌后没吃、碰、偎、跑、提，没收王霸，也没打过牌（庄家开局那张不算）", "本局第一次胡，而且發牌後沒吃、碰、偎、跑、提，沒收王霸，也沒打過牌（莊家開局那張不算）",
                     "your first win, with no claim, meld, kept wild or discard since the deal (the dealer's opening discard aside)"),
    "si_qi_hong": ("红字正好4张或7张", "紅字正好4張或7張", "exactly 4 or 7 red cards"),
    "yi_kuai_bian": ("只有一组有红字，这组全红、3或4张、有胡息", "只有一組有紅字，這組全紅、3或4張、有胡息", "only one group holds red cards; it is all red, of 3 or 4 cards, with hu-xi"),
    "dian_hu": ("只有1张红字", "只有1張紅字", "exactly one red card"),
    "jia_hang_hang": ("一对将，其余六组都有胡息", "一對將，其餘六組都有胡息", "a pair, and the six other groups all have hu-xi"),
    "san_an_ke": ("三组以上暗的（坎、偎、提），每多一组加1", "三組以上暗的（坎、偎、提），每多一組加1", "three or more concealed groups (kan, wei, ti); +1 for each beyond three"),
    "hong_hu": ("红字10到12张", "紅字10到12張", "10 to 12 red cards"),
    "dui_dui_hu": ("没有顺子、二七十和绞", "沒有順子、二七十和絞", "no sequence, 2-7-10 or jiao"),
    "hai_di_hu": ("墩已摸完时胡", "墩已摸完時胡", "winning after the pile ran out"),
    "hang_hang_xi": ("七组都有胡息", "七組都有胡息", "all seven groups have hu-xi"),
    "su_hu": ("没有王霸", "沒有王霸", "no wild"),
    "jin_yu_man_tang": ("一到十每个数都有", "一到十每個數都有", "every rank from 1 to 10"),
    "wu_hu": ("没有红字", "沒有紅字", "no red card"),
    "yi_ban_gao": ("两组一模一样的顺子或二七十", "兩組一模一樣的順子或二七十", "two identical sequences or 2-7-10s"),
    "shi_er_jin_chai": ("三组以上四张（提、跑）", "三組以上四張（提、跑）", "three or more groups of four"),
    "gai_gai_hu": ("胡的是这局墩上翻出的第一张", "胡的是這局墩上翻出的第一張", "winning on the first card drawn from the pile this hand"),
    "da_zi_hu": ("大字18张以上，每多一张加1", "大字18張以上，每多一張加1", "18 or more big cards; +1 for each beyond 18"),
    "xiao_zi_hu": ("小字16张以上，每多一张加1", "小字16張以上，每多一張加1", "16 or more small cards; +1 for each beyond 16"),
    "jie_jie_gao": ("同一种字连着三个数都成三张（四张也算）", "同一種字連著三個數都成三張（四張也算）", "sets of three (or four) of three consecutive ranks in one script"),
    "hong_yun_dang_tou": ("每一组（连将）都有红字", "每一組（連將）都有紅字", "every group, the pair included, holds a red card"),
    "shua_hou": ("手里只剩一张，胡的牌和它成将", "手裡只剩一張，胡的牌和它成將", "a single card left in hand, paired by the winning card"),
    "da_tuan_yuan": ("同一个数小字、大字都是四张一组，每个数算8", "同一個數小字、大字都是四張一組，每個數算8", "a rank with a group of four in both scripts: 8 per rank"),
    "xiao_tuan_yuan": ("同一个数小字、大字都是三张一组，每个数算4", "同一個數小字、大字都是三張一組，每個數算4", "a rank with a set of three in both scripts: 4 per rank"),
    "zhen_dian_hu": ("只有1张红字，而且在一二三或壹贰叁里（不再算点胡）", "只有1張紅字，而且在一二三或壹貳叄裡（不再算點胡）", "the only red card sits in a 1-2-3 (replaces Single Red)"),
    "bei_kao_bei": ("手里只剩同一个数的小字一对和大字一对，胡其中一种", "手裡只剩同一個數的小字一對和大字一對，胡其中一種", "your hand is a small and a big pair of one rank, won on either"),
    "shuang_xi_lin_men": ("两组一模一样的一二三或二七十（不再算一般高）", "兩組一模一樣的一二三或二七十（不再算一般高）", "two identical 1-2-3s or 2-7-10s (replaces Twin Sequences)"),
    "er_shi_si_qiao": ("胡牌时共24张以上（要有四组四张）", "胡牌時共24張以上（要有四組四張）", "24 cards or more (it takes four groups of four)"),
    "hong_que_bao_xi": ("红字13张以上，每多一张加1", "紅字13張以上，每多一張加1", "13 or more red cards; +1 for each beyond 13"),
}


def _fans(first: int, last: int) -> Para:
    """A bullet list of the 名堂 at table positions first..last: name, fan, what it needs."""
    rows = [f for f in FANS if first <= f[0] <= last]
    hans = "\n".join(f"• {f[2]} {f[5]}：{_FAN[f[1]][0]}" for f in rows)
    hant = "\n".join(f"• {f[3]} {f[5]}：{_FAN[f[1]][1]}" for f in rows)
    en = "\n".join(f"• {f[2]} {f[4]} {f[5]}: {_FAN[f[1]][2]}" for f in rows)
    return Para(tx(hans, hant, en))


FULL = [
    S("deck", tx("牌", "牌", "The cards"),
      P("一共118张：小字一二三四五六七八九十、大字壹贰叁肆伍陆柒捌玖拾各4张（80张）；新牌小字百千万亿、大字佰仟萬億各4张（32张）；王霸6张。",
        "一共118張：小字一二三四五六七八九十、大字壹貳參肆伍陸柒捌玖拾各4張（80張）；新牌小字百千万亿、大字佰仟萬億各4張（32張）；王霸6張。",
        "118 cards: small script 一 to 十 and big script 壹 to 拾, four of each (80); the new cards, small 百千万亿 and big 佰仟萬億, four of each (32); and six wilds, 王霸."),
      P("二、七、十和贰、柒、拾是红字（共24张），新牌和王霸不是红字。大字牌印在深一点的纸上，新牌有金边。",
        "二、七、十和貳、柒、拾是紅字（共24張），新牌和王霸不是紅字。大字牌印在深一點的紙上，新牌有金邊。",
        "2, 7 and 10 of both scripts are red (24 cards); new cards and wilds are not. At the table big-script cards sit on darker paper and new cards have a gold frame."),
      C("x2 x7 x10 | d2 d7 d10", "红字：二七十、贰柒拾", "紅字：二七十、貳柒拾", "The red cards")),
    S("deal", tx("发牌和起手", "發牌和起手", "The deal"),
      P("庄家拿21张，下家和再下家各20张，剩下57张是墩。庄家的第21张要亮给大家看（亮张），它还在庄家手里。第一局随机定庄家，以后由上一局第一个胡牌的人坐庄；一局没人胡（荒庄），庄家不变。",
        "莊家拿21張，下家和再下家各20張，剩下57張是墩。莊家的第21張要亮給大家看（亮張），它還在莊家手裡。第一局隨機定莊家，以後由上一局第一個胡牌的人坐莊；一局沒人胡（荒莊），莊家不變。",
        "The dealer takes 21 cards, the next two players 20 each; the other 57 are the pile. The dealer's 21st card is shown to everyone (亮张) and stays in the dealer's hand. The first dealer is drawn at random; after that the first player to win in a hand deals the next one. If nobody won (荒庄) the dealer deals again."),
      P("手里三张相同的牌成为「坎」：锁住，不能打、不能拿去吃或比，只能变成提或跑。四张相同的牌一开始就自动摆到桌上成「提」。庄家的21张若已经成胡，可以「天胡」。然后庄家打出一张，开始第一回合。",
        "手裡三張相同的牌成為「坎」：鎖住，不能打、不能拿去吃或比，只能變成提或跑。四張相同的牌一開始就自動擺到桌上成「提」。莊家的21張若已經成胡，可以「天胡」。然後莊家打出一張，開始第一回合。",
        "Three of a kind in your hand form a kan (坎): locked, never discarded or used for chi or bi; it can only grow into a ti or pao. Four of a kind go to the table as a ti (提) at once. If the dealer's 21 cards already win, the dealer may declare a dealt win (天胡). Then the dealer discards and play begins."),
      C("x4k x4k x4k | d9 d9 d9 d9", "坎（锁在手里）· 起手四张自动成提", "坎（鎖在手裡）· 起手四張自動成提", "A kan, locked in the hand · four dealt alike become a ti")),
    S("groups", tx("门子和胡息", "門子和胡息", "Groups and their hu-xi"),
      P("七方门子是七组牌，手里的和桌上的一起算。每种组的胡息（小字 / 大字）：\n• 碰（拿别人的牌凑成三张）：1 / 3\n• 坎、偎、臭偎（三张，自己摸齐的）：3 / 6\n• 跑（四张，第四张来自别人，或碰了以后翻出第四张）：6 / 9\n• 提（四张，自己摸齐的）：9 / 12\n• 一二三、二七十：3 / 6；其他顺子 0\n• 绞（同一个数的大小字三张，如六六陆）：0；将（一对）：0",
        "七方門子是七組牌，手裡的和桌上的一起算。每種組的胡息（小字 / 大字）：\n• 碰（拿別人的牌湊成三張）：1 / 3\n• 坎、偎、臭偎（三張，自己摸齊的）：3 / 6\n• 跑（四張，第四張來自別人，或碰了以後翻出第四張）：6 / 9\n• 提（四張，自己摸齊的）：9 / 12\n• 一二三、二七十：3 / 6；其他順子 0\n• 絞（同一個數的大小字三張，如六六陸）：0；將（一對）：0",
        "The seven groups count cards in hand and on the table alike. Hu-xi of each kind of group (small / big script):\n• peng, three made with someone else's card: 1 / 3\n• kan, wei, stinky wei, three you drew yourself: 3 / 6\n• pao, four whose fourth came from someone else (or was turned up onto your peng): 6 / 9\n• ti, four you drew yourself: 9 / 12\n• 1-2-3 and 2-7-10: 3 / 6; other sequences 0\n• jiao, one rank in both scripts (6 6 big-6): 0; the pair (将): 0"),
      P("新牌的小字百千万亿按小字算，大字佰仟萬億按大字算。一组变成更大的组（碰变跑、偎变提、坎变跑或提）时，胡息按新的算，不相加。",
        "新牌的小字百千萬億按小字算，大字佰仟萬億按大字算。一組變成更大的組（碰變跑、偎變提、坎變跑或提）時，胡息按新的算，不相加。",
        "New cards score like their script (百千万亿 small, 佰仟萬億 big). When a group grows (peng into pao, wei into ti, kan into pao or ti) the new value replaces the old one."),
      C("d3 d3 d3 | x3 x3 x3 | d1 d2 d3 | x6 x6 d6 | d8 d8", "大字碰3（自己的坎是6）· 小字碰1 · 壹贰叁6 · 绞0 · 将0", "大字碰3（自己的坎是6）· 小字碰1 · 壹貳參6 · 絞0 · 將0",
        "Big peng 3 (as a kan 6) · small peng 1 · big 1-2-3 6 · jiao 0 · pair 0")),
    S("draw", tx("翻牌以后", "翻牌以後", "Drawing a card"),
      P("轮到你，就从墩上翻一张：\n• 是王霸：亮出，只有你能用它胡；不胡就收进手里，再打出一张。\n• 你有它的坎或偎：自动提（四张）。\n• 你手里有它一对：自动偎（三张扣着放）；要是你先前放弃过碰这种牌，就是臭偎（一张亮着）。\n• 否则它亮在桌上，大家按先后决定要不要（见下一节）。\n提、偎之后，若这样正好胡了，你可以胡。",
        "輪到你，就從墩上翻一張：\n• 是王霸：亮出，只有你能用它胡；不胡就收進手裡，再打出一張。\n• 你有它的坎或偎：自動提（四張）。\n• 你手裡有它一對：自動偎（三張扣著放）；要是你先前放棄過碰這種牌，就是臭偎（一張亮著）。\n• 否則它亮在桌上，大家按先後決定要不要（見下一節）。\n提、偎之後，若這樣正好胡了，你可以胡。",
        "On your turn you turn up the top card of the pile:\n• a wild: it is shown and only you may win with it; otherwise it goes into your hand and you discard.\n• you hold a kan of it, or have a wei of it on the table: it becomes a ti automatically.\n• you hold a pair of it: a wei is made automatically (three face down), or a stinky wei (臭偎, one face up) if you earlier turned down a peng of that card.\n• otherwise it is shown and offered (next section).\nIf a ti or wei completes your hand, you may win."),
      C("d5k d5k d5k > !d5", "手里有坎伍，翻到第四张伍 → 自动提", "手裡有坎伍，翻到第四張伍 → 自動提", "Holding a kan of big 5s and drawing the fourth → ti"),
      C("x9 x9 > !x9", "手里有一对九，翻到第三张 → 自动偎（对手看不到是什么牌）", "手裡有一對九，翻到第三張 → 自動偎（對手看不到是什麼牌）",
        "A pair of small 9s and the third drawn → wei (opponents do not see which card)")),
    S("claims", tx("谁能要这张牌", "誰能要這張牌", "Who may take the card"),
      P("一张翻出或打出的牌，按这个先后处理，被谁用掉就停：\n• 胡：翻出的牌先问翻牌的人；他不胡，另外两家都可以胡（一炮多响）。打出的牌，打牌的人自己不能胡。\n• 跑（强制）：谁手里有它的坎，或桌上有它的偎，就必须跑；桌上有它的碰，只有翻出的牌才会变跑，打出的不会。\n• 碰（可选）：手里有一对它的人。\n• 吃（可选）：翻出的牌先翻牌的人、再下家；打出的牌只有下家。\n没人要，它就进翻牌人或打牌人的弃牌，下家翻牌。吃、碰、跑之后，轮到拿牌的人，按需要打一张。",
        "一張翻出或打出的牌，按這個先後處理，被誰用掉就停：\n• 胡：翻出的牌先問翻牌的人；他不胡，另外兩家都可以胡（一炮多響）。打出的牌，打牌的人自己不能胡。\n• 跑（強制）：誰手裡有它的坎，或桌上有它的偎，就必須跑；桌上有它的碰，只有翻出的牌才會變跑，打出的不會。\n• 碰（可選）：手裡有一對它的人。\n• 吃（可選）：翻出的牌先翻牌的人、再下家；打出的牌只有下家。\n沒人要，它就進翻牌人或打牌人的棄牌，下家翻牌。吃、碰、跑之後，輪到拿牌的人，按需要打一張。",
        "A card turned up or discarded is settled in this order, and the first use takes it:\n• Win: a turned-up card is offered to its drawer first; if they do not win, both others may win together (一炮多响). Nobody wins on their own discard.\n• Pao (forced): whoever holds a kan of it, or has a wei of it on the table, must take it; a peng on the table becomes a pao only with a turned-up card, never with a discard.\n• Peng (optional): whoever holds a pair of it.\n• Chi (optional): a turned-up card to the drawer, then the next player; a discard only to the next player.\nIf nobody takes it, it joins the discards of whoever produced it and the next player draws. After a chi, peng or pao, play continues from that player, who discards if required."),
      N("同一张牌几个人都有选择时，本应用同时问大家，再按上面的先后结算；别人的回答在结算前看不到。", "同一張牌幾個人都有選擇時，本應用同時問大家，再按上面的先後結算；別人的回答在結算前看不到。",
        "When several players have a choice on one card, the app asks them all at once and settles by this order; nobody sees the others' answers before that.")),
    S("chi", tx("吃和比", "吃和比", "Chi and bi"),
      P("吃可以组成：同一种字的顺子（一二三到八九十，新牌不行）、二七十（同一种字），或者绞（这张牌和同一个数的另一种字，如五五伍、五伍伍；新牌也行）。另外两张必须是你手里的散牌，不能用坎里的牌，也不能用王霸。",
        "吃可以組成：同一種字的順子（一二三到八九十，新牌不行）、二七十（同一種字），或者絞（這張牌和同一個數的另一種字，如五五伍、五伍伍；新牌也行）。另外兩張必須是你手裡的散牌，不能用坎裡的牌，也不能用王霸。",
        "A chi makes a sequence in one script (1-2-3 up to 8-9-10, never with new cards), a 2-7-10 in one script, or a jiao (the card with the same rank in the other script, like 5 5 big-5 or 5 big-5 big-5; new cards too). The two other cards come from your free cards, never from a kan, never a wild."),
      P("比：吃了以后，你手里要是还有和这张一模一样的牌，每一张都得跟着另组一组含它的牌一起摆出来（下比）；凑不出来就不能这样吃。",
        "比：吃了以後，你手裡要是還有和這張一模一樣的牌，每一張都得跟著另組一組含它的牌一起擺出來（下比）；湊不出來就不能這樣吃。",
        "Bi (比): if after the chi you still hold a card exactly like the one taken, each such card must be laid down too, in another group containing it; if that is impossible, you may not chi that way."),
      E(tx("四种吃法", "四種吃法", "Four ways to chi"),
        C("x1 x2 x3 x4 x7 x10 > !x2", "手里有一、二、三、四、七、十；上家打出二。手里那张二也得摆下去", "手裡有一、二、三、四、七、十；上家打出二。手裡那張二也得擺下去",
          "You hold 1 2 3 4 7 10; the previous player discards a 2. Your own 2 must go down too"),
        C("x1 !x2 x3 | x2 x7 x10", "一二三，比二七十；或者二三四，比二七十", "一二三，比二七十；或者二三四，比二七十", "1-2-3 with bi 2-7-10, or 2-3-4 with bi 2-7-10"),
        C("!x2 x7 x10 | x1 x2 x3", "二七十，比一二三；或者二七十，比二三四", "二七十，比一二三；或者二七十，比二三四", "2-7-10 with bi 1-2-3, or 2-7-10 with bi 2-3-4"),
        P("要是手里只有二三四八，上家打二：吃了二三四以后，手里的二组不成别的组，所以不能吃。", "要是手裡只有二三四八，上家打二：吃了二三四以後，手裡的二組不成別的組，所以不能吃。",
          "Holding only 2 3 4 8, the same discard cannot be taken: after 2-3-4 your own 2 has no group to go into."))),
    S("discard", tx("打牌和限制", "打牌和限制", "Discards and restrictions"),
      P("你可以拿20张牌（手里加桌上），每多一组提或跑（第一组不算）可以多拿一张；吃、碰、偎、跑、提或收下王霸后超过了，就要打出一张。所以第一次提或跑以后要打牌，第二次以后就不用。庄家起手21张，要打一张。",
        "你可以拿20張牌（手裡加桌上），每多一組提或跑（第一組不算）可以多拿一張；吃、碰、偎、跑、提或收下王霸後超過了，就要打出一張。所以第一次提或跑以後要打牌，第二次以後就不用。莊家起手21張，要打一張。",
        "You may hold 20 cards (hand and table together), plus one for every ti or pao beyond your first; whenever a chi, peng, wei, pao, ti or a kept wild takes you over that, you discard one. So your first ti or pao is followed by a discard, later ones are not. The dealer starts with 21 and discards."),
      P("限制：\n• 坎里的牌和王霸不能打。\n• 过张：放弃吃某种牌后，这局就不能再吃这种牌（碰、胡照样可以）。\n• 过碰：放弃碰某种牌后，这局不能再碰它；以后自己摸齐成了臭偎。\n• 臭牌：自己打出过的牌，这局不能再吃或碰。\n• 死手：该打牌时手里只剩坎和王霸，这局就不能再胡、吃、碰了。会让你变死手的吃和碰，本来就不让你选。",
        "限制：\n• 坎裡的牌和王霸不能打。\n• 過張：放棄吃某種牌後，這局就不能再吃這種牌（碰、胡照樣可以）。\n• 過碰：放棄碰某種牌後，這局不能再碰它；以後自己摸齊成了臭偎。\n• 臭牌：自己打出過的牌，這局不能再吃或碰。\n• 死手：該打牌時手裡只剩坎和王霸，這局就不能再胡、吃、碰了。會讓你變死手的吃和碰，本來就不讓你選。",
        "Restrictions:\n• Kan cards and wilds are never discarded.\n• Passed chi (过张): after turning down a chi of a card you may not chi that card again this hand (peng and wins still allowed).\n• Passed peng (过碰): after turning down a peng you may not peng that card again; drawing the third later makes a stinky wei.\n• Your own discards (臭牌): you may not chi or peng a card you have discarded this hand.\n• Dead hand (死手): if you must discard but hold only kan cards and wilds, you can no longer win or claim this hand. A chi or peng that would do this is never offered."),
      N("墩摸完以后，打出的牌只能拿来胡，不能再跑、碰、吃；没人胡这局就结束。", "墩摸完以後，打出的牌只能拿來胡，不能再跑、碰、吃；沒人胡這局就結束。",
        "Once the pile is empty, a discard can only be won on, not claimed; if nobody wins, the hand is over.")),
    S("win", tx("胡牌的条件", "胡牌的條件", "When you can win"),
      P("胡牌：加上这张牌，你的牌正好组成七组，桌上的每组、手里的每个坎都各算一组，而且：有提或跑时正好一对将，没有时不要将；七组胡息合计至少15。",
        "胡牌：加上這張牌，你的牌正好組成七組，桌上的每組、手裡的每個坎都各算一組，而且：有提或跑時正好一對將，沒有時不要將；七組胡息合計至少15。",
        "You win when, with the card, your cards make exactly seven groups (each table group and each kan counting as one), with exactly one pair if you have a ti or pao and none otherwise, and at least 15 hu-xi in all."),
      P("胡的这张牌和手里一对凑成三张时：别人的牌算碰（胡息少），自己摸的算偎（胡息多）。能放进好几种组时，自动选得分最高的排法。",
        "胡的這張牌和手裡一對湊成三張時：別人的牌算碰（胡息少），自己摸的算偎（胡息多）。能放進好幾種組時，自動選得分最高的排法。",
        "If the winning card completes a pair in your hand, it counts as a peng when it came from someone else (fewer hu-xi) and as a wei when you drew it (more). Where the card fits several groups, the best-scoring arrangement is chosen for you."),
      E(tx("同一手牌，摸到胡、别人打的不胡", "同一手牌，摸到胡、別人打的不胡", "Win on your own draw, not on a discard"),
        C("d10k d10k d10k | d2 d2 | x1 x2 x3 | x4 x5 x6 | x7 x8 x9 | d4 d5 d6 | d7 d8 d9",
          "坎拾、一对贰、五组顺子：差一张贰", "坎拾、一對貳、五組順子：差一張貳", "A kan of big 10s, a pair of big 2s, five sequences: one big 2 short"),
        P("别人打出贰：三张贰算碰（3胡息），总共12，不到15，不能胡。", "別人打出貳：三張貳算碰（3胡息），總共12，不到15，不能胡。",
          "A big 2 discarded by someone: the three 2s count as a peng (3), 12 hu-xi in all: no win."),
        P("自己摸到贰：先自动偎（6胡息），总共15，可以胡，还是自摸。", "自己摸到貳：先自動偎（6胡息），總共15，可以胡，還是自摸。",
          "Drawing the big 2 yourself: it becomes a wei (6), 15 hu-xi: a win, and a self-draw."))),
    S("wild", tx("王霸", "王霸", "The wild 王霸"),
      P("王霸只在胡牌时才变成别的牌，一张当一张，能当任何牌；它不能打出，也不能拿来吃、碰、比或组成桌上的牌组。同一种牌加上当它用的王霸，最多4张（你手里和桌上的一起数）。",
        "王霸只在胡牌時才變成別的牌，一張當一張，能當任何牌；它不能打出，也不能拿來吃、碰、比或組成桌上的牌組。同一種牌加上當它用的王霸，最多4張（你手裡和桌上的一起數）。",
        "A 王霸 becomes another card only when you win, any card you like; it is never discarded and never used for chi, peng, bi or a table group. A kind may not exceed four copies, counting your cards in hand and on the table together with the wilds standing for it."),
      P("发到手里的王霸别人看不见；从墩上翻到的王霸要亮出来，只有你能用它胡。用了王霸就没有素胡。",
        "發到手裡的王霸別人看不見；從墩上翻到的王霸要亮出來，只有你能用它胡。用了王霸就沒有素胡。",
        "Wilds you were dealt stay hidden; a wild turned up from the pile is shown, and only you may win with it. Holding a wild costs you No Wild (素胡)."),
      E(tx("一张王霸当将（耍猴）", "一張王霸當將（耍猴）", "A lone wild as the pair"),
        C("d10 d10 d10 d10 | x7 x7 x7 | d4 d4 d4 | x1 x2 x3 | x4 x5 x6 | d6 d7 d8 | * !x9",
          "桌上：提拾12、碰七1、偎肆6、一二三3；手里只剩一张王霸。来什么牌都能胡", "桌上：提拾12、碰七1、偎肆6、一二三3；手裡只剩一張王霸。來什麼牌都能胡",
          "On the table: ti of big 10s 12, peng of 7s 1, wei of big 4s 6, 1-2-3 3; in hand only a wild. Any card wins"),
        P("别人打出九：王霸当九成将。胡息22，3囤；名堂耍猴8 × 点石成金16 × 金玉满堂6 = 768；得分 3 × 768 = 2304。", "別人打出九：王霸當九成將。胡息22，3囤；名堂耍猴8 × 點石成金16 × 金玉滿堂6 = 768；得分 3 × 768 = 2304。",
          "A 9 is discarded: the wild pairs it. 22 hu-xi, 3 tun; fans Monkey Single Wait 8 × Stone to Gold 16 × Gold and Jade 6 = 768; score 3 × 768 = 2,304."))),
    S("score", tx("算分", "算分", "Scoring a win"),
      P("• 囤 =（胡息 − 12）÷ 3，去掉余数：15到17胡息1囤，18胡息2囤……；自摸再加1囤（天胡也算自摸）。\n• 名堂：所有符合的名堂的番数相乘；一个都没有就是1。\n• 聚宝盆：赢家自己的倍数。\n• 得分 = 囤 × 名堂 × 聚宝盆，最多10万（封顶）。另外两家各付这么多。",
        "• 囤 =（胡息 − 12）÷ 3，去掉餘數：15到17胡息1囤，18胡息2囤……；自摸再加1囤（天胡也算自摸）。\n• 名堂：所有符合的名堂的番數相乘；一個都沒有就是1。\n• 聚寶盆：贏家自己的倍數。\n• 得分 = 囤 × 名堂 × 聚寶盆，最多10萬（封頂）。另外兩家各付這麼多。",
        "• Tun = (hu-xi − 12) ÷ 3, rounded down: 15 to 17 hu-xi make 1 tun, 18 make 2 …; a self-draw adds 1 (a dealt win counts as one).\n• Fans: the fans of every pattern that holds, multiplied; 1 if none.\n• Treasure bowl: the winner's own multiplier.\n• Score = tun × fans × bowl, capped at 100,000. Each of the other two pays it."),
      E(tx("自摸胡一手", "自摸胡一手", "A self-drawn win"),
        C("d10k d10k d10k | x1 x2 x3 | d1 d2 d3 | x4 x5 x6 | x7 x8 x9 | d4 d5 d6 | d7 d8 !d9",
          "坎拾6 + 一二三3 + 壹贰叁6 = 15胡息；摸到玖", "坎拾6 + 一二三3 + 壹貳參6 = 15胡息；摸到玖", "Kan of big 10s 6 + 1-2-3 3 + big 1-2-3 6 = 15 hu-xi; the big 9 drawn"),
        P("1囤 + 自摸1囤 = 2囤。名堂：四七红2（7张红字）× 点石成金16（没有新牌）× 素胡6 × 金玉满堂6（一到十都有）= 1152。得分 2 × 1152 = 2304；聚宝盆亮了一整行（×8）就是 18432。",
          "1囤 + 自摸1囤 = 2囤。名堂：四七紅2（7張紅字）× 點石成金16（沒有新牌）× 素胡6 × 金玉滿堂6（一到十都有）= 1152。得分 2 × 1152 = 2304；聚寶盆亮了一整行（×8）就是 18432。",
          "1 tun + 1 for the self-draw = 2. Fans: Four or Seven Red 2 (7 red cards) × Stone to Gold 16 (no new card) × No Wild 6 × Gold and Jade 6 (every rank 1 to 10) = 1,152. Score 2 × 1,152 = 2,304; with a lit row in the bowl (×8), 18,432.")),
      N("模式「温和计分」：名堂相加而不是相乘，诗句名堂只算一个，封顶1万。选项里还可以改封顶、底分和付分方式（放炮者包赔：别人打出的牌胡了，只由打牌的人付双倍）。",
        "模式「溫和計分」：名堂相加而不是相乘，詩句名堂只算一個，封頂1萬。選項裡還可以改封頂、底分和付分方式（放炮者包賠：別人打出的牌胡了，只由打牌的人付雙倍）。",
        "Tame scoring mode: fans are added instead of multiplied, only one poem fan counts, and the cap is 10,000. Options also set the cap, the base stake and who pays (discarder pays double: on a discard win only the discarder pays, twice).")),
    S("fans", tx("名堂一览", "名堂一覽", "All the fans (名堂)"),
      P("名堂看的是胡牌时七组里所有的牌（桌上的也算）。数字是番数。\n新牌名堂（满贯已算的话，下面几种就不再算）：", "名堂看的是胡牌時七組裡所有的牌（桌上的也算）。數字是番數。\n新牌名堂（滿貫已算的話，下面幾種就不再算）：",
        "Fans look at every card of the seven groups, table groups included. The number is the fan.\nNew-card fans (a slam replaces the smaller ones):"),
      _fans(1, 8),
      P("诗句名堂（每种32，同时有几种就全都相乘；不分大小字，写明两种字的除外）：", "詩句名堂（每種32，同時有幾種就全都相乘；不分大小字，寫明兩種字的除外）：",
        "Poem fans (32 each, and several multiply together; either script counts unless both are named):"),
      _fans(9, 18),
      P("其他名堂：", "其他名堂：", "Other fans:"),
      _fans(19, 33),
      _fans(34, 47),
      N("自摸不是名堂，是加1囤。选项「诗句名堂叠加」关掉后只算一个诗句名堂。", "自摸不是名堂，是加1囤。選項「詩句名堂疊加」關掉後只算一個詩句名堂。",
        "A self-draw is not a fan: it adds one tun. With Poem fans stack off, only one poem fan counts.")),
    S("bowl", tx("聚宝盆", "聚寶盆", "The treasure bowl (聚宝盆)"),
      P("每人一个3×3的盆，每局开始都是空的。你每次从墩上摸到新牌或王霸，盆里就随机亮一格（先亮后算，这张牌就胡也已经算上）。发到手里的、亮张、吃碰来的都不算。",
        "每人一個3×3的盆，每局開始都是空的。你每次從墩上摸到新牌或王霸，盆裡就隨機亮一格（先亮後算，這張牌就胡也已經算上）。發到手裡的、亮張、吃碰來的都不算。",
        "Everyone has a 3×3 bowl, empty at the start of each hand. Each time you draw a new card or a wild from the pile, one random cell lights (before the card is settled, so a win on it already counts it). Dealt cards, the shown card and claimed cards do not light cells."),
      P("倍数看亮格成的最好形状：\n• 一格也没亮 ×1；有亮格但不成形 ×2\n• 一行、一列或一条斜线 ×8\n• 四个角 ×12\n• 十字、X、L、T ×16\n• 两行或两列 ×20\n• U形（三边）×24\n• 外圈全亮、中间不亮 ×30\n• 九格全亮 ×36",
        "倍數看亮格成的最好形狀：\n• 一格也沒亮 ×1；有亮格但不成形 ×2\n• 一行、一列或一條斜線 ×8\n• 四個角 ×12\n• 十字、X、L、T ×16\n• 兩行或兩列 ×20\n• U形（三邊）×24\n• 外圈全亮、中間不亮 ×30\n• 九格全亮 ×36",
        "The multiplier comes from the best shape the lit cells make:\n• nothing lit ×1; lit cells without a shape ×2\n• a row, a column or a diagonal ×8\n• the four corners ×12\n• a cross, an X, an L or a T ×16\n• two rows or two columns ×20\n• a U (three sides) ×24\n• the whole rim with the centre dark ×30\n• all nine ×36"),
      N("选项：可以关掉聚宝盆，或改成自己选亮哪一格。", "選項：可以關掉聚寶盆，或改成自己選亮哪一格。", "Options: switch the bowl off, or choose the cell yourself.")),
    S("after", tx("胡了以后：血流、一炮多响、决胜时刻", "胡了以後：血流、一炮多響、決勝時刻", "After a win"),
      P("胡了以后这局接着打（血流）：你的牌恢复到这张牌来之前的样子，亮开、锁住；你不再打牌、吃碰，但只要有牌能让你胡（至少15胡息），就自动再胡一次。起手叫只算第一次胡。",
        "胡了以後這局接著打（血流）：你的牌恢復到這張牌來之前的樣子，亮開、鎖住；你不再打牌、吃碰，但只要有牌能讓你胡（至少15胡息），就自動再胡一次。起手叫只算第一次胡。",
        "After a win the hand goes on (blood flow): your cards go back to how they were before the winning card, shown and locked; you no longer discard or claim, but whenever a card would let you win again (at least 15 hu-xi), you win automatically. Ready from the Deal counts only for your first win."),
      P("一炮多响：一张打出的牌，或别人翻出而他自己没胡的牌，另外两家都能胡，就一起胡，各自算分。自摸胡以后由下家接着翻牌；胡别人的牌以后，由最后一个胡的人的下家翻牌。",
        "一炮多響：一張打出的牌，或別人翻出而他自己沒胡的牌，另外兩家都能胡，就一起胡，各自算分。自摸胡以後由下家接著翻牌；胡別人的牌以後，由最後一個胡的人的下家翻牌。",
        "Several winners on one card (一炮多响): when both other players can win on a discard, or on a card its drawer did not win with, both win and are scored separately. After a self-drawn win the next player draws; after a win on someone else's card, the player after the last winner draws."),
      P("决胜时刻：三家都胡过以后，每回合一次翻三张，一张一张处理，全部自动，直到墩摸完。一局里没人胡就是荒庄，谁也不付。",
        "決勝時刻：三家都胡過以後，每回合一次翻三張，一張一張處理，全部自動，直到墩摸完。一局裡沒人胡就是荒莊，誰也不付。",
        "The decisive moment (决胜时刻): once all three have won, each turn turns up three cards, settled one by one, all automatic, until the pile is empty. A hand in which nobody wins (荒庄) costs nobody anything."),
      N("模式「胡一次即结束」：第一次胡牌这局就结束，没有决胜时刻。", "模式「胡一次即結束」：第一次胡牌這局就結束，沒有決勝時刻。",
        "One win ends the hand mode: the first win ends the hand; there is no decisive moment.")),
    S("match", tx("一场和模式", "一場和模式", "A match, modes and options"),
      P("一场默认打8局，每局的得分累加。模式：标准（疯狂碰胡，本说明讲的）、胡一次即结束、温和计分。开始画面的「选项」里，每一项写明它改什么：起胡胡息、囤怎么算、一炮多响、聚宝盆、封顶、底分、局数等。",
        "一場預設打8局，每局的得分累加。模式：標準（瘋狂碰胡，本說明講的）、胡一次即結束、溫和計分。開始畫面的「選項」裡，每一項寫明它改什麼：起胡胡息、囤怎麼算、一炮多響、聚寶盆、封頂、底分、局數等。",
        "A match is 8 hands by default, and scores add up. Modes: Standard (Crazy Peng-Hu, described here), One win ends the hand, and Tame scoring. Under Options on the start screen each entry names what it changes: hu-xi needed, the tun formula, several winners, the bowl, the cap, the base stake, the number of hands and more.")),
    S("words", tx("术语", "術語", "Words at the table"),
      P("• 门子：一组牌；七方门子：胡牌要的七组。胡息：每组的分。囤：胡息换算的单位。名堂：特殊牌型，有番数。\n• 坎：手里锁住的三张。提：自己的四张。偎：自己摸齐扣着的三张；臭偎：放弃过碰后摸齐的。跑：别人的牌凑成的四张。碰：拿别人的牌凑三张。吃：拿牌组成顺子、二七十或绞。比：吃时手里同样的牌也要摆下。绞：大小搭。将：对子。\n• 墩：牌堆。亮张：庄家亮出的第21张。自摸：胡自己翻的牌。天胡：庄家起手就胡。海底胡：墩摸完时胡。荒庄：没人胡。死手：只剩不能打的牌。过张、过碰、臭牌：这局不能再吃或碰的牌。\n• 王霸：万能牌。聚宝盆：九宫格倍数。血流：胡了接着打。一炮多响：几人同胡一张。决胜时刻：都胡过后一次翻三张。封顶：每次胡牌得分的上限。",
        "• 門子：一組牌；七方門子：胡牌要的七組。胡息：每組的分。囤：胡息換算的單位。名堂：特殊牌型，有番數。\n• 坎：手裡鎖住的三張。提：自己的四張。偎：自己摸齊扣著的三張；臭偎：放棄過碰後摸齊的。跑：別人的牌湊成的四張。碰：拿別人的牌湊三張。吃：拿牌組成順子、二七十或絞。比：吃時手裡同樣的牌也要擺下。絞：大小搭。將：對子。\n• 墩：牌堆。亮張：莊家亮出的第21張。自摸：胡自己翻的牌。天胡：莊家起手就胡。海底胡：墩摸完時胡。荒莊：沒人胡。死手：只剩不能打的牌。過張、過碰、臭牌：這局不能再吃或碰的牌。\n• 王霸：萬能牌。聚寶盆：九宮格倍數。血流：胡了接著打。一炮多響：幾人同胡一張。決勝時刻：都胡過後一次翻三張。封頂：每次胡牌得分的上限。",
        "• 门子 group; 七方门子 the seven groups of a win; 胡息 hu-xi, the points of groups; 囤 tun, the unit hu-xi turn into; 名堂 fan, a special pattern.\n• 坎 kan, three locked in the hand; 提 ti, four of your own; 偎 wei, three you drew, face down; 臭偎 stinky wei, made after refusing a peng; 跑 pao, four completed by someone else's card; 碰 peng, three with someone else's card; 吃 chi, taking a card into a sequence, 2-7-10 or jiao; 比 bi, laying down your matching cards with a chi; 绞 jiao, a big-and-small mix; 将 the pair.\n• 墩 the pile; 亮张 the dealer's shown card; 自摸 self-draw; 天胡 dealt win; 海底胡 win after the pile ran out; 荒庄 no winner; 死手 dead hand; 过张, 过碰, 臭牌 cards you may no longer chi or peng this hand.\n• 王霸 the wild; 聚宝盆 the treasure bowl; 血流 playing on after wins; 一炮多响 several winners on one card; 决胜时刻 the decisive moment, three cards a turn; 封顶 the cap on one win.")),
]

GUIDE = Guide("paohuzi", tx("跑胡子", "跑胡子", "Paohuzi"), QUICK, FULL, Deck(face, valid, 1.9, 40.0))
