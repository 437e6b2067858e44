/// A button that opens a menu of its content's buttons (GTK: a `GtkMenuButton` with a
/// popover; choosing a button runs its action and closes the menu).
///
/// ```swift
/// Menu("Sort") {
///     Button("By Name") { order = .name }
///     Button("By Price") { order = .price }
/// }
/// Menu {
///     Button("Duplicate") { duplicate() }
/// } label: {
///     Label("Actions", systemImage: "ellipsis.circle")
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let title: String
    let label: Label?
    let content: Content

    /// A menu whose button shows `label` (any view: a `Label`, an `Image`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let label = label()
        self.title = LabelText.of(label) ?? ""
        self.label = label
        self.content = content()
    }

    public var body: some View {
        MenuBox(title: title, hasLabelView: label != nil) {
            label.styleClasses(MenuProperties.labelClass)
            content
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.resolved()
        label = nil
        self.content = content()
    }

    /// A menu titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = nil
        self.content = content()
    }
}

/// The widget of a ``Menu``: its label's views, if it has a label view (marked with
/// ``MenuProperties/labelClass``), then its items.
struct MenuBox<Content: View>: PrimitiveView {
    let title: String
    let hasLabelView: Bool
    let content: Content

    init(title: String, hasLabelView: Bool, @ViewBuilder content: () -> Content) {
        self.title = title
        self.hasLabelView = hasLabelView
        self.content = content()
    }

    func properties(in environment: EnvironmentValues) -> MenuProperties {
        MenuProperties(title: title, hasLabelView: hasLabelView)
    }
}

extension MenuBox: HiddenInPaths {}

/// What a ``Menu`` shows: its button's title (also its name for screen readers), or the views
/// of its label.
public struct MenuProperties: Equatable, Sendable {
    /// The style class on a label view's widgets (the other children are the items).
    public static let labelClass = "cells-menu-label"
    public var title: String
    /// Whether the button shows the label's views rather than the title.
    public var hasLabelView: Bool

    public init(title: String, hasLabelView: Bool = false) {
        self.title = title
        self.hasLabelView = hasLabelView
    }
}
