// The C surface of libadwaita 1.2 (GNOME's own widgets, built on GTK 4) that Swift imports
// as the CAdw module. Only 1.2.2's API exists here (Debian 12's libadwaita-1-dev): nothing
// from 1.3 on (no AdwNavigationView, AdwToolbarView, AdwBreakpoint, AdwDialog).
#ifndef CELLS_CADW_SHIM_H
#define CELLS_CADW_SHIM_H

// GTK's declarations come from the CGtk module, not a second textual copy (which would make
// GTK's enumeration constants ambiguous to Swift in a target importing both): this include
// of CGtk's own header is an import of that module.
#include "../CGtk/shim.h"
#include <adwaita.h>

// A message dialog that screen readers present with `role` (an alert dialog, where
// libadwaita's own role is a plain dialog): the role is a construct-only property, set
// through the variadic g_object_new.
static inline GtkWidget *cells_message_dialog_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(ADW_TYPE_MESSAGE_DIALOG, "accessible-role", role, NULL));
}

#endif
