import CGtk
import Cells
import Gtk

/// `.alert`, `.confirmationDialog` and `.sheet`: a box holding the presenting view, and while
/// presented, a modal window transient for the window the box is in, holding the presented
/// view. Escape and the close button ask the view to dismiss (its binding goes back to false
/// or nil); the next update takes the window down. An alert or a confirmation dialog is
/// libadwaita's message dialog (``AlertPresentation``); a sheet is a `GtkWindow` whose title
/// bar is a header bar with its title and toolbar items (``SheetChrome``).
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

/// The window a presentation shows its view in, while it is up: a sheet's `GtkWindow`, or an
/// alert's message dialog.
@MainActor
public final class PresentedWindow {
    /// A sheet's modal window; nil while no sheet is presented.
    public private(set) var window: Window?
    /// An alert's or a confirmation dialog's message dialog, while one is up.
    public let alert = AlertPresentation()
    /// The presented view's widget (in the sheet's window).
    private var shownContent: Widget?
    private var pendingShow: UInt32?

    func show(_ content: Widget, over box: Box, properties: PresentationProperties, actions: WidgetActions<PresentationActions>) {
        if properties.kind != .sheet {
            alert.show(content, over: box, properties: properties, actions: actions)
            return
        }
        if let window {
            if shownContent !== content { setContent(content, of: window, properties: properties) }
            nameSheet(properties)
            return
        }
        // Screen readers announce a sheet as a dialog.
        let window = Window(accessibleRole: GTK_ACCESSIBLE_ROLE_DIALOG)
        self.window = window
        window.title = properties.title
        gtk_window_set_modal(windowPointer(window), 1)
        gtk_window_set_destroy_with_parent(windowPointer(window), 1)
        window.setDefaultSize(width: Self.sheetWidth(over: box), height: 300)
        setContent(content, of: window, properties: properties)
        // A sheet opens tall enough for its form, as far as the screen allows.
        window.growDefaultHeightToContent(upTo: HostedWindow.tallestOpeningHeight)
        nameSheet(properties)
        // Escape closes it, as a GtkDialog's does, and Ctrl+W, as it closes the app's windows
        // (the app's accelerators do not reach a window outside the app).
        closeOnEscapeAndControlW(window)
        // The close button and Escape: the view decides (its binding goes to false, and the
        // next update closes this window).
        window.onCloseRequest { [weak self] in
            // A sheet with a Cancel button: Escape and Ctrl+W press it, so its action runs (as
            // SwiftUI's Escape does for a `.cancellationAction`); it dismisses the sheet.
            if let content = self?.shownContent, SheetChrome.of(content)?.pressCancellationAction() == true { return true }
            // `.interactiveDismissDisabled()`: the sheet stays; its own buttons dismiss it.
            if let content = self?.shownContent, SheetChrome.of(content)?.isDismissDisabled == true { return true }
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

    /// Puts `content` in the window: a sheet's frame brings its header bar (the sheet's
    /// title, its toolbar items).
    private func setContent(_ content: Widget, of window: Window, properties: PresentationProperties) {
        shownContent = content
        window.child = content
        guard let sheet = SheetChrome.of(content) else { return }
        if window.titlebar !== sheet.headerBar {
            window.titlebar = sheet.headerBar
            sheet.headerBar.showsTitle(of: window)
        }
        let fallback = properties.title
        window.title = sheet.title ?? fallback
        gtk_window_set_deletable(windowPointer(window), sheet.isDismissDisabled ? 0 : 1)
        sheet.onTitleChange = { [weak self, weak window, weak sheet] title in
            window?.title = title ?? fallback
            // No close button while the sheet's content keeps it up.
            if let window, let sheet { gtk_window_set_deletable(windowPointer(window), sheet.isDismissDisabled ? 0 : 1) }
            self?.nameSheet(properties)
        }
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
        if let root = presentingWindow(of: box) {
            gtk_window_set_transient_for(windowPointer(window), root)
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
        alert.close()
        if let pendingShow { MainLoop.cancel(sourceID: pendingShow) }
        pendingShow = nil
        guard let window else { return }
        self.window = nil
        if let shownContent { SheetChrome.of(shownContent)?.onTitleChange = nil }
        shownContent = nil
        // Its default widget, open popovers and the tooltip's timer (GTK 4.8 keeps pointers).
        window.releaseWhatOutlivesIt()
        window.child = nil
        gtk_window_set_transient_for(windowPointer(window), nil)
        window.destroy()
    }

    /// The window this one is transient for (tests check it).
    public var transientParent: UnsafeMutablePointer<GtkWindow>? {
        guard let window else { return alert.dialog?.transientParent }
        return gtk_window_get_transient_for(windowPointer(window))
    }

    /// Whether the window is modal.
    public var isModal: Bool {
        guard let window else { return alert.dialog?.isModal ?? false }
        return gtk_window_get_modal(windowPointer(window)) != 0
    }
}

/// The window `widget` is in, if it is in one yet.
@MainActor func presentingWindow(of widget: Widget) -> UnsafeMutablePointer<GtkWindow>? {
    gtk_widget_get_root(widget.widgetPointer).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
}

/// Escape and Ctrl+W close `window` (through its close request), as they close a GtkDialog
/// and the app's windows (the app's accelerators do not reach a window outside the app).
@MainActor func closeOnEscapeAndControlW(_ window: Widget) {
    let shortcuts = gtk_shortcut_controller_new()!
    for trigger in ["Escape", "<Control>w"] {
        gtk_shortcut_controller_add_shortcut(
            shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new("window.close")))
    }
    gtk_widget_add_controller(window.widgetPointer, shortcuts)
}

@MainActor private func windowPointer(_ window: Window) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkWindow.self)
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

    /// Whether the content keeps the sheet up against Escape and the close button.
    var isDismissDisabled: Bool { chrome?.isDismissDisabled ?? false }

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
