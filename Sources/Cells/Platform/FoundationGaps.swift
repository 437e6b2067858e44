import Foundation

// What Foundation on Apple platforms has and swift-corelibs-foundation (Linux) lacks, which
// ported SwiftUI apps use: given here, so those lines port unchanged.

extension URL {
    /// The user's caches folder (`$XDG_CACHE_HOME`, `~/.cache`), as Apple's `URL.cachesDirectory`.
    public static var cachesDirectory: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache", isDirectory: true)
    }

    /// The user's documents folder (`~/Documents`), as Apple's `URL.documentsDirectory`.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents", isDirectory: true)
    }

    /// The app's support folder (`$XDG_DATA_HOME`, `~/.local/share`), as Apple's
    /// `URL.applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
    }
}

extension String {
    /// The translation of `key` in the app's catalog (see ``Localization``), as Apple's
    /// `String(localized:)`: interpolations are its arguments.
    ///
    /// ```swift
    /// let message = String(localized: "\(count) books")
    /// ```
    public init(localized key: LocalizedStringKey) {
        self = key.resolved()
    }
}
