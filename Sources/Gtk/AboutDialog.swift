import CGtk

/// The standard "About" window of a GNOME app (GtkAboutDialog): name, version, summary,
/// website, developers, license and icon.
@MainActor
public final class AboutDialog: Widget {
    private var dialog: OpaquePointer { OpaquePointer(rawPointer) }

    public init() {
        super.init(retaining: gtk_about_dialog_new())  // GTK owns top-level windows; we add a reference
        releasesWhatOutlivesItWhenClosing()
    }

    public var programName: String {
        get { string(gtk_about_dialog_get_program_name(dialog)) ?? "" }
        set { gtk_about_dialog_set_program_name(dialog, newValue) }
    }

    public var version: String? {
        get { string(gtk_about_dialog_get_version(dialog)) }
        set { gtk_about_dialog_set_version(dialog, newValue) }
    }

    /// One sentence saying what the app is for.
    public var comments: String? {
        get { string(gtk_about_dialog_get_comments(dialog)) }
        set { gtk_about_dialog_set_comments(dialog, newValue) }
    }

    public var website: String? {
        get { string(gtk_about_dialog_get_website(dialog)) }
        set { gtk_about_dialog_set_website(dialog, newValue) }
    }

    /// The icon-theme name of the app's icon (its application id, for an installed app).
    public var logoIconName: String? {
        get { string(gtk_about_dialog_get_logo_icon_name(dialog)) }
        set { gtk_about_dialog_set_logo_icon_name(dialog, newValue) }
    }

    /// An SPDX-style license name shown as text ("MIT").
    public var licenseText: String? {
        get { string(gtk_about_dialog_get_license(dialog)) }
        set { gtk_about_dialog_set_license(dialog, newValue) }
    }

    /// A license GTK knows (its name, text and link are shown; `GTK_LICENSE_MIT_X11`).
    public var licenseType: GtkLicense {
        get { gtk_about_dialog_get_license_type(dialog) }
        set { gtk_about_dialog_set_license_type(dialog, newValue) }
    }

    /// The people who wrote the app.
    public func setAuthors(_ authors: [String]) {
        var cStrings: [UnsafePointer<CChar>?] = authors.map { strdup($0).map { UnsafePointer($0) } } + [nil]
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        cStrings.withUnsafeMutableBufferPointer { gtk_about_dialog_set_authors(dialog, $0.baseAddress) }
    }

    /// Shows the dialog over `window` (a `GtkWindow *`, such as the app's active window),
    /// modal to it.
    public func present(over window: UnsafeMutablePointer<GtkWindow>?) {
        let pointer = UnsafeMutablePointer<GtkWindow>(OpaquePointer(rawPointer))
        gtk_window_set_transient_for(pointer, window)
        gtk_window_set_modal(pointer, 1)
        gtk_window_set_hide_on_close(pointer, 0)
        gtk_window_present(pointer)
    }
}
