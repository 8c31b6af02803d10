"""Hostile input and faults: what a user can type or pass that must be refused, not crash."""
