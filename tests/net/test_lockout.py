"""An address locked out after too many wrong join codes is told for how long: the
minutes its lockout has left, in the client's language."""

from qtgames.core.i18n import Translator
from qtgames.net.limits import LOCKOUT_FAILURES, LOCKOUT_SECONDS, MAX_BACKOFF
from tests.net.helpers import Table


def locked_out(table: Table) -> None:
    for _ in range(LOCKOUT_FAILURES):
        table.now += MAX_BACKOFF  # each try once the wait of the one before is over
        table.join("eve", address="10.6.6.6", code="nope-nope")


def test_a_locked_out_address_is_told_the_minutes_left() -> None:
    table = Table()
    locked_out(table)
    table.now += MAX_BACKOFF
    refused = table.join("eve", address="10.6.6.6")
    error = table.last(refused, "error")
    minutes = round(LOCKOUT_SECONDS / 60)  # the whole lockout, less one try's wait
    assert error["code"] == "busy"
    assert error["message"] == ("too many wrong join codes from your address: try again in "
                                f"{minutes} min")
    french = Translator("fr").foreign(error["template"], error["values"],
                                                    error["message"])
    assert french == ("trop de codes de partie erronés depuis votre adresse : réessayez "
                      f"dans {minutes} min")
    table.now += LOCKOUT_SECONDS - 5 * 60 - MAX_BACKOFF
    later = table.last(table.join("eve", address="10.6.6.6"), "error")
    assert later["values"]["minutes"] == 5
