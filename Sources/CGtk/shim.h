// The C surface of GTK 4 that Swift imports as the CGtk module.
#ifndef CELLS_CGTK_SHIM_H
#define CELLS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>
#include <locale.h>

// G_PRIORITY_* and GTK_STYLE_PROVIDER_PRIORITY_* are macros Swift imports only when simple;
// these give them names Swift can always see.
static inline gint cells_priority_default_idle(void) { return G_PRIORITY_DEFAULT_IDLE; }
static inline guint cells_style_priority_application(void) { return GTK_STYLE_PROVIDER_PRIORITY_APPLICATION; }

// g_signal_emit_by_name is variadic, which Swift cannot call: emit a signal with no arguments
// and no return value.
static inline void cells_emit_signal(gpointer instance, const char *name) { g_signal_emit_by_name(instance, name); }

// The fundamental GTypes are macros Swift does not import.
static inline GType cells_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cells_type_int(void) { return G_TYPE_INT; }
static inline GType cells_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cells_type_string(void) { return G_TYPE_STRING; }

#endif
