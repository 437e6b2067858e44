/// A value a gesture sets while it goes on, back at its initial value as soon as the gesture
/// ends or fails, as SwiftUI's: a press highlight, a drag's offset before it is committed.
/// Views read it as any state; only the gesture's `.updating` writes it.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Card().offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @Owned private var value: Value
    private let initialValue: Value

    public init(wrappedValue: Value) {
        _value = Owned(initialValue: wrappedValue)
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// SwiftUI's spelling with the transaction of the reset; the reset is not animated here.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { value }

    /// The state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    @MainActor func set(_ newValue: Value) {
        value = newValue
    }

    @MainActor func reset() {
        value = initialValue
    }
}
