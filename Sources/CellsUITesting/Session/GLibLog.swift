import CGtk
import Foundation
import Synchronization

/// One message GLib's log writer saw: its domain ("Gtk", "GLib-GObject"), level and text.
public struct LoggedMessage: Sendable, CustomStringConvertible {
    public let domain: String
    public let isCritical: Bool
    public let text: String

    public init(domain: String, isCritical: Bool, text: String) {
        self.domain = domain
        self.isCritical = isCritical
        self.text = text
    }

    public var description: String { "\(domain)-\(isCritical ? "CRITICAL" : "WARNING"): \(text)" }

    /// A CRITICAL of any domain, or a warning of GTK's, GDK's, GLib's or libadwaita's (GTK's
    /// `g_return_if_fail`s, GObject's invalid casts, libadwaita's "unsupported" uses of GTK);
    /// other domains' warnings (dconf's about a missing runtime folder) are not GTK's.
    public var isProblem: Bool {
        isCritical || domain.hasPrefix("Gtk") || domain.hasPrefix("Gdk") || domain.hasPrefix("GLib") || domain == "Adwaita"
    }
}

/// Records every CRITICAL and WARNING logged through GLib in this process (GTK's
/// `g_return_if_fail`, a `g_critical`, a `g_warning`), and still prints them as GLib does.
/// GLib takes one log writer per process, so every test target of the package shares this
/// one: in-process UI tests fail on what it records, and so do the GTK tests.
public enum GLibLog {
    private static let recorded = Mutex<[LoggedMessage]>([])
    private static let installed = Mutex(false)

    /// Sets GLib's log writer; only the first call in a process does anything.
    public static func install() {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        g_log_set_writer_func(writer, nil, nil)
    }

    /// What was recorded since the last `take()`.
    public static var messages: [LoggedMessage] { recorded.withLock { $0 } }

    /// The recorded messages, removing them.
    public static func take() -> [LoggedMessage] {
        recorded.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }

    static func record(_ message: LoggedMessage) {
        recorded.withLock { $0.append(message) }
    }

    /// GLib's writer: records CRITICAL and WARNING messages, then writes every message as
    /// GLib's default writer does. Called on whichever thread logged.
    private static let writer: GLogWriterFunc = { level, fields, count, userData in
        let critical = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0
        let warning = level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0
        if critical || warning, let fields {
            var domain = "", text = ""
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
                guard let key = field.key, let value = field.value else { continue }
                let string: String
                if field.length < 0 {
                    string = String(cString: value.assumingMemoryBound(to: CChar.self))
                } else {
                    string = String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                }
                switch String(cString: key) {
                case "GLIB_DOMAIN": domain = string
                case "MESSAGE": text = string
                default: break
                }
            }
            GLibLog.record(LoggedMessage(domain: domain.isEmpty ? "default" : domain, isCritical: critical, text: text))
            // To find who logged a CRITICAL seen once in a long run: where it came from.
            if critical, getenv("CELLS_CRITICAL_BACKTRACE") != nil {
                FileHandle.standardError.write(Data((["CRITICAL logged from:"] + Thread.callStackSymbols).joined(separator: "\n").utf8))
            }
        }
        return g_log_writer_default(level, fields, count, userData)
    }
}
