import Cells

/// A ``Backend`` with no display: it keeps a tree of ``RecordedWidget``s that tests read and
/// drive. It counts widgets made and property writes so tests can assert that only what
/// changed was written.
@MainActor
public final class RecordingBackend: Backend {
    /// Widgets made so far, of every kind.
    public private(set) var widgetsMade = 0
    /// Widgets whose views left the tree.
    public private(set) var widgetsRemoved = 0

    public init() {}

    public func makeWidget(_ kind: WidgetKind, events: WidgetEvents) -> AnyObject {
        widgetsMade += 1
        return RecordedWidget(kind: kind, events: events)
    }

    public func setProperty(_ property: WidgetProperty, on widget: AnyObject) {
        recorded(widget).record(property)
    }

    public func setChildren(_ children: [AnyObject], of container: AnyObject) {
        recorded(container).children = children.map(recorded)
    }

    public func widgetWasRemoved(_ widget: AnyObject) {
        widgetsRemoved += 1
        recorded(widget).isAlive = false
    }

    /// Total property writes across `widgets`, per property.
    public func totalWrites(in widgets: [RecordedWidget]) -> Int {
        widgets.reduce(0) { $0 + $1.writeCounts.values.reduce(0, +) }
    }

    private func recorded(_ widget: AnyObject) -> RecordedWidget {
        guard let widget = widget as? RecordedWidget else {
            preconditionFailure("RecordingBackend was handed a widget it did not make: \(widget)")
        }
        return widget
    }
}

/// An ``UpdateScheduler`` that runs nothing until asked: the test host flushes it after each
/// simulated user action, as one turn of the main loop would.
@MainActor
public final class ManualScheduler: UpdateScheduler {
    private var pending: [@MainActor () -> Void] = []

    public init() {}

    /// How many passes are waiting.
    public var pendingCount: Int { pending.count }

    public func scheduleUpdate(_ pass: @escaping @MainActor () -> Void) {
        pending.append(pass)
    }

    /// Runs every waiting pass, and any they schedule.
    public func runPending() {
        while !pending.isEmpty {
            let passes = pending
            pending.removeAll()
            for pass in passes { pass() }
        }
    }
}
