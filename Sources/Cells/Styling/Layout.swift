/// A direction in which views are stacked.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// How a `VStack` places children that are narrower than it.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// How an `HStack` places children that are shorter than it.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
}

/// One side of a rectangle; `Edge.Set` names several at once, for `.padding(_:_:)`.
public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges: `.top`, `.horizontal`, `.all`, …
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Space around a view, in pixels; GTK applies it as the widget's margins.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = EdgeInsets()

    /// `length` on each edge in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// Padding applied twice adds up, as nested `.padding` does in SwiftUI.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing
        )
    }
}
