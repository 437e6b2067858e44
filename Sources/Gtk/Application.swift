import CGtk
import Glibc

/// A GTK application (GtkApplication): registers with the desktop under its id, runs the
/// main loop, and quits when its last window closes.
///
/// Created with `G_APPLICATION_NON_UNIQUE`: every launch is its own process with its own
/// windows, which is what a demo and tests want.
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

    public init(id: String) throws {
        guard g_application_id_is_valid(id) != 0 else { throw Failure.invalidID(id) }
        applicationID = id
        super.init(taking: gtk_application_new(id, G_APPLICATION_NON_UNIQUE))
    }

    /// Calls `handler` when the application starts (open the first window here).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal("activate", handler)
    }

    /// Calls `handler` when the application is about to quit.
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal("shutdown", handler)
    }

    /// Runs the main loop until the application quits; returns the exit status. The main
    /// dispatch queue (and with it `@MainActor` tasks) runs inside this loop.
    public func run(arguments: [String]) -> Int32 {
        MainLoop.installMainQueueHook()
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(cast(rawPointer), gint(buffer.count), buffer.baseAddress)
        }
    }

    public func quit() { g_application_quit(cast(rawPointer)) }
    /// Keeps the application running while no window is open.
    public func hold() { g_application_hold(cast(rawPointer)) }
    public func release() { g_application_release(cast(rawPointer)) }
}

extension Application {
    /// Adds an application action `app.NAME` run by `handler`, with keyboard shortcuts
    /// ("<Control>q").
    public func addAction(_ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)
        let handle = GObjectHandle(taking: UnsafeMutableRawPointer(action!))
        _ = handle.connectNotifyFree("activate", handler)
        g_action_map_add_action(OpaquePointer(rawPointer), action)
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { strdup($0).map { UnsafePointer($0) } } + [nil]
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(cast(rawPointer), "app.\(name)", buffer.baseAddress)
        }
    }
}

extension GObjectHandle {
    /// Connects a `void (instance, parameter, data)` signal such as GSimpleAction's "activate".
    @MainActor
    func connectNotifyFree(_ signal: String, _ action: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal, box: ClosureBox(action: action), callback: unsafeBitCast(SignalShape.notify, to: UnsafeRawPointer.self))
    }
}
