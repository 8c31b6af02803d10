"""Never answers."""

import time


def name():
    return "Dormeur"


def play(plateau, l_roi, c_roi, main_r, main_b, couleur):
    time.sleep(3600)
