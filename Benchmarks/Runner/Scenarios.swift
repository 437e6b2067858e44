import CBaseline
import CGtk
import CellsGtk
import Examples
import Gtk
import Foundation

// Every scenario has two sides, Cells and its C twin (Benchmarks/CBaseline), each set up once
// (a window opened and shown), then sampled: `sample` runs the timed operation once and
// returns the milliseconds inside its stopwatch, one value per row of the scenario (a filter
// toggle gives "on" and "off"). Both sides use the same waits, below, and every wait has a
// timeout: one that expires throws, and the runner stops naming the scenario.

/// One side of a scenario, set up.
@MainActor
struct Side {
    let sample: () throws -> [Double]
    let finish: () -> Void

    init(sample: @escaping () throws -> [Double], finish: @escaping () -> Void = {}) {
        self.sample = sample
        self.finish = finish
    }
}

/// The keystroke window of the Cells side: every keystroke shows the text and its length in
/// the label above. (The seed's TitleEditor copies the text only on "Change Title".)
struct LiveTitle: View {
    @Owned private var title = ""

    var body: some View {
        VStack(spacing: 8) {
            Text("\(title) (\(title.count))")
            TextField("Insert Title", text: $title)
        }
        .padding()
    }
}

/// Window sizes, the same on both sides.
let liveTitleSize = (width: 480, height: 320)
let titleEditorSize = (width: 420, height: 220)
let productsSize = (width: 360, height: 420)

// MARK: - Waits (all with a timeout)

/// Milliseconds since some fixed moment.
@MainActor
func now() -> Double {
    MainLoop.monotonicMilliseconds
}

/// Runs the main loop until nothing is pending: what a user sees settle after one event.
@MainActor
func settle(_ what: @autoclosure () -> String = "settling") throws {
    guard MainLoop.drain(timeout: 10) else { throw BenchmarkError("the main loop was still busy after 10 s (\(what()))") }
}

/// Runs the main loop until `window` paints its next frame.
@MainActor
func nextFrame(_ window: UnsafeMutablePointer<GtkWidget>, _ what: @autoclosure () -> String) throws {
    guard MainLoop.waitForNextFrame(of: window, timeout: 5) else {
        throw BenchmarkError("no frame painted within 5 s (\(what()))")
    }
}

/// Shows `window` and runs the main loop until its first frame is painted.
@MainActor
func present(_ window: UnsafeMutablePointer<GtkWidget>, _ what: @autoclosure () -> String) throws {
    guard MainLoop.presentAndWaitForFirstFrame(window, timeout: 10) else {
        throw BenchmarkError("no first frame painted within 10 s (\(what()))")
    }
}

/// Puts a side's long-lived window in its own half of the screen: the two sides take turns
/// with both windows open, and without a window manager both would open at (0, 0), each
/// covering the other (an overlapped window repaints what the other covered, and times it).
@MainActor
func placeForTurns(_ window: UnsafeMutablePointer<GtkWidget>, ours: Bool) throws {
    cells_baseline_place_window(window, ours ? 0 : 640, 0)
    try settle("placing the window")
}

/// Runs the main loop until `condition` holds.
@MainActor
func waitUntil(_ what: @autoclosure () -> String, timeout: Double = 30, _ condition: () -> Bool) throws {
    guard MainLoop.wait(until: condition, timeout: timeout) else {
        throw BenchmarkError("timed out after \(Int(timeout)) s waiting for \(what())")
    }
}

/// Lets the loop idle for `seconds` (sleeping), then settle: each sample starts with the frame
/// clock at rest, so a frame is painted as soon as it is asked for, not on a later tick.
@MainActor
func rest(_ seconds: Double = 0.05) throws {
    _ = MainLoop.wait(until: { false }, timeout: seconds)
    try settle("resting between samples")
}

// MARK: - Finding widgets (the same way on both sides)

