import Foundation

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
    /// scheduled while it is connected.
    @MainActor
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public nonisolated(unsafe) let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private var subscribers: [Int: @MainActor (Date) -> Void] = [:]
        private var nextToken = 0
        private var timer: Timer?

        nonisolated init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func sink(receiveValue: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
            nextToken += 1
            let token = nextToken
            subscribers[token] = receiveValue
            return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
        }

        /// Schedules the timer; cancelling the result invalidates it.
        public func connect() -> any Cancellable {
            if timer == nil {
                // The first date comes one interval after connecting, as Combine's timer
                // (Foundation's `Timer(timeInterval:repeats:block:)` fires at once on Linux).
                let interval = max(self.interval, 0.001)
                let timer = Timer(fire: Date().addingTimeInterval(interval), interval: interval, repeats: true) { [weak self] _ in
                    let now = Date()
                    if Thread.isMainThread {
                        MainActor.assumeIsolated { self?.send(now) }
                    } else {
                        Task { @MainActor in self?.send(now) }
                    }
                }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            return AnyCancellable { [weak self] in
                self?.timer?.invalidate()
                self?.timer = nil
            }
        }

        /// Whether the timer is scheduled now.
        public var isConnected: Bool { timer != nil }

        /// Delivers `date` to the subscribers, as the timer does when it fires.
        public func send(_ date: Date) {
            for subscriber in subscribers.sorted(by: { $0.key < $1.key }).map(\.value) { subscriber(date) }
        }

        isolated deinit {
            timer?.invalidate()
        }
    }
}
