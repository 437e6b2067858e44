import Cells
import Gtk

/// `VStack` and `HStack` as a `GtkBox`. Children are placed across the axis as SwiftUI does:
/// text and controls at the stack's alignment; entries, and nested boxes holding something
/// flexible (an entry, a spacer), across the whole width.
extension StackProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        Box(orientation: context.current.axis == .vertical ? .vertical : .horizontal, spacing: 0)
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        if context.previous?.spacing != spacing { box.spacing = Int(spacing.rounded()) }
        if context.previous?.alignment != alignment { Self.align(box.children, in: box, context: context) }
    }

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
        align(children, in: box, context: context)
    }

    @MainActor private static func align(_ children: [Widget], in box: Box, context: GtkWidgetContext<Self>) {
        let stack = context.current
        let alignment: Widget.Alignment = switch stack.alignment {
        case .start: .start
        case .center: .center
        case .end: .end
        }
        for child in children {
            let flexibleBox = child is Box && child.wantsToExpand(horizontally: true)
            switch stack.axis {
            case .vertical:
                child.horizontalAlignment = child is Entry || flexibleBox ? .fill : alignment
            case .horizontal:
                child.verticalAlignment = alignment
                if flexibleBox { child.expandsHorizontally = true }
            }
        }
    }
}
