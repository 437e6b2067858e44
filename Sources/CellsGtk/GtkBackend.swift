import Cells
import CGtk
import Gtk

/// Renders the built-in views as GTK 4 widgets: labels, entries, buttons, check buttons,
/// switches and boxes. Layout is GTK's own (boxes, margins, alignment), text colour is CSS.
///
/// Model → widget writes happen only when the widget shows something else, with the
/// widget's own signal handler blocked so the write does not echo back as a user edit; an
/// entry keeps its cursor where the user had it.
@MainActor
public final class GtkBackend: Backend {
    private let colors = ForegroundColorStyles()
    /// List row widgets handed to GTK so far (rows scrolled into sight), for tests and
    /// benchmarks: with a long list it stays near a screenful.
    public private(set) var rowWidgetsShown = 0
    /// List row widgets GTK holds now. GtkListView keeps about 200 list items around the
    /// rows in sight, whatever the list's length.
    public private(set) var rowWidgetsAlive = 0
    /// Time spent making or reusing the views of list rows GTK asked for, in microseconds.
    public private(set) var rowBindMicroseconds = 0
    /// The list views made so far, to count their row items.
    private var listViews: [WeakListView] = []

    /// Row items (GObjects) the list models hold for GTK, over all lists alive: about the
    /// rows GTK has bound, however long the lists are.
    public var rowItemsKept: Int {
        listViews.reduce(0) { $0 + ($1.list?.keptRowItemCount ?? 0) }
    }

    public init() {}

    // MARK: Making widgets

    public func makeWidget(_ kind: WidgetKind, events: WidgetEvents) -> AnyObject {
        switch kind {
        case .root:
            let box = Box(orientation: .vertical, spacing: 0)
            box.expandsHorizontally = true
            box.expandsVertically = true
            return GtkWidgetHandle(kind: kind, widget: box, childContainer: box)
        case .label:
            return GtkWidgetHandle(kind: kind, widget: Label())
        case .textField:
            return makeTextField(events: events)
        case .button:
            return makeButton(events: events)
        case .toggle(let style):
            return makeToggle(style, events: events)
        case .stack(let axis):
            let box = Box(orientation: axis == .vertical ? .vertical : .horizontal, spacing: 0)
            return GtkWidgetHandle(kind: kind, widget: box, childContainer: box)
        case .spacer:
            return GtkWidgetHandle(kind: kind, widget: Box(orientation: .horizontal, spacing: 0))
        case .list:
            return makeList(events: events)
        case .pageStack:
            let stack = Stack()
            stack.expandsHorizontally = true
            stack.expandsVertically = true
            return GtkWidgetHandle(kind: kind, widget: stack, pages: stack)
        }
    }

    private func makeTextField(events: WidgetEvents) -> GtkWidgetHandle {
        let entry = Entry()
        entry.expandsHorizontally = true  // a TextField takes the width it is offered
        let handle = GtkWidgetHandle(kind: .textField, widget: entry, entry: entry)
        handle.inputConnection = entry.onChanged { [weak handle] in
            guard let entry = handle?.entry else { return }
            events.textChanged(to: entry.text)
        }
        return handle
    }

