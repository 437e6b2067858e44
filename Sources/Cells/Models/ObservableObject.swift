import Foundation

/// A class whose changes views follow: a view that holds it through ``ObservedObject``,
/// ``OwnedObject`` or ``EnvironmentObject`` is re-evaluated after it announces a change.
///
/// Mark the properties views show with ``Published``; each write announces the change
/// (`objectWillChange.send()`) before the value is stored. Many writes in one event still
/// give one update of each view holding the object.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var score = 0
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher per object, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.shared(for: self)
    }
}

/// Announces an object's changes to the views that hold it. Thread-safe: a `send()` from a
/// background thread is warned about and delivered on the main thread.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var nextToken = 0
    private var subscribers: [Int: @MainActor () -> Void] = [:]

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        MainThread.run("an ObservableObject announced a change") { [self] in
            for subscriber in currentSubscribers() { subscriber() }
        }
    }

    /// Calls `handler` on the main actor before each change, until the returned token is
    /// released.
    public func subscribe(_ handler: @escaping @MainActor () -> Void) -> ObjectWillChangeSubscription {
        lock.lock()
        defer { lock.unlock() }
        nextToken += 1
        subscribers[nextToken] = handler
        return ObjectWillChangeSubscription(publisher: self, token: nextToken)
    }

    /// Number of live subscriptions (views holding the object, `.onReceive`s and Combine
    /// subscribers following it).
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    fileprivate func unsubscribe(_ token: Int) {
        lock.lock()
        defer { lock.unlock() }
        subscribers[token] = nil
    }

    private func currentSubscribers() -> [@MainActor () -> Void] {
        lock.lock()
        defer { lock.unlock() }
        return Array(subscribers.values)
    }

    // MARK: Default publishers

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    /// The table size at which dead entries are pruned next.
    nonisolated(unsafe) private static var pruneAt = 64

    /// The publisher of an object that does not declare its own.
    static func shared(for object: AnyObject) -> ObservableObjectPublisher {
        tableLock.lock()
        defer { tableLock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = table[id], entry.object === object { return entry.publisher }
        // An object gives no sign when it dies, so entries of dead objects stay until a prune
        // (a new object at a dead one's address takes its entry over at once). Pruning when
        // the table has doubled since the last prune keeps the dead entries fewer than the
        // live ones plus 64, at a cost per new object that stays constant: pruning every 64
        // new objects, as before, walked every live entry each time (quadratic with many
        // live objects). A dead entry holds only its publisher, whose subscribers (nodes)
        // released their subscriptions when they left the tree.
        if table.count >= pruneAt {
            table = table.filter { $0.value.object != nil }
            pruneAt = Swift.max(64, table.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        table[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// Keeps a subscription to an object's changes alive; releasing it unsubscribes.
public final class ObjectWillChangeSubscription: @unchecked Sendable {
    private weak var publisher: ObservableObjectPublisher?
    private let token: Int

    fileprivate init(publisher: ObservableObjectPublisher, token: Int) {
        self.publisher = publisher
        self.token = token
    }

    deinit {
        publisher?.unsubscribe(token)
    }
}
