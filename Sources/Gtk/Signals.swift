import CGtk

/// A connected signal handler. Block it while code writes the widget so the handler does not
/// take the write for a user's edit.
@MainActor
public struct SignalConnection {
    /// GLib's id of the handler.
    public let handlerID: UInt
    private let instance: UnsafeMutableRawPointer

    init(handlerID: UInt, instance: UnsafeMutableRawPointer) {
        self.handlerID = handlerID
        self.instance = instance
    }

    public func block() { g_signal_handler_block(instance, gulong(handlerID)) }
    public func unblock() { g_signal_handler_unblock(instance, gulong(handlerID)) }

    /// Runs `body` with the handler blocked.
    public func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        block()
        defer { unblock() }
        return try body()
    }

    /// Disconnects the handler; its closure is released.
    public func disconnect() { g_signal_handler_disconnect(instance, gulong(handlerID)) }
}

/// Counts Swift closures currently held by GTK signal handlers and idle sources: one more on
/// connect, one less when GLib's destroy-notify releases it (the widget died or the handler
/// was disconnected). Tests use it to prove that closing a window frees its closures.
@MainActor
public enum SignalClosureCounter {
    public private(set) static var liveCount = 0

    static func retain() { liveCount += 1 }
    static func release() { liveCount -= 1 }
}

/// A Swift closure kept alive by GLib for an idle or timeout source, a finalize notify or a
/// shortcut's callback action (signals keep theirs in a ``SignalHandlerBox``).
final class ClosureBox: @unchecked Sendable {  // its closures run only on the main actor
    let action: @MainActor () -> Void
    let predicate: (@MainActor () -> Bool)?

    init(action: @escaping @MainActor () -> Void) {
        self.action = action
        self.predicate = nil
    }

    init(predicate: @escaping @MainActor () -> Bool) {
        self.action = {}
        self.predicate = predicate
    }

    /// Passes ownership of a new reference to C, counting it.
    @MainActor
    func retainedPointer() -> UnsafeMutableRawPointer {
        SignalClosureCounter.retain()
        return Unmanaged.passRetained(self).toOpaque()
    }

    /// Borrows the box behind a pointer from `retainedPointer()`.
    static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox? {
        pointer.map { Unmanaged<ClosureBox>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Releases the reference C held. Called by GLib on the main thread.
    static func releasePointer(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<ClosureBox>.fromOpaque(pointer).release()
        assumingMainActor { SignalClosureCounter.release() }
    }

    /// ``releasePointer(_:)`` as a `GDestroyNotify`: for the data of a GLib source's callback.
    static let destroyNotify: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        releasePointer(data)
    }
}

extension GObjectProtocol {
    /// Connects `action` to `signal` by name, for a signal the generated API does not cover
    /// (see `Generated/SkippedSignals.txt`) or one of a class not generated. Only a signal
    /// whose handler takes nothing besides the instance and returns nothing fits this shape:
    /// GLib is asked for the signal's C signature first, and any other signal throws
    /// ``SignalSignature/Mismatch`` naming it, before any emission can happen.
    ///
    /// Prefer the typed methods (`calendar.onDaySelected { … }`): their closures take the
    /// signal's real arguments. Capture the object weakly (holding it makes a cycle).
    ///
    /// ```swift
    /// try widget.connectSignal("my-custom-signal") { print("emitted") }
    /// ```
    @discardableResult
    public func connectSignal(_ signal: String, _ action: @escaping @MainActor () -> Void) throws -> SignalConnection {
        try SignalSignature.check(signal, of: rawPointer, expected: "n:", given: "a handler taking no arguments (`void (*)(GObject *self, gpointer user_data)`)")
        return connectTyped(signal, signature: "n:", action, thunk: PlainSignalThunk.plain)
    }

    /// Connects `action` to change notifications of the GObject property `property`
    /// ("notify::property"), by name; throws when the object has no such property. The typed
    /// `onNotify…` methods pass the new value.
    @discardableResult
    public func connectNotify(_ property: String, _ action: @escaping @MainActor () -> Void) throws -> SignalConnection {
        guard GObjectProperty.find(property, of: rawPointer) != nil else {
            throw SignalSignature.Mismatch.noSuchSignal(type: GObjectProperty.typeName(of: rawPointer), signal: "notify::\(property)")
        }
        return connectNotifyTyped(property) { _ in action() }
    }
}

/// The C handler of a signal with no arguments and no result.
private enum PlainSignalThunk {
    static let plain: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        guard let handler = SignalHandlerBox<@MainActor () -> Void>.handler(from: data) else { return }
        assumingMainActor { handler() }
    }
}
