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

    /// The hint an empty text field shows, for screen readers.
    public func setAccessiblePlaceholder(_ placeholder: String) {
        cells_accessible_set_placeholder(widgetPointer, placeholder)
    }

    /// Takes the accessible name from the labels inside `containers` (GtkLabel widgets at any
    /// depth, the first three), as a screen reader reads a button's title: the name follows
    /// the labels' text as it changes. No labels: the relation is removed.
    public func setAccessibleLabels(from containers: [Widget]) {
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        for container in containers { Self.collectLabels(below: container.widgetPointer, into: &labels) }
        let first = labels.count > 0 ? labels[0] : nil
        let second = labels.count > 1 ? labels[1] : nil
        let third = labels.count > 2 ? labels[2] : nil
        cells_accessible_set_labelled_by(widgetPointer, first, second, third)
    }

    /// Names a control, and the buttons GTK composes it of (a drop-down's, a menu button's or a
    /// colour button's inner button, which screen readers reach), by the labels inside
    /// `containers`: a control beside its title reads as that title.
    public func setAccessibleLabelsOfControl(from containers: [Widget]) {
        setAccessibleLabels(from: containers)
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        Self.collect(gtk_button_get_type(), below: widgetPointer, into: &buttons)
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        for container in containers { Self.collectLabels(below: container.widgetPointer, into: &labels) }
        let first = labels.count > 0 ? labels[0] : nil
        let second = labels.count > 1 ? labels[1] : nil
        let third = labels.count > 2 ? labels[2] : nil
        for button in buttons where button != widgetPointer {
            cells_accessible_set_labelled_by(button, first, second, third)
        }
    }

    private static func collect(
        _ type: GType, below widget: UnsafeMutablePointer<GtkWidget>, into found: inout [UnsafeMutablePointer<GtkWidget>]
    ) {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0 {
            found.append(widget)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collect(type, below: current, into: &found)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Sets the accessible name of the text views inside this widget (a scrolled frame's).
    public func setAccessibleLabelOfInnerTextViews(_ label: String?) {
        var views: [UnsafeMutablePointer<GtkWidget>] = []
        Self.collect(gtk_text_view_get_type(), below: widgetPointer, into: &views)
        for view in views where view != widgetPointer {
            if let label { cells_accessible_set_label(view, label) } else { cells_accessible_reset_label(view) }
        }
    }

    /// The text of the first label inside this widget, depth first (a dialog's heading).
    public var firstLabelText: String? {
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        Self.collectLabels(below: widgetPointer, into: &labels)
        return labels.lazy.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }.first { !$0.isEmpty }
    }

    /// Whether the widget shows a label of its own (a GtkLabel at any depth).
    public var containsLabel: Bool {
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        Self.collectLabels(below: widgetPointer, into: &labels)
        return !labels.isEmpty
    }

    /// Whether the widget is an on/off control: a check button, toggle button or switch.
    public var isToggleControl: Bool {
        let instance = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gtk_check_button_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_toggle_button_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_switch_get_type()) != 0
    }

    private static func collectLabels(below widget: UnsafeMutablePointer<GtkWidget>, into labels: inout [UnsafeMutablePointer<GtkWidget>]) {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0 {
            labels.append(widget)
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectLabels(below: current, into: &labels)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
