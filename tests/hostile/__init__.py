"""Hostile input and faults: every test here runs qtgames in a child process."""
