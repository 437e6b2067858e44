// Binding a widget the typed wrappers here do not cover means calling GTK's C functions:
// `import Gtk` brings them (the CGtk module) along.
@_exported import CGtk
