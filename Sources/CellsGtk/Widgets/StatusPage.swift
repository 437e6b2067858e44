import Cells
import Gtk

/// `ContentUnavailableView` is libadwaita's status page (AdwStatusPage): the label's icon
/// large and dim, its title in the "title-1" style, the description wrapped and centred,
/// the actions below, centred and scrollable in the space offered.
///
/// Where the space is small (a sidebar, a short pane), the page is libadwaita's compact one
/// (`CompactStatusPage`).
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
        CompactStatusPage.install(on: page)
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

/// libadwaita's compact status page (its "compact" style: a smaller icon and title, less
/// space around them) where the page is given little room, the full one elsewhere. The page's
/// layout is its bin layout's with a look at the size it is given: a `GtkCustomLayout` that
/// allocates the page's child all of it, as AdwStatusPage's own layout does, and switches
/// the style at the main loop's next turn when the size crosses a threshold (switching inside
/// the allocation would ask for another one while GTK is still in it). The two thresholds
/// are apart, so a page whose size changes with its style settles.
@MainActor
enum CompactStatusPage {
    /// Below this height or width a full page becomes compact.
    static let compactBelow = (width: 300, height: 360)
    /// At or above this height and width a compact page becomes full again.
    static let fullFrom = (width: 320, height: 400)

    static func install(on page: Widget) {
        let layout = gtk_custom_layout_new(
            { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
            { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                minimum?.pointee = 0
                natural?.pointee = 0
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
                guard let child = gtk_widget_get_first_child(widget) else { return }
                gtk_widget_measure(child, orientation, forSize, minimum, natural, nil, nil)
            },
            { widget, width, height, baseline in
                guard let widget else { return }
                if let child = gtk_widget_get_first_child(widget) { gtk_widget_allocate(child, width, height, baseline, nil) }
                CompactStatusPage.allocated(widget, width: Int(width), height: Int(height))
            }
        )
        gtk_widget_set_layout_manager(page.widgetPointer, layout)
    }

    /// Whether a page allocated `width` × `height`, compact now or not, should be compact.
    static func shouldBeCompact(isCompact: Bool, width: Int, height: Int) -> Bool {
        isCompact ? (width < fullFrom.width || height < fullFrom.height) : (width < compactBelow.width || height < compactBelow.height)
    }

    private static func allocated(_ page: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
        let isCompact = gtk_widget_has_css_class(page, "compact") != 0
        guard shouldBeCompact(isCompact: isCompact, width: width, height: height) != isCompact else { return }
        g_object_ref(UnsafeMutableRawPointer(page))
        _ = MainLoop.scheduleIdle {
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            let width = Int(gtk_widget_get_width(page)), height = Int(gtk_widget_get_height(page))
            let isCompact = gtk_widget_has_css_class(page, "compact") != 0
            guard gtk_widget_get_mapped(page) != 0, shouldBeCompact(isCompact: isCompact, width: width, height: height) != isCompact else { return }
            if isCompact { gtk_widget_remove_css_class(page, "compact") } else { gtk_widget_add_css_class(page, "compact") }
        }
    }
}
