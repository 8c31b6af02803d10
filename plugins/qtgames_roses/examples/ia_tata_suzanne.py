"""Tata Suzanne, the reference opponent of Le Roi des Roses, written as a student's AI file.

It draws while it holds fewer than five cards, else plays the first card of its hand that
keeps the king on the board and sends it to an empty square, else passes. Use it with
``qtgames text roses --players human,ai:ia_tata_suzanne.py``.
"""

DEPLACEMENTS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
                "S": (1, 0), "SO": (1, -1), "O": (0, -1), "NO": (-1, -1)}


def name() -> str:
    """Le nom de l'IA."""
    return "Tata Suzanne"


def jouable(plateau: list[list[str]], l_roi: int, c_roi: int, carte: str) -> bool:
    """Vrai si la carte garde le roi sur le plateau et l'envoie sur une case vide."""
    dl, dc = DEPLACEMENTS[carte[:-1]]
    distance = int(carte[-1])
    ligne, colonne = l_roi + dl * distance, c_roi + dc * distance
    return 0 <= ligne < 9 and 0 <= colonne < 9 and plateau[ligne][colonne] == "."


def play(plateau: list[list[str]], l_roi: int, c_roi: int, main_r: list[str],
         main_b: list[str], couleur: str) -> str:
    """Pioche sous cinq cartes, sinon la première carte jouable, sinon passe."""
    main = main_r if couleur == "Rouge" else main_b
    if len(main) < 5:
        return "pioche"
    for carte in main:
        if jouable(plateau, l_roi, c_roi, carte):
            return carte
    return "passe"
