"""The seats look like players at a card table: a face per seat (a bot's a bot's), marks as seals,
the seat that acts lit with its clock (or a bot's thinking) on the face, the viewer's strip with a
face and its marks; the felt is a table with a rim, made once per size; toasts stay off the strip."""

from __future__ import annotations

from typing import cast

import pytest
from test_ui_app import make_app, press
from ui_driver import bot_table

from pygame_core.table.client import SeatClient
from pygame_core.ui import theme as th
from pygame_core.ui.avatar import DISCS, RIM, draw_avatar, draw_felt
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.geom import Rect
from pygame_core.ui.plugin import SeatInfo
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import NARROW, count_back, draw_me, draw_seat, felt_rect, seat_face


class FakeClient:
    """What a seat's badge asks of the table: who acts, their clock, who is a bot."""

    def __init__(self, acting: list[int], clock: float | None = None, bots: int = 6) -> None:
        self.acting, self.clock = acting, clock
        self.seats = ["bot:easy" if s < bots else "human" for s in range(6)]

    def to_act(self) -> list[int]:
        return self.acting

    def is_over(self) -> bool:
        return False

    def remaining(self, seat: int) -> float | None:
        return self.clock if seat in self.acting else None

    def limit(self, seat: int) -> float | None:
        return 20.0

    def is_bot(self, seat: int) -> bool:
        return self.seats[seat].startswith("bot:")


def seat_ops(r: Rect, client: FakeClient, seat: int = 1, info: SeatInfo | None = None,
             now: float = 0.0) -> DisplayList:
    dl = DisplayList()
    draw_seat(dl, r, cast(SeatClient, client), seat, "电脑1", info or SeatInfo(12, ["下家 · 未开点"], ["庄"]), "", now)
    return dl


@pytest.mark.parametrize("r", [Rect(100, 60, 168, 74), Rect(10, 56, 120, 74), Rect(10, 56, 66, 74),
                               Rect(10, 56, 160, 60)])
def test_a_seat_is_a_face_with_its_name_count_and_seal_inside_its_rect(r: Rect) -> None:
    dl = seat_ops(r, FakeClient([]))
    cx, cy, rad = seat_face(r)
    discs = [op for op in dl.ops if op[0] == "C" and op[4] in DISCS and op[5]]
    assert len(discs) == 1 and discs[0][3] == rad, "one face, in the seat's colour"
    assert r.inset(-1).contains(cx - rad, cy - rad) and r.inset(-1).contains(cx + rad, cy + rad)
    texts = {op[3]: op for op in dl.ops if op[0] == "T"}
    assert {"电脑1", "12", "庄"} <= set(texts), "the name, the card count, the dealer's seal"
    assert texts["庄"][5] == th.WHITE and any(op[0] == "R" and op[6] == th.CINNABAR for op in dl.ops)
    for op in dl.ops:
        if op[0] in ("T", "R", "C"):
            assert r.inset(-1).contains(op[1], op[2]), f"{op} leaves the seat {r}"
        if op[0] == "T":
            assert op[4] >= 11, f"{op[3]!r} under 11 px"
    assert [h.id for h in dl.hits] == ["seat:1"] and dl.hits[0].rect == r


def test_a_bot_looks_like_a_bot_and_a_person_like_a_person() -> None:
    r = Rect(0, 0, 168, 74)
    bot = seat_ops(r, FakeClient([], bots=6))
    person = seat_ops(r, FakeClient([], bots=0))
    assert any(op[0] == "P" for op in person.ops) and not any(op[0] == "P" for op in bot.ops), \
        "a person's shoulders; a bot's square head"
    assert seat_ops(r, FakeClient([]), seat=2).ops != bot.ops, "another seat, another colour"


def test_the_acting_seat_is_lit_with_its_clock_on_its_face() -> None:
    r = Rect(0, 0, 168, 74)
    cx, cy, rad = seat_face(r)
    dl = seat_ops(r, FakeClient([1], clock=12.4))
    assert any(op[0] == "C" and op[5] == th.GOLD and op[3] > rad for op in dl.ops), "a glow ring"
    secs = [op for op in dl.ops if op[0] == "T" and op[3] == "13"]
    assert secs and (secs[0][1], secs[0][2]) == (cx, cy), "the seconds on the face"
    assert any(op[0] == "W" and (op[1], op[2]) == (cx, cy) for op in dl.ops), "the time left as an arc round it"


def test_a_bot_thinking_shows_it_on_its_face_and_it_moves() -> None:
    r = Rect(0, 0, 120, 74)
    cx, cy, _ = seat_face(r)
    a, b = (seat_ops(r, FakeClient([1]), now=t) for t in (1.0, 1.4))
    arcs = [op for op in a.ops if op[0] == "W"]
    assert arcs and all((op[1], op[2]) == (cx, cy) for op in arcs), "a turning arc round the face"
    assert [op for op in a.ops if op[0] == "W"] != [op for op in b.ops if op[0] == "W"], "animated"
    idle = seat_ops(r, FakeClient([]))
    assert not any(op[0] == "W" for op in idle.ops), "a seat that waits shows nothing turning"


