extension WindowGroup {
    /// A window group with no title: its windows are titled with the app's name (the name in
    /// `App.about`, whose default is the app type's name without a trailing "App"), as
    /// SwiftUI titles them with the bundle's name. `id` defaults to "main".
    ///
    /// ```swift
    /// @main struct FocusTimerApp: App {
    ///     var body: some Scene { WindowGroup { TimerView() } }   // titled "FocusTimer"
    /// }
    /// ```
    public init(id: String? = nil, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init(verbatimTitle: "", id: id ?? "main", content: content)
    }
}

extension WindowDescription {
    /// Whether the scene gave no title (the backend titles such windows with the app's name).
    public var isUntitled: Bool { title.isEmpty }

    /// This description with `title`.
    public func titled(_ title: String) -> WindowDescription {
        WindowDescription(id: id, title: title, defaultSize: defaultSize, growsToContent: growsToContent, makeContent: makeContent)
    }
}

extension App {
    /// The title of windows whose scene has none: the name in ``about``, without a trailing
    /// "App" when that name is the type's own ("FocusTimerApp" gives "FocusTimer").
    public static var untitledWindowTitle: String {
        let name = about.name
        let typeName = String(describing: Self.self)
        if name == typeName, name.hasSuffix("App"), name.count > 3 { return String(name.dropLast(3)) }
        return name
    }
}
