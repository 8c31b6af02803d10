"""Always answers something invalid: the convention plays for it after three tries."""

calls = 0


def name():
    return "Têtu"


def play(position, seat):
    global calls
    calls += 1
    return ["nonsense", 3, None, {"a": 1}][calls % 4]