def test_a_narrow_seat_stacks_its_name_under_its_face() -> None:
    r = Rect(10, 56, NARROW - 30, 74)
    dl = seat_ops(r, FakeClient([]), info=SeatInfo(None, ["上家 · 未开点", "过"], []))
    cx, cy, rad = seat_face(r, True)
    name = next(op for op in dl.ops if op[0] == "T" and op[3] == "电脑1")
    assert cx == r.cx and name[2] > cy + rad and name[1] == r.cx


def test_the_felt_is_a_table_with_a_rim_made_once_per_size() -> None:
    a, b = DisplayList(), DisplayList()
    t = Rect(3, 53, 1000, 500)
    draw_felt(a, 1366, 768, t, th.FELT_TOP, th.FELT_BOTTOM)
    draw_felt(b, 1366, 768, t, th.FELT_TOP, th.FELT_BOTTOM)
    assert any(op[0] == "R" and op[6] == RIM for op in a.ops), "a wooden rim"
    assert any(op[0] == "G" for op in a.ops) and any(op[0] == "K" for op in a.ops)
    assert all(x is y for x, y in zip(a.ops, b.ops, strict=True)), "the same ops, not made again"
    light = [op for op in a.ops if op[0] == "Q"]
    assert light and light[0][6] < t.y + t.h / 2, "a pool of light a little above the felt's middle"


def test_each_bot_has_its_own_face() -> None:
    faces = []
    for seat in range(6):
        dl = DisplayList()
        draw_avatar(dl, 50, 50, 20, seat, True)
        faces.append(tuple(op[0] for op in dl.ops))  # the shapes, not the seat's colour
    assert len(set(faces)) == 6, "six seats, six different robots"


@pytest.mark.parametrize(("game", "w", "h"), [("gouji", 390, 844), ("paohuzi", 1366, 768), ("huaniao", 390, 844)])
def test_every_table_draws_faces_on_its_felt_and_the_viewers_own(game: str, w: int, h: int) -> None:
    app = make_app(w=w, h=h)
    press(app, f"game:{game}", 0.1)
    press(app, "start", 0.2)
    app.frame(0.5)
    scr = app.screen
    assert isinstance(scr, TableScreen) and scr.viewer is not None
    lay = scr.lay
    assert lay is not None
    faces = [op for op in app.dl.ops if op[0] == "C" and op[4] in DISCS and op[5]]
    assert len(faces) == len(lay.seats) + 1, "a face per seat and the viewer's"
    me = lay.me
    assert any(me.contains(op[1], op[2]) for op in faces), "the viewer's face on their strip"
    felt = felt_rect(lay)
    for r in lay.seats.values():
        assert felt.contains(r.x, r.y) and felt.contains(r.r, r.b), "the seats sit at the table"


