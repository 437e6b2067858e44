import CGtk

/// Base of the GTK widget wrappers: layout (margins, alignment, expansion), sensitivity,
/// CSS classes and focus. Holds one reference to the widget (see ``GObjectHandle``).
@MainActor
open class Widget: GObjectHandle {
    /// How a widget sits in space larger than it needs (GtkAlign).
    public enum Alignment: Sendable {
        case fill, start, end, center, baseline

        var gtk: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            case .baseline: GTK_ALIGN_BASELINE
            }
        }

        init(_ align: GtkAlign) {
            switch align {
            case GTK_ALIGN_START: self = .start
            case GTK_ALIGN_END: self = .end
            case GTK_ALIGN_CENTER: self = .center
            case GTK_ALIGN_BASELINE: self = .baseline
            default: self = .fill
            }
        }
    }

    /// The widget, as a `GtkWidget *`.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { cast(rawPointer) }

    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widgetPointer)) }
        set { gtk_widget_set_margin_top(widgetPointer, gint(newValue)) }
    }

    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widgetPointer)) }
        set { gtk_widget_set_margin_bottom(widgetPointer, gint(newValue)) }
    }

    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widgetPointer)) }
        set { gtk_widget_set_margin_start(widgetPointer, gint(newValue)) }
    }

    public var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(widgetPointer)) }
        set { gtk_widget_set_margin_end(widgetPointer, gint(newValue)) }
    }

    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtk) }
    }

    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtk) }
    }

    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget accepts input (greyed out when false).
    /// Whether the widget takes input. Disabling a widget that holds the keyboard focus (a
    /// field `.disabled` while the user is in it) first takes the focus from it, as the
    /// window's focus moving elsewhere would: GTK 4.8 left its text without a focus-out
    /// ("GtkText - did not receive a focus-out event", when its cursor blink ran next).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set {
            if !newValue, gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0,
               let root = gtk_widget_get_root(widgetPointer) {
                gtk_root_set_focus(root, nil)
            }
            gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0)
        }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    public var tooltipText: String? {
        get { string(gtk_widget_get_tooltip_text(widgetPointer)) }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    /// Whether the widget has the keyboard focus (for an entry: its text has).
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Moves the keyboard focus here; false if the widget cannot take it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Adds an event controller (a gesture, a key or focus controller): the widget keeps a
    /// reference of its own, so the handle may go while the controller works on.
    ///
    /// ```swift
    /// let click = GestureClick()
    /// click.onPressed { nPress, x, y in print("pressed at", x, y) }
    /// widget.addController(click)
    /// ```
    public func addController(_ controller: some EventControllerProtocol) {
        gtk_widget_add_controller(widgetPointer, OpaquePointer(g_object_ref(controller.rawPointer)))
    }

    /// Whether the widget or anything inside it asks for extra space along the axis
    /// (GTK propagates `hexpand`/`vexpand` from children).
    public func wantsToExpand(horizontally: Bool) -> Bool {
        gtk_widget_compute_expand(widgetPointer, horizontally ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL) != 0
    }

}
