import Foundation

/// A property of an ``ObservableObject`` that announces each change to the views holding the
/// object, before the new value is stored.
///
/// A write from a background thread is not lost: it is warned about and applied on the main
/// thread.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// `$property` inside the class: the property's publisher (see ``Published/Publisher``).
    public var projectedValue: Publisher {
        Publisher(storage: storage)
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
                storage.publish(newValue)
                storage.value = newValue
            } else {
                MainThread.warnOffMain("a @Published \(Value.self) property of \(Object.self) was written")
                let bound = MainThreadBound(value: (object, newValue))
                DispatchQueue.main.async {
                    bound.value.0.objectWillChange.send()
                    storage.publish(bound.value.1)
                    storage.value = bound.value.1
                }
            }
        }
    }
}

/// The value of one `@Published` property, shared by copies of the wrapper, and the
/// subscribers of its projected publisher (`$property`), which only the main thread touches.
final class PublishedStorage<Value>: @unchecked Sendable {
    var value: Value
    private var subscribers: [Int: @MainActor (Value) -> Void] = [:]
    private var nextToken = 0
    init(_ value: Value) { self.value = value }

    /// Sends `newValue` to the subscribers of `$property`, on the main thread, before it is stored.
    func publish(_ newValue: Value) {
        guard !subscribers.isEmpty else { return }
        // Called on the main thread only (the setter hops there first), where the value stays.
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated {
            for subscriber in Array(subscribers.values) { subscriber(value) }
        }
    }

    /// Calls `receiveValue` with the value now, then with each new value, until cancelled.
    @MainActor func subscribe(_ receiveValue: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
        nextToken += 1
        let token = nextToken
        subscribers[token] = receiveValue
        receiveValue(value)
        return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
    }
}
