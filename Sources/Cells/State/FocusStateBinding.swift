extension FocusState {
    /// A view's focus state handed to another view, as SwiftUI's `FocusState<Value>.Binding`:
    /// `$focus` of a ``FocusState``. The child reads and writes the same focus and binds its
    /// controls to it with `.focused(_:equals:)`.
    ///
    /// ```swift
    /// struct NameFields: View {
    ///     var focus: FocusState<Field?>.Binding   // or: @FocusState.Binding var focus: Field?
    ///     var body: some View {
    ///         TextField("Name", text: $name).focused(focus, equals: .name)
    ///             .onSubmit { focus.wrappedValue = .email }
    ///     }
    /// }
    /// // The parent: NameFields(focus: $focus)
    /// ```
    @propertyWrapper
    public struct Binding: DynamicProperty {
        let base: Cells.Binding<Value>

        init(base: Cells.Binding<Value>) {
            self.base = base
        }

        /// The focus: writing it moves the keyboard focus, as writing the ``FocusState`` does.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// Itself: what `.focused(_:)` takes, and what the next child view takes.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState.Binding: ViewInputComparable {
    /// The same focus state handed down again is the same input (the child is not evaluated again for it).
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? FocusState<Value>.Binding else { return false }
        return base.isSameInput(as: other.base)
    }
}

extension View {
    /// Binds this view's keyboard focus to a focus state that is true while it has the focus
    /// (`@FocusState var isFocused: Bool`, or its `FocusState<Bool>.Binding` in a child view).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition.base)
    }

    /// Binds this view's keyboard focus to a focus state equal to `value` while it has the
    /// focus (`@FocusState var focus: Field?`, or its `FocusState<Field?>.Binding` in a child
    /// view): writing `value` focuses it; leaving it writes nil.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        focused(binding.base, equals: value)
    }
}
