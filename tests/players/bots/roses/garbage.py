"""Follows the Roses convention's names but answers nonsense."""


def name():
    return "Charabia"


def play(plateau, l_roi, c_roi, main_r, main_b, couleur):
    return "je ne sais pas"
