import CBaseline
import CGtk
import CellsGtk
import Foundation
import Gtk

// The grid rows of the benchmark: a photo grid of many tiles (LazyVGrid, adaptive columns)
// against its C twin (Benchmarks/CBaseline/photo_grid.c, a GtkGridView over a GListStore).
// Both show "Photo 1", "Photo 2", … in tiles at least 120 pixels wide and 96 high, 8 pixels
// apart, in a window of `photoGridSize`.

/// A photo of the benchmark's grid: its number and its title.
struct BenchmarkPhoto: Identifiable {
    let id: Int
    let title: String

    /// `count` photos, "Photo 1" first.
    static func generated(count: Int) -> [BenchmarkPhoto] {
        (0..<count).map { BenchmarkPhoto(id: $0, title: "Photo \($0 + 1)") }
    }
}

/// The Cells side: a scrolling lazy grid of titled tiles, as a photo browser writes it.
struct PhotoGrid: View {
    @Owned private var photos: [BenchmarkPhoto]

    init(photos: [BenchmarkPhoto]) {
        _photos = Owned(initialValue: photos)
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], spacing: 8) {
                ForEach(photos) { photo in
                    Text(photo.title)
                        .frame(maxWidth: .infinity, minHeight: 96)
                }
            }
        }
    }
}

let photoGridSize = (width: 640, height: 480)

/// The grid view of a photo grid window, found once, read without allocating.
@MainActor
struct PhotoGridView {
    let view: UnsafeMutablePointer<GtkWidget>

    init(in window: UnsafeMutablePointer<GtkWidget>) throws {
        guard let view = findWidget(in: window, type: gtk_grid_view_get_type()) else { throw BenchmarkError("no grid view") }
        self.view = view
    }

    /// Items in the grid's model.
    var items: UInt32 {
        gtk_grid_view_get_model(OpaquePointer(view)).map { g_list_model_get_n_items($0) } ?? 0
    }

    /// The scrolled window's vertical adjustment (the grid is its scrollable).
    var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
        gtk_scrollable_get_vadjustment(OpaquePointer(view))
    }

    /// Whether a mapped tile shows `title`.
    func shows(_ title: String) -> Bool {
        var item = gtk_widget_get_first_child(view)
        while let current = item {
            if gtk_widget_get_mapped(current) != 0, let label = findWidget(in: current, where: { isA($0, gtk_label_get_type()) }),
               strcmp(gtk_label_get_text(OpaquePointer(label)), title) == 0 {
                return true
            }
            item = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    /// Widgets the grid keeps for its items (shown or kept near the screen).
    var itemWidgets: Int {
        var count = 0
        var item = gtk_widget_get_first_child(view)
        while let current = item {
            count += 1
            item = gtk_widget_get_next_sibling(current)
        }
        return count
    }
}

/// A photo grid window with `count` photos, shown: its grid holds every photo.
@MainActor
func photoGridWindow(_ window: UnsafeMutablePointer<GtkWidget>, photos count: Int, _ name: String) throws -> PhotoGridView {
    try present(window, "the \(name) photo grid")
    try placeForTurns(window, ours: name == "Cells")
    let grid = try PhotoGridView(in: window)
    try waitUntil("all \(count) photos in the \(name) grid (\(grid.items))") { grid.items == UInt32(count) && grid.shows("Photo 1") }
    try settle("after the \(name) photo grid's first frame")
    return grid
}

@MainActor
func openPhotoGridOurs(photos count: Int) -> Side {
    Side(sample: {
        try opening("the photo grid") {
            let window = HostedWindow(title: "Photos", content: PhotoGrid(photos: BenchmarkPhoto.generated(count: count)),
                                      application: nil, defaultSize: photoGridSize)
            return (window.window.widgetPointer, { window.close() })
        }
    })
}

@MainActor
func openPhotoGridBaseline(photos count: Int) -> Side {
    Side(sample: {
        try opening("the C photo grid") {
            let grid = cells_baseline_photo_grid_new(guint(count), Int32(photoGridSize.width), Int32(photoGridSize.height))!
            return (cells_baseline_photo_grid_window(grid), { cells_baseline_photo_grid_free(grid) })
        }
    })
}

/// Scrolls the grid down by a page `pages` times, each to the painted frame that shows the
/// page, then jumps to the end, to the frame that shows the last photo, and back to the top.
/// Two values, each the processor time the process spent from the first scroll until the loop
/// settled after the last (binding the tiles that come into sight, laying out, drawing, and
/// whatever either side leaves for idle time): the page scrolls together, and the jump. A
/// stopwatch would time the wait for the frame clock's next tick too (up to 16.7 ms a frame
/// under Xvfb), which depends on where the tick falls, not on either side's work.
@MainActor
func photoGridScrolls(_ grid: PhotoGridView, window: UnsafeMutablePointer<GtkWidget>, photos count: Int, pages: Int) throws -> [Double] {
    guard let adjustment = grid.adjustment else { throw BenchmarkError("the grid has no vertical adjustment") }
    gtk_adjustment_set_value(adjustment, 0)
    try settle("scrolling the grid to the top")
    let page = gtk_adjustment_get_page_size(adjustment)
    let pagingStart = processCPUMilliseconds()
    for index in 1...pages {
        gtk_adjustment_set_value(adjustment, page * Double(index))
        try nextFrame(window, "the frame after scrolling page \(index)")
    }
    try settle("after scrolling \(pages) pages")
    let paging = processCPUMilliseconds() - pagingStart
    let jump = try jumpToEnd(grid, window: window, adjustment: adjustment, photos: count)
    gtk_adjustment_set_value(adjustment, 0)
    try settle("scrolling the grid back to the top")
    return [paging, jump]
}

/// Jumps from where the grid is to its end; returns the processor time until the frame that
/// shows the last photo is painted and the loop settled.
@MainActor
func jumpToEnd(
    _ grid: PhotoGridView, window: UnsafeMutablePointer<GtkWidget>, adjustment: UnsafeMutablePointer<GtkAdjustment>, photos count: Int
) throws -> Double {
    let start = processCPUMilliseconds()
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    let last = "Photo \(count)"
    var frames = 0
    repeat {
        try nextFrame(window, "the frame after jumping to the end")
        frames += 1
        guard frames < 20 else { throw BenchmarkError("20 frames after jumping to the end, none showed \(last)") }
    } while !grid.shows(last)
    try settle("after jumping to the end")
    return processCPUMilliseconds() - start
}

@MainActor
func scrollPhotoGridOurs(photos count: Int, pages: Int) throws -> Side {
    let backend = GtkBackend()
    let window = HostedWindow(title: "Photos", content: PhotoGrid(photos: BenchmarkPhoto.generated(count: count)),
                              application: nil, defaultSize: photoGridSize, backend: backend)
    let widget = window.window.widgetPointer
    let grid = try photoGridWindow(widget, photos: count, "Cells")
    return Side(sample: {
        let (shown, bound) = (backend.rowWidgetsShown, backend.rowBindMicroseconds)
        defer {
            if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
                progress("Cells grid: \(backend.rowWidgetsShown - shown) tiles bound in \(backend.rowBindMicroseconds - bound) µs")
            }
        }
        return try photoGridScrolls(grid, window: widget, photos: count, pages: pages)
    }, finish: { window.close() })
}

