"""Hostile input and faults: what a user, a file or a plugin can throw at qtgames must be
refused with one clear message, never a crash, a hang or a lost game."""
