"""Leaves in the middle of its game."""

import sys


def name():
    return "Sortie"


def play(plateau, l_roi, c_roi, main_r, main_b, couleur):
    sys.exit(0)
