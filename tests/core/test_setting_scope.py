"""When a table setting applies (core/setting_scope.py): the window greys the others."""

from jasstafel.core.setting_scope import applies, unused_value


def test_the_schieber_rounds_only_in_a_turnier():
    assert applies("schieber", "rounds", {"mode": "rounds"})
    assert not applies("schieber", "rounds", {"mode": "target"})
    assert not applies("schieber", "team_targets", {"mode": "rounds"})
    assert applies("schieber", "factors", {"mode": "rounds"})  # no condition: always


def test_the_handjass_threshold_needs_wirtshaus_and_under():
    assert applies("handjass", "threshold", {"counting": "wirtshaus", "loser": "under"})
    assert not applies("handjass", "threshold", {"counting": "wirtshaus", "loser": "fewest"})
    assert not applies("handjass", "threshold", {"counting": "gewinnstriche", "loser": "under"})


def test_the_guggitaler_domino_points_of_the_table_size():
    assert applies("guggitaler", "domino_3", {"domino": True})  # size not known: both
    assert not applies("guggitaler", "domino_3", {"domino": True}, players=4)
    assert not applies("guggitaler", "domino_4", {"domino": False}, players=4)


def test_a_margin_without_a_target_is_none():
    assert not applies("punktetafel", "margin", {"target": None})
    assert unused_value("punktetafel", "margin", 2) == 0
    assert unused_value("schieber", "rounds", 12) == 12
