import Cells
import Gtk

/// `Slider` as a horizontal `GtkScale`. A drag reports every value ("value-changed"); the
/// press and release, seen in the capture phase, report when the user grabs and lets go of the
/// thumb (`onEditingChanged`). A model write moves the thumb only if it shows another value, with
/// the handler blocked.
extension SliderProperties: GtkWidgetBinding {
    public typealias Actions = SliderActions

    public func makeCoordinator() -> SliderGrip {
        SliderGrip()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Scale {
        let properties = context.current
        let scale = Scale(taking: gtk_scale_new_with_range(
            GTK_ORIENTATION_HORIZONTAL, properties.lowerBound, max(properties.upperBound, properties.lowerBound + 1e-9),
            properties.step ?? (properties.upperBound - properties.lowerBound) / 100))
        scale.expandsHorizontally = true
        context.connect(scale, { $0.onValueChanged }, reporting: { gtk_range_get_value($0.pointer(as: GtkRange.self)) }, shown: \.value) {
            value, actions in actions.valueChanged(value)
        }
        // The press and release themselves, seen in the capture phase before the scale's own
        // gestures: a gesture of ours would be denied as soon as the scale's drag claims the
        // press, and hear no release.
        let grip = context.coordinator
        let events = EventControllerLegacy()
        events.propagationPhase = GTK_PHASE_CAPTURE
        scale.addController(events)
        let actions = context.actions
        events.onEvent { [weak grip] event in
            guard let grip, let event else { return false }
            let grabbing: Bool
            switch gdk_event_get_event_type(OpaquePointer(event)) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: grabbing = true
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: grabbing = false
            default: return false
            }
            if grip.isGrabbed != grabbing {
                grip.isGrabbed = grabbing
                actions.perform(checksWidget: false) { $0.editingChanged(grabbing) }
            }
            return false  // the scale handles the event as ever
        }
        return scale
    }

    public func update(_ scale: Scale, context: GtkWidgetContext<Self>) {
        let range = scale.pointer(as: GtkRange.self)
        let scalePointer = scale.pointer(as: GtkScale.self)
        let previous = context.previous
        if previous?.lowerBound != lowerBound || previous?.upperBound != upperBound {
            gtk_range_set_range(range, lowerBound, max(upperBound, lowerBound + 1e-9))
        }
        if previous == nil || previous?.step != step {
            let step = self.step ?? (upperBound - lowerBound) / 100
            gtk_range_set_increments(range, step, step * 10)
            gtk_scale_set_digits(scalePointer, gint(Self.digits(of: self.step)))
            gtk_scale_set_draw_value(scalePointer, 1)
            if self.step != nil { gtk_range_set_round_digits(range, gint(Self.digits(of: self.step))) }
        }
        if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
        if previous?.isEnabled != isEnabled, previous != nil || !isEnabled { scale.isSensitive = isEnabled }
        // The label names the slider (`Slider(value:in:) { Text("Volume") }`); the minimum and
        // maximum value labels are marks under the track's ends.
        if previous == nil ? title != nil : previous?.title != title { scale.setAccessibleLabel(title) }
        if previous?.minimumValueLabel != minimumValueLabel || previous?.maximumValueLabel != maximumValueLabel
            || ((minimumValueLabel != nil || maximumValueLabel != nil)
                && (previous?.lowerBound != lowerBound || previous?.upperBound != upperBound)) {
            gtk_scale_clear_marks(scalePointer)
            for (mark, at) in [(minimumValueLabel, lowerBound), (maximumValueLabel, upperBound)] {
                guard let mark else { continue }
                let escaped = g_markup_escape_text(mark, -1)
                gtk_scale_add_mark(scalePointer, at, GTK_POS_BOTTOM, escaped)
                g_free(escaped)
            }
        }
    }

    /// Decimals worth showing for values `step` apart (2 for any value).
    private static func digits(of step: Double?) -> Int {
        guard var scaled = step else { return 2 }
        var digits = 0
        while digits < 6, (scaled - scaled.rounded()).magnitude > 1e-9 { scaled *= 10; digits += 1 }
        return digits
    }
}

/// Whether the user holds a slider's thumb.
@MainActor
public final class SliderGrip {
    var isGrabbed = false
}
