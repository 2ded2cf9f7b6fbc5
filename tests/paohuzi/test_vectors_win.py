"""paohuzi.md §12 B, C, E, F, H: hu-xi, 吃/比, wins and scoring, the bowl, v1.1 clarifications."""

from __future__ import annotations

import pytest

from pygame_core.games.paohuzi.cards import parse_cards
from pygame_core.games.paohuzi.claims import chi_options
from pygame_core.games.paohuzi.scoring import bowl_multiplier, tun_of
from pygame_core.games.paohuzi.winning import group_huxi

from .helpers import fans, groups_text, meld, win

STD = {"tun_offset": 12, "tun_step": 3, "zimo_bonus_tun": 1}


def test_tv06_group_huxi() -> None:
    cases = {"PENG x3": 1, "PENG d3": 3, "KAN xB": 3, "WEI dB": 6, "CHOU_WEI x7": 3, "PAO dW": 9,
             "TI xY": 9, "TI d10": 12, "CHI x1x2x3": 3, "CHI d1d2d3": 6, "CHI x2x7x10": 3,
             "CHI d2d7d10": 6, "CHI x4x5x6": 0, "CHI x5x5d5": 0, "CHI xBdBdB": 0}
    for text, v in cases.items():
        assert group_huxi(meld(text)) == v, text
    assert group_huxi((9, 3, 3)) == 0  # PAIR


def test_tv07_tun() -> None:
    for hx, t in ((15, 1), (17, 1), (18, 2), (22, 3), (30, 6), (42, 10)):
        assert tun_of(hx, False, STD) == t
        assert tun_of(hx, True, STD) == t + 1


def _chis(free: str, card: str) -> list[list[str]]:
    from pygame_core.games.paohuzi.cards import CODES
    out = []
    for pat, bi in chi_options(parse_cards(free.replace(" ", "")), parse_cards(card)[0]):
        out.append(["".join(CODES[k] for k in pat[1:])] + ["".join(CODES[k] for k in g[1:]) for g in bi])
    return sorted(out)


def test_tv08_four_options() -> None:
    assert _chis("x1 x3 x4 x2 x7 x10 d5 d6 d9", "x2") == sorted([
        ["x1x2x3", "x2x7x10"], ["x2x3x4", "x2x7x10"], ["x2x7x10", "x1x2x3"], ["x2x7x10", "x2x3x4"]])


def test_tv09_bi_impossible() -> None:
    assert _chis("x2 x3 x4 x8", "x2") == []


def test_tv10_jiao_chi() -> None:
    assert _chis("x5 d5 x9", "x5") == [["x5x5d5"]]


def test_tv11_new_cards() -> None:
    assert _chis("dB dB x3", "xB") == [["xBdBdB"]]
    assert _chis("xB xQ xW", "xY") == []


def test_tv12_pair_of_claimed_kind() -> None:
    assert _chis("x2 x2 x7 x10 x1 x3 d2", "x2") == sorted([
        ["x1x2x3", "x2x2d2"], ["x2x2d2", "x1x2x3"], ["x2x2d2", "x2x7x10"], ["x2x7x10", "x2x2d2"]])


TV29 = dict(kans="d10", free="x1 x2 x3 d1 d2 d3 x4 x5 x6 x7 x8 x9 d4 d5 d6 d7 d8", card="d9")


def test_tv29_basic_self_draw() -> None:
    s, _ = win(src="own", **TV29)
    assert s is not None and s.huxi == 15 and s.tun == 2 and s.score == 2304
    assert fans(s) == {"si_qi_hong": 2, "dian_shi_cheng_jin": 16, "su_hu": 6, "jin_yu_man_tang": 6}
    assert sorted(groups_text(s)) == sorted(["KAN d10d10d10", "SEQ x1x2x3", "SEQ d1d2d3", "SEQ x4x5x6",
                                             "SEQ x7x8x9", "SEQ d4d5d6", "SEQ d7d8d9"])


def test_tv30_discard() -> None:
    s, _ = win(src="discard", **TV29)
    assert s is not None and s.huxi == 15 and s.tun == 1 and s.fan_value == 1152 and s.score == 1152


def test_tv31_not_enough_huxi() -> None:
    s, mx = win(src="own", **{**TV29, "kans": "x10"})
    assert s is None and mx == 12


TV32 = dict(kans="d10", free="d2 d2 x1 x2 x3 x4 x5 x6 x7 x8 x9 d4 d5 d6 d7 d8 d9", card="d2")


