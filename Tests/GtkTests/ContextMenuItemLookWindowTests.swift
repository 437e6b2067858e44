import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor @Observable
private final class Larder {
    var log: [String] = []
    var items = ["Rice", "Butter"]
    var photos = ["Dune", "Emma"]
}

/// The Pantry port's list: `NavigationLink(value:)` rows with one destructive context-menu
/// item, under a picker, searchable, in a navigation stack.
private struct LarderView: View {
    let larder: Larder
    @Owned private var query = ""
    @Owned private var order: Int? = nil

    init(larder: Larder) { self.larder = larder }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker(selection: $order) {
                    Text("As Added").tag(Int?.none)
                    Text("Name").tag(Int?.some(1))
                } label: { Text("Sort") }
                .padding(.horizontal)
                List {
                    ForEach(larder.items, id: \.self) { item in
                        NavigationLink(value: item) {
                            LarderRow(name: item)
                        }
                        .contextMenu {
                            Button("Delete", role: .destructive) { larder.log.append("delete \(item)") }
                        }
                    }
                }
            }
            .searchable(text: $query, prompt: "Search")
            .navigationTitle(Text("Larder"))
            .navigationDestination(for: String.self) { Text("Page \($0)") }
        }
    }
}

private struct LarderRow: View {
    let name: String
    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("2").foregroundColor(.secondary)
            Text("Fridge").font(.caption)
        }
    }
}

/// A button outside a list with several items (a divider, a submenu, a destructive one); list
/// rows of plain text: with a context menu and swipe actions, and with one destructive item.
private struct ShelvesView: View {
    let larder: Larder
    var body: some View {
        VStack {
            Button("Sunset") { larder.log.append("open") }
                .contextMenu {
                    Button("Copy") { larder.log.append("copy") }
                    Button("Rename Photo…") { larder.log.append("rename") }
                    Divider()
                    Menu("Rotate") {
                        Button("Left") { larder.log.append("left") }
                    }
                    Button("Delete", role: .destructive) { larder.log.append("delete sunset") }
                }
            List {
                ForEach(larder.photos, id: \.self) { photo in
                    Text(photo)
                        .contextMenu { Button("Share") { larder.log.append("share \(photo)") } }
                        .swipeActions { Button("Delete", role: .destructive) { larder.photos.removeAll { $0 == photo } } }
                }
                Text("Plain")
                    .contextMenu { Button("Remove", role: .destructive) { larder.log.append("remove plain") } }
            }
        }
    }
}

/// Every item of every context menu looks like a GNOME menu item, opened by a real right
/// click: flat (no frame, no fill, also under the pointer), its text at the leading edge of a
/// column as wide as its widest item, a destructive item red text on no background, a
/// `Divider()` a separator, a `Menu` a submenu item; and a real click on an item still runs it.
/// The Pantry port's row menu showed its one item, Delete, as Adwaita's filled red button:
/// the item showed hovered as the menu opened (GTK 4.8 hands an opening popover the pointer's
/// entry before it has a size; its last item came out prelit), and Adwaita's
/// `destructive-action:hover` fills a button red even when it is `flat`.
final class ContextMenuItemLookWindowTests: XCTestCase {
    @MainActor private static func openPopovers(_ window: RealWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        window.descendants(of: window.window).filter { window.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
    }

    @MainActor private static func openMenu(_ window: RealWindow, _ what: String) throws -> UnsafeMutablePointer<GtkWidget> {
        let open = openPopovers(window)
        XCTAssertEqual(open.count, 1, "one menu open \(what)")
        return try XCTUnwrap(open.first, "a menu open \(what)")
    }

    /// The items the menu shows, in order: its buttons, and each submenu's own button (not
    /// the submenu's items).
    @MainActor private static func items(in popover: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        walkWidgetTree(from: popover) { widget in
            if widget != popover, window.isA(widget, gtk_popover_get_type()) { return .skipChildren }
            guard window.isA(widget, gtk_button_get_type()), gtk_widget_get_visible(widget) != 0 else { return .descend }
            found.append(widget)
            return .skipChildren
        }
        return found
    }

    /// The label of an item (the first label in it).
    @MainActor private static func label(of item: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(window.descendants(of: item).first { window.isA($0, gtk_label_get_type()) }, "a label in the item")
    }

    @MainActor private static func title(of item: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) -> String {
        (try? label(of: item, window)).map { window.labelText($0) } ?? ""
    }

    @MainActor private static func item(_ title: String, in popover: UnsafeMutablePointer<GtkWidget>, _ window: RealWindow) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(items(in: popover, window).first { Self.title(of: $0, window) == title }, "a \"\(title)\" item in the open menu")
    }

