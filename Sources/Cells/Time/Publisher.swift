import Foundation

/// A source of values over time, as Combine's (which Linux does not have), kept to what views
/// need: `sink` to receive values on the main actor, and a cancellable that stops them.
/// `Timer.publish(every:on:in:)` is one; `.onReceive(_:perform:)` receives from any.
public protocol Publisher<Output> {
    associatedtype Output
    associatedtype Failure: Error = Never
    /// Calls `receiveValue` with each value on the main actor until the returned cancellable
    /// is cancelled or released.
    @MainActor func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// A publisher that starts producing values when ``connect()`` is called.
public protocol ConnectablePublisher: Publisher {
    /// Starts the publisher; cancelling the result stops it.
    @MainActor func connect() -> any Cancellable
}

extension ConnectablePublisher where Self: AnyObject {
    /// A publisher that connects when its first subscriber comes and disconnects when its last
    /// one goes, as Combine's `autoconnect()`.
    @MainActor public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Something that can be stopped.
public protocol Cancellable {
    @MainActor func cancel()
}

/// Runs a cancel action once: when ``cancel()`` is called or when it is released.
@MainActor
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (@MainActor () -> Void)?

    public init(_ cancel: @escaping @MainActor () -> Void) {
        action = cancel
    }

    public convenience init(_ cancellable: some Cancellable) {
        self.init { cancellable.cancel() }
    }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    /// Keeps this cancellable in `set` (released, and so cancelled, with the set).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    isolated deinit {
        action?()
    }

    public nonisolated static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of publisher types, as Combine's.
public enum Publishers {
    /// A connectable publisher connected while it has subscribers (`autoconnect()`).
    @MainActor
    public final class Autoconnect<Upstream: ConnectablePublisher & AnyObject>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
            let inner = upstream.sink(receiveValue: receiveValue)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            var isCancelled = false
            return AnyCancellable { [weak self] in
                guard !isCancelled else { return }
                isCancelled = true
                inner.cancel()
                guard let self else { return }
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }

        /// Whether the upstream publisher is connected now.
        public var isConnected: Bool { connection != nil }
    }
}
