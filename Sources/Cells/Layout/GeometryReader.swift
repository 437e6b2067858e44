import Foundation

/// A view that gives its content the size it was given, as SwiftUI's: the content is built
/// from a ``GeometryProxy`` and built again when the reader's size changes. Like SwiftUI's,
/// the reader takes all the space offered and places its content at its top-leading corner.
/// GTK: a `GtkOverlay` whose content sits under an invisible `GtkDrawingArea` that fills it
/// and reports each new size ("resize").
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 600 ? "Wide" : "Narrow")
/// }
/// ```
///
/// A content whose size follows the reader's (a width plus a margin) could make the reader
/// grow without end: after 30 sizes in a second, the reader stops taking new ones for that
/// second, with a warning naming it.
public struct GeometryReader<Content: View>: View {
    private let content: @MainActor (GeometryProxy) -> Content
    @Owned private var geometry = MeasuredGeometry()
    /// This reader's count of recent sizes.
    @Owned private var runawayGuard = RunawayGeometryGuard()

    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: GeometryMeasure<Content> {
        GeometryMeasure(content: content(GeometryProxy(geometry)), measured: $geometry,
                        runawayGuard: DependencyTracker.untracked { runawayGuard })
    }
}

/// What a ``GeometryReader`` knows of its place: its size, and its frame in the window and
/// in the named coordinate spaces around it.
public struct GeometryProxy: Sendable {
    let geometry: MeasuredGeometry

    init(_ geometry: MeasuredGeometry) {
        self.geometry = geometry
    }

    /// The reader's size (zero until GTK first gives it one).
    public var size: CGSize { geometry.size }

    /// GNOME windows have no safe area: zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`: at zero in `.local`, in the window's content in
    /// `.global`, in the view named so by `.coordinateSpace(name:)` for `.named` (the window
    /// if no view around has that name).
    public func frame(in space: CoordinateSpace) -> CGRect {
        let origin: CGPoint = switch space {
        case .local: .zero
        case .global: geometry.originInWindow
        case .named(let name): geometry.originInNamedSpaces[name] ?? geometry.originInWindow
        }
        return CGRect(origin: origin, size: geometry.size)
    }
}

/// A reader's size and origins, as the backend measured them.
public struct MeasuredGeometry: Hashable, Sendable {
    public var size = CGSize.zero
    public var originInWindow = CGPoint.zero
    /// The origin in each named coordinate space around the reader.
    public var originInNamedSpaces: [String: CGPoint] = [:]

    public init(size: CGSize = .zero, originInWindow: CGPoint = .zero, originInNamedSpaces: [String: CGPoint] = [:]) {
        self.size = size
        self.originInWindow = originInWindow
        self.originInNamedSpaces = originInNamedSpaces
    }
}

/// A ``GeometryReader``'s widget: its content, and the geometry it reports back.
public struct GeometryMeasure<Content: View>: PrimitiveView {
    public let content: Content
    let measured: Binding<MeasuredGeometry>
    let runawayGuard: RunawayGeometryGuard

    public func properties(in environment: EnvironmentValues) -> GeometryMeasureProperties {
        GeometryMeasureProperties(fillsSpace: !environment.isDecorationLayer)
    }

    public func actions(in environment: EnvironmentValues) -> GeometryMeasureActions {
        let measured = self.measured
        let guardian = runawayGuard
        return GeometryMeasureActions(measured: { geometry in
            guard measured.wrappedValue != geometry, guardian.admits(Content.self) else { return }
            measured.wrappedValue = geometry
        })
    }
}

/// What a geometry reader's widget is: whether it takes the space offered (not inside a
/// `.background` or `.overlay`, which take the decorated view's).
public struct GeometryMeasureProperties: Equatable, Sendable {
    public var fillsSpace: Bool
}

/// What a geometry reader's widget reports: its new geometry.
public struct GeometryMeasureActions: Sendable {
    public var measured: @MainActor (MeasuredGeometry) -> Void
}

/// Stops a reader whose content keeps changing its size (each new size making another): at
/// most 30 new sizes a second, then a warning (once per kind of content) and no more sizes
/// that second.
@MainActor
final class RunawayGeometryGuard {
    private static var warned: Set<ObjectIdentifier> = []
    private var recent: [Double] = []

    /// Whether one more new size is taken now for a reader of `content`.
    func admits(_ content: Any.Type) -> Bool {
        let time = Date().timeIntervalSinceReferenceDate
        recent.removeAll { time - $0 >= 1 }
        guard recent.count < 30 else {
            if Self.warned.insert(ObjectIdentifier(content)).inserted {
                Diagnostics.warn("a GeometryReader's content (\(content)) changed the reader's size 30 times in a second: it seems to grow with the size it is given; new sizes are ignored for a second")
            }
            return false
        }
        recent.append(time)
        return true
    }
}

extension View {
    /// Names this view's coordinate space: a ``GeometryReader`` inside measures its frame in
    /// it with `frame(in: .named(name))`.
    public func coordinateSpace(name: String) -> some View {
        widgetAttribute(CoordinateSpaceNameAttribute.self, name)
    }

    /// Calls `action` with what `transform` makes of this view's geometry, when the view first
    /// has a size and each time that value changes, as SwiftUI's (iOS 18).
    ///
    /// ```swift
    /// Text(title).onGeometryChange(for: Double.self, of: { $0.size.width }) { titleWidth = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
                                               action: @escaping @MainActor (T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: proxy.size == .zero ? nil : transform(proxy), initial: true) { _, value in
                if let value { action(value) }
            }
        })
    }
}

/// `.coordinateSpace(name:)`: the name of the widget's coordinate space.
public enum CoordinateSpaceNameAttribute: WidgetAttributeKey {
    public typealias Value = String
}
