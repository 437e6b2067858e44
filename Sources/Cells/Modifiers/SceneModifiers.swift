/// `.interactiveDismissDisabled`: keeps a sheet up against Escape and its close button while
/// the view is in it; its own buttons (Cancel, Done) still dismiss it.
struct InteractiveDismissView<Content: View>: View {
    let content: Content
    let isDisabled: Bool
    @Environment(\.windowChrome) private var chrome
    /// Made by the node: released (giving dismissal back) when the view leaves.
    @OwnedObject private var owner = ChromeOwner()

    var body: some View {
        let owner = self.owner, chrome = self.chrome, isDisabled = self.isDisabled
        DependencyTracker.untracked { chrome?.setDismissDisabled(isDisabled, for: owner) }
        return content
    }
}

/// `.safeAreaInset(edge:)`: the inset view at the edge, the view filling the rest.
struct SafeAreaInsetView<Content: View, Inset: View>: View {
    let content: Content
    let edge: Edge
    let spacing: Double?
    let inset: Inset

    var body: some View {
        let filling = content.frame(maxWidth: .infinity, maxHeight: .infinity)
        switch edge {
        case .top: AnyView(VStack(spacing: spacing ?? 0) { inset; filling })
        case .bottom: AnyView(VStack(spacing: spacing ?? 0) { filling; inset })
        case .leading: AnyView(HStack(spacing: spacing ?? 0) { inset; filling })
        case .trailing: AnyView(HStack(spacing: spacing ?? 0) { filling; inset })
        }
    }
}

extension View {
    /// Keeps the sheet this view is in up against Escape and the close button (the close
    /// button is hidden), as SwiftUI's keeps it against a swipe: for a form with unsaved
    /// changes, dismissed by its own Cancel and Save buttons.
    ///
    /// ```swift
    /// EditForm(draft: $draft).interactiveDismissDisabled(draft.hasChanges)
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissView(content: self, isDisabled: isDisabled)
    }

    /// Puts `content` at `edge` of this view, this view filling the rest, as SwiftUI's inset
    /// of the safe area (a bar of buttons under a list).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) { Button("Add Item") { add() }.padding() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(content: self, edge: edge == .top ? .top : .bottom, spacing: spacing, inset: content())
    }

    /// Puts `content` at the leading or trailing `edge` of this view.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(content: self, edge: edge == .leading ? .leading : .trailing, spacing: spacing, inset: content())
    }

    /// Pads this view by GNOME's window margin (12 pixels) on `edges`, as SwiftUI pads by the
    /// platform's scene margins.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 12)
    }
}