@pytest.mark.parametrize(("game", "w", "h"), [("paohuzi", 390, 844), ("gouji", 390, 844), ("huaniao", 390, 844)])
def test_a_toast_never_covers_the_viewers_strip(game: str, w: int, h: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = bot_table(game, w=w, h=h)
    app.frame(0.5)
    lay = scr.lay
    assert lay is not None
    for want in (lay.me.cy, lay.me.y - 10, lay.me.b + 5):  # on the strip, reaching into it from above, below
        monkeypatch.setattr(scr.plugin, "toast_y", lambda *_a, y=want, **_k: y)
        for box_h in (43.75, 65.5):
            y = scr.toast_y(w, h, box_h)
            assert y + box_h / 2 <= lay.me.y or y - box_h / 2 >= lay.me.b, (want, box_h, y, lay.me)


@pytest.mark.parametrize("count", [None, 12])
def test_a_narrow_badges_seal_sits_beside_its_face_clear_of_the_name(count: int | None) -> None:
    # a phone's 够级 badge (84 px): its 甲队 under the face ran into the name
    r = Rect(10, 56, 84, 80)
    dl = seat_ops(r, FakeClient([]), info=SeatInfo(count, ["对门 · 未开点"], ["甲队"]))
    seal = next(op for op in dl.ops if op[0] == "T" and op[3] == "甲队")
    name = next(op for op in dl.ops if op[0] == "T" and op[3] == "电脑1")
    assert name[2] - seal[2] >= 16, (seal, name)  # a line apart at least
    boxes = [op for op in dl.ops if op[0] == "R" and op[6] == th.CINNABAR]
    assert boxes and all(r.inset(-1).contains(b[1], b[2]) and r.inset(-1).contains(b[1] + b[3], b[2] + b[4])
                         for b in boxes)


@pytest.mark.parametrize("w", [130.0, 180.0, 240.0])
@pytest.mark.parametrize("h", [50.0, 52.0, 56.0, 62.0, 76.0])
def test_a_short_plates_line_and_match_total_never_overlap(h: float, w: float) -> None:
    """够级 on a phone on its side: "若现在散场 +2" was printed over "联邦 · 未开点" on every plate (Q27, Q30)."""
    dl = DisplayList()
    r = Rect(10, 10, w, h)
    draw_seat(dl, r, cast(SeatClient, FakeClient([])), 1, "电脑1", SeatInfo(12, ["联邦 · 未开点"], ["甲队"]),
              "若现在散场 +2")
    texts = [op for op in dl.ops if op[0] == "T" and op[3] in ("联邦 · 未开点", "若现在散场 +2")]
    assert texts and texts[0][3] == "联邦 · 未开点" and texts[0][4] >= 11  # the seat's line always, readable
    if len(texts) == 1:  # no room for both: the total goes (the viewer's strip and the sheet have it)
        assert w < 200 and h < 62
        return
    (_, x1, y1, s1, z1, _, a1, *_, w1), (_, x2, y2, s2, z2, _, a2, *_, w2) = texts
    boxes = []
    for x, y, s, z, a, w in ((x1, y1, s1, z1, a1, w1), (x2, y2, s2, z2, a2, w2)):
        tw = min(text_width(s, z), w) if w else text_width(s, z)
        left = x - {"l": 0, "c": tw / 2, "r": tw}[a]
        boxes.append(Rect(left, y - z / 2, tw, z))
        assert Rect(left, y - z / 2, tw, z).inside(r.inset(-1)), s
    assert not boxes[0].intersects(boxes[1])


def test_a_face_draws_no_arc_a_clock_ring_could_be_taken_for() -> None:
    for seat in range(6):
        for bot in (True, False):
            dl = DisplayList()
            draw_avatar(dl, 50, 50, 20, seat, bot)
            assert not [op for op in dl.ops if op[0] == "W"]


class StripClient(FakeClient):
    """The viewer's strip also asks what the viewer may do and which bot thinks."""

    def legal(self, seat: int) -> list[dict[str, str]]:
        return [{"a": "pass"}]

    def bot_to_act(self) -> int | None:
        return next((s for s in self.acting if self.is_bot(s)), None)


@pytest.mark.parametrize("acting", [[5], [3]])
def test_a_short_strip_drops_parts_rather_than_shrink_its_words_past_reading(acting: list[int]) -> None:
    """Play-test 22 (够级, a phone on its side): '你 · 散场结算 0 · 29张 · 未开点 · 电脑3 思考中…' was drawn
    ~7 px beside 快进到我; the strip keeps 11 px or more, dropping whom it waits for (the felt says it),
    then the game's lines from the last, never the name nor what is asked of the player."""
    lay = type("Lay", (), {"me": Rect(10, 300, 230, 24), "phone": True})()
    info = SeatInfo(29, ["29张", "未开点"], [])
    names = {5: "你", 3: "电脑3"}
    dl = DisplayList()
    draw_me(dl, lay, cast(SeatClient, StripClient(acting, None, bots=5)), 5, names.__getitem__, info,
            "散场结算 0", "管 电脑2 · 够级", "zh-Hans", clock=False)
    line = next(op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("你"))
    assert line[4] >= 11 and text_width(line[3], line[4]) <= line[9] + 0.5, line
    assert ("管 电脑2" in line[3]) == (acting == [5]), line
    assert any(op[0] == "T" and op[3] in ("散场结算 0", "0") for op in dl.ops), "the total keeps its plate (pt38)"
    wide = DisplayList()
    lay.me = Rect(10, 300, 900, 24)
    draw_me(wide, lay, cast(SeatClient, StripClient(acting, None, bots=5)), 5, names.__getitem__, info,
            "散场结算 0", "管 电脑2 · 够级", "zh-Hans", clock=False)
    whole = next(op for op in wide.ops if op[0] == "T" and str(op[3]).startswith("你"))
    assert "未开点" in whole[3] and any(op[0] == "T" and op[3] == "散场结算 0" for op in wide.ops), \
        "a strip with room keeps every part"


@pytest.mark.parametrize("r", [Rect(10, 56, 125, 45), Rect(10, 56, 168, 74), Rect(10, 56, 150, 52)])
def test_a_seats_lines_stop_short_of_its_card_back(r: Rect) -> None:
    """Play-test 36, 够级 on a phone on its side (130758-ls-t2): the count's card back ("33") lay over the
    line "联邦 · 未开点" of a short plate. A line beside the back ends before it; lines under it run on."""
    dl = seat_ops(r, FakeClient([]), info=SeatInfo(33, ["联邦 · 未开点 · 发四"], []))
    back = count_back(r)
    line = next(op for op in dl.ops if op[0] == "T" and op[3].startswith("联邦"))
    drawn = min(text_width(line[3], line[4]), line[9] or 1e9)
    if line[2] - 10 < back.b:
        assert line[1] + drawn <= back.x - 2, (line, back)
    assert drawn >= text_width("联邦 · 未开点", 11) - 1 or line[4] >= 11, line
