import Cells
import Gtk

/// A `NavigationLink` that is a row of a `List`, `Form` or `Section`
/// (``ButtonProperties/isNavigationRow``), drawn as GNOME's activatable row (the look of
/// libadwaita's `AdwActionRow` with a "go-next-symbolic" suffix, without libadwaita): the
/// label at the leading edge, a dim chevron at the end, no button frame, the row's hover
/// highlight. It stays a real `GtkButton` (one focus stop, read by screen readers as a button
/// named by its text; the chevron is hidden from them), spread over the row's width.
///
/// When the link is all the row holds (`ForEach(items) { NavigationLink(value:) { Row($0) } }`),
/// the row gives up its padding and the button takes it on, so a click anywhere on the row,
/// edges included, lands on the link. A link beside other controls in a row (a `Notes`
/// button) keeps the row's padding, is as wide as its label and shows no chevron.
@MainActor
enum NavigationRowLink {
    /// The button's CSS class.
    static let styleClass = "cells-navigation-row"
    /// The class of the chevron image inside the button.
    static let chevronClass = "cells-navigation-chevron"
    /// The class of a row whose whole content is one link: no padding of its own.
    static let holderClass = "cells-navigation-row-holder"

    private static var sheet: CSSStyleSheet?
    /// The data key marking a button that has its map and unmap handlers.
    private static let rowHandlersKey = "cells-navigation-row-handlers"

