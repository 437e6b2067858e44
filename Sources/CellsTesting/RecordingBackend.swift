import Cells

/// A `Backend` with no display: it keeps a tree of ``RecordedWidget``s that tests read and
/// drive. It counts widgets made and property writes so tests can assert that only what
/// changed was written.
@MainActor
public final class RecordingBackend: Backend {
    /// Widgets made so far, of every kind.
    public private(set) var widgetsMade = 0
    /// Widgets whose views left the tree.
    public private(set) var widgetsRemoved = 0

    public init() {}

    public func makeWidget<Properties: Equatable, Actions>(
        _ properties: Properties, actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) -> AnyObject {
        widgetsMade += 1
        return RecordedWidget(properties, actions: actions)
    }

    public func updateWidget<Properties: Equatable, Actions>(
        _ widget: AnyObject, from old: Properties, to new: Properties,
        actions: WidgetActions<Actions>, environment: EnvironmentValues
    ) {
        recorded(widget).record(new)
        recorded(widget).lastWriteAnimation = Transaction.current?.animation
    }

    public func setPadding(_ padding: EdgeInsets, of widget: AnyObject) {
        recorded(widget).padding = padding
    }

    public func setAttributes(_ attributes: WidgetAttributes, replacing old: WidgetAttributes, of widget: AnyObject) {
        recorded(widget).attributes = attributes
        recorded(widget).lastWriteAnimation = Transaction.current?.animation
    }

    public func setChildren(_ children: [AnyObject], of container: AnyObject) {
        recorded(container).children = children.map(recorded)
        recorded(container).lastWriteAnimation = Transaction.current?.animation
    }

    public func widgetWasRemoved(_ widget: AnyObject) {
        widgetsRemoved += 1
        recorded(widget).isAlive = false
    }

    /// How many rows of a list are in sight at once, as a window of that height would show.
    public var visibleRowCount = 20

    /// Row widgets asked for so far, over all lists.
    public private(set) var rowWidgetsMade = 0

    public func updateRows(of list: AnyObject, with splices: [RowSplice]) {
        let list = recorded(list)
        guard let rows = list.rowActions else { return }
        // One pass over the rows for all splices (they may be tens of thousands).
        var rebuilt: [RecordedWidget?] = []
        rebuilt.reserveCapacity(rows.rowCount)
        var old = 0
        for splice in splices {
            let keptBefore = splice.position - rebuilt.count
            rebuilt.append(contentsOf: list.rowWidgets[old..<(old + keptBefore)])
            old += keptBefore
            for case let widget? in list.rowWidgets[old..<(old + splice.removed)] { rows.rowWasHidden(widget) }
            old += splice.removed
            rebuilt.append(contentsOf: repeatElement(nil, count: splice.inserted))
        }
        rebuilt.append(contentsOf: list.rowWidgets[old...])
        let shrank = rebuilt.count < list.rowWidgets.count
        list.rowWidgets = rebuilt
        if shrank {
            // As a GtkListView's adjustment does when its content gets shorter: the scroll
            // position stays within range, so the last screenful is in sight (scroll to row
            // 150 of 200, filter down to 67: rows 47 to 66 show).
            list.firstVisibleRow = min(list.firstVisibleRow, max(0, list.rowCount - visibleRowCount))
        }
        showRowsInSight(of: list)
    }

    /// Scrolls `list` so that `row` is the first row in sight.
    public func scroll(_ list: RecordedWidget, toRow row: Int) {
        list.firstVisibleRow = max(0, min(row, list.rowCount - 1))
        showRowsInSight(of: list)
    }

    /// Asks for the rows in sight and hands back the others, as a GtkListView does.
    private func showRowsInSight(of list: RecordedWidget) {
        guard let rows = list.rowActions else { return }
        // Never past the end (an empty list, or a scroll before the rows came).
        list.firstVisibleRow = max(0, min(list.firstVisibleRow, list.rowCount - 1))
        let sight = list.firstVisibleRow..<min(list.rowCount, list.firstVisibleRow + visibleRowCount)
        for position in list.rowWidgets.indices where !sight.contains(position) {
            if let widget = list.rowWidgets[position] {
                list.rowWidgets[position] = nil
                rows.rowWasHidden(widget)
            }
        }
        for position in sight where list.rowWidgets[position] == nil {
            if let widget = rows.widgetForRow(at: position) {
                rowWidgetsMade += 1
                list.rowWidgets[position] = recorded(widget)
            }
        }
    }

    private func recorded(_ widget: AnyObject) -> RecordedWidget {
        guard let widget = widget as? RecordedWidget else {
            preconditionFailure("RecordingBackend was handed a widget it did not make: \(widget)")
        }
        return widget
    }
}

/// An `UpdateScheduler` that runs nothing until asked: the test host flushes it after each
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

    public func scheduleBackgroundWork(_ work: @escaping @MainActor () -> Void) {
        background.append(work)
    }

    private var background: [@MainActor () -> Void] = []

    /// How many pieces of background work are waiting (a long list's rows still to scan).
    public var pendingBackgroundWork: Int { background.count }

    /// Runs every waiting pass, and any they schedule, but no background work: what the
    /// main loop has done when it draws the next frame.
    public func runPasses() {
        while !pending.isEmpty {
            let passes = pending
            pending.removeAll()
            for pass in passes { pass() }
        }
    }

    /// Runs every waiting pass, and any they schedule; then the background work, as the
    /// main loop does once it has drawn, and any passes that causes.
    public func runPending() {
        runPasses()
        while !background.isEmpty {
            let work = background.removeFirst()
            work()
            runPasses()
        }
    }
}
