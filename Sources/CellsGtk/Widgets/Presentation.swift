import CGtk
import Cells
import Gtk

/// `.alert`, `.confirmationDialog` and `.sheet`: a box holding the presenting view, and while
/// presented, a modal `GtkWindow` transient for the window the box is in, holding the
/// presented view. Escape and the close button ask the view to dismiss (its binding goes back
/// to false or nil); the next update takes the window down.
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
    private var pendingShow: UInt32?

    func show(_ content: Widget, over box: Box, properties: PresentationProperties, actions: WidgetActions<PresentationActions>) {
        if let window {
            if window.child !== content { window.child = content }
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
            window.setDefaultSize(width: 420, height: 300)
        } else {
            gtk_window_set_resizable(windowPointer(window), 0)
            window.addCSSClass("cells-alert")
        }
        window.child = content
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
        window.onCloseRequest {
            actions.perform(checksWidget: false) { $0.dismiss() }
            return true
        }
        present(over: box)
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

    /// A sheet has no title: screen readers name its window by its first text (its heading),
    /// as GTK names a dialog by its title.
    private func nameSheet(_ properties: PresentationProperties) {
        guard let window, properties.title.isEmpty else { return }
        window.setDerivedAccessibleLabel(window.child?.firstLabelText)
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
        // Its default widget, open popovers and the tooltip's timer (GTK 4.8 keeps pointers).
        window.releaseWhatOutlivesIt()
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
