import Cells
import Foundation
import Gtk

extension GestureAttribute: GtkWidgetAttribute {
    /// GTK's gesture controllers on the widget, added once (`GesturePointers`): every
    /// handler the view's `.gesture` modifiers hold now gets their events.
    public static func apply(_ value: [GestureHandler]?, previous: [GestureHandler]?, to widget: Widget) {
        let pointers = GesturePointers.of(widget)
        pointers.handlers = value ?? []
        if let value, !value.isEmpty { pointers.install(on: widget) }
    }
}

extension ContentShapeAttribute: GtkWidgetAttribute {
    /// Kept for the widget's gestures and tap: a press outside the shape is not the view's.
    public static func apply(_ value: ContentShape?, previous: ContentShape?, to widget: Widget) {
        EventControllers.holder(for: widget).contentShape = value
    }
}

extension HoverAttribute: GtkWidgetAttribute {
    /// A `GtkEventControllerMotion` on the widget, added once: its "enter" and "leave" run
    /// the action the modifier holds now.
    public static func apply(_ value: HoverAction?, previous: HoverAction?, to widget: Widget) {
        let holder = EventControllers.holder(for: widget)
        holder.hover = value
        guard value != nil, holder.motionController == nil else { return }
        let motion = EventControllerMotion()
        widget.addController(motion)
        holder.motionController = motion
        motion.onEnter { [weak holder] _, _ in holder?.hover?.pointerMoved(inside: true) }
        motion.onLeave { [weak holder] in holder?.hover?.pointerMoved(inside: false) }
    }
}

/// The pointer controllers of one widget with gestures, and the events they hand its
/// ``GestureHandler``s. SwiftUI's precedence maps onto GTK's event propagation:
/// - `.highPriorityGesture` handlers get a `GtkGestureDrag` in the capture phase (they see a
///   press before the widgets inside), the others one in the bubble phase (after them);
/// - a handler that recognizes its gesture claims the pointer's sequence
///   (`GTK_EVENT_SEQUENCE_CLAIMED`), so GTK cancels it for the other widgets' gestures;
/// - `.simultaneousGesture` handlers never claim, and see the pointer through a
///   capture-phase legacy controller, which no claim cancels.
/// Pinches come from a `GtkGestureZoom` and from Ctrl with the wheel, as GNOME's viewers
/// zoom; turns from a `GtkGestureRotate` (touchscreens and touchpads only).
@MainActor
final class GesturePointers {
    var handlers: [GestureHandler] = []
    private var isInstalled = false
    /// The widget, unretained: this object lives in its holder, dropped when it finalizes.
    private var widgetPointer: UnsafeMutablePointer<GtkWidget>?
    private var contentShape: () -> ContentShape? = { nil }
    /// Where each drag controller's press was, in the widget.
    private var dragStarts: [GtkPropagationPhase.RawValue: CGPoint] = [:]
    /// Presses a list row took from a drag controller, by its phase: which handlers the rest
    /// of the press (from the legacy controller) goes to.
    private var rescued: [GtkPropagationPhase.RawValue: @MainActor (GestureHandler) -> Bool] = [:]
    private var deadlineSource: UInt32?
    /// The drag controller whose press is under way: a long press recognized at its deadline
    /// claims the pointer through it.
    private var pressedDrag: OpaquePointer?
    /// Ctrl+wheel: the scale so far, and the timer that ends the pinch after the last turn.
    private var wheelScale = 1.0
    private var wheelEnd: UInt32?

    static func of(_ widget: Widget) -> GesturePointers {
        let holder = EventControllers.holder(for: widget)
        if let pointers = holder.gestures { return pointers }
        let pointers = GesturePointers()
        pointers.contentShape = { [weak holder] in holder?.contentShape }
        holder.gestures = pointers
        return pointers
    }

    isolated deinit {
        if let deadlineSource { MainLoop.cancel(sourceID: deadlineSource) }
        if let wheelEnd { MainLoop.cancel(sourceID: wheelEnd) }
    }

