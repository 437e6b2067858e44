import SwiftUI

/// The look of a card on the board: a rounded background that lights up under the pointer.
struct CardStyle: ViewModifier {
    var highlighted: Bool
    @State private var isHovered = false

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(isHovered || highlighted ? Color.accentColor.opacity(0.15) : Color.clear,
                        in: RoundedRectangle(cornerRadius: 12))
            .onHover { isHovered = $0 }
    }
}

extension View {
    /// Draws this view as a card; `highlighted` lights it as the pointer does.
    func card(highlighted: Bool = false) -> some View {
        modifier(CardStyle(highlighted: highlighted))
    }
}