@MainActor
func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// The first widget of a window's tree, depth first, that `matches`.
@MainActor
func findWidget(
    in root: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
) -> UnsafeMutablePointer<GtkWidget>? {
    if matches(root) { return root }
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        if let found = findWidget(in: current, where: matches) { return found }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

@MainActor
func findWidget(in root: UnsafeMutablePointer<GtkWidget>, type: GType) -> UnsafeMutablePointer<GtkWidget>? {
    findWidget(in: root) { isA($0, type) }
}

/// The mapped label showing `text`.
@MainActor
func label(_ text: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    findWidget(in: root) {
        isA($0, gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0 && String(cString: gtk_label_get_text(OpaquePointer($0))) == text
    }
}

@MainActor
func checkButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkCheckButton> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkCheckButton.self)
}

/// The "Show favorites only" check box (the check button around that label).
@MainActor
func filterCheckBox(in window: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkCheckButton> {
    var widget = label("Show favorites only", in: window)
    while let current = widget, !isA(current, gtk_check_button_get_type()) { widget = gtk_widget_get_parent(current) }
    guard let widget else { throw BenchmarkError("no \"Show favorites only\" check box") }
    return checkButton(widget)
}

/// The star of the row titled `title`: the check button beside its label.
@MainActor
func star(of title: String, in window: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkCheckButton> {
    guard let label = label(title, in: window), let row = gtk_widget_get_parent(label),
          let check = findWidget(in: row, type: gtk_check_button_get_type()) else {
        throw BenchmarkError("no star beside \"\(title)\"")
    }
    return checkButton(check)
}

/// Rows in the window's list (the filter's row included).
@MainActor
func listRows(in window: UnsafeMutablePointer<GtkWidget>) throws -> UInt32 {
    guard let list = findWidget(in: window, type: gtk_list_view_get_type()),
          let model = gtk_list_view_get_model(OpaquePointer(list)) else {
        throw BenchmarkError("no list view with a model")
    }
    return g_list_model_get_n_items(model)
}

// MARK: - Keystrokes

/// The entry is cleared every this many keystrokes (on both sides), so the label never grows
/// wider than the screen (X refuses windows past 32,767 pixels).
let keystrokesPerLine = 100

/// Types `count` keystrokes into `entry`, letting the loop settle after each, and checks that
/// `label` shows the last one.
@MainActor
func typing(count: Int, entry: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>, side: String) throws -> [Double] {
    try focusForTyping(entry)
    let clock = gtk_widget_get_frame_clock(entry)
    let framesAtStart = clock.map { gdk_frame_clock_get_frame_counter($0) } ?? 0
    let meter = clock.map { cells_baseline_frame_meter_start($0) }
    // Where a keystroke's time goes (printed with CELLS_BENCH_TRACE): the insert with the
    // entry's "changed" handlers (both sides set the label there, Cells in its update pass),
    // and the loop run after it (frames are painted there on both sides).
    var inInsert: gint64 = 0
    var afterInsert: gint64 = 0
    let watch = Stopwatch()
    for index in 0..<count {
        if index.isMultiple(of: keystrokesPerLine) {
            gtk_editable_set_text(OpaquePointer(entry), "")
            try settle("clearing the entry")
        }
        let start = g_get_monotonic_time()
        cells_baseline_type(entry, "a")
        let inserted = g_get_monotonic_time()
        try settle("keystroke \(index + 1)")
        inInsert += inserted - start
        afterInsert += g_get_monotonic_time() - inserted
    }
    let elapsed = watch.stop()
    let inFrames = meter.map { cells_baseline_frame_meter_stop($0) } ?? 0
    if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil, let clock {
        let frames = gdk_frame_clock_get_frame_counter(clock) - framesAtStart
        progress("\(side), \(count) keystrokes: \(frames) frames painted, taking \(Int(inFrames)) of the \(Int(elapsed)) ms; "
            + "per keystroke \(Int(inInsert) / count) µs in the insert and its handlers, \(Int(afterInsert) / count) µs in the loop after it")
    }
    let length = count % keystrokesPerLine == 0 ? keystrokesPerLine : count % keystrokesPerLine
    let shown = String(cString: gtk_label_get_text(OpaquePointer(label)))
    guard shown.hasSuffix("(\(length))") else { throw BenchmarkError("the label shows \(shown.suffix(12)), not the last keystroke") }
    return [elapsed]
}

/// Makes `entry`'s window the active one, with the keyboard focus in `entry`, as a user typing
/// into it has. Both sides' windows are open while they take turns, and the active window does
/// more for a keystroke than one in the background (the input method follows the cursor, the
/// cursor is drawn), so each side is timed in the active window.
@MainActor
func focusForTyping(_ entry: UnsafeMutablePointer<GtkWidget>) throws {
    guard let root = gtk_widget_get_root(entry) else { throw BenchmarkError("the entry is in no window") }
    let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    if gtk_window_is_active(window) != 0, let focus = gtk_root_get_focus(root), focus == entry || gtk_widget_is_ancestor(focus, entry) != 0 {
        return
    }
    gtk_window_present(window)
    _ = gtk_widget_grab_focus(entry)
    try waitUntil("the typing window active, with the focus in its entry") {
        guard gtk_window_is_active(window) != 0, let focus = gtk_root_get_focus(root) else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
    }
    // The window that lost the focus, and this one, animate their change of state (Adwaita's
    // backdrop transitions): let those frames pass before the stopwatch starts.
    try rest(0.5)
}

@MainActor
func keystrokesOurs(count: Int) throws -> Side {
    let window = HostedWindow(title: "Live Title", content: LiveTitle(), application: nil, defaultSize: liveTitleSize)
    let widget = window.window.widgetPointer
    try present(widget, "the live title window")
    try placeForTurns(widget, ours: true)
    guard let entry = findWidget(in: widget, type: gtk_entry_get_type()), let label = label(" (0)", in: widget) else {
        throw BenchmarkError("the live title window has no entry or label")
    }
    return Side(sample: { try typing(count: count, entry: entry, label: label, side: "Cells") }, finish: { window.close() })
}

@MainActor
func keystrokesBaseline(count: Int) throws -> Side {
    let editor = cells_baseline_live_title_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))!
    try present(editor.pointee.window, "the C live title window")
    try placeForTurns(editor.pointee.window, ours: false)
    return Side(
        sample: { try typing(count: count, entry: editor.pointee.entry, label: editor.pointee.label, side: "C") },
        finish: { cells_baseline_title_editor_free(editor) }
    )
}

