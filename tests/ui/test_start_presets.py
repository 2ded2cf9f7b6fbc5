"""花鸟风月's 模式 option is its preset row (play-test 30: 高级设置 listed 模式 again under 规则组合): the
options list leaves it out, and the preset row says 自定义 once another option changes the preset's."""

from __future__ import annotations

from test_ui_app import make_app, press

from pygame_core.ui.app import App


def ids(app: App) -> list[str]:
    app.frame(1.0)
    return [h["id"] for h in app.state()["hits"]]


def test_the_mode_is_chosen_once_and_a_changed_option_reads_custom() -> None:
    app = make_app(w=1366, h=768)
    press(app, "advanced", 0.1)
    got = ids(app)
    assert "preset:regular" in got and not any(i.startswith("opt:mode:") for i in got)
    other = "optdec:deal_size"  # one card fewer dealt: a table of its own
    press(app, other, 0.2)
    got = ids(app)
    assert 'opt:mode:"custom"' in got  # the preset row's own 自定义, beside 简易…专业
    assert got.index('opt:mode:"custom"') < got.index(other)
    press(app, "preset:full", 0.3)
    got = ids(app)
    assert not any(i.startswith("opt:mode:") for i in got)


def test_a_game_without_such_an_option_lists_every_option() -> None:
    app = make_app(w=1366, h=768, game="paohuzi")
    press(app, "advanced", 0.1)
    assert any(i.startswith("opt:blood_flow:") for i in ids(app))
