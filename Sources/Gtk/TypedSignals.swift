import CGtk

/// Any Swift handle of a GObject: what the generated `…Protocol`s (`Generated/`, one per GTK
/// class, made from GTK's GIR data by `scripts/generate-gtk-bindings`) refine, so their typed
/// signals and properties reach the object.
@MainActor
public protocol GObjectProtocol: AnyObject {
    /// The object, as an untyped pointer.
    var rawPointer: UnsafeMutableRawPointer { get }
}

extension GObjectHandle: GObjectProtocol {}

/// The Swift closure one signal handler runs, kept alive by GLib until the handler is
/// disconnected or its object dies (then GLib's destroy-notify releases it).
///
/// The generated C thunks read it with ``handler(from:)`` from the handler's data pointer:
/// each thunk has its signal's exact C shape, and `Handler` is the matching Swift closure
/// type, so the box is always read as the type it was made with.
public final class SignalHandlerBox<Handler>: @unchecked Sendable {  // its handler runs only on the main thread
    @usableFromInline let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// The handler boxed at `data`, for a C thunk to call on the main actor.
    @inlinable
    public static func handler(from data: UnsafeMutableRawPointer?) -> Handler? {
        guard let data else { return nil }
        return Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
    }
}

/// A handler's result that is not `Sendable` (a pointer, a C enumeration), carried out of
/// `assumingMainActor` (`MainActor.assumeIsolated`), which runs on the thread it was called
/// on (GTK's main thread): nothing is actually shared.
public struct SignalResult<Value>: @unchecked Sendable {
    public let value: Value
    @inlinable public init(_ value: Value) { self.value = value }
}

extension GObjectProtocol {
    /// Connects `handler` to `signal` through `thunk`, a C function of the signal's exact
    /// shape, after checking the shape against GLib's own record of the signal (`signature`:
    /// see ``SignalSignature``). Used by the generated `on…` methods; a user's generated code
    /// (`scripts/generate-gtk-bindings --module`) calls it too.
    @discardableResult
    public func connectTyped<Handler, Thunk>(
        _ signal: String, signature: String, _ handler: Handler, thunk: Thunk
    ) -> SignalConnection {
        do {
            try SignalSignature.check(signal, of: rawPointer, expected: signature, given: "the generated handler (\(Handler.self))")
        } catch {
            // The GIR files and the installed GTK disagree: stop before any emission can
            // read arguments of the wrong shape.
            preconditionFailure("\(error)")
        }
        let data = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
        SignalClosureCounter.retain()
        let id = g_signal_connect_data(
            rawPointer, signal, unsafeBitCast(thunk, to: GCallback.self), data, SignalHandlerRelease.notify, GConnectFlags(rawValue: 0))
        return SignalConnection(handlerID: UInt(id), instance: rawPointer)
    }

    /// Connects `handler` to "notify::`property`": it gets the object's pointer, to read the
    /// new value from (the generated `onNotify…` methods pass the typed value on).
    @discardableResult
    public func connectNotifyTyped(
        _ property: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) -> SignalConnection {
        precondition(
            GObjectProperty.find(property, of: rawPointer) != nil,
            "\(GObjectProperty.typeName(of: rawPointer)) has no property \"\(property)\" to be notified of")
        return connectTyped("notify::\(property)", signature: "n:*", handler as @MainActor (UnsafeMutableRawPointer) -> Void,
                            thunk: NotifyThunk.notify)
    }
}

/// The C handler of "notify": `void (GObject *object, GParamSpec *pspec, gpointer data)`.
private enum NotifyThunk {
    static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { object, _, data in
        guard let object, let handler = SignalHandlerBox<@MainActor (UnsafeMutableRawPointer) -> Void>.handler(from: data) else { return }
        nonisolated(unsafe) let instance = object
        assumingMainActor { handler(instance) }
    }
}

/// Releases a signal handler's box when GLib drops the handler.
enum SignalHandlerRelease {
    static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
        assumingMainActor { SignalClosureCounter.release() }
    }
}
