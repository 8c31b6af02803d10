"""Prints what it sees, then draws or plays like the reference opponent."""

DEPLACEMENTS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
                "S": (1, 0), "SO": (1, -1), "O": (0, -1), "NO": (-1, -1)}


def name():
    return "Bavard"


def play(plateau, l_roi, c_roi, main_r, main_b, couleur):
    print("plateau :", plateau)
    print("pioche")
    main = main_r if couleur == "Rouge" else main_b
    if len(main) < 5:
        return "pioche"
    for carte in main:
        dl, dc = DEPLACEMENTS[carte[:-1]]
        ligne, colonne = l_roi + dl * int(carte[-1]), c_roi + dc * int(carte[-1])
        if 0 <= ligne < 9 and 0 <= colonne < 9 and plateau[ligne][colonne] == ".":
            return carte
    return "passe"
