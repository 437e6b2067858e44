extension View {
    /// Runs `action` with the new value when `value` changes between two evaluations of this
    /// view (not for the first value): SwiftUI's older spelling (iOS 14 to 16), which ported
    /// code is full of. New code uses `onChange(of:initial:_:)` with two values or none.
    ///
    /// ```swift
    /// .onChange(of: query) { newQuery in page = 0 }
    /// ```
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}
