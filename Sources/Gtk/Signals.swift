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

/// A Swift closure kept alive by GLib for one handler.
final class ClosureBox: @unchecked Sendable {  // its closures run only on the main actor
    let action: @MainActor () -> Void
    let predicate: (@MainActor () -> Bool)?
    let pointerAction: (@MainActor (UnsafeMutableRawPointer) -> Void)?
    var indexAction: (@MainActor (Int) -> Void)?
    /// For signals that report a point (a gesture's "pressed").
    var pointAction: (@MainActor (Double, Double) -> Void)?

    init(action: @escaping @MainActor () -> Void) {
        self.action = action
        self.predicate = nil
        self.pointerAction = nil
    }

    init(predicate: @escaping @MainActor () -> Bool) {
        self.action = {}
        self.predicate = predicate
        self.pointerAction = nil
    }

    convenience init(pointAction: @escaping @MainActor (Double, Double) -> Void) {
        self.init(action: {})
        self.pointAction = pointAction
    }

    init(pointerAction: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        self.action = {}
        self.predicate = nil
        self.pointerAction = pointerAction
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
        MainActor.assumeIsolated { SignalClosureCounter.release() }
    }

    /// ``releasePointer(_:)`` as a `GDestroyNotify`: for the data of a GLib source's callback.
    static let destroyNotify: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        releasePointer(data)
    }
}

/// The C shapes of the signals we connect. Each enters the main actor (GTK calls on the main
/// thread) and runs the boxed closure.
enum SignalShape {
    /// `void handler(GObject *instance, gpointer data)`: clicked, changed, activate, destroy.
    static let plain: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        let box = ClosureBox.from(data)
        MainActor.assumeIsolated { box?.action() }
    }

    /// `void handler(GObject *instance, GParamSpec *pspec, gpointer data)`: notify::property.
    static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        let box = ClosureBox.from(data)
        MainActor.assumeIsolated { box?.action() }
    }

    /// `gboolean handler(GObject *instance, gpointer data)`: close-request.
    static let boolean: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
        let box = ClosureBox.from(data)
        return MainActor.assumeIsolated { (box?.predicate?() ?? false) ? 1 : 0 }
    }

    /// `void handler(GObject *instance, gpointer argument, gpointer data)`, passing the argument.
    static let withPointer: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
        let box = ClosureBox.from(data)
        guard let argument = argument.map(ArgumentPointer.init) else { return }
        MainActor.assumeIsolated { box?.pointerAction?(argument.pointer) }
    }

    /// `void handler(GObject *instance, guint argument, gpointer data)`: GtkListView's "activate".
    static let withIndex: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { _, index, data in
        let box = ClosureBox.from(data)
        MainActor.assumeIsolated { box?.indexAction?(Int(index)) }
    }

    static let destroyNotify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        ClosureBox.releasePointer(data)
    }
}

extension GObjectHandle {
    /// Connects `box` to `signal` through the C function `callback` of the signal's shape.
    /// The closure must not hold its own object strongly (that would be a cycle); capture it
    /// weakly or not at all.
    @MainActor
    func connect(_ signal: String, box: ClosureBox, callback: UnsafeRawPointer) -> SignalConnection {
        let handlerID = g_signal_connect_data(
            rawPointer, signal,
            unsafeBitCast(callback, to: GCallback.self),
            box.retainedPointer(),
            SignalShape.destroyNotify,
            GConnectFlags(rawValue: 0)
        )
        return SignalConnection(handlerID: UInt(handlerID), instance: rawPointer)
    }

    /// Connects `action` to `signal`, a signal whose handler takes no arguments besides the
    /// instance ("clicked", "changed", "activate", "day-selected"). GLib holds the closure and
    /// releases it when the object dies or the handler is disconnected.
    ///
    /// The closure must not hold this object's wrapper strongly (that is a cycle: the object
    /// would never be freed); capture it weakly:
    ///
    /// ```swift
    /// calendar.connectSignal("day-selected") { [weak calendar] in print(calendar?.date as Any) }
    /// ```
    @MainActor @discardableResult
    public func connectSignal(_ signal: String, _ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal, box: ClosureBox(action: action), callback: unsafeBitCast(SignalShape.plain, to: UnsafeRawPointer.self))
    }

    /// Connects `action` to change notifications of the GObject property `property`
    /// ("notify::property"): it runs after every change, by the user or by code (block the
    /// returned connection while writing from code). Capture the object weakly.
    @MainActor @discardableResult
    public func connectNotify(_ property: String, _ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("notify::\(property)", box: ClosureBox(action: action), callback: unsafeBitCast(SignalShape.notify, to: UnsafeRawPointer.self))
    }

    /// Connects `action` to a signal whose handler takes one unsigned integer or flags
    /// argument besides the instance (GtkWidget's "state-flags-changed", whose argument is the
    /// previous flags): `action` gets it. Capture the object weakly.
    @MainActor @discardableResult
    public func connectSignal(_ signal: String, withUnsignedArgument action: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        let box = ClosureBox(action: {})
        box.indexAction = action
        return connect(signal, box: box, callback: unsafeBitCast(SignalShape.withIndex, to: UnsafeRawPointer.self))
    }

    /// Connects a signal whose handler returns a `gboolean` ("close-request"): `predicate`'s
    /// result is the handler's. Capture the object weakly.
    @MainActor @discardableResult
    public func connectBoolean(_ signal: String, _ predicate: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect(signal, box: ClosureBox(predicate: predicate), callback: unsafeBitCast(SignalShape.boolean, to: UnsafeRawPointer.self))
    }
}

/// A C pointer handed into the main actor from a C callback that runs on the main thread.
struct ArgumentPointer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
