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
        if context.previous?.text != text { label.text = text }
        if context.previous?.lines != lines { label.fit(lines) }
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