    /// Makes `button` a row link, or a plain button again.
    static func set(_ isRow: Bool, on button: Gtk.Button) {
        if isRow {
            let box = ButtonContent.box(of: button)
            installStyleSheet()
            button.addCSSClass(styleClass)
            button.expandsHorizontally = true
            let chevron = Widget(taking: gtk_image_new_from_icon_name("go-next-symbolic"))
            chevron.addCSSClass(chevronClass)
            chevron.addCSSClass("dim-label")
            // Decoration: the row reads as its text, a link ("button").
            cells_accessible_set_boolean_state(chevron.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
            box.setChildren(box.children + [chevron])
            arrange(box)
            if g_object_get_data(button.objectPointer, rowHandlersKey) == nil {
                g_object_set_data(button.objectPointer, rowHandlersKey, UnsafeMutableRawPointer(bitPattern: 1))
                button.onMap { [weak button] in
                    if let button, button.hasCSSClass(styleClass) { adoptRow(of: button) }
                }
                button.onUnmap { [weak button] in
                    if let button { releaseRow(of: button) }
                }
            }
            if gtk_widget_get_mapped(button.widgetPointer) != 0 { adoptRow(of: button) }
        } else if button.hasCSSClass(styleClass), let box = button.child as? Box {
            button.removeCSSClass(styleClass)
            button.expandsHorizontally = false
            box.setChildren(box.children.filter { !$0.hasCSSClass(chevronClass) })
            releaseRow(of: button)
            box.horizontalAlignment = .center
        }
    }

    /// The chevron of a row link's content box, if it is one.
    static func chevron(in box: Box) -> Widget? {
        box.children.last.flatMap { $0.hasCSSClass(chevronClass) ? $0 : nil }
    }

    /// Lays out a row link's box: the label from the leading edge, the chevron at the trailing
    /// one. A label that takes the width itself (a `Spacer` inside) keeps all of it; otherwise
    /// the chevron takes what is left, at its end.
    static func arrange(_ box: Box) {
        guard let chevron = chevron(in: box) else { return }
        let labelExpands = box.children.dropLast().contains { $0.wantsToExpand(horizontally: true) }
        chevron.expandsHorizontally = !labelExpands
        chevron.horizontalAlignment = .end
        box.horizontalAlignment = chevron.isVisible ? .fill : .start
        box.spacing = 12
    }

    // MARK: The row

    /// On being shown in a list or form row: the row highlights as the pointer passes (a
    /// section's rows are not activatable otherwise) and, when the link is all the row holds,
    /// hands its padding to the link.
    private static func adoptRow(of button: Gtk.Button) {
        guard let row = rowAncestor(of: button.widgetPointer) else { return }
        let isSole = isSoleContent(button.widgetPointer, of: row)
        showAsWholeRow(button, isSole)
        guard isSole else { return }
        gtk_widget_add_css_class(row, holderClass)
        let isListBoxRow = widgetIsA(row, gtk_list_box_row_get_type())
        if isListBoxRow { gtk_list_box_row_set_activatable(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self), 1) }
        // A section row's box keeps the content off the row's edges with margins: the link's
        // padding does that now.
        if isListBoxRow, let box = gtk_widget_get_first_child(row) {
            for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                set(box, 0)
            }
        }
    }

    /// A link that is the whole row spreads over it with the chevron at its end; one beside
    /// other controls in a row (`HStack { NavigationLink(…); Spacer(); Button("Notes") }`)
    /// keeps its label's width and shows no chevron (one in the middle of the row, wherever
    /// the label happens to end, would point at nothing).
    private static func showAsWholeRow(_ button: Gtk.Button, _ isWholeRow: Bool) {
        guard let box = button.child as? Box, let chevron = chevron(in: box) else { return }
        chevron.isVisible = isWholeRow
        button.expandsHorizontally = isWholeRow
        if !isWholeRow { box.horizontalAlignment = .start }
    }

    /// On leaving a row (a list view shows another element in it): the row gets its padding
    /// back.
    private static func releaseRow(of button: Gtk.Button) {
        guard let row = rowAncestor(of: button.widgetPointer), gtk_widget_has_css_class(row, holderClass) != 0 else { return }
        gtk_widget_remove_css_class(row, holderClass)
    }

    /// The list row (a list view's or a list box's "row") the widget is in.
    private static func rowAncestor(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_get_parent(widget)
        while let candidate = current {
            if String(cString: gtk_widget_get_css_name(candidate)) == "row",
               let list = gtk_widget_get_parent(candidate),
               widgetIsA(list, gtk_list_box_get_type()) || widgetIsA(list, gtk_list_view_get_type()) {
                return candidate
            }
            if widgetIsA(candidate, gtk_list_box_get_type()) || widgetIsA(candidate, gtk_list_view_get_type())
                || widgetIsA(candidate, gtk_popover_get_type()) || widgetIsA(candidate, gtk_window_get_type()) {
                return nil
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// Whether nothing else shows in `row` beside `widget`: every widget between them holds
    /// only the way to it (closed popovers, hidden widgets and a row's "⋮" actions button,
    /// which shows over the row, do not count).
    private static func isSoleContent(_ widget: UnsafeMutablePointer<GtkWidget>, of row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var child = widget
        while let parent = gtk_widget_get_parent(child), parent != row {
            var sibling = gtk_widget_get_first_child(parent)
            while let other = sibling {
                if other != child, gtk_widget_get_visible(other) != 0, !widgetIsA(other, gtk_popover_get_type()),
                   Widget.nameBeforeRowTitle(of: other) == nil {
                    return false
                }
                sibling = gtk_widget_get_next_sibling(other)
            }
            child = parent
        }
        return gtk_widget_get_parent(child) == row
    }

    // MARK: Style

    /// The look: no frame or background of the button's own (the row's hover and selection
    /// show through), no padding beside other controls; the row's padding when it is the row.
    private static func installStyleSheet() {
        guard sheet == nil else { return }
        let css = CSSStyleSheet(css: """
            button.cells-navigation-row { padding: 0; min-height: 0; border-radius: 0; }
            button.cells-navigation-row, button.cells-navigation-row:hover, button.cells-navigation-row:checked,
            button.cells-navigation-row:backdrop { background: none; box-shadow: none; border-color: transparent; }
            button.cells-navigation-row:active, button.cells-navigation-row.keyboard-activating {
                background: alpha(currentColor, 0.08); box-shadow: none; border-color: transparent; }
            row:selected button.cells-navigation-row { color: inherit; }
            .rich-list > row.cells-navigation-row-holder, list > row.cells-navigation-row-holder { padding: 0; }
            .rich-list > row.cells-navigation-row-holder button.cells-navigation-row { padding: 8px 12px; min-height: 32px; }
            list > row.cells-navigation-row-holder button.cells-navigation-row { padding: 10px 14px; }
            """)
        css.install()
        sheet = css
    }
}
