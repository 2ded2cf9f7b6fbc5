"""花鸟风月 play-test 32 #1 (061553-gift1, 061601-gift-done: 凉风有幸's first-picked 万 was tagged →电脑1
and went to 电脑3): the gift the clock sends when it runs out with the cards picked goes in the order
picked, as the tags and the 送出 button say; it went in the hand's order."""

from __future__ import annotations

from test_huaniao_table import table, ui


def test_a_timed_out_lucky_breeze_sends_the_cards_in_the_order_picked() -> None:
    app, scr, now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    to = [(me + 1) % 4, (me + 2) % 4, (me + 3) % 4]
    view = {"prompt": {"type": "gift", "kind": "liangfeng", "to": to},
            "hand": [{"id": 5, "face": "B"}, {"id": 40, "face": "4"}, {"id": 50, "face": "H"}]}
    scr.selected = ["50", "40", "5"]  # the flower first, then 万, then the bird: not the hand's order
    sent = pl.deadline_action(view)
    assert sent == {"a": "gift", "to_cards": {str(to[0]): [50], str(to[1]): [40], str(to[2]): [5]}}
    tags = pl.gift_to(view)
    assert [tags[k] for k in ("50", "40", "5")] == to  # what each card's tag says it goes to
