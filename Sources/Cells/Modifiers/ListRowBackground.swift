/// `.listRowBackground(_:)`: the background of the list row the view is in.
public enum ListRowBackgroundAttribute: WidgetAttributeKey {
    public typealias Value = Color?
}

extension View {
    /// Tints the background of the list row this view is in (nil: the theme's). GTK draws a
    /// light tint of the colour, so the row's text keeps its contrast in light and dark
    /// themes, and a selected row shows as selected. Rows without it cost nothing extra.
    ///
    /// ```swift
    /// Text(book.title).listRowBackground(book.isRead ? .green : nil)
    /// ```
    public func listRowBackground(_ color: Color?) -> some View {
        widgetAttribute(ListRowBackgroundAttribute.self, color)
    }
}
