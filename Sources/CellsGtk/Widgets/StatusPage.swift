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
/// libadwaita's page, remade when those views' widgets are replaced. Each binding is held
/// with a reference of ours, so it can be undone safely even after one of its objects went
/// (which undoes it too).
@MainActor
public final class StatusPageLinks {
    /// The box of the page's actions (the page's child).
    fileprivate var actions: Box?
    private var linkedSources: [UnsafeMutablePointer<GtkWidget>?] = []
    private var bindings: [OpaquePointer] = []

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
        if let icon { bind(icon, "icon-name", to: page, "icon-name", escapingMarkup: false) }
        if let title { bind(title, "label", to: page, "title", escapingMarkup: false) }
        // The description is Pango markup on the page: a plain label's text is escaped first.
        if let description {
            bind(description, "label", to: page, "description", escapingMarkup: gtk_label_get_use_markup(OpaquePointer(description)) == 0)
        }
    }

    private func bind(_ source: UnsafeMutablePointer<GtkWidget>, _ property: String, to page: Widget, _ target: String, escapingMarkup: Bool) {
        let flags = G_BINDING_SYNC_CREATE
        let binding: OpaquePointer? = escapingMarkup
            ? g_object_bind_property_full(source, property, page.rawPointer, target, flags, escapeMarkupTransform, nil, nil, nil)
            : g_object_bind_property(source, property, page.rawPointer, target, flags)
        if let binding {
            g_object_ref(UnsafeMutableRawPointer(binding))
            bindings.append(binding)
        }
    }

    /// Undoes every binding (the page is going, or its views' widgets were replaced).
    func unlink() {
        for binding in bindings {
            g_binding_unbind(binding)
            g_object_unref(UnsafeMutableRawPointer(binding))
        }
        bindings = []
        linkedSources = []
    }
}

/// A GBinding transform: a plain string made safe for a markup property.
private let escapeMarkupTransform: GBindingTransformFunc = { _, from, to, _ in
    guard let from, let to else { return 0 }
    let text = g_value_get_string(from)
    let escaped = text.map { g_markup_escape_text($0, -1) }
    g_value_take_string(to, escaped ?? nil)
    return 1
}
