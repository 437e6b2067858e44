import CBaseline
import CGtk
import CellsGtk
import Examples
import Gtk
import Foundation

/// The title editor's keystroke path, live: every keystroke shows the text and its length in
/// the label above. (The seed's TitleEditor copies the text only on "Change Title"; the C
/// baseline's keystroke path updates the label, so this view does the same work.)
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

/// Runs the main loop until nothing is pending: what a user sees settle after one event.
@MainActor
func drain() {
    cells_baseline_drain()
}

/// Milliseconds since some fixed moment.
@MainActor
func now() -> Double {
    MainLoop.monotonicMilliseconds
}

/// Times `operation` `samples` times (after one warm-up) and returns the durations in ms.
/// Between samples the loop idles for `pause` seconds, so each sample starts with the frame
/// clock at rest (a frame is then painted as soon as it is asked for, not on a later tick).
@MainActor
func measure(samples: Int, pause: Double = 0.05, _ operation: () throws -> Void) rethrows -> [Double] {
    try measurePart(samples: samples, pause: pause) {
        let start = now()
        try operation()
        return now() - start
    }
}

/// Like `measure`, for an operation that times a part of itself and returns that part's
/// milliseconds: opening a window to its first frame, and not the closing that follows.
@MainActor
func measurePart(samples: Int, pause: Double = 0.05, _ operation: () throws -> Double) rethrows -> [Double] {
    _ = try operation()
    var times: [Double] = []
    for _ in 0..<samples {
        MainLoop.run(for: pause)
        drain()
        times.append(try operation())
    }
    return times
}

/// A widget pointer found in a window's tree by type.
@MainActor
func findWidget(in root: UnsafeMutablePointer<GtkWidget>, type: GType) -> UnsafeMutablePointer<GtkWidget>? {
    findWidget(in: root) {
        g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
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

// MARK: - Keystrokes

/// The entry is cleared every this many keystrokes (on both sides), so the label never grows
/// wider than the screen (X refuses windows past 32,767 pixels).
let keystrokesPerLine = 100

func expectedLength(after keystrokes: Int) -> Int {
    keystrokes % keystrokesPerLine == 0 ? keystrokesPerLine : keystrokes % keystrokesPerLine
}

@MainActor
func clearEntry(_ entry: UnsafeMutablePointer<GtkWidget>) {
    gtk_editable_set_text(OpaquePointer(entry), "")
    drain()
}

@MainActor
func keystrokesOurs(count: Int, samples: Int) throws -> [Double] {
    let window = HostedWindow(title: "Live Title", content: LiveTitle(), application: nil)
    _ = cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 5)
    guard let entry = findWidget(in: window.window.widgetPointer, type: gtk_entry_get_type()),
          let label = findWidget(in: window.window.widgetPointer, type: gtk_label_get_type()) else {
        throw BenchmarkError("the live title window has no entry or label")
    }
    let times = try measure(samples: samples) {
        for index in 0..<count {
            if index.isMultiple(of: keystrokesPerLine) { clearEntry(entry) }
            cells_baseline_type(entry, "a")
            drain()
        }
        let shown = String(cString: gtk_label_get_text(OpaquePointer(label)))
        guard shown.hasSuffix("(\(expectedLength(after: count)))") else { throw BenchmarkError("label shows \(shown.suffix(12)), not the last keystroke") }
    }
    window.close()
    drain()
    return times
}

@MainActor
func keystrokesBaseline(count: Int, samples: Int) throws -> [Double] {
    let editor = cells_baseline_title_editor_new()!
    _ = cells_baseline_present_and_wait_for_frame(editor.pointee.window, 5)
    let times = try measure(samples: samples) {
        for index in 0..<count {
            if index.isMultiple(of: keystrokesPerLine) { clearEntry(editor.pointee.entry) }
            cells_baseline_type(editor.pointee.entry, "a")
            drain()
        }
        let shown = String(cString: cells_baseline_label_text(editor.pointee.label))
        guard shown.hasSuffix("(\(expectedLength(after: count)))") else { throw BenchmarkError("C label shows \(shown.suffix(12))") }
    }
    cells_baseline_title_editor_free(editor)
    drain()
    return times
}

// MARK: - Filter toggle

@MainActor
func filterToggleOurs(products count: Int, samples: Int) throws -> [Double] {
    let view = ProductsView(products: Product.generated(count: count))
        .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
    let backend = GtkBackend()
    let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: (360, 420), backend: backend)
    _ = cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 10)
    guard let check = findWidget(in: window.window.widgetPointer, type: gtk_check_button_get_type()),
          let list = findWidget(in: window.window.widgetPointer, type: gtk_list_view_get_type()) else {
        throw BenchmarkError("the products window has no check box or list")
    }
    let model = gtk_list_view_get_model(OpaquePointer(list))
    let toggle = UnsafeMutableRawPointer(check).assumingMemoryBound(to: GtkCheckButton.self)
    let times = try measure(samples: samples) {
        let before = g_list_model_get_n_items(model)
        let shown = backend.rowWidgetsShown
        let bindTime = backend.rowBindMicroseconds
        let t0 = now()
        gtk_check_button_set_active(toggle, gtk_check_button_get_active(toggle) == 0 ? 1 : 0)
        let t1 = now()
        _ = cells_baseline_wait_for_next_frame(window.window.widgetPointer, 5)
        if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
            print("toggle: handler \(t1 - t0) ms, drain \(now() - t1) ms, rows bound \(backend.rowWidgetsShown - shown) in \(Double(backend.rowBindMicroseconds - bindTime) / 1000) ms")
        }
        guard g_list_model_get_n_items(model) != before else { throw BenchmarkError("the filter toggle changed no rows") }
    }
    window.close()
    drain()
    return times
}

