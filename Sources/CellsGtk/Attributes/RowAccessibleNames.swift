import Cells
import Gtk

/// What screen readers call lists and their rows, as VoiceOver reads them:
///
/// - a row (a form section's `GtkListBoxRow`, a `List`'s `GtkListItemWidget`) is named by the
///   text it shows: its labels and named controls, outside buttons, in order ("Result 3.28
///   ft"); a row of buttons only, by the buttons' titles (a launcher row). GTK 4.8 names a list
///   item by nothing (Orca reads "list item").
/// - in a `List`, whose rows repeat, a button is named with its row's title: "More for Dune",
///   "Actions for Dune", so six "More" buttons say which book each is for. A button the app
///   named (`.accessibilityLabel`) keeps its name.
///
/// Rows are named once the loop is idle after they are filled (their content is placed by
/// then), again when the views inside them change, and a button again when its title changes.
@MainActor
enum RowAccessibleNames {
    private static var pending: [UnsafeMutablePointer<GtkWidget>: Kind] = [:]
    private static var isScheduled = false

    /// Where a row is.
    enum Kind {
        /// `row` is a form section's row.
        case sectionRow
        /// `row` is the content a list view's item widget holds: the item is named.
        case listContent
    }

    /// Names the row `widget` stands for once the loop is idle.
    static func schedule(_ widget: UnsafeMutablePointer<GtkWidget>, _ kind: Kind) {
        if pending.updateValue(kind, forKey: widget) == nil { g_object_ref(UnsafeMutableRawPointer(widget)) }
        guard !isScheduled else { return }
        isScheduled = true
        MainLoop.scheduleIdle {
            isScheduled = false
            let rows = pending
            pending = [:]
            for (widget, kind) in rows {
                name(widget, kind)
                g_object_unref(UnsafeMutableRawPointer(widget))
            }
        }
    }

    /// Names again, once the loop is idle, the row `widget` is in (if it is in one): the
    /// views inside it changed (a "Read" label came or went), and a row's name is what it
    /// shows. Called when a stack's children change, not on every update.
    static func scheduleRow(containing widget: UnsafeMutablePointer<GtkWidget>) {
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if widgetIsA(parent, gtk_list_box_row_get_type()) { return schedule(parent, .sectionRow) }
            if widgetIsA(parent, gtk_list_view_get_type()) || widgetIsA(parent, gtk_grid_view_get_type()) {
                // `child` is GTK's list item widget; the row's content is its child.
                if let content = gtk_widget_get_first_child(child) { schedule(content, .listContent) }
                return
            }
            child = parent
        }
    }

    /// Names the row now (tests call it to skip the wait).
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ kind: Kind) {
        switch kind {
        case .sectionRow:
            nameRow(widget, namesButtons: false)
        case .listContent:
            // GTK gives the content to a list item widget, the list (or grid) view's child.
            guard let item = gtk_widget_get_parent(widget), let list = gtk_widget_get_parent(item),
                  widgetIsA(list, gtk_list_view_get_type()) || widgetIsA(list, gtk_grid_view_get_type()) else { return }
            nameRow(item, namesButtons: true)
        }
    }

    /// What a row shows, read from its widgets.
    private struct Content {
        /// Labels and named controls outside buttons, in order.
        var texts: [UnsafeMutablePointer<GtkWidget>] = []
        /// Buttons (their insides are not in `texts`).
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    }

    private static func nameRow(_ row: UnsafeMutablePointer<GtkWidget>, namesButtons: Bool) {
        let content = read(row)
        // A text said twice (a titled progress bar over its title) is read once.
        var seen = Set<String>()
        var targets = content.texts.filter { seen.insert(text(of: $0) ?? "").inserted }
        if targets.isEmpty {
            // A row that is a button (or buttons): their titles.
            targets = content.buttons.flatMap(textWidgets(ofButton:))
        }
        Widget.setLabelledBy(row, all: targets)
        guard namesButtons else { return }
        let title = content.texts.lazy.compactMap(text(of:)).first { !$0.isEmpty }
        for button in content.buttons where isOwnButton(button) {
            nameButton(button, inRowTitled: title)
        }
    }

    /// The texts and buttons in `row`, depth first; hidden widgets (a closed popover, a
    /// decorative image) are left out.
    private static func read(_ row: UnsafeMutablePointer<GtkWidget>) -> Content {
        var content = Content()
        walkWidgetTree(from: row) { widget in
            if widget == row { return .descend }
            guard gtk_widget_get_visible(widget) != 0 else { return .skipChildren }
            if widgetIsA(widget, gtk_button_get_type()) {
                content.buttons.append(widget)
                return .skipChildren
            }
            if Widget.accessibleLabel(of: widget) != nil {
                content.texts.append(widget)
                return .skipChildren
            }
            if widgetIsA(widget, gtk_label_get_type()) {
                if gtk_label_get_text(OpaquePointer(widget)).pointee != 0 { content.texts.append(widget) }
                return .skipChildren
            }
            return .descend
        }
        return content
    }

    /// What names a button: its own name, or its visible labels.
    private static func textWidgets(ofButton button: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        if Widget.accessibleLabel(of: button) != nil || Widget.ownAccessibleLabel(of: button) != nil { return [button] }
        return labels(in: button)
    }

    private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        widgets(ofType: gtk_label_get_type(), at: widget, insideMatches: false).filter {
            gtk_widget_get_visible($0) != 0 && gtk_label_get_text(OpaquePointer($0)).pointee != 0
        }
    }

    private static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if widgetIsA(widget, gtk_label_get_type()) { return String(cString: gtk_label_get_text(OpaquePointer(widget))) }
        return Widget.accessibleLabel(of: widget)
    }

    /// A button of the row's own, not one GTK composes a control of (a drop-down's, a colour
    /// button's, a spin button's).
    private static func isOwnButton(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let parent = gtk_widget_get_parent(button) else { return true }
        let composites = [gtk_menu_button_get_type(), gtk_drop_down_get_type(), gtk_color_button_get_type(),
                          gtk_spin_button_get_type(), gtk_combo_box_get_type(), gtk_font_button_get_type()]
        return !composites.contains { widgetIsA(parent, $0) }
    }

    /// Names `button` "<its title> for <the row's title>" (its labelled-by relation goes: GTK
    /// would read both), unless the app named it or the row has no other title. The edit
    /// mode's Move Up, Move Down and Delete buttons, named by the library, get the row's
    /// title too: six "Delete" buttons would not say which book each deletes.
    private static func nameButton(_ button: UnsafeMutablePointer<GtkWidget>, inRowTitled title: String?) {
        guard !Widget.hasExplicitAccessibleLabel(button) || isRowEditControl(button) else { return }
        let inside = labels(in: button)
        watchTitles(inside)
        let base = Widget.nameBeforeRowTitle(of: button) ?? Widget.ownAccessibleLabel(of: button)
            ?? Widget.accessibleLabel(of: button)
            ?? inside.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }.joined(separator: " ")
        guard let title, !base.isEmpty, base != title else { return }
        cells_accessible_set_label(button, Localization.string("\(base) for \(title)"))
        cells_accessible_set_labelled_by(button, nil, nil, nil)
    }

    /// Whether `button` is one of a row's edit-mode controls (in their box).
    private static func isRowEditControl(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let box = gtk_widget_get_parent(button) else { return false }
        return gtk_widget_has_css_class(box, EditableRowProperties.controlsStyleClass) != 0
    }

    /// A button's title that changes ("More" → "Less") names the button again.
    private static func watchTitles(_ labels: [UnsafeMutablePointer<GtkWidget>]) {
        for label in labels {
            let object = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self)
            guard g_object_get_data(object, watchKey) == nil else { continue }
            g_object_set_data(object, watchKey, UnsafeMutableRawPointer(bitPattern: 1))
            _ = try? Widget(retaining: UnsafeMutableRawPointer(label)).connectNotify("label") {
                scheduleRow(containing: label)
            }
        }
    }

    private static let watchKey = "cells-row-title-watched"
}

