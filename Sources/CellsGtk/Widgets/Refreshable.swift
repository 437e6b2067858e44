import Cells
import Gtk

/// A refreshable view as a `GtkOverlay`: the content is its child, GNOME's spinner an overlay
/// at the top centre while the refresh runs. Ctrl+R and F5 refresh while it is shown (managed
/// shortcuts: the window runs them wherever the focus is), and so does a pull past the top of
/// the first scrolled window inside ("edge-overshot" at the top: a touchpad or touchscreen
/// pull, or the wheel turned up at the top).
extension RefreshableProperties: GtkWidgetBinding {
    public typealias Actions = RefreshableActions

    public func makeCoordinator() -> RefreshParts {
        RefreshParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let overlay = Widget(taking: gtk_overlay_new())
        let parts = context.coordinator
        let spinner = Widget(taking: gtk_spinner_new())
        spinner.horizontalAlignment = .center
        spinner.verticalAlignment = .start
        spinner.marginTop = 12
        gtk_widget_set_size_request(spinner.widgetPointer, 32, 32)
        spinner.isVisible = false
        gtk_overlay_add_overlay(overlay.opaque, spinner.widgetPointer)
        parts.spinner = spinner
        let actions = context.actions
        for trigger in ["<Control>r", "F5"] {
            overlay.addShortcut(trigger, scope: GTK_SHORTCUT_SCOPE_MANAGED) { [weak overlay] in
                guard let overlay, gtk_widget_get_mapped(overlay.widgetPointer) != 0 else { return false }
                actions.perform(checksWidget: false) { $0.refresh() }
                return true
            }
        }
        parts.refresh = { actions.perform(checksWidget: false) { $0.refresh() } }
        return overlay
    }

    public func update(_ overlay: Widget, context: GtkWidgetContext<Self>) {
        guard let spinner = context.coordinator.spinner else { return }
        spinner.isVisible = isRefreshing
        gtk_spinner_set_spinning(spinner.opaque, isRefreshing ? 1 : 0)
        // Screen readers hear the state: busy while it refreshes.
        cells_accessible_set_boolean_state(overlay.widgetPointer, GTK_ACCESSIBLE_STATE_BUSY, isRefreshing ? 1 : 0)
    }

    public static func setChildren(_ children: [Widget], of overlay: Widget, context: GtkWidgetContext<Self>) {
        gtk_overlay_set_child(overlay.opaque, children.first?.widgetPointer)
        context.coordinator.watchPull(in: children.first)
    }
}

/// The spinner of a refreshable view, and the pull it watches.
@MainActor
public final class RefreshParts {
    var spinner: Widget?
    var refresh: (@MainActor () -> Void)?
    private var pulled: (scrolled: Widget, connection: SignalConnection)?

    /// Connects to the first scrolled window in `content`: a pull past its top refreshes.
    /// GTK reports an overshoot of the top for touch ("edge-overshot"); the wheel and a
    /// touchpad turned up while the view is at its top are counted here: two notches, or
    /// 150 pixels of smooth scrolling, within a second.
    func watchPull(in content: Widget?) {
        guard let content, let scrolled = Self.firstScrolledWindow(in: content.widgetPointer) else { return }
        if pulled?.scrolled.widgetPointer == scrolled { return }
        let window = ScrolledWindow(retaining: UnsafeMutableRawPointer(scrolled))
        let connection = window.onEdgeOvershot { [weak self] position in
            if position == GTK_POS_TOP { self?.refresh?() }
        }
        let wheelHandle = EventControllerScroll(taking: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!))
        let wheel = OpaquePointer(wheelHandle.rawPointer)
        gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE)
        wheelHandle.onScroll { [weak self] _, dy in
            guard let self, let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)) else { return false }
            let atTop = gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment)
            let now = MainLoop.monotonicMilliseconds
            if !atTop || dy >= 0 || now - pullStarted > 1000 { pullDistance = 0; pullStarted = now }
            guard atTop, dy < 0 else { return false }
            let isDiscrete = gtk_event_controller_scroll_get_unit(wheel) == GDK_SCROLL_UNIT_WHEEL
            pullDistance += isDiscrete ? -dy * 75 : -dy
            if pullDistance >= 150 {
                pullDistance = 0
                refresh?()
            }
            return false
        }
        window.addController(wheelHandle)
        pulled = (window, connection)
    }

    /// How far the pull has gone (pixels, a wheel notch counting 75) since it started.
    private var pullDistance = 0.0
    private var pullStarted = 0.0

    private static func firstScrolledWindow(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_scrolled_window_get_type()) != 0 {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = firstScrolledWindow(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
