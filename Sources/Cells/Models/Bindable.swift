import Observation

/// Gives bindings to the properties of an `@Observable` object: `$model.title`.
///
/// ```swift
/// struct TitleField: View {
///     @Bindable var model: Document
///     var body: some View { TextField("Title", text: $model.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ object: Value) {
        self.wrappedValue = object
    }

    public var projectedValue: ObjectBindings<Value> {
        ObjectBindings(object: wrappedValue)
    }

    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension Bindable: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        (other as? Bindable<Value>)?.wrappedValue === wrappedValue
    }
}
