import CGtk

/// A button that opens a menu (GtkMenuButton over a `GMenu`), such as a window's primary menu.
@MainActor
public final class MenuButton: Widget {
    private var buttonPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var model: Menu?

    public init() {
        super.init(taking: gtk_menu_button_new())
    }

    /// The icon shown on the button ("open-menu-symbolic" for a primary menu).
    public var iconName: String? {
        get { string(gtk_menu_button_get_icon_name(buttonPointer)) }
        set { gtk_menu_button_set_icon_name(buttonPointer, newValue) }
    }

    /// The menu the button opens.
    public var menu: Menu? {
        get { model }
        set {
            model = newValue
            gtk_menu_button_set_menu_model(buttonPointer, newValue.map { $0.rawPointer.assumingMemoryBound(to: GMenuModel.self) })
        }
    }

    /// Whether this is the window's primary menu: F10 opens it.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(buttonPointer) != 0 }
        set { gtk_menu_button_set_primary(buttonPointer, newValue ? 1 : 0) }
    }

    /// Opens the menu, as a click does.
    public func popup() { gtk_menu_button_popup(buttonPointer) }
}

/// A menu model (GMenu): items that activate actions by name ("app.about").
@MainActor
public final class Menu: GObjectHandle {
    private var menuPointer: OpaquePointer { OpaquePointer(rawPointer) }

    public init() {
        super.init(taking: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// Adds an item labelled `label` that activates the detailed action `action`.
    public func append(_ label: String, action: String) {
        g_menu_append(menuPointer, label, action)
    }

    /// Adds a section: items set off from the others by a separator.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(menuPointer, nil, section.rawPointer.assumingMemoryBound(to: GMenuModel.self))
    }

    /// Adds an item labelled `label` that opens `submenu`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menuPointer, label, submenu.rawPointer.assumingMemoryBound(to: GMenuModel.self))
    }

    /// The number of items (sections and submenus count as one each).
    public var itemCount: Int { Int(g_menu_model_get_n_items(rawPointer.assumingMemoryBound(to: GMenuModel.self))) }
}
