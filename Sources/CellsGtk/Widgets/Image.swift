import Cells
import Gtk

/// `Image` as a `GtkImage`: an icon-theme name (the core has mapped common SF Symbols names
/// already, see `SystemImageNames`) or a file, at the icon size `.imageScale` picks. Screen
/// readers read its name (the symbol's or file's in words; `.accessibilityLabel` beats it); a
/// decorative image (`Image(decorative:)`, a `Label`'s icon beside its title) is hidden from
/// them (GTK_ACCESSIBLE_STATE_HIDDEN), so it is not read as "image" or as GTK's class name.
extension ImageProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        Widget(taking: gtk_image_new())
    }

    public func update(_ image: Widget, context: GtkWidgetContext<Self>) {
        let pointer = image.opaque
        let previous = context.previous
        if previous?.source != source || previous?.renderingMode != renderingMode {
            switch source {
            case .icon(let name): gtk_image_set_from_icon_name(pointer, IconNames.shown(name, renderingMode: renderingMode, for: image))
            case .file(let path): gtk_image_set_from_file(pointer, path)
            }
        }
        if previous?.scale ?? .medium != scale {
            let pixels: gint = switch scale {
            case .small: 12
            case .medium: -1
            case .large: 24
            }
            gtk_image_set_pixel_size(pointer, pixels)
        }
        ImageAccessibility.update(image, name: accessibilityName, previous: previous.map { .some($0.accessibilityName) } ?? nil)
    }
}

/// A `.resizable()` `Image` as a `GtkPicture`: it takes the space it is offered (it expands
/// both ways, as SwiftUI's greedy resizable image), its file or icon scaled to fit it
/// (`GTK_CONTENT_FIT_CONTAIN`), fill it (`COVER`) or stretched to it (`FILL`). GTK 4.8's
/// picture has no choice of filter: `.interpolation` is accepted.
extension ResizableImageProperties: GtkWidgetBinding {
    public static func makeWidget(context: GtkWidgetContext<Self>) -> Widget {
        let picture = Widget(taking: gtk_picture_new())
        gtk_picture_set_can_shrink(picture.opaque, 1)
        picture.expandsHorizontally = true
        picture.expandsVertically = true
        return picture
    }

    public func update(_ picture: Widget, context: GtkWidgetContext<Self>) {
        let pointer = picture.opaque
        let previous = context.previous
        if previous?.image.source != image.source || previous?.image.renderingMode != image.renderingMode {
            switch image.source {
            case .file(let path):
                gtk_picture_set_filename(pointer, path)
            case .icon(let name):
                // The icon at a large size, which the picture scales down.
                let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(picture.widgetPointer))
                let shown = IconNames.shown(name, renderingMode: image.renderingMode, for: picture)
                let icon = gtk_icon_theme_lookup_icon(theme, shown, nil, 256, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
                gtk_picture_set_paintable(pointer, icon)
                if let icon { g_object_unref(UnsafeMutableRawPointer(icon)) }
            }
        }
        if previous == nil || previous?.contentMode != contentMode {
            let fit: GtkContentFit = switch contentMode {
            case .fit?: GTK_CONTENT_FIT_CONTAIN
            case .fill?: GTK_CONTENT_FIT_COVER
            case nil: GTK_CONTENT_FIT_FILL
            }
            gtk_picture_set_content_fit(pointer, fit)
        }
        ImageAccessibility.update(picture, name: image.accessibilityName, previous: previous.map { .some($0.image.accessibilityName) } ?? nil)
    }
}

/// An image's name for screen readers, or its hiding from them when it is decoration.
@MainActor
enum ImageAccessibility {
    /// `previous`: the name before (nil when the widget is new; `.some(nil)` for decoration).
    static func update(_ image: Widget, name: String?, previous: String??) {
        guard previous == nil || previous! != name else { return }
        image.setDerivedAccessibleLabel(name)
        if name == nil {
            cells_accessible_set_boolean_state(image.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
        } else if let previous, previous == nil {
            cells_accessible_reset_state(image.widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN)
        }
    }
}

/// Icon names checked against the icon theme.
@MainActor
enum IconNames {
    /// Names warned about already (once each per process).
    private static var warned: Set<String> = []

    /// The name to show for `name` drawn as `renderingMode`: a template is the symbolic icon
    /// when the theme has one, an original the full-colour icon. A name the theme lacks is
    /// warned about once, naming it (a SF Symbols name `SystemImageNames` does not list).
    static func shown(_ name: String, renderingMode: Image.TemplateRenderingMode?, for widget: Widget) -> String {
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget.widgetPointer))
        func has(_ name: String) -> Bool { gtk_icon_theme_has_icon(theme, name) != 0 }
        var shown = name
        switch renderingMode {
        case .template? where !name.hasSuffix("-symbolic") && has(name + "-symbolic"): shown = name + "-symbolic"
        case .original? where name.hasSuffix("-symbolic") && has(String(name.dropLast("-symbolic".count))):
            shown = String(name.dropLast("-symbolic".count))
        default: break
        }
        if !has(shown), warned.insert(shown).inserted {
            Diagnostics.warn(
                "Image(systemName: \"\(shown)\"): the icon theme has no icon of that name, and SystemImageNames lists no GNOME "
                + "icon for it: write a GNOME icon name (\"edit-copy-symbolic\"; see the SF Symbols table in the porting guide), "
                + "or SystemImageNames.register(\"\(shown)\", as: \"…-symbolic\")")
        }
        return shown
    }
}
