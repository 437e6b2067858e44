import Cells
import Gtk

/// `Form` as a `GtkScrolledWindow` around a column of its sections (libadwaita's preferences
/// groups), clamped to GNOME's readable width (AdwClamp). It asks for no width of its own: its
/// rows wrap and reflow, so it fits a 360-pixel (phone-sized) window.
extension FormProperties: GtkWidgetBinding {
    public func makeCoordinator() -> FormParts {
        FormParts()
    }

    /// The scrolled window sits in a box that expands, so a stack gives the form its whole
    /// width (a stack stretches expanding boxes, not other widgets).
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        let outer = Box(orientation: .vertical, spacing: 0)
        outer.expandsHorizontally = true
        outer.expandsVertically = true
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        scrolled.setProperty("propagate-natural-height", true)
        let column = context.coordinator.column
        for side in ["margin-top", "margin-bottom", "margin-start", "margin-end"] { column.setProperty(side, 12) }
        // No wider than GNOME's readable width (libadwaita's clamp, as its preferences pages
        // have): in a wide window the sections stay a column of 600 pixels at most, centred.
        let clamp = Widget(taking: UnsafeMutableRawPointer(adw_clamp_new()!))
        adw_clamp_set_child(OpaquePointer(clamp.rawPointer), column.widgetPointer)
        scrolled.child = clamp
        outer.append(scrolled)
        return outer
    }

    public func update(_ outer: Box, context: GtkWidgetContext<Self>) {}

    /// Rows outside any `Section` (`Form { Toggle(…); Picker(…) }`) go in a boxed list of
    /// their own, as SwiftUI's grouped form shows them: one implicit section per run of such
    /// rows between sections.
    public static func setChildren(_ children: [Widget], of outer: Box, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        var shown: [Widget] = []
        var run: [Widget] = []
        var used = 0
        func closeRun() {
            guard !run.isEmpty else { return }
            if used == parts.implicitSections.count { parts.implicitSections.append(ImplicitSection()) }
            let section = parts.implicitSections[used]
            section.parts.setRows(run)
            shown.append(section.column)
            used += 1
            run = []
        }
        // Hidden widgets (a toolbar item's placeholder; its views are in the header bar) are
        // no rows: they stay in the column, after the sections.
        let hidden = children.filter { !$0.isVisible && !SectionParts.isSection($0) }
        for child in children where !hidden.contains(where: { $0 === child }) {
            if SectionParts.isSection(child) {
                closeRun()
                shown.append(child)
            } else {
                run.append(child)
            }
        }
        closeRun()
        for section in parts.implicitSections[used...] { section.parts.setRows([]) }
        parts.implicitSections.removeLast(parts.implicitSections.count - used)
        parts.column.setChildren(shown + hidden)
    }
}

/// The column of a form's sections.
@MainActor
public final class FormParts {
    let column = Box(orientation: .vertical, spacing: 24)
    /// The boxed lists holding rows written outside any `Section`, in order.
    var implicitSections: [ImplicitSection] = []
}

/// A section a form makes for rows outside any `Section`: a boxed list, no header or footer.
@MainActor
final class ImplicitSection {
    let parts = SectionParts()
    let column: Widget

    init() {
        column = SectionParts.makeColumn(parts)
        parts.footer.isVisible = false
    }
}

/// `Section` as libadwaita's preferences group (AdwPreferencesGroup): its header is the
/// group's title, its rows a `GtkListBox` in libadwaita's "boxed-list" style with one row per
/// view (no selection; `SectionListBox`, whose Tab goes from control to control), and its
/// footer a dimmed caption under the list (libadwaita 1.2's group has a description above the
/// list, no footer). Screen readers call the list by the header and each row by its text.
extension SectionProperties: GtkWidgetBinding {
    public func makeCoordinator() -> SectionParts {
        SectionParts()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        SectionParts.makeColumn(context.coordinator)
    }

    public func update(_ group: Widget, context: GtkWidgetContext<Self>) {
        let parts = context.coordinator
        if context.previous?.header != header {
            adw_preferences_group_set_title(group.rawPointer.assumingMemoryBound(to: AdwPreferencesGroup.self), header ?? "")
            parts.list.setDerivedAccessibleLabel(header)
            group.setDerivedAccessibleLabel(header)
        }
        parts.footer.text = footer ?? ""
        parts.footer.isVisible = footer != nil
    }

    public static func setChildren(_ children: [Widget], of group: Widget, context: GtkWidgetContext<Self>) {
        context.coordinator.setRows(children)
    }
}

extension SectionParts {
    /// The data key that marks a section's column, for a form to tell sections from rows.
    private static let sectionKey = "cells-section"