// MARK: - Product list: filter toggle, star

/// A product window set up for sampling: shown, and its list fully scanned (every product
/// has its row: the filter is off).
@MainActor
func productWindow(_ window: UnsafeMutablePointer<GtkWidget>, products count: Int, _ name: String) throws {
    try present(window, "the \(name) product window")
    try placeForTurns(window, ours: name == "Cells")
    try waitUntil("all \(count) products listed in the \(name) window (\((try? listRows(in: window)) ?? 0) rows)") {
        (try? listRows(in: window)) == UInt32(count + 1)
    }
    try settle("after the \(name) product window's first scan")
}

// MARK: Filter toggle: equal work on long lists
//
// Both sides defer: past 4,096 products the Cells list shows the rows in sight with the
// frame after the toggle and scans the rest in chunks after it (`ListRowController`); the C
// twin's filter model is incremental (`gtk_filter_list_model_set_incremental`), filtering 512
// products in each idle after the handler. So each toggle is timed twice, on one stopwatch:
// to the first frame that shows the rows in sight (what a user sees), and on until every row
// is known (the scrollbar's length, scrolling to the end, a count).

/// The rows of one filter scenario, in the order `filterToggles` times them.
func filterRowNames(products count: Int) -> [String] {
    ["on (favorites only)", "off (show all)"].flatMap { direction in
        ["to the rows in sight", "to every row known"].map { "filter \(direction), \(count.formatted()) products, \($0)" }
    }
}

