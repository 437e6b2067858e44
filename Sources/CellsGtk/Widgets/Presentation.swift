import CGtk
import Cells
import Gtk

/// `.alert`, `.confirmationDialog` and `.sheet`: a box holding the presenting view, and while
/// presented, a modal `GtkWindow` transient for the window the box is in, holding the
/// presented view. Escape and the close button ask the view to dismiss (its binding goes back
/// to false or nil); the next update takes the window down. An alert or a confirmation
/// dialog is a GNOME message dialog (no title bar, its buttons by ``AlertButtonsLayout``); a
/// sheet's title bar is a header bar with its title and toolbar items (``SheetChrome``).
extension PresentationProperties: GtkWidgetBinding {
    public typealias Actions = PresentationActions

    public func makeCoordinator() -> PresentedWindow {
        PresentedWindow()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        Box(orientation: .vertical)
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        if let window = context.coordinator.window, context.previous?.title != title { window.title = title }
    }

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        // The presenting view may be several widgets (a view with `.toolbar` items before
        // `.sheet`): the presented view is the last child, and only while presented.
        let presented = context.coordinator
        if context.current.isPresented, children.count > 1, let content = children.last {
            box.setChildren(Array(children.dropLast()))
            presented.show(content, over: box, properties: context.current, actions: context.actions)
        } else {
            box.setChildren(children)
            presented.close()
        }
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.close()
    }
}

/// The window a presentation shows its view in, while it is up.
@MainActor
public final class PresentedWindow {
    /// The modal window; nil while nothing is presented.
    public private(set) var window: Window?
    /// The presented view's widget (in the window, or in the alert's handle).
    private var shownContent: Widget?
    /// An alert's handle, which moves the window (it has no title bar).
    private var alertHandle: Widget?
    private var pendingShow: UInt32?

    func show(_ content: Widget, over box: Box, properties: PresentationProperties, actions: WidgetActions<PresentationActions>) {
        if let window {
            if shownContent !== content { setContent(content, of: window, properties: properties) }
            nameSheet(properties)
            return
        }
        // Screen readers announce an alert as one, a sheet as a dialog.
        let window = Window(accessibleRole: properties.kind == .sheet ? GTK_ACCESSIBLE_ROLE_DIALOG : GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        self.window = window
        window.title = properties.title
        gtk_window_set_modal(windowPointer(window), 1)
        gtk_window_set_destroy_with_parent(windowPointer(window), 1)
        if properties.kind == .sheet {
            window.setDefaultSize(width: Self.sheetWidth(over: box), height: 300)
        } else {
            // A message dialog, as GNOME's: no title bar (the heading is in the content, which
            // moves the window), as wide as its text, not resizable.
            gtk_window_set_resizable(windowPointer(window), 0)
            window.addCSSClass("cells-alert")
            let noTitlebar = Box(orientation: .horizontal)
            noTitlebar.isVisible = false
            window.titlebar = noTitlebar
        }
        setContent(content, of: window, properties: properties)
        // A sheet opens tall enough for its form, as far as the screen allows.
        if properties.kind == .sheet { window.growDefaultHeightToContent(upTo: HostedWindow.tallestOpeningHeight) }
        nameSheet(properties)
        if properties.kind != .sheet { focusSafeButton(in: window) }
        // Escape closes it, as a GtkDialog's does, and Ctrl+W, as it closes the app's windows
        // (the app's accelerators do not reach a window outside the app).
        let shortcuts = gtk_shortcut_controller_new()!
        for trigger in ["Escape", "<Control>w"] {
            gtk_shortcut_controller_add_shortcut(
                shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new("window.close")))
        }
        gtk_widget_add_controller(window.widgetPointer, shortcuts)
        // The close button and Escape: the view decides (its binding goes to false, and the
        // next update closes this window).
        window.onCloseRequest { [weak self] in
            // A sheet with a Cancel button: Escape and Ctrl+W press it, so its action runs (as
            // SwiftUI's Escape does for a `.cancellationAction`); it dismisses the sheet.
            if let content = self?.shownContent, SheetChrome.of(content)?.pressCancellationAction() == true { return true }
            actions.perform(checksWidget: false) { $0.dismiss() }
            return true
        }
        present(over: box)
    }

