/// AT-SPI's role numbers (`AtspiRole` in at-spi2-core), those GTK 4 gives its widgets. The
/// numbers are AT-SPI's protocol and never change; the names are what Orca reads out.
enum AccessibleRole {
    static let alert: UInt32 = 2
    static let calendar: UInt32 = 5
    static let checkBox: UInt32 = 7
    static let checkMenuItem: UInt32 = 8
    static let colorChooser: UInt32 = 9
    static let comboBox: UInt32 = 11
    static let dialog: UInt32 = 16
    static let fileChooser: UInt32 = 19
    static let filler: UInt32 = 20
    static let frame: UInt32 = 23
    static let icon: UInt32 = 26
    static let image: UInt32 = 27
    static let label: UInt32 = 29
    static let list: UInt32 = 31
    static let listItem: UInt32 = 32
    static let menu: UInt32 = 33
    static let menuBar: UInt32 = 34
    static let menuItem: UInt32 = 35
    static let pageTab: UInt32 = 37
    static let pageTabList: UInt32 = 38
    static let panel: UInt32 = 39
    static let passwordText: UInt32 = 40
    static let popupMenu: UInt32 = 41
    static let progressBar: UInt32 = 42
    static let pushButton: UInt32 = 43
    static let radioButton: UInt32 = 44
    static let radioMenuItem: UInt32 = 45
    static let scrollBar: UInt32 = 48
    static let scrollPane: UInt32 = 49
    static let separator: UInt32 = 50
    static let slider: UInt32 = 51
    static let spinButton: UInt32 = 52
    static let statusBar: UInt32 = 54
    static let table: UInt32 = 55
    static let tableCell: UInt32 = 56
    static let text: UInt32 = 61
    static let toggleButton: UInt32 = 62
    static let toolBar: UInt32 = 63
    static let toolTip: UInt32 = 64
    static let tree: UInt32 = 65
    static let treeTable: UInt32 = 66
    static let window: UInt32 = 69
    static let application: UInt32 = 75
    static let entry: UInt32 = 79
    static let heading: UInt32 = 83
    static let section: UInt32 = 85
    static let link: UInt32 = 88
    static let tableRow: UInt32 = 90
    static let treeItem: UInt32 = 91
    static let listBox: UInt32 = 98
    static let grouping: UInt32 = 99
    static let levelBar: UInt32 = 103
    static let `static`: UInt32 = 116
    static let pushButtonMenu: UInt32 = 129

    /// How AT-SPI names a role ("push button"), for failure messages.
    static func name(of role: UInt32) -> String {
        names[role] ?? "role \(role)"
    }

    private static let names: [UInt32: String] = [
        alert: "alert", calendar: "calendar", checkBox: "check box", checkMenuItem: "check menu item",
        colorChooser: "color chooser", comboBox: "combo box", dialog: "dialog", fileChooser: "file chooser",
        filler: "filler", frame: "frame", icon: "icon", image: "image", label: "label", list: "list",
        listItem: "list item", menu: "menu", menuBar: "menu bar", menuItem: "menu item", pageTab: "page tab",
        pageTabList: "page tab list", panel: "panel", passwordText: "password text", popupMenu: "popup menu",
        progressBar: "progress bar", pushButton: "push button", radioButton: "radio button",
        radioMenuItem: "radio menu item", scrollBar: "scroll bar", scrollPane: "scroll pane", separator: "separator",
        slider: "slider", spinButton: "spin button", statusBar: "status bar", table: "table", tableCell: "table cell",
        text: "text", toggleButton: "toggle button", toolBar: "tool bar", toolTip: "tool tip", tree: "tree",
        treeTable: "tree table", window: "window", application: "application", entry: "entry", heading: "heading",
        section: "section", link: "link", tableRow: "table row", treeItem: "tree item", listBox: "list box",
        grouping: "grouping", levelBar: "level bar", `static`: "static", pushButtonMenu: "push button menu",
    ]
}

/// AT-SPI's state set (`AtspiStateType` bits): what a screen reader says about an element
/// beside its name ("checked", "dimmed", "focused").
struct AccessibleStates: Sendable, Equatable {
    var bits: UInt64

    /// What GTK sets for GTK_ACCESSIBLE_STATE_INVALID (a field's text it does not accept).
    static let invalid: UInt64 = 0
    static let active: UInt64 = 1
    static let checked: UInt64 = 4
    static let editable: UInt64 = 7
    static let enabled: UInt64 = 8
    static let expanded: UInt64 = 10
    static let focusable: UInt64 = 11
    static let focused: UInt64 = 12
    static let modal: UInt64 = 16
    static let multiLine: UInt64 = 17
    static let pressed: UInt64 = 20
    static let selected: UInt64 = 23
    static let sensitive: UInt64 = 24
    static let showing: UInt64 = 25
    static let visible: UInt64 = 30
    static let indeterminate: UInt64 = 32
    static let invalidEntry: UInt64 = 36
    static let checkable: UInt64 = 41

    func contains(_ state: UInt64) -> Bool { bits & (1 << state) != 0 }

    /// From GetState's reply: two 32-bit words, the low states first.
    init(words: [UInt32]) {
        bits = UInt64(words.first ?? 0) | (UInt64(words.count > 1 ? words[1] : 0) << 32)
    }
}
