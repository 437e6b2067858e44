import CGtk

/// A top-level window (GtkApplicationWindow when given an application, else GtkWindow).
///
/// GTK owns top-level windows until they are destroyed; this wrapper adds its own reference,
/// so the GObject lives until both are gone.
@MainActor
public final class Window: Widget {
    private var windowPointer: UnsafeMutablePointer<GtkWindow> { cast(rawPointer) }
    private var childWidget: Widget?
    private var titlebarWidget: Widget?

    public init(application: Application?) {
        if let application {
            super.init(retaining: gtk_application_window_new(cast(application.rawPointer)))
        } else {
            super.init(retaining: gtk_window_new())
        }
        TooltipGuard.install()
        releasesWhatOutlivesItWhenClosing()
    }

    /// A window (not an application's) that screen readers present with `role`: a dialog
    /// (`GTK_ACCESSIBLE_ROLE_DIALOG`) or an alert (`GTK_ACCESSIBLE_ROLE_ALERT_DIALOG`).
    public init(accessibleRole role: GtkAccessibleRole) {
        super.init(retaining: cells_window_new_with_role(role))
        TooltipGuard.install()
        releasesWhatOutlivesItWhenClosing()
    }

    /// Lets go of what GTK 4.8 would still reach of a closing window once it is gone:
    /// - its default widget (a button with `.keyboardShortcut(.defaultAction)`), a plain
    ///   pointer of the window's, cleared while the button lives;
    /// - its open popovers (a menu, a context menu): an open popover holds GDK's keyboard and
    ///   pointer grab, which outlives a window destroyed under it (then no input reaches any
    ///   window of the process; plain C GTK does the same);
    /// - the display's tooltip, whose 500 ms popup timer, armed when the pointer entered a
    ///   surface (a popover opening under it), then reads that surface's freed pointer
    ///   (criticals in `gdk_surface_get_device_position`, `_gtk_widget_find_at_coords`): it
    ///   is forgotten as GTK itself does when browse mode ends, and made anew on the next
    ///   pointer motion.
    ///
    /// Runs again harmlessly.
    public func releaseWhatOutlivesIt() {
        Self.releaseWhatOutlivesIt(of: widgetPointer)
    }

    /// ``releaseWhatOutlivesIt()`` for any GtkWindow, ours or not (the Keyboard Shortcuts
    /// window, the About dialog).
    public static func releaseWhatOutlivesIt(of window: UnsafeMutablePointer<GtkWidget>) {
        gtk_window_set_default_widget(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), nil)
        for popover in widgets(ofType: gtk_popover_get_type(), at: window) where gtk_widget_get_visible(popover) != 0 {
            gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        }
        forgetTooltip(of: window)
    }

    /// Forgets the display's tooltip, as GTK does when browse mode ends: its popup timer
    /// goes with it, and the next pointer motion makes a new one.
    static func forgetTooltip(of window: UnsafeMutablePointer<GtkWidget>) {
        if let display = gtk_widget_get_display(window) {
            g_object_set_qdata(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GObject.self),
                               g_quark_from_static_string("gdk-display-current-tooltip"), nil)
        }
    }

    public var title: String? {
        get { string(gtk_window_get_title(windowPointer)) }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, gint(width), gint(height))
    }

    /// Keeps the window at least `width` pixels wide, however narrow its content may get (a
    /// size request: the window manager's minimum width is the larger of the two).
    public func keepsNarrowestWidth(_ width: Int) {
        gtk_widget_set_size_request(widgetPointer, gint(width), -1)
    }

    /// Makes the default height what the title bar and the child ask for at the default width
    /// (their natural heights), if that is more, up to `maximum`: a form opens without
    /// scrolling, a long one fills at most `maximum`. Call it once the child is set.
    public func growDefaultHeightToContent(upTo maximum: Int) {
        var width: gint = 0, height: gint = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        func naturalHeight(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Int {
            guard let widget else { return 0 }
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
            return Int(natural)
        }
        let wanted = min(naturalHeight(gtk_window_get_titlebar(windowPointer)) + naturalHeight(gtk_window_get_child(windowPointer)), maximum)
        if wanted > Int(height) { gtk_window_set_default_size(windowPointer, width, gint(wanted)) }
    }

    /// The window's content; kept alive by the window.
    public var child: Widget? {
        get { childWidget }
        set {
            childWidget = newValue
            gtk_window_set_child(windowPointer, newValue?.widgetPointer)
        }
    }

    /// The widget in the window's title bar area (a ``HeaderBar``); nil for the default.
    public var titlebar: Widget? {
        get { titlebarWidget }
        set {
            titlebarWidget = newValue
            gtk_window_set_titlebar(windowPointer, newValue?.widgetPointer)
        }
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(windowPointer) }

    /// Asks the window to close, as its close button does ("close-request" may stop it).
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window at once (after ``releaseWhatOutlivesIt()``).
    public func destroy() {
        releaseWhatOutlivesIt()
        gtk_window_destroy(windowPointer)
    }

    // "close-request" (return true to keep the window open) and "destroy" are generated:
    // WindowProtocol.onCloseRequest and WidgetProtocol.onDestroy.

    /// Calls `handler` once, when the window's first frame has been painted: the moment the
    /// user can see it (for a window already on screen, its next frame). The frame clock
    /// exists from realization on, so before that this waits for "realize". Nothing is kept
    /// once it has run, or if the window dies first.
    public func onFirstFramePainted(_ handler: @escaping @MainActor () -> Void) {
        if gtk_widget_get_realized(widgetPointer) != 0 {
            waitForFirstPaint(handler)
            return
        }
        var realize: SignalConnection?
        realize = onRealize { [weak self] in
            realize?.disconnect()
            self?.waitForFirstPaint(handler)
        }
    }

    private func waitForFirstPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clockPointer = gtk_widget_get_frame_clock(widgetPointer) else { return }
        // The handle only connects: the clock keeps the connection, and releases the closure
        // with itself if it goes before painting.
        let clock = FrameClock(retaining: UnsafeMutableRawPointer(clockPointer))
        var paint: SignalConnection?
        paint = clock.onAfterPaint {
            paint?.disconnect()
            handler()
        }
    }
}

extension WindowProtocol {
    /// Makes the window let go of what would outlive it (``Window/releaseWhatOutlivesIt()``)
    /// when asked to close, before the handlers connected after this one; every ``Window``
    /// does from its start. The handler goes with the window. (The tooltip is forgotten again
    /// as any window's or popover's surface goes: `TooltipGuard`.)
    public func releasesWhatOutlivesItWhenClosing() {
        let window = rawPointer.assumingMemoryBound(to: GtkWidget.self)  // alive while its handlers can run
        onCloseRequest {
            Window.releaseWhatOutlivesIt(of: window)
            return false
        }
    }
}