/// The filter scenario with `count` products: four rows, both directions to both points.
@MainActor
func filterScenario(products count: Int) -> Scenario {
    Scenario(filterRowNames(products: count), target: 1.2,
             ours: { try filterToggleOurs(products: count) }, baseline: { try filterToggleBaseline(products: count) })
}

/// Rows that fill the product window whatever their height: a frame showing a list of at
/// least this many rows (or all of a shorter list) has no empty space where rows belong.
let rowsFillingTheProductWindow = productsSize.height / 20

/// The list view of a product window, found once, read without allocating: the stopwatch
/// runs while it is read.
@MainActor
struct ProductList {
    let view: UnsafeMutablePointer<GtkWidget>

    init(in window: UnsafeMutablePointer<GtkWidget>) throws {
        guard let view = findWidget(in: window, type: gtk_list_view_get_type()) else { throw BenchmarkError("no list view") }
        self.view = view
    }

    /// Rows in the list's model (the filter's row included).
    var rows: UInt32 {
        gtk_list_view_get_model(OpaquePointer(view)).map { g_list_model_get_n_items($0) } ?? 0
    }

    /// Whether the first product row on screen (list item widgets are the list view's children
    /// in the order of their rows) is the one titled `title`.
    func showsFirst(_ title: String) -> Bool {
        var item = gtk_widget_get_first_child(view)
        while let current = item {
            if gtk_widget_get_mapped(current) != 0, let label = findWidget(in: current, where: Self.isProductTitle) {
                return strcmp(gtk_label_get_text(OpaquePointer(label)), title) == 0
            }
            item = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    private static func isProductTitle(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isA(widget, gtk_label_get_type()) && gtk_widget_get_mapped(widget) != 0
            && strncmp(gtk_label_get_text(OpaquePointer(widget)), "Product ", 8) == 0
    }
}

/// Turns the filter on, then off. Each direction gives two values from one stopwatch: to the
/// first painted frame showing the rows in sight (the first product row is the right one, and
/// the list has rows enough to fill the window), and to every row known (the list has a row
/// for every product shown, and `pending()`, the C filter model's unfiltered products, is 0).
/// Checked after both: the rows stay as they are once the loop settles.
@MainActor
func filterToggles(
    window: UnsafeMutablePointer<GtkWidget>, products count: Int, pending: () -> UInt32 = { 0 }, trace: ((Bool) -> Void)? = nil
) throws -> [Double] {
    var times: [Double] = []
    let list = try ProductList(in: window)
    for favoritesOnly in [true, false] {
        let direction = favoritesOnly ? "on" : "off"
        let check = try filterCheckBox(in: window)
        if !favoritesOnly { try rest() }
        let expected = UInt32((favoritesOnly ? count / 3 : count) + 1)
        let firstTitle = favoritesOnly ? "Product 3" : "Product 1"
        let inSight = min(expected, UInt32(rowsFillingTheProductWindow))
        trace?(true)
        let watch = Stopwatch()
        gtk_check_button_set_active(check, favoritesOnly ? 1 : 0)
        var frames = 0
        repeat {
            try nextFrame(window, "the frame after turning the filter \(direction)")
            frames += 1
            guard frames < 100 else { throw BenchmarkError("100 frames after turning the filter \(direction), none showed its rows") }
        } while !(list.rows >= inSight && list.showsFirst(firstTitle))
        times.append(watch.stop())
        try waitUntil("\(expected) rows with the filter \(direction) (\(list.rows) rows, \(pending()) products pending)") {
            list.rows == expected && pending() == 0
        }
        times.append(watch.stop())
        trace?(false)
        if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
            progress("filter \(direction): rows in sight at frame \(frames) after \(format(times[times.count - 2], "ms")) ms, "
                + "every row known after \(format(times[times.count - 1], "ms")) ms")
        }
        try settle("after turning the filter \(direction)")
        guard list.rows == expected, pending() == 0, list.showsFirst(firstTitle) else {
            throw BenchmarkError("with the filter \(direction) the list has \(list.rows) rows, not \(expected), "
                + "or does not show \(firstTitle) first, once the loop settled")
        }
    }
    return times
}

@MainActor
func filterToggleOurs(products count: Int) throws -> Side {
    let view = ProductsView(products: Product.generated(count: count))
        .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
    let backend = GtkBackend()
    let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize, backend: backend)
    let widget = window.window.widgetPointer
    try productWindow(widget, products: count, "Cells")
    var trace: ((Bool) -> Void)?
    if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
        var shown = 0, bindTime = 0, start = 0.0
        trace = { starting in
            if starting {
                (shown, bindTime, start) = (backend.rowWidgetsShown, backend.rowBindMicroseconds, now())
            } else {
                progress("toggle: \(now() - start) ms, rows bound \(backend.rowWidgetsShown - shown) in \(Double(backend.rowBindMicroseconds - bindTime) / 1000) ms")
            }
        }
    }
    return Side(sample: { try filterToggles(window: widget, products: count, trace: trace) }, finish: { window.close() })
}

