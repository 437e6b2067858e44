import Cells
import Gtk

/// The primary menu every window of an app shows at the end of its header bar (F10 opens
/// it), as GNOME's guidelines ask: the app's command menus (``AppCommands``), then Keyboard
/// Shortcuts and About, on app actions.
@MainActor
enum PrimaryMenu {
    /// Adds the actions `app.shortcuts` and `app.about` to `application` and returns the menu.
    static func install(in application: Application, about: AboutInfo, commands: [CommandMenuDescription] = []) -> Gtk.Menu {
        application.addAction("shortcuts", accelerators: ["<Control>question"]) {
            showShortcuts(over: application.activeWindow, commands: commands)
        }
        application.addAction("about", accelerators: []) {
            showAbout(about, applicationID: application.applicationID, over: application.activeWindow)
        }
        let menu = Gtk.Menu()
        if let commandSection = AppCommands.install(commands, in: application) { menu.appendSection(commandSection) }
        let section = Gtk.Menu()
        section.append(Localization.string("Keyboard Shortcuts"), action: "app.shortcuts")
        section.append(Localization.string("About \(about.name)"), action: "app.about")
        menu.appendSection(section)
        return menu
    }

    /// The app's About window, over `window`.
    static func showAbout(_ about: AboutInfo, applicationID: String, over window: UnsafeMutablePointer<GtkWindow>?) {
        let dialog = AboutWindow()
        dialog.programName = about.name
        dialog.title = Localization.string("About \(about.name)")
        // libadwaita's About window takes no NULL text (a CRITICAL): what the app leaves out
        // is left unset.
        if let version = about.version { dialog.version = version }
        if let summary = about.summary { dialog.comments = summary }
        if let website = about.website { dialog.website = website }
        if let license = about.license {
            if let type = knownLicense(license) { dialog.licenseType = type } else { dialog.licenseText = license }
        }
        setLogo(of: dialog, about.iconName, applicationID: applicationID)
        dialog.setAuthors(about.developers)
        dialog.present(over: window)
    }

    /// The About window's logo: `iconName` (a theme icon or an image file), else the app's
    /// icon by its id, else a generic app icon; never GTK's missing-image icon.
    /// libadwaita's About window shows theme icons only: an image file's folder joins the
    /// icon theme's search path, and the file is named by its base name.
    static func setLogo(of dialog: AboutWindow, _ iconName: String?, applicationID: String) {
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        if let iconName, iconName.hasPrefix("/"), FileManager.default.fileExists(atPath: iconName) {
            let file = URL(fileURLWithPath: iconName)
            gtk_icon_theme_add_search_path(theme, file.deletingLastPathComponent().path)
            dialog.logoIconName = file.deletingPathExtension().lastPathComponent
            return
        }
        let candidates = [iconName, applicationID, "application-x-executable"].compactMap { $0 }
        dialog.logoIconName = candidates.first { name in gtk_icon_theme_has_icon(theme, name) != 0 } ?? "application-x-executable"
    }

    /// GTK's license for an SPDX name, whose text and link the About window shows.
    static func knownLicense(_ spdx: String) -> GtkLicense? {
        switch spdx.lowercased() {
        case "mit": GTK_LICENSE_MIT_X11
        case "apache-2.0": GTK_LICENSE_APACHE_2_0
        case "gpl-2.0", "gpl-2.0-only": GTK_LICENSE_GPL_2_0_ONLY
        case "gpl-2.0-or-later", "gpl-2.0+": GTK_LICENSE_GPL_2_0
        case "gpl-3.0", "gpl-3.0-only": GTK_LICENSE_GPL_3_0_ONLY
        case "gpl-3.0-or-later", "gpl-3.0+": GTK_LICENSE_GPL_3_0
        case "lgpl-2.1", "lgpl-2.1-only": GTK_LICENSE_LGPL_2_1_ONLY
        case "lgpl-2.1-or-later", "lgpl-2.1+": GTK_LICENSE_LGPL_2_1
        case "lgpl-3.0", "lgpl-3.0-only": GTK_LICENSE_LGPL_3_0_ONLY
        case "lgpl-3.0-or-later", "lgpl-3.0+": GTK_LICENSE_LGPL_3_0
        case "agpl-3.0", "agpl-3.0-only": GTK_LICENSE_AGPL_3_0_ONLY
        case "agpl-3.0-or-later": GTK_LICENSE_AGPL_3_0
        case "bsd-2-clause": GTK_LICENSE_BSD
        case "bsd-3-clause": GTK_LICENSE_BSD_3
        case "mpl-2.0": GTK_LICENSE_MPL_2_0
        case "artistic-2.0": GTK_LICENSE_ARTISTIC
        default: nil
        }
    }