    /// A GtkListView in a scrolled window; rows are asked of the core as they come into sight.
    private func makeList(events: WidgetEvents) -> GtkWidgetHandle {
        let list = ListView()
        listViews.removeAll { $0.list == nil }
        listViews.append(WeakListView(list: list))
        list.addCSSClass("rich-list")  // Adwaita's roomy rows, as in settings lists
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.child = list
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        let handle = GtkWidgetHandle(kind: .list, widget: scrolled)
        handle.listView = list
        list.setRowHandlers(
            show: { [weak handle, weak self] position, previous in
                guard let handle, let self else { return nil }
                let previousHandle = previous.flatMap { handle.hiddenRows.removeValue(forKey: ObjectIdentifier($0)) }
                let started = g_get_monotonic_time()
                defer { self.rowBindMicroseconds += Int(g_get_monotonic_time() - started) }
                guard let row = events.widgetForRow(at: position, reusing: previousHandle) else { return nil }
                let rowHandle = self.gtkHandle(row)
                handle.hiddenRows[ObjectIdentifier(rowHandle.widget)] = nil
                self.rowWidgetsShown += 1
                self.rowWidgetsAlive += 1
                handle.shownRows[ObjectIdentifier(rowHandle.widget)] = rowHandle
                return rowHandle.widget
            },
            hide: { [weak handle, weak self] widget in
                guard let handle, let rowHandle = handle.shownRows.removeValue(forKey: ObjectIdentifier(widget)) else { return }
                self?.rowWidgetsAlive -= 1
                handle.hiddenRows[ObjectIdentifier(widget)] = rowHandle
                events.rowWasHidden(rowHandle)
            },
            drop: { [weak handle] widget in
                handle?.hiddenRows[ObjectIdentifier(widget)] = nil
            }
        )
        return handle
    }

    public func updateRows(of list: AnyObject, with splices: [RowSplice]) {
        guard let listView = gtkHandle(list).listView else { return }
        listView.applyRowChanges(splices.map { ($0.position, $0.removed, $0.inserted) })
    }

    private func makeButton(events: WidgetEvents) -> GtkWidgetHandle {
        let button = Button()
        let content = Box(orientation: .horizontal, spacing: 6)
        content.horizontalAlignment = .center
        button.child = content
        button.onClicked { events.press() }
        return GtkWidgetHandle(kind: .button, widget: button, childContainer: content)
    }

    /// A check box, toggle button or switch. The box for its label is made when it first
    /// gets one (`Toggle("", isOn:)` has none: one widget less in every list row).
    private func makeToggle(_ style: ToggleStyle, events: WidgetEvents) -> GtkWidgetHandle {
        let control: ToggleControl
        let outer: Widget
        var content: Box?
        var attach: (@MainActor (Box) -> Void)?
        switch style {
        case .checkbox:
            let check = CheckButton()
            control = .checkButton(check)
            outer = check
            attach = { check.child = $0 }
        case .button:
            let button = ToggleButton()
            control = .toggleButton(button)
            outer = button
            attach = { box in
                box.horizontalAlignment = .center
                button.child = box
            }
        case .switch:
            let row = Box(orientation: .horizontal, spacing: 12)
            let label = Box(orientation: .horizontal, spacing: 6)
            let toggle = Switch()
            toggle.verticalAlignment = .center
            label.expandsHorizontally = true
            row.append(label)
            row.append(toggle)
            control = .switch(toggle)
            outer = row
            content = label
        }
        let handle = GtkWidgetHandle(kind: .toggle(style), widget: outer, childContainer: content, toggle: control)
        handle.attachChildContainer = attach
        handle.inputConnection = control.connect { [weak handle] in
            guard let toggle = handle?.toggle else { return }
            events.toggled(to: toggle.read())
        }
        return handle
    }

    // MARK: Properties

    public func setProperty(_ property: WidgetProperty, on widget: AnyObject) {
        let handle = gtkHandle(widget)
        switch property {
        case .text(let text):
            setText(text, on: handle)
        case .placeholder(let text):
            handle.entry?.placeholderText = text
        case .isOn(let isOn):
            guard let toggle = handle.toggle, toggle.read() != isOn else { return }
            if let connection = handle.inputConnection {
                connection.whileBlocked { toggle.write(isOn) }
            } else {
                toggle.write(isOn)
            }
        case .isEnabled(let isEnabled):
            handle.widget.isSensitive = isEnabled
        case .foregroundColor(let color):
            colors.apply(color, to: handle.widget)
        case .spacing(let spacing):
            handle.childContainer?.spacing = Int(spacing.rounded())
        case .horizontalAlignment(let alignment):
            handle.childAlignment = Self.gtkAlignment(alignment)
            alignChildren(of: handle)
        case .verticalAlignment(let alignment):
            handle.childAlignment = Self.gtkAlignment(alignment)
            alignChildren(of: handle)
        case .padding(let insets):
            handle.widget.marginTop = Int(insets.top.rounded())
            handle.widget.marginBottom = Int(insets.bottom.rounded())
            handle.widget.marginStart = Int(insets.leading.rounded())
            handle.widget.marginEnd = Int(insets.trailing.rounded())
        case .expansion(let axis):
            handle.widget.expandsHorizontally = axis != .vertical
            handle.widget.expandsVertically = axis != .horizontal
        case .visiblePage(let index):
            handle.visiblePage = index
            showVisiblePage(of: handle)
        }
    }

