// The pieces the C twins build their windows from (baseline.c, long_session.c,
// busy_handler.c), so the benchmark's windows and the long-session windows are the same kind
// of window.
#ifndef CELLS_BASELINE_WIDGETS_H
#define CELLS_BASELINE_WIDGETS_H

#include <adwaita.h>
#include <gtk/gtk.h>

// A vertical box with `spacing`, 16 pixels of margin on every side (.padding()).
static inline GtkWidget *padded_column(int spacing) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing);
    gtk_widget_set_margin_top(box, 16);
    gtk_widget_set_margin_bottom(box, 16);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);
    return box;
}

// A window of `width` x `height` around `content`, with a reference of the caller's.
static inline GtkWidget *window_new(GtkWidget *content, const char *title, int width, int height) {
    GtkWidget *window = gtk_window_new();
    g_object_ref(window);
    // The title the Cells window shows in its header bar.
    gtk_window_set_title(GTK_WINDOW(window), title);
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    // A GNOME window's title bar, as every Cells window has (HostedWindow's libadwaita header
    // bar, AdwHeaderBar, since Cells' windows became libadwaita's; until 2026-12-06 the twins
    // had GtkHeaderBar's lighter one).
    GtkWidget *bar = adw_header_bar_new();
    // The title as Cells shows it: a window title widget (title, and a subtitle when set).
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), adw_window_title_new(title, ""));
    gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    gtk_window_set_child(GTK_WINDOW(window), content);
    return window;
}

// A label as Cells makes a `Text` (baseline.c): wrapping, its width not depending on its
// height, centred in its column.
GtkWidget *text_label_new(const char *text);

// Sets `label` to "<text> (<length in characters>)", as the keystroke windows show it.
static inline void show_text_and_length(GtkLabel *label, const char *text) {
    char *shown = g_strdup_printf("%s (%ld)", text, g_utf8_strlen(text, -1));
    gtk_label_set_text(label, shown);
    g_free(shown);
}

#endif
