extension Binding {
    /// A binding to the value of an optional binding, or nil when it holds none (SwiftUI's
    /// failable `Binding(_:)`). While the optional stays non-nil, reads give its value and
    /// writes store into it; if it becomes nil later, reads give the last value seen.
    ///
    /// ```swift
    /// if let name = Binding($draft.name) { TextField("Name", text: name) }
    /// ```
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastSeen(initial)
        self.init(get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional made from a binding to a value: reads give the value; writes
    /// of a value store it, writes of nil are ignored (SwiftUI's optional-lifting `Binding(_:)`).
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

/// The last value an unwrapped binding read.
@MainActor
private final class LastSeen<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Closes what presents the view: pops the navigation page it is on, or closes its window.
/// Read it from the environment:
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
@MainActor
public struct DismissAction {
    private let dismiss: @MainActor () -> Void

    public init(_ dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }

    public func callAsFunction() {
        dismiss()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction { Diagnostics.warn("dismiss() outside a navigation page or a window does nothing") }
    }
}

extension EnvironmentValues {
    /// Pops the navigation page the view is on, or closes its window (set by `NavigationStack`
    /// and by the GTK window).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