def test_tv32_discarded_third_card_is_peng() -> None:
    s, mx = win(src="discard", **TV32)
    assert s is None and mx == 12
    s, _ = win(src="own", **TV32)
    assert s is not None and s.huxi == 15 and s.tun == 2 and s.fan_value == 576 and s.score == 1152
    assert fans(s) == {"dian_shi_cheng_jin": 16, "su_hu": 6, "jin_yu_man_tang": 6}


def test_tv33_event_fans() -> None:
    s, _ = win(src="discard", pile_empty=True, **TV29)
    assert s is not None and s.fan_value == 6912 and s.tun == 1 and s.score == 6912
    s, _ = win(src="own", first_pile=True, **TV29)
    assert s is not None and s.fan_value == 6912 and s.tun == 2 and s.score == 13824
    s, _ = win(src="other", first_pile=True, **TV29)
    assert s is not None and s.tun == 1 and s.score == 6912
    s, _ = win(src="discard", first_win=True, untouched=True, **TV29)
    assert s is not None and s.fan_value == 2304 and s.score == 2304


SIX = "TI d10, PENG x7, WEI d4, CHI x1x2x3, CHI x4x5x6, CHI d6d7d8"


def test_tv34_lone_wild_pair() -> None:
    s, _ = win(melds=SIX, free="*", card="x9", src="discard")
    assert s is not None and s.huxi == 22 and s.tun == 3 and s.score == 2304
    assert fans(s) == {"shua_hou": 8, "dian_shi_cheng_jin": 16, "jin_yu_man_tang": 6}
    assert "PAIR x9x9" in groups_text(s)


def test_tv35_lone_wild_new_card() -> None:
    s, _ = win(melds=SIX, free="*", card="dB", src="own")
    assert s is not None and s.huxi == 22 and s.tun == 4 and s.fan_value == 1024 and s.score == 4096
    assert fans(s) == {"bai_bao_xiang": 4, "er_ba_jia_ren": 32, "shua_hou": 8}
    assert s.score * bowl_multiplier(0x001) == 8192


def test_tv36_wild_completes_kan() -> None:
    s, _ = win(melds="CHI x1x2x3, WEI d10", free="d9 d9 * x4 x5 x6 d4 d5 d6 x7 x8 x6 x6 d6", card="x9")
    assert s is not None and s.huxi == 15 and s.tun == 1 and s.score == 96
    assert fans(s) == {"dian_shi_cheng_jin": 16, "jin_yu_man_tang": 6}
    assert "KAN d9d9d9" in groups_text(s)
    s, _ = win(melds="CHI x1x2x3, WEI d10", free="d9 d9 d8 x4 x5 x6 d4 d5 d6 x7 x8 x6 x6 d6", card="x9")
    assert s is None


def test_tv38_small_slam() -> None:
    s, _ = win(melds="PENG dB, WEI xW", kans="xB dQ", free="x7 x8 x9 d6 d7 d8 x10 x10", card="x10")
    assert s is not None and s.huxi == 16 and s.tun == 1 and s.score == 3456
    assert fans(s) == {"xiao_man_guan": 18, "bai_cai_ju_lai": 8, "san_an_ke": 4, "su_hu": 6}


def test_tv39_single_new_kind() -> None:
    s, _ = win(melds="PENG dB", kans="d1 d10", free="x4 x5 x6 d4 d5 d6 x7 x8 x9 x3 x3", card="x3")
    assert s is not None and s.huxi == 16 and s.score == 48
    assert fans(s) == {"bai_bao_xiang": 4, "si_qi_hong": 2, "su_hu": 6}


def test_tv40_full_slam_and_poems() -> None:
    kw = dict(melds="PENG dW, WEI dY", kans="dB dQ", free="x1 x2 x3 x4 x5 x6 x7 x8", card="x9")
    s, _ = win(**kw)
    assert s is not None and s.huxi == 24 and s.tun == 4
    assert s.fan_value == 2_638_827_906_662_400 and s.score == 10_555_311_626_649_600
    s, _ = win(opts={"poem_combos_stack": False}, **kw)
    assert s is not None and s.fan_value == 76_800 and s.score == 307_200


