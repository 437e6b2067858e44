import Foundation

/// A property of an ``ObservableObject`` that announces each change to the views holding the
/// object, before the new value is stored.
///
/// A write from a background thread is not lost: it is warned about and applied on the main
/// thread.
@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }  // swiftlint:disable:this unused_setter_value
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if MainThread.isCurrent {
                object.objectWillChange.send()
                storage.value = newValue
            } else {
                MainThread.warnOffMain("a @Published \(Value.self) property of \(Object.self) was written")
                let bound = MainThreadBound(value: (object, newValue))
                DispatchQueue.main.async {
                    bound.value.0.objectWillChange.send()
                    storage.value = bound.value.1
                }
            }
        }
    }
}

/// The value of one `@Published` property, shared by copies of the wrapper.
final class PublishedStorage<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
