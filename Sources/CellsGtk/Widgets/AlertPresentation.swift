import CGtk
import Cells
import Gtk

/// An alert or a confirmation dialog as libadwaita's message dialog (`MessageDialog`): the
/// alert's title is the heading, its message views the dialog's extra child, and its
/// buttons the dialog's responses (``AlertResponses``): libadwaita lays them out (a row of
/// equal buttons, or a column when they do not fit), Enter activates the default response
/// and Escape the close response. A response clicks the view's own button, so its action
/// runs and the alert is dismissed as SwiftUI dismisses it; closing without one (Escape
/// with no Cancel button) asks the view to dismiss. The next update takes the dialog down.
@MainActor
public final class AlertPresentation {
    /// The dialog, while the alert is up.
    public private(set) var dialog: MessageDialog?
    private var shownContent: Widget?
    private let headingLink = PropertyLinks()
    private var pendingShow: UInt32?

    func show(_ content: Widget, over box: Box, properties: PresentationProperties, actions: WidgetActions<PresentationActions>) {
        let dialog = self.dialog ?? makeDialog(actions: actions)
        if shownContent !== content { setContent(content, of: dialog, properties: properties) }
        if self.dialog == nil {
            self.dialog = dialog
            present(over: box)
        }
    }

    private func makeDialog(actions: WidgetActions<PresentationActions>) -> MessageDialog {
        // Screen readers announce it as an alert (libadwaita's own role is a plain dialog).
        let dialog = MessageDialog(accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        // Ctrl+W closes it too, as it closes the app's windows (Escape is libadwaita's own).
        closeOnEscapeAndControlW(dialog)
        dialog.onResponse { [weak self] id in
            if let button = self?.responses?.button(for: id), gtk_widget_is_sensitive(button.widgetPointer) != 0 {
                cells_emit_signal(button.rawPointer, "clicked")  // the view's button: its action, then dismissal
            } else {
                actions.perform(checksWidget: false) { $0.dismiss() }
            }
        }
        return dialog
    }

    /// The heading is the alert's title label's text (the label itself is not shown); the
    /// rest of the content is the extra child, its text wrapped and centred as a message
    /// dialog's body; its buttons become responses.
    private func setContent(_ content: Widget, of dialog: MessageDialog, properties: PresentationProperties) {
        shownContent = content
        headingLink.unlinkAll()
        let title = widgets(ofType: gtk_label_get_type(), at: content.widgetPointer)
            .first { gtk_widget_has_css_class($0, PresentationProperties.alertTitleClass) != 0 }
        if let title {
            gtk_widget_set_visible(title, 0)
            headingLink.link(title, "label", to: dialog.rawPointer, "heading")
        } else {
            // A confirmation dialog with its title hidden: no heading (an empty one is hidden;
            // libadwaita takes no NULL), but still a name.
            adw_message_dialog_set_heading(dialog.rawPointer.assumingMemoryBound(to: AdwMessageDialog.self), "")
            gtk_window_set_title(UnsafeMutableRawPointer(dialog.rawPointer).assumingMemoryBound(to: GtkWindow.self), properties.title)
        }
        Self.wrapTexts(in: content)
        dialog.extraChild = content
        responses?.dialog = dialog
    }

    /// The responses of the alert's buttons box in the shown content.
    private var responses: AlertResponses? {
        guard let shownContent else { return nil }
        return AlertResponses.of(contentIn: shownContent)
    }

    private func present(over box: Box) {
        guard let dialog else { return }
        if let parent = presentingWindow(of: box) {
            dialog.present(over: parent)
            return
        }
        // A view presented in its first frame: its box is in a window at the next turn.
        pendingShow = MainLoop.scheduleIdle { [weak self, weak box] in
            self?.pendingShow = nil
            if let box { self?.present(over: box) }
        }
    }

    /// Takes the dialog down and lets go of it.
    func close() {
        if let pendingShow { MainLoop.cancel(sourceID: pendingShow) }
        pendingShow = nil
        headingLink.unlinkAll()
        responses?.dialog = nil
        shownContent = nil
        guard let dialog else { return }
        self.dialog = nil
        dialog.destroy()
    }

    /// An alert's text (its message) wraps at the dialog's width, centred, as a message
    /// dialog's body does; the buttons' labels stay as they are.
    static func wrapTexts(in content: Widget) {
        walkWidgetTree(from: content.widgetPointer) { widget in
            if widgetIsA(widget, gtk_button_get_type()) { return .skipChildren }
            guard widgetIsA(widget, gtk_label_get_type()) else { return .descend }
            let label = OpaquePointer(widget)
            gtk_label_set_wrap(label, 1)
            gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
            gtk_label_set_max_width_chars(label, 36)
            gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
            return .skipChildren
        }
    }
}

/// An alert's or a confirmation dialog's buttons: a hidden box holding the view's own
/// buttons, which the message dialog shows as its responses (``AlertResponses``).
extension AlertButtonsProperties: GtkWidgetBinding {
    public func makeCoordinator() -> AlertResponses {
        AlertResponses(kind: kind)
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        box.isVisible = false
        AlertResponses.register(context.coordinator, for: box)
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
        context.coordinator.buttons = children
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        AlertResponses.unregister(box)
    }
}

/// The responses a message dialog shows for an alert's buttons, in GNOME's order: Cancel
/// (role `.cancel`) first, then the other buttons in their order, so the destructive or
/// default action is last. A `.destructive` button is red; a lone action without a role (an
/// "OK") is the suggested default that Enter activates; with a destructive action the
/// default is Cancel, so Enter pressed out of habit destroys nothing (GNOME's HIG). Escape
/// is Cancel, or without one a plain dismissal.
@MainActor
public final class AlertResponses {
    let kind: PresentationProperties.Kind
    /// The view's buttons, in the order the view declares them.
    var buttons: [Widget] = [] {
        didSet { sync() }
    }
    /// The dialog showing them, while the alert is up.
    weak var dialog: MessageDialog? {
        didSet { sync() }
    }
    /// The response id of each shown button.
    private var buttonsByResponse: [String: Widget] = [:]
    /// The id reported when the dialog closes without an answer and there is no Cancel.
    static let dismissResponse = "dismiss"
    private static var boxes: [UnsafeMutableRawPointer: WeakResponses] = [:]

