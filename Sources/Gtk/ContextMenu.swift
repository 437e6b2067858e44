import CGtk

/// A popover of widgets opened over another widget (its anchor) the ways GNOME opens a
/// context menu: a right click (opening as the button comes up) or a long press on the
/// anchor, or the Menu key (Shift+F10) while the focus is in the list row holding it
/// (``installMenuKey(on:)``).
///
/// Context menus nested in one list row open as one menu: whichever opens shows the content
/// of every menu in the row, ordered by their `order` (a row's `.contextMenu` before its
/// swipe actions), with separators between. Elsewhere, of nested menus the innermost one
/// under the pointer opens, alone.
///
/// The popover is a child of the anchor; the anchor holds this object, and both go with it.
@MainActor
public final class ContextMenu {
    /// The `GtkPopover *`.
    public let popover: UnsafeMutablePointer<GtkWidget>
    /// This menu's own items.
    private let content: Widget
    /// Where this menu's content goes among the sections of a row's merged menu: lower first.
    private let order: Int
    /// The popover's child: the sections shown (this menu's content, and in a list row the
    /// other menus' of the row), separated.
    private let sections = Box(orientation: .vertical, spacing: 0)
    /// What `sections` holds now: contents and separators.
    private var shownSections: [Widget] = []
    private var separators: [Widget] = []
    /// The menu whose popover holds this menu's content now (itself, or another in its row).
    private weak var holder: ContextMenu?

    /// Makes the popover (showing `content`) on `anchor` and its gestures. In a list row,
    /// `order` places `content` among the row's other menus' (lower first).
    public init(anchor: Widget, content: Widget, order: Int = 0) {
        self.content = content
        self.order = order
        popover = gtk_popover_new()!
        let popoverPointer = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_child(popoverPointer, sections.widgetPointer)
        sections.setChildren([content])
        shownSections = [content]
        gtk_popover_set_has_arrow(popoverPointer, 1)
        // GNOME's menu look (a menu's padding, its separators' spacing); the items are drawn
        // as menu items by whoever fills `content`.
        gtk_widget_add_css_class(popover, "menu")
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, anchor.widgetPointer)
        // The anchor owns this object: it goes when the anchor is finalized.
        g_object_set_data_full(
            UnsafeMutablePointer<GObject>(OpaquePointer(anchor.widgetPointer)), Self.dataKey,
            Unmanaged.passRetained(self).toOpaque(), { Unmanaged<ContextMenu>.fromOpaque($0!).release() }
        )
        holder = self

        let click = GestureClick()
        click.button = 3  // GDK_BUTTON_SECONDARY
        // The press is claimed, as GtkText and GtkLinkButton claim theirs (no other gesture
        // takes it), and the menu opens on the release: opened on the press, its popover came
        // up under the pointer with the button still down, and GTK 4.8 (X11) gave the release
        // to the popover, which had seen no press ("Broken accounting of active state for
        // widget …(GtkPopover)"), and the next real click on an item of a reopened menu could
        // close it without running the item.
        let clickGesture = OpaquePointer(click.objectPointer)  // the gesture owns the closures
        click.onPressed { _, _, _ in gtk_gesture_set_state(clickGesture, GTK_EVENT_SEQUENCE_CLAIMED) }
        click.onReleased { [weak self] _, x, y in self?.popupIfInnermost(atX: x, y: y) }
        anchor.addController(click)

