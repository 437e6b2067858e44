import Cells
import Gtk

/// `ContentUnavailableView` is libadwaita's status page (AdwStatusPage): the label's icon
/// large and dim, its title in the "title-1" style, the description wrapped and centred,
/// the actions below, centred and scrollable in the space offered.
///
/// The view's icon, title and description are views (any `Label`, any `Text`); the page
/// shows what they show: its "icon-name", "title" and "description" follow the views'
/// widgets through GObject bindings (``StatusPageLinks``), so a title that changes (a
/// search's "No Results for …") changes on the page. The actions go in the page's child.
extension StatusPageProperties: GtkWidgetBinding {
    public func makeCoordinator() -> StatusPageLinks {
        StatusPageLinks()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let page = Widget(taking: UnsafeMutableRawPointer(adw_status_page_new()!))
        page.expandsHorizontally = true
        page.expandsVertically = true
        let actions = Box(orientation: .vertical, spacing: 12)
        actions.horizontalAlignment = .center
        adw_status_page_set_child(OpaquePointer(page.rawPointer), actions.widgetPointer)
        context.coordinator.actions = actions
        return page
    }

    public func update(_ page: Widget, context: GtkWidgetContext<Self>) {}

    public static func dismantle(_ page: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.unlink()
    }

    public static func setChildren(_ children: [Widget], of page: Widget, context: GtkWidgetContext<Self>) {
        let links = context.coordinator
        var actions: [Widget] = []
        var icon: UnsafeMutablePointer<GtkWidget>?, title: UnsafeMutablePointer<GtkWidget>?, description: UnsafeMutablePointer<GtkWidget>?
        for child in children {
            if child.hasCSSClass(StatusPageProperties.iconClass) {
                icon = icon ?? first(ofType: gtk_image_get_type(), in: child)
            } else if child.hasCSSClass(StatusPageProperties.titleClass) {
                title = title ?? first(ofType: gtk_label_get_type(), in: child)
            } else if child.hasCSSClass(StatusPageProperties.descriptionClass) {
                description = description ?? first(ofType: gtk_label_get_type(), in: child)
            } else {
                actions.append(child)
            }
        }
        links.link(page: page, icon: icon, title: title, description: description)
        links.actions?.setChildren(actions)
        links.actions?.isVisible = !actions.isEmpty
    }

    @MainActor private static func first(ofType type: GType, in widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
        widgets(ofType: type, at: widget.widgetPointer).first
    }
}

/// The GObject bindings that show a status page's icon, title and description views on
/// libadwaita's page, remade when those views' widgets are replaced.
@MainActor
public final class StatusPageLinks {
    /// The box of the page's actions (the page's child).
    fileprivate var actions: Box?
    private var linkedSources: [UnsafeMutablePointer<GtkWidget>?] = []
    private let links = PropertyLinks()

    fileprivate func link(
        page: Widget, icon: UnsafeMutablePointer<GtkWidget>?, title: UnsafeMutablePointer<GtkWidget>?,
        description: UnsafeMutablePointer<GtkWidget>?
    ) {
        let sources = [icon, title, description]
        guard sources != linkedSources else { return }
        unlink()
        linkedSources = sources
        let pagePointer = OpaquePointer(page.rawPointer)
        adw_status_page_set_icon_name(pagePointer, nil)
        adw_status_page_set_title(pagePointer, nil)
        adw_status_page_set_description(pagePointer, nil)
        if let icon { links.link(icon, "icon-name", to: page.rawPointer, "icon-name") }
        if let title { links.link(title, "label", to: page.rawPointer, "title") }
        // The description is Pango markup on the page: a plain label's text is escaped first.
        if let description {
            links.link(description, "label", to: page.rawPointer, "description",
                       escapingMarkup: gtk_label_get_use_markup(OpaquePointer(description)) == 0)
        }
    }

    /// Undoes every binding (the page is going, or its views' widgets were replaced).
    func unlink() {
        links.unlinkAll()
        linkedSources = []
    }
}