@MainActor
func filterToggleBaseline(products count: Int, samples: Int) throws -> [Double] {
    let products = cells_baseline_products_new(guint(count))!
    _ = cells_baseline_present_and_wait_for_frame(cells_baseline_products_window(products), 10)
    let times = try measure(samples: samples) {
        let before = cells_baseline_products_shown_count(products)
        cells_baseline_products_toggle(products)
        _ = cells_baseline_wait_for_next_frame(cells_baseline_products_window(products), 5)
        guard cells_baseline_products_shown_count(products) != before else { throw BenchmarkError("C toggle changed no rows") }
    }
    cells_baseline_products_free(products)
    drain()
    return times
}

// MARK: - Starring one row

/// Clicks the star of the first product row (the filter is off) and waits for the next
/// painted frame; every sample flips it back or forth.
@MainActor
func starToggles(window: UnsafeMutablePointer<GtkWidget>, samples: Int) throws -> [Double] {
    // The star is the check button beside the label "Product 1" (on both sides).
    guard let list = findWidget(in: window, type: gtk_list_view_get_type()),
          let label = findWidget(in: list, where: {
              g_type_check_instance_is_a(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
                  && String(cString: gtk_label_get_text(OpaquePointer($0))) == "Product 1"
          }),
          let row = gtk_widget_get_parent(label),
          let check = findWidget(in: row, type: gtk_check_button_get_type()) else {
        throw BenchmarkError("no star in the product list")
    }
    let star = UnsafeMutableRawPointer(check).assumingMemoryBound(to: GtkCheckButton.self)
    return try measure(samples: samples) {
        let before = gtk_check_button_get_active(star)
        gtk_check_button_set_active(star, before == 0 ? 1 : 0)
        _ = cells_baseline_wait_for_next_frame(window, 5)
        guard gtk_check_button_get_active(star) != before else { throw BenchmarkError("the star did not change") }
    }
}

@MainActor
func starOurs(products count: Int, samples: Int) throws -> [Double] {
    let view = ProductsView(products: Product.generated(count: count))
        .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
    let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: (360, 420))
    _ = cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 10)
    MainLoop.run(for: 0.5)  // the rest of the first scan
    drain()
    defer {
        window.close()
        drain()
    }
    return try starToggles(window: window.window.widgetPointer, samples: samples)
}

