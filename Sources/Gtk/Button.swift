import CGtk

/// A push button (GtkButton) with a text label or any child widget.
@MainActor
public final class Button: Widget {
    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cast(rawPointer) }
    private var childWidget: Widget?

    public init(label: String? = nil) {
        super.init(taking: label.map { gtk_button_new_with_label($0) } ?? gtk_button_new())
    }

    /// Another handle of a GtkButton someone else made (any subclass: a link button, a
    /// toggle button), to connect its typed signals.
    public override init(retaining pointer: UnsafeMutableRawPointer) {
        super.init(retaining: pointer)
    }

    /// A button showing the icon `iconName` ("view-more-symbolic").
    public init(iconName: String) {
        super.init(taking: gtk_button_new_from_icon_name(iconName))
    }

    public var label: String? {
        get { string(gtk_button_get_label(buttonPointer)) }
        set { gtk_button_set_label(buttonPointer, newValue) }
    }

    /// The widget inside the button; the button keeps it alive.
    public var child: Widget? {
        get { childWidget }
        set {
            childWidget = newValue
            gtk_button_set_child(buttonPointer, newValue?.widgetPointer)
        }
    }

    /// Emits "clicked", as a user's click does.
    public func emitClicked() {
        cells_emit_signal(rawPointer, "clicked")
    }
}
