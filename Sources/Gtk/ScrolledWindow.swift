import CGtk

/// A scrollable view onto one child (GtkScrolledWindow).
@MainActor
public final class ScrolledWindow: Widget {
    /// When a scroll bar is shown.
    public enum ScrollPolicy: Sendable {
        case automatic, always, never

        var gtk: GtkPolicyType {
            switch self {
            case .automatic: GTK_POLICY_AUTOMATIC
            case .always: GTK_POLICY_ALWAYS
            case .never: GTK_POLICY_NEVER
            }
        }
    }

    private var scrolledPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var childWidget: Widget?

    /// A handle of a scrolled window someone else made (one found inside a widget).
    public override init(retaining pointer: UnsafeMutableRawPointer) {
        super.init(retaining: pointer)
    }

    public init() {
        super.init(taking: gtk_scrolled_window_new())
    }

    /// The scrolled content; kept alive by the scrolled window.
    public var child: Widget? {
        get { childWidget }
        set {
            childWidget = newValue
            gtk_scrolled_window_set_child(scrolledPointer, newValue?.widgetPointer)
        }
    }

    public func setPolicy(horizontal: ScrollPolicy, vertical: ScrollPolicy) {
        gtk_scrolled_window_set_policy(scrolledPointer, horizontal.gtk, vertical.gtk)
    }

    /// Whether the scrolled window asks for its child's natural height.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolledPointer) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolledPointer, newValue ? 1 : 0) }
    }
}