/// Lists and progress bars named for screen readers: by their section's header or title, by
/// `.accessibilityLabel`, or by the window's title (a `List` filling a window, a section
/// without a header, an untitled progress bar: what the window is about).
@MainActor
enum ListAccessibleNames {
    /// While `list` is shown, names it by its window's title unless it has a name, following
    /// the title as it changes (a page's `.navigationTitle`).
    static func nameByWindowTitleWhenShown(_ list: Widget) {
        let follower = WindowTitleFollower(list)
        list.onMap { follower.follow() }
        list.onUnmap { follower.stop() }
    }
}

/// Names a widget by its window's title while it is shown, and again after each change of the
/// title (a window retitled by its page): its handler on the window goes when it is hidden.
@MainActor
private final class WindowTitleFollower {
    private weak var widget: Widget?
    private var titleWatch: SignalConnection?
    /// The title this follower named the widget by, last: a name it may replace (any other is
    /// the app's or the binding's own).
    private var titleGiven: String?

    /// Whether the widget has no name but the title this follower gave it.
    private func isNamedByTitleOrUnnamed(_ widget: Widget) -> Bool {
        let own = Widget.ownAccessibleLabel(of: widget.widgetPointer)
        return own == nil || own == titleGiven
    }

    init(_ widget: Widget) {
        self.widget = widget
    }

    func follow() {
        stop()
        guard let widget, isNamedByTitleOrUnnamed(widget),
              let root = gtk_widget_get_root(widget.widgetPointer).map({ UnsafeMutableRawPointer($0) }),
              widgetIsA(root.assumingMemoryBound(to: GtkWidget.self), gtk_window_get_type()) else { return }
        let window = root.assumingMemoryBound(to: GtkWindow.self)
        name(by: window)
        titleWatch = GObjectHandle(retaining: root).connectNotifyTyped("title") { [weak self] _ in self?.name(by: window) }
    }

    func stop() {
        titleWatch?.disconnect()
        titleWatch = nil
    }

    private func name(by window: UnsafeMutablePointer<GtkWindow>) {
        guard let widget, isNamedByTitleOrUnnamed(widget), let title = gtk_window_get_title(window) else { return }
        titleGiven = String(cString: title)
        widget.setDerivedAccessibleLabel(titleGiven)
    }
}
