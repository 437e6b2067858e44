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
/// The generated C thunks call ``run(_:_:)`` with the handler's data pointer: each thunk has
/// its signal's exact C shape, and `Handler` is the matching Swift closure type, so the box
/// is always read as the type it was made with.
public final class SignalHandlerBox<Handler>: @unchecked Sendable {  // its handler runs only on the main thread
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// Runs `body` with the handler boxed at `data` and the signal's `arguments`, on the main
    /// actor (GTK emits signals on the main thread), and returns its C result: `default` when
    /// there is no handler.
    public static func run<Arguments, Result>(
        _ data: UnsafeMutableRawPointer?, _ arguments: Arguments, default defaultValue: Result,
        _ body: @MainActor (Handler, Arguments) -> Result
    ) -> Result {
        guard let data else { return defaultValue }
        let box = Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue()
        return withoutActuallyEscaping(body) { body in
            // The arguments are C values of this thread; assumeIsolated runs right here.
            let call = UncheckedSendable((box.handler, arguments, body))
            return MainActor.assumeIsolated { UncheckedSendable(call.value.2(call.value.0, call.value.1)) }.value
        }
    }

    /// ``run(_:_:default:_:)`` for a handler that returns nothing.
    public static func run<Arguments>(
        _ data: UnsafeMutableRawPointer?, _ arguments: Arguments, _ body: @MainActor (Handler, Arguments) -> Void
    ) {
        run(data, arguments, default: (), body)
    }
}

/// Carries a non-`Sendable` value across `MainActor.assumeIsolated`, which runs on the
/// thread it was called on (GTK's main thread): nothing is actually shared.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
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
        guard let object else { return }
        SignalHandlerBox<@MainActor (UnsafeMutableRawPointer) -> Void>.run(data, object) { $0($1) }
    }
}

/// Releases a signal handler's box when GLib drops the handler.
enum SignalHandlerRelease {
    static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
        MainActor.assumeIsolated { SignalClosureCounter.release() }
    }
}
