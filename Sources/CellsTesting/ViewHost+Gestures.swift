import Cells
import Foundation

/// Gestures (`.gesture`, `.onHover`) driven with the events a pointer makes, each handed to
/// the gestures of the view showing a text, as GTK's controllers hand them; the update pass
/// runs after each event, as the main loop runs it.
extension ViewHost {
    /// Sends `events` to the gestures on the view showing `text` (the label, or the nearest
    /// view around it with gestures), in order. Locations are in that view's coordinates.
    public func sendGesture(_ events: [GestureEvent], to text: String) throws {
        let handlers = try gestureHandlers(around: text)
        for event in events {
            for handler in handlers { handler.handle(event) }
            settle()
        }
    }

    /// A tap (press and release at one point, a tenth of a second apart) at `time`.
    public func tapGesture(on text: String, at time: Double = 0) throws {
        try sendGesture([.pressed(CGPoint(x: 5, y: 5), time: time), .released(CGPoint(x: 5, y: 5), time: time + 0.1)], to: text)
    }

    /// The pointer moving onto (`inside`) or off the view showing `text` (`.onHover`).
    public func hover(_ text: String, inside: Bool) throws {
        guard let hover = try widgetsAround(text).lazy.compactMap({ $0.attributes[HoverAttribute.self] }).first else {
            throw ViewHostError.notFound("view with .onHover showing \"\(text)\"", onScreen: labelTexts)
        }
        hover.pointerMoved(inside: inside)
        settle()
    }

    private func gestureHandlers(around text: String) throws -> [GestureHandler] {
        guard let handlers = try widgetsAround(text).lazy.compactMap({ $0.attributes[GestureAttribute.self] }).first else {
            throw ViewHostError.notFound("view with a gesture showing \"\(text)\"", onScreen: labelTexts)
        }
        return handlers
    }

    /// The label showing `text` and the widgets holding it, innermost first.
    private func widgetsAround(_ text: String) throws -> [RecordedWidget] {
        var chain: [RecordedWidget] = []
        func search(_ widget: RecordedWidget, _ outer: [RecordedWidget]) -> Bool {
            if widget.isLabel, widget.text == text {
                chain = [widget] + outer.reversed()
                return true
            }
            return widget.visibleChildren.contains { search($0, outer + [widget]) }
        }
        guard search(root, []) else { throw ViewHostError.notFound("label \"\(text)\"", onScreen: labelTexts) }
        return chain
    }
}
