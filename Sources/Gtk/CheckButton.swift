import CGtk

/// A check box with a label (GtkCheckButton).
@MainActor
public final class CheckButton: Widget {
    private var checkPointer: UnsafeMutablePointer<GtkCheckButton> { cast(rawPointer) }
    private var childWidget: Widget?

    public init(label: String? = nil) {
        super.init(taking: gtk_check_button_new_with_label(label))
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(checkPointer) != 0 }
        set { gtk_check_button_set_active(checkPointer, newValue ? 1 : 0) }
    }

    public var label: String? {
        get { string(gtk_check_button_get_label(checkPointer)) }
        set { gtk_check_button_set_label(checkPointer, newValue) }
    }

    /// A widget shown as the label (GTK 4.8+); the check button keeps it alive.
    public var child: Widget? {
        get { childWidget }
        set {
            childWidget = newValue
            gtk_check_button_set_child(checkPointer, newValue?.widgetPointer)
        }
    }

    /// Calls `handler` when `isActive` changes ("notify::active").
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotifyActive { _ in handler() }
    }
}
