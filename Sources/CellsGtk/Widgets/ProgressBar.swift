import Cells
import Gtk

/// `ProgressView` as a `GtkProgressBar` filled to the fraction (its text showing the title),
/// or, while the fraction is unknown, a spinning `GtkSpinner` beside the title. Screen
/// readers call both by the title (a style's bar by the styled view's title), or by the
/// window's title when there is none.
extension ProgressProperties: GtkWidgetBinding {
    public func makeCoordinator() -> ProgressParts {
        ProgressParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        let box = Box(orientation: .horizontal, spacing: 8)
        parts.bar.expandsHorizontally = true
        parts.bar.verticalAlignment = .center
        box.append(parts.spinner)
        box.append(parts.title)
        box.append(parts.bar)
        parts.valueLabel.addCSSClass("dim-label")
        box.append(parts.valueLabel)
        // Untitled, a bar stands for its window's task: screen readers call it by the
        // window's title ("Shapes, progress bar, 35%"), not "GtkProgressBar".
        ListAccessibleNames.nameByWindowTitleWhenShown(parts.bar)
        ListAccessibleNames.nameByWindowTitleWhenShown(parts.spinner)
        return box
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        let spins = fraction == nil
        parts.spinner.isVisible = spins
        gtk_spinner_set_spinning(parts.spinner.opaque, spins ? 1 : 0)
        parts.bar.isVisible = !spins
        box.expandsHorizontally = !spins
        parts.title.isVisible = spins && title != nil
        parts.title.text = title ?? ""
        if context.previous?.accessibilityName != accessibilityName || context.previous == nil {
            parts.bar.setDerivedAccessibleLabel(accessibilityName)
            parts.spinner.setDerivedAccessibleLabel(accessibilityName)
        }
        parts.valueLabel.isVisible = currentValueLabel != nil
        if context.previous?.currentValueLabel != currentValueLabel || context.previous == nil {
            parts.valueLabel.text = currentValueLabel ?? ""
            if let currentValueLabel {
                cells_accessible_set_string_property(parts.bar.widgetPointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, currentValueLabel)
            } else if context.previous?.currentValueLabel != nil {
                cells_accessible_reset_property(parts.bar.widgetPointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)
            }
        }
        if let fraction {
            let bar = parts.bar.opaque
            if gtk_progress_bar_get_fraction(bar) != fraction { gtk_progress_bar_set_fraction(bar, fraction) }
            gtk_progress_bar_set_show_text(bar, title == nil ? 0 : 1)
            gtk_progress_bar_set_text(bar, title)
        }
    }
}

/// The widgets of a progress view.
@MainActor
public final class ProgressParts {
    let bar = Widget(taking: gtk_progress_bar_new())
    let spinner = Widget(taking: gtk_spinner_new())
    let title = Gtk.Label()
    /// The current value's label, after the bar.
    let valueLabel = Gtk.Label()
}
