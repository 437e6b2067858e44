/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: write the
/// widest first and narrower ones after, and the view shows the first that fits (along
/// `axes`), changing as the window is resized.
///
/// On GNOME it is libadwaita's squeezer (AdwSqueezer), which measures its children in order.
/// Every candidate keeps its state while another is shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Button("Save Draft") {}; Button("Send Now") {} }
///     Menu("Actions") { Button("Save Draft") {}; Button("Send Now") {} }
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    public let content: Content

    /// Chooses among `content`'s views by the space along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> ViewThatFitsProperties {
        ViewThatFitsProperties(fitsVertically: axes == .vertical)
    }
}

/// What a ``ViewThatFits`` widget shows: its children, of which the first that fits. A
/// backend measures along one direction: the width, or the height for `.vertical` alone.
public struct ViewThatFitsProperties: Equatable, Sendable {
    /// Whether the views are chosen by the height offered (`ViewThatFits(in: .vertical)`),
    /// rather than by the width.
    public var fitsVertically: Bool

    public init(fitsVertically: Bool) {
        self.fitsVertically = fitsVertically
    }
}
