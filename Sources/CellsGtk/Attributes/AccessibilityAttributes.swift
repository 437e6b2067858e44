import Cells
import Gtk

extension AccessibilityHintAttribute: GtkWidgetAttribute {
    /// The accessible description (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), read after the name
    /// (after the value, see ``AccessibilityValueAttribute``).
    public static func apply(_ value: String?, previous: String?, to widget: Widget) {
        AccessibleDescription.set(hint: value, of: widget)
    }
}

extension AccessibilityValueAttribute: GtkWidgetAttribute {
    /// The accessible value text (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT). GTK 4.8 publishes it
    /// only for ranges (a slider, a progress bar); on anything else (a star button's "on") it
    /// is also the start of the accessible description, which screen readers read after the
    /// name ("Favourite, button, on").
    public static func apply(_ value: String?, previous: String?, to widget: Widget) {
        setAccessibleText(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value, of: widget)
        AccessibleDescription.set(value: AccessibleDescription.isRange(widget) ? nil : value, of: widget)
    }
}

/// A widget's accessible description made of its value (for roles whose value GTK 4.8 does
/// not publish) and its hint: "on, Marks the book as a favourite".
@MainActor
enum AccessibleDescription {
    private static let valueKey = "cells-accessible-value-description"
    private static let hintKey = "cells-accessible-hint-description"
    private static let problemKey = "cells-accessible-problem-description"

    /// What is wrong with the widget's value ("Invalid value"), read first: GTK 4.8 publishes
    /// its invalid state as AT-SPI's "invalid", which Orca does not read, not "invalid entry".
    static func set(problem: String?, of widget: Widget) {
        store(problem, forKey: problemKey, of: widget)
        apply(to: widget)
    }

    static func set(value: String?, of widget: Widget) {
        store(value, forKey: valueKey, of: widget)
        apply(to: widget)
    }

    static func set(hint: String?, of widget: Widget) {
        store(hint, forKey: hintKey, of: widget)
        apply(to: widget)
    }

    /// Whether GTK publishes the widget's value text itself (a range's role).
    static func isRange(_ widget: Widget) -> Bool {
        let role = gtk_accessible_get_accessible_role(OpaquePointer(widget.widgetPointer))
        return [GTK_ACCESSIBLE_ROLE_SLIDER, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR,
                GTK_ACCESSIBLE_ROLE_METER, GTK_ACCESSIBLE_ROLE_SCROLLBAR, GTK_ACCESSIBLE_ROLE_RANGE].contains(role)
    }

    private static func apply(to widget: Widget) {
        let parts = [string(forKey: problemKey, of: widget), string(forKey: valueKey, of: widget), string(forKey: hintKey, of: widget)]
            .compactMap { $0 }.filter { !$0.isEmpty }
        setAccessibleText(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, parts.isEmpty ? nil : parts.joined(separator: ", "), of: widget)
    }

    private static func store(_ text: String?, forKey key: String, of widget: Widget) {
        g_object_set_data_full(widget.objectPointer, key, text.map { UnsafeMutableRawPointer(g_strdup($0)) }, { g_free($0) })
    }

