// Binding a widget the typed wrappers here do not cover means calling GTK's C functions:
// `import Gtk` brings them (the CGtk module) along, and libadwaita's (the CAdw module).
@_exported import CGtk
@_exported import CAdw
