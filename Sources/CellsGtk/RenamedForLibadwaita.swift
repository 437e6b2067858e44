import Gtk

// Names of CellsGtk that libadwaita replaced, kept so that code using them is told what to
// write now.

/// The hand-made alert layout: alerts are libadwaita's message dialog now.
@available(*, unavailable, renamed: "AlertResponses", message: "alerts and confirmation dialogs are libadwaita's AdwMessageDialog: their buttons are its responses (AlertResponses)")
public typealias AlertButtonsLayout = AlertResponses

/// The accent colours defined for GTK's own theme: libadwaita's stylesheet defines them.
@available(*, unavailable, message: "libadwaita's stylesheet defines @accent_color, @accent_bg_color and @accent_fg_color; nothing to install")
public enum ThemeColorFallbacks {}