    /// Where `widget`'s left edge is in `ancestor`.
    @MainActor private static func x(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> Double {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(widget, ancestor, 0, 0, &x, &y)
        return x
    }

    /// Asserts the menu's items look like GNOME's: flat, labels at one leading edge, all as wide
    /// as the column (the widest item's width); each destructive one red text on no fill.
    @MainActor private static func assertMenuItemLook(
        _ popover: UnsafeMutablePointer<GtkWidget>, titles: [String], destructive: Set<String>, _ window: RealWindow, _ what: String
    ) throws {
        let items = items(in: popover, window)
        XCTAssertEqual(items.map { title(of: $0, window) }, titles, "the items of \(what)")
        let column = try XCTUnwrap(gtk_widget_get_parent(items[0]))
        var labelEdges: [Double] = []
        for item in items {
            let name = "\(title(of: item, window)) in \(what)"
            XCTAssertTrue(window.hasCSSClass(item, "flat"), "\(name) is flat")
            XCTAssertEqual(gtk_button_get_has_frame(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkButton.self)), 0, "\(name) has no frame")
            XCTAssertEqual(gtk_widget_get_state_flags(item).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue, 0,
                           "\(name) is not shown hovered: the pointer is not over it")
            // Across the column (GTK measures content boxes: every item's is as wide, from one x).
            XCTAssertEqual(gtk_widget_get_width(item), gtk_widget_get_width(items[0]), "\(name) spans the column")
            XCTAssertEqual(x(of: item, in: column), x(of: items[0], in: column), "\(name) starts where the others do")
            let label = try label(of: item, window)
            let edge = x(of: label, in: item)
            XCTAssertLessThanOrEqual(edge, 1, "\(name): its text starts at the item's leading edge (after its padding), at \(edge)")
            labelEdges.append(x(of: label, in: column))
            // No fill beside the text (the column's background shows), hovered or not.
            let fill = try RenderedPixels.pixel(of: item, x: 3, y: Int(gtk_widget_get_height(item)) / 2)
            XCTAssertLessThan(fill.alpha, 0.3, "\(name) has no background of its own: \(fill)")
            if destructive.contains(title(of: item, window)) {
                XCTAssertTrue(window.hasCSSClass(item, "destructive-action"), "\(name) is marked destructive")
                let color = window.renderedColor(of: label)
                XCTAssertGreaterThan(Double(color.red), Double(color.green) + 0.3, "\(name) is red text: \(color)")
            }
        }
        // The column is as wide as its widest item asks to be.
        let widest = items.map { item -> gint in
            var minimum: gint = 0, natural: gint = 0
            gtk_widget_measure(item, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return natural
        }.max() ?? 0
        XCTAssertEqual(gtk_widget_get_width(column), widest, accuracy: 1, "the column is as wide as its widest item")
        XCTAssertLessThanOrEqual((labelEdges.max() ?? 0) - (labelEdges.min() ?? 0), 1, "the items' texts start at one edge: \(labelEdges)")
    }

    /// Hovers `item` with the real pointer: it shows a light highlight, not a fill, and a
    /// destructive item's text stays red.
    @MainActor private static func assertHoverLook(_ item: UnsafeMutablePointer<GtkWidget>, isDestructive: Bool, _ window: RealWindow, _ what: String) throws {
        try window.input.hover(item, at: .init(x: 0.6, y: 0.5))
        window.settle(for: 0.4)  // Adwaita's transition
        XCTAssertNotEqual(gtk_widget_get_state_flags(item).rawValue & GTK_STATE_FLAG_PRELIGHT.rawValue, 0, "\(what) is hovered")
        let fill = try RenderedPixels.pixel(of: item, x: 3, y: Int(gtk_widget_get_height(item)) / 2)
        XCTAssertGreaterThan(fill.alpha, 0.02, "\(what) shows a highlight under the pointer: \(fill)")
        XCTAssertLessThan(fill.alpha, 0.3, "\(what) is not filled under the pointer: \(fill)")
        if isDestructive {
            let color = window.renderedColor(of: try label(of: item, window))
            XCTAssertGreaterThan(Double(color.red), Double(color.green) + 0.3, "\(what) stays red text under the pointer: \(color)")
        }
    }

    /// The Pantry port's case: a `NavigationLink(value:)` row whose context menu holds one
    /// destructive item.
    func testANavigationLinkRowsSingleDestructiveItemIsRedTextOnNoBackground() throws {
        try onMainActor {
            let larder = Larder()
            let window = try RealWindow(LarderView(larder: larder))
            defer { window.close() }
            window.settle(for: 0.2)
            GLibLogRecorder.clear()

            try window.realRightClick(try window.label("Butter"))
            let menu = try Self.openMenu(window, "on Butter")
            XCTAssertTrue(window.hasCSSClass(menu, "menu"), "the popover has GNOME's menu style")
            try Self.assertMenuItemLook(menu, titles: ["Delete"], destructive: ["Delete"], window, "Butter's menu")
            let delete = try Self.item("Delete", in: menu, window)
            try Self.assertHoverLook(delete, isDestructive: true, window, "Butter's Delete")
            try window.realClick(delete)
            XCTAssertEqual(larder.log, ["delete Butter"], "a real click on Delete ran it")
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "choosing Delete closed the menu")
            XCTAssertEqual(window.labelTexts.filter { $0.hasPrefix("Page") }, [], "the click did not push the row's page")
            GLibLogRecorder.assertNoProblems("Butter's menu")
        }
    }

