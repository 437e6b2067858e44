import Cells
import Gtk

/// The primary menu every window of an app shows at the end of its header bar (F10 opens
/// it), as GNOME's guidelines ask: Keyboard Shortcuts and About, on app actions.
@MainActor
enum PrimaryMenu {
    /// Adds the actions `app.shortcuts` and `app.about` to `application` and returns the menu.
    static func install(in application: Application, about: AboutInfo) -> Gtk.Menu {
        application.addAction("shortcuts", accelerators: ["<Control>question"]) {
            showShortcuts(over: application.activeWindow)
        }
        application.addAction("about", accelerators: []) {
            showAbout(about, applicationID: application.applicationID, over: application.activeWindow)
        }
        let menu = Gtk.Menu()
        let section = Gtk.Menu()
        section.append(Localization.string("Keyboard Shortcuts"), action: "app.shortcuts")
        section.append(Localization.string("About \(about.name)"), action: "app.about")
        menu.appendSection(section)
        return menu
    }

    /// The app's About window, over `window`.
    static func showAbout(_ about: AboutInfo, applicationID: String, over window: UnsafeMutablePointer<GtkWindow>?) {
        let dialog = AboutDialog()
        dialog.programName = about.name
        dialog.version = about.version
        dialog.comments = about.summary
        dialog.website = about.website
        dialog.licenseText = about.license
        dialog.logoIconName = applicationID
        dialog.setAuthors(about.developers)
        dialog.present(over: window)
    }

    /// The keyboard shortcuts every Cells window has, in a GtkShortcutsWindow.
    static func showShortcuts(over window: UnsafeMutablePointer<GtkWindow>?) {
        let shortcuts: [(String, String)] = [
            (Localization.string("Close the window"), "&lt;Control&gt;w"),
            (Localization.string("Quit"), "&lt;Control&gt;q"),
            (Localization.string("Open the main menu"), "F10"),
            (Localization.string("Keyboard shortcuts"), "&lt;Control&gt;question"),
        ]
        let items = shortcuts.map { title, accelerator in
            """
            <child><object class="GtkShortcutsShortcut">
              <property name="title">\(escaped(title))</property>
              <property name="accelerator">\(accelerator)</property>
            </object></child>
            """
        }.joined()
        let xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
          <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
            <child><object class="GtkShortcutsGroup"><property name="title">\(escaped(Localization.string("General")))</property>
              \(items)
            </object></child>
          </object></child>
        </object></interface>
        """
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcutsWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(object))
        gtk_window_set_transient_for(shortcutsWindow, window)
        gtk_window_present(shortcutsWindow)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
