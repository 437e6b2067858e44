import Cells
import Gtk

/// `ColorPicker` as a row: its label filling the start, then a `GtkColorButton`, which opens
/// GTK's colour chooser. A chosen colour ("notify::rgba") reports its components; a model
/// write sets the button only if it shows another colour, with the handler blocked.
extension ColorPickerProperties: GtkWidgetBinding {
    public typealias Actions = ColorPickerActions

    public func makeCoordinator() -> ColorPickerParts {
        ColorPickerParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let parts = context.coordinator
        context.connect(parts.button, { $0.onNotifyRgba }) { button, actions in
            let rgba = ColorPickerParts.rgba(of: button)
            actions.pick(Double(rgba.red), Double(rgba.green), Double(rgba.blue))
        }
        return parts.layout.row
    }

    public func update(_ row: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        var wanted = GdkRGBA()
        if gdk_rgba_parse(&wanted, css) != 0 {
            var shown = ColorPickerParts.rgba(of: parts.button)
            if gdk_rgba_equal(&shown, &wanted) == 0 { gtk_color_chooser_set_rgba(parts.button.opaque, &wanted) }
        }
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { parts.button.isSensitive = isEnabled }
    }

    public static func setChildren(_ children: [Widget], of row: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.layout.setLabel(children)
    }
}

/// The widgets of a colour picker.
@MainActor
public final class ColorPickerParts {
    let layout = LabelledControlRow(control: ColorButton())
    var button: ColorButton { layout.control }

    static func rgba(of button: Widget) -> GdkRGBA {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(button.opaque, &rgba)
        return rgba
    }
}
