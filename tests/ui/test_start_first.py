"""A first visit chooses no game for the player (play-test 18: every 够级 and 跑胡子 tester had to undo a
preselected 花鸟风月); the tile they tap is kept for their next visit, and a link to one game chooses it."""

from __future__ import annotations

import pytest

from pygame_core.ui.app import App, MemoryStorage

SIZES = [(390, 844), (844, 390), (1366, 768)]


def opened(storage: MemoryStorage, w: int, h: int, game: str | None = None) -> App:
    app = App(storage, game=game)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    return app


def hits(app: App) -> dict[str, list[float]]:
    return {h["id"]: h["rect"] for h in app.state()["hits"]}


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_a_first_visit_asks_for_a_game_and_keeps_the_one_tapped(w: int, h: int) -> None:
    storage = MemoryStorage()
    app = opened(storage, w, h)
    got = hits(app)
    assert app.state()["game"] is None
    assert {"game:huaniao", "game:gouji", "game:paohuzi"} <= set(got)
    assert not any(k.startswith(("preset:", "level:")) for k in got)
    greyed = got["start"]  # 开始 greyed in its place: it says why (play-test 21), a tap there too, and starts nothing
    drawn = [str(op[3]) for op in app.frame(0.05)["ops"] if op[0] == "T"]
    assert "先选一个游戏" in drawn, drawn
    app.handle({"t": "down", "x": greyed[0] + 20, "y": greyed[1] + 10}, 0.1)
    app.handle({"t": "up", "x": greyed[0] + 20, "y": greyed[1] + 10}, 0.12)
    app.frame(0.15)
    assert app.state()["screen"] == "start" and app.toast_text
    for gid in ("game:huaniao", "game:gouji", "game:paohuzi"):  # every tile whole on the screen
        x, y, rw, rh = got[gid]
        assert x >= 0 and y >= 0 and x + rw <= w and y + rh <= h - 60, (gid, got[gid])
    x, y, rw, rh = got["game:gouji"]
    app.handle({"t": "down", "x": x + rw / 2, "y": y + rh / 2}, 0.2)
    app.handle({"t": "up", "x": x + rw / 2, "y": y + rh / 2}, 0.25)
    app.frame(0.3)
    sx, sy, sw, sh = hits(app)["start"]  # 开始 as it is now lay all in the greyed one (play-test 20: 与朋友联机 had
    assert app.state()["game"] == "gouji" and greyed[0] <= sx and sx + sw <= greyed[0] + greyed[2]  # its place)
    assert (sy, sh) == (greyed[1], greyed[3])
    again = opened(storage, w, h)  # the next visit opens on the game chosen
    assert again.state()["game"] == "gouji" and "start" in hits(again)


def test_a_link_to_one_game_chooses_it() -> None:
    app = opened(MemoryStorage(), 390, 844, game="paohuzi")
    assert app.state()["game"] == "paohuzi" and "start" in hits(app)


def test_a_first_visit_can_go_online_before_choosing_a_game() -> None:
    app = opened(MemoryStorage(), 390, 844)
    x, y, rw, rh = hits(app)["online"]
    app.handle({"t": "down", "x": x + rw / 2, "y": y + rh / 2}, 0.2)
    app.handle({"t": "up", "x": x + rw / 2, "y": y + rh / 2}, 0.25)
    app.frame(0.3)
    assert app.state()["screen"] == "lobby"


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_each_game_starts_with_one_tap_from_a_first_visit(w: int, h: int) -> None:
    """Play-test 25 (花鸟风月, start 7: "nothing is preselected, so it takes two taps to deal"; pt24 跑胡子:
    "no one-tap quick start"): each tile of a first visit has its own 开始, whole on the screen inside
    its tile, and one tap on it deals that game as it plays by default; the tile's choice is kept."""
    storage = MemoryStorage()
    app = opened(storage, w, h)
    got = hits(app)
    for gid in ("huaniao", "gouji", "paohuzi"):
        bx, by, bw, bh = got[f"quick:{gid}"]
        tx_, ty, tw, th_ = got[f"game:{gid}"]
        assert tx_ <= bx and bx + bw <= tx_ + tw and ty <= by and by + bh <= ty + th_ and by + bh <= h - 60
        assert bh >= 36 and bw >= 120, (gid, got[f"quick:{gid}"])
    bx, by, bw, bh = got["quick:paohuzi"]
    app.handle({"t": "down", "x": bx + bw / 2, "y": by + bh / 2}, 0.2)
    app.handle({"t": "up", "x": bx + bw / 2, "y": by + bh / 2}, 0.25)
    app.frame(0.3)
    st = app.state()
    assert st["screen"] == "table" and st.get("game") == "paohuzi", {k: st.get(k) for k in ("screen", "game")}
    assert opened(storage, w, h).state()["game"] == "paohuzi"
