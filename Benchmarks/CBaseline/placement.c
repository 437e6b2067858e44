// Placing a window on the X screen, for the benchmark: under Xvfb there is no window manager,
// so every window opens at (0, 0) and the two sides' windows would overlap while they take
// turns; an overlapped window repaints what the other covered, and the timings with it.
#include "baseline.h"

#include <gdk/x11/gdkx.h>

void cells_baseline_place_window(GtkWidget *window, int x, int y) {
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    GdkDisplay *display = gtk_widget_get_display(window);
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface) || !GDK_IS_X11_DISPLAY(display)) return;
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    XMoveWindow(xdisplay, gdk_x11_surface_get_xid(surface), x, y);
    XFlush(xdisplay);
}
