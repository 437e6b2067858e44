/// A push button that runs an action. Its label is a title or any view.
///
/// ```swift
/// Button("Change Title") { title = titleInput }
/// Button(action: reset) { Text("Reset") }
/// ```
public struct Button<Label: View>: View, BuiltinView {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(
            widget: WidgetSpec(.button, [.isEnabled(environment.isEnabled)], onPress: action),
            children: [KeyedView(key: .position(0), view: label)]
        )
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: NamedInPaths {}
