"""Never says hello."""

from base import serve

serve(lambda message: None, hello=False)
