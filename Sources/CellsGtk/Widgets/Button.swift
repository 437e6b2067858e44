import Cells
import Gtk

/// `Button` as a `GtkButton` holding its label's widgets (`ButtonContent`: the label alone,
/// or a box of them).
extension ButtonProperties: GtkWidgetBinding {
    public typealias Actions = ButtonActions

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Gtk.Button {
        let button = Gtk.Button()
        context.connect(button, { $0.onClicked }, checksWidget: false) { _, actions in actions.press() }
        // GTK's pressed state (mouse, touch, Space held, Enter's short flash): a user-written
        // style's view shows it as `isPressed`.
        // (`context.perform` ignores a state change the widget's update causes.)
        button.onStateFlagsChanged({ [weak button, weak context] _ in
            guard let button, let context, context.actions.current.pressedChanged != nil else { return }
            context.perform(checksWidget: false) { $0.pressedChanged?(button.isPressedDown) }
        })
        return button
    }

    public func update(_ button: Gtk.Button, context: GtkWidgetContext<Self>) {
        if context.previous?.isEnabled != isEnabled, context.previous != nil || !isEnabled { button.isSensitive = isEnabled }
        if context.previous?.look != look {
            for name in Self.styleClasses(of: context.previous?.look ?? .automatic) { button.removeCSSClass(name) }
            for name in Self.styleClasses(of: look) { button.addCSSClass(name) }
            if look == .custom { StyledButtonStyleSheet.install() }
        }
        if context.previous?.isNavigationRow != isNavigationRow, context.previous != nil || isNavigationRow {
            NavigationRowLink.set(isNavigationRow, on: button)  // a link that is a list row
        }
        if context.previous?.accessibilityName != accessibilityName {
            // An icon-only label: the title or the icon's name (an .accessibilityLabel beats it).
            button.setDerivedAccessibleLabel(accessibilityName)
        }
        if context.previous?.role != role {
            ButtonRoleMark.set(role, on: button)  // an alert orders its buttons by role
            // Adwaita's red button for a destructive action.
            if role == .destructive {
                gtk_widget_add_css_class(button.widgetPointer, "destructive-action")
            } else if context.previous?.role == .destructive {
                gtk_widget_remove_css_class(button.widgetPointer, "destructive-action")
            }
        }
    }

    /// The Adwaita classes of a look: "suggested-action" for the prominent button, "flat" for
    /// the frameless ones and for a style's own view.
    static func styleClasses(of look: ButtonLook) -> [String] {
        switch look {
        case .automatic, .bordered: []
        case .borderedProminent: ["suggested-action"]
        case .borderless, .plain: ["flat"]
        case .custom: ["flat", "cells-styled-button"]
        }
    }

    /// The label's widgets go in the button (`ButtonContent`); screen readers read the labels
    /// among them as the button's name, and skip the icons beside them.
    public static func setChildren(_ children: [Widget], of button: Gtk.Button, context: GtkWidgetContext<Self>) {
        ButtonContent.show(children, in: button)
        button.setAccessibleLabels(from: children)
        Widget.hideImagesBesideLabels(in: children)
        NavigationActionRow.showLabel(of: button)  // a form's link row shows the label as its title
        markContentKind(of: button, children: children)
    }

    /// GTK's class for a button showing an icon alone, which GtkButton sets only for its own
    /// icon: "image-button" (square; flat in a header bar, as libadwaita draws a GNOME app's
    /// icon buttons). A button with text keeps GtkButton's plain look: libadwaita's
    /// "text-button" padding (17 pixels a side) would widen rows of buttons past a phone's
    /// 360 pixels (the Styles window's row of three).
    @MainActor private static func markContentKind(of button: Gtk.Button, children: [Widget]) {
        func shows(_ type: GType) -> Bool {
            children.contains { child in
                child.isVisible && widgets(ofType: type, at: child.widgetPointer).contains { gtk_widget_get_visible($0) != 0 }
            }
        }
        let iconOnly = shows(gtk_image_get_type()) && !shows(gtk_label_get_type())
        if iconOnly != button.hasCSSClass("image-button") {
            if iconOnly { button.addCSSClass("image-button") } else { button.removeCSSClass("image-button") }
        }
    }
}

extension Gtk.Button {
    /// Whether the button is held down (GTK_STATE_FLAG_ACTIVE).
    var isPressedDown: Bool {
        gtk_widget_get_state_flags(widgetPointer).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
    }
}

/// The CSS of a button drawn by a user-written style: no padding or minimum size of its own,
/// so the style's view decides how big it is.
@MainActor
enum StyledButtonStyleSheet {
    private static var sheet: CSSStyleSheet?

    static func install() {
        guard sheet == nil else { return }
        let css = CSSStyleSheet(css: "button.cells-styled-button { padding: 0; min-height: 0; min-width: 0; }")
        css.install()
        sheet = css
    }
}
