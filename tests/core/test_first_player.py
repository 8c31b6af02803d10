"""The ``first`` option games share: who starts, named or drawn from the seed."""

import pytest

from qtgames.core.errors import OptionError
from qtgames.core.options import first_player_option, first_seat

SEATS = ("north", "east", "south")
LABELS = {"north": {"en": "North", "fr": "Nord"}, "east": {"en": "East", "fr": "Est"},
          "south": {"en": "South", "fr": "Sud"}, "west": {"en": "West", "fr": "Ouest"}}


def test_a_drawn_first_player_is_the_default_and_each_seat_keeps_its_label() -> None:
    option = first_player_option(SEATS, LABELS)
    assert option.key == "first"
    assert option.choices == ("random", "north", "east", "south")
    assert option.default == "random"
    assert option.label == {"en": "First player", "fr": "Premier joueur"}
    assert option.choice_labels["random"] == {"en": "Drawn at random", "fr": "Tiré au sort"}
    assert {seat: option.choice_labels[seat] for seat in SEATS} == \
        {seat: LABELS[seat] for seat in SEATS}
    assert "west" not in option.choice_labels  # a label of no seat offered stays out
    assert option.parse("East") == "east"


def test_without_chance_the_first_seat_starts_by_default_and_random_is_refused() -> None:
    option = first_player_option(SEATS, LABELS, drawn=False)
    assert option.choices == SEATS
    assert option.default == "north"
    with pytest.raises(OptionError):
        option.parse("random")


def test_a_named_seat_starts_whatever_the_seed() -> None:
    assert {first_seat({"first": "south"}, SEATS, seed, "game") for seed in range(20)} == {2}


def test_a_drawn_seat_follows_the_seed_and_every_seat_may_start() -> None:
    drawn = [first_seat({"first": "random"}, SEATS, seed, "game") for seed in range(60)]
    assert drawn == [first_seat({"first": "random"}, SEATS, seed, "game")
                     for seed in range(60)]
    assert set(drawn) == {0, 1, 2}
    # Each game draws on its own stream: another game's draw is not this one's.
    assert drawn != [first_seat({"first": "random"}, SEATS, seed, "other")
                     for seed in range(60)]
