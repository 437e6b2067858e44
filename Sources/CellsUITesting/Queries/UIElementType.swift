/// What kind of control an element is, as XCUITest's `XCUIElement.ElementType` says it, mapped
/// from the AT-SPI role GTK gives the widget (and, for text, its multi-line state).
public enum UIElementType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Push buttons and menu buttons.
    case button
    /// Switches, check boxes, toggle buttons and radio buttons.
    case toggle
    /// One-line text entries (search fields too).
    case textField
    /// Password entries.
    case secureTextField
    /// Multi-line text views.
    case textView
    /// Labels and other read-only text.
    case staticText
    /// Sliders (GtkScale).
    case slider
    /// Spin buttons (`Stepper`).
    case stepper
    /// Drop-downs and combo boxes (`Picker`).
    case popUpButton
    /// Items of a menu (GTK's popover menus), check and radio items included.
    case menuItem
    /// Rows of a list (GtkListView, GtkListBox) and table cells.
    case cell
    /// The tabs of a view switcher (a `TabView`'s, libadwaita's AdwViewSwitcher): "page tab".
    case tab
    /// A row of tabs: "page tab list".
    case tabBar
    /// Images and icons a screen reader announces.
    case image
    /// Progress bars and level bars.
    case progressIndicator
    /// Dialogs and alerts.
    case dialog
    /// Top-level windows: app windows, dialogs, alerts.
    case window
    /// Groups and panels that carry a name, lists, tool bars.
    case group
    /// Everything else (unnamed panels, fillers, separators…).
    case other
    /// Any element: for `descendants(matching: .any)`.
    case any

    public var description: String {
        switch self {
        case .textField: "text field"
        case .secureTextField: "secure text field"
        case .textView: "text view"
        case .staticText: "static text"
        case .popUpButton: "pop-up button"
        case .menuItem: "menu item"
        case .progressIndicator: "progress indicator"
        case .tabBar: "tab bar"
        default: rawValue
        }
    }

    /// The type of a node, from its role and states.
    static func of(_ node: AccessibleNode) -> UIElementType {
        typealias Role = AccessibleRole
        switch node.role {
        case Role.pushButton, Role.pushButtonMenu, Role.link: return .button
        case Role.checkBox, Role.toggleButton, Role.radioButton: return .toggle
        case Role.text, Role.entry:
            return node.states.contains(AccessibleStates.multiLine) ? .textView : .textField
        case Role.passwordText: return .secureTextField
        case Role.label, Role.static, Role.heading: return .staticText
        case Role.slider: return .slider
        case Role.spinButton: return .stepper
        case Role.comboBox: return .popUpButton
        case Role.menuItem, Role.checkMenuItem, Role.radioMenuItem: return .menuItem
        case Role.listItem, Role.tableCell, Role.treeItem, Role.tableRow: return .cell
        case Role.pageTab: return .tab
        case Role.pageTabList: return .tabBar
        case Role.image, Role.icon: return .image
        case Role.progressBar, Role.levelBar: return .progressIndicator
        case Role.dialog, Role.alert: return node.parent == nil ? .dialog : .group
        case Role.frame, Role.window: return node.parent == nil ? .window : .group
        case Role.grouping, Role.list, Role.listBox, Role.toolBar, Role.tree, Role.table, Role.menu, Role.popupMenu:
            return .group
        case Role.panel, Role.section: return node.name.isEmpty ? .other : .group
        default: return .other
        }
    }

    func matches(_ node: AccessibleNode) -> Bool {
        switch self {
        case .any: return true
        // A dialog is a window too, as in XCUITest's `app.windows`.
        case .window: return node.parent == nil
        default: return Self.of(node) == self
        }
    }
}
