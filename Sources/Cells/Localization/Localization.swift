import Foundation
import Synchronization

/// Where the texts of `Text("…")`, `Button("…")` and the other built-in views are translated.
///
/// An app run by `CellsGtk` uses gettext: `App.main()` sets ``catalog`` to the app's text
/// domain (``App/textDomain``, the application id unless the app says otherwise) in its
/// locale folder (``App/localeDirectory``), for the user's language (`LANG`, `LANGUAGE`).
/// Keys with no translation are shown as written.
///
/// Texts are translated when a view is made, so set the catalog before the first view.
/// Tests can translate a part of their work with a dictionary:
///
/// ```swift
/// Localization.withCatalog(["Change Title": "更改标题"]) {
///     let host = ViewHost(TitleEditor())
///     try host.tap("更改标题")
/// }
/// ```
public enum Localization {
    /// The catalog texts are looked up in, for the whole process; `nil` (the default) shows
    /// every key as written.
    public static var catalog: (any TranslationCatalog)? {
        get { storage.withLock { $0 } }
        set {
            storage.withLock { catalog in
                if (catalog == nil) != (newValue == nil) { catalogsInUse.add(newValue == nil ? -1 : 1, ordering: .releasing) }
                catalog = newValue
            }
        }
    }

    /// Runs `body` with `catalog` in place of the process's, for the current task (views
    /// made and updated inside `body` are translated with it).
    public static func withCatalog<T>(_ catalog: any TranslationCatalog, _ body: () throws -> T) rethrows -> T {
        catalogsInUse.add(1, ordering: .releasing)
        defer { catalogsInUse.subtract(1, ordering: .releasing) }
        return try $scopedCatalog.withValue(catalog) { try body() }
    }

    /// The translation of `key`, or nil when the catalog has none (or there is no catalog).
    /// The empty key is never looked up: gettext would answer with its catalog's header.
    public static func translation(for key: String) -> String? {
        guard !key.isEmpty else { return nil }
        // An app without translations (no catalog set, none scoped) looks up nothing: every
        // text that changes asks, and the task-local value and the lock cost more than the
        // rest of making the text.
        guard isTranslating else { return nil }
        guard let catalog = scopedCatalog ?? storage.withLock({ $0 }) else { return nil }
        return catalog.translation(for: key)
    }

    /// Whether a catalog is in use (the process's, or one scoped by ``withCatalog(_:_:)``):
    /// without one, no key need be made to be looked up.
    static var isTranslating: Bool {
        catalogsInUse.load(ordering: .acquiring) > 0
    }

    /// `key` translated, or `key` itself: for an app's own strings that are not built-in
    /// views' labels (`Localization.string("Untitled")`).
    public static func string(_ key: LocalizedStringKey) -> String {
        key.resolved()
    }

    @TaskLocal private static var scopedCatalog: (any TranslationCatalog)?
    private static let storage = LockedCatalog()
    /// The process's catalog (1 when set) plus the scopes of ``withCatalog(_:_:)`` running now.
    private static let catalogsInUse = Atomic<Int>(0)
}

/// Looks up the translations of keys: gettext's message catalogs (`GettextCatalog` in
/// `CellsGtk`), or a dictionary in tests.
public protocol TranslationCatalog: Sendable {
    /// The translation of `key`, or nil to show the key as written.
    func translation(for key: String) -> String?
}

/// A dictionary from keys to translations is a catalog: handy in tests.
extension Dictionary: TranslationCatalog where Key == String, Value == String {
    public func translation(for key: String) -> String? { self[key] }
}

/// The process-wide catalog behind a lock (set at launch, read while views are made).
private final class LockedCatalog: @unchecked Sendable {
    private let lock = NSLock()
    private var catalog: (any TranslationCatalog)?

    func withLock<T>(_ body: (inout (any TranslationCatalog)?) -> T) -> T {
        lock.withLock { body(&catalog) }
    }
}
