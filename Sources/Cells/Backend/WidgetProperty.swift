/// One settable property of a widget, with its value. The graph remembers the last value it
/// gave each widget and hands the backend only the properties whose value changed.
public enum WidgetProperty: Hashable, Sendable {
    /// The text of a label or entry.
    case text(String)
    /// The hint shown in an empty entry.
    case placeholder(String)
    /// Whether a toggle is on.
    case isOn(Bool)
    /// Whether a control accepts input.
    case isEnabled(Bool)
    /// Text colour; nil for the theme's.
    case foregroundColor(Color?)
    /// Space between a stack's children.
    case spacing(Double)
    /// Cross-axis placement of a vertical stack's children.
    case horizontalAlignment(HorizontalAlignment)
    /// Cross-axis placement of a horizontal stack's children.
    case verticalAlignment(VerticalAlignment)
    /// Space around the widget (its margins).
    case padding(EdgeInsets)
    /// The axis along which a spacer grows; nil grows both ways.
    case expansion(Axis?)
    /// Which child of a page stack is shown, counting from 0.
    case visiblePage(Int)

    /// The property without its value, for bookkeeping and counters.
    public var key: WidgetPropertyKey {
        switch self {
        case .text: .text
        case .placeholder: .placeholder
        case .isOn: .isOn
        case .isEnabled: .isEnabled
        case .foregroundColor: .foregroundColor
        case .spacing: .spacing
        case .horizontalAlignment: .horizontalAlignment
        case .verticalAlignment: .verticalAlignment
        case .padding: .padding
        case .expansion: .expansion
        case .visiblePage: .visiblePage
        }
    }

    /// True for the value a freshly made widget already has, which need not be written.
    var isInitialDefault: Bool {
        switch self {
        case .isEnabled(true), .foregroundColor(nil), .padding(.zero), .text(""), .isOn(false): true
        default: false
        }
    }
}

/// Names a ``WidgetProperty`` without its value.
public enum WidgetPropertyKey: Hashable, Sendable, CaseIterable {
    case text, placeholder, isOn, isEnabled, foregroundColor, spacing
    case horizontalAlignment, verticalAlignment, padding, expansion, visiblePage
}
