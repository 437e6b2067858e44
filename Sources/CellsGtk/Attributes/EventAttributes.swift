import Cells
import Foundation
import Gtk
import Glibc

extension TapGestureAttribute: GtkWidgetAttribute {
    /// A `GtkGestureClick` on the widget, added once; a click runs the action the modifier
    /// holds now, on the click that completes its count: every click for a single tap, the
    /// second click of a double click (GTK numbers the clicks of a series) for `count: 2`.
    public static func apply(_ value: TapAction?, previous: TapAction?, to widget: Widget) {
        let holder = EventControllers.holder(for: widget)
        holder.tap = value
        guard value != nil, holder.clickGesture == nil else { return }
        let gesture = GestureClick()
        widget.addController(gesture)
        holder.clickGesture = gesture
        let widgetPointer = widget.widgetPointer
        gesture.onReleased { [weak holder] clicks, x, y in
            guard let holder, let tap = holder.tap, clicks % Int32(max(1, tap.count)) == 0 else { return }
            // A click outside the view's `.contentShape` is not on it.
            let size = CGSize(width: Double(gtk_widget_get_width(widgetPointer)), height: Double(gtk_widget_get_height(widgetPointer)))
            if let shape = holder.contentShape, !shape.contains(CGPoint(x: x, y: y), in: size) { return }
            tap.perform()
        }
    }
}

extension FocusAttribute: GtkWidgetAttribute {
    /// A `GtkEventControllerFocus` on the widget, added once: the focus entering or leaving
    /// the widget (or a widget inside it, as an entry's text) reports to every request;
    /// a request that newly wants the focus grabs it, one that no longer does gives it up.
    public static func apply(_ value: [FocusRequest]?, previous: [FocusRequest]?, to widget: Widget) {
        let holder = EventControllers.holder(for: widget)
        holder.focusRequests = value ?? []
        if holder.focusController == nil, value != nil {
            let controller = EventControllerFocus()
            widget.addController(controller)
            holder.focusController = controller
            let report: @MainActor (Bool) -> Void = { [weak holder] focused in
                guard let holder else { return }
                for request in holder.focusRequests { request.reporter.focusChanged(focused) }
            }
            controller.onEnter { report(true) }
            controller.onLeave { report(false) }
        }
        let wanted = (value ?? []).contains { $0.wantsFocus }
        let wantedBefore = (previous ?? []).contains { $0.wantsFocus }
        if wanted, !wantedBefore {
            if gtk_widget_get_root(widget.widgetPointer) == nil {
                // Not in a window yet (focus asked for in .onAppear): take it when shown.
                if holder.mapConnection == nil {
                    holder.mapConnection = widget.onMap { [weak holder, weak widget] in
                        guard let holder, let widget, holder.focusRequests.contains(where: { $0.wantsFocus }) else { return }
                        EventControllers.focus(widget)
                    }
                }
            } else {
                EventControllers.focus(widget)
            }
        } else if !wanted, wantedBefore, EventControllers.containsFocus(widget) {
            if let root = gtk_widget_get_root(widget.widgetPointer) { gtk_root_set_focus(root, nil) }
        }
    }
}

/// What the event attributes added to one widget, kept while the widget lives.
@MainActor
final class EventControllerHolder {
    var tap: TapAction?
    var clickGesture: GestureClick?
    var focusRequests: [FocusRequest] = []
    var focusController: EventControllerFocus?
    var mapConnection: SignalConnection?
    var shortcutController: GObjectHandle?
    var isDefaultAction = false
    var defaultMapConnection: SignalConnection?
    var defaultUnmapConnection: SignalConnection?
    var gestures: GesturePointers?
    var contentShape: ContentShape?
    var hover: HoverAction?
    var motionController: EventControllerMotion?
}

@MainActor
enum EventControllers {
    /// Holders by widget, dropped when the widget is finalized (a weak reference notify).
    private static var holders: [UnsafeMutableRawPointer: EventControllerHolder] = [:]

    static func holder(for widget: Widget) -> EventControllerHolder {
        let key = widget.rawPointer
        if let holder = holders[key] { return holder }
        let holder = EventControllerHolder()
        holders[key] = holder
        g_object_weak_ref(widget.objectPointer, { _, object in
            assumingMainActor { EventControllers.drop(UnsafeMutableRawPointer(object!)) }
        }, nil)
        return holder
    }

    /// The `.onTapGesture` action on the widget at `pointer`, if it has one.
    static func tapAction(of pointer: UnsafeMutableRawPointer) -> TapAction? {
        holders[pointer]?.tap
    }

    private static func drop(_ key: UnsafeMutableRawPointer) {
        holders[key] = nil
    }

    /// Moves the focus to the widget, or (a container that takes none) into its first focusable widget.
    static func focus(_ widget: Widget) {
        guard !containsFocus(widget) else { return }
        widget.grabFocus()
        if !containsFocus(widget) { gtk_widget_child_focus(widget.widgetPointer, GTK_DIR_TAB_FORWARD) }
    }

    /// Whether the keyboard focus is on the widget or inside it.
    static func containsFocus(_ widget: Widget) -> Bool {
        gtk_widget_has_focus(widget.widgetPointer) != 0
            || gtk_widget_get_state_flags(widget.widgetPointer).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }
}
