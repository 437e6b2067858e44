import CGtk

/// A window's title bar with room for controls at its start and end (GtkHeaderBar): the
/// window's title in the middle, its close button at the end.
@MainActor
public final class HeaderBar: Widget {
    private var barPointer: OpaquePointer { OpaquePointer(rawPointer) }
    private var packed: [Widget] = []

    public init() {
        super.init(taking: gtk_header_bar_new())
    }

    /// Adds `widget` at the start (left in left-to-right languages).
    public func packStart(_ widget: Widget) {
        gtk_header_bar_pack_start(barPointer, widget.widgetPointer)
        packed.append(widget)
    }

    /// Removes a widget packed at the start or end.
    public func remove(_ widget: Widget) {
        guard let index = packed.firstIndex(where: { $0 === widget }) else { return }
        gtk_header_bar_remove(barPointer, widget.widgetPointer)
        packed.remove(at: index)
    }

    /// Adds `widget` at the end, before the window buttons.
    public func packEnd(_ widget: Widget) {
        gtk_header_bar_pack_end(barPointer, widget.widgetPointer)
        packed.append(widget)
    }
}
