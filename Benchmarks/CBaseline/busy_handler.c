// A diagnostic, not a twin: the C live title window with a "changed" handler that first waits
// a given time without touching memory, then sets the label as the twin's handler does. It
// shows what a keystroke costs for the time its handler takes alone, with no code or data of
// the handler's own to push GTK's out of the caches (Benchmarks/README.md, "Looking inside a
// row").
#include "baseline.h"
#include "widgets.h"

typedef struct {
    GtkWidget *label;
    gint64 busy_microseconds;
} BusyHandler;

static void busy_title_changed(GtkEditable *entry, gpointer data) {
    BusyHandler *handler = data;
    gint64 until = g_get_monotonic_time() + handler->busy_microseconds;
    while (g_get_monotonic_time() < until) {
    }
    show_text_and_length(GTK_LABEL(handler->label), gtk_editable_get_text(entry));
}

CellsBaselineTitleEditor *cells_baseline_live_title_busy_new(int width, int height, int busy_microseconds) {
    CellsBaselineTitleEditor *editor = cells_baseline_live_title_new(width, height);
    BusyHandler *handler = g_new(BusyHandler, 1);
    handler->label = editor->label;
    handler->busy_microseconds = busy_microseconds;
    cells_baseline_live_title_replace_handler(editor, G_CALLBACK(busy_title_changed), handler, (GClosureNotify)g_free);
    return editor;
}
