import CGtk

/// The desktop's file chooser (GtkFileChooserNative): the XDG desktop portal's dialog where a
/// portal runs (a Flatpak, a GNOME session), GTK's own GtkFileChooserDialog otherwise. Not a
/// widget: a GObject we own, shown over a parent window, reporting one response.
///
/// ```swift
/// let chooser = FileChooserNative(title: "Open File", parent: window, action: .open)
/// chooser.addFilter(name: "Text", mimeTypes: ["text/plain"], suffixes: ["txt"])
/// chooser.onResponse { accepted in if accepted { print(chooser.fileURIs) } }
/// chooser.show()
/// ```
@MainActor
public final class FileChooserNative: GObjectHandle {
    /// What the chooser is for.
    public enum Action: Sendable {
        /// Pick existing files.
        case open
        /// Name a file to write.
        case save
    }

    private var native: OpaquePointer { OpaquePointer(rawPointer) }
    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { rawPointer.assumingMemoryBound(to: GtkNativeDialog.self) }
    /// GTK's own chooser window the native chooser made (where no portal runs), held until
    /// ``destroy()``; nil with a portal.
    private var chooserWindow: UnsafeMutablePointer<GtkWidget>?

    /// A chooser titled `title`, modal and transient for `parent`. The buttons are GTK's
    /// translated "Open"/"Save" and "Cancel".
    public init(title: String, parent: UnsafeMutablePointer<GtkWindow>?, action: Action) {
        let gtkAction = action == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let windowsBefore = Self.fileChooserWindows()
        super.init(taking: UnsafeMutableRawPointer(gtk_file_chooser_native_new(title, parent, gtkAction, nil, nil)))
        gtk_native_dialog_set_modal(dialog, 1)
        // GTK 4.8's native chooser makes its GtkFileChooserDialog as it is made.
        chooserWindow = Self.fileChooserWindows().first { !windowsBefore.contains($0) }
        if let chooserWindow { g_object_ref(UnsafeMutableRawPointer(chooserWindow)) }
    }

    isolated deinit {
        if let chooserWindow { g_object_unref(UnsafeMutableRawPointer(chooserWindow)) }
    }

    /// Adds a filter named `name` showing files of any of `mimeTypes` ("text/plain",
    /// "image/*") or with any of the file-name `suffixes` ("txt"). The first filter added is
    /// the one selected.
    public func addFilter(name: String, mimeTypes: [String], suffixes: [String]) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for mimeType in mimeTypes { gtk_file_filter_add_mime_type(filter, mimeType) }
        for suffix in suffixes { gtk_file_filter_add_suffix(filter, suffix) }
        gtk_file_chooser_add_filter(native, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Whether the user may pick several files (open only).
    public var selectsMultiple: Bool {
        get { gtk_file_chooser_get_select_multiple(native) != 0 }
        set { gtk_file_chooser_set_select_multiple(native, newValue ? 1 : 0) }
    }

    /// The name typed in a save chooser ("Note.txt").
    public var currentName: String {
        get { gtk_file_chooser_get_current_name(native).map { takeString($0) } ?? "" }
        set { gtk_file_chooser_set_current_name(native, newValue) }
    }

    /// Opens the chooser in the folder at `path`.
    public func setCurrentFolder(path: String) {
        let folder = g_file_new_for_path(path)
        gtk_file_chooser_set_current_folder(native, folder, nil)
        g_object_unref(UnsafeMutableRawPointer(folder))
    }

    /// The URIs of the chosen files ("file:///home/ada/notes.txt"), after an accepting response.
    public var fileURIs: [String] {
        guard let files = gtk_file_chooser_get_files(native) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var uris: [String] = []
        for index in 0..<g_list_model_get_n_items(files) {
            guard let item = g_list_model_get_item(files, index) else { continue }
            if let uri = g_file_get_uri(OpaquePointer(item)) { uris.append(takeString(uri)) }
            g_object_unref(item)
        }
        return uris
    }

    /// Shows the chooser (it answers through ``onResponse(_:)``).
    public func show() {
        gtk_native_dialog_show(dialog)
    }

    /// Hides it without a response.
    public func hide() {
        gtk_native_dialog_hide(dialog)
    }

    /// Takes its window down for good.
    ///
    /// GTK's own chooser window is kept (hidden, out of the window list) for 30 seconds more.
    /// GTK 4.8's chooser widget lets go of its file list without taking back the list's
    /// handlers, and the list, which outlives it while its folder is read or watched, calls
    /// them later: on the freed widget that crashed the app in `g_file_equal` (found by the
    /// random-input pass over the Dialogs window, about one run in four: "Rename…" in the
    /// chooser, then Save; half a second's delay did not end it, 30 s did, 16 runs of 16).
    /// Kept alive, the widget takes those calls harmlessly.
    public func destroy() {
        gtk_native_dialog_destroy(dialog)
        guard let window = chooserWindow else { return }
        chooserWindow = nil
        // A plain GLib timeout that drops the reference this object held (no Swift closure).
        g_timeout_add_seconds(30, { window in
            g_object_unref(window)
            return 0
        }, UnsafeMutableRawPointer(window))
    }

    /// GTK's file chooser windows open now.
    private static func fileChooserWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        let toplevels = gtk_window_get_toplevels()
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if widgetIsA(widget, gtk_file_chooser_dialog_get_type()) { found.append(widget) }
            g_object_unref(item)
        }
        return found
    }

    /// Whether it is shown.
    public var isVisible: Bool { gtk_native_dialog_get_visible(dialog) != 0 }

    /// Runs `action` with true when the user accepted (Open, Save), false for Cancel, Escape
    /// or the close button. Capture the chooser weakly.
    @discardableResult
    public func onResponse(_ action: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        onResponse { (response: Int32) in action(response == GTK_RESPONSE_ACCEPT.rawValue) }
    }
}

/// A string GLib allocated, copied and freed.
private func takeString(_ pointer: UnsafeMutablePointer<CChar>) -> String {
    defer { g_free(pointer) }
    return String(cString: pointer)
}
