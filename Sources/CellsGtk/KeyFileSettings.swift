import Cells
import Foundation
import Gtk

/// Keeps an app's settings in a GLib key file, `$XDG_CONFIG_HOME/<application id>/settings.ini`
/// by default: written atomically, watched for edits by other programs, and never overwritten
/// when damaged (the damaged file is moved aside and the app starts from defaults).
@MainActor
public final class KeyFileSettingsPersistence: SettingsPersistence {
    /// The file.
    public let path: String
    /// The group in the key file that holds the values.
    static let group = "Settings"

    /// Warnings reported so far (also printed to standard error).
    public private(set) var warnings: [String] = []
    /// Files written so far, for tests of debouncing.
    public private(set) var saveCount = 0
    /// Edits by other programs that reached the store.
    public private(set) var externalChangeCount = 0

    /// The text this process last wrote or read, to tell its own writes from others'.
    private var lastKnownText: String?
    private var monitor: FileMonitor?
    private var hasKeptCopy = false
    /// The values last read from or written to the file.
    private var lastValues: [String: String] = [:]

    public init(path: String) {
        self.path = path
    }

    /// The settings file of the application `applicationID`.
    public static func path(forApplicationID applicationID: String) -> String {
        FileContents.userConfigDirectory + "/" + applicationID + "/settings.ini"
    }

    public func load() -> [String: String] {
        lastValues = readValues(whileRunning: false) ?? [:]
        return lastValues
    }

    public func save(_ values: [String: String]) {
        let file = KeyFile()
        for key in values.keys.sorted() {
            file.set(values[key] ?? "", forKey: key, in: Self.group)
        }
        let text = file.text
        do {
            try FileContents.write(text, to: path)
            lastKnownText = text
            lastValues = values
            saveCount += 1
        } catch {
            warn("cannot be written: \(error); the values stay in memory and are saved on the next change")
        }
    }

    public func watch(_ onChange: @escaping @MainActor ([String: String]) -> Void) {
        monitor = FileMonitor(path: path) { [weak self] in
            guard let self else { return }
            let text = try? FileContents.read(self.path)
            guard text != self.lastKnownText else { return }  // our own write, or no change
            guard let values = self.readValues(whileRunning: true) else {
                // Damaged by another program and moved aside: put the app's values back.
                self.save(self.lastValues)
                return
            }
            self.externalChangeCount += 1
            onChange(values)
        }
    }

    public func schedule(afterMilliseconds milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) {
        MainLoop.schedule(afterMilliseconds: milliseconds, work)
    }

    public func warn(_ message: String) {
        let message = "settings file \(path): \(message)"
        warnings.append(message)
        Diagnostics.warn(message)
    }

    /// Keeps the file as it was (once), before a later save of the app's values replaces it,
    /// and warns.
    public func reportUnreadableValue(_ message: String) {
        var message = message
        if !hasKeptCopy, FileContents.exists(path) {
            let copy = uniqueSidePath(reason: "unreadable-value")
            if FileContents.copy(path, to: copy) {
                hasKeptCopy = true
                message += "; the file as it was is kept at \(copy)"
            }
        }
        warn(message)
    }

    /// Keeps the file as it was in a copy named after the damage (`key` and `raw`), unless a
    /// copy for that damage exists already (from this run or an earlier one), and warns.
    public func reportUnreadableValue(_ message: String, key: String, raw: String) {
        var message = message
        let copy = "\(path).unreadable-value-\(Self.damageName(key: key, raw: raw))"
        if FileContents.exists(copy) {
            message += "; the file with this value was kept before, at \(copy)"
        } else if FileContents.exists(path), FileContents.copy(path, to: copy) {
            message += "; the file as it was is kept at \(copy)"
        }
        warn(message + ". The value is dropped from the file at the next save")
    }

    /// A name for one damage that is the same in every run: FNV-1a of "key=raw", in hex.
    private static func damageName(key: String, raw: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(key)=\(raw)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The values in the file; nil (after moving a damaged file aside) if it cannot be used.
    private func readValues(whileRunning: Bool) -> [String: String]? {
        guard FileContents.exists(path) else {
            lastKnownText = nil
            return [:]
        }
        if FileContents.isDirectory(path) {
            setAside(problem: "is a directory, not a settings file", whileRunning: whileRunning)
            return nil
        }
        let text: String
        do {
            text = try FileContents.read(path)
        } catch {
            setAside(problem: "cannot be read (\(error))", whileRunning: whileRunning)
            return nil
        }
        do {
            let file = try KeyFile(parsing: text)
            lastKnownText = text
            let values = Dictionary(file.entries(in: Self.group).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            lastValues = values
            return values
        } catch {
            setAside(problem: "is not a valid settings file (\(error))", whileRunning: whileRunning)
            return nil
        }
    }

    /// Moves the damaged file out of the way, so the next save cannot overwrite it.
    private func setAside(problem: String, whileRunning: Bool) {
        let side = uniqueSidePath(reason: "damaged")
        let moved = FileContents.rename(path, to: side)
        lastKnownText = nil
        let outcome = whileRunning ? "the app keeps its current settings" : "the app starts with default settings"
        warn(problem + (moved
            ? "; it was moved to \(side) and \(outcome)"
            : "; it could not be moved aside, so settings stay in memory"))
    }

    private func uniqueSidePath(reason: String) -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        var candidate = "\(path).\(reason)-\(stamp)"
        var counter = 1
        while FileContents.exists(candidate) {
            counter += 1
            candidate = "\(path).\(reason)-\(stamp)-\(counter)"
        }
        return candidate
    }
}
