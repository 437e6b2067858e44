private struct SubmitActionKey: EnvironmentKey {
    static let defaultValue = SubmitAction(run: {})
}

/// The closure, in a struct: read from the environment's generic storage, a bare closure
/// comes back through a reabstraction thunk allocated at every read, and every entry reads
/// this at every evaluation.
private struct SubmitAction {
    let run: @MainActor () -> Void
}

extension EnvironmentValues {
    /// What pressing Enter in an entry below runs. Set with `.onSubmit(_:)`.
    public var submitAction: @MainActor () -> Void {
        get { self[SubmitActionKey.self].run }
        set { self[SubmitActionKey.self] = SubmitAction(run: newValue) }
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

