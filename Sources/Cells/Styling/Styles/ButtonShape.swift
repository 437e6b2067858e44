/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`: `.capsule` is
/// Adwaita's "pill" button, `.circle` its "circular" one; the others keep the theme's
/// rounded rectangle.
public struct ButtonBorderShape: Hashable, Sendable {
    let styleClass: String?

    public static let automatic = ButtonBorderShape(styleClass: nil)
    public static let capsule = ButtonBorderShape(styleClass: "pill")
    public static let circle = ButtonBorderShape(styleClass: "circular")
    public static let roundedRectangle = ButtonBorderShape(styleClass: nil)
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { ButtonBorderShape(styleClass: nil) }
}

/// How big controls are drawn, as SwiftUI's `ControlSize`. GNOME controls have one size:
/// accepted and ignored.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The outline of the bordered buttons in this view: `.capsule` and `.circle` are
    /// Adwaita's "pill" and "circular" buttons.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        widgetAttribute(StyleClassesAttribute.self, shape.styleClass.map { [$0] } ?? [])
    }

    /// The size of the controls in this view: accepted and ignored (GNOME controls have one size).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        self
    }
}
