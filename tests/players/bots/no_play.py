"""Defines no play function."""


def name():
    return "nobody"
