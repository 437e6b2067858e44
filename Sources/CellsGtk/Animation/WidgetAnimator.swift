import Cells
import Foundation
import Gtk

/// Runs an `Animation` of one number of a widget (its opacity, a shape's turn) on the
/// window's frame clock with libadwaita: an `AdwTimedAnimation` for a timing curve, an
/// `AdwSpringAnimation` for a spring, whose callback target sets the number each frame. A new
/// animation of the same number starts from where the running one is. libadwaita jumps to
/// the end when the desktop turns animations off (`gtk-enable-animations`), as GNOME apps do.
@MainActor
public enum WidgetAnimator {
    /// A running animation: the libadwaita object and the value it last set.
    final class Running {
        var animation: UnsafeMutablePointer<AdwAnimation>?
        var value: Double
        let apply: @MainActor (Double) -> Void
        let key: Key

        init(value: Double, key: Key, apply: @escaping @MainActor (Double) -> Void) {
            self.value = value
            self.key = key
            self.apply = apply
        }
    }

    struct Key: Hashable {
        let widget: ObjectIdentifier
        let property: String
    }

    private static var running: [Key: Running] = [:]

    /// How many animations run now (tests watch them end).
    public static var runningCount: Int { running.count }

    /// The value the running animation of `property` of `widget` shows now, if one runs.
    public static func currentValue(of widget: Widget, _ property: String) -> Double? {
        running[Key(widget: ObjectIdentifier(widget), property: property)]?.value
    }

    /// Stops the running animation of `property` of `widget`, if any, where it is.
    public static func cancel(_ widget: Widget, _ property: String) {
        guard let entry = running.removeValue(forKey: Key(widget: ObjectIdentifier(widget), property: property)) else { return }
        release(entry)
    }

    /// Moves `property` of `widget` from `from` to `to` with `animation`, calling `apply` with
    /// each frame's value (and last with `to`).
    public static func animate(_ widget: Widget, _ property: String, from: Double, to: Double, with animation: Animation,
                               apply: @escaping @MainActor (Double) -> Void) {
        cancel(widget, property)
        let key = Key(widget: ObjectIdentifier(widget), property: property)
        let entry = Running(value: from, key: key, apply: apply)
        running[key] = entry
        let box = Unmanaged.passRetained(entry).toOpaque()
        let target = adw_callback_animation_target_new({ value, data in
            guard let data else { return }
            let entry = Unmanaged<Running>.fromOpaque(data).takeUnretainedValue()
            assumingMainActor {
                entry.value = value
                entry.apply(value)
            }
        }, box, { data in
            if let data { Unmanaged<Running>.fromOpaque(data).release() }
        })
        let made = make(animation, on: widget.widgetPointer, from: from, to: to, target: target)
        entry.animation = made
        g_signal_connect_data(made, "done", unsafeBitCast(doneCallback, to: GCallback.self),
                              Unmanaged.passUnretained(entry).toOpaque(), nil, GConnectFlags(rawValue: 0))
        if animation.delay > 0 {
            apply(from)
            _ = MainLoop.schedule(afterMilliseconds: UInt32(animation.delay * 1000)) { [weak entry] in
                if let made = entry?.animation { adw_animation_play(made) }
            }
        } else {
            adw_animation_play(made)
        }
    }

    /// A libadwaita animation of `animation`'s curve and duration.
    private static func make(_ animation: Animation, on widget: UnsafeMutablePointer<GtkWidget>, from: Double, to: Double,
                             target: OpaquePointer?) -> UnsafeMutablePointer<AdwAnimation> {
        if case .spring(let response, let damping) = animation.curve, animation.repeatCount == 1 {
            // A spring of unit mass that settles in `response`: stiffness (2π/response)².
            let stiffness = pow(2 * .pi / max(response / max(animation.speed, 0.01), 0.01), 2)
            // The animation takes both the parameters and the target (transfer full, per the
            // GIR data): unreferencing the parameters here freed them under the running spring.
            let params = adw_spring_params_new(max(damping, 0.05), 1, stiffness)
            return adw_spring_animation_new(widget, from, to, params, target)!
        }
        let milliseconds = guint(max(animation.duration * 1000, 1))
        let timed = adw_timed_animation_new(widget, from, to, milliseconds, target)!
        let easing: AdwEasing = switch animation.curve {
        case .linear: ADW_LINEAR
        case .easeIn: ADW_EASE_IN_CUBIC
        case .easeOut: ADW_EASE_OUT_CUBIC
        case .easeInOut, .spring: ADW_EASE_IN_OUT_CUBIC
        }
        let pointer = OpaquePointer(timed)
        adw_timed_animation_set_easing(pointer, easing)
        if animation.repeatCount != 1 {
            adw_timed_animation_set_repeat_count(pointer, guint(animation.repeatCount ?? 0))  // 0: forever
            adw_timed_animation_set_alternate(pointer, animation.autoreverses ? 1 : 0)
        }
        return timed
    }

    /// "done": the animation ended (or was skipped to its end); its entry goes.
    private static let doneCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        guard let data else { return }
        // Called by GTK on the main thread.
        nonisolated(unsafe) let entry = Unmanaged<Running>.fromOpaque(data).takeUnretainedValue()
        assumingMainActor {
            guard running[entry.key] === entry else { return }
            running[entry.key] = nil
            // libadwaita goes on using the animation after "done" returns: the last reference
            // goes once the loop is idle, not inside the signal (that crashed the Motion
            // window under random input, in libgobject).
            release(entry, unreferencingLater: true)
        }
    }

    private static func release(_ entry: Running, unreferencingLater: Bool = false) {
        guard let animation = entry.animation else { return }
        entry.animation = nil
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(animation), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                             Unmanaged.passUnretained(entry).toOpaque())
        guard unreferencingLater else {
            adw_animation_pause(animation)  // stops where it is (reset would set the start value)
            g_object_unref(UnsafeMutableRawPointer(animation))
            return
        }
        nonisolated(unsafe) let finished = animation
        _ = MainLoop.scheduleIdle { g_object_unref(UnsafeMutableRawPointer(finished)) }
    }
}
