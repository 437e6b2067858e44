import CBaseline
import CGtk
import CellsGtk
import Foundation
import Gtk

// The animation row of the benchmark: a "Move" button sends 100 tiles 200 pixels to the right
// (or back) on a spring without bounce that comes to rest in about 2 s. The Cells side writes
// `withAnimation(.spring(duration:))` around a toggle and `.offset(x:)` on each tile (100
// AdwSpringAnimations, one per tile's effect bin); the C twin
// (Benchmarks/CBaseline/spring_tiles.c) moves the same tiles, each in a bin that draws its
// child translated, from one tick callback on the frame clock with the same spring.

/// The spring's response: a critically damped spring of unit mass and stiffness (2π/1.8)²,
/// which libadwaita ends once its envelope e^(−2πt/1.8) is under 0.001: after 1.98 s, 119
/// frames at 60 Hz.
let springResponse = 1.8
let springDistance = 200.0
let springTilesSize = (width: 720, height: 480)

/// The Cells side: ten rows of ten numbered tiles under a "Move" button.
struct SpringTiles: View {
    let count: Int
    @Owned private var moved = false

    var body: some View {
        VStack(spacing: 4) {
            Button("Move") {
                withAnimation(.spring(duration: springResponse, bounce: 0)) { moved.toggle() }
            }
            ForEach(0..<(count / 10), id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<10, id: \.self) { column in
                        Text("\(row * 10 + column + 1)")
                            .frame(width: 40, height: 24)
                            .offset(x: moved ? springDistance : 0)
                    }
                }
            }
        }
        .padding()
    }
}

/// Presses "Move" and runs the loop until the tiles rest and the loop settles, with a frame
/// meter on the window's frame clock. Four values: the process's processor time from the
/// press until the loop settled after the motion, the time inside each painted frame (mean,
/// and the longest frame), and the frames painted, which a side that cannot keep up paints
/// fewer of. `moving` says whether every tile's animation runs, and
/// `rested` whether every tile is at its end.
@MainActor
func springMove(
    window: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>, moving: () -> Bool, rested: () -> Bool
) throws -> [Double] {
    guard let clock = gtk_widget_get_frame_clock(window) else { throw BenchmarkError("the spring window has no frame clock") }
    let meter = cells_baseline_frame_meter_start(clock)!
    let watch = Stopwatch()
    let processorStart = processCPUMilliseconds()
    gtk_widget_activate(button)
    try waitUntil("every tile's animation running", timeout: 5, moving)
    try waitUntil("the tiles at rest", timeout: 10, rested)
    let moving = watch.stop()
    try settle("after the tiles came to rest")
    let processor = processCPUMilliseconds() - processorStart
    var frames: gint64 = 0
    var longest = 0.0
    let total = cells_baseline_frame_meter_stop_counting(meter, &frames, &longest)
    if ProcessInfo.processInfo.environment["CELLS_BENCH_TRACE"] != nil {
        progress("spring: \(frames) frames in \(format(moving, "ms")) ms, \(format(total, "ms")) ms of them in frames")
    }
    guard frames >= 30 else { throw BenchmarkError("the spring painted \(frames) frames, not an animation's") }
    return [processor, total / Double(frames), longest, Double(frames)]
}

/// The "Move" button of a spring window.
@MainActor
func moveButton(in window: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
    var widget = label("Move", in: window)
    while let current = widget, !isA(current, gtk_button_get_type()) { widget = gtk_widget_get_parent(current) }
    guard let widget else { throw BenchmarkError("no \"Move\" button") }
    return widget
}

@MainActor
func springOurs(views count: Int) throws -> Side {
    let window = HostedWindow(title: "Springs", content: SpringTiles(count: count), application: nil, defaultSize: springTilesSize)
    let widget = window.window.widgetPointer
    try present(widget, "the spring window")
    try placeForTurns(widget, ours: true)
    let button = try moveButton(in: widget)
    return Side(sample: {
        try springMove(window: widget, button: button, moving: { WidgetAnimator.runningCount == count },
                       rested: { WidgetAnimator.runningCount == 0 })
    }, finish: { window.close() })
}

@MainActor
func springBaseline(views count: Int) throws -> Side {
    let tiles = cells_baseline_spring_tiles_new(Int32(count), springResponse, springDistance,
                                                Int32(springTilesSize.width), Int32(springTilesSize.height))!
    let window = cells_baseline_spring_tiles_window(tiles)!
    try present(window, "the C spring window")
    try placeForTurns(window, ours: false)
    let button = try moveButton(in: window)
    return Side(sample: {
        try springMove(window: window, button: button, moving: { cells_baseline_spring_tiles_moving(tiles) != 0 },
                       rested: { cells_baseline_spring_tiles_moving(tiles) == 0 })
    }, finish: { cells_baseline_spring_tiles_free(tiles) })
}

/// The animation scenario: three rows from one spring.
@MainActor
func springScenario(views count: Int) -> Scenario {
    let name = "spring moving \(count) views' offsets (about 2 s)"
    return Scenario(["\(name): processor time, press to rest", "\(name): time in each frame, mean",
                     "\(name): the longest frame", "\(name): frames painted"],
                    rowUnits: ["ms", "ms", "ms", "frames"], rowTargets: [1.2, 1.2, 1.2, .nan],
                    ours: { try springOurs(views: count) }, baseline: { try springBaseline(views: count) })
}
