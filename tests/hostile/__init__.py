"""Hostile input and faults: out-of-range arguments, interruptions, missing display."""
