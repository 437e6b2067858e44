/// Opens a new window of one of the app's `WindowGroup`s. Read it from the environment:
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Open editor") { openWindow(id: "title-editor") }
/// ```
@MainActor
public struct OpenWindowAction {
    private let open: @MainActor (String) -> Void

    public init(_ open: @escaping @MainActor (String) -> Void) {
        self.open = open
    }

    public func callAsFunction(id: String) {
        open(id)
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction {
        OpenWindowAction { id in
            Diagnostics.warn("openWindow(id: \"\(id)\") has no app to open windows in")
        }
    }
}

extension EnvironmentValues {
    /// Opens windows of the running app; set by the app runner.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