    /// A sheet opens 420 pixels wide, or as wide as a narrower presenting window (a phone's
    /// 360), so it fits where its window fits.
    private static func sheetWidth(over box: Box) -> Int {
        guard let root = gtk_widget_get_root(box.widgetPointer) else { return 420 }
        let width = Int(gtk_widget_get_width(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)))
        return width > 0 ? min(420, max(300, width)) : 420
    }

    /// An alert with a destructive button starts with the focus on another one (its Cancel),
    /// so Enter pressed out of habit does not destroy anything (GNOME's HIG: a destructive
    /// action is never the default). Without one, GTK focuses the first button.
    private func focusSafeButton(in window: Window) {
        let buttons = widgets(ofType: gtk_button_get_type(), at: window.widgetPointer, insideMatches: false)
        guard buttons.contains(where: { gtk_widget_has_css_class($0, "destructive-action") != 0 }),
              let safe = buttons.first(where: { gtk_widget_has_css_class($0, "destructive-action") == 0 }) else { return }
        gtk_window_set_focus(windowPointer(window), safe)
    }

    /// Puts `content` in the window: a sheet's frame brings its header bar (the sheet's
    /// title, its toolbar items); an alert's content goes in a handle that moves the window,
    /// with its text wrapped to the dialog's width.
    private func setContent(_ content: Widget, of window: Window, properties: PresentationProperties) {
        shownContent = content
        if properties.kind == .sheet {
            window.child = content
            guard let sheet = SheetChrome.of(content) else { return }
            if window.titlebar !== sheet.headerBar {
                window.titlebar = sheet.headerBar
                sheet.headerBar.showsTitle(of: window)
            }
            let fallback = properties.title
            window.title = sheet.title ?? fallback
            sheet.onTitleChange = { [weak self, weak window] title in
                window?.title = title ?? fallback
                self?.nameSheet(properties)
            }
            return
        }
        let handle = alertHandle ?? Widget(taking: UnsafeMutableRawPointer(gtk_window_handle_new()))
        alertHandle = handle
        gtk_window_handle_set_child(OpaquePointer(handle.rawPointer), content.widgetPointer)
        if window.child !== handle { window.child = handle }
        AlertButtonsLayout.wrapTexts(in: content)
    }

    /// Screen readers name a sheet's window by its title (`.navigationTitle`), or without one
    /// by its first text (its heading), as GTK names a dialog by its title.
    private func nameSheet(_ properties: PresentationProperties) {
        guard let window, properties.kind == .sheet else { return }
        let title = window.title ?? ""
        window.setDerivedAccessibleLabel(title.isEmpty ? shownContent?.firstLabelText : title)
    }

    /// Makes the window transient for the box's window and shows it; waits for the box to be
    /// in a window when it is not yet (a view presented in its first frame).
    private func present(over box: Box) {
        guard let window else { return }
        if let root = gtk_widget_get_root(box.widgetPointer) {
            gtk_window_set_transient_for(windowPointer(window), UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
            window.present()
            return
        }
        pendingShow = MainLoop.scheduleIdle { [weak self, weak box] in
            self?.pendingShow = nil
            if let box { self?.present(over: box) }
        }
    }

    /// Takes the window down and lets go of it.
    func close() {
        if let pendingShow { MainLoop.cancel(sourceID: pendingShow) }
        pendingShow = nil
        guard let window else { return }
        self.window = nil
        if let shownContent { SheetChrome.of(shownContent)?.onTitleChange = nil }
        shownContent = nil
        // Its default widget, open popovers and the tooltip's timer (GTK 4.8 keeps pointers).
        window.releaseWhatOutlivesIt()
        if let alertHandle { gtk_window_handle_set_child(OpaquePointer(alertHandle.rawPointer), nil) }
        alertHandle = nil
        window.child = nil
        gtk_window_set_transient_for(windowPointer(window), nil)
        window.destroy()
    }

    /// The window this one is transient for (tests check it).
    public var transientParent: UnsafeMutablePointer<GtkWindow>? {
        guard let window else { return nil }
        return gtk_window_get_transient_for(windowPointer(window))
    }

    /// Whether the window is modal.
    public var isModal: Bool {
        guard let window else { return false }
        return gtk_window_get_modal(windowPointer(window)) != 0
    }
}