def test_tv41_grand_slam() -> None:
    s, _ = win(melds="PENG xW, WEI dY", kans="dB dQ d1", free="x4 x5 x6 d4 d5", card="d6")
    assert s is not None and s.huxi == 25 and s.tun == 4
    assert fans(s) == {"da_man_guan": 36, "yi_zhi_qian_jin": 32, "si_ji_chang_chun": 32,
                       "wu_gu_feng_deng": 32, "liu_liu_da_shun": 32, "san_an_ke": 5, "su_hu": 6, "wu_hu": 6}
    assert s.fan_value == 6_794_772_480 and s.score == 27_179_089_920


def test_tv42_all_triplets() -> None:
    s, _ = win(melds="WEI x5, PENG d1, PENG d8", kans="x3 x4 d9", free="x6 x6", card="x6")
    assert s is not None and s.huxi == 22 and s.tun == 3 and s.fan_value == 829_440 and s.score == 2_488_320
    assert fans(s) == {"wu_hu": 6, "dui_dui_hu": 6, "hang_hang_xi": 6, "jie_jie_gao": 8, "san_an_ke": 5,
                       "su_hu": 6, "dian_shi_cheng_jin": 16}


def test_tv43_one_plaque() -> None:
    s, _ = win(melds="CHI d2d7d10, WEI d9", kans="d1", free="x3 x4 x5 d3 d4 d5 x6 x6 d6 x8 d8", card="d8",
               src="own")
    assert s is not None and s.huxi == 18 and s.tun == 3 and s.fan_value == 2304 and s.score == 6912
    assert fans(s) == {"yi_kuai_bian": 4, "dian_shi_cheng_jin": 16, "su_hu": 6, "jin_yu_man_tang": 6}


