import Cells
import Foundation
import Gtk

/// Draws a canvas's recorded commands with cairo: each in its own saved state, clipped,
/// transformed, with its blend mode, and put through a group when it is drawn with less than
/// full opacity (so a half-transparent stroke does not darken where it crosses itself).
@MainActor
enum CanvasReplay {
    static func draw(_ commands: [CanvasCommand], on cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, colors: CSSColorEvaluator) {
        for command in commands {
            cairo_save(cairo)
            clip(to: command.clips, on: cairo)
            cairo_set_operator(cairo, cairoOperator(command.blendMode))
            let grouped = command.opacity < 1
            if grouped { cairo_push_group(cairo) }
            perform(command, on: cairo, widget: widget, colors: colors)
            if grouped {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, max(command.opacity, 0))
            }
            cairo_restore(cairo)
        }
    }

    private static func perform(_ command: CanvasCommand, on cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>, colors: CSSColorEvaluator) {
        switch command.operation {
        case .fill(let path, let style):
            setSource(command.paint, on: cairo, colors: colors)
            applyTransform(command.transform, on: cairo)
            CairoPath.trace(path, on: cairo)
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        case .stroke(let path, let style):
            setSource(command.paint, on: cairo, colors: colors)
            applyTransform(command.transform, on: cairo)
            CairoPath.trace(path, on: cairo)
            CairoPath.apply(style, to: cairo)
            cairo_stroke(cairo)
        case .text(let text, let point, let anchor):
            let layout = self.layout(of: text, widget: widget, width: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            show(layout, of: text, at: CGPoint(x: point.x - anchor.x * Double(width), y: point.y - anchor.y * Double(height)),
                 command: command, on: cairo, colors: colors)
        case .textInRect(let text, let rect):
            let layout = self.layout(of: text, widget: widget, width: rect.width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            show(layout, of: text, at: rect.origin, command: command, on: cairo, colors: colors)
        case .image(let image, let placement):
            CanvasImages.draw(image, placement, command: command, on: cairo, widget: widget) {
                setSource(command.paint, on: cairo, colors: colors)
            }
        case .layer(let commands):
            cairo_push_group(cairo)
            draw(commands, on: cairo, widget: widget, colors: colors)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
        }
    }

    /// A Pango layout of `text` in the widget's font, wrapped at `width` if given.
    private static func layout(of text: TextProperties, widget: UnsafeMutablePointer<GtkWidget>, width: Double?) -> OpaquePointer {
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        if let markup = text.markup {
            pango_layout_set_markup(layout, markup, -1)
        } else {
            pango_layout_set_text(layout, text.text, -1)
        }
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }

    private static func show(_ layout: OpaquePointer, of text: TextProperties, at origin: CGPoint, command: CanvasCommand,
                             on cairo: OpaquePointer, colors: CSSColorEvaluator) {
        setSource(text.foregroundColor.map { .color($0) } ?? command.paint, on: cairo, colors: colors)
        applyTransform(command.transform, on: cairo)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// The paint as cairo's source, in the canvas's coordinates (set before the command's
    /// transform, so a gradient stays where the renderer placed it).
    private static func setSource(_ paint: CanvasPaint, on cairo: OpaquePointer, colors: CSSColorEvaluator) {
        switch paint {
        case .color(let color):
            let rgba = colors.rgba(of: color)
            cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha)
        case .gradient(let gradient, let bounds):
            CairoGradient.setSource(gradient, in: bounds, on: cairo, colors: colors)
        }
    }

    /// Multiplies cairo's matrix by a command's transform (its images are drawn with it too).
    static func applyTransform(_ transform: PathTransform, on cairo: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }

    private static func clip(to clips: [CanvasClip], on cairo: OpaquePointer) {
        for clip in clips {
            CairoPath.trace(clip.path, on: cairo)
            if clip.isInverse {
                // Everything but the path: a huge rectangle around it, filled even-odd.
                cairo_rectangle(cairo, -1e6, -1e6, 2e6, 2e6)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                cairo_set_fill_rule(cairo, clip.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            }
            cairo_clip(cairo)
        }
    }

    private static func cairoOperator(_ mode: GraphicsContext.BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
