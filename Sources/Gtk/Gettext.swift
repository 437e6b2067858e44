import CGtk
import Glibc

/// GNU gettext as glibc provides it: message catalogs (`.mo` files) looked up by text domain
/// in the user's language.
public enum Gettext {
    /// Tells gettext that `domain`'s catalogs are `<directory>/<language>/LC_MESSAGES/<domain>.mo`
    /// (without a directory, the system's folder), read as UTF-8.
    public static func bindTextDomain(_ domain: String, directory: String?) {
        if let directory { bindtextdomain(domain, directory) }
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The translation of `message` in `domain`, or nil when the catalog has none.
    public static func translation(of message: String, in domain: String) -> String? {
        message.withCString { key in
            guard let translated = dgettext(domain, key), translated != UnsafeMutablePointer(mutating: key) else {
                return nil
            }
            let text = String(cString: translated)
            return text == message ? nil : text
        }
    }

    /// Sets the process's locale from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), as
    /// GTK does. When that locale is not installed (a fresh system without `locale-gen`), the
    /// process uses `C.UTF-8` and asks gettext for the wanted language through `LANGUAGE`,
    /// so translations still show. Returns the locale in use.
    @discardableResult
    public static func setLocaleFromEnvironment() -> String {
        if let name = setlocale(LC_ALL, "") { return String(cString: name) }
        let wanted = environment("LC_ALL") ?? environment("LC_MESSAGES") ?? environment("LANG") ?? ""
        var language = Substring(wanted)
        if let dot = language.firstIndex(where: { $0 == "." || $0 == "@" }) { language = language[..<dot] }
        if !language.isEmpty, language != "C", language != "POSIX", environment("LANGUAGE") == nil {
            setenv("LANGUAGE", String(language), 1)
        }
        let fallback = setlocale(LC_ALL, "C.UTF-8") ?? setlocale(LC_ALL, "C")
        return fallback.map { String(cString: $0) } ?? "C"
    }

    /// An environment variable's value, nil when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
