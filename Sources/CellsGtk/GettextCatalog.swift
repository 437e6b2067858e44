import Cells
import Gtk
import Glibc

/// A `TranslationCatalog` reading gettext message catalogs: the `.mo` files of one text
/// domain, in the user's language (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
///
/// `App.main()` makes one for the app's `App/textDomain` and `App/localeDirectory` and
/// sets it as `Localization/catalog`. Tests and other hosts can do the same:
///
/// ```swift
/// Gettext.setLocaleFromEnvironment()
/// Localization.catalog = GettextCatalog(domain: "org.example.Editor", localeDirectory: "/usr/share/locale")
/// ```
public struct GettextCatalog: TranslationCatalog {
    /// The text domain: the name of the `.mo` files.
    public let domain: String

    /// Binds `domain` to `localeDirectory` (`<language>/LC_MESSAGES/<domain>.mo` below it;
    /// `nil` for the system's folder), with translations read as UTF-8.
    public init(domain: String, localeDirectory: String?) {
        self.domain = domain
        Gettext.bindTextDomain(domain, directory: localeDirectory)
    }

    public func translation(for key: String) -> String? {
        Gettext.translation(of: key, in: domain)
    }
}

/// Where the running app is installed, for apps installed the GNOME way (`meson install`):
/// the executable in `<prefix>/bin`, its data in `<prefix>/share`. Nothing is compiled in,
/// so an installed app works in any prefix:
///
/// ```swift
/// let css = (AppInstallation.dataDirectory ?? "Resources") + "/org.example.App/style.css"
/// ```
public enum AppInstallation {
    /// The folder of the running executable (symbolic links resolved).
    public static var executableDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// `<prefix>/share` when the executable is `<prefix>/bin/<name>`, else nil.
    public static var dataDirectory: String? {
        guard let directory = executableDirectory, directory.hasSuffix("/bin") else { return nil }
        return String(directory.dropLast("/bin".count)) + "/share"
    }

    /// `<prefix>/share/locale` when the executable is installed in `<prefix>/bin` and that
    /// folder exists, else nil (gettext's own default folder).
    public static var localeDirectory: String? {
        guard let data = dataDirectory else { return nil }
        return isDirectory(data + "/locale") ? data + "/locale" : nil
    }

    /// Whether `path` names a folder.
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

extension App {
    /// Sets the locale from the environment and makes the app's gettext catalog the one
    /// texts are translated with. `main()` calls it before the app's first view.
    public static func installTranslations() {
        Gettext.setLocaleFromEnvironment()
        Localization.catalog = GettextCatalog(
            domain: textDomain, localeDirectory: localeDirectory ?? AppInstallation.localeDirectory
        )
    }
}
