// The C surface UI tests and the GTK tests send real input with: Xlib, its keyboard extension (keysyms of
// a keycode) and XTEST (fake pointer and key events the X server treats as a user's).
#ifndef CELLS_CXTEST_SHIM_H
#define CELLS_CXTEST_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

// GDK's X11 backend, declared here instead of including <gdk/x11/gdkx.h>, so this module does
// not import GDK's headers a second time beside CGtk (Swift sees GdkDisplay and GdkSurface as
// the same opaque pointers either way).
Display *gdk_x11_display_get_xdisplay(struct _GdkDisplay *display);
Window gdk_x11_surface_get_xid(struct _GdkSurface *surface);

#endif