    private static func string(forKey key: String, of widget: Widget) -> String? {
        g_object_get_data(widget.objectPointer, key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}

extension AccessibilityHiddenAttribute: GtkWidgetAttribute {
    /// GTK_ACCESSIBLE_STATE_HIDDEN: the widget and what is inside it leave the accessible tree.
    public static func apply(_ value: Bool?, previous: Bool?, to widget: Widget) {
        if value == true {
            cells_accessible_set_boolean_state(widget.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
        } else {
            cells_accessible_reset_state(widget.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN)
        }
    }
}

extension AccessibilityTraitsAttribute: GtkWidgetAttribute {
    /// Role traits set the accessible role (`.isHeader` a heading, `.isButton` a button, …),
    /// `.isSelected` the selected state and `.isModal` the modal property. GTK 4.8 fixes a
    /// widget's role once its accessible context is realized (it is shown with an
    /// accessibility bus): attributes reach a widget as it is made, before it is in a window,
    /// so a view made with a trait gets its role; a role trait added to a widget already in a
    /// window is left out with a warning.
    public static func apply(_ value: AccessibilityTraitChanges?, previous: AccessibilityTraitChanges?, to widget: Widget) {
        let traits = value?.traits ?? [], old = previous?.traits ?? []
        if Self.role(for: traits) != Self.role(for: old) {
            AccessibleRole.set(Self.role(for: traits), of: widget)
        }
        if traits.contains(.isSelected) {
            cells_accessible_set_boolean_state(widget.widgetPointer, GTK_ACCESSIBLE_STATE_SELECTED, 1)
        } else if old.contains(.isSelected) {
            cells_accessible_reset_state(widget.widgetPointer, GTK_ACCESSIBLE_STATE_SELECTED)
        }
        if traits.contains(.isModal) {
            cells_accessible_set_boolean_property(widget.widgetPointer, GTK_ACCESSIBLE_PROPERTY_MODAL, 1)
        } else if old.contains(.isModal) {
            cells_accessible_reset_property(widget.widgetPointer, GTK_ACCESSIBLE_PROPERTY_MODAL)
        }
    }

    /// The role the traits ask for; nil: the widget's own.
    static func role(for traits: AccessibilityTraits) -> GtkAccessibleRole? {
        if traits.contains(.isHeader) { return GTK_ACCESSIBLE_ROLE_HEADING }
        if traits.contains(.isButton) { return GTK_ACCESSIBLE_ROLE_BUTTON }
        if traits.contains(.isLink) { return GTK_ACCESSIBLE_ROLE_LINK }
        if traits.contains(.isSearchField) { return GTK_ACCESSIBLE_ROLE_SEARCH_BOX }
        if traits.contains(.isToggle) { return GTK_ACCESSIBLE_ROLE_SWITCH }
        if traits.contains(.isImage) { return GTK_ACCESSIBLE_ROLE_IMG }
        if traits.contains(.isStaticText) { return GTK_ACCESSIBLE_ROLE_LABEL }
        return nil
    }
}

extension AccessibilityElementAttribute: GtkWidgetAttribute {
    /// A box becomes a group (GTK_ACCESSIBLE_ROLE_GROUP). `.combine`: named by the labels
    /// inside (the labelled-by relation, which follows their text); `.ignore`: the widgets
    /// inside are hidden from assistive technologies. The widgets inside are placed after
    /// the attributes: both are done once the loop is idle.
    public static func apply(_ value: AccessibilityChildBehavior?, previous: AccessibilityChildBehavior?, to widget: Widget) {
        if value != nil, gtk_accessible_get_accessible_role(OpaquePointer(widget.widgetPointer)) == GTK_ACCESSIBLE_ROLE_GENERIC {
            AccessibleRole.set(GTK_ACCESSIBLE_ROLE_GROUP, of: widget)
        } else if value == nil {
            AccessibleRole.set(nil, of: widget)
        }
        MainLoop.scheduleIdle { [weak widget] in
            guard let widget else { return }
            if value?.isNamedByContent == true {
                widget.setAccessibleLabels(from: widget.childWidgets)
            } else if previous?.isNamedByContent == true {
                widget.setAccessibleLabels(from: [])
            }
            let hides = value?.hidesChildren == true
            if hides || previous?.hidesChildren == true {
                for child in widget.childWidgets {
                    if hides {
                        cells_accessible_set_boolean_state(child.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
                    } else {
                        cells_accessible_reset_state(child.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN)
                    }
                }
            }
        }
    }
}

/// Sets a widget's accessible role, remembering the one GTK gave it so it can go back.
@MainActor
enum AccessibleRole {
    private static var warned = false
    private static let originalKey = "cells-original-accessible-role"

    /// Sets `role` (nil: the widget's own role again), unless GTK 4.8 no longer lets it
    /// change (the widget is in a window): then a warning, once.
    static func set(_ role: GtkAccessibleRole?, of widget: Widget) {
        let object = UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: GObject.self)
        let current = gtk_accessible_get_accessible_role(OpaquePointer(widget.widgetPointer))
        let stored = g_object_get_data(object, originalKey).map { GtkAccessibleRole(rawValue: UInt32(Int(bitPattern: $0) - 1)) }
        let original = stored ?? current
        let target = role ?? original
        guard target != current else { return }
        // GTK realizes a widget's accessible context with the widget, and never again lets
        // its role change: a widget that was ever in a window (a list row's widget parked
        // for reuse is in none now) keeps its role.
        guard gtk_widget_get_root(widget.widgetPointer) == nil, g_object_get_data(object, realizedKey) == nil else {
            if !warned {
                warned = true
                Diagnostics.warn("GTK 4.8 fixes a widget's accessible role once it is shown: an accessibility trait that changes the role (.isHeader, .isButton…) applies to views made with it, not to a view already on screen")
            }
            return
        }
        if stored == nil {
            g_object_set_data(object, originalKey, UnsafeMutableRawPointer(bitPattern: Int(current.rawValue) + 1))
            // Remembered in C, with no closure to count: the widget was realized.
            g_signal_connect_data(object, "realize", unsafeBitCast(markRealized, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        }
        cells_accessible_set_role(widget.widgetPointer, target)
    }

    private static let realizedKey = "cells-accessible-context-realized"

    /// "realize": the widget's accessible context is realized with it, its role fixed.
    private static let markRealized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, _ in
        guard let widget else { return }
        g_object_set_data(widget.assumingMemoryBound(to: GObject.self), "cells-accessible-context-realized", UnsafeMutableRawPointer(bitPattern: 1))
    }
}

extension Widget {
    /// The widget's children, in order, as wrappers.
    fileprivate var childWidgets: [Widget] {
        var children: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            children.append(Widget(retaining: UnsafeMutableRawPointer(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }
}

/// Sets the accessible text property `property` of `widget` to `value`, or resets it for nil.
@MainActor
private func setAccessibleText(_ property: GtkAccessibleProperty, _ value: String?, of widget: Widget) {
    if let value {
        cells_accessible_set_string_property(widget.widgetPointer, property, value)
    } else {
        cells_accessible_reset_property(widget.widgetPointer, property)
    }
}
