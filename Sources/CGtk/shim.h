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
static inline guint cells_style_priority_fallback(void) { return GTK_STYLE_PROVIDER_PRIORITY_FALLBACK; }

// g_signal_emit_by_name is variadic, which Swift cannot call: emit a signal with no arguments
// and no return value.
static inline void cells_emit_signal(gpointer instance, const char *name) { g_signal_emit_by_name(instance, name); }

// The fundamental GTypes are macros Swift does not import.
static inline GType cells_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cells_type_int(void) { return G_TYPE_INT; }
static inline GType cells_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cells_type_string(void) { return G_TYPE_STRING; }

// gtk_accessible_update_property and _relation are variadic: set one property or relation.
static inline void cells_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void cells_accessible_reset_label(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}
static inline void cells_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}
static inline void cells_accessible_set_invalid(GtkWidget *widget, gboolean invalid) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}
static inline void cells_accessible_set_placeholder(GtkWidget *widget, const char *placeholder) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, placeholder, -1);
}
// A GtkWindow with an accessible role other than "window" (a dialog, an alert dialog): the
// role is a construct-only property, set through the variadic g_object_new.
static inline GtkWidget *cells_window_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_WINDOW, "accessible-role", role, NULL));
}
// For tests: NULL when the accessible label property is `expected`, else a message (g_free it).
static inline char *cells_test_accessible_label_mismatch(GtkWidget *widget, const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}
// Up to three labels; pass NULL for those not there.
static inline void cells_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *first, GtkWidget *second, GtkWidget *third) {
    if (first == NULL) {
        gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        return;
    }
    // A reference list is NULL-terminated, then -1 ends the relations: a NULL inside the list
    // would end it early and the next NULL be read as another relation.
    if (second == NULL) {
        gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, first, NULL, -1);
    } else if (third == NULL) {
        gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, first, second, NULL, -1);
    } else {
        gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, first, second, third, NULL, -1);
    }
}
// Any number of labels, in order (none: the relation is removed). GTK takes the list.
static inline void cells_accessible_set_labelled_by_array(GtkWidget *widget, GtkWidget *const *targets, int count) {
    if (count <= 0) {
        gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        return;
    }
    GList *list = NULL;
    for (int i = count - 1; i >= 0; i--) list = g_list_prepend(list, targets[i]);
    GtkAccessibleRelation relation = GTK_ACCESSIBLE_RELATION_LABELLED_BY;
    GValue value = G_VALUE_INIT;
    gtk_accessible_relation_init_value(relation, &value);
    g_value_set_pointer(&value, list);  // GTK 4.8 keeps the list (transfer full)
    gtk_accessible_update_relation_value(GTK_ACCESSIBLE(widget), 1, &relation, &value);
    g_value_unset(&value);
}
// For tests: whether `widget` is labelled by exactly `targets` (up to four), in order.
static inline gboolean cells_test_accessible_labelled_by_is(GtkWidget *widget, GtkWidget *const *targets, int count) {
    char *error = NULL;
    switch (count) {
    case 0: error = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, NULL); break;
    case 1: error = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, targets[0], NULL); break;
    case 2: error = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, targets[0], targets[1], NULL); break;
    case 3: error = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, targets[0], targets[1], targets[2], NULL); break;
    case 4: error = gtk_test_accessible_check_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, targets[0], targets[1], targets[2], targets[3], NULL); break;
    default: return FALSE;
    }
    gboolean ok = error == NULL;
    g_free(error);
    return ok;
}
// For tests: whether a property or relation is set at all.
static inline gboolean cells_test_accessible_has_property(GtkWidget *widget, GtkAccessibleProperty property) {
    return gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), property);
}
static inline gboolean cells_test_accessible_has_labelled_by(GtkWidget *widget) {
    return gtk_test_accessible_has_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}
// A widget made with an accessible role of its own (the role is construct-time in GTK 4.8
// once the widget has an AT context): `type` is the widget's GType.
static inline GtkWidget *cells_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// The accessible role is a GObject property GTK 4.8 lets us set until the widget's AT
// context is realized (it is in a window with an accessibility bus).
static inline void cells_accessible_set_role(GtkWidget *widget, GtkAccessibleRole role) {
    g_object_set(widget, "accessible-role", role, NULL);
}
static inline void cells_accessible_set_string_property(GtkWidget *widget, GtkAccessibleProperty property, const char *value) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}
static inline void cells_accessible_set_boolean_property(GtkWidget *widget, GtkAccessibleProperty property, gboolean value) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}
static inline void cells_accessible_reset_property(GtkWidget *widget, GtkAccessibleProperty property) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
}
static inline void cells_accessible_set_boolean_state(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
}
static inline void cells_accessible_reset_state(GtkWidget *widget, GtkAccessibleState state) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), state);
}
// For tests: whether a property or state has the value (GTK's test API is variadic).
static inline gboolean cells_test_accessible_string_property_is(GtkWidget *widget, GtkAccessibleProperty property, const char *value) {
    char *error = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, value);
    gboolean ok = error == NULL;
    g_free(error);
    return ok;
}
static inline gboolean cells_test_accessible_boolean_state_is(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    char *error = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), state, value);
    gboolean ok = error == NULL;
    g_free(error);
    return ok;
}

#endif