@MainActor private func windowPointer(_ window: Window) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkWindow.self)
}

/// An alert's or a confirmation dialog's buttons, laid out as GNOME's message dialogs lay
/// them out (``AlertButtonsLayout``): a box the binding orders and orients.
extension AlertButtonsProperties: GtkWidgetBinding {
    public func makeCoordinator() -> AlertButtonsLayout {
        AlertButtonsLayout()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 12)
        box.addCSSClass("cells-alert-buttons")
        // The dialog's width: a message dialog is at least 300 pixels wide (with the 18-pixel
        // padding round its content), a confirmation dialog's column of choices 320.
        let width = context.current.kind == .alert ? AlertButtonsLayout.alertButtonsWidth : AlertButtonsLayout.dialogButtonsWidth
        gtk_widget_set_size_request(box.widgetPointer, gint(width), -1)
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.arrange(children, in: box, kind: context.current.kind)
    }
}

/// How an alert's and a confirmation dialog's buttons are ordered and styled, as GNOME's
/// message dialogs (AdwMessageDialog) do:
/// - an alert: one row of buttons of equal width, Cancel (role `.cancel`) first, the others
///   after in their order, so the destructive or default action is last. A lone action
///   without a role (an "OK") is the default: the suggested style, and Enter presses it.
///   More than two buttons, or two that do not fit side by side, stack in a column, the last
///   action on top and Cancel at the bottom;
/// - a confirmation dialog: a column of buttons across the dialog's width, Cancel set apart
///   at the bottom below a separator.
@MainActor
public final class AlertButtonsLayout {
    /// The width of an alert's buttons (the alert is 36 pixels wider).
    static let alertButtonsWidth = 264
    /// The width of a confirmation dialog's buttons.
    static let dialogButtonsWidth = 284
    static let spacing = 12

    private var separator: Widget?
    /// The button this layout made the default (a lone action), to give the place up.
    private weak var madeDefault: Widget?

    /// Orders, orients and styles `children` in `box`.
    func arrange(_ children: [Widget], in box: Box, kind: PresentationProperties.Kind) {
        let cancels = children.filter { ButtonRoleMark.role(of: $0) == .cancel }
        let actions = children.filter { ButtonRoleMark.role(of: $0) != .cancel }
        let box_ = OpaquePointer(box.rawPointer)
        if kind == .confirmationDialog {
            gtk_orientable_set_orientation(box_, GTK_ORIENTATION_VERTICAL)
            gtk_box_set_homogeneous(UnsafeMutablePointer(box_), 0)
            box.spacing = 6
            var ordered = actions
            if !cancels.isEmpty, !actions.isEmpty {
                let separator = self.separator ?? Widget(taking: UnsafeMutableRawPointer(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)))
                gtk_widget_set_margin_top(separator.widgetPointer, 6)
                gtk_widget_set_margin_bottom(separator.widgetPointer, 6)
                self.separator = separator
                ordered.append(separator)
            }
            ordered += cancels
            box.setChildren(ordered)
            return
        }
        makeLoneActionDefault(actions, cancels: cancels)
        let ordered = cancels + actions
        let fitsInARow = ordered.count <= 2 && Self.fitSideBySide(ordered)
        gtk_orientable_set_orientation(box_, fitsInARow ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        gtk_box_set_homogeneous(UnsafeMutablePointer(box_), fitsInARow ? 1 : 0)
        box.spacing = fitsInARow ? Self.spacing : 6
        box.setChildren(fitsInARow ? ordered : ordered.reversed())
    }

