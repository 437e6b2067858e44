private struct SubmitActionKey: EnvironmentKey {
    static let defaultValue: @MainActor () -> Void = {}
}

extension EnvironmentValues {
    /// What pressing Enter in an entry below runs. Set with `.onSubmit(_:)`.
    public var submitAction: @MainActor () -> Void {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user presses Enter in a text field in this view (after any
    /// `.onSubmit` further in).
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        EnvironmentTransformView(content: self) { environment in
            let outer = environment.submitAction
            environment.submitAction = { action(); outer() }
        }
    }
}

