/// Rows of views whose cells line up in columns (`GtkGrid`).
///
/// ```swift
/// Grid(horizontalSpacing: 12, verticalSpacing: 6) {
///     GridRow { Text("Metres"); Text("1.00") }
///     GridRow { Text("Feet"); Text("3.28") }
/// }
/// ```
///
/// Each cell is one widget: a view of your own inside a row counts as one cell (wrap several
/// views in a stack to put them in one cell).
public struct Grid<Content: View>: PrimitiveView {
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    public let content: Content

    public init(horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func properties(in environment: EnvironmentValues) -> GridProperties {
        var rows: [Int] = []
        GridCells.countRows(content, in: environment, into: &rows)
        return GridProperties(rowLengths: rows, horizontalSpacing: horizontalSpacing ?? defaultStackSpacing,
                              verticalSpacing: verticalSpacing ?? defaultStackSpacing)
    }
}

/// One row of a ``Grid``: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View, BuiltinView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody() }

    func resolve(in environment: EnvironmentValues) -> Resolution {
        Resolution(children: [KeyedView(key: .position(0), view: content)])
    }
}

/// What a ``Grid`` shows: how many of its child widgets each row holds, in order (a view
/// outside any `GridRow` is a row of one).
public struct GridProperties: Equatable, Sendable {
    public var rowLengths: [Int]
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(rowLengths: [Int], horizontalSpacing: Double = 8, verticalSpacing: Double = 8) {
        self.rowLengths = rowLengths
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

@MainActor
private protocol GridRowMarker {
    var rowContent: any View { get }
}

extension GridRow: GridRowMarker {
    var rowContent: any View { content }
}

/// Counts the widgets of a grid's rows by walking its content as the graph resolves it.
@MainActor
enum GridCells {
    static func countRows(_ view: any View, in environment: EnvironmentValues, into rows: inout [Int]) {
        if let row = view as? GridRowMarker {
            rows.append(countWidgets(row.rowContent, in: environment))
        } else if view is any PrimitiveView || !(view is BuiltinView) {
            rows.append(1)
        } else if let builtin = view as? BuiltinView {
            for child in builtin.resolve(in: environment).children { countRows(child.view, in: environment, into: &rows) }
        }
    }

    static func countWidgets(_ view: any View, in environment: EnvironmentValues) -> Int {
        if view is any PrimitiveView || !(view is BuiltinView) { return 1 }
        guard let builtin = view as? BuiltinView else { return 1 }
        return builtin.resolve(in: environment).children.reduce(0) { $0 + countWidgets($1.view, in: environment) }
    }
}
