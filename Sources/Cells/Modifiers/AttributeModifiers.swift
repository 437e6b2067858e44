/// The widget attributes the library sets (see ``WidgetAttributeKey``); CellsGtk applies each.

/// `.help(_:)`: the tooltip.
public enum HelpAttribute: WidgetAttributeKey {
    public typealias Value = String
}

/// `.opacity(_:)`: 0 transparent … 1 opaque. Set twice, the values multiply.
public enum OpacityAttribute: WidgetAttributeKey {
    public typealias Value = Double
    public static func combine(outer: Double, inner: Double) -> Double { outer * inner }
}

/// `.hidden()`: the widget is not shown and takes no space (GTK's visibility).
public enum HiddenAttribute: WidgetAttributeKey {
    public typealias Value = Bool
    public static func combine(outer: Bool, inner: Bool) -> Bool { outer || inner }
}

/// `.accessibilityLabel(_:)`: the name assistive technologies read.
public enum AccessibilityLabelAttribute: WidgetAttributeKey {
    public typealias Value = String
}

/// Style classes of the widget (GTK CSS classes: Adwaita's "title-1", "caption",
/// "monospace"; "cells-bold" and "cells-italic" for `.bold()` and `.italic()`). Set twice, the
/// sets join.
public enum StyleClassesAttribute: WidgetAttributeKey {
    public typealias Value = Set<String>
    public static func combine(outer: Set<String>, inner: Set<String>) -> Set<String> { outer.union(inner) }
}

/// `.frame(...)`: the widget's size request, and whether it takes all the space offered.
public struct Frame: Equatable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var minHeight: Double?
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, minHeight: Double? = nil,
                maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The width GTK is asked for (at least): `width`, else `minWidth`; nil for the natural width.
    public var requestedWidth: Double? { width ?? minWidth }
    /// The height GTK is asked for (at least).
    public var requestedHeight: Double? { height ?? minHeight }
    /// Whether the widget grows to fill the width offered (`maxWidth: .infinity`).
    public var fillsWidth: Bool { maxWidth == .infinity }
    /// Whether the widget grows to fill the height offered.
    public var fillsHeight: Bool { maxHeight == .infinity }
}

/// Where a view sits in a frame larger than itself.
public enum Alignment: Hashable, Sendable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// `.frame(...)`.
public enum FrameAttribute: WidgetAttributeKey {
    public typealias Value = Frame
}

extension View {
    /// Shows `text` as a tooltip when the pointer rests on this view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        widgetAttribute(HelpAttribute.self, textKey.resolved())
    }

    /// Shows `text` as it is as a tooltip.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        widgetAttribute(HelpAttribute.self, String(text))
    }

    /// Draws this view with the given opacity (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        widgetAttribute(OpacityAttribute.self, min(max(opacity, 0), 1))
    }

    /// Hides this view. Unlike SwiftUI, where it keeps its space, a hidden GTK widget takes none.
    public func hidden() -> some View {
        widgetAttribute(HiddenAttribute.self, true)
    }

    /// The name assistive technologies read for this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        widgetAttribute(AccessibilityLabelAttribute.self, labelKey.resolved())
    }

    /// The name, as it is, assistive technologies read for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetAttribute(AccessibilityLabelAttribute.self, String(label))
    }

    /// Gives this view a fixed width and/or height (GTK: a size request; the widget is at
    /// least that big).
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        widgetAttribute(FrameAttribute.self, Frame(width: width, height: height, alignment: alignment))
    }

    /// Gives this view a minimum size, and makes it fill the space offered with a maximum of
    /// `.infinity`. GTK has no maximum size: a finite maximum is not enforced.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        widgetAttribute(FrameAttribute.self, Frame(
            width: idealWidth, height: idealHeight, minWidth: minWidth, minHeight: minHeight,
            maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment))
    }

    /// Adds style classes (GTK CSS classes) to this view's widget.
    public func styleClasses(_ classes: String...) -> some View {
        widgetAttribute(StyleClassesAttribute.self, Set(classes))
    }
}

/// `.preferredColorScheme(_:)`: the appearance the view's window asks for, light or dark, or
/// nil for the desktop's own choice.
public enum PreferredColorSchemeAttribute: WidgetAttributeKey {
    public typealias Value = ColorScheme?
}

extension View {
    /// Asks for a light or dark appearance while this view is shown, as SwiftUI's modifier
    /// does; nil follows the desktop's choice again. It sets `@Environment(\.colorScheme)`
    /// for every view too. On GTK 4.8 the appearance is the app's (GTK has one theme per
    /// display): the view shown most recently with a preference wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        widgetAttribute(PreferredColorSchemeAttribute.self, colorScheme)
    }
}
