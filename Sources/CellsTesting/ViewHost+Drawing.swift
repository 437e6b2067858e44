import Cells
import Foundation

extension ViewHost {
    /// The shape views on screen (`Circle()`, `.fill`, `.stroke`, backgrounds made of
    /// shapes), in screen order, as their descriptions.
    public var shapes: [ShapeProperties] {
        widgets(of: ShapeProperties.self).compactMap { $0.properties(as: ShapeProperties.self) }
    }

    /// The first shape view whose shape type's name starts with `typeName` ("Circle",
    /// "TrimmedShape<Circle>", your own "Triangle").
    public func shape(_ typeName: String) throws -> RecordedWidget {
        try widget(of: ShapeProperties.self, "shape \(typeName)") { $0.shape.typeName.hasPrefix(typeName) }
    }

    /// The first trimmed shape (a progress ring), if any: its description.
    public var trimmedShape: ShapeProperties? {
        shapes.first { $0.trim != nil }
    }
}

extension RecordedWidget {
    /// The shape this widget draws, if it is a shape view.
    public var shapeProperties: ShapeProperties? { properties(as: ShapeProperties.self) }
}

extension ViewHost {
    /// The canvases on screen (`Canvas { context, size in … }`), in screen order.
    public var canvases: [RecordedWidget] {
        widgets(of: CanvasProperties.self)
    }

    /// Gives `canvas` the size GTK would allocate it, as the widget reports it: its renderer
    /// runs for that size.
    public func resize(_ canvas: RecordedWidget, to size: CGSize) {
        _ = canvas.perform(CanvasActions.self, checksWidget: false) { $0.resized(size) }
        settle()
    }
}

extension RecordedWidget {
    /// What this canvas's renderer drew for its size, if it is a canvas.
    public var canvasCommands: [CanvasCommand]? { properties(as: CanvasProperties.self)?.commands }
}

extension ViewHost {
    /// The geometry readers on screen, in screen order.
    public var geometryReaders: [RecordedWidget] {
        widgets(of: GeometryMeasureProperties.self)
    }

    /// Gives `reader` the geometry GTK would (its size, and where it is): its content is
    /// built again for it.
    public func resize(_ reader: RecordedWidget, to geometry: MeasuredGeometry) {
        _ = reader.perform(GeometryMeasureActions.self, checksWidget: false) { $0.measured(geometry) }
        settle()
    }
}

extension ViewHost {
    /// The timeline views on screen, in screen order.
    public var timelines: [RecordedWidget] {
        widgets(of: TimelineTickerProperties.self)
    }

    /// Delivers `timeline`'s update for `date`, as the frame clock or a timeout would: its
    /// content is built for that date.
    public func tick(_ timeline: RecordedWidget, at date: Date) {
        _ = timeline.perform(TimelineTickerActions.self, checksWidget: false) { $0.tick(date) }
        settle()
    }
}
