import CGtk

/// What screen readers hear of a widget (GtkAccessible): its name, set directly or taken from
/// the labels that describe it, and a description.
extension Widget {
    /// The accessible name, set directly (nil goes back to what GTK derives).
    public func setAccessibleLabel(_ label: String?) {
        Self.setAccessibleLabel(label, of: widgetPointer)
    }

    /// Sets `widget`'s accessible name (GTK_ACCESSIBLE_PROPERTY_LABEL; nil resets it) and
    /// remembers it, for ``accessibleLabel(of:)``: GTK 4.8 has no getter.
    public static func setAccessibleLabel(_ label: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        g_object_set_data_full(object, setLabelKey, label.map { UnsafeMutableRawPointer(g_strdup($0)) }, { g_free($0) })
        if let label {
            cells_accessible_set_label(widget, label)
        } else {
            cells_accessible_reset_label(widget)
        }
    }

    /// The accessible name set with ``setAccessibleLabel(_:of:)``, if any.
    public static func accessibleLabel(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), setLabelKey)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The name given by the app or derived by a binding (``setExplicitAccessibleLabel(_:)``,
    /// ``setDerivedAccessibleLabel(_:)``), without what a list row adds to it.
    public static func ownAccessibleLabel(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        return (g_object_get_data(object, explicitLabelKey) ?? g_object_get_data(object, derivedLabelKey))
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// Whether the app named the widget itself (`.accessibilityLabel`).
    public static func hasExplicitAccessibleLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), explicitLabelKey) != nil
    }

    /// The widget is labelled by `targets`, in order: its accessible name is their names
    /// joined, and follows them as they change (none: the relation is removed).
    public static func setLabelledBy(_ widget: UnsafeMutablePointer<GtkWidget>, all targets: [UnsafeMutablePointer<GtkWidget>]) {
        targets.map { Optional($0) }.withUnsafeBufferPointer { buffer in
            cells_accessible_set_labelled_by_array(widget, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private static let setLabelKey = "cells-accessible-label"

    /// What a button in a list row is called before the row's title ("Actions" in "Actions
    /// for Dune"), when it is not its own name (the "Row Actions" menu button).
    public static func setNameBeforeRowTitle(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), rowNameKey,
                               UnsafeMutableRawPointer(g_strdup(name)), { g_free($0) })
    }

    /// The name set with ``setNameBeforeRowTitle(_:of:)``, if any.
    public static func nameBeforeRowTitle(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), rowNameKey)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static let rowNameKey = "cells-name-before-row-title"

    /// The name given by the app (`.accessibilityLabel`): it beats the name a widget's
    /// binding derives (``setDerivedAccessibleLabel(_:)``); nil gives the derived one back.
    public func setExplicitAccessibleLabel(_ label: String?) {
        setString(label, forKey: Self.explicitLabelKey)
        applyAccessibleLabel()
        // GTK 4.8 reads a name from the labels a widget is labelled by and adds its label
        // property: a button named "Photo 3" over a text "3" read "Photo 3 3". The app's name
        // is the whole name.
        if label != nil { Self.setLabelledBy(widgetPointer, []) }
    }

    /// The name a widget's binding derives (a text field's placeholder, an icon-only button's
    /// title or icon), used unless the app gave one with ``setExplicitAccessibleLabel(_:)``.
    public func setDerivedAccessibleLabel(_ label: String?) {
        setString(label, forKey: Self.derivedLabelKey)
        applyAccessibleLabel()
    }

    private nonisolated static let explicitLabelKey = "cells-explicit-accessible-label"
    private nonisolated static let derivedLabelKey = "cells-derived-accessible-label"

    private func applyAccessibleLabel() {
        setAccessibleLabel(string(forKey: Self.explicitLabelKey) ?? string(forKey: Self.derivedLabelKey))
    }

    private func setString(_ value: String?, forKey key: String) {
        g_object_set_data_full(objectPointer, key, value.map { UnsafeMutableRawPointer(g_strdup($0)) }, { g_free($0) })
    }

    private func string(forKey key: String) -> String? {
        g_object_get_data(objectPointer, key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// A longer description read after the name (a tooltip, a hint).
    public func setAccessibleDescription(_ description: String) {
        cells_accessible_set_description(widgetPointer, description)
    }

    /// Whether the widget's value is not one it accepts (a field's text that is not a number):
    /// screen readers say "invalid entry".
    public func setAccessibleInvalid(_ invalid: Bool) {
        cells_accessible_set_invalid(widgetPointer, invalid ? 1 : 0)
    }

    /// The hint an empty text field shows, for screen readers.
    public func setAccessiblePlaceholder(_ placeholder: String) {
        cells_accessible_set_placeholder(widgetPointer, placeholder)
    }

    /// Takes the accessible name from the labels inside `containers` (GtkLabel widgets at any
    /// depth, the first three), as a screen reader reads a button's title: the name follows
    /// the labels' text as it changes. No labels: the relation is removed.
    public func setAccessibleLabels(from containers: [Widget]) {
        // A name the app gave (`.accessibilityLabel`) is the whole name.
        let labels = Self.hasExplicitAccessibleLabel(widgetPointer) ? [] : Self.labels(in: containers)
        Self.setLabelledBy(widgetPointer, labels)
    }

    /// Hides the images inside `containers` from screen readers when there is a label among
    /// them: an icon beside a button's title is decoration (the title says it), as SwiftUI
    /// reads a button with an icon and a title as one element named by the title. GTK 4.8
    /// leaves a hidden widget out of the AT-SPI tree. Returns whether there was a label.
    @discardableResult
    public static func hideImagesBesideLabels(in containers: [Widget]) -> Bool {
        guard !labels(in: containers).isEmpty else { return false }
        for container in containers {
            for image in widgets(ofType: gtk_image_get_type(), at: container.widgetPointer) {
                cells_accessible_set_boolean_state(image, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
            }
        }
        return true
    }

    /// Names a control, and the buttons GTK composes it of (a drop-down's, a menu button's or a
    /// colour button's inner button, which screen readers reach), by the labels inside
    /// `containers`: a control beside its title reads as that title. What its popover holds
    /// (a date picker's calendar and its month and year arrows) keeps its own names.
    public func setAccessibleLabelsOfControl(from containers: [Widget]) {
        let labels = Self.labels(in: containers)
        Self.setLabelledBy(widgetPointer, labels)
        for button in Self.innerButtons(of: widgetPointer) {
            Self.setLabelledBy(button, labels)
        }
    }

    /// The buttons inside `control`, outside its popovers.
    private static func innerButtons(of control: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        walkWidgetTree(from: control) { widget in
            if widget == control { return .descend }
            if widgetIsA(widget, gtk_popover_get_type()) { return .skipChildren }
            if widgetIsA(widget, gtk_button_get_type()) { buttons.append(widget) }
            return .descend
        }
        return buttons
    }

    /// The GtkLabels inside `containers`, depth first.
    private static func labels(in containers: [Widget]) -> [UnsafeMutablePointer<GtkWidget>] {
        containers.flatMap { widgets(ofType: gtk_label_get_type(), at: $0.widgetPointer, insideMatches: false) }
    }

    /// `widget` is labelled by the first three of `labels` (none: the relation is removed).
    private static func setLabelledBy(_ widget: UnsafeMutablePointer<GtkWidget>, _ labels: [UnsafeMutablePointer<GtkWidget>]) {
        let first = labels.count > 0 ? labels[0] : nil
        let second = labels.count > 1 ? labels[1] : nil
        let third = labels.count > 2 ? labels[2] : nil
        cells_accessible_set_labelled_by(widget, first, second, third)
    }

    /// Sets the accessible name of the text views inside this widget (a scrolled frame's).
    public func setAccessibleLabelOfInnerTextViews(_ label: String?) {
        let views = widgets(ofType: gtk_text_view_get_type(), at: widgetPointer)
        for view in views where view != widgetPointer {
            if let label { cells_accessible_set_label(view, label) } else { cells_accessible_reset_label(view) }
        }
    }

    /// The text of the first label inside this widget, depth first (a dialog's heading).
    public var firstLabelText: String? {
        widgets(ofType: gtk_label_get_type(), at: widgetPointer, insideMatches: false).lazy
            .map { String(cString: gtk_label_get_text(OpaquePointer($0))) }.first { !$0.isEmpty }
    }

    /// Whether the widget shows a label of its own (a GtkLabel at any depth).
    public var containsLabel: Bool {
        walkWidgetTree(from: widgetPointer) { widgetIsA($0, gtk_label_get_type()) ? .stop : .descend }
    }

    /// Whether the widget is an on/off control: a check button, toggle button or switch.
    public var isToggleControl: Bool {
        [gtk_check_button_get_type(), gtk_toggle_button_get_type(), gtk_switch_get_type()].contains { widgetIsA(widgetPointer, $0) }
    }
}

extension Widget {
    /// Hides `widget` from screen readers while it is off screen (unmapped) though shown: the
    /// spare copies libadwaita 1.2 keeps of a control (a message dialog's column of responses
    /// beside its row, a view switcher in a bar not revealed), so each is read once. The
    /// handlers go with the widget.
    public static func hideFromScreenReadersWhileUnmapped(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let handle = Widget(retaining: UnsafeMutableRawPointer(widget))
        let weakWidget = WeakWidgetPointer(widget)
        handle.onMap { weakWidget.setHidden(false) }
        handle.onUnmap { weakWidget.setHidden(true) }
        weakWidget.setHidden(gtk_widget_get_mapped(widget) == 0)
    }
}

/// A widget's pointer, read only while the widget's own handlers run (they go with it).
private struct WeakWidgetPointer: @unchecked Sendable {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    @MainActor func setHidden(_ hidden: Bool) {
        cells_accessible_set_boolean_state(widget, GTK_ACCESSIBLE_STATE_HIDDEN, hidden ? 1 : 0)
    }
}