/// The C twin with an incremental filter model, as both sides defer (the star and opening
/// rows keep GTK's default, which filters in the handler: a star filters one product). With
/// CELLS_BENCH_C_FILTER_IN_HANDLER set (a diagnostic), it filters every product in the
/// handler, as GTK's default does: the other way a C programmer could write it.
@MainActor
func filterToggleBaseline(products count: Int) throws -> Side {
    let products = cells_baseline_products_new(guint(count), Int32(productsSize.width), Int32(productsSize.height))!
    let inHandler = ProcessInfo.processInfo.environment["CELLS_BENCH_C_FILTER_IN_HANDLER"] != nil
    cells_baseline_products_set_incremental(products, inHandler ? 0 : 1)
    let window = cells_baseline_products_window(products)!
    try productWindow(window, products: count, "C")
    return Side(
        sample: { try filterToggles(window: window, products: count, pending: { cells_baseline_products_pending(products) }) },
        finish: { cells_baseline_products_free(products) }
    )
}

/// Stars "Product 1" (not a favorite), to the next painted frame, then un-stars it; the filter
/// is off. `isFavorite` reads the model, where a side can.
@MainActor
func starToggles(window: UnsafeMutablePointer<GtkWidget>, isFavorite: (() -> Bool)? = nil) throws -> [Double] {
    var times: [Double] = []
    for starring in [true, false] {
        let check = try star(of: "Product 1", in: window)
        guard (gtk_check_button_get_active(check) != 0) != starring else { throw BenchmarkError("Product 1 is already \(starring ? "" : "not ")starred") }
        if !starring { try rest() }
        let watch = Stopwatch()
        gtk_check_button_set_active(check, starring ? 1 : 0)
        try nextFrame(window, "the frame after \(starring ? "starring" : "un-starring") a row")
        times.append(watch.stop())
        guard (gtk_check_button_get_active(try star(of: "Product 1", in: window)) != 0) == starring,
              isFavorite.map({ $0() == starring }) ?? true else {
            throw BenchmarkError("the star of Product 1 did not \(starring ? "" : "un-")star it")
        }
    }
    return times
}

@MainActor
func starOurs(products count: Int) throws -> Side {
    let view = ProductsView(products: Product.generated(count: count))
        .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
    let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize)
    let widget = window.window.widgetPointer
    try productWindow(widget, products: count, "Cells")
    return Side(sample: { try starToggles(window: widget) }, finish: { window.close() })
}

