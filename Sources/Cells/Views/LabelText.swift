/// The words a label view shows, for a control that takes its label as a view (SwiftUI's
/// `Slider(value:in:) { Text("Volume") }`, `ProgressView { Text("Loading") }`, `Gauge`'s
/// labels) but shows or names it as text: a GTK scale, level bar or progress bar has a title
/// or an accessible name, not child widgets.
///
/// The texts of the view are joined with spaces, in order: a `Text`'s string, a `Label`'s
/// title, the texts inside stacks, modifiers and views with a `body`. Images and empty views
/// add nothing; nil when there is no text at all.
@MainActor
enum LabelText {
    /// The text `view` shows, or nil when it shows none.
    static func of(_ view: any View, in environment: EnvironmentValues = EnvironmentValues()) -> String? {
        var parts: [String] = []
        walk(view, environment: environment, into: &parts)
        let joined = parts.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    private static func walk(_ view: any View, environment: EnvironmentValues, into parts: inout [String]) {
        if let text = view as? Text {
            if !text.content.isEmpty { parts.append(text.content) }
        } else if let title = (view as? any TitledOption)?.optionTitle {
            if !title.isEmpty { parts.append(title) }
        } else if let builtin = view as? BuiltinView {
            for child in builtin.resolve(in: environment).children {
                walk(child.view, environment: environment, into: &parts)
            }
        } else if let primitive = view as? any PrimitiveView {
            walk(contentOf(primitive), environment: environment, into: &parts)
        } else if !hasNeverBody(view) {
            walk(bodyOf(view), environment: environment, into: &parts)
        }
    }

    private static func contentOf<P: PrimitiveView>(_ view: P) -> any View { view.content }
    private static func bodyOf<V: View>(_ view: V) -> any View { view.body }
    private static func hasNeverBody<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }
}