def test_tv44_true_single_red() -> None:
    s, _ = win(kans="d9 d8", free="x1 x2 x3 x3 x4 x5 x4 x5 x6 d4 d5 d6 x9 x9", card="x9")
    assert s is not None and s.huxi == 16 and s.score == 3072
    assert fans(s) == {"zhen_dian_hu": 8, "xiao_tuan_yuan": 4, "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv45_single_red() -> None:
    s, _ = win(kans="d9 d8 d1", free="x3 x4 x5 x5 x6 x7 d4 d5 d6 x9 x9", card="x9")
    assert s is not None and s.huxi == 19 and s.tun == 2 and s.score == 12288
    assert fans(s) == {"dian_hu": 4, "xiao_tuan_yuan": 4, "san_an_ke": 4, "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv46_red_win() -> None:
    s, _ = win(melds="CHI d2d7d10, PENG x7", kans="x10 d1", free="x1 x2 x3 x4 x5 x6 x8 x9", card="x7")
    assert s is not None and s.huxi == 19 and s.tun == 2 and s.score == 6912
    assert fans(s) == {"hong_hu": 6, "dian_shi_cheng_jin": 16, "su_hu": 6, "jin_yu_man_tang": 6}


def test_tv47_red_sparrow() -> None:
    s, _ = win(melds="CHI d2d7d10, PENG x7", kans="x10 d2", free="x2 x7 x10 x1 x2 x3 x4 x5", card="x6")
    assert s is not None and s.huxi == 22 and s.tun == 3 and s.fan_value == 1056 and s.score == 3168
    assert fans(s)["hong_que_bao_xi"] == 11


def test_tv48_big_script() -> None:
    s, _ = win(melds="WEI d3, PENG d9", kans="d1 dB", free="d4 d5 d6 d6 d7 d8 x1 x1", card="x1")
    assert s is not None and s.huxi == 22 and s.tun == 3 and s.fan_value == 9216 and s.score == 27648
    assert fans(s) == {"da_zi_hu": 6, "dian_hu": 4, "bai_bao_xiang": 4, "san_an_ke": 4, "xiao_tuan_yuan": 4,
                       "su_hu": 6}


def test_tv49_small_script() -> None:
    s, _ = win(melds="WEI x9, WEI x7", kans="x10 xB", free="x1 x2 x3 x2 x3 x4 x4 x5", card="x6")
    assert s is not None and s.huxi == 15 and s.tun == 1 and s.score == 1560
    assert fans(s) == {"xiao_zi_hu": 13, "san_an_ke": 5, "bai_bao_xiang": 4, "su_hu": 6}


def test_tv50_twin_sequences() -> None:
    s, _ = win(melds="WEI d10", kans="d5", free="x4 x5 x6 x4 x5 x6 x7 x8 x9 x1 x1 d1 d3 d3", card="d3")
    assert s is not None and s.huxi == 15 and s.score == 1152
    assert fans(s) == {"yi_ban_gao": 6, "si_qi_hong": 2, "dian_shi_cheng_jin": 16, "su_hu": 6}
    s, _ = win(melds="WEI d10", kans="d5", free="x1 x2 x3 x1 x2 x3 x7 x8 x9 x4 x4 d4 d3 d3", card="d3")
    assert s is not None and s.huxi == 21 and s.tun == 3 and s.score == 2304
    assert fans(s) == {"shuang_xi_lin_men": 8, "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv51_four_quads() -> None:
    s, _ = win(melds="TI x5, TI d5, PAO x8, TI d3", free="x1 x2 x3 d6 d7 d8 x9", card="x9")
    assert s is not None and s.huxi == 42 and s.tun == 10 and s.fan_value == 147_456 and s.score == 1_474_560
    assert fans(s) == {"shi_er_jin_chai": 6, "san_an_ke": 4, "da_tuan_yuan": 8, "er_shi_si_qiao": 8,
                       "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv52_back_to_back() -> None:
    s, _ = win(melds="TI d10, CHI x1x2x3, CHI d1d2d3, PENG x9, CHI x6x7x8", free="x4 x4 d4 d4", card="x4")
    assert s is not None and s.huxi == 23 and s.tun == 3 and s.score == 4608
    assert fans(s) == {"bei_kao_bei": 8, "si_qi_hong": 2, "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv53_false_rows_monkey() -> None:
    s, _ = win(melds="TI x3, PENG d8, CHI d1d2d3, WEI x9, CHI x2x7x10", kans="d5", free="x6", card="x6")
    assert s is not None and s.huxi == 30 and s.tun == 6 and s.fan_value == 24_576 and s.score == 147_456
    assert fans(s) == {"jia_hang_hang": 4, "shua_hou": 8, "san_an_ke": 4, "si_qi_hong": 2,
                       "dian_shi_cheng_jin": 16, "su_hu": 6}


def test_tv54_red_everywhere() -> None:
    s, _ = win(melds="CHI x2x7x10, CHI d2d7d10", free="x1 x2 x3 d1 d2 d3 x5 x6 x7 d8 d9 d10 x10 x10",
               card="d10")
    assert s is not None and s.huxi == 18 and s.tun == 2 and s.score == 12288
    assert fans(s) == {"hong_yun_dang_tou": 8, "hong_que_bao_xi": 8, "dian_shi_cheng_jin": 16, "su_hu": 6}


TV55 = dict(melds="CHI d2d7d10, PENG x7", kans="d1", free="x1 x2 x3 x4 x5 x6 * * * x8 x8", card="x8")


def test_tv55_optimiser_picks_wild_identities() -> None:
    s, _ = win(**TV55)
    assert s is not None and s.huxi == 20 and s.tun == 2 and s.fan_value == 1536 and s.score == 3072
    assert fans(s) == {"jie_jie_gao": 8, "jin_yu_man_tang": 6, "si_qi_hong": 2, "dian_shi_cheng_jin": 16}
    assert "KAN x9x9x9" in groups_text(s) and s.identities == [8, 8, 8]


def test_tv56_six_wilds() -> None:
    s, _ = win(melds="PENG x7", kans="d1", free="x1 x2 x3 x4 x5 x6 * * * * * * x8 x8", card="x8")
    assert s is not None and s.huxi == 17 and s.tun == 1 and s.score == 1_310_720
    assert fans(s) == {"bai_bao_xiang": 4, "qian_li_ma": 4, "yi_zhi_qian_jin": 32, "er_ba_jia_ren": 32,
                       "si_qi_hong": 2, "san_an_ke": 4, "xiao_zi_hu": 10}
    assert sorted(groups_text(s)) == sorted(["PENG x7x7x7", "KAN d1d1d1", "SEQ x1x2x3", "SEQ x4x5x6",
                                             "PENG x8x8x8", "KAN xBxBxB", "KAN xQxQxQ"])
    assert min(s.score, 100_000) == 100_000


@pytest.mark.parametrize("mask,mult", [
    (0x000, 1), (0x010, 2), (0x00B, 2), (0x0A3, 2), (0x007, 8), (0x113, 8), (0x05C, 8), (0x145, 12),
    (0x155, 16), (0x0BA, 16), (0x1C9, 16), (0x04F, 16), (0x097, 16), (0x03F, 20), (0x16D, 20), (0x1ED, 24),
    (0x1EF, 30), (0x1FF, 36)])
def test_tv57_bowl_multiplier(mask: int, mult: int) -> None:
    assert bowl_multiplier(mask) == mult


def test_tv58_lighting_sequence() -> None:
    perm = [0, 7, 5, 2, 3, 6, 4, 1, 8]
    got, mask = [bowl_multiplier(0)], 0
    for c in perm:
        mask |= 1 << c
        got.append(bowl_multiplier(mask))
    assert got == [1, 2, 2, 2, 2, 2, 8, 16, 20, 36]


def test_tv59_final_multiplier() -> None:
    s, _ = win(src="own", **TV29)
    assert s is not None and s.score * bowl_multiplier(0x007) == 18_432


def test_tv64_four_copies_rule() -> None:
    kw = dict(melds="PAO d10, CHI x1x2x3, CHI x4x5x6, PENG x9", free="d2 d7 * d4 d5 d6 x8", card="x8")
    s, mx = win(**kw)
    assert s is None and mx == 13
    s, mx = win(opts={"wild_copy_limit": 5}, **kw)
    assert s is not None and s.huxi == 19
    s, mx = win(melds="PENG d10, CHI d1d2d3, CHI d2d3d4, CHI d6d7d8, CHI d7d8d9", free="d2 d2 d7 * *",
                card="d7")
    assert s is None and mx == 9


def test_tv65_tie_break_huxi() -> None:
    s, _ = win(melds="CHI d1d2d3, PENG d9, CHI x1x2x3, PENG x10, PENG x7", free="x4 x5 x6 x5 *", card="x5")
    assert s is not None and s.score == 16 and s.huxi == 17
    assert sorted(groups_text(s)) == sorted(["SEQ d1d2d3", "PENG d9d9d9", "SEQ x1x2x3", "PENG x10x10x10",
                                             "PENG x7x7x7", "SEQ x4x5x6", "KAN x5x5x5"])


def test_tv66_tie_break_encoding() -> None:
    s, _ = win(kans="d10", free="x1 x2 x3 d1 d2 d3 x4 x5 * x7 x8 x9 d4 d5 d6 d7 d8", card="d9")
    assert s is not None and s.huxi == 15 and s.tun == 1 and s.fan_value == 192 and s.score == 192
    assert "SEQ x3x4x5" in groups_text(s) and s.identities == [2]


def test_tv67_label_of_winning_triple() -> None:
    kw = dict(melds="CHI d1d2d3, PENG d9", kans="d7 x10", free="x5 * x1 x2 x3 x6 x7 x8", card="x5")
    s, _ = win(src="own", **kw)
    assert s is not None and s.huxi == 24 and s.tun == 5 and s.score == 320
    assert fans(s) == {"dian_shi_cheng_jin": 16, "san_an_ke": 4} and "WEI x5x5x5" in groups_text(s)
    s, _ = win(src="discard", **kw)
    assert s is not None and s.huxi == 22 and s.tun == 3 and s.score == 48 and fans(s) == {"dian_shi_cheng_jin": 16}


def test_tv68_ready_from_deal_with_forced_wei() -> None:
    s, _ = win(src="own", first_win=True, untouched=True, **TV32)
    assert s is not None and s.huxi == 15 and s.tun == 2 and s.fan_value == 1152 and s.score == 2304
    assert fans(s) == {"dian_shi_cheng_jin": 16, "qi_shou_jiao": 2, "su_hu": 6, "jin_yu_man_tang": 6}


def test_tv69_back_to_back_on_drawn_wild() -> None:
    s, _ = win(melds="TI d10, CHI x1x2x3, CHI d1d2d3, PENG x9, CHI x6x7x8", free="x4 x4 d4 d4", card="*")
    assert s is not None and s.huxi == 28 and s.tun == 6 and s.fan_value == 256 and s.score == 1536
    assert fans(s) == {"bei_kao_bei": 8, "si_qi_hong": 2, "dian_shi_cheng_jin": 16}
    assert s.score * 2 == 3072


def test_tv70_additive_fans() -> None:
    s, _ = win(opts={"fan_combine": "add"}, **TV55)
    assert s is not None and s.huxi == 23 and s.tun == 3 and s.score == 114
    assert fans(s) == {"bai_bao_xiang": 4, "er_ba_jia_ren": 32, "si_qi_hong": 2}


def test_tv71_cap_chooses_first() -> None:
    s, _ = win(opts={"max_final": 1000}, **TV55)
    assert s is not None and s.huxi == 20 and s.score == 3072 and min(s.score, 1000) == 1000
    s, _ = win(src="own", **TV29)
    assert s is not None and s.score * 36 == 82_944
