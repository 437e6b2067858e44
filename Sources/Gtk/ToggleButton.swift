import CGtk

/// A button that stays pressed until clicked again (GtkToggleButton).
@MainActor
public final class ToggleButton: Widget {
    private var togglePointer: UnsafeMutablePointer<GtkToggleButton> { cast(rawPointer) }
    private var childWidget: Widget?

    public init(label: String? = nil) {
        super.init(taking: label.map { gtk_toggle_button_new_with_label($0) } ?? gtk_toggle_button_new())
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(togglePointer) != 0 }
        set { gtk_toggle_button_set_active(togglePointer, newValue ? 1 : 0) }
    }

    public var label: String? {
        get { string(gtk_button_get_label(cast(rawPointer))) }
        set { gtk_button_set_label(cast(rawPointer), newValue) }
    }

    /// The widget inside the button; the button keeps it alive.
    public var child: Widget? {
        get { childWidget }
        set {
            childWidget = newValue
            gtk_button_set_child(cast(rawPointer), newValue?.widgetPointer)
        }
    }

    /// Calls `handler` when `isActive` changes ("notify::active").
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotifyActive { _ in handler() }
    }
}
