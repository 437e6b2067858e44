// Names of the Gtk module that libadwaita replaced, kept so that code using them is told what
// to write now (see also `AboutDialog` in AboutWindow.swift).

/// GtkHeaderBar's protocol: the library's header bars are libadwaita's AdwHeaderBar.
@available(*, unavailable, renamed: "AdwHeaderBarProtocol", message: "header bars are libadwaita's AdwHeaderBar: use AdwHeaderBarProtocol, or generate GtkHeaderBar with scripts/generate-gtk-bindings --module")
public typealias HeaderBarProtocol = AdwHeaderBarProtocol

/// GtkAboutDialog's protocol: the About window is libadwaita's AdwAboutWindow.
@available(*, unavailable, renamed: "AdwAboutWindowProtocol", message: "the About window is libadwaita's AdwAboutWindow: use AdwAboutWindowProtocol")
public typealias AboutDialogProtocol = AdwAboutWindowProtocol