@MainActor
func scrollPhotoGridBaseline(photos count: Int, pages: Int) throws -> Side {
    let twin = cells_baseline_photo_grid_new(guint(count), Int32(photoGridSize.width), Int32(photoGridSize.height))!
    let window = cells_baseline_photo_grid_window(twin)!
    let grid = try photoGridWindow(window, photos: count, "C")
    return Side(sample: { try photoGridScrolls(grid, window: window, photos: count, pages: pages) },
                finish: { cells_baseline_photo_grid_free(twin) })
}

/// The scroll scenario's sides with 20 pages, for `--profile-grid-scroll`.
@MainActor
func scrollPhotoGridOurs(photos count: Int) throws -> Side { try scrollPhotoGridOurs(photos: count, pages: 20) }
@MainActor
func scrollPhotoGridBaseline(photos count: Int) throws -> Side { try scrollPhotoGridBaseline(photos: count, pages: 20) }

/// The grid scenarios with `count` photos: opening, paging and the jump to the end.
@MainActor
func photoGridScenarios(photos count: Int, pages: Int) -> [Scenario] {
    [
        Scenario(["open the photo grid to its first frame, \(count.formatted()) photos"], target: 1.2,
                 ours: { openPhotoGridOurs(photos: count) }, baseline: { openPhotoGridBaseline(photos: count) }),
        Scenario(["scroll the photo grid by a page \(pages) times, \(count.formatted()) photos: processor time",
                  "jump to the photo grid's end, \(count.formatted()) photos, to the last shown: processor time"],
                 target: 1.2,
                 ours: { try scrollPhotoGridOurs(photos: count, pages: pages) },
                 baseline: { try scrollPhotoGridBaseline(photos: count, pages: pages) }),
    ]
}

/// Resident memory added by a photo grid of `count` photos, shown, in kilobytes (in a fresh
/// process each sample: `--memory-grid`).
@MainActor
func photoGridResidentGrowth(photos count: Int, ours: Bool) throws -> Double {
    try residentGrowth {
        guard ours else {
            let twin = cells_baseline_photo_grid_new(guint(count), Int32(photoGridSize.width), Int32(photoGridSize.height))!
            _ = try photoGridWindow(cells_baseline_photo_grid_window(twin), photos: count, "C")
            return nil
        }
        let window = HostedWindow(title: "Photos", content: PhotoGrid(photos: BenchmarkPhoto.generated(count: count)),
                                  application: nil, defaultSize: photoGridSize)
        _ = try photoGridWindow(window.window.widgetPointer, photos: count, "Cells")
        return window
    }
}