@MainActor
func starBaseline(products count: Int) throws -> Side {
    let products = cells_baseline_products_new(guint(count), Int32(productsSize.width), Int32(productsSize.height))!
    let window = cells_baseline_products_window(products)!
    try productWindow(window, products: count, "C")
    return Side(
        sample: { try starToggles(window: window, isFavorite: { cells_baseline_products_is_favorite(products, 0) != 0 }) },
        finish: { cells_baseline_products_free(products) }
    )
}

// MARK: - Opening a window
// Each sample times the window from its creation (making its data included) to its first
// painted frame; closing it afterwards is not counted.

@MainActor
func opening(_ name: String, _ open: () throws -> (UnsafeMutablePointer<GtkWidget>, () -> Void)) throws -> [Double] {
    let watch = Stopwatch()
    let (window, close) = try open()
    try present(window, name)
    let elapsed = watch.stop()
    close()
    try settle("closing \(name)")
    return [elapsed]
}

@MainActor
func openTitleEditorOurs() -> Side {
    Side(sample: {
        try opening("the title editor") {
            let window = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil, defaultSize: titleEditorSize)
            return (window.window.widgetPointer, { window.close() })
        }
    })
}

@MainActor
func openTitleEditorBaseline() -> Side {
    Side(sample: {
        try opening("the C title editor") {
            let editor = cells_baseline_title_editor_new(Int32(titleEditorSize.width), Int32(titleEditorSize.height))!
            return (editor.pointee.window, { cells_baseline_title_editor_free(editor) })
        }
    })
}

/// The product window with `count` products (nil: the seed's three).
@MainActor
func openProductsOurs(products count: Int?) -> Side {
    Side(sample: {
        try opening("the product window") {
            let products = count.map { ProductsView(products: Product.generated(count: $0)) } ?? ProductsView()
            let view = products.defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
            let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize)
            return (window.window.widgetPointer, { window.close() })
        }
    })
}

@MainActor
func openProductsBaseline(products count: Int) -> Side {
    Side(sample: {
        try opening("the C product window") {
            let products = cells_baseline_products_new(guint(count), Int32(productsSize.width), Int32(productsSize.height))!
            return (cells_baseline_products_window(products), { cells_baseline_products_free(products) })
        }
    })
}

// MARK: - A scenario that cannot finish (--hang-check)

/// A window that was shown, then hidden: it keeps its frame clock but paints no frame.
@MainActor
func hiddenWindow() throws -> Side {
    let editor = cells_baseline_live_title_new(Int32(liveTitleSize.width), Int32(liveTitleSize.height))!
    try present(editor.pointee.window, "the window to hide")
    gtk_widget_set_visible(editor.pointee.window, 0)
    return Side(sample: {
        let start = now()
        try nextFrame(editor.pointee.window, "a hidden window")
        return [now() - start]
    }, finish: { cells_baseline_title_editor_free(editor) })
}

// MARK: - Memory

/// Resident memory added while `open` makes a window (its data included) and waits until it is
/// shown and filled, in kilobytes; what `open` returns is kept alive until the figure is read.
/// Each sample runs in a fresh process (`--memory`, `--memory-grid`), so one side's freed
/// memory does not flatter the other.
@MainActor
func residentGrowth(_ open: () throws -> AnyObject?) throws -> Double {
    try settle()
    let before = cells_baseline_resident_kilobytes()
    let window = try open()
    let after = cells_baseline_resident_kilobytes()
    withExtendedLifetime(window) {}
    return Double(after - before)
}

/// Resident memory added by a product window with `count` products, shown and fully listed.
@MainActor
func residentGrowth(products count: Int, ours: Bool) throws -> Double {
    try residentGrowth {
        guard ours else {
            let products = cells_baseline_products_new(guint(count), Int32(productsSize.width), Int32(productsSize.height))!
            try productWindow(cells_baseline_products_window(products), products: count, "C")
            return nil
        }
        let view = ProductsView(products: Product.generated(count: count))
            .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: productsSize)
        try productWindow(window.window.widgetPointer, products: count, "Cells")
        return window
    }
}

