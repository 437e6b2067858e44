import CAdw
import CGtk
import Glibc

/// A GNOME application (an AdwApplication, libadwaita's GtkApplication): registers with the
/// desktop under its id, loads libadwaita's stylesheet and follows the desktop's colour
/// scheme (AdwStyleManager), runs the main loop, and quits when its last window closes.
///
/// A unique application (the GNOME default) has one process per user session: a second
/// launch finds the first over D-Bus and hands it its work (``isRemote``). Without a session
/// bus, or when made with `isUnique: false`, every launch is its own process.
@MainActor
public final class Application: GObjectHandle {
    /// Why an application could not be created.
    public enum Failure: Error, CustomStringConvertible {
        case invalidID(String)

        public var description: String {
            switch self {
            case .invalidID(let id):
                "\"\(id)\" is not a valid application id (reverse-DNS like \"org.example.App\": at least two elements of letters, digits, '_' or '-', not starting with a digit)"
            }
        }
    }

    /// The id the application was created with.
    public let applicationID: String

    public init(id: String, isUnique: Bool = false) throws {
        guard g_application_id_is_valid(id) != 0 else { throw Failure.invalidID(id) }
        applicationID = id
        super.init(taking: adw_application_new(id, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE))
    }

    /// Registers with the session bus now (``run(arguments:)`` otherwise does it): a unique
    /// application then knows whether another process of it runs (``isRemote``). False when
    /// it could not register (no session bus): it then runs on its own.
    @discardableResult
    public func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(cast(rawPointer), nil, &error) != 0
        if let error { g_error_free(error) }
        return registered
    }

    /// Whether another process of this application is the primary one: actions activated
    /// here run there.
    public var isRemote: Bool { g_application_get_is_remote(cast(rawPointer)) != 0 }

    /// Sends what is queued for the primary process (after activating its actions from a
    /// remote one) before this process exits.
    public func flush() {
        if let connection = g_application_get_dbus_connection(cast(rawPointer)) {
            _ = g_dbus_connection_flush_sync(connection, nil, nil)
        }
    }

    // "activate" (open the first window) and "shutdown" (about to quit) are generated:
    // GioApplicationProtocol.onActivate and .onShutdown.

    /// Runs the main loop until the application quits; returns the exit status. The main
    /// dispatch queue (and with it `@MainActor` tasks) runs inside this loop.
    public func run(arguments: [String]) -> Int32 {
        MainLoop.installFoundationHooks()
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(cast(rawPointer), gint(buffer.count), buffer.baseAddress)
        }
    }

    public func quit() { g_application_quit(cast(rawPointer)) }

    /// Emits "activate" as launching does, without running the main loop (a test runs it).
    public func activate() { g_application_activate(cast(rawPointer)) }

    /// The window the user last worked in, if any.
    public var activeWindow: UnsafeMutablePointer<GtkWindow>? {
        gtk_application_get_active_window(cast(rawPointer))
    }
    /// Keeps the application running while no window is open.
    public func hold() { g_application_hold(cast(rawPointer)) }
    public func release() { g_application_release(cast(rawPointer)) }
}

extension Application {
    /// Adds an application action `app.NAME` run by `handler`, with keyboard shortcuts
    /// ("<Control>q").
    public func addAction(_ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)
        let handle = GioSimpleAction(taking: UnsafeMutableRawPointer(action!))
        handle.onActivate { _ in handler() }
        g_action_map_add_action(OpaquePointer(rawPointer), action)
        setAccelerators(accelerators, forAction: "app.\(name)")
    }

    /// Adds an application action `app.NAME` that takes a list of strings (`as`), which a
    /// remote process can activate with ``activateAction(_:strings:)``.
    public func addAction(_ name: String, takingStrings handler: @escaping @MainActor ([String]) -> Void) {
        let type = g_variant_type_new("as")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new(name, type)
        let handle = GioSimpleAction(taking: UnsafeMutableRawPointer(action!))
        handle.onActivate { parameter in
            var count = 0
            guard let strings = g_variant_get_strv(OpaquePointer(parameter), &count) else { return handler([]) }
            defer { g_free(UnsafeMutableRawPointer(mutating: strings)) }
            handler((0..<count).compactMap { strings[$0].map { String(cString: $0) } })
        }
        g_action_map_add_action(OpaquePointer(rawPointer), action)
    }

    /// Activates the action `app.NAME` with a list of strings: here, or in the primary
    /// process when this one is remote (then ``flush()`` before exiting).
    public func activateAction(_ name: String, strings: [String]) {
        var cStrings: [UnsafePointer<CChar>?] = strings.map { strdup($0).map { UnsafePointer($0) } }
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        let variant = cStrings.withUnsafeMutableBufferPointer { buffer in
            g_variant_new_strv(buffer.baseAddress, gssize(buffer.count))
        }
        g_action_group_activate_action(OpaquePointer(rawPointer), name, variant)
    }

    /// Sets the keyboard shortcuts of a detailed action name ("app.quit", "window.close").
    public func setAccelerators(_ accelerators: [String], forAction action: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { strdup($0).map { UnsafePointer($0) } } + [nil]
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(cast(rawPointer), action, buffer.baseAddress)
        }
    }
}
