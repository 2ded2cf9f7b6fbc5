"""托管 (ui/tuoguan.py), one for every game: two prompts in a row that run out hand the seat to the
table; a press in a prompt's last moment is an answer, not a timeout; 取消托管 starts the count again.
The games' own tables (test_gouji_clock, test_paohuzi_table) play it through."""

from __future__ import annotations

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.tuoguan import HIT, Tuoguan, text


class Clock:
    """What 托管 reads of a seat client: who acts, and the viewer's time left."""

    def __init__(self) -> None:
        self.rem: float | None = None

    def to_act(self) -> tuple[int, ...]:
        return (0,) if self.rem is not None else ()

    def is_over(self) -> bool:
        return False

    def remaining(self, seat: int) -> float | None:
        return self.rem

    def legal(self, seat: int) -> list[dict[str, str]]:
        return [{"a": "pass"}] if self.asks else []  # (a window the table closes asks nothing)

    asks = True


def run_out(tg: Tuoguan, c: Clock, t: float, press_at: float | None = None) -> bool:
    """One prompt whose clock runs down to its end; True when it turned 托管 on."""
    on = False
    for rem in (5.0, 1.0, 0.2):
        c.rem = rem
        on |= tg.watch(c, 0, t)  # type: ignore[arg-type]
        t += 0.5
    if press_at is not None:
        tg.pressed_at = press_at
    c.rem = None
    return on | tg.watch(c, 0, t)  # type: ignore[arg-type]


def test_two_timeouts_in_a_row_and_not_one_answered_late() -> None:
    tg, c = Tuoguan(), Clock()
    assert not run_out(tg, c, 10.0) and tg.timeouts == 1
    assert not run_out(tg, c, 20.0, press_at=21.4) and tg.timeouts == 0  # answered as it ran out
    assert not run_out(tg, c, 30.0) and not tg.on
    assert run_out(tg, c, 40.0) and tg.on
    tg.stop()
    assert not tg.on and tg.timeouts == 0
    assert not run_out(tg, c, 50.0) and not tg.on


def answered_by(tg: Tuoguan, c: Clock, t: float, table: bool = False, asks: bool = True) -> None:
    """One prompt that ends early: by the table's own answer (``table``), by a window asking nothing, or else
    by the player (a key, a button that sets no press)."""
    c.asks, c.rem = asks, 12.0
    tg.watch(c, 0, t)  # type: ignore[arg-type]
    if table:
        tg.table_at = t + 0.4
    c.rem = None
    tg.watch(c, 0, t + 0.5)  # type: ignore[arg-type]
    c.asks = True


def test_an_answer_the_table_made_between_two_timeouts_is_no_answer_of_the_players() -> None:
    """跑胡子 play-test 38 #4 (160524-t9, 160544-t11: '你 超时 · 打出 億', a forced 偎, '你 超时 · 打出 玖' and no
    托管): the apps start 托管 on any two timeouts in a row; what the table did meanwhile is not the player's."""
    tg, c = Tuoguan(), Clock()
    assert not run_out(tg, c, 10.0) and tg.timeouts == 1
    answered_by(tg, c, 15.0, table=True)             # a forced 偎 the table made for them
    answered_by(tg, c, 17.0, asks=False)             # a window with nothing to press, closed by the table
    assert tg.timeouts == 1
    assert run_out(tg, c, 20.0) and tg.on
    tg.stop()
    assert not run_out(tg, c, 30.0) and tg.timeouts == 1
    answered_by(tg, c, 35.0)                         # the player's own answer (a key): the count starts again
    assert tg.timeouts == 0


def _bar(ops: list[list[object]]) -> tuple[float, float]:
    """The bar's left and right edge (its first rect)."""
    r = next(op for op in ops if op[0] == "R")
    return float(r[1]), float(r[1]) + float(r[3])  # type: ignore[arg-type]


def test_the_bar_leaves_the_buttons_that_still_work_in_sight() -> None:
    """托管's bar sits over the action bar; a button still working meanwhile (快进) stays tappable
    beside it (a play-tester found 快进 under the bar), with a shorter line where the full one
    does not fit; too narrow a stretch takes the whole row."""
    area = Rect(10, 580, 1346, 60)
    ffwd = Rect(650, 588, 66, 40)
    for w, keep, whole in ((1346, [ffwd], False), (1346, [], True), (370, [Rect(150, 588, 66, 40)], False),
                           (300, [Rect(120, 588, 66, 40)], True)):
        dl = DisplayList()
        Tuoguan(on=True).draw(dl, Rect(area.x, area.y, w, area.h), "zh", keep)
        left, right = _bar(dl.ops)
        hit = next(h for h in dl.hits if h.id == HIT)
        if whole:
            assert (left, right) == (14, 10 + w - 4)
        else:  # the widest stretch beside the kept button, the button at least (an upright phone)
            k = keep[0]
            assert right <= k.x or left >= k.r, (left, right)
            assert hit.rect.r <= k.x or hit.rect.x >= k.r
        texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
        assert text("off", "zh") in texts and (w < 400 or any("托管中" in s for s in texts))
