import Foundation
import OpenCombine

/// A property of an ``ObservableObject`` that announces each change to the views holding the
/// object, before the new value is stored.
///
/// `$property` inside the class is its publisher (``Published/Publisher``), a Combine
/// publisher: `$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { … }`,
/// and a pipeline can feed a property back with `.assign(to: &$results)`.
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
        get { Publisher(storage: storage) }
        set {}  // `&$property` (for `assign(to:)`) names the property; the publisher is a view of it
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
            storage.write(
                newValue, announcingTo: object.objectWillChange,
                what: "a @Published \(Value.self) property of \(Object.self) was written"
            )
        }
    }

    /// `$property` inside the class: its publisher, which from now on knows the object whose
    /// changes it announces (so `assign(to: &$property)` updates the views holding it).
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        projected projectedKeyPath: ReferenceWritableKeyPath<Object, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.rememberAnnouncer(object.objectWillChange)
            return Publisher(storage: storage)
        }
        set {}  // see `projectedValue`
    }
}

/// The value of one `@Published` property, shared by copies of the wrapper; the subject of its
/// projected publisher (`$property`), made when something first subscribes; and the publisher
/// of its object's changes, once the object has been seen.
final class PublishedStorage<Value>: @unchecked Sendable {
    /// Written on the main thread only (a write from elsewhere hops there first).
    var value: Value
    /// The object's `objectWillChange`, once `$property` has been read: what a write through
    /// the publisher (`assign(to:)`) announces to.
    var announcer: ObservableObjectPublisher? { lock.withLock { _announcer } }
    private var _announcer: ObservableObjectPublisher?
    private var _subject: CurrentValueSubject<Value, Never>?
    /// Pipelines feeding this property (`assign(to: &$property)`), ended with it.
    private var assignments: [AnyCancellable] = []
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// The subject `$property`'s subscribers are attached to, holding the current value.
    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let subject = _subject { return subject }
            let subject = CurrentValueSubject<Value, Never>(value)
            _subject = subject
            return subject
        }
    }

    /// Remembers the publisher of the property's object (the first one seen: a property
    /// belongs to one object).
    func rememberAnnouncer(_ announcer: ObservableObjectPublisher) {
        lock.withLock { if _announcer == nil { _announcer = announcer } }
    }

    /// Keeps a pipeline that feeds this property for as long as the property lives.
    func keep(_ assignment: AnyCancellable) {
        lock.withLock { assignments.append(assignment) }
    }

    /// Announces the change to `announcer`, sends `newValue` to `$property`'s subscribers,
    /// then stores it, on the main thread (`what` names a write from elsewhere in the warning).
    func write(_ newValue: Value, announcingTo announcer: ObservableObjectPublisher?, what: @autoclosure () -> String) {
        if MainThread.isCurrent {
            store(newValue, announcingTo: announcer)
        } else {
            MainThread.warnOffMain(what())
            let bound = MainThreadBound(value: (newValue, announcer))
            DispatchQueue.main.async { self.store(bound.value.0, announcingTo: bound.value.1) }
        }
    }

    private func store(_ newValue: Value, announcingTo announcer: ObservableObjectPublisher?) {
        announcer?.send()
        lock.withLock { _subject }?.send(newValue)
        value = newValue
    }
}
