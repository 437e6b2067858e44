/// Which control has the keyboard focus, as state a view owns and binds to controls with
/// `.focused(_:)` or `.focused(_:equals:)`. Both ways: writing it moves GTK's focus;
/// clicking into a control or pressing Tab writes it.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var focus: Field?
///
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// Button("Next") { focus = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @Owned private var value: Value

    /// A focus state for one control: true while it has the focus.
    public init() where Value == Bool {
        _value = Owned(initialValue: false)
    }

    /// A focus state for several controls: which one has the focus, nil for none of them.
    public init<T: Hashable>() where Value == T? {
        _value = Owned(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    /// The binding `.focused(_:)` takes, and a child view takes as its parameter
    /// (`var focus: FocusState<Field?>.Binding`) to read, write and bind the same focus.
    public var projectedValue: FocusState<Value>.Binding { Binding(base: $value) }
}

/// What a `.focused` modifier tells its widget: whether the model wants it focused, and where
/// to report that the user moved the focus into or out of it. The reporter is the same
/// object for as long as the view stays (compared by identity, with `wantsFocus`).
@MainActor
public final class FocusReporter {
    var report: @MainActor (Bool) -> Void = { _ in }
    /// Whether the widget has the focus, as last reported.
    private var isFocused = false

    nonisolated init() {}

    /// The widget got (true) or lost (false) the focus, by the user or by a model write.
    /// A move made while views are evaluated (a `.focused` binding an action wrote, applied
    /// by the update pass) is a reaction of that pass: the focus bindings and focused values
    /// it writes are read later in the same pass, with no "Modifying state" warning.
    public func focusChanged(_ isFocused: Bool) {
        self.isFocused = isFocused
        UpdateFeedback.reacting("the keyboard focus moving") { report(isFocused) }
    }

    /// A focused view that leaves takes the focus with it, as SwiftUI's does: its
    /// `@FocusState` reads nil (false) rather than naming a field that is not there, whether
    /// or not the toolkit reports the loss while the widget goes.
    isolated deinit {
        guard isFocused else { return }
        let report = self.report
        UpdateFeedback.reacting("a focused view leaving") { report(false) }
    }
}

/// The value of the focus attribute: see ``FocusReporter``.
public struct FocusRequest: Equatable {
    /// Whether the model wants the widget focused.
    public var wantsFocus: Bool
    public let reporter: FocusReporter

    public static func == (lhs: FocusRequest, rhs: FocusRequest) -> Bool {
        lhs.wantsFocus == rhs.wantsFocus && lhs.reporter === rhs.reporter
    }
}

/// `.focused(_:)` and `.focusedValue(_:_:)`: the widget's focus, bound to a ``FocusState`` or
/// publishing a focused value. Set twice on one widget, both requests apply.
public enum FocusAttribute: WidgetAttributeKey {
    public typealias Value = [FocusRequest]
    public static func combine(outer: [FocusRequest], inner: [FocusRequest]) -> [FocusRequest] { outer + inner }
}

struct FocusedView<Content: View>: View {
    let content: Content
    let isFocused: @MainActor () -> Bool
    let report: @MainActor (Bool) -> Void
    /// Made by the node, so it goes when the view leaves (an `@Owned` object would be held by
    /// every copy of this struct, a navigation link's destination among them).
    @OwnedObject private var reporter = FocusReporter()

    var body: some View {
        let reporter = self.reporter
        reporter.report = report
        return content.widgetAttribute(FocusAttribute.self, [FocusRequest(wantsFocus: isFocused(), reporter: reporter)])
    }
}

extension View {
    /// Binds this view's keyboard focus to `condition`: true focuses it, and it is true while
    /// the view (or a control in it) has the focus.
    public func focused(_ condition: Binding<Bool>) -> some View {
        FocusedView(content: self, isFocused: { condition.wrappedValue }) { focused in
            if condition.wrappedValue != focused { condition.wrappedValue = focused }
        }
    }

    /// Binds this view's keyboard focus to `binding == value`: writing `value` focuses it; the
    /// user focusing it writes `value`, and leaving it writes nil (if it still says `value`).
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        FocusedView(content: self, isFocused: { binding.wrappedValue == value }) { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = nil
            }
        }
    }
}
