import CGtk
import CellsGtk
import Gtk
import XCTest

/// Gestures under real pointer input through X: GTK's drag, zoom and scroll controllers feed
/// the views' recognizers, and claiming the pointer decides between nested views' gestures
/// as SwiftUI's precedence does.
final class RealInputGestureTests: XCTestCase {
    @MainActor @Observable
    final class Log {
        var entries: [String] = []
    }

    /// A card dragged by a `DragGesture`, its offset a `@GestureState` until release.
    struct Card: View {
        @GestureState private var dragging = CGSize.zero
        @Owned private var position = CGSize.zero
        var body: some View {
            VStack {
                Text("Committed \(Int(position.width.rounded())),\(Int(position.height.rounded()))")
                Text("Dragging \(Int(dragging.width.rounded())),\(Int(dragging.height.rounded()))")
                    .frame(width: 200, height: 80)
                    .gesture(DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { position.width += $0.translation.width; position.height += $0.translation.height })
            }
        }
    }

    func testDraggingShowsTheGestureStateAndReleasingCommitsIt() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let window = try RealWindow.opened(Card(), width: 500, height: 400)
            defer { window.close() }
            let card = try window.label("Dragging 0,0")
            try window.input.drag(card, by: (60, 20), releasing: false)
            window.settle()
            XCTAssertNoThrow(try window.label("Dragging 60,20"), "the gesture state follows the pointer")
            XCTAssertNoThrow(try window.label("Committed 0,0"))
            try window.input.release()
            window.settle()
            XCTAssertNoThrow(try window.label("Dragging 0,0"), "back at its initial value on release")
            XCTAssertNoThrow(try window.label("Committed 60,20"))
            GLibLogRecorder.assertNoProblems("dragging the card")
        }
    }

    /// Taps, a double tap and a long press on separate texts.
    struct Taps: View {
        let log: Log
        var body: some View {
            VStack(spacing: 20) {
                Text("Double").frame(width: 160, height: 40).gesture(TapGesture(count: 2).onEnded { log.entries.append("double") })
                Text("Hold").frame(width: 160, height: 40).onLongPressGesture(minimumDuration: 0.4) { log.entries.append("held") }
                Text("Round").frame(width: 100, height: 100).contentShape(Circle())
                    .gesture(TapGesture().onEnded { log.entries.append("round") })
            }
        }
    }

    func testADoubleTapALongPressAndAContentShapeUnderRealClicks() throws {
        try onMainActor {
            let log = Log()
            let window = try RealWindow.opened(Taps(log: log), width: 400, height: 400)
            defer { window.close() }
            try window.realClick(label: "Double")
            window.settle(for: 0.5)
            XCTAssertEqual(log.entries, [], "one click is not a double tap")
            try window.realDoubleClick(try window.label("Double"))
            XCTAssertEqual(log.entries, ["double"])

            try window.realClick(label: "Hold")
            XCTAssertEqual(log.entries, ["double"], "a click is not a long press")
            try window.realLongPress(try window.label("Hold"), for: 0.7)
            XCTAssertEqual(log.entries, ["double", "held"])

            try window.realClick(try window.label("Round"), at: RealInput.Spot(x: 0.05, y: 0.05))
            XCTAssertEqual(log.entries, ["double", "held"], "the corner is outside the circle")
            try window.realClick(label: "Round")
            XCTAssertEqual(log.entries, ["double", "held", "round"])
        }
    }

    /// A tap inside a view with a drag: normal, high-priority and simultaneous.
    struct Nested: View {
        let log: Log
        let priority: GestureHandler.Priority
        var body: some View {
            let drag = DragGesture().onEnded { _ in log.entries.append("outer drag") }
            let tap = TapGesture().onEnded { log.entries.append("outer tap") }
            let inner = Text("Inner").frame(width: 120, height: 60).gesture(TapGesture().onEnded { log.entries.append("inner tap") })
            VStack {
                switch priority {
                case .normal: VStack { inner }.frame(width: 300, height: 200).gesture(tap.simultaneously(with: drag))
                case .high: VStack { inner }.frame(width: 300, height: 200).highPriorityGesture(drag)
                case .simultaneous: VStack { inner }.frame(width: 300, height: 200).simultaneousGesture(tap)
                }
            }
        }
    }

    func testTheInnerGestureWinsAHighPriorityOneTakesTheDragAndASimultaneousOneSharesTheTap() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let log = Log()
            var window = try RealWindow.opened(Nested(log: log, priority: .normal), width: 400, height: 300)
            try window.realClick(label: "Inner")
            XCTAssertEqual(log.entries, ["inner tap"], "the inner view's tap claims the click")
            window.close()

            log.entries = []
            window = try RealWindow.opened(Nested(log: log, priority: .high), width: 400, height: 300)
            try window.input.drag(try window.label("Inner"), by: (80, 0))
            window.settle()
            XCTAssertEqual(log.entries, ["outer drag"], "the high-priority drag took the pointer from the inner tap")
            try window.realClick(label: "Inner")
            XCTAssertEqual(log.entries, ["outer drag", "inner tap"], "a click is no drag: the inner tap gets it")
            window.close()

            log.entries = []
            window = try RealWindow.opened(Nested(log: log, priority: .simultaneous), width: 400, height: 300)
            try window.realClick(label: "Inner")
            XCTAssertEqual(Set(log.entries), ["inner tap", "outer tap"], "both see the click")
            window.close()
            GLibLogRecorder.assertNoProblems("nested gestures")
        }
    }

    /// Ctrl+wheel is a pinch; the pointer's coming and going is `.onHover`.
    struct Zoomable: View {
        @Owned private var scale = 1.0
        @Owned private var hovered = false
        @Owned private var ended = 0
        var body: some View {
            VStack {
                Text(String(format: "Scale %.2f ended %d", scale, ended))
                Text(hovered ? "Pointer in" : "Pointer out").frame(width: 200, height: 100)
                    .onHover { hovered = $0 }
                    .gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in ended += 1 })
            }
        }
    }

    func testCtrlAndTheWheelPinchAndThePointerHovers() throws {
        try onMainActor {
            let window = try RealWindow.opened(Zoomable(), width: 400, height: 300)
            defer { window.close() }
            try window.input.hover(try window.label("Pointer out"))
            window.settle()
            XCTAssertNoThrow(try window.label("Pointer in"))
            try window.input.scroll(try window.label("Pointer in"), .up, steps: 2, holding: .control)
            window.settle()
            XCTAssertNoThrow(try window.label("Scale 1.21 ended 0"), "two notches away from the user, 10 % each")
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Scale 1.21 ended 1")) != nil }, timeout: 2), "ends after the last notch")
            try window.input.scroll(try window.label("Pointer in"), .down, steps: 1)
            window.settle()
            XCTAssertNoThrow(try window.label("Scale 1.21 ended 1"), "the wheel alone scrolls, it does not pinch")
            RealInput.movePointerAway()
            window.settle()
            XCTAssertNoThrow(try window.label("Pointer out"))
        }
    }

    func testAViewsGestureControllersGoWithItsWindow() throws {
        try onMainActor {
            WatchedObjects.reset()
            let window = try RealWindow.opened(Zoomable(), width: 400, height: 300)
            try window.input.drag(try window.label("Pointer out"), by: (30, 0))
            WatchedObjects.watchTree(window.window)
            let names = Set(WatchedObjects.alive.values)
            XCTAssertTrue(names.isSuperset(of: ["GtkGestureDrag", "GtkGestureZoom", "GtkGestureRotate", "GtkEventControllerScroll", "GtkEventControllerMotion"]), "\(names)")
            window.close()
            window.settle(for: 0.2)
            XCTAssertEqual(WatchedObjects.alive, [:], "every widget and controller of the window is finalized")
        }
    }

    /// Gestures in the rows of a list with selection: the row's click selects it and the
    /// gesture still goes on (a double tap, a drag), as SwiftUI's; a button in the row takes
    /// its own click; a card's background keeps its colour in the selected row.
    struct SelectableRows: View {
        let log: Log
        @Owned private var chosen: String?
        var body: some View {
            VStack {
                Text("Chosen \(chosen ?? "none")")
                List(selection: $chosen) {
                    ForEach(["Alpha", "Beta"], id: \.self) { name in
                        HStack {
                            Text(name).frame(width: 120, alignment: .leading)
                            Button("Info \(name)") { log.entries.append("info \(name)") }
                        }
                        .padding(6)
                        .background(Color.green.opacity(0.5), in: RoundedRectangle(cornerRadius: 8))
                        .gesture(TapGesture(count: 2).onEnded { log.entries.append("double \(name)") }
                            .exclusively(before: DragGesture(minimumDistance: 20).onEnded { _ in log.entries.append("drag \(name)") }))
                    }
                }
            }
        }
    }

    func testGesturesInASelectableListsRowsAndAButtonAmongThem() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let log = Log()
            let window = try RealWindow.opened(SelectableRows(log: log), width: 500, height: 400)
            defer { window.close() }
            window.settle(for: 0.2)
            try window.realDoubleClick(try window.label("Alpha"))
            XCTAssertEqual(log.entries, ["double Alpha"])
            XCTAssertNoThrow(try window.label("Chosen Alpha"), "the row's click selected it too")

            try window.input.drag(try window.label("Beta"), by: (60, 0))
            window.settle()
            XCTAssertEqual(log.entries, ["double Alpha", "drag Beta"])

            try window.realClick("Info Alpha")
            window.settle(for: 0.5)
            XCTAssertEqual(log.entries, ["double Alpha", "drag Beta", "info Alpha"], "the button took its click; no gesture ran")

            // The card's paint in the selected row is still its green, not the row's text colour.
            let cards = window.descendants(of: window.window).filter { window.isA($0, gtk_drawing_area_get_type()) }
            let selectedCard = try XCTUnwrap(cards.first { card in
                var row = gtk_widget_get_parent(card)
                while let current = row, String(cString: gtk_widget_get_css_name(current)) != "row" { row = gtk_widget_get_parent(current) }
                return row.map { gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 } ?? false
            }, "a card in the selected row")
            let paint = window.renderedColor(of: selectedCard)
            XCTAssertGreaterThan(paint.green, paint.red + 0.2, "green in the selected row: \(paint)")
            GLibLogRecorder.assertNoProblems("gestures in list rows")
        }
    }
}