    /// Whether `widget` is a section's column (a `Section`'s or a form's implicit one).
    static func isSection(_ widget: Widget) -> Bool {
        g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget.rawPointer)), sectionKey) != nil
    }

    /// The preferences group of a section made of `parts`: its title (the header), the boxed
    /// list, the footer.
    static func makeColumn(_ parts: SectionParts) -> Widget {
        let column = Widget(taking: UnsafeMutableRawPointer(adw_preferences_group_new()!))
        g_object_set_data(UnsafeMutablePointer<GObject>(OpaquePointer(column.rawPointer)), sectionKey, UnsafeMutableRawPointer(bitPattern: 1))
        parts.footer.addCSSClass("caption")
        parts.footer.marginTop = 6
        parts.footer.addCSSClass("dim-label")
        parts.footer.horizontalTextAlignment = 0
        parts.footer.wrapLikeText()
        let list = parts.list.opaque
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
        parts.list.addCSSClass("boxed-list")
        // Widgets that are no list rows go under the group's own (then hidden) list.
        adw_preferences_group_add(column.rawPointer.assumingMemoryBound(to: AdwPreferencesGroup.self), parts.list.widgetPointer)
        adw_preferences_group_add(column.rawPointer.assumingMemoryBound(to: AdwPreferencesGroup.self), parts.footer.widgetPointer)
        // Screen readers call the list by its header (see update), else by the window's title.
        ListAccessibleNames.nameByWindowTitleWhenShown(parts.list)
        return column
    }

    /// Puts one row per widget in the section's boxed list, in place of the rows before.
    func setRows(_ children: [Widget]) {
        let list = self.list.opaque
        for row in rows {
            row.child?.setChildren([])
            gtk_list_box_remove(list, row.row.widgetPointer)
        }
        rows = children.map { child in
            let row = SectionRow(holding: child)
            gtk_list_box_append(list, row.row.widgetPointer)
            return row
        }
    }
}

extension SectionRow {
    /// The list row for `child`, a form row's view: the view's own widget when it is a
    /// libadwaita row (FormRows.swift), else a `GtkListBoxRow` holding it with GNOME's
    /// padding. Neither is a Tab stop of its own: Tab goes from control to control (an
    /// unnamed, inert "list item" stop before each one was noise for keyboard and
    /// screen-reader users).
    @MainActor init(holding child: Widget) {
        if let link = child as? Gtk.Button, NavigationActionRow.isLinkButton(link) {
            // A link row: libadwaita's action row, a Tab stop of its own (its button is not).
            self.init(row: NavigationActionRow.make(for: link), child: nil)
            return
        }
        if widgetIsA(child.widgetPointer, gtk_list_box_row_get_type()) {
            // A combo row is its own control (Enter or Space opens its choices): a Tab stop.
            if !widgetIsA(child.widgetPointer, adw_combo_row_get_type()) { gtk_widget_set_focusable(child.widgetPointer, 0) }
            self.init(row: child, child: nil)
            return
        }
        let row = Widget(taking: gtk_list_box_row_new())
        gtk_list_box_row_set_activatable(row.pointer(), 0)
        gtk_widget_set_focusable(row.widgetPointer, 0)
        let box = Box(orientation: .horizontal, spacing: 0)
        for side in ["margin-top", "margin-bottom"] { box.setProperty(side, 8) }
        for side in ["margin-start", "margin-end"] { box.setProperty(side, 12) }
        // A row reads from its leading edge, as GNOME's boxed lists do: a lone label or
        // button starts there rather than being centred or stretched across the row; one
        // whose content asks for the width (a Spacer before a chevron) keeps it.
        if startsAtLeadingEdge(child), !child.wantsToExpand(horizontally: true) {
            gtk_widget_set_halign(child.widgetPointer, GTK_ALIGN_START)
        }
        child.expandsHorizontally = true
        box.append(child)
        gtk_list_box_row_set_child(row.pointer(), box.widgetPointer)
        // Screen readers read a row by its text ("Result 3.28 ft"), not as "list item"
        // (scheduled: the row is not in its list yet).
        RowAccessibleNames.schedule(row.widgetPointer, .sectionRow)
        self.init(row: row, child: box)
    }
}

/// Whether a section row's only widget is a label or a push or toggle button (switches and
/// check boxes are no buttons to GTK), which a row places at its start.
@MainActor
private func startsAtLeadingEdge(_ widget: Widget) -> Bool {
    [gtk_label_get_type(), gtk_button_get_type(), gtk_menu_button_get_type()].contains { widgetIsA(widget.widgetPointer, $0) }
}

/// The widgets of a section.
@MainActor
public final class SectionParts {
    let footer = Gtk.Label()
    let list = Widget(taking: SectionListBox.make())
    var rows: [SectionRow] = []
}

/// One row of a section's list and the box holding its view.
@MainActor
struct SectionRow {
    let row: Widget
    let child: Box?
}
