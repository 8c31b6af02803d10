def test_dbg(qtbot, window):
    from qtgames.core.record import GameRecord
    from tests.app.test_duel_app import lay_a_turn
    record = GameRecord(window.registry.get("duel"), {"first": "one"}, 4, ["human", "hard"])
    window.start_session(record)
    window.apply_view_options()
    for turn in range(3):
        lay_a_turn(qtbot, window)
        qtbot.waitUntil(lambda: window.session.human_to_move and record.cursor > 3 + 6 * turn, timeout=10000)
