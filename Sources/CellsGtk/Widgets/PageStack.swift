import Cells
import Gtk

/// A `NavigationStack`'s pages as a `GtkStack` that slides to the visible page: forward on a
/// push, back on a pop (the popped page stays until the stack has slid away from it).
extension PageStackProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Stack {
        let stack = Stack()
        stack.slidesAwayFromRemovedPages = true
        stack.expandsHorizontally = true
        stack.expandsVertically = true
        return stack
    }

    public func update(_ stack: Stack, context: GtkWidgetContext<Self>) {
        Self.showVisiblePage(of: stack, context: context)
    }

    public static func setChildren(_ children: [Widget], of stack: Stack, context: GtkWidgetContext<Self>) {
        stack.setChildren(children)
        showVisiblePage(of: stack, context: context)
    }

    @MainActor private static func showVisiblePage(of stack: Stack, context: GtkWidgetContext<Self>) {
        let index = context.current.visiblePage
        guard stack.children.indices.contains(index) else { return }
        stack.show(stack.children[index])
    }
}
