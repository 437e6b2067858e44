import Foundation
import OpenCombine

extension Timer {
    /// A publisher of the current date every `interval` seconds on `runLoop` (Combine's
    /// `Timer.publish`): connect it, or `autoconnect()` it, and receive its dates with
    /// `.onReceive(_:perform:)`. On `RunLoop.main` it fires inside the GTK main loop.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(remaining)").onReceive(timer) { _ in remaining -= 1 }
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A connectable publisher of dates at a fixed interval, backed by a Foundation `Timer`
    /// scheduled on its run loop while it is connected (Combine's `Timer.TimerPublisher`).
    /// Its dates come on that run loop's thread: the main thread for `RunLoop.main`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Timer?

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Attaches `subscriber`; it receives the dates sent while the timer is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Schedules the timer; cancelling the result invalidates it.
        public func connect() -> any Cancellable {
            lock.withLock {
                guard timer == nil else { return }
                // The first date comes one interval after connecting, as Combine's timer
                // (Foundation's `Timer(timeInterval:repeats:block:)` fires at once on Linux).
                let interval = Swift.max(self.interval, 0.001)
                let timer = Timer(fire: Date().addingTimeInterval(interval), interval: interval, repeats: true) { [weak self] _ in
                    self?.send(Date())
                }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        /// Whether the timer is scheduled now.
        public var isConnected: Bool { lock.withLock { timer != nil } }

        /// Delivers `date` to the subscribers, as the timer does when it fires (a test sends
        /// the dates of its own clock).
        public func send(_ date: Date) {
            subject.send(date)
        }

        private func disconnect() {
            lock.withLock {
                timer?.invalidate()
                timer = nil
            }
        }

        deinit {
            timer?.invalidate()
        }
    }
}

extension Publishers.Autoconnect where Upstream == Timer.TimerPublisher {
    /// Whether the timer is scheduled now.
    @available(*, deprecated, renamed: "upstream.isConnected", message: "Cells's autoconnect() is Combine's now: ask its timer, `upstream.isConnected`")
    public var isConnected: Bool { upstream.isConnected }
}
