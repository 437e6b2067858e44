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
        RevealingChildren.setChildren(children, of: box)
        RowAccessibleNames.scheduleRow(containing: box.widgetPointer)
        align(children, in: box, context: context)
        if context.current.axis == .horizontal { nameUnlabeledControls(in: children) }
    }

    /// In a row, an on/off control with no label of its own (`Toggle("", isOn:)` beside a
    /// `Text`) is named for screen readers by the row's other labels, as a GNOME row's title
    /// names its switch.
    @MainActor private static func nameUnlabeledControls(in children: [Widget]) {
        let controls = children.filter { $0.isToggleControl && !$0.containsLabel }
        guard !controls.isEmpty else { return }
        let others = children.filter { child in !controls.contains { $0 === child } }
        for control in controls { control.setAccessibleLabels(from: others) }
    }

    @MainActor private static func align(_ children: [Widget], in box: Box, context: GtkWidgetContext<Self>) {
        let stack = context.current
        let alignment: Widget.Alignment = switch stack.alignment {
        case .start: .start
        case .center: .center
        case .end: .end
        }
        for child in children {
            // What SwiftUI makes greedy takes the space offered across the axis too: a list,
            // a scroll view, a text editor, a colour or shape, a stack holding a spacer, any
            // view framed to `.infinity` (GTK: its computed expand on that side), unless a
            // frame fixes that side.
            // A NavigationLink that is a list row takes the row's width too.
            let flexibleBox = (child is Box || child is ScrolledWindow || child.hasCSSClass(NavigationRowLink.styleClass))
                && child.wantsToExpand(horizontally: true)
            // A `Divider` is a line across the whole stack, as SwiftUI's.
            let divider = gtk_widget_get_type_is(child, gtk_separator_get_type())
            switch stack.axis {
            case .vertical:
                let fills = child is Entry || divider || child.wantsToExpand(horizontally: true)
                child.horizontalAlignment = fills ? .fill : alignment
            case .horizontal:
                child.verticalAlignment = divider || child.wantsToExpand(horizontally: false) ? .fill : alignment
                if flexibleBox { child.expandsHorizontally = true }
            }
        }
    }
}

/// Whether `widget` is an instance of `type`.
@MainActor private func gtk_widget_get_type_is(_ widget: Widget, _ type: GType) -> Bool {
    g_type_check_instance_is_a(widget.rawPointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
