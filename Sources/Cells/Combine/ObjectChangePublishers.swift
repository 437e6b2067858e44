import Foundation
import OpenCombine

/// An object's `objectWillChange` is a Combine publisher: `.onReceive` runs an action each
/// time the object is about to change (before the new value is stored), and a pipeline can
/// follow it (`model.objectWillChange.debounce(…).sink { save() }`).
///
/// ```swift
/// .onReceive(model.objectWillChange) { _ in unsavedChanges = true }
/// ```
extension ObservableObjectPublisher: OpenCombine.Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    /// Attaches `subscriber`: it receives a value on the main thread before each change of
    /// the object, until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let subscription = ObjectWillChangeCombineSubscription(subscriber)
        subscriber.receive(subscription: subscription)
        subscription.follow(self)
    }
}

/// One Combine subscriber of an object's changes: a subscription among the views' (so
/// `subscriberCount` counts it), which sends as many changes as the subscriber asked for.
private final class ObjectWillChangeCombineSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Void, S.Failure == Never {
    private let lock = NSLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var following: ObjectWillChangeSubscription?

    init(_ subscriber: S) {
        self.subscriber = subscriber
    }

    func follow(_ publisher: ObservableObjectPublisher) {
        let following = publisher.subscribe { [weak self] in self?.deliver() }
        lock.withLock {
            if subscriber != nil { self.following = following }  // else cancelled meanwhile
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        lock.withLock {
            subscriber = nil
            following = nil
        }
    }

    private func deliver() {
        let subscriber: S? = lock.withLock {
            guard self.subscriber != nil, demand > 0 else { return nil }
            demand -= 1
            return self.subscriber
        }
        guard let more = subscriber?.receive(()) else { return }
        lock.withLock { demand += more }
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension Published {
    /// The publisher of a `@Published` property, `$property` inside its class, as Combine's:
    /// a subscriber receives the current value at once, then each new value as it is set,
    /// before it is stored (the property still reads the old value).
    ///
    /// ```swift
    /// .onReceive(model.$score) { score in best = max(best, score) }
    /// $query.removeDuplicates().debounce(for: .milliseconds(250), scheduler: RunLoop.main)
    ///     .map(search).assign(to: &$results)
    /// ```
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Attaches `subscriber`: it receives the value now and then each new value, until it
        /// cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// Writes each value this publisher sends to a `@Published` property (`&$property`),
    /// announcing each change to the views holding its object, as a write to the property
    /// does. The subscription lasts as long as the property's object.
    ///
    /// ```swift
    /// $query.map { query in catalog.filter { $0.matches(query) } }.assign(to: &$results)
    /// ```
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let subscription = sink { [weak storage] value in
            guard let storage else { return }
            storage.write(value, announcingTo: storage.announcer, what: "assign(to:) wrote a @Published \(Output.self) property")
        }
        storage.keep(subscription)
    }
}
