"""The start screen: game, preset, every option, seats, timers, bot speed, language."""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
from collections.abc import Sequence
from typing import Any

from ..core import registry
from ..core.errors import OptionsError
from ..core.game import JSON, GameInfo, OptionField
from ..core.i18n import Text, pick
from ..table.client import LocalClient
from ..table.master import Master, MatchError, chosen_level
from . import start_lobby as lobby
from . import theme as th
from .avatar import RIM, RIM_LIGHT, draw_felt
from .draw import DisplayList, fit_size, text_width, wrap
from .geom import Rect
from .guide import has_guide
from .lazy import BundleUnavailable
from .screen import MATCH_KEY, Screen, Shell, bot_delay
from .table_menus import draw_question
from .texts import LANG_NAMES, level_label, t
from .widgets import button, button_width, flow, panel, seal

_lobby: bool | None = None
MOST_SEATS = 6  # the most seats of any game (够级): the seat row keeps room for its chips


def lobby_available() -> bool:
    """The peer lobby, if its module is in the wheel (found without importing it: the first frame
    must not wait for the whole peer layer; it is imported when the button is pressed)."""
    global _lobby
    if _lobby is None:
        try:
            _lobby = importlib.util.find_spec("pygame_core.ui.lobby") is not None
        except (ImportError, ValueError):
            _lobby = False
    return _lobby


def wooden_edge(dl: DisplayList, w: float, h: float, bottom_h: float) -> Rect:
    """The bottom bar, the table's wooden edge, where the start screen's buttons sit."""
    bar = Rect(0, h - bottom_h, w, bottom_h)
    dl.gradient(bar, RIM, "#3b2414")
    dl.line(0, bar.y + 1, w, bar.y + 1, RIM_LIGHT, 2.0)
    return bar


