/// SwiftUI's accessibility modifiers beyond `.accessibilityLabel`, as widget attributes the
/// GTK backend maps onto GtkAccessible roles, properties and states
/// (`CellsGtk/Attributes/AccessibilityAttributes.swift`).

/// What a view is to assistive technologies, as SwiftUI's `AccessibilityTraits`. GTK maps
/// `.isHeader` (heading), `.isButton`, `.isLink`, `.isImage`, `.isStaticText`,
/// `.isSearchField` and `.isToggle` to the widget's accessible role, `.isSelected` to the
/// selected state and `.isModal` to the modal property; the others have no GTK counterpart
/// and are accepted.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// Traits added and removed by `.accessibilityAddTraits` and `.accessibilityRemoveTraits`.
public struct AccessibilityTraitChanges: Hashable, Sendable {
    public var added: AccessibilityTraits = []
    public var removed: AccessibilityTraits = []

    public init(added: AccessibilityTraits = [], removed: AccessibilityTraits = []) {
        self.added = added
        self.removed = removed
    }

    /// The traits in effect: added and not removed.
    public var traits: AccessibilityTraits { added.subtracting(removed) }
}

/// How `.accessibilityElement(children:)` treats the views inside: `.ignore` (one element
/// named by its own label; the views inside are hidden from assistive technologies),
/// `.combine` (one element named by the texts inside, which GTK follows as they change), or
/// `.contain` (a group; the views inside stay separate elements).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    /// Whether the views inside are hidden from assistive technologies.
    public var hidesChildren: Bool { kind == .ignore }
    /// Whether the element is named by the texts inside.
    public var isNamedByContent: Bool { kind == .combine }
}

/// `.accessibilityHint(_:)`: what happens when the user acts on the view (GTK's accessible
/// description).
public enum AccessibilityHintAttribute: WidgetAttributeKey {
    public typealias Value = String
}

/// `.accessibilityValue(_:)`: the view's value as read aloud (GTK's value text).
public enum AccessibilityValueAttribute: WidgetAttributeKey {
    public typealias Value = String
}

/// `.accessibilityHidden(_:)`: hidden from assistive technologies (GTK's hidden state).
public enum AccessibilityHiddenAttribute: WidgetAttributeKey {
    public typealias Value = Bool
    public static func combine(outer: Bool, inner: Bool) -> Bool { outer || inner }
}

/// `.accessibilityAddTraits(_:)`/`.accessibilityRemoveTraits(_:)`. Set twice, both count; a
/// removal inside wins over an addition outside.
public enum AccessibilityTraitsAttribute: WidgetAttributeKey {
    public typealias Value = AccessibilityTraitChanges
    public static func combine(outer: AccessibilityTraitChanges, inner: AccessibilityTraitChanges) -> AccessibilityTraitChanges {
        AccessibilityTraitChanges(added: outer.added.subtracting(inner.removed).union(inner.added), removed: outer.removed.union(inner.removed))
    }
}

/// `.accessibilityElement(children:)`.
public enum AccessibilityElementAttribute: WidgetAttributeKey {
    public typealias Value = AccessibilityChildBehavior
}

extension View {
    /// Makes this view (a stack, a row) one element for assistive technologies; `children`
    /// says what becomes of the views inside (see ``AccessibilityChildBehavior``).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        widgetAttribute(AccessibilityElementAttribute.self, children)
    }

    /// What happens when the user acts on this view, read after its name (GTK's description).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        widgetAttribute(AccessibilityHintAttribute.self, hintKey.resolved())
    }

    /// The hint, as it is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        widgetAttribute(AccessibilityHintAttribute.self, String(hint))
    }

    /// The hint, from a text.
    public func accessibilityHint(_ hint: Text) -> some View {
        widgetAttribute(AccessibilityHintAttribute.self, hint.content)
    }

    /// This view's value as read aloud ("50 percent"; GTK's value text).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        widgetAttribute(AccessibilityValueAttribute.self, valueKey.resolved())
    }

    /// The value, as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        widgetAttribute(AccessibilityValueAttribute.self, String(value))
    }

    /// The value, from a text.
    public func accessibilityValue(_ value: Text) -> some View {
        widgetAttribute(AccessibilityValueAttribute.self, value.content)
    }

    /// Hides this view from assistive technologies (a decoration), or shows it again.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        widgetAttribute(AccessibilityHiddenAttribute.self, hidden)
    }

    /// Adds traits: `.isHeader` makes a text a heading, `.isSelected` marks it selected…
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        widgetAttribute(AccessibilityTraitsAttribute.self, AccessibilityTraitChanges(added: traits))
    }

    /// Removes traits added around this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        widgetAttribute(AccessibilityTraitsAttribute.self, AccessibilityTraitChanges(removed: traits))
    }

    /// The name assistive technologies read, from a text.
    public func accessibilityLabel(_ label: Text) -> some View {
        widgetAttribute(AccessibilityLabelAttribute.self, label.content)
    }
}

extension View {
    /// An action a screen reader user (or anyone with the keyboard) can choose on this view
    /// by name, as SwiftUI's custom accessibility actions. GTK 4.8 has no custom actions in
    /// its accessibility interface, so the action is an item of the view's context menu,
    /// which the Menu key and Shift+F10 open and screen readers read.
    ///
    /// ```swift
    /// MessageRow(message).accessibilityAction(named: "Archive") { archive(message) }
    /// ```
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        let title = name.resolved()
        return contextMenu { Button(title, action: handler) }
    }

    /// The same, named by a string shown as it is.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        let title = String(name)
        return contextMenu { Button(title, action: handler) }
    }
}
