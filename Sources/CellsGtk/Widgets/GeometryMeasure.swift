import Cells
import Foundation
import Gtk

/// `GeometryReader` as a `GtkOverlay`: the content, in a box filling it from the top, is the
/// overlay's child; over it an invisible `GtkDrawingArea` (it draws nothing and takes no
/// clicks) fills the overlay and reports each size GTK gives it, with the reader's origin in
/// the window and in the named coordinate spaces around it.
extension GeometryMeasureProperties: GtkWidgetBinding {
    public typealias Actions = GeometryMeasureActions

    public func makeCoordinator() -> GeometryParts {
        GeometryParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let overlay = Widget(taking: gtk_overlay_new())
        let parts = context.coordinator
        // The content box fills the reader: its views stack from the top, and one that
        // takes the space offered (a shape, a colour) fills the reader, as in SwiftUI.
        parts.content.horizontalAlignment = .fill
        parts.content.verticalAlignment = .fill
        gtk_overlay_set_child(overlay.opaque, parts.content.widgetPointer)
        let sentinel = parts.sentinel
        sentinel.horizontalAlignment = .fill
        sentinel.verticalAlignment = .fill
        gtk_widget_set_can_target(sentinel.widgetPointer, 0)
        gtk_widget_set_focusable(sentinel.widgetPointer, 0)
        cells_accessible_set_boolean_state(sentinel.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
        gtk_overlay_add_overlay(overlay.opaque, sentinel.widgetPointer)
        let weakContext = WeakCapture(context)
        sentinel.onResize { [weak parts] _, _ in
            // GTK is allocating: the content, built again for the new size, changes widgets,
            // which must wait until the allocation is over (the loop's next turn).
            parts?.reportWhenIdle { geometry in
                weakContext.object?.perform(checksWidget: false) { $0.measured(geometry) }
            }
        }
        return overlay
    }

    public func update(_ overlay: Widget, context: GtkWidgetContext<Self>) {
        if context.previous?.fillsSpace != fillsSpace {
            overlay.expandsHorizontally = fillsSpace
            overlay.expandsVertically = fillsSpace
        }
    }

    public static func setChildren(_ children: [Widget], of overlay: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.content.setChildren(children)
    }
}

/// A geometry reader's parts: the box of its content and the drawing area that measures it.
@MainActor
public final class GeometryParts {
    let content = Box(orientation: .vertical, spacing: 0)
    let sentinel = DrawingArea()
    private var isReportScheduled = false

    /// Reports the sentinel's geometry once the loop is idle (once for several resizes).
    func reportWhenIdle(_ report: @escaping @MainActor (MeasuredGeometry) -> Void) {
        guard !isReportScheduled else { return }
        isReportScheduled = true
        _ = MainLoop.scheduleIdle { [weak self] in
            guard let self else { return }
            self.isReportScheduled = false
            let size = CGSize(width: Double(gtk_widget_get_width(self.sentinel.widgetPointer)),
                              height: Double(gtk_widget_get_height(self.sentinel.widgetPointer)))
            report(Self.measure(self.sentinel, size: size))
        }
    }

    /// The geometry of `widget`, `size` large: its origin in the window's content and in each
    /// named coordinate space (``CoordinateSpaceNameAttribute``) around it.
    static func measure(_ widget: Widget, size: CGSize) -> MeasuredGeometry {
        var geometry = MeasuredGeometry(size: size)
        let pointer = widget.widgetPointer
        func origin(in ancestor: UnsafeMutablePointer<GtkWidget>) -> CGPoint {
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(pointer, ancestor, 0, 0, &x, &y)
            return CGPoint(x: x, y: y)
        }
        var current = gtk_widget_get_parent(pointer)
        var windowContent: UnsafeMutablePointer<GtkWidget>?
        while let ancestor = current {
            if let name = CoordinateSpaceNames.name(of: ancestor), geometry.originInNamedSpaces[name] == nil {
                geometry.originInNamedSpaces[name] = origin(in: ancestor)
            }
            if let parent = gtk_widget_get_parent(ancestor), widgetIsA(parent, gtk_window_get_type()) {
                windowContent = ancestor
            }
            current = gtk_widget_get_parent(ancestor)
        }
        if let windowContent { geometry.originInWindow = origin(in: windowContent) }
        return geometry
    }
}

extension CoordinateSpaceNameAttribute: GtkWidgetAttribute {
    /// Kept on the widget (GObject data) for the geometry readers inside to find.
    public static func apply(_ value: String?, previous: String?, to widget: Widget) {
        CoordinateSpaceNames.set(value, on: widget.widgetPointer)
    }
}

/// The names of coordinate spaces, kept on their widgets.
@MainActor
enum CoordinateSpaceNames {
    private static let key = "cells-coordinate-space"

    static func set(_ name: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        if let name {
            g_object_set_data_full(object, key, g_strdup(name), g_free)
        } else {
            g_object_set_data(object, key, nil)
        }
    }

    static func name(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        return g_object_get_data(object, key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}