    /// A button outside a list: several items, a divider (a separator), a submenu item (its
    /// label at the leading edge, an arrow pointing to the side it opens on) whose item runs.
    func testAButtonsMenuOfSeveralItemsADividerAndASubmenu() throws {
        try onMainActor {
            let larder = Larder()
            let window = try RealWindow(ShelvesView(larder: larder))
            defer { window.close() }
            window.settle(for: 0.2)
            GLibLogRecorder.clear()

            try window.realRightClick(try window.button("Sunset"))
            let menu = try Self.openMenu(window, "on Sunset")
            try Self.assertMenuItemLook(menu, titles: ["Copy", "Rename Photo…", "Rotate", "Delete"], destructive: ["Delete"], window, "Sunset's menu")
            let column = try XCTUnwrap(gtk_widget_get_parent(try Self.item("Copy", in: menu, window)))
            var kinds: [String] = []
            var child = gtk_widget_get_first_child(column)
            while let current = child {
                kinds.append(window.isA(current, gtk_separator_get_type()) ? "separator"
                    : window.isA(current, gtk_menu_button_get_type()) ? "submenu" : Self.title(of: current, window))
                child = gtk_widget_get_next_sibling(current)
            }
            XCTAssertEqual(kinds, ["Copy", "Rename Photo…", "separator", "submenu", "Delete"], "Divider() is a separator, Menu a submenu item")
            let rotate = try Self.item("Rotate", in: menu, window)
            let submenu = try XCTUnwrap(gtk_widget_get_parent(rotate))
            XCTAssertEqual(gtk_menu_button_get_direction(OpaquePointer(submenu)), GTK_ARROW_RIGHT, "the submenu opens beside its item")
            // Its arrow at the trailing edge, after the title.
            let rotateLabel = try Self.label(of: rotate, window)
            let arrow = try XCTUnwrap(window.descendants(of: rotate).last { $0 != rotate && !window.isA($0, gtk_label_get_type()) && gtk_widget_get_first_child($0) == nil })
            XCTAssertGreaterThan(Self.x(of: arrow, in: rotate), Double(gtk_widget_get_width(rotate)) * 0.6, "the arrow is at the item's end")
            XCTAssertLessThanOrEqual(Self.x(of: rotateLabel, in: rotate), 1, "the submenu's title starts at the leading edge")

            try Self.assertHoverLook(try Self.item("Copy", in: menu, window), isDestructive: false, window, "Copy")
            try Self.assertHoverLook(try Self.item("Delete", in: menu, window), isDestructive: true, window, "Sunset's Delete")

            try window.realClick(rotate)
            let left = try XCTUnwrap(window.descendants(of: submenu).first { window.isA($0, gtk_button_get_type()) && Self.title(of: $0, window) == "Left" && gtk_widget_get_mapped($0) != 0 },
                                     "the submenu's Left item shows")
            XCTAssertTrue(window.hasCSSClass(left, "cells-menu-item"), "a submenu's items are menu items")
            try window.realClick(left)
            XCTAssertEqual(larder.log, ["left"], "a real click on the submenu's item ran it")
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "choosing it closed the whole menu")

            try window.realRightClick(try window.button("Sunset"))
            try window.realClick(try Self.item("Rename Photo…", in: try Self.openMenu(window, "on Sunset again"), window))
            XCTAssertEqual(larder.log, ["left", "rename"], "a real click on Rename Photo… ran it, not the button")
            GLibLogRecorder.assertNoProblems("Sunset's menu")
        }
    }

    /// List rows of plain text: one with a context menu and swipe actions (one menu, a
    /// separator between), one with a single destructive item.
    func testPlainTextRowsMenusWithAndWithoutSwipeActions() throws {
        try onMainActor {
            let larder = Larder()
            let window = try RealWindow(ShelvesView(larder: larder))
            defer { window.close() }
            window.settle(for: 0.2)
            GLibLogRecorder.clear()

            try window.realRightClick(try window.label("Plain"))
            let plain = try Self.openMenu(window, "on Plain")
            try Self.assertMenuItemLook(plain, titles: ["Remove"], destructive: ["Remove"], window, "Plain's menu")
            try window.realClick(try Self.item("Remove", in: plain, window))
            XCTAssertEqual(larder.log, ["remove plain"])
            XCTAssertTrue(Self.openPopovers(window).isEmpty, "choosing Remove closed the menu")

            try window.realRightClick(try window.label("Emma"))
            let emma = try Self.openMenu(window, "on Emma")
            XCTAssertTrue(window.hasCSSClass(emma, "menu"), "the popover has GNOME's menu style")
            try Self.assertMenuItemLook(emma, titles: ["Share", "Delete"], destructive: ["Delete"], window, "Emma's menu")
            XCTAssertTrue(window.descendants(of: emma).contains { window.isA($0, gtk_separator_get_type()) }, "a separator before the swipe actions")
            try window.realClick(try Self.item("Delete", in: emma, window))
            XCTAssertEqual(larder.photos, ["Dune"], "a real click on Emma's Delete ran it")
            GLibLogRecorder.assertNoProblems("the plain rows' menus")
        }
    }

    /// A destructive item's red reads on the menu in the light and the dark theme (4.5:1).
    func testADestructiveItemIsReadableOnLightAndDarkMenus() throws {
        try onMainActor {
            try RealWindow.requireDisplay()
            let preferredDark = DesktopAppearance.prefersDark
            defer { DesktopAppearance.prefersDark = preferredDark }
            for dark in [false, true] {
                DesktopAppearance.prefersDark = dark
                let larder = Larder()
                let window = try RealWindow(ShelvesView(larder: larder))
                defer { window.close() }
                window.settle(for: 0.2)
                try window.realRightClick(try window.label("Plain"))
                let menu = try Self.openMenu(window, "on Plain")
                let label = try Self.label(of: try Self.item("Remove", in: menu, window), window)
                let color = window.renderedColor(of: label)
                let background = try XCTUnwrap(window.themeColor("theme_base_color"))  // a popover's background
                let theme = dark ? "dark" : "light"
                XCTAssertGreaterThan(Double(color.red), Double(color.green) + 0.3, "red on the \(theme) theme: \(color)")
                let ratio = Self.contrast(color, background)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "Remove on the \(theme) menu: \(ratio):1")
                try window.realKey("Escape")
            }
        }
    }

    private static func contrast(_ foreground: GdkRGBA, _ background: GdkRGBA) -> Double {
        func luminance(_ color: GdkRGBA) -> Double {
            func linear(_ channel: Float) -> Double {
                let c = Double(channel)
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        let values = [luminance(foreground), luminance(background)].sorted(by: >)
        return (values[0] + 0.05) / (values[1] + 0.05)
    }
}
