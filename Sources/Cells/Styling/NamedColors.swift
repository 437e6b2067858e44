import Foundation

extension Color {
    /// The colour the app names `name`, with a light and (optionally) a dark variant, as
    /// SwiftUI's colour from an asset catalog. An asset catalog is an Xcode thing: here the
    /// app lists its colours in a `Colors.json` resource (or registers them with
    /// ``NamedColors/register(_:light:dark:)``):
    ///
    /// ```json
    /// { "Brand": "#1c71d8", "Ring": { "light": "#e66100", "dark": "#ffa348" } }
    /// ```
    ///
    /// `Colors.json` is looked for in `bundle` when given, else in the main bundle's resources
    /// and in the SwiftPM resource bundles beside the executable (`<Package>_<Target>.resources`).
    /// The dark variant is used where `colorScheme` is `.dark` (as a fill, a stroke, a
    /// background or `.foregroundStyle`). An unknown name gives a warning and a loud magenta,
    /// so the mistake shows.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = NamedColors.color(named: name, bundle: bundle)
    }
}

/// The colours an app names: loaded from `Colors.json` resources, or registered in code.
public enum NamedColors {
    struct Entry: Equatable {
        let light: String
        let dark: String?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [String: Entry] = [:]
    nonisolated(unsafe) private static var loadedBundles: Set<String> = []
    nonisolated(unsafe) private static var searchedDefaults = false
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// The colour shown for a name no `Colors.json` lists.
    public static let missing = Color(name: "missing-color", css: "#ff00ff")

    /// Names `light` (and `dark`, for dark windows) `name`; hex colours such as "#1c71d8".
    public static func register(_ name: String, light: String, dark: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        entries[name] = Entry(light: light, dark: dark)
    }

    /// Reads the colours listed in the JSON file at `url`; false (with a warning) when it
    /// cannot be read or parsed. Entries that are not colours are skipped with a warning.
    @discardableResult
    public static func load(contentsOf url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            Diagnostics.warn("Colors.json at \(url.path) is not a JSON object of colours; its colours are not named")
            return false
        }
        for (name, value) in object {
            if let hex = value as? String, isHex(hex) {
                register(name, light: hex)
            } else if let pair = value as? [String: String], let light = pair["light"] ?? pair["any"], isHex(light),
                      pair["dark"].map(isHex) ?? true {
                register(name, light: light, dark: pair["dark"])
            } else {
                Diagnostics.warn("Colors.json: \"\(name)\" is not a colour (\"#rrggbb\", or {\"light\": …, \"dark\": …})")
            }
        }
        return true
    }

    static func color(named name: String, bundle: Bundle?) -> Color {
        loadResources(of: bundle)
        lock.lock()
        let entry = entries[name]
        let firstMiss = entry == nil && warned.insert(name).inserted
        lock.unlock()
        guard let entry else {
            if firstMiss { Diagnostics.warn("No colour named \"\(name)\": list it in the app's Colors.json (shown in magenta)") }
            return missing
        }
        return Color(name: "named-\(cssName(name))", css: entry.light, hex: entry.light)
    }

    /// `color`'s dark variant if it is a named colour that has one.
    static func variant(of color: Color, for scheme: ColorScheme) -> Color {
        guard scheme == .dark, color.name.hasPrefix("named-") else { return color }
        lock.lock()
        let entry = entries.first { "named-\(cssName($0.key))" == color.name }?.value
        lock.unlock()
        guard let dark = entry?.dark else { return color }
        return Color(name: color.name + "-dark", css: dark, hex: dark)
    }

    private static func loadResources(of bundle: Bundle?) {
        var urls: [URL] = []
        lock.lock()
        if let bundle, loadedBundles.insert(bundle.bundlePath).inserted {
            if let url = bundle.url(forResource: "Colors", withExtension: "json") { urls.append(url) }
        }
        if !searchedDefaults {
            searchedDefaults = true
            if let url = Bundle.main.url(forResource: "Colors", withExtension: "json") { urls.append(url) }
            let folder = Bundle.main.executableURL?.deletingLastPathComponent()
            if let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
                for name in names.sorted() where name.hasSuffix(".resources") {
                    let url = folder.appendingPathComponent(name).appendingPathComponent("Colors.json")
                    if FileManager.default.fileExists(atPath: url.path) { urls.append(url) }
                }
            }
        }
        lock.unlock()
        for url in urls { load(contentsOf: url) }
    }

    private static func isHex(_ text: String) -> Bool {
        let digits = text.dropFirst()
        return text.hasPrefix("#") && (digits.count == 6 || digits.count == 8) && digits.allSatisfy(\.isHexDigit)
    }

    /// A name usable in a CSS class.
    private static func cssName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