    /// Whether `buttons` fit side by side at equal widths in an alert's width.
    private static func fitSideBySide(_ buttons: [Widget]) -> Bool {
        guard buttons.count > 1 else { return true }
        let widest = buttons.map { button -> Int in
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_measure(button.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return Int(natural)
        }.max() ?? 0
        return widest * buttons.count + spacing * (buttons.count - 1) <= alertButtonsWidth
    }

    /// A lone action with no role (an alert's "OK", with or without Cancel) is the default,
    /// unless a button is the default already (`.keyboardShortcut(.defaultAction)`).
    private func makeLoneActionDefault(_ actions: [Widget], cancels: [Widget]) {
        let lone = actions.count == 1 && ButtonRoleMark.role(of: actions[0]) == nil && widgetIsA(actions[0].widgetPointer, gtk_button_get_type())
            ? actions[0] : nil
        if let madeDefault, madeDefault !== lone {
            KeyboardShortcutAttribute.apply(nil, previous: .defaultAction, to: madeDefault)
            self.madeDefault = nil
        }
        guard let lone, madeDefault == nil,
              !(actions + cancels).contains(where: { EventControllers.holder(for: $0).isDefaultAction }) else { return }
        KeyboardShortcutAttribute.apply(.defaultAction, previous: nil, to: lone)
        madeDefault = lone
    }

    /// An alert's text (its heading and message) wraps at the dialog's width, centred, as a
    /// message dialog's does; the buttons' labels stay as they are.
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

/// What role a button has in an alert (`Button(role:)`), kept on its GTK widget for the
/// alert's layout to find.
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

/// A sheet's frame: a box holding its content, and the header bar the sheet's window shows
/// as its title bar (``SheetChrome``).
extension SheetFrameProperties: GtkWidgetBinding {
    public func makeCoordinator() -> SheetChrome {
        SheetChrome(chrome: chrome.chrome)
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let box = Box(orientation: .vertical, spacing: 0)
        SheetChrome.register(context.coordinator, for: box)
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        SheetChrome.unregister(box)
    }
}

/// A sheet window's header bar, drawing the chrome its content sets: the title
/// (`.navigationTitle`), toolbar items (`.cancellationAction` at the start,
/// `.confirmationAction` at the end as the default button), and the window's close button
/// while the content has no cancellation action, so there is always a visible way out.
@MainActor
public final class SheetChrome {
    /// The sheet window's title bar.
    public let headerBar = HeaderBar()
    /// Runs when the content's title changes (nil: it set none).
    var onTitleChange: (@MainActor (String?) -> Void)?
    private weak var chrome: WindowChrome?
    /// The cancellation items' boxes in the header bar, by item.
    private var cancellationItems: [ObjectIdentifier: Widget] = [:]
    private static var frames: [UnsafeMutableRawPointer: SheetChromeReference] = [:]

    init(chrome: WindowChrome) {
        self.chrome = chrome
        chrome.host = self
        chrome.onChange = { [weak self] chrome in self?.onTitleChange?(chrome.title) }
    }

    /// The title the content set, if any.
    var title: String? { chrome?.title }

    /// The chrome of the sheet frame `widget`, if it is one.
    static func of(_ widget: Widget) -> SheetChrome? {
        frames[widget.rawPointer]?.chrome
    }

    static func register(_ chrome: SheetChrome, for frame: Widget) {
        frames[frame.rawPointer] = SheetChromeReference(chrome: chrome)
    }

    static func unregister(_ frame: Widget) {
        frames[frame.rawPointer] = nil
    }

    /// A toolbar item was packed in the header bar with `placement`.
    func itemPlaced(_ item: ObjectIdentifier, placement: ToolbarItemPlacement, in box: Widget) {
        if placement == .cancellationAction { cancellationItems[item] = box }
        showWindowButtons()
    }

    /// A toolbar item left the header bar.
    func itemRemoved(_ item: ObjectIdentifier) {
        cancellationItems[item] = nil
        showWindowButtons()
    }

    /// Clicks the sheet's Cancel button (the first button of a cancellation item), as a
    /// person would; false when the sheet has none.
    func pressCancellationAction() -> Bool {
        for box in cancellationItems.values {
            var cancel: UnsafeMutablePointer<GtkWidget>?
            walkWidgetTree(from: box.widgetPointer) { widget in
                guard widgetIsA(widget, gtk_button_get_type()) else { return .descend }
                if gtk_widget_is_sensitive(widget) != 0 { cancel = widget }
                return .stop
            }
            if let cancel {
                cells_emit_signal(UnsafeMutableRawPointer(cancel), "clicked")
                return true
            }
        }
        return false
    }

    /// The close button shows unless a cancellation action (a Cancel button) is the way out.
    private func showWindowButtons() {
        headerBar.showsTitleButtons = cancellationItems.isEmpty
    }
}

private struct SheetChromeReference {
    weak var chrome: SheetChrome?
}
