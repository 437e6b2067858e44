// Hand-written GTK 4 code doing the benchmark scenarios' work without the Cells layer: the
// yardstick the benchmark runner divides our times by.
#ifndef CELLS_BASELINE_H
#define CELLS_BASELINE_H

#include <gtk/gtk.h>

// Title editor keystroke path: an entry whose "changed" handler writes "<text> (<length>)"
// into a label.
typedef struct {
    GtkWidget *window;
    GtkWidget *entry;
    GtkWidget *label;
} CellsBaselineTitleEditor;

CellsBaselineTitleEditor *cells_baseline_title_editor_new(void);
void cells_baseline_title_editor_free(CellsBaselineTitleEditor *editor);
// Types one character at the cursor, as a keystroke does.
void cells_baseline_type(GtkWidget *entry, const char *character);
const char *cells_baseline_label_text(GtkWidget *label);

// Product filter: GListStore of products, GtkFilterListModel with a GtkCustomFilter
// ("favorites only" or all), GtkListView with a check box and a label per row.
typedef struct CellsBaselineProducts CellsBaselineProducts;

CellsBaselineProducts *cells_baseline_products_new(guint count);
void cells_baseline_products_free(CellsBaselineProducts *products);
// Flips the filter the way the "Show favorites only" check box does.
void cells_baseline_products_toggle(CellsBaselineProducts *products);
guint cells_baseline_products_shown_count(CellsBaselineProducts *products);
GtkWidget *cells_baseline_products_window(CellsBaselineProducts *products);

// Shows the window and runs the main loop until its first frame is painted (or timeout
// seconds pass); returns whether a frame was painted.
gboolean cells_baseline_present_and_wait_for_frame(GtkWidget *window, double timeout);
// Runs the main loop until the window paints its next frame (or timeout seconds pass):
// the moment a user sees the result of what was just done.
gboolean cells_baseline_wait_for_next_frame(GtkWidget *window, double timeout);
// Runs the main loop until nothing is pending.
void cells_baseline_drain(void);
// Resident set size of this process, in kilobytes.
long cells_baseline_resident_kilobytes(void);

#endif