        let longPress = GestureLongPress()
        longPress.touchOnly = true
        longPress.onPressed { [weak self] x, y in self?.popupIfInnermost(atX: x, y: y) }
        anchor.addController(longPress)
    }

    /// The anchor (the popover's parent).
    private var anchor: UnsafeMutablePointer<GtkWidget>? { gtk_widget_get_parent(popover) }

    /// Opens the menu at `x`, `y` unless a menu nested inside the anchor is under that point:
    /// its gesture ran first and opened it (a right click reaches every anchor it is in).
    private func popupIfInnermost(atX x: Double, y: Double) {
        if let anchor, let picked = gtk_widget_pick(anchor, x, y, GTK_PICK_DEFAULT),
           let innermost = Self.enclosing(picked), innermost !== self { return }
        popup(atX: x, y: y)
    }

    /// The other menus this one opens with: in a list row, every menu in the row (in order),
    /// and else only this one.
    private func menusOpeningTogether() -> [ContextMenu] {
        guard let anchor, let row = Self.row(containing: anchor) else { return [self] }
        var menus: [ContextMenu] = []
        walkWidgetTree(from: row) { widget in
            if widgetIsA(widget, gtk_popover_get_type()) { return .skipChildren }  // the items in menus
            if let menu = Self.of(widget) { menus.append(menu) }
            return .descend
        }
        guard menus.contains(where: { $0 === self }) else { return [self] }
        return menus.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }

    /// The child of a list view or list box (its row) that holds `widget`, if any.
    private static func row(containing widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var current = widget
        while let parent = gtk_widget_get_parent(current) {
            if widgetIsA(parent, gtk_list_view_get_type()) || widgetIsA(parent, gtk_list_box_get_type())
                || widgetIsA(parent, gtk_grid_view_get_type()) { return current }
            current = parent
        }
        return nil
    }

    /// Puts the contents of `menus` in this popover, separated, taking each from the popover
    /// that showed it last.
    private func gather(_ menus: [ContextMenu]) {
        for menu in menus where menu.holder !== self {
            menu.holder?.drop(menu.content)
            menu.holder = self
        }
        while separators.count < menus.count - 1 {
            // Spaced by the menu's CSS, as a GNOME menu's sections.
            separators.append(Widget(taking: UnsafeMutableRawPointer(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))))
        }
        var wanted: [Widget] = []
        for (index, menu) in menus.enumerated() {
            if index > 0 { wanted.append(separators[index - 1]) }
            wanted.append(menu.content)
        }
        // A content whose menu went (its row changed) leaves with what is not wanted.
        sections.setChildren(wanted)
        shownSections = wanted
    }

    /// Takes `content` (another menu's) out of this popover, with the separators: every
    /// popup gathers its sections again.
    private func drop(_ content: Widget) {
        let kept = shownSections.filter { shown in shown !== content && !separators.contains { $0 === shown } }
        sections.setChildren(kept)
        shownSections = kept
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
    }

    /// Whether the popover is open.
    public var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }

    /// Opens the popover pointing at `x`, `y` in the anchor (nil: the anchor as a whole).
    public func popup(atX x: Double? = nil, y: Double? = nil) {
        gather(menusOpeningTogether())
        if let x, let y {
            var point = GdkRectangle(x: gint(x), y: gint(y), width: 1, height: 1)
            gtk_popover_set_pointing_to(popoverPointer, &point)
            // Its arrow's tip past the pointer, not under it: closed by Escape with the pointer
            // over it, GTK 4.8 (X11) kept sending the next right click a few pixels away to
            // the hidden popover (no menu opened). libadwaita's popover, with its shadow's
            // margins, reaches further than GTK's own theme's: 3 pixels were enough there, 8
            // and 12 are not here (RealInputContextMenuReopenTests).
            gtk_popover_set_offset(popoverPointer, 0, Self.pointerClearance)
        } else {
            gtk_popover_set_pointing_to(popoverPointer, nil)
            gtk_popover_set_offset(popoverPointer, 0, 0)
        }
        gtk_popover_popup(popoverPointer)
    }

    /// How far past the pointer (in pixels, away from the popover's side) a menu opened at
    /// the pointer points.
    private static let pointerClearance: gint = 24

    /// Closes the popover.
    public func popdown() {
        gtk_popover_popdown(popoverPointer)
    }

    /// Adds a flat "⋮" button at the end of `box` (the anchor) that opens the menu, shown
    /// while the pointer is over the box or the menu is open, as GNOME rows show their suffix
    /// buttons on hover; hidden, it takes no clicks. Not focusable: the keyboard has the Menu key.
    /// Its accessible name is `tooltip`; in a list row, `nameInRow` and the row's title.
    public func addHoverButton(to box: Box, tooltip: String, nameInRow: String? = nil) {
        let buttonHandle = Button(iconName: "view-more-symbolic")
        let button = buttonHandle.widgetPointer
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_tooltip_text(button, tooltip)
        Widget.setAccessibleLabel(tooltip, of: button)
        // In a list row, screen readers hear "<nameInRow> for <the row's title>".
        if let nameInRow { Widget.setNameBeforeRowTitle(nameInRow, of: button) }
        gtk_widget_set_focusable(button, 0)
        gtk_widget_set_halign(button, GTK_ALIGN_END)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_box_append(UnsafeMutableRawPointer(box.widgetPointer).assumingMemoryBound(to: GtkBox.self), button)
        hoverButton = button
        setHoverButtonShown(false)
        buttonHandle.onClicked { [weak self] in self?.popupAtHoverButton() }
        let motion = EventControllerMotion()
        motion.onEnter { [weak self] _, _ in
            self?.isPointerInside = true
            self?.setHoverButtonShown(true)
        }
        motion.onLeave { [weak self] in
            guard let self else { return }
            self.isPointerInside = false
            if !self.isOpen { self.setHoverButtonShown(false) }
        }
        box.addController(motion)
        Popover(retaining: UnsafeMutableRawPointer(popover)).onClosed { [weak self] in
            guard let self else { return }
            self.setHoverButtonShown(self.isPointerInside)
        }
    }

    /// Whether the hover button shows (for tests).
    public var isHoverButtonShown: Bool {
        hoverButton.map { gtk_widget_get_opacity($0) > 0 } ?? false
    }

    /// The hover button, if one was added.
    public private(set) var hoverButton: UnsafeMutablePointer<GtkWidget>?
    private var isPointerInside = false

    /// Opens the popover pointing at the hover button.
    private func popupAtHoverButton() {
        guard let hoverButton, let anchor = gtk_widget_get_parent(popover) else { return popup() }
        gather(menusOpeningTogether())
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(hoverButton, anchor, 0, 0, &x, &y)
        var area = GdkRectangle(x: gint(x), y: gint(y), width: gtk_widget_get_width(hoverButton), height: gtk_widget_get_height(hoverButton))
        gtk_popover_set_pointing_to(popoverPointer, &area)
        gtk_popover_set_offset(popoverPointer, 0, 0)
        gtk_popover_popup(popoverPointer)
    }

    private func setHoverButtonShown(_ shown: Bool) {
        guard let hoverButton else { return }
        // Opacity, not visibility: the row keeps its layout as the pointer comes and goes.
        gtk_widget_set_opacity(hoverButton, shown ? 1 : 0)
        gtk_widget_set_can_target(hoverButton, shown ? 1 : 0)
    }

    /// The context menu on `widget` or its nearest ancestor that has one.
    public static func enclosing(_ widget: UnsafeMutablePointer<GtkWidget>) -> ContextMenu? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            if let menu = of(candidate) { return menu }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The first context menu on `widget` or inside it, depth first.
    public static func first(in widget: UnsafeMutablePointer<GtkWidget>) -> ContextMenu? {
        var found: ContextMenu?
        walkWidgetTree(from: widget) { current in
            found = of(current)
            return found == nil ? .descend : .stop
        }
        return found
    }

    /// Lets the Menu key and Shift+F10 open the context menu of the focused row of the list
    /// view (or other container) `list`: the menu around the focused widget, else the first in
    /// it. Installed once per list, the first time a row with a context menu is shown in it.
    public static func installMenuKey(on list: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(list))
        guard g_object_get_data(object, menuKeysKey) == nil else { return }
        g_object_set_data(object, menuKeysKey, UnsafeMutableRawPointer(bitPattern: 1))
        let controller = gtk_shortcut_controller_new()!
        let action = gtk_callback_action_new({ widget, _, _ in
            assumingMainActor {
                guard let widget, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
                      gtk_widget_is_ancestor(focus, widget) != 0,
                      let menu = ContextMenu.enclosing(focus) ?? ContextMenu.first(in: focus) else { return 0 }
                menu.popup()
                return 1
            }
        }, nil, nil)
        let trigger = gtk_alternative_trigger_new(gtk_shortcut_trigger_parse_string("Menu"), gtk_shortcut_trigger_parse_string("<Shift>F10"))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(list, controller)
    }

    private static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ContextMenu? {
        guard let data = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), dataKey) else { return nil }
        return Unmanaged<ContextMenu>.fromOpaque(data).takeUnretainedValue()
    }

    private static let dataKey = "cells-context-menu"
    private static let menuKeysKey = "cells-context-menu-keys"
}
