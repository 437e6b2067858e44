import Foundation

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
        set { storage.withLock { $0 = newValue } }
    }

    /// Runs `body` with `catalog` in place of the process's, for the current task (views
    /// made and updated inside `body` are translated with it).
    public static func withCatalog<T>(_ catalog: any TranslationCatalog, _ body: () throws -> T) rethrows -> T {
        try $scopedCatalog.withValue(catalog) { try body() }
    }

    /// The translation of `key`, or nil when the catalog has none (or there is no catalog).
    /// The empty key is never looked up: gettext would answer with its catalog's header.
    public static func translation(for key: String) -> String? {
        guard !key.isEmpty else { return nil }
        guard let catalog = scopedCatalog ?? storage.withLock({ $0 }) else { return nil }
        return catalog.translation(for: key)
    }

    /// `key` translated, or `key` itself: for an app's own strings that are not built-in
    /// views' labels (`Localization.string("Untitled")`).
    public static func string(_ key: LocalizedStringKey) -> String {
        key.resolved()
    }

    @TaskLocal private static var scopedCatalog: (any TranslationCatalog)?
    private static let storage = LockedCatalog()
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
