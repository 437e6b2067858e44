/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: click the label
/// (or press Space or Enter on it) to expand. Without an `isExpanded` binding it keeps its own
/// state, collapsed at first.
///
/// ```swift
/// Form {
///     DisclosureGroup("Advanced") {
///         Toggle("Verbose logging", isOn: $verbose)
///         Stepper("Retries: \(retries)", value: $retries)
///     }
/// }
/// DisclosureGroup(isExpanded: $showsDetails) {
///     Text(details)
/// } label: {
///     Label("Details", systemImage: "info.circle")
/// }
/// ```
///
/// On GNOME, a disclosure group that is a form's row is libadwaita's expander row
/// (`AdwExpanderRow`), its content the rows it reveals; elsewhere it is a `GtkExpander`.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @Owned private var ownIsExpanded = false

    /// A group whose expansion `isExpanded` holds.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    /// A group that keeps its own expansion (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        DisclosureBox(isExpanded: isExpanded ?? $ownIsExpanded) {
            label.styleClasses(DisclosureGroupProperties.labelClass)
            content
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with the translation of `titleKey`, keeping its own expansion.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with the translation of `titleKey`, its expansion in `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled with a string shown as it is, keeping its own expansion.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled with a string shown as it is, its expansion in `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The widget of a ``DisclosureGroup``: its label's views (marked with
/// ``DisclosureGroupProperties/labelClass``), then its content's. In a form, the content's
/// views are rows (of the expander row).
struct DisclosureBox<Content: View>: PrimitiveView, HoldsFormRows {
    let isExpanded: Binding<Bool>
    let content: Content

    init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.isExpanded = isExpanded
        self.content = content()
    }

    func properties(in environment: EnvironmentValues) -> DisclosureGroupProperties {
        DisclosureGroupProperties(isExpanded: isExpanded.wrappedValue, isEnabled: environment.isEnabled, isFormRow: environment.isFormRow)
    }

    func actions(in environment: EnvironmentValues) -> DisclosureGroupActions {
        let isExpanded = self.isExpanded
        return DisclosureGroupActions { expanded in
            if isExpanded.wrappedValue != expanded { isExpanded.wrappedValue = expanded }
        }
    }
}

extension DisclosureBox: HiddenInPaths {}

/// What a ``DisclosureGroup`` shows besides its views.
public struct DisclosureGroupProperties: Equatable, Sendable {
    /// The style class on the label's views (the other children are the content).
    public static let labelClass = "cells-disclosure-label"
    /// Whether the content shows.
    public var isExpanded: Bool
    public var isEnabled: Bool
    /// Whether it is a form's row (FormRows.swift): GNOME's expander row.
    public var isFormRow: Bool

    public init(isExpanded: Bool, isEnabled: Bool = true, isFormRow: Bool = false) {
        self.isExpanded = isExpanded
        self.isEnabled = isEnabled
        self.isFormRow = isFormRow
    }
}

/// What a ``DisclosureGroup`` reports: its user expanded or collapsed it.
public struct DisclosureGroupActions {
    public let expansionChanged: @MainActor (Bool) -> Void

    public init(expansionChanged: @escaping @MainActor (Bool) -> Void) {
        self.expansionChanged = expansionChanged
    }
}