    /// The keyboard shortcuts every Cells window has, and the app's commands that have one,
    /// in a GtkShortcutsWindow titled "Keyboard Shortcuts" (its name for screen readers; GTK
    /// leaves it untitled, read as "GtkShortcutsWindow").
    static func showShortcuts(over window: UnsafeMutablePointer<GtkWindow>?, commands: [CommandMenuDescription] = []) {
        let shortcuts: [(title: String, accelerator: String)] = [
            (Localization.string("Close the window"), "&lt;Control&gt;w"),
            (Localization.string("Quit"), "&lt;Control&gt;q"),
            (Localization.string("Open the main menu"), "F10"),
            (Localization.string("Keyboard shortcuts"), "&lt;Control&gt;question"),
        ]
        func group(_ title: String, _ shortcuts: [(title: String, accelerator: String)]) -> String {
            let items = shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">
                  <property name="title">\(escaped(shortcut.title))</property>
                  <property name="accelerator">\(shortcut.accelerator)</property>
                </object></child>
                """
            }.joined()
            return """
            <child><object class="GtkShortcutsGroup"><property name="title">\(escaped(title))</property>
              \(items)
            </object></child>
            """
        }
        // What lists and text views do with keys in every Cells window (ListViewEditing,
        // RowContextMenu, list selection; GTK's own text view): a keyboard user finds them
        // nowhere else.
        let lists: [(title: String, accelerator: String)] = [
            (Localization.string("Select the row"), "space"),
            (Localization.string("Add the row to the selection"), "&lt;Control&gt;space"),
            (Localization.string("Open the row's actions"), "Menu"),
            (Localization.string("Delete the row"), "Delete"),
            (Localization.string("Move the row up"), "&lt;Alt&gt;Up"),
            (Localization.string("Move the row down"), "&lt;Alt&gt;Down"),
        ]
        let text: [(title: String, accelerator: String)] = [
            (Localization.string("Leave a text view for the next control"), "&lt;Control&gt;Tab"),
            (Localization.string("Leave a text view for the previous control"), "&lt;Shift&gt;&lt;Control&gt;Tab"),
        ]
        var groups = group(Localization.string("General"), shortcuts)
            + group(Localization.string("Lists"), lists) + group(Localization.string("Text"), text)
        // A window with a `.searchable` view on screen (SearchBar.swift).
        if let window, SearchBarParts.windowHasSearch(UnsafeMutablePointer<GtkWidget>(OpaquePointer(window))) {
            groups += group(Localization.string("Search"), [(Localization.string("Search"), "&lt;Control&gt;f")])
        }
        for menu in commands {
            let withKeys = menu.items.compactMap { item in
                item.shortcut.map { (item.title, escaped(AppCommands.accelerator(for: $0))) }
            }
            if !withKeys.isEmpty { groups += group(menu.title, withKeys) }
        }
        let xml = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
          <property name="title">\(escaped(Localization.string("Keyboard Shortcuts")))</property>
          <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
            \(groups)
          </object></child>
        </object></interface>
        """
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcutsWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(object))
        ShortcutsWindow(retaining: UnsafeMutableRawPointer(object)).releasesWhatOutlivesItWhenClosing()
        gtk_window_set_transient_for(shortcutsWindow, window)
        gtk_window_present(shortcutsWindow)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
