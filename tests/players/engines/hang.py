"""Says hello, then never answers a position."""

import time

from base import serve

serve(lambda message: time.sleep(3600))
