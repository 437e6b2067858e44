/// How a `PreviewProvider`'s view is laid out, as SwiftUI's `PreviewLayout` says it.
public enum PreviewLayout: Sendable, Equatable {
    /// The window's default layout.
    case device
    /// The view at its natural size.
    case sizeThatFits
    /// A fixed size in pixels.
    case fixed(width: Double, height: Double)
}

/// The device a preview is shown for, by name, as SwiftUI's `PreviewDevice`. GNOME has no
/// list of devices: a phone's name ("iPhone 15", "Pixel 8", "Librem 5") gives a phone's 360
/// pixels, a tablet's ("iPad Air") 720; other names change nothing but the preview's name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The width the device's name stands for, if it names a phone or a tablet.
    var width: Int? {
        let name = rawValue.lowercased()
        if ["iphone", "ipod", "phone", "pixel", "librem", "pinephone"].contains(where: name.contains) { return 360 }
        if ["ipad", "tablet"].contains(where: name.contains) { return 720 }
        return nil
    }
}

/// Which way up a preview's device is held, as SwiftUI's `InterfaceOrientation`: upright is
/// 360 pixels wide, on its side 720 (``PreviewTrait/portrait``, ``PreviewTrait/landscapeLeft``).
public enum InterfaceOrientation: Sendable, CaseIterable, Hashable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    var trait: PreviewTrait {
        switch self {
        case .portrait, .portraitUpsideDown: .portrait
        case .landscapeLeft, .landscapeRight: .landscapeLeft
        }
    }
}

extension View {
    /// The name a `PreviewProvider`'s view has in lists of previews.
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewAnnotated(content: self) { $0.displayName = name }
    }

    /// How the preview of this view is laid out.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewAnnotated(content: self) { annotation in
            switch layout {
            case .device: annotation.traits.append(.defaultLayout)
            case .sizeThatFits: annotation.traits.append(.sizeThatFitsLayout)
            case .fixed(let width, let height):
                annotation.traits.append(.fixedLayout(width: Int(width.rounded()), height: Int(height.rounded())))
            }
        }
    }

    /// The device the preview of this view is shown for (see ``PreviewDevice``).
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        PreviewAnnotated(content: self) { annotation in
            annotation.device = device?.rawValue
            if let width = device?.width { annotation.traits.append(PreviewTrait(width: width, height: nil, fitsContent: false)) }
        }
    }

    /// Which way up the preview's device is held.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        PreviewAnnotated(content: self) { $0.traits.append(orientation.trait) }
    }
}

/// What the preview modifiers say about one view of a `PreviewProvider`.
struct PreviewAnnotation {
    var displayName: String?
    var device: String?
    /// In the order the modifiers were written, innermost first.
    var traits: [PreviewTrait] = []
}

/// A view with something said about its preview; shown, it is its content.
struct PreviewAnnotated<Content: View>: View, AnnotatedForPreview {
    let content: Content
    let annotate: (inout PreviewAnnotation) -> Void

    init(content: Content, annotate: @escaping (inout PreviewAnnotation) -> Void) {
        self.content = content
        self.annotate = annotate
    }

    var body: Content { content }

    var annotatedContent: any View { content }
}

/// Read by ``Preview/all(of:fileID:line:)`` through any number of preview modifiers.
@MainActor
protocol AnnotatedForPreview {
    var annotate: (inout PreviewAnnotation) -> Void { get }
    var annotatedContent: any View { get }
}
