"""Its play fails on the first turn."""


def name():
    return "Fragile"


def play(plateau, l_roi, c_roi, main_r, main_b, couleur):
    return plateau[9][9]