/// Runs this executable again with `arguments` (an internal mode that measures one side in a
/// fresh process) and returns the numbers it printed; `what` names it if it fails.
@MainActor
func figuresFromChild(_ arguments: [String], count: Int, what: String) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard process.terminationStatus == 0, figures.count == count else {
        throw BenchmarkError("the \(what) child exited \(process.terminationStatus) after printing \(output)")
    }
    return figures
}

/// One side of a memory row: each sample is this executable run again in `mode`
/// (`--memory`, `--memory-grid`) for `count` items, printing the kilobytes it added.
@MainActor
func memoryInChild(_ mode: String, ours: Bool, count: Int) -> Side {
    Side(sample: {
        [try figuresFromChild([mode, ours ? "ours" : "c", String(count)], count: 1, what: "\(mode) (\(ours ? "Cells" : "C"))")[0]]
    })
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - Widget trees

/// The widget tree under `root`, one widget a line, indented by depth: type, CSS classes,
/// margins, alignments other than fill and spacing where set, a label's or button's text. A
/// list or grid view shows its first `rows` rows. What `--trees` prints, and what the twins are
/// compared by.
@MainActor
func widgetTree(_ root: UnsafeMutablePointer<GtkWidget>, rows: Int = 3) -> [String] {
    var lines: [String] = []
    func visit(_ widget: UnsafeMutablePointer<GtkWidget>, depth: Int, rowLimit: Int?) {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        var line = String(repeating: "  ", count: depth) + String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
        if gtk_widget_get_visible(widget) == 0 { line += " (hidden)" }
        var classes: [String] = []
        if let names = gtk_widget_get_css_classes(widget) {
            var index = 0
            while let name = names[index] { classes.append(String(cString: name)); index += 1 }
            g_strfreev(names)
        }
        if !classes.isEmpty { line += " ." + classes.joined(separator: ".") }
        let margins = [gtk_widget_get_margin_top(widget), gtk_widget_get_margin_bottom(widget),
                       gtk_widget_get_margin_start(widget), gtk_widget_get_margin_end(widget)]
        if margins.contains(where: { $0 != 0 }) { line += " margins \(margins.map(String.init).joined(separator: ","))" }
        if gtk_widget_get_hexpand(widget) != 0 { line += " hexpand" }
        if gtk_widget_get_vexpand(widget) != 0 { line += " vexpand" }
        let alignments = ["fill", "start", "end", "center", "baseline"]
        let halign = Int(gtk_widget_get_halign(widget).rawValue), valign = Int(gtk_widget_get_valign(widget).rawValue)
        if halign != 0, halign < alignments.count { line += " halign \(alignments[halign])" }
        if valign != 0, valign < alignments.count { line += " valign \(alignments[valign])" }
        if g_type_check_instance_is_a(instance, gtk_box_get_type()) != 0 {
            let box = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
            line += gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL ? " vertical" : " horizontal"
            line += " spacing \(gtk_box_get_spacing(box))"
        }
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            line += " \"\(String(cString: gtk_label_get_text(OpaquePointer(widget))))\""
        }
        if g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 {
            var width: gint = 0, height: gint = 0
            gtk_window_get_default_size(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self), &width, &height)
            line += " default size \(width)×\(height), now \(gtk_widget_get_width(widget))×\(gtk_widget_get_height(widget))"
        }
        lines.append(line)
        var limit = rowLimit
        if isA(widget, gtk_list_view_get_type()) || isA(widget, gtk_grid_view_get_type()) { limit = rows }
        var child = gtk_widget_get_first_child(widget)
        var shown = 0
        while let current = child {
            if let limit, shown >= limit {
                lines.append(String(repeating: "  ", count: depth + 1) + "…")
                break
            }
            visit(current, depth: depth + 1, rowLimit: nil)
            shown += 1
            child = gtk_widget_get_next_sibling(current)
        }
    }
    visit(root, depth: 0, rowLimit: nil)
    return lines
}
