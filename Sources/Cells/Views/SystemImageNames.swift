/// SF Symbols names a SwiftUI app passes to `Image(systemName:)`, and the GNOME (Adwaita)
/// symbolic icon each stands for, so a ported app shows icons instead of the theme's
/// missing-image sign. A name not listed is used as it is (an icon-theme name such as
/// "edit-copy-symbolic" keeps working).
public enum SystemImageNames {
    /// The icon-theme name for `systemName`.
    public static func themeName(for systemName: String) -> String {
        table[systemName] ?? systemName
    }

    private static let table: [String: String] = [
        "plus": "list-add-symbolic", "plus.circle": "list-add-symbolic", "plus.circle.fill": "list-add-symbolic",
        "minus": "list-remove-symbolic", "minus.circle": "list-remove-symbolic", "minus.circle.fill": "list-remove-symbolic",
        "trash": "user-trash-symbolic", "trash.fill": "user-trash-symbolic",
        "pencil": "document-edit-symbolic", "square.and.pencil": "document-edit-symbolic",
        "square.and.arrow.up": "send-to-symbolic", "square.and.arrow.down": "document-save-symbolic",
        "doc.on.doc": "edit-copy-symbolic", "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic", "gearshape": "emblem-system-symbolic", "gearshape.fill": "emblem-system-symbolic",
        "checkmark": "object-select-symbolic", "checkmark.circle": "emblem-ok-symbolic", "checkmark.circle.fill": "emblem-ok-symbolic",
        "checkmark.square": "checkbox-checked-symbolic", "checkmark.square.fill": "checkbox-checked-symbolic",
        "square": "checkbox-symbolic", "circle": "radio-symbolic", "largecircle.fill.circle": "radio-checked-symbolic",
        "xmark": "window-close-symbolic", "xmark.circle": "window-close-symbolic", "xmark.circle.fill": "edit-clear-symbolic",
        "star": "non-starred-symbolic", "star.fill": "starred-symbolic",
        "book": "accessories-dictionary-symbolic", "book.fill": "accessories-dictionary-symbolic",
        "books.vertical": "accessories-dictionary-symbolic", "books.vertical.fill": "accessories-dictionary-symbolic",
        "book.closed": "accessories-dictionary-symbolic",
        "heart": "emblem-favorite-symbolic", "heart.fill": "emblem-favorite-symbolic",
        "calendar": "x-office-calendar-symbolic", "clock": "alarm-symbolic", "timer": "alarm-symbolic", "alarm": "alarm-symbolic",
        "play": "media-playback-start-symbolic", "play.fill": "media-playback-start-symbolic",
        "pause": "media-playback-pause-symbolic", "pause.fill": "media-playback-pause-symbolic",
        "stop": "media-playback-stop-symbolic", "stop.fill": "media-playback-stop-symbolic",
        "backward.fill": "media-seek-backward-symbolic", "forward.fill": "media-seek-forward-symbolic",
        "arrow.clockwise": "view-refresh-symbolic", "arrow.counterclockwise": "edit-undo-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic", "arrow.uturn.forward": "edit-redo-symbolic",
        "chevron.right": "go-next-symbolic", "chevron.left": "go-previous-symbolic",
        "chevron.up": "go-up-symbolic", "chevron.down": "go-down-symbolic",
        "arrow.up": "go-up-symbolic", "arrow.down": "go-down-symbolic",
        "info.circle": "help-about-symbolic", "questionmark.circle": "help-browser-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic", "exclamationmark.triangle.fill": "dialog-warning-symbolic",
        "ellipsis": "view-more-horizontal-symbolic", "ellipsis.circle": "view-more-horizontal-symbolic",
        "line.3.horizontal": "open-menu-symbolic", "list.bullet": "view-list-bullet-symbolic",
        "square.grid.2x2": "view-grid-symbolic", "folder": "folder-symbolic", "folder.fill": "folder-symbolic",
        "doc": "text-x-generic-symbolic", "doc.text": "text-x-generic-symbolic", "photo": "image-x-generic-symbolic",
        "person": "avatar-default-symbolic", "person.circle": "avatar-default-symbolic", "person.fill": "avatar-default-symbolic",
        "envelope": "mail-unread-symbolic", "bell": "preferences-system-notifications-symbolic",
        "house": "go-home-symbolic", "lock": "changes-prevent-symbolic", "lock.open": "changes-allow-symbolic",
        "eye": "view-reveal-symbolic", "eye.slash": "view-conceal-symbolic", "link": "insert-link-symbolic",
        "bookmark": "user-bookmarks-symbolic",
    ]
}
