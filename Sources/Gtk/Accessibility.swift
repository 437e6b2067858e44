import CGtk

/// What screen readers hear of a widget (GtkAccessible): its name, set directly or taken from
/// the labels that describe it, and a description.
extension Widget {
    /// The accessible name, set directly (nil goes back to what GTK derives).
    public func setAccessibleLabel(_ label: String?) {
        if let label {
            cells_accessible_set_label(widgetPointer, label)
        } else {
            cells_accessible_reset_label(widgetPointer)
        }
    }

    /// The name given by the app (`.accessibilityLabel`): it beats the name a widget's
    /// binding derives (``setDerivedAccessibleLabel(_:)``); nil gives the derived one back.
    public func setExplicitAccessibleLabel(_ label: String?) {
        setString(label, forKey: Self.explicitLabelKey)
        applyAccessibleLabel()
    }

    /// The name a widget's binding derives (a text field's placeholder, an icon-only button's
    /// title or icon), used unless the app gave one with ``setExplicitAccessibleLabel(_:)``.
    public func setDerivedAccessibleLabel(_ label: String?) {
        setString(label, forKey: Self.derivedLabelKey)
        applyAccessibleLabel()
    }

    private static let explicitLabelKey = "cells-explicit-accessible-label"
    private static let derivedLabelKey = "cells-derived-accessible-label"

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
        Self.setLabelledBy(widgetPointer, Self.labels(in: containers))
    }

    /// Names a control, and the buttons GTK composes it of (a drop-down's, a menu button's or a
    /// colour button's inner button, which screen readers reach), by the labels inside
    /// `containers`: a control beside its title reads as that title.
    public func setAccessibleLabelsOfControl(from containers: [Widget]) {
        let labels = Self.labels(in: containers)
        Self.setLabelledBy(widgetPointer, labels)
        for button in widgets(ofType: gtk_button_get_type(), at: widgetPointer) where button != widgetPointer {
            Self.setLabelledBy(button, labels)
        }
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
