import Cells
import Gtk

extension HelpAttribute: GtkWidgetAttribute {
    /// The widget's tooltip.
    public static func apply(_ value: String?, previous: String?, to widget: Widget) {
        widget.tooltipText = value
    }
}

extension OpacityAttribute: GtkWidgetAttribute {
    /// `gtk_widget_set_opacity`; in an animated transaction, a shown widget's opacity moves
    /// there on the frame clock (``WidgetAnimator``), from where it is.
    public static func apply(_ value: Double?, previous: Double?, to widget: Widget) {
        let target = value ?? 1
        if let animation = Transaction.current?.animation, gtk_widget_get_mapped(widget.widgetPointer) != 0 {
            let from = WidgetAnimator.currentValue(of: widget, "opacity") ?? gtk_widget_get_opacity(widget.widgetPointer)
            WidgetAnimator.animate(widget, "opacity", from: from, to: target, with: animation) { [weak widget] opacity in
                if let widget { gtk_widget_set_opacity(widget.widgetPointer, opacity) }
            }
        } else {
            WidgetAnimator.cancel(widget, "opacity")
            gtk_widget_set_opacity(widget.widgetPointer, target)
        }
    }
}

extension HiddenAttribute: GtkWidgetAttribute {
    /// The widget's visibility.
    public static func apply(_ value: Bool?, previous: Bool?, to widget: Widget) {
        widget.isVisible = !(value ?? false)
    }
}

extension StyleClassesAttribute: GtkWidgetAttribute {
    /// Adds the classes that came, removes those that went. The font classes ("cells-bold",
    /// "cells-weight-600", "cells-size-17", …) come from style sheets installed the first
    /// time one is used (`FontStyleSheet`).
    public static func apply(_ value: Set<String>?, previous: Set<String>?, to widget: Widget) {
        let new = value ?? [], old = previous ?? []
        for name in old.subtracting(new) { widget.removeCSSClass(name) }
        for name in new.subtracting(old) { widget.addCSSClass(name) }
        FontStyleSheet.install(for: new)
    }
}

/// The CSS of the font classes, installed once per process: bold, italic, serif and the nine
/// weights in one sheet; a sheet per pixel size used (`.system(size:)`), which stays (an app
/// uses a handful of sizes).
@MainActor
enum FontStyleSheet {
    private static var sheet: CSSStyleSheet?
    private static var sizeSheets: [String: CSSStyleSheet] = [:]

    static func install(for classes: Set<String>) {
        for name in classes where name.hasPrefix("cells-") {
            if name.hasPrefix("cells-size-") {
                installSize(name)
            } else {
                installCommon()
            }
        }
    }

    private static func installCommon() {
        guard sheet == nil else { return }
        var css = ".cells-bold { font-weight: bold; } .cells-italic { font-style: italic; } .cells-serif { font-family: serif; }"
        for weight in stride(from: 100, through: 900, by: 100) { css += " .cells-weight-\(weight) { font-weight: \(weight); }" }
        let styleSheet = CSSStyleSheet(css: css)
        styleSheet.install()
        sheet = styleSheet
    }

    private static func installSize(_ name: String) {
        guard sizeSheets[name] == nil, let pixels = Int(name.dropFirst("cells-size-".count)) else { return }
        let styleSheet = CSSStyleSheet(css: ".\(name) { font-size: \(pixels)px; }")
        styleSheet.install()
        sizeSheets[name] = styleSheet
    }
}

extension AccessibilityLabelAttribute: GtkWidgetAttribute {
    /// The accessible label (GTK_ACCESSIBLE_PROPERTY_LABEL), of the widget and of the text
    /// view a scrolled frame wraps (a `TextEditor`), which is what a screen reader reaches.
    /// It beats the name the widget's binding derives (a placeholder, an icon's name).
    public static func apply(_ value: String?, previous: String?, to widget: Widget) {
        widget.setExplicitAccessibleLabel(value)
        widget.setAccessibleLabelOfInnerTextViews(value)
        // A `List` is a list view in a scrolled window: the list is what screen readers reach.
        if widgetIsA(widget.widgetPointer, gtk_scrolled_window_get_type()),
           let child = gtk_scrolled_window_get_child(OpaquePointer(widget.widgetPointer)),
           widgetIsA(child, gtk_list_view_get_type()) {
            Widget(retaining: UnsafeMutableRawPointer(child)).setExplicitAccessibleLabel(value)
        }
    }
}

