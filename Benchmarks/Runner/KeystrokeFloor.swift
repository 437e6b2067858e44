import CBaseline
import Foundation
import Gtk

/// A diagnostic row of the table, without a target: the least a Swift handler that formats
/// the label as `LiveTitle`'s body does can spend on a keystroke. It takes the C twin's live
/// title window and replaces its C "changed" handler with a Swift one that reads the entry's
/// text, formats the label from it with plain string interpolation and sets it, in the
/// handler, where Cells runs a user's update pass. No view, no graph, no dependency tracking:
/// what Cells spends above this floor is its own machinery.
///
/// `cells-bench --profile-keystrokes floor N` times it alone, like the two sides.
@MainActor
final class KeystrokeFloor {
    private let label: UnsafeMutablePointer<GtkWidget>

    private init(label: UnsafeMutablePointer<GtkWidget>) {
        self.label = label
    }

    /// The C twin's window, with the floor's handler in place of the C one.
    static func side(count: Int) throws -> Side {
        let editor = cells_baseline_live_title_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))!
        guard let entry = editor.pointee.entry, let label = editor.pointee.label else {
            throw BenchmarkError("the C live title window has no entry or label")
        }
        let floor = Unmanaged.passRetained(KeystrokeFloor(label: label))
        cells_baseline_live_title_replace_handler(
            editor, unsafeBitCast(changed, to: GCallback.self), floor.toOpaque(),
            { data, _ in data.map { Unmanaged<KeystrokeFloor>.fromOpaque($0).release() } }
        )
        try present(editor.pointee.window, "the floor's live title window")
        try placeForTurns(editor.pointee.window, ours: true)
        return Side(
            sample: { try typing(count: count, entry: entry, label: label, side: "floor") },
            finish: { cells_baseline_title_editor_free(editor) }
        )
    }

    private static let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { entry, data in
        // GTK emits "changed" on the main thread.
        guard let entry, let data else { return }
        nonisolated(unsafe) let floorData = data, entryData = entry
        MainActor.assumeIsolated {
            Unmanaged<KeystrokeFloor>.fromOpaque(floorData).takeUnretainedValue().entryChanged(OpaquePointer(entryData))
        }
    }

    private func entryChanged(_ entry: OpaquePointer) {
        let title = String(cString: gtk_editable_get_text(entry))
        gtk_label_set_text(OpaquePointer(label), "\(title) (\(title.count))")
    }
}