    init(kind: PresentationProperties.Kind) {
        self.kind = kind
    }

    /// The view's button behind response `id`.
    func button(for id: String) -> Widget? {
        buttonsByResponse[id]
    }

    /// Shows the buttons on the dialog as its responses.
    private func sync() {
        guard let dialog else { return }
        let cancels = buttons.filter { ButtonRoleMark.role(of: $0) == .cancel }
        let others = buttons.filter { ButtonRoleMark.role(of: $0) != .cancel }
        let lone = others.count == 1 && ButtonRoleMark.role(of: others[0]) == nil ? others[0] : nil
        let hasDestructive = others.contains { ButtonRoleMark.role(of: $0) == .destructive }
        var responses: [MessageDialog.Response] = []
        buttonsByResponse = [:]
        var defaultResponse: String?
        for (index, button) in (cancels + others).enumerated() {
            let id = "response-\(index)"
            buttonsByResponse[id] = button
            let appearance = ButtonRoleMark.role(of: button) == .destructive ? ADW_RESPONSE_DESTRUCTIVE
                : button === lone ? ADW_RESPONSE_SUGGESTED : ADW_RESPONSE_DEFAULT
            if button === lone || (hasDestructive && button === cancels.first) { defaultResponse = id }
            responses.append(MessageDialog.Response(
                id: id, label: Self.text(of: button), appearance: appearance,
                isEnabled: gtk_widget_is_sensitive(button.widgetPointer) != 0))
        }
        let closeResponse = cancels.isEmpty ? Self.dismissResponse : "response-0"
        dialog.setResponses(responses, defaultResponse: defaultResponse, closeResponse: closeResponse)
    }

    /// What a button says: its labels' text, or its accessible name (an icon-only button).
    private static func text(of button: Widget) -> String {
        let labels = widgets(ofType: gtk_label_get_type(), at: button.widgetPointer)
            .filter { gtk_widget_get_visible($0) != 0 }
            .compactMap { gtk_label_get_text(OpaquePointer($0)).map { String(cString: $0) } }
        return labels.isEmpty ? (Widget.accessibleLabel(of: button.widgetPointer) ?? "") : labels.joined(separator: " ")
    }

    /// The responses of the alert buttons box inside `content`, if there is one.
    static func of(contentIn content: Widget) -> AlertResponses? {
        var found: AlertResponses?
        walkWidgetTree(from: content.widgetPointer) { widget in
            if let responses = boxes[UnsafeMutableRawPointer(widget)]?.responses {
                found = responses
                return .stop
            }
            return .descend
        }
        return found
    }

    static func register(_ responses: AlertResponses, for box: Widget) {
        boxes[box.rawPointer] = WeakResponses(responses: responses)
    }

    static func unregister(_ box: Widget) {
        boxes[box.rawPointer] = nil
    }
}

private struct WeakResponses {
    weak var responses: AlertResponses?
}

/// What role a button has in an alert (`Button(role:)`), kept on its GTK widget for the
/// alert's responses to find.
@MainActor
enum ButtonRoleMark {
    private static let key = "cells-button-role"

    static func set(_ role: ButtonRole?, on widget: Widget) {
        let mark: Int = switch role {
        case .cancel: 1
        case .destructive: 2
        case nil: 0
        }
        g_object_set_data(widget.objectPointer, key, UnsafeMutableRawPointer(bitPattern: mark))
    }

    static func role(of widget: Widget) -> ButtonRole? {
        switch Int(bitPattern: g_object_get_data(widget.objectPointer, key)) {
        case 1: .cancel
        case 2: .destructive
        default: nil
        }
    }
}
