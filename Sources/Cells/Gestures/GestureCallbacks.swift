/// A gesture that runs an action with each change of the gesture it wraps (`.onChanged`),
/// when it ends (`.onEnded`), or writes a ``GestureState`` while it goes on (`.updating`).
public struct _CallbackGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let onChange: (@MainActor (Base.Value) -> Void)?
    let onEnd: (@MainActor (Base.Value) -> Void)?
    /// For `.updating`: sets the state from a value, or (nil) puts it back at its start.
    let update: (@MainActor (Base.Value?) -> Void)?

    public func _makeRecognizer() -> GestureRecognizer<Base.Value> {
        CallbackRecognizer(base: base._makeRecognizer(), gesture: self)
    }
}

final class CallbackRecognizer<Base: Gesture>: GestureRecognizer<Base.Value> {
    let base: GestureRecognizer<Base.Value>
    let gesture: _CallbackGesture<Base>

    init(base: GestureRecognizer<Base.Value>, gesture: _CallbackGesture<Base>) {
        self.base = base
        self.gesture = gesture
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Base.Value>? {
        let outcome = base.handle(event)
        switch outcome {
        case .changed(let value)?:
            gesture.update?(value)
            gesture.onChange?(value)
        case .ended(let value)?:
            gesture.update?(nil)
            gesture.onEnd?(value)
        case .failed?:
            gesture.update?(nil)
        case nil:
            break
        }
        return outcome
    }

    override var deadline: Double? { base.deadline }
    override var isRecognized: Bool { base.isRecognized }
}

extension Gesture {
    /// Runs `action` with the gesture's value each time it changes while under way.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self, onChange: action, onEnd: nil, update: nil)
    }

    /// Runs `action` with the gesture's final value when it completes.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self, onChange: nil, onEnd: action, update: nil)
    }

    /// While the gesture goes on, `body` sets `state` from each value; when it ends or fails,
    /// `state` goes back to its initial value, as SwiftUI's `@GestureState` does.
    ///
    /// ```swift
    /// @GestureState private var isPressed = false
    /// .gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value })
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self, onChange: nil, onEnd: nil) { value in
            guard let value else {
                state.reset()
                return
            }
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        }
    }
}

extension Gesture where Value == Void {
    /// Runs `action` when the gesture completes (a tap).
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> _CallbackGesture<Self> {
        _CallbackGesture(base: self, onChange: nil, onEnd: { _ in action() }, update: nil)
    }
}
