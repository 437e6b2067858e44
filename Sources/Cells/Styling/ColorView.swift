/// A colour used as a view is a rectangle filled with it, taking the space offered (as
/// SwiftUI's): `Color.blue.frame(height: 4)`, `ZStack { Color.clear; … }`.
extension Color: View {
    public var body: ShapeView<Rectangle> {
        Rectangle().fill(self)
    }
}
