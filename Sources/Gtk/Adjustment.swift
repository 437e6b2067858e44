import CGtk

extension Adjustment {
    /// The horizontal adjustment of a scrollable widget (a list or grid view): its page size
    /// is the width shown.
    public static func horizontal(of scrollable: Widget) -> Adjustment? {
        gtk_scrollable_get_hadjustment(OpaquePointer(scrollable.widgetPointer)).map { Adjustment(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// The vertical adjustment of a scrollable widget: its page size is the height shown.
    public static func vertical(of scrollable: Widget) -> Adjustment? {
        gtk_scrollable_get_vadjustment(OpaquePointer(scrollable.widgetPointer)).map { Adjustment(retaining: UnsafeMutableRawPointer($0)) }
    }
}
