"""The table: one game being played, whoever shows it (``Table``); no Qt here."""

from qtgames.table.table import COMPUTER, FORCED, OVER, PERSON, WAIT, Next, Table, TableView

__all__ = ["COMPUTER", "FORCED", "OVER", "PERSON", "WAIT", "Next", "Table", "TableView"]
