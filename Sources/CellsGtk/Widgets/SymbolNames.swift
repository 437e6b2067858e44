/// SF Symbols names that SwiftUI code uses most, and the GNOME (freedesktop) icons that mean
/// the same, so `Image(systemName: "plus")` in ported code shows an icon. A name not in the
/// table is used as it is: an icon-theme name.
enum SymbolNames {
    static func iconName(for name: String) -> String {
        table[name] ?? name
    }

    private static let table: [String: String] = [
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "checkmark": "object-select-symbolic",
        "xmark": "window-close-symbolic",
        "pencil": "document-edit-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "gearshape": "emblem-system-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "square.and.arrow.up": "document-send-symbolic",
        "book": "accessories-dictionary-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic",
        "chevron.down": "go-down-symbolic",
    ]
}
