/// A view struct as a primitive's description, compared the way the graph compares a
/// re-created view with the last one before evaluating its `body` again: by `==` if the
/// view is `Equatable`, else field by field (bindings by what they point at, closures as
/// always changed).
///
/// A primitive whose inputs are not `Equatable` (it holds bindings, or closures) uses it as
/// its ``PrimitiveView/Properties``, so its widget is updated only when its inputs changed or
/// state it read did (`GtkWidgetRepresentable` does this).
public struct ComparedView<Content: View>: Equatable {
    /// The view.
    public let view: Content

    public init(_ view: Content) {
        self.view = view
    }

    public static func == (lhs: ComparedView, rhs: ComparedView) -> Bool {
        // Descriptions are compared by the graph, on the main actor.
        let pair = UncheckedPair(lhs: lhs.view, rhs: rhs.view)
        return MainActor.assumeIsolated { ViewInputs.areSame(pair.lhs, pair.rhs) }
    }
}

/// Two views handed into `MainActor.assumeIsolated` from a nonisolated `==` that runs on the
/// main actor.
private struct UncheckedPair<Content>: @unchecked Sendable {
    let lhs: Content
    let rhs: Content
}
