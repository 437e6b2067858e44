/// A built-in modifier that only hands its content padding or widget attributes for the
/// first widgets below it (`.padding()`, and `.help`, `.accessibilityLabel` and the other
/// widget attributes). Such a modifier gets no node: its content's node takes its place in
/// the tree, keeps the modifier's identity (its type, so adding or removing the modifier
/// still makes a new view with fresh state) and receives what the modifier adds folded into
/// its padding and attributes. A node of its own cost each update of an ancestor one more
/// evaluation, an array and two copies of the whole content.
@MainActor
protocol FoldedModifier: View {
    /// The content, with what this modifier adds folded into `padding` and `attributes`
    /// (those the modifier's place receives from above).
    func foldedContent(padding: inout EdgeInsets, attributes: inout WidgetAttributes) -> any View
}

extension FoldedModifier {
    /// ``foldedContent(padding:attributes:)`` of `view`, a `Self`, read where it is.
    static func unfold(_ view: any View, padding: inout EdgeInsets, attributes: inout WidgetAttributes) -> any View {
        withView(view, as: Self.self) { $0.pointee.foldedContent(padding: &padding, attributes: &attributes) }
    }
}

/// The modifiers a node folds (see ``FoldedModifier``), outermost first: found once, when the
/// node is made (a node's view type never changes, and most views fold none), so each view
/// the node receives is unwrapped without asking the runtime for conformances.
@MainActor
struct ModifierFolding {
    private let modifiers: [any FoldedModifier.Type]

    /// No modifier to fold (the view of most nodes).
    static let none = ModifierFolding(modifiers: [])

    private init(modifiers: [any FoldedModifier.Type]) {
        self.modifiers = modifiers
    }

    /// The modifiers around `view`'s content; `view` becomes that content, with what they add.
    init(unfolding view: inout any View, padding: inout EdgeInsets, attributes: inout WidgetAttributes) {
        var modifiers: [any FoldedModifier.Type] = []
        while let modifier = type(of: view) as? any FoldedModifier.Type {
            modifiers.append(modifier)
            view = modifier.unfold(view, padding: &padding, attributes: &attributes)
        }
        self.modifiers = modifiers
    }

    /// Whether there is no modifier to fold.
    var isEmpty: Bool { modifiers.isEmpty }

    /// `view`'s content, with what its modifiers add folded into `padding` and `attributes`.
    func unfold(_ view: any View, padding: inout EdgeInsets, attributes: inout WidgetAttributes) -> any View {
        var content = view
        for modifier in modifiers {
            content = modifier.unfold(content, padding: &padding, attributes: &attributes)
        }
        return content
    }
}

extension PaddingView: FoldedModifier {
    func foldedContent(padding: inout EdgeInsets, attributes: inout WidgetAttributes) -> any View {
        padding = padding + insets
        return content
    }
}

extension WidgetAttributeView: FoldedModifier {
    func foldedContent(padding: inout EdgeInsets, attributes: inout WidgetAttributes) -> any View {
        attributes = attributes.adding(self.attributes)
        return content
    }
}

/// Runs `body` on the view inside `view`, a `V`, where it is in the existential's box.
/// (Nonisolated: a main-actor closure given to the standard library checks, every time it
/// runs, that it runs on the main actor.)
private nonisolated func withView<V, Result>(_ view: any View, as _: V.Type, _ body: (UnsafePointer<V>) -> Result) -> Result {
    func open<T: View>(_ value: T) -> Result {
        precondition(T.self == V.self, "a node's view changed type")
        return withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: V.self)) }
    }
    return _openExistential(view, do: open)
}
