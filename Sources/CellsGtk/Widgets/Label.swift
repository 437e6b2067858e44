import Cells
import Gtk

/// `Text` as a `GtkLabel`; its colour is a CSS class (see ``TextColorStyles``). It wraps as
/// GNOME's row titles do (its minimum width about one character, its natural width one
/// line), is cut short with "…" under `.lineLimit`, and keeps one whole line in a header bar.
extension TextProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.Label {
        let label = Gtk.Label()
        // Lines start at the leading edge (SwiftUI's default multiline alignment): wrapped
        // text given more width than its longest line is not indented. A frame wider than the
        // text places it by the frame's alignment (`FrameAttribute`).
        label.horizontalTextAlignment = 0
        return label
    }

    public func update(_ label: Gtk.Label, context: GtkWidgetContext<Self>) {
        let previous = context.previous
        if previous?.text != text || previous?.markup != markup {
            if let markup { label.setMarkup(markup) } else { label.text = text }
        }
        if previous?.lines != lines || previous?.truncation != truncation {
            label.fit(lines)
            if truncation != .tail, label.ellipsizeMode != PANGO_ELLIPSIZE_NONE {
                label.ellipsizeMode = truncation == .head ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_MIDDLE
            }
        }
        if previous?.styleClasses ?? [] != styleClasses {
            StyleClassesAttribute.apply(styleClasses, previous: previous?.styleClasses, to: label)
        }
        if previous?.alignment ?? .leading != alignment {
            label.justification = switch alignment {
            case .leading: GTK_JUSTIFY_LEFT
            case .center: GTK_JUSTIFY_CENTER
            case .trailing: GTK_JUSTIFY_RIGHT
            }
            label.horizontalTextAlignment = switch alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        }
        if previous?.reservedLines != reservedLines || (reservedLines != nil && previous?.styleClasses != styleClasses) {
            // The height of its line limit, however few lines it shows.
            gtk_widget_set_size_request(label.widgetPointer, -1, reservedLines.map { gint(label.heightOfLines($0)) } ?? -1)
        }
        if context.previous?.foregroundColor != foregroundColor,
           context.previous != nil || foregroundColor != nil {
            TextColorStyles.apply(foregroundColor, to: label)
        }
    }

    /// The label's use of its colour's style sheet ends with its view.
    public static func dismantle(_ label: Gtk.Label, context: GtkWidgetContext<Self>) {
        TextColorStyles.release(label)
    }
}

extension Gtk.Label {
    /// Makes the label fit its width as `lines` says: wrapped, cut short after some lines,
    /// or one whole line.
    func fit(_ lines: TextLines) {
        switch lines {
        case .wrapping:
            wrapLikeText()
        case .wrappingBetweenWords:
            wrapLikeText()
            breaksLongWords = false
        case .limited(let count) where count <= 1:
            wraps = false
            ellipsizesAtEnd = true
            maximumLines = -1
        case .limited(let count):
            wrapLikeText()
            ellipsizesAtEnd = true
            maximumLines = count
        case .single:
            wraps = false
            ellipsizesAtEnd = false
            maximumLines = -1
        }
    }
}
