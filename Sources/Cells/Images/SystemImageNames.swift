import Foundation

/// SF Symbols names a SwiftUI app passes to `Image(systemName:)`, and the GNOME (Adwaita)
/// symbolic icon each stands for, so a ported app shows icons instead of the theme's
/// missing-image sign. A name not listed is used as it is (an icon-theme name such as
/// "edit-copy-symbolic" keeps working).
public enum SystemImageNames {
    /// The icon-theme name for `systemName`.
    public static func themeName(for systemName: String) -> String {
        if let registered = lock.withLock({ registeredNames[systemName] }) { return registered }
        return table[systemName] ?? systemName
    }

    /// Shows the theme icon `themeName` for `systemName` (an SF Symbols name this table does
    /// not list, or one whose icon the app wants otherwise).
    public static func register(_ systemName: String, as themeName: String) {
        lock.withLock { registeredNames[systemName] = themeName }
    }

    /// Every SF Symbols name listed, with its icon (for the porting guide's table).
    public static var listed: [(systemName: String, themeName: String)] {
        table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registeredNames: [String: String] = [:]

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
        "bookmark": "user-bookmarks-symbolic", "bookmark.fill": "user-bookmarks-symbolic",
        "square.and.arrow.up.on.square": "send-to-symbolic", "paperplane": "mail-send-symbolic", "paperplane.fill": "mail-send-symbolic",
        "tray": "mail-read-symbolic", "tray.fill": "mail-read-symbolic", "archivebox": "folder-symbolic",
        "cart": "emoji-objects-symbolic", "bag": "emoji-objects-symbolic", "creditcard": "emoji-objects-symbolic",
        "globe": "web-browser-symbolic", "map": "mark-location-symbolic", "location": "find-location-symbolic", "mappin": "mark-location-symbolic",
        "phone": "call-start-symbolic", "video": "camera-video-symbolic", "camera": "camera-photo-symbolic", "mic": "audio-input-microphone-symbolic",
        "speaker.wave.2": "audio-volume-high-symbolic", "speaker.slash": "audio-volume-muted-symbolic",
        "music.note": "audio-x-generic-symbolic", "film": "video-x-generic-symbolic",
        "sun.max": "weather-clear-symbolic", "moon": "weather-clear-night-symbolic", "cloud": "weather-overcast-symbolic",
        "cloud.rain": "weather-showers-symbolic", "snowflake": "weather-snow-symbolic", "bolt": "weather-storm-symbolic",
        "flag": "emoji-flags-symbolic", "tag": "bookmark-new-symbolic", "paperclip": "mail-attachment-symbolic",
        "printer": "printer-symbolic", "keyboard": "input-keyboard-symbolic", "desktopcomputer": "computer-symbolic",
        "wifi": "network-wireless-symbolic", "battery.100": "battery-full-symbolic",
        "slider.horizontal.3": "preferences-other-symbolic", "line.3.horizontal.decrease.circle": "preferences-other-symbolic",
        "arrow.up.arrow.down": "view-sort-ascending-symbolic", "arrow.left": "go-previous-symbolic", "arrow.right": "go-next-symbolic",
        "arrow.triangle.2.circlepath": "view-refresh-symbolic", "sidebar.left": "sidebar-show-symbolic",
        "square.and.arrow.down.on.square": "document-save-symbolic", "doc.badge.plus": "document-new-symbolic",
        "plus.square": "list-add-symbolic", "plus.app": "list-add-symbolic", "xmark.square": "window-close-symbolic",
        "person.2": "system-users-symbolic", "person.crop.circle": "avatar-default-symbolic",
        "bubble.left": "chat-message-new-symbolic", "message": "chat-message-new-symbolic", "hand.thumbsup": "emblem-ok-symbolic",
        "exclamationmark.circle": "dialog-error-symbolic", "info.circle.fill": "help-about-symbolic",
        "questionmark": "help-browser-symbolic", "shippingbox": "package-x-generic-symbolic",
        "hammer": "applications-engineering-symbolic", "wrench": "preferences-system-symbolic",
        "leaf": "emblem-favorite-symbolic", "flame": "weather-clear-symbolic",
    ]
}
