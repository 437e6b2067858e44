import Foundation
import OpenCombine

// OpenCombine 0.14 has not implemented `CombineLatest` and `Merge`, which view models use
// (a form's "can submit" from two fields, two sources of one event). Cells adds them under
// Combine's names, on one shared subscription (`CombiningSubscription`).

extension Publishers {
    /// Combine's `CombineLatest`: once both publishers have sent a value, a tuple of the latest
    /// of each, each time either sends one.
    ///
    /// ```swift
    /// Publishers.CombineLatest($name, $password)
    ///     .map { !$0.isEmpty && $1.count >= 8 }
    ///     .assign(to: &$canSignUp)
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription<Output, Failure>.start(
                subscriber, sources: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()],
                mode: .latest { ($0[0] as! A.Output, $0[1] as! B.Output) }
            )
        }
    }

    /// Combine's `CombineLatest3`: the latest of three publishers, once each has sent a value.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription<Output, Failure>.start(
                subscriber,
                sources: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
                          c.map { $0 as Any }.eraseToAnyPublisher()],
                mode: .latest { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            )
        }
    }

    /// Combine's `Merge`: every value of either publisher, as it comes; finished when both are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombiningSubscription<Output, Failure>.start(
                subscriber, sources: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()],
                mode: .each { $0 as! A.Output }
            )
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others, once each has sent one.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Every value of this publisher and of `other`, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
}

/// The subscription of a publisher made of several: it subscribes to each source with
/// unlimited demand and sends the subscriber, within the demand it asked for, either each
/// value as it comes (`Merge`, queued while there is no demand) or the latest combination
/// once every source has sent one (`CombineLatest`, only the newest kept while there is
/// none). The first failure ends it and cancels the other sources; it finishes when every
/// source has (a `CombineLatest` also when a source finishes without ever sending a value).
private final class CombiningSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    enum Mode {
        case latest(([Any]) -> Output)
        case each((Any) -> Output)
    }

    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private let mode: Mode
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    private var queued: [Output] = []
    private var isDelivering = false

    private init(_ downstream: AnySubscriber<Output, Failure>, sourceCount: Int, mode: Mode) {
        self.downstream = downstream
        self.mode = mode
        latest = Array(repeating: nil, count: sourceCount)
        finished = Array(repeating: false, count: sourceCount)
        upstreams = Array(repeating: nil, count: sourceCount)
    }

    static func start<S: Subscriber>(_ subscriber: S, sources: [AnyPublisher<Any, Failure>], mode: Mode)
    where S.Input == Output, S.Failure == Failure {
        let subscription = CombiningSubscription(AnySubscriber(subscriber), sourceCount: sources.count, mode: mode)
        subscriber.receive(subscription: subscription)
        for (index, source) in sources.enumerated() {
            source.subscribe(Side(owner: subscription, index: index))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    func cancel() {
        let upstreams = lock.withLock {
            downstream = nil
            queued = []
            defer { self.upstreams = [] }
            return self.upstreams
        }
        upstreams.forEach { $0?.cancel() }
    }

    fileprivate func attach(_ subscription: Subscription, at index: Int) {
        let isLive = lock.withLock {
            guard downstream != nil else { return false }
            upstreams[index] = subscription
            return true
        }
        if isLive { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    fileprivate func receive(_ value: Any, at index: Int) {
        lock.withLock {
            guard downstream != nil else { return }
            switch mode {
            case .each(let make):
                queued.append(make(value))
            case .latest(let combine):
                latest[index] = value
                if latest.allSatisfy({ $0 != nil }) { queued = [combine(latest.map { $0! })] }
            }
        }
        drain()
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
        let ending: (AnySubscriber<Output, Failure>, [Subscription?])? = lock.withLock {
            guard let downstream else { return nil }
            finished[index] = true
            let isFailure: Bool
            if case .failure = completion { isFailure = true } else { isFailure = false }
            let sourceEndedEmpty = if case .latest = mode { latest[index] == nil } else { false }
            guard isFailure || sourceEndedEmpty || finished.allSatisfy({ $0 }) else { return nil }
            self.downstream = nil
            queued = []
            defer { upstreams = [] }
            return (downstream, upstreams)
        }
        guard let (downstream, upstreams) = ending else { return }
        upstreams.enumerated().filter { $0.offset != index }.forEach { $0.element?.cancel() }
        downstream.receive(completion: completion)
    }

    /// Sends what is queued, within the demand; one caller at a time, in order.
    private func drain() {
        while true {
            let next: (AnySubscriber<Output, Failure>, Output)? = lock.withLock {
                guard !isDelivering, demand > 0, !queued.isEmpty, let downstream else { return nil }
                isDelivering = true
                demand -= 1
                return (downstream, queued.removeFirst())
            }
            guard let (downstream, value) = next else { return }
            let more = downstream.receive(value)
            lock.withLock {
                demand += more
                isDelivering = false
            }
        }
    }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }

    /// The subscriber of one source.
    private struct Side: Subscriber {
        let owner: CombiningSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { owner.attach(subscription, at: index) }
        func receive(_ input: Any) -> Subscribers.Demand {
            owner.receive(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { owner.receive(completion: completion, at: index) }
    }
}
