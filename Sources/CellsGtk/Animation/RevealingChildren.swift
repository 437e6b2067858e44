import Cells
import Gtk

/// A box's children coming and going with their transitions. In an animated transaction a
/// child the box did not show comes in a `GtkRevealer` that opens as its transition says
/// (fading, or sliding in from an edge), and a child the box no longer has stays, in its
/// revealer, until the revealer has closed; without an animation children come and go at
/// once, as ever. GTK's revealer follows the desktop's "reduce animation" setting.
@MainActor
enum RevealingChildren {
    /// A box's revealers: around each child that came animated, by child; and those closing
    /// around a child that left.
    private final class State {
        var revealers: [ObjectIdentifier: (child: Widget, revealer: Revealer)] = [:]
        var leaving: [ObjectIdentifier: Revealer] = [:]
        var isEmpty: Bool { revealers.isEmpty && leaving.isEmpty }
    }

    private static let key = "cells-revealing-children"

    /// Shows `children` in `box`, with their transitions if the update animates.
    static func setChildren(_ children: [Widget], of box: Box) {
        let animation = Transaction.current?.animation
        let existing = state(of: box)
        guard animation != nil || existing != nil else {
            box.setChildren(children)
            return
        }
        let state = existing ?? makeState(on: box)
        let shown = box.children
        let wanted = Set(children.map(ObjectIdentifier.init))
        var display: [Widget] = []
        var opening: [Revealer] = []
        for child in children {
            let id = ObjectIdentifier(child)
            if let revealer = state.revealers[id]?.revealer {
                if state.leaving.removeValue(forKey: ObjectIdentifier(revealer)) != nil {
                    opening.append(revealer)  // back before it had gone
                }
                display.append(revealer)
            } else if let animation, gtk_widget_get_parent(child.widgetPointer) == nil,
                      case let transition = WidgetTransitions.transition(of: child.widgetPointer), transition.insertion != .none {
                let revealer = Revealer()
                configure(revealer, transition.insertion, transition.animation ?? animation)
                revealer.revealChild = false
                gtk_revealer_set_child(revealerPointer(revealer), child.widgetPointer)
                state.revealers[id] = (child, revealer)
                display.append(revealer)
                opening.append(revealer)
            } else {
                display.append(child)
            }
        }
        // Children that left: those with a revealer close it (in an animated update), then go.
        for (index, widget) in shown.enumerated() where !display.contains(where: { $0 === widget }) {
            guard let revealer = widget as? Revealer, let child = child(of: revealer, in: state), !wanted.contains(ObjectIdentifier(child)) else { continue }
            let transition = WidgetTransitions.transition(of: child.widgetPointer)
            let motion = transition.removal
            guard let animation, motion != .none, gtk_widget_get_mapped(revealer.widgetPointer) != 0 else {
                state.revealers[ObjectIdentifier(child)] = nil
                state.leaving[ObjectIdentifier(revealer)] = nil
                continue
            }
            configure(revealer, motion, transition.animation ?? animation)
            revealer.revealChild = false
            state.leaving[ObjectIdentifier(revealer)] = revealer
            // It keeps its place: after the widget shown before it that stays.
            let before = shown[..<index].last { previous in display.contains { $0 === previous } }
            let place = before.flatMap { previous in display.firstIndex { $0 === previous } }.map { $0 + 1 } ?? 0
            display.insert(revealer, at: place)
            revealer.onNotifyChildRevealed { [weak box, weak revealer] revealed in
                guard !revealed, let box, let revealer else { return }
                finishLeaving(revealer, of: box)
            }
        }
        box.setChildren(display)
        for revealer in opening { revealer.revealChild = true }
        if state.isEmpty { clearState(of: box) }
    }

    /// A revealer closed around a child that left: it goes from the box.
    private static func finishLeaving(_ revealer: Revealer, of box: Box) {
        guard let state = state(of: box), state.leaving.removeValue(forKey: ObjectIdentifier(revealer)) != nil else { return }
        if let child = child(of: revealer, in: state) { state.revealers[ObjectIdentifier(child)] = nil }
        box.setChildren(box.children.filter { $0 !== revealer })
        if state.isEmpty { clearState(of: box) }
    }

    /// The child `revealer` holds.
    private static func child(of revealer: Revealer, in state: State) -> Widget? {
        state.revealers.values.first { $0.revealer === revealer }?.child
    }

    private static func configure(_ revealer: Revealer, _ motion: AnyTransition.Motion, _ animation: Animation) {
        revealer.transitionDuration = UInt32(max(animation.duration * 1000, 1))
        revealer.transitionType = switch motion {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .fade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slide(.top): GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slide(.bottom): GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slide(.leading): GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        case .slide(.trailing): GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
        }
    }

    private static func revealerPointer(_ revealer: Revealer) -> OpaquePointer {
        OpaquePointer(revealer.widgetPointer)
    }

    // MARK: The state, kept on the box's GObject

    private static func state(of box: Box) -> State? {
        g_object_get_data(UnsafeMutablePointer(OpaquePointer(box.widgetPointer)), key)
            .map { Unmanaged<State>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func makeState(on box: Box) -> State {
        let state = State()
        g_object_set_data_full(UnsafeMutablePointer(OpaquePointer(box.widgetPointer)), key, Unmanaged.passRetained(state).toOpaque()) { data in
            if let data { Unmanaged<State>.fromOpaque(data).release() }
        }
        return state
    }

    private static func clearState(of box: Box) {
        g_object_set_data(UnsafeMutablePointer(OpaquePointer(box.widgetPointer)), key, nil)
    }
}