    func install(on widget: Widget) {
        guard !isInstalled else { return }
        isInstalled = true
        widgetPointer = widget.widgetPointer
        addDrag(to: widget, phase: GTK_PHASE_CAPTURE) { $0.priority == .high }
        addDrag(to: widget, phase: GTK_PHASE_BUBBLE) { $0.priority == .normal }
        addLegacyPointer(to: widget) { $0.priority == .simultaneous }

        // The handlers hold the controllers' C pointers, not their Swift handles: a
        // controller lives as long as its widget holds it, and its handlers go with it.
        let zoomHandle = GestureZoom()
        let zoom = OpaquePointer(zoomHandle.rawPointer)
        zoomHandle.onScaleChanged { [weak self] scale in
            self?.dispatch(.magnified(scale: scale, isFinal: false, time: Self.now), claiming: zoom)
        }
        zoomHandle.onEnd { [weak self] _ in
            let scale = gtk_gesture_zoom_get_scale_delta(zoom)
            self?.dispatch(.magnified(scale: scale, isFinal: true, time: Self.now), claiming: nil)
        }
        widget.addController(zoomHandle)

        let rotateHandle = GestureRotate()
        let rotate = OpaquePointer(rotateHandle.rawPointer)
        rotateHandle.onAngleChanged { [weak self] _, delta in
            self?.dispatch(.rotated(radians: delta, isFinal: false, time: Self.now), claiming: rotate)
        }
        rotateHandle.onEnd { [weak self] _ in
            let delta = gtk_gesture_rotate_get_angle_delta(rotate)
            self?.dispatch(.rotated(radians: delta, isFinal: true, time: Self.now), claiming: nil)
        }
        widget.addController(rotateHandle)

        let wheelHandle = EventControllerScroll(taking: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!))
        let wheel = OpaquePointer(wheelHandle.rawPointer)
        wheelHandle.onScroll { [weak self] _, dy in
            guard let self else { return false }
            let state = gtk_event_controller_get_current_event_state(wheel)
            guard state.rawValue & GDK_CONTROL_MASK.rawValue != 0 else { return false }
            return self.wheelZoom(by: dy)
        }
        widget.addController(wheelHandle)
    }

    private func addDrag(to widget: Widget, phase: GtkPropagationPhase, _ serves: @escaping @MainActor (GestureHandler) -> Bool) {
        let dragHandle = GestureDrag()
        let drag = OpaquePointer(dragHandle.rawPointer)
        gtk_event_controller_set_propagation_phase(drag, phase)
        let key = phase.rawValue
        dragHandle.onDragBegin { [weak self] x, y in
            guard let self else { return }
            let start = CGPoint(x: x, y: y)
            guard self.takesPress(at: start) else {
                gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            self.dragStarts[key] = start
            self.pressedDrag = drag
            self.dispatch(.pressed(start, time: Self.now), to: serves, claiming: drag)
        }
        dragHandle.onDragUpdate { [weak self] dx, dy in
            guard let self, let start = self.dragStarts[key] else { return }
            self.dispatch(.moved(CGPoint(x: start.x + dx, y: start.y + dy), time: Self.now), to: serves, claiming: drag)
        }
        dragHandle.onDragEnd { [weak self] dx, dy in
            guard let self, let start = self.dragStarts.removeValue(forKey: key) else { return }
            // A tap recognized on release claims it, so the views around do not see it too.
            self.dispatch(.released(CGPoint(x: start.x + dx, y: start.y + dy), time: Self.now), to: serves, claiming: drag)
            if self.pressedDrag == drag { self.pressedDrag = nil }
        }
        dragHandle.onCancel { [weak self] _ in
            guard let self, let start = self.dragStarts.removeValue(forKey: key) else { return }
            if self.pressedDrag == drag { self.pressedDrag = nil }
            // The list row around took the press (its click selects it): the gesture goes
            // on, fed by the legacy controller, as SwiftUI's does in a selectable row. Taken
            // by one of our gestures, or by a control the press was on, it is over.
            if !GestureClaims.isClaiming, self.isInListRow, !self.pressIsOnAControl(at: start) {
                self.rescued[key] = serves
                return
            }
            self.dispatch(.cancelled, to: serves, claiming: nil)
        }
        widget.addController(dragHandle)
    }

    /// The pointer as the legacy controller sees it: the press, motion and release themselves,
    /// in the capture phase, which no gesture's claim cancels. The simultaneous handlers'
    /// pointer (a gesture of ours would lose it to the inner view's tap, and hear no release),
    /// and the rest of a press a list row took from a drag controller (``rescued``).
    private func addLegacyPointer(to widget: Widget, _ serves: @escaping @MainActor (GestureHandler) -> Bool) {
        let events = EventControllerLegacy()
        events.propagationPhase = GTK_PHASE_CAPTURE
        var isPressed = false
        events.onEvent { [weak self] event in
            guard let self, let event = event.map(OpaquePointer.init), let point = self.location(of: event) else { return false }
            switch gdk_event_get_event_type(event) {
            case GDK_BUTTON_PRESS where gdk_button_event_get_button(event) == 1 && self.takesPress(at: point):
                isPressed = true
                self.dispatch(.pressed(point, time: Self.now), to: serves, claiming: nil)
            case GDK_MOTION_NOTIFY:
                if isPressed { self.dispatch(.moved(point, time: Self.now), to: serves, claiming: nil) }
                for rescue in self.rescued.values { self.dispatch(.moved(point, time: Self.now), to: rescue, claiming: nil) }
            case GDK_BUTTON_RELEASE where gdk_button_event_get_button(event) == 1:
                if isPressed { self.dispatch(.released(point, time: Self.now), to: serves, claiming: nil) }
                isPressed = false
                let rescues = self.rescued
                self.rescued = [:]
                for rescue in rescues.values { self.dispatch(.released(point, time: Self.now), to: rescue, claiming: nil) }
            default:
                break
            }
            return false  // the widget and its children handle the event as ever
        }
        widget.addController(events)
    }

    /// Whether the widget is inside a row of a `GtkListView`.
    private var isInListRow: Bool {
        widgetPointer.flatMap(enclosingListRow(of:)) != nil
    }

    /// Whether the press at `point` was on a control inside the view (a button, a check box, a
    /// switch, a text field, a slider, a drop-down), which takes a click itself.
    private func pressIsOnAControl(at point: CGPoint) -> Bool {
        guard let widget = widgetPointer, var current = gtk_widget_pick(widget, point.x, point.y, GTK_PICK_DEFAULT) else { return false }
        let controls = [gtk_button_get_type(), gtk_check_button_get_type(), gtk_switch_get_type(), gtk_text_get_type(),
                        gtk_range_get_type(), gtk_drop_down_get_type(), gtk_spin_button_get_type()]
        while current != widget {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if controls.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) { return true }
            guard let parent = gtk_widget_get_parent(current) else { break }
            current = parent
        }
        return false
    }

    /// Whether a press at `point` is on the view: inside its `.contentShape`, if it has one.
    private func takesPress(at point: CGPoint) -> Bool {
        guard let shape = contentShape(), let widget = widgetPointer else { return true }
        return shape.contains(point, in: CGSize(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget))))
    }

    /// Where a pointer event happened, in the widget's coordinates.
    private func location(of event: OpaquePointer) -> CGPoint? {
        guard let widget = widgetPointer, let native = gtk_widget_get_native(widget) else { return nil }
        var x = 0.0, y = 0.0, surfaceX = 0.0, surfaceY = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var widgetX = 0.0, widgetY = 0.0
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_translate_coordinates(nativeWidget, widget, x - surfaceX, y - surfaceY, &widgetX, &widgetY) != 0 else { return nil }
        return CGPoint(x: widgetX, y: widgetY)
    }

    /// Ctrl+wheel as a pinch: each notch scales by 10 %, up for the wheel turned away from
    /// the user; the pinch ends a quarter second after the last notch.
    private func wheelZoom(by dy: Double) -> Bool {
        guard handlers.contains(where: { $0.isEnabled }) else { return false }
        wheelScale *= pow(1.1, -dy)
        dispatch(.magnified(scale: wheelScale, isFinal: false, time: Self.now), claiming: nil)
        if let wheelEnd { MainLoop.cancel(sourceID: wheelEnd) }
        wheelEnd = MainLoop.schedule(afterMilliseconds: 250) { [weak self] in
            guard let self else { return }
            self.wheelEnd = nil
            let scale = self.wheelScale
            self.wheelScale = 1
            self.dispatch(.magnified(scale: scale, isFinal: true, time: Self.now), claiming: nil)
        }
        return true
    }

    /// Hands `event` to the handlers `serves` picks; claims the pointer for `controller`
    /// when one of them recognized its gesture; asks for the time a handler waits for.
    private func dispatch(_ event: GestureEvent, to serves: (GestureHandler) -> Bool = { _ in true }, claiming controller: OpaquePointer?) {
        if let widget = widgetPointer, let root = gtk_widget_get_root(widget) {
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(widget, UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self), 0, 0, &x, &y)
            GestureCoordinates.viewOriginInWindow = CGPoint(x: x, y: y)
        }
        var claims = false
        for handler in handlers where serves(handler) {
            if handler.handle(event) { claims = true }
        }
        if claims, let controller {
            GestureClaims.isClaiming = true
            gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED)
            GestureClaims.isClaiming = false
        }
        scheduleDeadline()
    }

    /// Wakes the handlers when the earliest time one waits for comes (a long press).
    private func scheduleDeadline() {
        if let deadlineSource { MainLoop.cancel(sourceID: deadlineSource) }
        deadlineSource = nil
        guard let deadline = handlers.compactMap(\.deadline).min() else { return }
        let wait = max(0, deadline - Self.now)
        deadlineSource = MainLoop.schedule(afterMilliseconds: UInt32((wait * 1000).rounded(.up))) { [weak self] in
            guard let self else { return }
            self.deadlineSource = nil
            self.dispatch(.timeReached(Self.now), claiming: self.pressedDrag)
        }
    }


    /// Seconds on GLib's monotonic clock.
    private static var now: Double { MainLoop.monotonicMilliseconds / 1000 }
}

/// Whether one of our gestures is claiming the pointer now: a drag controller cancelled
/// meanwhile lost it to a gesture of ours, not to a GTK widget.
@MainActor
enum GestureClaims {
    static var isClaiming = false
}