@MainActor
func starBaseline(products count: Int, samples: Int) throws -> [Double] {
    let products = cells_baseline_products_new(guint(count))!
    _ = cells_baseline_present_and_wait_for_frame(cells_baseline_products_window(products), 10)
    defer {
        cells_baseline_products_free(products)
        drain()
    }
    return try starToggles(window: cells_baseline_products_window(products), samples: samples)
}

// MARK: - Opening a window
// Each sample times the window from its creation to its first painted frame; closing it
// afterwards is not counted (on either side).

@MainActor
func openTitleEditorOurs(samples: Int) throws -> [Double] {
    try measurePart(samples: samples) {
        let start = now()
        let window = HostedWindow(title: "Title Editor", content: TitleEditor(), application: nil, defaultSize: (420, 220))
        guard cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 5) != 0 else {
            throw BenchmarkError("no frame painted")
        }
        let elapsed = now() - start
        window.close()
        drain()
        return elapsed
    }
}

@MainActor
func openTitleEditorBaseline(samples: Int) throws -> [Double] {
    try measurePart(samples: samples) {
        let start = now()
        let editor = cells_baseline_title_editor_new()!
        guard cells_baseline_present_and_wait_for_frame(editor.pointee.window, 5) != 0 else {
            throw BenchmarkError("no frame painted")
        }
        let elapsed = now() - start
        cells_baseline_title_editor_free(editor)
        drain()
        return elapsed
    }
}

/// Opens the product window with `count` products (or the seed's three) to its first frame,
/// making the products included (the C twin makes its own).
@MainActor
func openProductsOurs(products count: Int?, samples: Int) throws -> [Double] {
    try measurePart(samples: samples) {
        let t0 = now()
        let products = count.map { ProductsView(products: Product.generated(count: $0)) } ?? ProductsView()
        let t1 = now()
        let view = products.defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: (360, 420))
        let t2 = now()
        guard cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 10) != 0 else {
            throw BenchmarkError("no frame painted")
        }
        let t3 = now()
        if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
            print("open: products \(t1 - t0) ms, views \(t2 - t1) ms, first frame \(t3 - t2) ms")
        }
        window.close()
        drain()
        return t3 - t0
    }
}

@MainActor
func openProductsBaseline(products count: Int, samples: Int) throws -> [Double] {
    try measurePart(samples: samples) {
        let start = now()
        let products = cells_baseline_products_new(guint(count))!
        guard cells_baseline_present_and_wait_for_frame(cells_baseline_products_window(products), 10) != 0 else {
            throw BenchmarkError("no frame painted")
        }
        let elapsed = now() - start
        cells_baseline_products_free(products)
        drain()
        return elapsed
    }
}

// MARK: - Memory

/// Resident memory added by a window with `count` products, in kilobytes (run in a fresh
/// process per side, so one side's freed memory does not flatter the other).
@MainActor
func residentGrowth(products count: Int, ours: Bool) throws -> Double {
    drain()
    let before = cells_baseline_resident_kilobytes()
    if ours {
        let view = ProductsView(products: Product.generated(count: count))
            .defaultAppStorage(SettingsStore(persistence: InMemorySettingsPersistence()))
        let window = HostedWindow(title: "Products", content: view, application: nil, defaultSize: (360, 420))
        _ = cells_baseline_present_and_wait_for_frame(window.window.widgetPointer, 10)
        drain()
        let after = cells_baseline_resident_kilobytes()
        withExtendedLifetime(window) {}
        return Double(after - before)
    } else {
        let products = cells_baseline_products_new(guint(count))!
        _ = cells_baseline_present_and_wait_for_frame(cells_baseline_products_window(products), 10)
        drain()
        return Double(cells_baseline_resident_kilobytes() - before)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
