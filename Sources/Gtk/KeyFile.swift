import CGtk
import Glibc

/// A GLib key file (INI-style groups of `key=value`), read from and written to disk.
/// Values are kept as strings; GLib escapes them on write.
public final class KeyFile {
    /// Why a key file could not be read or written: GLib's message for the file.
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    private let pointer: OpaquePointer

    public init() {
        pointer = g_key_file_new()
    }

    deinit {
        g_key_file_unref(pointer)
    }

    /// Parses `text` as a key file.
    public convenience init(parsing text: String) throws {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_load_from_data(pointer, text, gsize(text.utf8.count), G_KEY_FILE_KEEP_COMMENTS, &error) == 0 {
            throw Failure(message: takeMessage(error))
        }
    }

    /// The keys and values of `group`, in file order.
    public func entries(in group: String) -> [(key: String, value: String)] {
        var count: gsize = 0
        guard let keys = g_key_file_get_keys(pointer, group, &count, nil) else { return [] }
        defer { g_strfreev(keys) }
        var result: [(String, String)] = []
        for index in 0..<Int(count) {
            guard let key = keys[index] else { continue }
            if let value = g_key_file_get_string(pointer, group, key, nil) {
                result.append((String(cString: key), String(cString: value)))
                g_free(value)
            }
        }
        return result
    }

    /// The groups, in file order.
    public var groups: [String] {
        var count: gsize = 0
        guard let names = g_key_file_get_groups(pointer, &count) else { return [] }
        defer { g_strfreev(names) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    public func set(_ value: String, forKey key: String, in group: String) {
        g_key_file_set_string(pointer, group, key, value)
    }

    /// The whole file as text.
    public var text: String {
        var length: gsize = 0
        guard let data = g_key_file_to_data(pointer, &length, nil) else { return "" }
        defer { g_free(data) }
        return String(cString: data)
    }
}

/// Reads and replaces whole files the way settings need: atomically, never half-written.
public enum FileContents {
    /// The file's text; throws with GLib's message if it cannot be read.
    public static func read(_ path: String) throws -> String {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw KeyFile.Failure(message: takeMessage(error))
        }
        defer { g_free(contents) }
        let bytes = UnsafeRawBufferPointer(start: contents, count: Int(length))
        guard let text = String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) else {
            throw KeyFile.Failure(message: "\(path) is not UTF-8 text")
        }
        return text
    }

    /// Replaces the file with `text` atomically (a temporary file renamed over it, flushed to
    /// disk), creating its folder if needed. Mode 0600: settings are private.
    public static func write(_ text: String, to path: String) throws {
        if let folder = g_path_get_dirname(path) {
            g_mkdir_with_parents(folder, 0o700)
            g_free(folder)
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        if g_file_set_contents_full(path, text, gssize(text.utf8.count), flags, 0o600, &error) == 0 {
            throw KeyFile.Failure(message: takeMessage(error))
        }
    }

    public static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_EXISTS) != 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }

    /// Renames `path` to `newPath`; false if that failed.
    @discardableResult
    public static func rename(_ path: String, to newPath: String) -> Bool {
        Glibc.rename(path, newPath) == 0
    }

    /// Copies the file's bytes to `newPath`; false if that failed.
    @discardableResult
    public static func copy(_ path: String, to newPath: String) -> Bool {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return false }
        defer { g_free(contents) }
        return g_file_set_contents(newPath, contents, gssize(length), nil) != 0
    }

    /// `$XDG_CONFIG_HOME`, or `~/.config`.
    public static var userConfigDirectory: String { String(cString: g_get_user_config_dir()) }

    /// `$XDG_STATE_HOME`, or `~/.local/state`.
    public static var userStateDirectory: String { String(cString: g_get_user_state_dir()) }
}

/// Frees a GError and returns its message.
func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
}
