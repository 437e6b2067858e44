extension View {
    /// The window's title given as a ``Text`` (the older spelling ported code uses): its
    /// string, translated when the `Text` was made from a literal.
    ///
    /// ```swift
    /// .navigationTitle(Text("Pantry"))
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title.content)
    }

    /// The older name of `.navigationTitle(_:)`, with a ``Text``.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The older `.navigationTitle(_:)` with a ``Text`` and iOS's display mode (ignored).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}
