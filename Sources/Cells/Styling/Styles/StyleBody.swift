/// The body a user-written style makes (`makeBody(configuration:)`), evaluated as a view of
/// its own: reads it makes are its own dependencies, and the style's dynamic properties
/// (`@Environment(\.isEnabled)`, `@Owned`) are linked to this place in the tree, as a view's.
/// Controls of the same kind inside the body get the built-in style (a `ProgressView` in a
/// progress style's body is a bar, not the style again).
struct StyleBody: View {
    let style: StyleLink
    let make: @MainActor () -> AnyView

    init<Style>(style: Style, make: @escaping @MainActor () -> AnyView) {
        self.style = StyleLink(style: style)
        self.make = make
    }

    var body: AnyView { make() }
}

/// Links the dynamic properties stored in a style (a struct the view does not know the type
/// of) to the node of its ``StyleBody``. The properties share their storage with every copy
/// of the style, so linking this copy links the one `makeBody` runs on.
struct StyleLink: NodeLinkedProperty {
    let style: Any

    func link(to node: ViewNode, place: PropertyPlace) {
        _ = PropertyLinker.linkChildren(of: style, prefix: place.name + ".", to: node)
    }
}

extension StyleLink: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { false }
}

/// The view a style's configuration hands to `makeBody` for the control's label (its title,
/// its icon): the view the control was given, type-erased, as SwiftUI's
/// `ButtonStyleConfiguration.Label`.
public struct StyleConfigurationLabel: View, ErasedContent {
    let content: any View

    init(_ content: any View) {
        self.content = content
    }

    public var body: Never { neverBody() }
}

extension StyleConfigurationLabel: TitledOption {
    var optionTitle: String {
        (content as? Text)?.content ?? (content as? TitledOption)?.optionTitle ?? ""
    }
}
