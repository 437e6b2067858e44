import CAdw
import CGtk

/// The "About" window of a GNOME app (libadwaita's AdwAboutWindow): the app's icon, name and
/// version on a first page, its website, and pages for the licence and the credits. It fits
/// a 360-pixel window, where GTK's own About dialog (about 450 pixels) did not.
///
/// Its version, comments, website and licence type are libadwaita's typed properties
/// (``AdwAboutWindowProtocol``); the members here keep the names GTK's About dialog had.
@MainActor
public final class AboutWindow: Widget {
    private var windowPointer: UnsafeMutablePointer<GtkWindow> { cast(rawPointer) }

    public init() {
        // GTK owns top-level windows; we add a reference.
        super.init(retaining: UnsafeMutableRawPointer(adw_about_window_new()!))
        releasesWhatOutlivesItWhenClosing()
    }

    /// The app's name, under its icon.
    public var programName: String {
        get { applicationName ?? "" }
        set { applicationName = newValue }
    }

    /// The window's title, which screen readers announce ("About Cells Demo").
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The icon-theme name of the app's icon (its application id, for an installed app).
    public var logoIconName: String? {
        get { applicationIcon }
        set { applicationIcon = newValue }
    }

    /// A licence shown as text ("MIT" or the licence itself) on the Legal page.
    public var licenseText: String? {
        get { license }
        set { license = newValue }
    }

    /// The people who wrote the app, on the Credits page.
    public func setAuthors(_ authors: [String]) {
        var cStrings: [UnsafePointer<CChar>?] = authors.map { strdup($0).map { UnsafePointer($0) } } + [nil]
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        cStrings.withUnsafeMutableBufferPointer { adw_about_window_set_developers(OpaquePointer(rawPointer), $0.baseAddress) }
    }

    /// Shows the window over `window` (a `GtkWindow *`, such as the app's active window),
    /// modal to it.
    public func present(over window: UnsafeMutablePointer<GtkWindow>?) {
        gtk_window_set_transient_for(windowPointer, window)
        gtk_window_set_modal(windowPointer, 1)
        gtk_window_set_hide_on_close(windowPointer, 0)
        gtk_window_present(windowPointer)
    }
}

/// GTK's About dialog is replaced by libadwaita's About window, with the same members.
@available(*, deprecated, renamed: "AboutWindow", message: "the About window is libadwaita's AdwAboutWindow now")
public typealias AboutDialog = AboutWindow