    /// Writes text into a label or an entry. An entry is written only if it shows something
    /// else, with its "changed" handler blocked, and its cursor stays where it was.
    private func setText(_ text: String, on handle: GtkWidgetHandle) {
        if let label = handle.widget as? Label {
            label.text = text
            return
        }
        guard let entry = handle.entry, entry.text != text else { return }
        let cursor = entry.cursorPosition
        if let connection = handle.inputConnection {
            connection.whileBlocked { entry.text = text }
        } else {
            entry.text = text
        }
        entry.cursorPosition = min(cursor, text.count)
    }

    // MARK: Children

    public func setChildren(_ children: [AnyObject], of container: AnyObject) {
        let handle = gtkHandle(container)
        let widgets = children.map { gtkHandle($0).widget }
        if let pages = handle.pages {
            pages.setChildren(widgets)
            showVisiblePage(of: handle)
        } else if let box = handle.childContainer ?? makeChildContainer(of: handle, for: widgets) {
            box.setChildren(widgets)
            alignChildren(of: handle)
        }
    }

    /// The label box of a toggle that gets its first label widgets.
    private func makeChildContainer(of handle: GtkWidgetHandle, for widgets: [Widget]) -> Box? {
        guard !widgets.isEmpty, let attach = handle.attachChildContainer else { return nil }
        let box = Box(orientation: .horizontal, spacing: 6)
        attach(box)
        handle.childContainer = box
        return box
    }

    private func showVisiblePage(of handle: GtkWidgetHandle) {
        guard let pages = handle.pages, pages.children.indices.contains(handle.visiblePage) else { return }
        pages.show(pages.children[handle.visiblePage])
    }

    public func widgetWasRemoved(_ widget: AnyObject) {
        // The container drops the widget at its next setChildren; our handle is released by
        // the core, and with it the last Swift reference to the GTK widget.
    }

    /// Places a stack's children across its axis as SwiftUI does: text and controls at the
    /// stack's alignment; entries, and nested stacks holding something flexible (an entry,
    /// a spacer), across the whole width.
    private func alignChildren(of handle: GtkWidgetHandle) {
        guard case .stack(let axis) = handle.kind, let box = handle.childContainer else { return }
        for child in box.children {
            let fills = child is Entry || (child is Box && child.wantsToExpand(horizontally: true))
            switch axis {
            case .vertical:
                child.horizontalAlignment = fills ? .fill : handle.childAlignment
            case .horizontal:
                child.verticalAlignment = handle.childAlignment
                if child is Box && child.wantsToExpand(horizontally: true) { child.expandsHorizontally = true }
            }
        }
    }

    private static func gtkAlignment(_ alignment: HorizontalAlignment) -> Widget.Alignment {
        switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    private static func gtkAlignment(_ alignment: VerticalAlignment) -> Widget.Alignment {
        switch alignment {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }

    private func gtkHandle(_ widget: AnyObject) -> GtkWidgetHandle {
        guard let handle = widget as? GtkWidgetHandle else {
            preconditionFailure("GtkBackend was handed a widget it did not make: \(widget)")
        }
        return handle
    }
}

/// A list view the backend counts row items of, without keeping it alive.
private struct WeakListView {
    weak var list: ListView?
}
