import Cells
import Gtk

extension KeyPressAttribute: GtkWidgetAttribute {
    /// A `GtkEventControllerKey` on the widget, added once, in the capture phase: a key
    /// pressed while the focus is on the widget or inside it reaches the `.onKeyPress`
    /// handlers before the focused widget (an entry) takes it, as SwiftUI's do. The outermost
    /// widget with handlers on the way to the focus hands the key to every handler on that way,
    /// from the focused widget outwards, until one is `.handled` (which stops the key).
    public static func apply(_ value: [KeyPressHandler]?, previous: [KeyPressHandler]?, to widget: Widget) {
        let state = KeyPressControllers.state(for: widget)
        state.handlers = value ?? []
        guard value != nil, state.controller == nil else { return }
        let controller = EventControllerKey()
        controller.propagationPhase = GTK_PHASE_CAPTURE
        widget.addController(controller)
        state.controller = controller
        let pointer = widget.widgetPointer
        controller.onKeyPressed { keyval, keycode, modifiers in
            KeyPressControllers.keyEvent(at: pointer, keyval: keyval, keycode: keycode, modifiers: modifiers, released: false)
        }
        controller.onKeyReleased { keyval, keycode, modifiers in
            _ = KeyPressControllers.keyEvent(at: pointer, keyval: keyval, keycode: keycode, modifiers: modifiers, released: true)
        }
    }
}

/// What `.onKeyPress` added to one widget, kept while the widget lives.
@MainActor
final class KeyPressWidgetState {
    var handlers: [KeyPressHandler] = []
    var controller: EventControllerKey?
}

@MainActor
enum KeyPressControllers {
    /// States by widget, dropped when the widget is finalized (a weak reference notify).
    private static var states: [UnsafeMutableRawPointer: KeyPressWidgetState] = [:]
    /// The keys (hardware codes) down now, to tell a key held down (repeating) from a new press.
    private static var keysDown: Set<UInt32> = []

    static func state(for widget: Widget) -> KeyPressWidgetState {
        let key = widget.rawPointer
        if let state = states[key] { return state }
        let state = KeyPressWidgetState()
        states[key] = state
        g_object_weak_ref(widget.objectPointer, { _, object in
            assumingMainActor { KeyPressControllers.drop(UnsafeMutableRawPointer(object!)) }
        }, nil)
        return state
    }

    private static func drop(_ key: UnsafeMutableRawPointer) {
        states[key] = nil
    }

    private static func handlers(of widget: UnsafeMutablePointer<GtkWidget>) -> [KeyPressHandler] {
        states[UnsafeMutableRawPointer(widget)]?.handlers ?? []
    }

    /// A key event captured on `widget`: true when a handler handled it (GTK stops it).
    static func keyEvent(
        at widget: UnsafeMutablePointer<GtkWidget>, keyval: UInt32, keycode: UInt32, modifiers: GdkModifierType, released: Bool
    ) -> Bool {
        // The outermost widget with handlers dispatches to all of them: the inner ones,
        // reached later in the capture phase, leave the key alone.
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if !handlers(of: current).isEmpty { return false }
            ancestor = gtk_widget_get_parent(current)
        }
        let phase: KeyPress.Phases
        if released {
            keysDown.remove(keycode)
            phase = .up
        } else {
            phase = keysDown.insert(keycode).inserted ? .down : .repeat
        }
        guard let press = keyPress(keyval: keyval, modifiers: modifiers, phase: phase) else { return false }
        // From the focused widget outwards, up to this one.
        var chain: [UnsafeMutablePointer<GtkWidget>] = []
        if let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
           gtk_widget_is_ancestor(focus, widget) != 0 {
            var current: UnsafeMutablePointer<GtkWidget>? = focus
            while let node = current, node != widget {
                chain.append(node)
                current = gtk_widget_get_parent(node)
            }
        }
        chain.append(widget)
        for node in chain {
            let handlers = handlers(of: node)
            if !handlers.isEmpty, KeyPressAttribute.dispatch(press, to: handlers) == .handled { return true }
        }
        return false
    }

    /// The key press a GDK key event stands for; nil for a modifier key alone.
    static func keyPress(keyval: UInt32, modifiers state: GdkModifierType, phase: KeyPress.Phases) -> KeyPress? {
        var modifiers: EventModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.formUnion([.control, .command]) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if let named = NamedKeys.key(forKeyval: keyval) {
            return KeyPress(key: named, modifiers: modifiers, phase: phase)
        }
        let typed = gdk_keyval_to_unicode(keyval)
        let plain = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
        guard typed != 0, let typedScalar = Unicode.Scalar(typed) else { return nil }
        let keyScalar = Unicode.Scalar(plain) ?? typedScalar
        return KeyPress(
            key: KeyEquivalent(Character(keyScalar)), characters: String(Character(typedScalar)),
            modifiers: modifiers, phase: phase
        )
    }
}
