"""Reports an error of its own instead of a move."""

from base import send, serve

serve(lambda message: send({"type": "error", "message": "out of opening book"}))
