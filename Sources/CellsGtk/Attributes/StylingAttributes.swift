import Cells
import Gtk

extension ClipShapeAttribute: GtkWidgetAttribute {
    /// The counted style sheets of this attribute (tests read how many are installed).
    @MainActor public static let sheets = CountedStyleSheets()
    @MainActor private static var warned: Set<String> = []

    /// A CSS class with the outline's `border-radius`, and overflow hidden: GTK clips the
    /// widget and its children to its rounded border box.
    public static func apply(_ value: ClipOutline?, previous: ClipOutline?, to widget: Widget) {
        guard let value else {
            sheets.release(widget)
            gtk_widget_set_overflow(widget.widgetPointer, GTK_OVERFLOW_VISIBLE)
            return
        }
        let radius: String
        switch value {
        case .roundedRectangle(let r): radius = "\(Int(r.rounded()))px"
        case .capsule: radius = "9999px"
        case .ellipse: radius = "50%"
        case .frameOnly(let type):
            radius = "0px"
            if warned.insert(type).inserted {
                Diagnostics.warn(".clipShape(\(type)): GTK clips widgets to rounded rectangles only; this view is clipped to its frame")
            }
        }
        let name = "cells-clip-" + radius.replacingOccurrences(of: "%", with: "pc")
        sheets.apply(name, css: { ".\($0) { border-radius: \(radius); }" }, to: widget)
        gtk_widget_set_overflow(widget.widgetPointer, GTK_OVERFLOW_HIDDEN)
    }
}

extension TintAttribute: GtkWidgetAttribute {
    /// The counted style sheets of this attribute (tests read how many are installed).
    @MainActor public static let sheets = CountedStyleSheets()

    /// A CSS class whose rules colour the controls at and below the widget: suggested-action
    /// and flat buttons, switches, check boxes and radio buttons, slider and progress fills.
    public static func apply(_ value: TintColor?, previous: TintColor?, to widget: Widget) {
        guard let color = value?.color else {
            sheets.release(widget)
            return
        }
        let paint = color.hex ?? color.css ?? "currentColor"
        let text = color.css ?? "currentColor"
        sheets.apply("cells-tint-\(color.name)", css: { c in
            """
            .\(c) button.suggested-action, button.suggested-action.\(c) { background-image: image(\(paint)); border-color: \(paint); color: white; }
            .\(c) button.flat, button.flat.\(c), .\(c) button.link, button.link.\(c) { color: \(text); }
            .\(c) switch:checked, switch.\(c):checked { background-color: \(paint); }
            .\(c) check:checked, .\(c) radio:checked { background-image: image(\(paint)); border-color: \(paint); color: white; }
            .\(c) scale highlight, scale.\(c) highlight { background-color: \(paint); background-image: none; border-color: \(paint); }
            .\(c) progressbar progress, progressbar.\(c) progress { background-color: \(paint); background-image: none; border-color: \(paint); }
            """
        }, to: widget)
    }
}