class StartScreen(Screen):
    name = "start"

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        # Only the chosen game's engine is imported, and another's when it is chosen: a tap on 开始 just
        # after the page comes up waits for nothing else (play-test 11: a first tap under load seemed lost
        # while the other engines were imported behind the first frame).
        self.games: dict[str, GameInfo] = {}
        self.problems: list[str] = []
        self.has_save = bool(app.storage.get(MATCH_KEY))
        saved = lobby.saved_match(app.storage.get(MATCH_KEY), app.lang) if self.has_save else None
        if saved is not None and self.settings.get("game") is None:  # a match left off: its game is chosen
            self.settings["game"] = saved[0]
        self.replacing = False  # 开始 pressed over a match left off: "start anew?" asked
        self.show_all = False
        self.short = False  # a phone on its side: each section's title beside its chips

    def _load(self, gid: str) -> GameInfo | None:
        if gid not in self.games:
            try:
                self.games[gid] = registry.get(gid)
            except (KeyError, ImportError, AttributeError):
                return None
        return self.games[gid]

    # --- settings shortcuts ------------------------------------------------------------------
    @property
    def settings(self) -> JSON:
        return self.app.settings

    @property
    def game(self) -> GameInfo | None:
        """The chosen game (its engine imported when first chosen); one that cannot load gives way to
        the first that can."""
        gid = self.settings.get("game")
        if gid is None:  # a first visit: no game is anyone's default (play-test 18: each tester had to
            return None  # undo a preselected 花鸟风月); the tiles ask, and the choice is kept from then on
        info = self._load(gid) if isinstance(gid, str) and gid in registry.GAME_IDS else None
        for other in registry.GAME_IDS:
            if info is not None:
                break
            if (info := self._load(other)) is not None:
                self.settings["game"] = other
        return info

    def preset(self, info: GameInfo) -> str:
        p = self.settings.setdefault("preset", {}).get(info.id)
        return p if p in info.presets else info.default_preset

    @staticmethod
    def mirror(info: GameInfo) -> OptionField | None:
        """The option whose choices are the presets themselves (花鸟风月's 模式): the preset row shows
        it, with its 自定义 once another option is changed; the options list does not repeat it."""
        return next((f for f in info.fields if f.kind == "choice" and len(f.choice_labels) == len(f.choices)
                     and set(info.presets) <= set(f.choices)), None)

    def overrides(self, info: GameInfo) -> JSON:
        o = self.settings.setdefault("opts", {}).setdefault(info.id, {})
        assert isinstance(o, dict)
        return o

    def options(self, info: GameInfo) -> JSON:
        base = dict(info.presets[self.preset(info)])
        base.update(self.overrides(info))
        return base

    def level(self, info: GameInfo) -> str:
        lv = self.settings.get("level", {}).get(info.id) if isinstance(self.settings.get("level"), dict) else None
        return chosen_level(info, lv)

    def seat_mode(self) -> str:
        v = self.settings.get("seats", "bots")
        return v if v in ("bots", "hot2", "hot3", "hot4", "hot5", "hot6") else "bots"

    def plans(self, info: GameInfo) -> list[tuple[Text, list[int]]]:
        """The game's seat plans for the hot-seat people chosen (none while playing bots)."""
        mode = self.seat_mode()
        if not mode.startswith("hot"):
            return []
        try:
            from .games import plugin_for

            ui = plugin_for(info.id)
        except BundleUnavailable:  # offline before the game's bundle came: no plans until it does
            return []
        return ui.seat_plans(min(info.seats, int(mode[3:])), info.seats)

    def plan_index(self, info: GameInfo, n: int) -> int:
        v = self.settings.get("seat_plan")
        i = v.get(f"{info.id}:{self.seat_mode()}") if isinstance(v, dict) else None
        return i if isinstance(i, int) and 0 <= i < n else 0

    def validated(self, info: GameInfo) -> JSON | None:
        try:
            opts = info.validate_options(self.options(info))
            self.problems = []
            return opts
        except OptionsError as e:
            self.problems = [pick(p, self.app.lang) for p in e.problems]
            return None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        short = self.short = h < 520 <= w  # a phone on its side: two columns and low tiles, so the settings show
        wide = w >= 1000 or short  # a laptop: two columns, so every choice shows without scrolling
        colw = min((w - 60) / 2, 560.0) if wide else min(w - 24, 600.0)
        x0 = (w - 2 * colw - 36) / 2 if wide else (w - colw) / 2
        x1 = x0 + colw + 36 if wide else x0
        right = x1 + colw
        bottom_h = 60.0 if short else 76.0  # one row: start, friends, rules
        # the lobby is a card table, as the tables are (a phone's runs past the screen but its near edge)
        table = Rect(x0 - 22, 4, right - x0 + 44, h - bottom_h - 8) if w - (right - x0) >= 60 else \
            Rect(-12, -40, w + 24, h - bottom_h + 34)
        draw_felt(dl, w, h, table, th.FELT_TOP, th.FELT_BOTTOM)
        area = Rect(0, 0, w, h - bottom_h)
        self.scroll_area = area
        dl.save()
        dl.clip(area)
        dl.hit_clip = area
        y = (6 if short else 12) - self.scroll
        # the title, and the language beside it: a player who cannot read the rest finds it first
        dl.text(x0 + 2, y + 22, t("app", lang), 30, th.WHITE, "l", "b", "s")
        seal(dl, x0 + 22 + text_width(t("app", lang), 30), y + 15, "局", 20)
        langs = list(LANG_NAMES.items())
        lw = [button_width(v, 13.5, 56) - 6 for _, v in langs]
        if sum(lw) + 12 > right - x0 - text_width(t("app", lang), 30) - 48:  # a narrow phone: 简体 繁體 En
            langs = [(code, v[:2]) for code, v in langs]
            lw = [button_width(v, 13.5, 50) - 6 for _, v in langs]
        lx = right - sum(lw) - 6 * (len(lw) - 1)
        for (code, v), bw in zip(langs, lw, strict=True):
            button(dl, f"lang:{code}", Rect(lx, y + 2, bw, 40 if short else 44), v,
                   "selected" if code == lang else "normal", 13.5)
            lx += bw + 6
        y += 48 if short else 56
        if self.app.notice:
            dl.rect(Rect(x0, y, right - x0, 36), th.PAPER, th.CINNABAR, 1, 8)
            dl.text_in(Rect(x0, y, right - x0, 36), self.app.notice, 14, th.CINNABAR)
            y += 46
        info = self.game
        ids = list(registry.GAME_IDS)  # every game as a tile; an engine is imported once chosen
        gap, full = 10.0 if wide else 6.0, right - x0
        tw, th_ = (full - gap * (len(ids) - 1)) / max(1, len(ids)), 50.0 if short else 184.0 if wide else 132.0
        foot = 0.0
        if info is None:  # nothing chosen yet: the games ask for a tap, nothing else is in the way
            tw, th_ = (full, 120.0) if not wide else (tw, 146.0 if short else th_)  # a phone: a tile a row
            foot = 48.0  # each tile's own 开始: one tap to a table with what it plays by default (pt25)
            th_ += foot
            dl.text(x0 + 2, y + 14, t("pick_game", lang), 16, th.GOLD, "l", "b", "s", full)
            y += 30
        for i, gid in enumerate(ids):
            r = Rect(x0 + i * (tw + gap), y, tw, th_) if tw < full else Rect(x0, y + i * (th_ + gap), tw, th_)
            lobby.tile(dl, r, gid, info is not None and gid == info.id, lang, foot)
            if foot:
                label = lobby.lt("play_bots", lang)
                br = Rect(r.x + 10, r.b - foot + 2, r.w - 20, foot - 10)
                button(dl, f"quick:{gid}", br, label, "primary", fit_size(label, 16, br.w - 16, 12))
        y += (th_ if tw < full else len(ids) * (th_ + gap) - gap) + 12
        if info is None:
            self._first_visit(dl, w, h, x0, y, right, bottom_h)
            return
        saved = lobby.saved_match(self.app.storage.get(MATCH_KEY), lang) if self.has_save else None
        if saved is not None:  # the match left off: first thing under the games
            r = Rect(x0, y, full, 60)
            dl.rect(r, th.JADE, th.GOLD, 2.0, 12)
            lobby.emblem(dl, Rect(r.x + 6, r.y + 6, 78, 48), saved[0], lang)
            dl.text(r.x + 96, r.y + 20, t("resume", lang), 17, th.WHITE, "l", "b", "s", r.w - 140)
            dl.text(r.x + 96, r.y + 43, saved[1], fit_size(saved[1], 14, r.w - 140, 11), th.PAPER, "l", "n", "a", r.w - 140)
            dl.text(r.r - 22, r.cy, "▶", 20, th.GOLD, "c", "b")
            dl.hit("resume", r, t("resume", lang))
            y += 70
        # the settings of the chosen game on a paper sheet, under the games: reachable, not first
        sheet_at, sheet_y = len(dl.ops), y
        y += 6
        top = y
        mirror = self.mirror(info)
        value = self.options(info).get(mirror.key) if mirror is not None else None
        chips = [(f"preset:{p}", pick(info.preset_labels.get(p, p), lang), p == self.preset(info) and
                  value in (None, p)) for p in info.presets]
        if mirror is not None and value not in info.presets and value in mirror.choices:  # (自定义)
            i = mirror.choices.index(value)
            chips.append((f"opt:{mirror.key}:{json.dumps(value)}", pick(mirror.choice_labels[i], lang), True))
        y = self._section(dl, x0, y, colw, t("preset", lang), chips)
        y = self._note(dl, x0, y, colw, (info.preset_notes or {}).get(self.preset(info)))
        mode = self.seat_mode()
        seat_items = [("seats:bots", t("vs_bots", lang), mode == "bots")]
        for k in range(2, info.seats + 1):
            seat_items.append((f"seats:hot{k}", t("hot_n", lang, n=k), mode == f"hot{k}"))
        # the rows below stay put whichever game is chosen (play-test 15: choosing 够级 wrapped its six
        # seat chips to a second row on a phone, and a tap meant for 快 landed beside it): short chips
        # that fit one row on a phone, and room kept for the most seats where they do not
        most = [t("vs_bots", lang)] + [t("hot_n", lang, n=k) for k in range(2, MOST_SEATS + 1)]
        y = self._section(dl, x0, y, colw, t("seats", lang) if short else
                          f"{t('seats', lang)}（{t('hotseat', lang)}：{t('hotseat_hint', lang)}）" if lang != "en"
                          else f"{t('seats', lang)} ({t('hotseat', lang)}: {t('hotseat_hint', lang)})", seat_items,
                          most, 46.0)
        plans = self.plans(info)
        if len(plans) > 1:  # partners or rivals: the people choose where they sit
            chosen = self.plan_index(info, len(plans))
            y = self._section(dl, x0, y, colw, t("seat_plan", lang),
                              [(f"plan:{i}", pick(label, lang), i == chosen) for i, (label, _) in enumerate(plans)])
        left_b = y
        if wide:
            y = top
        if not (mode.startswith("hot") and mode == f"hot{info.seats}"):
            lv = self.level(info)
            y = self._section(dl, x1, y, colw, t("bot_level", lang),
                              [(f"level:{k}", level_label(k, lang), k == lv)
                               for k in info.bots])
        # untimed unless chosen: play-test 15 asked for the apps' clock, but on by default (play-test 16)
        # the 跑胡子 and 花鸟风月 testers lost moves to it and named it their first or second defect
        timers = bool(self.settings.get("timers", False))
        y = self._section(dl, x1, y, colw, t("timers", lang),
                          [("timers:off", t("timers_off", lang), not timers),
                           ("timers:on", t("timers_on", lang), timers)])
        sp = self.settings.get("speed", "normal")
        y = self._section(dl, x1, y, colw, t("speed", lang) if short else f"{t('speed', lang)} · {t('speed_hint', lang)}",
                          [(f"speed:{k}", t(f"speed_{k}", lang), sp == k) for k in ("slow", "normal", "fast")])
        # the game's every option (seed, caps, timeouts...) is folded away: the preset is the choice
        adv = bool(self.settings.get("advanced", False))
        button(dl, "advanced", Rect(x1, y, colw, 40 if short else 44), f"{'▾' if adv else '▸'} {t('advanced', lang)}",
               "quiet", 15)
        y += 48 if short else 54
        if adv:  # a replay file someone sent, or one exported earlier
            button(dl, "replay_import", Rect(x1, y, colw, 44), t("replay_import", lang), "normal", 15)
            y += 54
        y = self._options(dl, x1, y, colw, info) if adv else self._problems(dl, x1, y, colw)
        y = max(y, left_b)
        part = DisplayList()
        panel(part, Rect(x0 - 8, sheet_y, right - x0 + 16, y - sheet_y), th.PAPER, 14)
        part.text(right - 4, sheet_y + 16, lobby.lt("setup", lang), 13, th.INK_FAINT, "r", "b", "s")
        dl.ops[sheet_at:sheet_at] = part.ops
        self.content_h = y + self.scroll + 10
        dl.hit_clip = None
        dl.restore()
        if self.content_h - self.scroll > area.h + 8:  # more lies below: say so (a phone on its side hid it)
            dl.gradient(Rect(0, area.b - 30, w, 30), "rgba(24,33,29,0)", "rgba(24,33,29,0.9)")
            dl.text(w / 2, area.b - 11, "▾", 18, th.GOLD, "c", "b")
        bar = self._bar(dl, w, h, bottom_h, x0, right, self.has_save and saved is None, info.id,
                        lobby.lt("play_bots", lang) if mode == "bots" else t("start", lang),
                        self.validated(info) is not None)
        if self.replacing:  # 开始 over a match left off: asked first, its 确定 away from 开始
            draw_question(dl, w, h, lang, t("replace_ask", lang), bar)

    def _first_visit(self, dl: DisplayList, w: float, h: float, x0: float, y: float, right: float,
                     bottom_h: float) -> None:
        """The lobby before a game is chosen: the games and the wooden edge as it will be, 开始 greyed
        till a game is chosen (play-test 20: 与朋友联机 filled the edge, and a tap meant for 开始, once a
        tile tap was missed, opened the online screen)."""
        self.content_h = y + self.scroll + 10
        dl.hit_clip = None
        dl.restore()
        self._bar(dl, w, h, bottom_h, x0, right, self.has_save, None, lobby.lt("play_bots", self.app.lang), False)

    def _bar(self, dl: DisplayList, w: float, h: float, bottom_h: float, x0: float, right: float, resume: bool,
             game: str | None, label: str, ok: bool) -> Rect:
        """The table's wooden edge: 开始 (``label``, greyed unless ``ok``) takes what 继续上局 (``resume``),
        与朋友联机 and the chosen ``game``'s 规则 leave; 开始 keeps its place whether a game is chosen or not."""
        lang = self.app.lang
        bar = wooden_edge(dl, w, h, bottom_h)
        extra = ([("resume", t("resume", lang))] if resume else []) + \
            ([("online", t("online", lang))] if lobby_available() else []) + \
            ([("rules", t("rules", lang))] if game is not None and has_guide(game) else [])
        bx = x0
        # each at most 30% of the row, but never below its label at 11 px (a 320 px phone)
        widths = [min(button_width(lbl, 15, 88), max((right - bx) * 0.3, text_width(lbl, 11) + 12)) for _, lbl in extra]
        sw = right - bx - sum(widths) - 8 * len(extra)
        by = 8.0 if self.short else 12.0
        bh = bottom_h - 2 * by
        # greyed, it says why (play-test 21, 花鸟风月 #2: "dim until you choose a game, and nothing tells you")
        button(dl, "start", Rect(bx, bar.y + by, sw, bh), label, "primary", fit_size(label, 20, sw - 12, 11), ok,
               "" if ok else t("pick_game_first", lang))
        bx += sw + 8
        for (hid, lbl), bw in zip(extra, widths, strict=True):
            button(dl, hid, Rect(bx, bar.y + by, bw, bh), lbl, "normal", fit_size(lbl, 15, bw - 12))
            bx += bw + 8
        return bar

    def _section(self, dl: DisplayList, x0: float, y: float, colw: float, title: str,
                 items: list[tuple[str, str, bool]], room_for: Sequence[str] = (), min_w: float = 64.0) -> float:
        """A titled row of chips (each at least ``min_w`` wide); it takes the room ``room_for``'s labels
        would take if more."""
        if self.short:  # a phone on its side: the title beside its chips, so every choice shows above the bar
            lw = min(text_width(title, 13) + 12, colw * 0.3)
            dl.text(x0 + 2, y + 20, title, fit_size(title, 13, lw - 8, 10), th.INK_SOFT, "l", "b", "s", lw - 8)
            x0, colw = x0 + lw, colw - lw
        else:
            dl.text(x0 + 2, y + 10, title, 14, th.INK_SOFT, "l", "b", "s", colw - 4)
            y += 22
        size = 15.0 if colw > 440 else 13.5  # a phone column: tighter chips, so no row hides

        def place(labels: Sequence[str]) -> list[Rect]:
            return flow(Rect(x0, y, colw, 1e5), [button_width(lbl, size, min_w) - (0 if colw > 440 else 6)
                                                 for lbl in labels], 44 if colw > 440 else 38 if self.short else 40, 6)
        rs = place([lbl for _, lbl, _ in items])
        spare = place(room_for)
        # left-align rows: flow centres them; shift each row to the left edge
        rows: dict[float, list[int]] = {}
        for i, r in enumerate(rs):
            rows.setdefault(r.y, []).append(i)
        for idxs in rows.values():
            dx = rs[idxs[0]].x - x0
            for i in idxs:
                rs[i] = rs[i].move(-dx, 0)
        for (hid, lbl, sel), r in zip(items, rs, strict=False):
            button(dl, hid, r, lbl, "selected" if sel else "normal", size)
        return max([y, *(r.b for r in rs + spare)]) + (6 if self.short else 10)

    def _note(self, dl: DisplayList, x0: float, y: float, colw: float, note: Text | None) -> float:
        """The chosen preset in one or two lines (players asked what 胡一次即结束 or 完全 plays like)."""
        end = y + 2 * (13 + 6) + 4  # two lines' room whatever the note: the rows below stay put
        if note is None:
            return end
        txt = pick(note, self.app.lang)
        size = fit_size(txt, 13, colw - 4, 11)  # one line if it fits at 11 px or more, else two at 13
        lines = [txt] if text_width(txt, size) <= colw - 4 else wrap(txt, size := 13, colw - 4)[:2]
        for ln in lines:
            dl.text(x0 + 2, y + 2, ln, size, th.INK_SOFT, "l", "n", "a", colw - 4)
            y += size + 6
        return end

    def _options(self, dl: DisplayList, x0: float, y: float, colw: float, info: GameInfo) -> float:
        lang = self.app.lang
        dl.text(x0 + 2, y + 12, t("options", lang), 14, th.INK_SOFT, "l", "b", "s")
        y += 26
        opts = self.options(info)
        card = Rect(x0, y, colw, 0)
        rows_y = y + 6
        items: list[tuple[OptionField, float]] = []
        for f in info.fields:
            if f is self.mirror(info):
                continue
            items.append((f, rows_y))
            rows_y += self._field_height(f, colw - 24) + 6
        panel(dl, Rect(card.x, card.y, colw, rows_y - y + 6), th.WHITE, 12)
        for f, fy in items:
            self._field(dl, f, Rect(x0 + 12, fy, colw - 24, self._field_height(f, colw - 24)), opts.get(f.key))
        return self._problems(dl, x0, rows_y + 14, colw)

    def _problems(self, dl: DisplayList, x0: float, y: float, colw: float) -> float:
        """Why the options cannot start a game (shown folded or not: Start is greyed for it)."""
        for p in self.problems:
            dl.text(x0 + 4, y + 8, "⚠ " + p, fit_size("⚠ " + p, 13, colw - 8), th.CINNABAR, "l", "n", "a", colw - 8)
            y += 20
        return y + 8

    def _field_height(self, f: OptionField, w: float) -> float:
        if f.kind == "choice":
            labels = [pick(f.choice_labels[i], self.app.lang) if i < len(f.choice_labels) else str(c)
                      for i, c in enumerate(f.choices)]
            rs = flow(Rect(0, 0, w * 0.58, 1e5), [button_width(s, 14, 56) for s in labels], 40, 6)
            return max(44.0, rs[-1].b + 2 if rs else 44.0)
        return 44.0

    def _field(self, dl: DisplayList, f: OptionField, r: Rect, value: Any) -> None:
        lang = self.app.lang
        label = pick(f.label, lang)
        lw = r.w * 0.42
        dl.text(r.x, r.y + 22, label, fit_size(label, 14, lw - 6), th.INK, "l", "n", "a", lw - 6)
        ctrl = Rect(r.x + lw, r.y, r.w - lw, r.h)
        if f.kind == "bool":
            bw = (ctrl.w - 6) / 2
            button(dl, f"opt:{f.key}:true", Rect(ctrl.x, ctrl.y + 2, bw, 40), t("on", lang),
                   "selected" if value is True else "normal", 14)
            button(dl, f"opt:{f.key}:false", Rect(ctrl.x + bw + 6, ctrl.y + 2, bw, 40), t("off", lang),
                   "selected" if value is False else "normal", 14)
        elif f.kind == "int":
            bw = 48.0
            button(dl, f"optdec:{f.key}", Rect(ctrl.x, ctrl.y + 2, bw, 40), "−", "normal", 18)
            button(dl, f"optinc:{f.key}", Rect(ctrl.r - bw, ctrl.y + 2, bw, 40), "+", "normal", 18)
            dl.text_in(Rect(ctrl.x + bw, ctrl.y + 2, ctrl.w - 2 * bw, 40), str(value), 16, th.INK, weight="b")
        else:
            labels = [pick(f.choice_labels[i], lang) if i < len(f.choice_labels) else str(c)
                      for i, c in enumerate(f.choices)]
            rs = flow(Rect(ctrl.x, ctrl.y + 2, ctrl.w, 1e5), [button_width(s, 14, 56) for s in labels], 40, 6)
            for c, s, br in zip(f.choices, labels, rs, strict=False):
                button(dl, f"opt:{f.key}:{json.dumps(c)}", br, s, "selected" if c == value else "normal", 14)

    # --- input -------------------------------------------------------------------------------
    def tap(self, hid: str, now: float) -> None:
        if self.replacing:  # the question takes every tap: 确定 starts anew, anything else keeps the match
            self.replacing = hid == "ask:panel"
            if hid == "ask:yes":
                self.start_match(now)
            return
        info = self.game
        s = self.settings
        if hid.startswith(("game:", "quick:")):
            s["game"] = hid.split(":", 1)[1]
            self.scroll = 0.0
            if hid.startswith("quick:") and self.game is not None:  # a first visit's tile: its 开始
                self.app.save_settings()
                self.tap("start", now)
                return
        elif hid.startswith("lang:"):
            self.app.set_lang(hid[5:])
        elif hid in ("resume", "online"):  # a first visit offers them beside the games
            self._leave(hid, now)
            return
        elif info is None:
            if hid == "start":  # greyed till a game is chosen: said why
                self.app.toast(t("pick_game_first", self.app.lang))
            return
        elif hid.startswith("preset:"):
            s.setdefault("preset", {})[info.id] = hid[7:]
            s.setdefault("opts", {})[info.id] = {}
        elif hid.startswith("seats:"):
            s["seats"] = hid[6:]
        elif hid.startswith("plan:"):
            plans = s.get("seat_plan")
            if not isinstance(plans, dict):
                plans = s["seat_plan"] = {}
            plans[f"{info.id}:{self.seat_mode()}"] = int(hid[5:])
        elif hid.startswith("level:"):
            lv = s.get("level")
            if not isinstance(lv, dict):
                lv = s["level"] = {}
            lv[info.id] = hid[6:]
        elif hid == "advanced":
            s["advanced"] = not s.get("advanced", False)
        elif hid.startswith("timers:"):
            s["timers"] = hid == "timers:on"
        elif hid.startswith("speed:"):
            s["speed"] = hid[6:]
        elif hid.startswith("opt:"):
            _, key, raw = hid.split(":", 2)
            self.overrides(info)[key] = json.loads(raw)
            self.customize(info, key)
        elif hid.startswith(("optinc:", "optdec:")):
            key = hid.split(":", 1)[1]
            f = next(f for f in info.fields if f.key == key)
            v = self.options(info).get(key, f.default)
            v = int(v) + (1 if hid.startswith("optinc") else -1)
            if f.min is not None:
                v = max(f.min, v)
            if f.max is not None:
                v = min(f.max, v)
            self.overrides(info)[key] = v
            self.customize(info, key)
        elif hid == "start":
            if self.has_save and lobby.saved_match(self.app.storage.get(MATCH_KEY), self.app.lang) is not None:
                self.replacing = True  # play-test 5: 开始 replaced the match behind 继续上局 unasked
            else:
                self.start_match(now)
            return
        elif hid == "rules":
            from .guide_screen import open_guide

            open_guide(self.app, info.id)
            return
        elif hid == "replay_import":
            from .replay_view import import_replay

            import_replay(self.app)
            return
        self.app.save_settings()

    def _leave(self, hid: str, now: float) -> None:
        if hid == "resume":
            self.resume(now)
            return
        try:
            mod: Any = importlib.import_module("pygame_core.ui.lobby")
        except BundleUnavailable:
            raise  # offline before the room code came: App says so
        except ImportError as e:
            self.app.toast(f"{t('online', self.app.lang)}: {e}")
            return
        mod.open(self.app)

    def customize(self, info: GameInfo, key: str) -> None:
        """A preset fixes its flags: changing one turns the table into a custom one when that is valid."""
        if key == "mode" or self.validated(info) is not None:
            return
        mode = next((f for f in info.fields if f.key == "mode"), None)
        if mode is None or "custom" not in mode.choices:
            return
        trial = {**self.options(info), "mode": "custom"}
        try:
            info.validate_options(trial)
        except OptionsError:
            return
        self.overrides(info)["mode"] = "custom"
        self.problems = []

    def start_match(self, now: float) -> None:
        info = self.game
        if info is None:
            return
        opts = self.validated(info)
        if opts is None:
            self.app.toast("; ".join(self.problems))
            return
        from .games import plugin_for

        plugin_for(info.id)  # the game's table part (its bundle) before anything: App says if it cannot come
        mode = self.seat_mode()
        n = info.seats
        if mode.startswith("hot"):
            plans = self.plans(info)
            people = plans[self.plan_index(info, len(plans))][1]
            seats = ["hotseat" if i in people else f"bot:{self.level(info)}" for i in range(n)]
        else:
            seats = ["human"] + [f"bot:{self.level(info)}"] * (n - 1)
        fixed = self.settings.get("fixed_seed")  # tests and bug reports pin the deal
        seed = fixed if isinstance(fixed, int) and fixed >= 0 else int.from_bytes(os.urandom(8), "big")
        master = Master(info, opts, seed, seats, timers=bool(self.settings.get("timers", False)))
        self.app.settings["last_seed"] = seed
        self.app.save_settings()
        self.open_match(master, now)

    def open_match(self, master: Master, now: float) -> None:
        master.bot_delay = bot_delay(self.settings)
        client = LocalClient(master, now, self._store)
        self.app.storage.set(MATCH_KEY, master.dumps())
        self.app.notice = ""
        from .table_screen import TableScreen

        self.app.show(TableScreen(self.app, client))

    def _store(self, text: str | None) -> None:
        if text is None:
            self.app.storage.remove(MATCH_KEY)
        else:
            self.app.storage.set(MATCH_KEY, text)

    def resume(self, now: float) -> None:
        raw = self.app.storage.get(MATCH_KEY)
        if not raw:
            self.has_save = False
            return
        try:
            master = Master.loads(raw)
        except MatchError as e:
            self.app.storage.remove(MATCH_KEY)
            self.has_save = False
            if self.game is None:  # no game chosen to start anew: the reason, and the tiles ask
                self.app.toast(e.message(self.app.lang), 8.0)
                return
            self.start_match(now)
            self.app.toast(f"{e.message(self.app.lang)} {t('new_started', self.app.lang)}", 8.0)
            return
        self.open_match(master, now)

    def info(self) -> JSON:
        g = self.game
        return {"game": g.id if g else None, "preset": self.preset(g) if g else None,
                "games": list(registry.GAME_IDS), "problems": self.problems, "has_save": self.has_save,
                "online": lobby_available()}
