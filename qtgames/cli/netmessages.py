"""French translations of network play's messages (the terminal's side)."""

from qtgames.core.i18n import Catalog

NET_MESSAGES: Catalog = {"fr": {
}}
