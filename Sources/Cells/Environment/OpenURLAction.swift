import Foundation

/// Opens a URL, as SwiftUI's: read it from the environment and call it. The desktop's
/// handler opens it (GTK: `gtk_show_uri`: the browser, the mail client, the file manager);
/// a view may put a handler of its own in the environment for the views below.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Report a Problem") { openURL(URL(string: "https://gitlab.gnome.org/…/issues")!) }
///
/// .environment(\.openURL, OpenURLAction { url in
///     router.show(url)
///     return .handled
/// })
/// ```
@MainActor
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler refused it.
        public static let discarded = Result(kind: .discarded)
        /// The desktop's handler is to open it.
        public static let systemAction = Result(kind: .system(nil))
        /// The desktop's handler is to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    private let handler: @MainActor (URL) -> Result

    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` is told whether it was opened.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): completion(Self.systemOpener(other ?? url))
        }
    }

    /// How the platform opens a URL; the GTK backend sets it to `gtk_show_uri` (in the active
    /// window). Without a backend, a warning names the URL.
    public static var systemOpener: @MainActor (URL) -> Bool = { url in
        Diagnostics.warn("openURL(\(url.absoluteString)): no backend to open URLs with")
        return false
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens URLs with the desktop's handler, or with a handler a view above put here.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
