import Cells
import Gtk

/// `Gauge` as a `GtkLevelBar` over the gauge's range: the label above it (the current value's
/// label dimmed at the end of that line), the minimum and maximum labels dimmed at the bar's
/// ends. GTK's default offsets, which colour a bar low/high/full as a battery, are removed: a
/// gauge's value is no warning. Screen readers read the bar as a level bar named by the label,
/// with its value (GTK sets the value, minimum and maximum; the current value's label is the
/// value's text).
extension GaugeProperties: GtkWidgetBinding {
    public func makeCoordinator() -> GaugeParts {
        GaugeParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        let column = Box(orientation: .vertical, spacing: 6)
        let heading = parts.heading
        parts.label.expandsHorizontally = true
        parts.label.horizontalTextAlignment = 0
        parts.label.wraps = true
        for dimmed in [parts.currentValueLabel, parts.minimumValueLabel, parts.maximumValueLabel] {
            dimmed.addCSSClass("dim-label")
        }
        heading.append(parts.label)
        heading.append(parts.currentValueLabel)
        let barRow = Box(orientation: .horizontal, spacing: 6)
        let bar = OpaquePointer(parts.bar.rawPointer)
        for offset in ["low", "high", "full"] { gtk_level_bar_remove_offset_value(bar, offset) }
        parts.bar.expandsHorizontally = true
        parts.bar.verticalAlignment = .center
        barRow.append(parts.minimumValueLabel)
        barRow.append(parts.bar)
        barRow.append(parts.maximumValueLabel)
        column.append(heading)
        column.append(barRow)
        // The labels are said with the bar (its name and value): not twice, as text beside it.
        for label in [parts.label, parts.currentValueLabel] {
            cells_accessible_set_role(label.widgetPointer, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        }
        return column
    }

    public func update(_ column: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let previous = context.previous
        let bar = OpaquePointer(parts.bar.rawPointer)
        if previous?.lowerBound != lowerBound || previous?.upperBound != upperBound {
            // The value first where the new range would exclude the old one's value.
            gtk_level_bar_set_min_value(bar, min(lowerBound, gtk_level_bar_get_min_value(bar)))
            gtk_level_bar_set_max_value(bar, max(upperBound, lowerBound + 1e-9))
            gtk_level_bar_set_min_value(bar, lowerBound)
        }
        if gtk_level_bar_get_value(bar) != value { gtk_level_bar_set_value(bar, value) }
        if previous == nil || previous?.label != label {
            Self.show(label, in: parts.label)
            parts.bar.setAccessibleLabel(label)
        }
        if previous == nil || previous?.currentValueLabel != currentValueLabel {
            Self.show(currentValueLabel, in: parts.currentValueLabel)
            if let currentValueLabel {
                cells_accessible_set_string_property(parts.bar.widgetPointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, currentValueLabel)
            } else {
                cells_accessible_reset_property(parts.bar.widgetPointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
            }
        }
        if previous == nil || previous?.minimumValueLabel != minimumValueLabel { Self.show(minimumValueLabel, in: parts.minimumValueLabel) }
        if previous == nil || previous?.maximumValueLabel != maximumValueLabel { Self.show(maximumValueLabel, in: parts.maximumValueLabel) }
        parts.heading.isVisible = label != nil || currentValueLabel != nil
    }

    /// Shows `text` in `label`, or hides the label when there is none.
    @MainActor private static func show(_ text: String?, in label: Gtk.Label) {
        label.text = text ?? ""
        label.isVisible = text != nil
    }
}

/// The widgets of a gauge.
@MainActor
public final class GaugeParts {
    let bar = Widget(taking: gtk_level_bar_new())
    /// The line of the label and the current value's label.
    let heading = Box(orientation: .horizontal, spacing: 12)
    let label = Gtk.Label()
    let currentValueLabel = Gtk.Label()
    let minimumValueLabel = Gtk.Label()
    let maximumValueLabel = Gtk.Label()
}
