import CGtk
import Gtk

/// A GIO D-Bus connection, as the accessibility tree is read through it: synchronous calls to
/// other processes (the bus launcher), and batches of asynchronous calls answered while the
/// GLib main loop runs. The batches matter when the app is in this very process: GTK answers
/// AT-SPI calls from the main loop, so a blocking call would wait on itself.
@MainActor
final class DBusConnection {
    nonisolated(unsafe) let connection: OpaquePointer

    init(address: String, isMessageBus: Bool) throws(UITestingError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
            | (isMessageBus ? G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue : 0))
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw .environment("cannot connect to the D-Bus bus at \(address): \(Self.take(error))")
        }
        self.connection = connection
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(connection)) }

    /// One method call: where it goes and what it passes.
    struct Call {
        var destination: String
        var path: String
        var interface: String
        var method: String
        var arguments: [Variant] = []
    }

    /// Calls a method of another process and waits for its reply (never the app in this
    /// process: use ``callAll(_:timeout:)``).
    func callSynchronously(
        destination: String, path: String, interface: String, method: String, arguments: [Variant] = [], timeout: Double
    ) throws(UITestingError) -> Variant {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, method, Self.tuple(arguments), nil, G_DBUS_CALL_FLAGS_NONE,
            gint(timeout * 1000), nil, &error
        )
        guard let reply else { throw .accessibility("\(interface).\(method) on \(destination)\(path): \(Self.take(error))") }
        return Variant(taking: reply)
    }

    /// Sends every call at once and runs the main loop until each has its reply (or its
    /// error, as nil), at most `timeout` seconds. One round trip for the whole batch.
    func callAll(_ calls: [Call], timeout: Double = 5) -> [Variant?] {
        guard !calls.isEmpty else { return [] }
        let batch = PendingBatch(count: calls.count)
        for (index, call) in calls.enumerated() {
            let slot = PendingSlot(batch: batch, index: index)
            g_dbus_connection_call(
                connection, call.destination, call.path, call.interface, call.method, Self.tuple(call.arguments), nil,
                G_DBUS_CALL_FLAGS_NONE, gint(timeout * 1000), nil, { source, result, data in
                    let slot = Unmanaged<PendingSlot>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                    if let error { g_error_free(error) }
                    MainActor.assumeIsolated { slot.batch.finish(slot.index, reply.map { Variant(taking: $0) }) }
                }, Unmanaged.passRetained(slot).toOpaque()
            )
        }
        _ = UITestLoop.run(until: { batch.remaining == 0 }, timeout: timeout + 1)
        return batch.replies
    }

    private final class PendingBatch {
        var replies: [Variant?]
        var remaining: Int
        init(count: Int) {
            replies = Array(repeating: nil, count: count)
            remaining = count
        }
        func finish(_ index: Int, _ reply: Variant?) {
            replies[index] = reply
            remaining -= 1
        }
    }

    private final class PendingSlot {
        let batch: PendingBatch
        let index: Int
        init(batch: PendingBatch, index: Int) {
            self.batch = batch
            self.index = index
        }
    }

    private static func tuple(_ arguments: [Variant]) -> OpaquePointer? {
        // The tuple takes its own references to the (non-floating) children.
        var children: [OpaquePointer?] = arguments.map(\.pointer)
        return withExtendedLifetime(arguments) { g_variant_new_tuple(&children, gsize(children.count)) }
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointer(to: \.message)!.pointee)
    }
}

/// A GLib `GVariant` (a D-Bus value), read as the AT-SPI replies need it.
final class Variant: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Owns `pointer`: a full reference (a reply, a child value), or a new floating one.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        if g_variant_is_floating(pointer) != 0 { g_variant_ref_sink(pointer) }
    }

    deinit { g_variant_unref(pointer) }

    convenience init(_ string: String) { self.init(taking: g_variant_new_string(string)) }
    convenience init(_ number: UInt32) { self.init(taking: g_variant_new_uint32(number)) }
    convenience init(_ number: Int32) { self.init(taking: g_variant_new_int32(number)) }

    var count: Int { Int(g_variant_n_children(pointer)) }
    func child(_ index: Int) -> Variant { Variant(taking: g_variant_get_child_value(pointer, gsize(index))) }
    var children: [Variant] { (0..<count).map(child) }
    /// The value inside a `v`.
    var unboxed: Variant { Variant(taking: g_variant_get_variant(pointer)) }
    var string: String { String(cString: g_variant_get_string(pointer, nil)) }
    var uint32: UInt32 { g_variant_get_uint32(pointer) }
    var int32: Int32 { g_variant_get_int32(pointer) }
    var double: Double { g_variant_get_double(pointer) }
    var typeString: String { String(cString: g_variant_get_type_string(pointer)) }
}
