"""花鳥風月's actions at the table: the prompts as buttons in fixed cells of the action bar, the
plays a selection can be (only legal ones are offered), the cards that fit nothing dimmed, and
the prompts with nothing to decide answered by the table (``auto_answer``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import listing, pick
from ...core.rng import derive_seed
from ...games.huaniao import texts as tt
from ...games.huaniao.cards import FACE, POINTS, ZH, ZH_HANS
from ...games.huaniao.normal import NormalBot
from ...games.huaniao.ops import claims
from .. import tuoguan
from ..draw import DisplayList, text_width
from ..ffwd import BTN as FFWD
from ..ffwd import FastForward
from ..geom import Rect
from ..plugin import AutoAnswer, Btn, GameUI
from ..table_bar import slot_cells
from ..texts import t
from ..tuoguan import Tuoguan
from . import huaniao_texts as ht
from .huaniao_effect import draw_note, draw_seat_tags, play_effect
from .huaniao_hints import play_button, rank_for, refusal_hint, refusal_reason
from .huaniao_pick import cid, face_of, holds, in_scale, open_faces, sig

# English shows the zh-Hans table's glyphs (its English name under them): the characters a
# player meets on the default table and in most teaching, not a second set (鳥/萬/風) of its own
GLYPH = {"zh-Hans": ZH_HANS, "zh-Hant": ZH, "en": ZH_HANS}
# an English table writes the faces as the cards' captions do (the log, the buttons, the 记牌器: play-test
# 10 42, "Recite 万花十" and "鸟14 十6" in English)
GLOSS = tt.EN_NOTES  # (the refusals' tune line says them so too)
# The action bar's cells, left to right, the same at every prompt of the song: 且慢 far from the play, 栖,
# 确定/结束回合 and 提示 each in a cell of their own (a late or double tap never lands on a button just come there)
SLOTS = ["undo", "hint", "qi", "end", "play"]
# a phone's two rows between the table and the hand (play-test 3: over the felt they hid the player's play): 且慢
# under the row 月照's three seats take (beside them it invited a mis-tap), an empty cell between it and the play
PHONE_SLOTS = ["hint", "qi", "end", "undo", "gap", "play"]
# while the player waits, 快进 takes the cell no prompt's first button takes: 结束回合's, the first row's end; a phone's,
# asked nothing, the play's under it (play-test 28 #2: a late tap on 且慢 in its window landed on 快进 there)
FFWD_CELL, PHONE_FFWD_CELL = "end", "play"
TARGET_SLOTS = ("hint", "qi", "end")  # 月照's three seats: never the play's cell
QI_BEAT = 0.8  # a forced 栖 goes this soon: its callout read, the player sees its turn went (play-test 7: missed at 0.5)
CALL_BEAT = 1.5  # the showdown's call, said by the table for the player: long enough to read
QI_OP: Action = {"a": "op", "op": "qi"}
GUESS_SLOTS = {"bird": "hint", "number": "qi", "function": "end", "none": "play"}
DANCE_ONLY = ("F", "Y")  # faces that only ever dance (风, 月): a rule that bars the dance bars the card


class HuaniaoActions(GameUI):
    """The part of 花鳥風月's table that turns prompts into buttons and taps into actions."""

    drawn_at: float  # (huaniao_pace's: the last frame's time, a tap's)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        # 提示's place in this prompt's legal plays: (table version, index shown, the cards it picked)
        self._hint: tuple[int, int, list[str]] = (-1, -1, [])
        self._legal_at: tuple[int, int | None, list[Action]] = (-1, None, [])
        self._prompt_at: tuple[Any, ...] | None = None  # the prompt the selection was made at
        self.tuoguan = Tuoguan()  # 托管 by choice (the menu): the normal bot answers the player's prompts
        self.moon_to: tuple[int, int] | None = None  # (turn, seat) the player's raised 月 goes to (lone_moon)
        self.qi_forced_turn = -1  # the turn whose 栖 the table answers for the player (nothing else fits)

    # --- words -------------------------------------------------------------------------------
    def glyph(self, f: str) -> str:
        return GLYPH.get(self.lang, GLYPH["zh-Hant"])[f]

    def word(self, f: str) -> str:
        """A face in words: its glyph, or in English its caption's name."""
        return GLOSS[f] if self.lang == "en" else self.glyph(f)

    def cards_text(self, cards: list[Any]) -> str:
        if self.lang == "en":
            # (not "-": "ten-thousand" read as 万, 10k: play-test 33 #5, 085958-illegal2)
            return "·".join(GLOSS.get(face_of(c) or "", "▪") for c in cards)
        return "".join(self.glyph(face_of(c) or "") if face_of(c) else "▪" for c in cards)

    def tx(self, key: str, **kw: object) -> str:
        s = pick(tt.LABELS[key] if key in tt.LABELS else ht.LABELS[key], self.lang)
        return s.format(**kw) if kw else s

    def name(self, seat: Any) -> str:
        return self.table.seat_name(int(seat)) if isinstance(seat, int) else "?"

    def prompt(self, view: JSON) -> JSON:
        p = view.get("prompt")
        return p if isinstance(p, dict) else {}

    def hand(self, view: JSON) -> list[Any]:
        h = view.get("hand")
        return [c for c in h if isinstance(c, dict)] if isinstance(h, list) else []

    def legal_now(self) -> list[Action]:
        """The viewer's legal actions, asked once per table version (card_dim asks per card per frame)."""
        key = (self.table.client.version, self.table.viewer)
        if self._legal_at[:2] != key:
            self._legal_at = (*key, self._legal())
        return self._legal_at[2]

    # --- selection ---------------------------------------------------------------------------
    def select_limit(self, view: JSON) -> int | None:
        p = self.prompt(view)
        kind = p.get("type")
        if kind in ("main", "extra"):
            return None
        if kind == "gift":
            return int(p.get("max", 1)) if p.get("kind") == "wind" else len(p.get("to", []))
        if kind == "pass":
            return 1
        if kind == "discard":
            return int(p.get("count", 1))
        return 0

    def card_dim(self, view: JSON, c: Any) -> bool:
        p = self.prompt(view)
        kind = p.get("type")
        if kind == "discard":
            ok = p.get("order_ok") or []
            return len(ok) >= int(p.get("count", 1)) and cid(c) not in ok
        if kind in ("main", "extra"):  # a card in no legal play (with the cards selected) is greyed
            key = self.card_key(c)
            if key in self.table.selected:
                return False
            sel = [face_of(x) or "" for x in self.hand(view) if self.card_key(x) in self.table.selected]
            # greying follows the selection: a card is dimmed when no legal play holds the
            # selection and it (play-test: 鸟+风 greyed 花 while 鸟+百 left a second 鸟 bright);
            # a selection in no legal play (its note says why) leaves the cards that play bright
            # (play-test 3: 百 raised greyed the 千 its note offered)
            legal = self.legal_now()
            return face_of(c) not in open_faces(legal, sel if holds(legal, sel) else [])
        return False

    def bot_plays(self) -> bool:
        """托管 is on (the player's, or the rules' takeover): the bot answers, the bar asks nothing
        (play-test L63: "须弃1张" and 提示 still showed)."""
        me = self.table.viewer
        return me is not None and (self.tuoguan.on or self.table.client.taken_over(me))

    def auto_play(self) -> Tuoguan:
        return self.tuoguan

    def trust_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        """托管's answer: the normal bot's choice from the player's own view (it never takes 且慢 back;
        play-test 20: 托管 not found, the table only took over after timeouts)."""
        me = self.table.viewer
        moves = [a for a in legal if a.get("a") != "undo"]
        if not self.tuoguan.on or me is None or not moves:
            return None
        bot = NormalBot(me, derive_seed("paiju-tuoguan", me, self.table.client.version))
        return AutoAnswer(bot.choose(view, moves), tuoguan.text("on", self.lang))

    def dealing(self) -> bool:
        """The deal's cards are still flying round the table (huaniao_fly): nothing is offered yet."""
        return False

    def prompt_hint(self, view: JSON) -> str | None:
        if self.bot_plays() or self.dealing():
            return None
        p = self.prompt(view)
        kind = p.get("type")
        lay = self.table.lay
        short = lay is not None and lay.phone  # a phone's line: the short forms (huaniao_texts)
        if kind == "main" and not self.table.selected:  # (a forced 栖 says so: play-test 10 29, "选牌后出牌"
            # over a hand of greyed cards while the table perched for the player)
            if [a for a in self.legal_now() if a.get("a") != "undo"] == [QI_OP]:
                return self.tx("forced_qi")
            return self.tx("select_short" if short else "select_long")
        if kind in ("main", "extra") and self.table.selected and not self.plays(view, self._selected(view)):
            return self.tx("no_match_short")  # the note over the bar says why and what fits
        if kind == "extra":
            return self.tx("extra_short" if short else "extra_hint", n=p.get("left", 0))
        if kind == "gift":
            to = p.get("to") or []
            if p.get("kind") == "wind" and to:
                most = int(p.get("max", 1))  # one card, or one or two in autumn: never none (§7.5)
                return self.tx("gift_hint", n=str(most) if most == 1 else f"1–{most}", name=self.name(to[0]))
            return self.tx("give_short" if short else "give_order", names=listing((self.name(s) for s in to), self.lang))
        if kind == "pass":
            return self.tx("pass_short" if short else "pick_pass_to", name=self.name(self.pass_to()))
        if kind == "discard":
            return self.tx("discard_short" if short else "pick_discard", n=p.get("count", 1))
        if kind == "target":
            return self.tx("pick_target")
        if kind == "guess":
            return self.tx("guess_short" if short else "guess_q", name=self.name(p.get("target")))
        if kind == "commit" and view.get("can_undo"):
            return self.tx("window_short" if short else "window_hint")
        return None

    def prompt_key(self, view: JSON) -> tuple[Any, ...]:
        """What makes a prompt a new one: the hand, the turn, its kind and what it asks."""
        p = self.prompt(view)
        return (self.table.client.hand_no, view.get("turn"), p.get("type"), p.get("kind"), p.get("left"),
                p.get("count"), str(p.get("to")), self.table.viewer in self.table.client.to_act())

    def new_prompt(self, view: JSON) -> None:
        """Every prompt starts clean (play-test: a 千 picked at a discard that timed out stayed
        raised at the next pass, and the pass that went was another card). A pass picks nothing
        for the player either (play-test 4: its pre-picked 月, the highest in points, went with one
        tap), as a gift does: the button names the card once one is raised."""
        key = self.prompt_key(view)
        if key == self._prompt_at:
            return
        self._prompt_at = key
        # a card the player raised while another seat played stays up at the pass it makes: it goes, not the
        # lowest (play-test 34 #1, 094701-h2-t5: "passed ten to Bot 3" while the player's pick stayed in hand)
        kept = [k for k in self.table.selected if k in {self.card_key(c) for c in self.hand(view)}]
        self.table.selected = kept if len(kept) == 1 and self.prompt(view).get("type") == "pass" else []
        me = self.table.viewer
        if me is None or me not in self.table.client.people_to_act() or self.prompt(view).get("type") not in \
                ("discard", "gift"):
            return
        auto = self.auto_answer(view, self.table.client.legal(me))
        if auto is not None:  # what the table gives or discards for the player rises first, seen going
            # (play-test 8 08, play-test 9: "你 弃牌 鸟" had no visible moment)
            a = auto.action
            ids = a.get("cards") or [i for v in (a.get("to_cards") or {}).values() for i in v]
            keys = {str(i) for i in ids}
            self.table.selected = [self.card_key(c) for c in self.hand(view) if str(cid(c)) in keys]
        elif self.prompt(view).get("type") == "discard":  # the part every way takes rises at once, the choice
            # left is the player's (play-test 21 #3: the only 鸟, which had to go first, was picked by hand)
            ways = [list(a.get("cards") or []) for a in self.table.client.legal(me) if a.get("a") == "discard"]
            common = Counter(FACE[i] for i in ways[0]) if ways else Counter()
            for w in ways[1:]:
                common &= Counter(FACE[i] for i in w)
            keys = set()
            for i in ways[0] if ways else []:  # (a way's own copies: ids the rules take)
                if common[FACE[i]] > 0:
                    common[FACE[i]] -= 1
                    keys.add(str(i))
            self.table.selected = [self.card_key(c) for c in self.hand(view) if str(cid(c)) in keys]

    def deadline_action(self, view: JSON) -> Action | None:
        """What the player's own pick sends when the prompt's clock runs out: the raised card(s) of a
        pass, discard or gift that is complete (their default is arbitrary), the one legal play the raised
        cards make at the main or an extra prompt (play-test 32 #2, 062527-ph-sel: 诵 十百千 raised, the
        clock ran out into a penalty draw; 够级 plays it too, the call says so and 且慢 can take it back;
        this reverses play-test 20 #5's rule-book-only timeout), a 凉风有幸 picked in part topped up in
        the hand's order; None: the rules' default goes (nothing raised, a selection of two plays)."""
        sel = self._selected(view)
        if self.prompt(view).get("type") in ("main", "extra"):
            plays = self.plays(view, sel)
            return plays[0] if len(plays) == 1 else None
        if (part := self.gift_topped(view, sel)) is not None:
            return part
        if self.prompt(view).get("type") == "discard" and 0 < len(sel) < int(self.prompt(view).get("count", 1)):
            # a limit discard picked in part: the picked go, topped up in the rules' order (play-test 35 #1,
            # 121100-disc: "超时 弃 鸟鸟万万" took the rules' default over the player's picks)
            ids = {cid(c) for c in sel}
            return next((a for a in self.legal_now() if a.get("a") == "discard" and ids <= set(a.get("cards") or [])),
                        None)
        ok = {sig(a) for a in self.legal_now()}  # (a raised discard out of the rules' order: their default,
        return next((b.action for b in self.buttons(view, sel)  # not a refusal's toast)
                     if b.id in ("pass", "discard", "gift") and b.enabled and b.action is not None
                     and (b.id != "discard" or sig(b.action) in ok)), None)

    def gift_topped(self, view: JSON, sel: list[Any]) -> Action | None:
        """凉风有幸 with some but not all cards picked as its clock runs out: the picked go where their tags
        say, the seats left get the lowest cards left, as the rules' default gives them (play-test 32 #2:
        15 s for three picks; with one not picked yet the default sent three, the two picked ignored)."""
        p = self.prompt(view)
        to = [int(s) for s in p.get("to", [])]
        if p.get("type") != "gift" or p.get("kind") == "wind" or not sel or len(sel) >= len(to):
            return None
        ids = [cid(c) for c in sel]  # (the rest as the rules' own default takes them: the lowest ids)
        ids += sorted(i for i in (cid(c) for c in self.hand(view)) if i not in ids)[:len(to) - len(ids)]
        return {"a": "gift", "to_cards": {str(s): [i] for s, i in zip(to, ids, strict=False)}}

    def pass_to(self) -> int:
        """花鳥風月's pass goes to one's 上家, the seat before."""
        return ((self.table.viewer or 0) + 3) % 4

    def no_fit(self, view: JSON) -> tuple[str, str] | None:
        """Why the selected cards make no play now, and what does: None while they make one."""
        sel = self._selected(view)
        if self.prompt(view).get("type") not in ("main", "extra") or not sel or self.plays(view, sel):
            return None
        if self.table.viewer not in self.table.client.to_act():
            return None
        # a raised 风 or 月 no play can hold now is what the player must hear about, by its rule (play-test 32 #4,
        # 061458-tap-wind: the greyed 风 on the opening turn, "鸟千万风 不成牌型" never said 第一手不能舞)
        dead = next((c for c in sel if face_of(c) in DANCE_ONLY and face_of(c) not in open_faces(self.legal_now(), [])),
                    None)
        lone = refusal_reason(view, [cid(dead)]) if dead is not None else None
        if lone is not None:
            why = pick(lone, self.lang)
        elif not claims([cid(c) for c in sel], bool(view.get("flowers_are_birds"))):
            # no operation has this shape: the tune is beside the point; the shapes are named
            why = self.tx("no_shape", cards=self.cards_text(sel))
        else:  # the rule the play breaks, as the engine would name it (a dance's is never the tune)
            reason = refusal_reason(view, [cid(c) for c in sel])
            why = pick(reason, self.lang) if reason is not None else self.tx("not_now")
        return why, self.refusal_hint(view, "E_OUT_OF_TUNE") or ""

    def note_room(self, view: JSON) -> Rect | None:
        """The widest run of the bar's cells in one row that no button of this prompt uses: a
        note there is right above the hand, over no button and not over the status line
        (play-test: the refusal box covered 提示 and the status line)."""
        lay = self.table.lay
        if lay is None:
            return None
        cells = slot_cells(lay.buttons, self.bar_slots(view), lay.phone)
        used = {b.slot for b in self.buttons(view, self._selected(view))}
        best: Rect | None = None
        run: Rect | None = None
        for slot, c in sorted(cells.items(), key=lambda kv: (kv[1].y, kv[1].x)):
            if slot in used:
                run = None
                continue
            run = Rect(run.x, run.y, c.r - run.x, run.h) if run is not None and run.y == c.y else c
            if best is None or run.w > best.w:
                best = run
        return best

    def draw_no_fit(self, dl: DisplayList, view: JSON) -> None:
        """Why the selected cards make no play, and what does; or what the dance they make does (play-test 38
        #2: its effect came only after, in the log), as a note in ``note_room`` (huaniao_effect.draw_note)."""
        note, me = self.no_fit(view), self.table.viewer
        sel = self._selected(view) if note is None and self.prompt(view).get("type") in ("main", "extra") else []
        plays = self.plays(view, sel) if sel and me in self.table.client.to_act() else []
        effect = play_effect(plays, self.op_label(plays[0]), self.lang) if plays else None
        if draw_note(dl, self.table.lay, note or effect, self.note_room(view), effect is not None):
            self.yield_slot()

    def yield_slot(self) -> None:
        """A phone's note took the message slot: the player's callout there gives way (huaniao_seats)."""

    def gift_to(self, view: JSON) -> dict[str, int]:
        """凉风有幸: the seat each selected card goes to, in the order they were picked (the rule's
        下家, 对家, 上家, as the prompt names them)."""
        p = self.prompt(view)
        if p.get("type") != "gift" or p.get("kind") == "wind":
            return {}
        return dict(zip(self.table.selected, [int(s) for s in p.get("to", [])], strict=False))

    def draw_gift_to(self, dl: DisplayList, view: JSON) -> None:
        draw_seat_tags(dl, self.gift_to(view), self.name)

    def _selected(self, view: JSON) -> list[Any]:
        # in the order picked, as the bar's own buttons get them: 凉风有幸's cards go in that order, a
        # clock that runs out too (play-test 32 #1: the timed-out gift went in hand order, not as tagged)
        by_key = {self.card_key(c): c for c in self.hand(view)}
        return [by_key[k] for k in self.table.selected if k in by_key]

    # --- actions -----------------------------------------------------------------------------
    def plays(self, view: JSON, sel: list[Any]) -> list[Action]:
        """The legal plays the selected cards make (the operations table's shapes the rules allow now)."""
        if not sel:
            return []
        lsig = {sig(a) for a in self.legal_now()}
        return [in_scale(a) for a in claims([cid(c) for c in sel], bool(view.get("flowers_are_birds")))
                if sig(a) in lsig]

    def op_label(self, a: Action) -> str:
        op = str(a.get("op"))
        name = pick(tt.OP_NAMES[op], self.lang)
        if op == "wu":
            k = str(a.get("kind"))
            return f"{name}，{pick(tt.DANCE_NAMES[k], self.lang)}" if self.lang != "en" else pick(tt.DANCE_NAMES[k], "en")
        return f"{name} {self.cards_text([{'face': FACE[i]} for i in a.get('cards', [])])}"

    def cells_of(self) -> list[str]:
        """The bar's cells by what they usually hold (the same at every moment of the song)."""
        return PHONE_SLOTS if self.table.lay is None or self.table.lay.phone else SLOTS

    def bar_slots(self, view: JSON) -> list[str]:
        slots = self.cells_of()
        if FastForward.offered(self.table.client, self.ffwd_ok(view)):  # the same cells, one 快进's
            asked = self.table.viewer in self.table.client.to_act()  # (a prompt the table answers keeps its play cell)
            cell = PHONE_FFWD_CELL if slots is PHONE_SLOTS and not asked else FFWD_CELL
            return [FFWD if s == cell else s for s in slots]
        return slots

    def clock_shown(self, view: JSON) -> bool:
        """No clock in the 且慢 window after a play: it closes by itself and asks nothing, its button
        drains (play-test 6 010/035/086: a red "2" read as a countdown to sit out after every play)."""
        if self.prompt(view).get("type") == "commit":
            return False
        # nor while the table answers a forced step for the player (play-test 16 #2: a 15 s clock flashed)
        return self.table.viewer not in self.table.client.people_to_act() or self.auto_answer(view, self.legal_now()) is None

    def clock_cell(self, view: JSON) -> Rect | None:
        """Where the player's own clock stands in the bar, the same place at every prompt: a phone's
        empty cell between 且慢 and the play, which no button ever takes (beside the first row it
        landed in the 结束回合 / second-play cell); a laptop's bar end right of the play's cell (beside
        the buttons shown it moved as 且慢 came and went)."""
        lay = self.table.lay
        if lay is None:
            return None
        cells = slot_cells(lay.buttons, self.cells_of(), lay.phone)
        if lay.phone:
            return cells.get("gap")
        play = cells["play"]
        return Rect(play.r + 8, play.y, 48, play.h) if lay.buttons.r - play.r >= 60 else None

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        if self.bot_plays() or self.dealing():  # (play-test 15 #4: 提示 and 栖 lit while the deal still flew)
            return []
        p = self.prompt(view)
        kind = p.get("type")
        legal = self.legal_now()
        out: list[Btn] = []
        if kind in ("main", "extra"):
            # a dance and a verse can share cards (千萬花 in spring): the second takes the end cell,
            # which only an extra operation's prompt uses, and dances are never extra operations
            plays = self.plays(view, selected)[:2]
            if (moon := self.lone_moon(view, plays)) is not None:  # its seats, and 取消 where the play was
                others = sorted((s for s in range(4) if s != self.table.viewer), key=self.seat_x)
                return [*(Btn(f"moon{s}", self.tx("target", name=self.name(s)), None, "normal", slot=slot)
                          for s, slot in zip(others, TARGET_SLOTS, strict=False)),
                        Btn("moon_off", t("cancel", self.lang), None, "quiet", slot="play")] if moon else []
            for i, a in enumerate(plays):  # (two lines where one would shrink)
                label, sub = play_button(self.op_label(a), a, self.lang, self.cell_w(view, ("play", "end")[i]))
                out.append(Btn(f"op{i}", label, a, "primary", sub, slot="play" if i == 0 else "end"))
            if selected and not out:
                out.append(Btn("op0", self.tx("no_match_short"), None, "quiet", enabled=False, slot="play"))
            forced = [a for a in legal if a.get("a") != "undo"] == [QI_OP]
            # with cards raised too: 栖 is always allowed (L07); a forced one goes by itself, its callout
            # in the bar's row by the player's seat (play-test 10 29: with 栖 there, it lay across the felt)
            if any(a.get("op") == "qi" for a in legal) and not forced:
                out.append(Btn("qi", pick(tt.OP_NAMES["qi"], self.lang), {"a": "op", "op": "qi"}, "normal",
                               self.tx("pile", n=view.get("pile", 0)), slot="qi"))
            if self.hint_plays() or kind == "extra":  # it stays with cards selected: each tap shows the next play
                out.append(Btn("hint", self.hint_label(), None, "quiet", slot="hint"))
            if kind == "extra":
                out.append(Btn("end", self.tx("end_turn"), {"a": "end_turn"}, "normal", slot="end"))
        # the commit window (§13.3) asks nothing: it closes by itself while the play lands, with
        # 且慢 alone in its far cell, draining (play-test: a 确定 after every play was a chore)
        elif kind == "gift":
            # after a play nothing shows until a card is picked (the prompt's line says what to
            # do): a double tap on the play never lands on a new button in the play's cell
            to = [int(s) for s in p.get("to", [])]
            ids = [cid(c) for c in selected]
            if p.get("kind") == "wind":
                if selected and to:
                    out.append(Btn("gift", self.tx("give", name=self.name(to[0])),
                                   {"a": "gift", "to_cards": {str(to[0]): ids}}, "primary", slot="play"))
            elif selected:
                ok = len(ids) == len(to)
                # picked: it says what it does (play-test 14 p24: "送出（选3张）" with all three picked)
                out.append(Btn("gift", self.tx("give_go") if ok else self.tx("give_n", n=len(to)),
                               {"a": "gift", "to_cards": {str(s): [i] for s, i in zip(to, ids, strict=False)}},
                               "primary" if ok else "quiet", enabled=ok, slot="play"))
        elif kind == "target":
            # in the seats' order on screen, left to right (play-test: seats 电脑3 2 1, buttons 1 2 3)
            others = sorted((s for s in range(4) if s != self.table.viewer), key=self.seat_x)
            for s, slot in zip(others, TARGET_SLOTS, strict=False):
                out.append(Btn(f"t{s}", self.tx("target", name=self.name(s)), {"a": "target", "seat": s}, "normal",
                               slot=slot))
        elif kind == "pass":  # the play's cell, as a gift's (play-test 5: two places for one step, a
            # tap on nothing): it shows once a card is raised, so a double tap on one's own dance
            # lands on no button there
            if selected:  # the button names the card it sends: the one drawn raised
                out.append(Btn("pass", self.tx("pass_card", c=self.cards_text(selected[:1]),
                                               name=self.name(self.pass_to())),
                               {"a": "pass", "card": cid(selected[0])}, "primary", slot="play"))
            else:  # greyed till then: it says what the step is where it will be (play-test 6 088: an
                # empty band over the hand); a tap on it does nothing
                out.append(Btn("pass", self.tx("pass_to_btn", name=self.name(self.pass_to())), None, "quiet",
                               enabled=False, slot="play"))
        elif kind == "day_play":
            c = p.get("card")
            if p.get("playable", True):  # every seat is asked (so nobody learns the card); only a fit plays
                out.append(Btn("day_yes", self.tx("day_yes", c=self.cards_text([c])),
                               {"a": "day_play", "play": True}, "primary", slot="play"))
            out.append(Btn("day_no", self.tx("day_no"), {"a": "day_play", "play": False}, "normal", slot="end"))
        elif kind == "discard":
            n = int(p.get("count", 1))
            ids = [cid(c) for c in selected]
            # one way: it goes by itself (auto_answer), its callout naming the cards, no button for the beat
            # (play-test 16 #2: "弃鸟" and a 15 s clock flashed up over a choice of identical birds)
            if sum(a.get("a") == "discard" for a in self.legal_now()) > 1:
                if len(ids) == n:
                    out.append(Btn("discard", self.tx("discard_cards", cards=self.cards_text(
                        [c for c in self.hand(view) if cid(c) in ids])), {"a": "discard", "cards": ids}, "primary",
                                   slot="play"))
                else:  # its place says what is missing (play-test 35 #1: the button came only at the last pick)
                    out.append(Btn("discard", self.tx("discard_more", k=n - len(ids)), None, "quiet", enabled=False,
                                   slot="play"))
                out.append(Btn("hint", self.hint_label(), None, "quiet", slot="hint"))
        elif kind == "guess":
            for k, slot in GUESS_SLOTS.items():
                out.append(Btn(f"g{k}", pick(tt.KIND_NAMES[k], self.lang), {"a": "guess", "kind": k},
                               "normal" if k != "none" else "quiet", slot=slot))
        # the showdown's call has no button: the table says it for the player (auto_answer; play-test 36 #5,
        # 130347-ph-w: a red 雀舞 beside "自动：…之雀舞" under a panel saying "大对决无可选择")
        if view.get("can_undo") and kind in ("gift", "target", "pass", "day_play", "extra", "commit"):
            # the verse under 且慢 only where it reads (English shrank it to 7 px)
            # a phone's window: 且慢 where 快进 comes as it closes, so the play lands in the band it keeps then
            # (two rows: its cards as large as the others'; play-test 16 #3, chips ~20 px above the hand)
            cell = self.undo_cell(view)
            sub = self.verse(view, self.tx("undo_text"), cell, laptop=True) or self.verse(view, self.tx("undo_once"), cell)
            out.insert(0, Btn("undo", self.tx("undo"), {"a": "undo"}, "normal", sub, slot=cell))
            # the window closes by itself; a player who keeps the play goes on now (none where the table
            # keeps it as the next bot plays: window_close)
            if kind == "commit" and self.window_close(view) is None:
                phone = self.table.lay is not None and self.table.lay.phone  # (in 且慢's row: a phone's band
                out.append(Btn("go", self.tx("go_on"), {"a": "end_turn"}, "quiet",  # keeps the other for the play;
                               slot="play" if phone else "end"))  # its 'gap' is the clock's)
        return out

    def undo_cell(self, view: JSON) -> str:
        """且慢's cell: its own, or in a phone's window the end cell 快进 takes as it closes (buttons)."""
        commit = self.prompt(view).get("type") == "commit" and self.window_close(view) is not None
        return "end" if commit and self.banded(view) else "undo"

    def banded(self, view: JSON) -> bool:
        """The player's own play lies in the action band (a phone: huaniao_center)."""
        return False

    def window_close(self, view: JSON) -> float | None:
        """When the table keeps the player's play for them in its 且慢 window (huaniao_pace); None: never."""
        return None

    def verse(self, view: JSON, verse: str, slot: str, laptop: bool = False) -> str:
        """A button's verse line (under 且慢, 雀舞) where it reads at 11 px in one line of its cell, else none."""
        lay = self.table.lay
        if lay is None or (laptop and lay.phone) or not verse:
            return ""
        return verse if text_width(verse, 11) <= self.cell_w(view, slot) - 8 else ""

    def cell_w(self, view: JSON, slot: str) -> float:
        """A bar cell's width now (0: no such cell)."""
        lay = self.table.lay
        cell = None if lay is None else slot_cells(lay.buttons, self.bar_slots(view), lay.phone).get(slot)
        return 0.0 if cell is None else cell.w

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        """Nothing to decide: 栖 the only move, 順手 with only 「不打」, a 且慢 window without the undo
        (spent, or a card was drawn), a gift, pass or discard with one choice, the showdown's call
        (said in the callout as every seat calls it: play-test 3, a tap that decided nothing)."""
        if (trust := self.trust_answer(view, legal)) is not None:
            return trust
        if self.moon_to is not None and self.moon_to[0] == view.get("turn") and \
                (aim := {"a": "target", "seat": self.moon_to[1]}) in legal:  # the seat chosen with the 月 (lone_moon)
            return AutoAnswer(aim, "")
        # 且慢 stays in reach after a forced gift, pass or 不打: the turn's commit window offers it
        moves = [a for a in legal if a.get("a") != "undo"]
        if len(moves) != 1:
            return None
        a = moves[0]
        what = a.get("a")
        if what == "call":
            first = int(self.prompt(view).get("round", 1)) == 1
            return AutoAnswer(a, self.tx("call1") if first else self.tx("call"), CALL_BEAT)
        if what == "end_turn":
            if len(legal) > 1:  # the 且慢 window with 且慢 in it: the player's to decide
                return None  # the 且慢 window with no 且慢 in it: over at once, nothing to show
            return AutoAnswer(a, "")
        if what == "op" and a.get("op") == "qi":  # (its callout says so: huaniao_pace.on_perch)
            self.qi_forced_turn = int(view.get("turn", -1))
            return AutoAnswer(a, self.tx("auto_qi"), QI_BEAT)  # a draw stretch moves along
        if what == "day_play":  # the drawn card does not fit: kept at once, no callout (the table
            return AutoAnswer(a, "")  # holds the answer to its window's close; the seat's spot says 栖)
        if what == "discard":
            # names the cards the rules take (§9.1 order), not only how many
            return AutoAnswer(a, self.tx("auto_discard", cards=self.cards_text(  # a blink, as a forced 栖
                [next((c for c in self.hand(view) if cid(c) == i), None) for i in a.get("cards") or []])), QI_BEAT)
        if what == "gift":
            to = next(iter(a.get("to_cards") or {"0": []}))
            return AutoAnswer(a, self.tx("give", name=self.name(int(to))))
        if what == "pass":
            return AutoAnswer(a, self.tx("pass"))
        return None

    def tap(self, hid: str, view: JSON) -> bool:
        if hid.startswith("btn:moon"):  # a seat for the raised 月, or 取消: it goes down
            moon = self.lone_moon(view, self.plays(view, self._selected(view)))
            if moon is not None and hid != "btn:moon_off":
                self.table.submit(self.seat_tap(view, int(hid[8:])) or moon, self.drawn_at, label=self.op_label(moon))
            self.table.selected[:] = []
            return True
        if hid == tuoguan.HIT:  # 取消托管 (the bar over the buttons)
            self.tuoguan.stop()
            self.table.reask()  # an answer 托管 had not yet sent is not sent
            return True
        if hid == "btn:hint":
            plays, (ver, k, _) = self.hint_plays(), self._hint
            if not plays:  # an extra operation with nothing that fits says what is left (play-test 26 #5: 提示 gone)
                self.table.app.toast(self.tx("extra_none"), 3.0)
                return True
            k = (k + 1) % len(plays) if ver == self.table.client.version else 0
            self.table.selected = [str(i) for i in plays[k]["cards"]]
            self._hint = (self.table.client.version, k, list(self.table.selected))
            return True
        return False

    def hint_plays(self) -> list[Action]:
        """The legal plays with cards, each once whatever copies it uses, strongest first (``play_rank``;
        play-test: 歌 百 came before 诵 百千万); a limit discard's ways (each
        in the rules' order) shedding the most points first (play-test 17 #2: 弃 鸟鸟鸟十 kept the 万 when
        fewest points wins)."""
        seen: set[tuple[Any, ...]] = set()
        out: list[Action] = []
        for a in self.legal_now():
            if a.get("cards") and sig(a) not in seen:
                seen.add(sig(a))
                out.append(a)
        if all(a.get("a") == "op" for a in out):
            out.sort(key=rank_for(self.table.view()))
        elif all(a.get("a") == "discard" for a in out):
            out.sort(key=lambda a: -sum(POINTS[FACE[i]] for i in a["cards"]))
        return out

    def hint_label(self) -> str:
        """提示, or which of the plays the selected cards are ("提示 2/5"), as 够级 counts them."""
        ver, k, picked = self._hint
        n = len(self.hint_plays())
        if ver != self.table.client.version or picked != self.table.selected or n < 2:
            return self.tx("hint")
        return self.tx("hint_n", k=k + 1, n=n)

    def refusal_hint(self, view: JSON, code: str) -> str | None:
        return refusal_hint(view, code, self.legal_now(), self.lang, self.op_label, self.cards_text, self.name,
                            self.table.client.to_act())

    def seat_x(self, seat: int) -> float:
        """Where a seat's badge sits across the table (seat order before any layout)."""
        lay = self.table.lay
        return lay.seats[seat].cx if lay is not None and seat in lay.seats else float(seat)

    def seat_tap(self, view: JSON, seat: int) -> Action | None:
        if self.prompt(view).get("type") == "target" and seat != self.table.viewer:
            return {"a": "target", "seat": seat}
        moon = self.lone_moon(view, self.plays(view, self._selected(view)))
        if moon is not None and seat != self.table.viewer:  # the 月 goes, to that seat (auto_answer)
            self.moon_to = (int(view.get("turn", -1)), seat)
        return moon if seat != self.table.viewer else None

    def lone_moon(self, view: JSON, plays: list[Action]) -> Action | None:
        """The raised 月's play once 且慢 is spent: the seats are its buttons and 取消 puts it down, the seat
        chosen goes with it (pt38 #5, 161727-ph-moon2: no way back); not a last 月: it goes out (pt39 #2)."""
        seats, me = view.get("seats") or [], self.table.viewer
        spent = me is not None and me < len(seats) and not seats[me].get("undo_left", 1)
        ok = spent and len(plays) == 1 and sig(plays[0])[1:3] == ("wu", "moon") and len(self.hand(view)) > 1
        return plays[0] if ok else None
