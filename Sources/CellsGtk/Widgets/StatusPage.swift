import Cells
import Gtk

/// `ContentUnavailableView` as libadwaita's status page, built from plain GTK 4 (no
/// libadwaita here): a vertical `GtkBox` centred in the space offered (which it takes), the
/// label's icon at 128 pixels in "dim-label", its title in "title-1", the description's
/// labels wrapped and centred, the actions centred below.
extension StatusPageProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        StatusPageStyle.install()
        let outer = Box(orientation: .vertical, spacing: 0)
        outer.expandsHorizontally = true
        outer.expandsVertically = true
        outer.addCSSClass("cells-status-page")
        let column = Box(orientation: .vertical, spacing: 12)
        column.verticalAlignment = .center
        column.horizontalAlignment = .fill
        column.expandsVertically = true
        for side in ["margin-top", "margin-bottom", "margin-start", "margin-end"] { column.setProperty(side, 36) }
        outer.append(column)
        return outer
    }

    public func update(_ outer: Box, context: GtkWidgetContext<Self>) {}

    public static func setChildren(_ children: [Widget], of outer: Box, context: GtkWidgetContext<Self>) {
        guard let column = outer.children.first as? Box else { return }
        column.setChildren(children)
        for child in children {
            child.horizontalAlignment = .center
            // The title and description wrap between words and read centred, as a status
            // page's; the icon keeps its size.
            for label in widgets(ofType: gtk_label_get_type(), at: child.widgetPointer) {
                gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_CENTER)
                gtk_label_set_xalign(OpaquePointer(label), 0.5)
            }
        }
        // After the icon, a little more room above the title (libadwaita's 36 pixels less the
        // column's spacing).
        if let icon = children.first(where: { $0.hasCSSClass(StatusPageProperties.iconClass) }) { icon.marginBottom = 24 }
    }
}

/// The status page's look: the icon's size (GTK 4.8 sizes a theme icon by CSS). Installed
/// once, at the application's priority (a theme's icon sizes do not shrink it).
@MainActor
enum StatusPageStyle {
    private static var sheet: CSSStyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let css = CSSStyleSheet(css: """
            .cells-status-page image.\(StatusPageProperties.iconClass) { -gtk-icon-size: 128px; }
            """)
        css.install(priority: 600)  // GTK_STYLE_PROVIDER_PRIORITY_APPLICATION
        sheet = css
    }
}
