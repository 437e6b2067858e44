import CBaseline
import CGtk
import Cells
import CellsGtk
import Examples
import Foundation
import Gtk

// The runs behind `Benchmarks/instructions`, the table of instructions per operation: each
// does one scenario on one side, a warm-up first, then its operations in phases that the
// script counts under callgrind. Callgrind counts only inside the region of each side (the
// handler's call, not the frame: `--toggle-collect` on the functions the script names) and,
// run with `--dump-before=cells_baseline_instruction_phase`, writes what it counted in each
// phase to a file of its own. Work a phase must not count (clearing the entry, closing a
// window, the warm-up, the window's set-up) falls in phases of its own. Every operation starts
// from the same state, whatever the speed of the run: animations and the cursor's blinking
// are off, and each operation ends with the window's next frame painted and the loop settled.
//
//   cells-bench --instructions keystrokes ours|c N          N keystrokes into the live title
//   cells-bench --instructions star ours|c N PRODUCTS       N stars and N un-stars of "Product 1"
//   cells-bench --instructions filter ours|c N PRODUCTS     the filter on and off, N times each
//   cells-bench --instructions open-title ours|c N          N openings of the title editor
//   cells-bench --profile-open-title ours|c N               the same as open-title
//
// Standard output gets one line a phase, in order, `phase LABEL OPERATIONS`: what follows
// that mark. The script reads a phase's counts from the file callgrind wrote at the next mark.

/// One run of `--instructions`: the scenario, the side and how many operations, from the
/// command line.
@MainActor
struct InstructionRun {
    enum Scenario: String {
        case keystrokes, star, filter
        case openTitle = "open-title"
    }

    let scenario: Scenario
    let ours: Bool
    let operations: Int
    let products: Int

    /// The run the command line asks for, or nil if it asks for none.
    init?(arguments: [String]) {
        if let flag = arguments.firstIndex(of: "--instructions"), arguments.count > flag + 3,
           let scenario = Scenario(rawValue: arguments[flag + 1]), let operations = Int(arguments[flag + 3]) {
            self.scenario = scenario
            ours = arguments[flag + 2] == "ours"
            self.operations = operations
            products = arguments.count > flag + 4 ? Int(arguments[flag + 4]) ?? 1_000 : 1_000
        } else if let flag = arguments.firstIndex(of: "--profile-open-title"), arguments.count > flag + 2,
                  let operations = Int(arguments[flag + 2]) {
            scenario = .openTitle
            ours = arguments[flag + 1] == "ours"
            self.operations = operations
            products = 0
        } else {
            return nil
        }
    }

    func run() throws {
        // Nothing that runs by the clock: a blink or an animation paints frames, allocates and
        // leaves GTK's state different at the next operation, by how fast the process ran.
        let settings = GObjectHandle(retaining: UnsafeMutableRawPointer(gtk_settings_get_default()!))
        settings.setProperty("gtk-enable-animations", false)
        settings.setProperty("gtk-cursor-blink", false)
        switch scenario {
        case .keystrokes: try countKeystrokes()
        case .star: try countStars()
        case .filter: try countFilterToggles()
        case .openTitle: try countOpenings()
        }
        beginPhase("end", operations: 0)
    }

    /// Marks the start of a phase: `label` (no spaces) and the operations it does.
    private func beginPhase(_ label: String, operations: Int) {
        print("phase \(label) \(operations)")
        cells_baseline_instruction_phase()
    }

    // MARK: Keystrokes

    /// Types `operations` keystrokes into the live title window (as the timed row does: one
    /// "a" at the cursor), each followed by the next frame, in lines of 100 after an emptied
    /// entry. The emptying runs the entry's "changed" handler too: it is a phase of its own,
    /// not counted.
    private func countKeystrokes() throws {
        let (window, entry, label, close) = try liveTitleWindow()
        defer { close() }
        try focusForTyping(entry)
        func type() throws {
            cells_baseline_type(entry, "a")
            try nextFrame(window, "the frame after a keystroke")
            try settle("after a keystroke")
        }
        for _ in 0..<20 { try type() }  // warm-up
        var typed = 0
        var line = 0
        while typed < operations {
            beginPhase("clear", operations: 0)
            gtk_editable_set_text(OpaquePointer(entry), "")
            try nextFrame(window, "the frame after emptying the entry")
            try settle("after emptying the entry")
            line = min(keystrokesPerLine, operations - typed)
            beginPhase("keystroke", operations: line)
            for _ in 0..<line { try type() }
            typed += line
        }
        let shown = String(cString: gtk_label_get_text(OpaquePointer(label)))
        guard shown.hasSuffix("(\(line))") else { throw BenchmarkError("the label shows \(shown.suffix(12)), not the last keystroke") }
    }

