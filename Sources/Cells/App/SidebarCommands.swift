/// The sidebar toggle a `NavigationSplitView` offers its window's commands.
@MainActor
public struct SidebarToggle {
    let toggle: @MainActor () -> Void

    /// Shows or hides the sidebar.
    public func callAsFunction() {
        toggle()
    }
}

private struct SidebarToggleKey: FocusedValueKey {
    typealias Value = SidebarToggle
}

extension FocusedValues {
    /// The split view's sidebar toggle in the key window (`SidebarCommands`).
    public var sidebarToggle: SidebarToggle? {
        get { self[SidebarToggleKey.self] }
        set { self[SidebarToggleKey.self] = newValue }
    }
}

extension KeyEquivalent {
    /// The F9 key (GNOME's key for showing and hiding a sidebar).
    public static let f9 = KeyEquivalent("\u{F70C}")
}

/// SwiftUI's sidebar commands: "Toggle Sidebar" in the app's menu, with GNOME's F9, shows or
/// hides the sidebar of the key window's `NavigationSplitView` (folded, it goes between the
/// sidebar and the column after it).
///
/// ```swift
/// WindowGroup { MailView() }
///     .commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
    @FocusedValue(\.sidebarToggle) private var toggle

    public init() {}

    public var body: some Commands {
        CommandMenu("View") {
            Button("Toggle Sidebar") { toggle?() }
                .keyboardShortcut(.f9, modifiers: [])
                .disabled(toggle == nil)
        }
    }
}