extension FrameAttribute: GtkWidgetAttribute {
    /// Asks for `width` × `height` (-1: no request on that side). In an animated transaction a
    /// shown widget whose size request changes from one number to another grows or shrinks to
    /// it on the frame clock, laid out again each frame, as SwiftUI animates a frame.
    @MainActor private static func setSizeRequest(of widget: Widget, width: gint, height: gint) {
        let pointer = widget.widgetPointer
        var (fromWidth, fromHeight): (gint, gint) = (-1, -1)
        gtk_widget_get_size_request(pointer, &fromWidth, &fromHeight)
        guard (fromWidth, fromHeight) != (width, height) else { return }
        let sidesMove = (fromWidth == width || (fromWidth >= 0 && width >= 0)) && (fromHeight == height || (fromHeight >= 0 && height >= 0))
        guard let animation = Transaction.current?.animation, sidesMove, gtk_widget_get_mapped(pointer) != 0 else {
            WidgetAnimator.cancel(widget, "frame")
            gtk_widget_set_size_request(pointer, width, height)
            return
        }
        WidgetAnimator.animate(widget, "frame", from: 0, to: 1, with: animation) { [weak widget] fraction in
            guard let widget else { return }
            // A spring overshoots: a side shrinking to 0 stays at 0, not "no request" (-1).
            func mix(_ from: gint, _ to: gint) -> gint { max(0, gint((Double(from) + (Double(to) - Double(from)) * fraction).rounded())) }
            gtk_widget_set_size_request(widget.widgetPointer, mix(fromWidth, width), mix(fromHeight, height))
        }
    }

    /// A size request (the width and height asked for, at least), alignment in the space
    /// offered, and expansion for `maxWidth`/`maxHeight: .infinity`.
    public static func apply(_ value: Frame?, previous: Frame?, to widget: Widget) {
        let frame = value ?? Frame()
        setSizeRequest(of: widget, width: gint(frame.requestedWidth.map { $0.rounded() } ?? -1),
                       height: gint(frame.requestedHeight.map { $0.rounded() } ?? -1))
        if frame.fillsWidth || previous?.fillsWidth == true { widget.expandsHorizontally = frame.fillsWidth }
        if frame.fillsHeight || previous?.fillsHeight == true { widget.expandsVertically = frame.fillsHeight }
        // A fixed side is fixed, as in SwiftUI: the widget does not grow on that side, even
        // if something inside it expands (a shape).
        if frame.width != nil, !frame.fillsWidth { widget.expandsHorizontally = false }
        if frame.height != nil, !frame.fillsHeight { widget.expandsVertically = false }
        (widget as? ShapeCanvas)?.frame = value
        if value != nil, frame.fillsWidth || frame.width != nil {
            widget.horizontalAlignment = switch frame.alignment {
            case .leading, .topLeading, .bottomLeading: frame.fillsWidth ? .fill : .start
            case .trailing, .topTrailing, .bottomTrailing: frame.fillsWidth ? .fill : .end
            default: frame.fillsWidth ? .fill : .center
            }
            // Text filling the frame's width sits at the frame's alignment.
            if let label = widget as? Gtk.Label {
                label.horizontalTextAlignment = switch frame.alignment {
                case .leading, .topLeading, .bottomLeading: 0
                case .trailing, .topTrailing, .bottomTrailing: 1
                default: 0.5
                }
            }
        }
        if value != nil, frame.fillsHeight || frame.height != nil {
            widget.verticalAlignment = switch frame.alignment {
            case .top, .topLeading, .topTrailing: frame.fillsHeight ? .fill : .start
            case .bottom, .bottomLeading, .bottomTrailing: frame.fillsHeight ? .fill : .end
            default: frame.fillsHeight ? .fill : .center
            }
            // Text filling the frame's height sits at the frame's alignment.
            if frame.fillsHeight, let label = widget as? Gtk.Label {
                label.verticalTextAlignment = switch frame.alignment {
                case .top, .topLeading, .topTrailing: 0
                case .bottom, .bottomLeading, .bottomTrailing: 1
                default: 0.5
                }
            }
        }
    }
}
