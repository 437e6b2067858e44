import CBaseline

/// The wait of the table's busy-handler row: about the time Cells' own handler takes on a
/// keystroke (17.9 µs, of which 1.8 µs is the label that C's handler sets too).
let busyHandlerMicroseconds = 14

/// A diagnostic row of the table, without a target: the C twin's live title window whose
/// "changed" handler waits `microseconds` before it sets the label, touching no memory while
/// it waits (`Benchmarks/CBaseline/busy_handler.c`). Beside the C twin it shows what a
/// keystroke costs for the time its handler takes alone; what Cells costs above the same
/// handler time is what its code and data do to GTK's in the caches.
///
/// `cells-bench --profile-keystrokes busy:14 N` times it alone, like the two sides.
@MainActor
func keystrokesBusyHandler(count: Int, microseconds: Int) throws -> Side {
    let editor = cells_baseline_live_title_busy_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height), Int32(microseconds))!
    try present(editor.pointee.window, "the busy handler's live title window")
    try placeForTurns(editor.pointee.window, ours: true)
    return Side(
        sample: { try typing(count: count, entry: editor.pointee.entry, label: editor.pointee.label, side: "C, busy \(microseconds) µs") },
        finish: { cells_baseline_title_editor_free(editor) }
    )
}