    /// The live title window of this side, shown: the window, its entry, its label and how to
    /// close it.
    private func liveTitleWindow() throws -> (
        UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>, () -> Void
    ) {
        if ours {
            let window = HostedWindow(title: "Live Title", content: LiveTitle(), application: nil, defaultSize: liveTitleSize)
            let widget = window.window.widgetPointer
            try present(widget, "the live title window")
            guard let entry = findWidget(in: widget, type: gtk_entry_get_type()), let label = label(" (0)", in: widget) else {
                throw BenchmarkError("the live title window has no entry or label")
            }
            return (widget, entry, label, { window.close() })
        }
        let editor = cells_baseline_live_title_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))!
        try present(editor.pointee.window, "the C live title window")
        return (editor.pointee.window, editor.pointee.entry, editor.pointee.label, { cells_baseline_title_editor_free(editor) })
    }

    // MARK: Product list

    /// The product window of this side with `products` products, shown, every product
    /// listed (the filter off), and how to close it. The C filter model filters in the handler
    /// (GTK's default, not incremental).
    private func openProductWindow() throws -> (UnsafeMutablePointer<GtkWidget>, () -> Void) {
        if ours {
            let view = ProductsView(products: Product.generated(count: products))
                .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
            let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize)
            try productWindow(window.window.widgetPointer, products: products, "Cells")
            return (window.window.widgetPointer, { window.close() })
        }
        let list = cells_baseline_products_new(guint(products), Int32(productsSize.width), Int32(productsSize.height))!
        let window = cells_baseline_products_window(list)!
        try productWindow(window, products: products, "C")
        return (window, { cells_baseline_products_free(list) })
    }

    /// Stars "Product 1" and un-stars it, `operations` times each (after one of each as a
    /// warm-up). Each waits for the window's next frame and the loop to settle.
    private func countStars() throws {
        let (window, close) = try openProductWindow()
        defer { close() }
        func flip(_ starring: Bool) throws {
            gtk_check_button_set_active(try star(of: "Product 1", in: window), starring ? 1 : 0)
            try nextFrame(window, "the frame after \(starring ? "starring" : "un-starring") a row")
            try settle("after \(starring ? "starring" : "un-starring") a row")
            guard (gtk_check_button_get_active(try star(of: "Product 1", in: window)) != 0) == starring else {
                throw BenchmarkError("the star of Product 1 did not \(starring ? "" : "un-")star it")
            }
        }
        try countBothWays(on: "star", off: "unstar", flip)
    }

    /// Turns the filter on and off, `operations` times each (after one of each as a warm-up).
    /// Each waits until every row is known (the list has one for every product shown: a long
    /// Cells list scans past the rows in sight in chunks after the frame), then for the next
    /// frame and the loop to settle.
    private func countFilterToggles() throws {
        let (window, close) = try openProductWindow()
        defer { close() }
        func flip(_ favoritesOnly: Bool) throws {
            gtk_check_button_set_active(try filterCheckBox(in: window), favoritesOnly ? 1 : 0)
            let expected = UInt32((favoritesOnly ? products / 3 : products) + 1)
            // Generous: a long list's scan under callgrind takes many times its usual time.
            try waitUntil("\(expected) rows with the filter \(favoritesOnly ? "on" : "off")", timeout: 600) {
                (try? listRows(in: window)) == expected
            }
            try nextFrame(window, "the frame after turning the filter \(favoritesOnly ? "on" : "off")")
            try settle("after turning the filter \(favoritesOnly ? "on" : "off")")
        }
        try countBothWays(on: "filter-on", off: "filter-off", flip)
    }

    /// Flips a check box on and off `operations` times each, after one flip each way as a
    /// warm-up: the flips on counted in phase `on`, those off in phase `off`.
    private func countBothWays(on: String, off: String, _ flip: (Bool) throws -> Void) throws {
        try flip(true)
        try flip(false)
        for _ in 0..<operations {
            beginPhase(on, operations: 1)
            try flip(true)
            beginPhase(off, operations: 1)
            try flip(false)
        }
    }

    // MARK: Opening a window

    /// Opens the title editor `operations` times (after one opening as a warm-up): the region
    /// function builds it and presents it; the first frame is waited for and the window closed
    /// outside the region.
    private func countOpenings() throws {
        func openOnce() throws {
            if ours {
                let window = openTitleEditorCountedCells()
                try nextFrame(window.window.widgetPointer, "the title editor's first frame")
                window.close()
            } else {
                let editor = openTitleEditorCountedC()
                try nextFrame(editor.pointee.window, "the C title editor's first frame")
                cells_baseline_title_editor_free(editor)
            }
            try settle("closing the title editor")
        }
        try openOnce()
        for _ in 0..<operations {
            beginPhase("open", operations: 1)
            try openOnce()
        }
    }
}

// The window-open regions, one a side: from making the window's content to
// `gtk_window_present` returning (the widgets built, realized and mapped; the first frame is
// painted after, outside). `@inline(never)` keeps each a function of its own, and
// `@_silgen_name` gives it a plain symbol name for Benchmarks/instructions' `--toggle-collect`.

/// The Cells side: `HostedWindow` around the example `TitleEditor`, presented.
@MainActor @inline(never) @_silgen_name("cells_bench_open_title_editor_cells")
func openTitleEditorCountedCells() -> HostedWindow {
    let window = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil, defaultSize: titleEditorSize)
    gtk_window_present(UnsafeMutableRawPointer(window.window.widgetPointer).assumingMemoryBound(to: GtkWindow.self))
    return window
}

/// The C side: the title editor twin's widgets and handlers, presented.
@MainActor @inline(never) @_silgen_name("cells_bench_open_title_editor_c")
func openTitleEditorCountedC() -> UnsafeMutablePointer<CellsBaselineTitleEditor> {
    let editor = cells_baseline_title_editor_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))!
    gtk_window_present(UnsafeMutableRawPointer(editor.pointee.window).assumingMemoryBound(to: GtkWindow.self))
    return editor
}
