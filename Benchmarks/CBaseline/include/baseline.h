// Hand-written GTK 4 code doing the benchmark scenarios' work without the Cells layer: the
// yardstick the benchmark runner divides our times by. Each twin builds the widgets its Cells
// window shows, in the same places, with the same margins, spacing and window size, and
// reacts to the same edits the way a C programmer would write it. Benchmarks/README.md says,
// scenario by scenario, what both sides do.
#ifndef CELLS_BASELINE_H
#define CELLS_BASELINE_H

#include <gtk/gtk.h>
#include <sys/types.h>

// A window around a small tree of widgets; `window` holds a reference of ours.
typedef struct {
    GtkWidget *window;
    GtkWidget *entry;
    GtkWidget *label;
} CellsBaselineTitleEditor;

// The keystroke twin of the runner's LiveTitle view: a label "<text> (<length>)" above an
// entry; the entry's "changed" handler writes the label. Window width × height.
CellsBaselineTitleEditor *cells_baseline_live_title_new(int width, int height);
// Replaces the live title's own "changed" handler with a diagnostic's `handler`, called with
// `data`, which `destroy_data` frees when the entry goes.
void cells_baseline_live_title_replace_handler(CellsBaselineTitleEditor *editor, GCallback handler, gpointer data,
                                               GClosureNotify destroy_data);
// A diagnostic (busy_handler.c): the live title whose handler waits `busy_microseconds`, touching
// no memory, before it writes the label as the twin's does.
CellsBaselineTitleEditor *cells_baseline_live_title_busy_new(int width, int height, int busy_microseconds);
// The twin of the seed's TitleEditor: the label (text and length, blue once changed) and the
// entry in a box, the "Change Title" and "Change Validation" buttons below, then a spacer.
CellsBaselineTitleEditor *cells_baseline_title_editor_new(int width, int height);
void cells_baseline_title_editor_free(CellsBaselineTitleEditor *editor);
// Types one character at the cursor, as a keystroke does.
// Moves a shown window to (x, y) of the X screen (no window manager places it under Xvfb);
// nothing on another display backend.
void cells_baseline_place_window(GtkWidget *window, int x, int y);

void cells_baseline_type(GtkWidget *entry, const char *character);
const char *cells_baseline_label_text(GtkWidget *label);

// The twin of ProductsView: a GtkListView whose first row is the "Show favorites only" check
// box and whose other rows are the products (a check box, the star, and the title), over a
// GtkFlattenListModel of [the check box's row, a GtkFilterListModel of a GListStore]. The
// filter model has no filter while every product is shown and a GtkCustomFilter (favorites)
// otherwise. A star writes its product and splices the product back into the store at its
// position, so the filter model checks it again (un-starring a row while the filter is on
// removes it). Products are "Product 1", "Product 2", …, every third a favorite.
typedef struct CellsBaselineProducts CellsBaselineProducts;

CellsBaselineProducts *cells_baseline_products_new(guint count, int width, int height);
void cells_baseline_products_free(CellsBaselineProducts *products);
GtkWidget *cells_baseline_products_window(CellsBaselineProducts *products);
// Makes the filter model filter incrementally (GTK's gtk_filter_list_model_set_incremental):
// turning the filter on then filters nothing in the handler and 512 products in each idle
// after it (G_PRIORITY_DEFAULT_IDLE, after the frame), adding their rows as it goes.
void cells_baseline_products_set_incremental(CellsBaselineProducts *products, gboolean incremental);
// Products the filter model has not filtered yet (0 once every row is known).
guint cells_baseline_products_pending(CellsBaselineProducts *products);
// Whether the product at `index` (from 0) is a favorite in the model.
gboolean cells_baseline_products_is_favorite(CellsBaselineProducts *products, guint index);

// Resident set size of this process, in kilobytes.
long cells_baseline_resident_kilobytes(void);

// The long-session twins (long_session.c): windows holding a reference of ours, freed with
// cells_baseline_window_free.
// "<name>: <taps>" above "Tap", which counts and shows the long-lived model's name again.
GtkWidget *cells_baseline_counter_window_new(int width, int height);
// A stack whose root has "Next"; "Next" pushes a page ("‹ Back", its title, "Score: 0",
// "+1") with a model of its own, "‹ Back" removes it.
GtkWidget *cells_baseline_navigation_window_new(int width, int height);
// "Insert" and "Remove" above a list view of `items` "Item <n>" rows.
GtkWidget *cells_baseline_list_window_new(int items, int width, int height);
void cells_baseline_window_free(GtkWidget *window);
// The title editor's widgets and handlers without a window: a box we hold a reference to.
GtkWidget *cells_baseline_title_editor_content_new(void);
// Gives the free memory at the top of malloc's heaps back to the system (malloc_trim), so
// resident memory shows what is in use rather than what malloc kept for later.
void cells_baseline_trim_malloc(void);
// Bytes taken from malloc and not freed (mallinfo2: uordblks + hblkhd).
size_t cells_baseline_malloced_bytes(void);

// The quit-time twin (quit.c): runs a GtkApplication showing the title editor, printing
// "first frame" on standard output once it painted; Ctrl+Q quits it (app.quit), and it saves
// a small state file at shutdown. Returns the exit status.
int cells_baseline_quit_app_run(void);
// Starts `argv` (argv[0] a path) with its standard output on a pipe (*stdout_fd); -1 on failure.
pid_t cells_baseline_spawn(char *const argv[], int *stdout_fd);
// Reads `fd` until `line` appears: 0, or -1 after `timeout_ms` or at end of file.
int cells_baseline_wait_for_line(int fd, const char *line, int timeout_ms);
// Waits for the child `pid` to exit (a pidfd polled, so no polling interval): 0, or -1 after
// `timeout_ms`.
int cells_baseline_wait_for_exit(pid_t pid, int timeout_ms);
// Kills and reaps the child `pid`.
void cells_baseline_kill(pid_t pid);

// The phase marker of `cells-bench --instructions` (instruction_regions.c;
// Benchmarks/Runner/InstructionRegions.swift), which Benchmarks/instructions runs under
// callgrind: marks the start of a phase of the run (the operations counted next, or work not
// counted). It does nothing a profiler would notice; callgrind, run with
// `--dump-before=cells_baseline_instruction_phase`, writes what it counted since the last mark
// to a file of its own as this is entered, so each phase's instructions come apart.
void cells_baseline_instruction_phase(void);

// Time spent painting frames of `clock` (from its "before-paint" to its "after-paint"), for
// the benchmark's trace: started with the clock, read and stopped with the returned meter.
typedef struct CellsBaselineFrameMeter CellsBaselineFrameMeter;
CellsBaselineFrameMeter *cells_baseline_frame_meter_start(GdkFrameClock *clock);
// Milliseconds spent in frames since the start; frees the meter.
double cells_baseline_frame_meter_stop(CellsBaselineFrameMeter *meter);
// The same, also giving the frames painted and the longest frame's milliseconds.
double cells_baseline_frame_meter_stop_counting(CellsBaselineFrameMeter *meter, gint64 *frames, double *longest);

// The twin of the runner's PhotoGrid (photo_grid.c): a GtkGridView in a GtkScrolledWindow over
// a GListStore of `count` photos ("Photo 1", "Photo 2", …), each tile a label at least 120
// pixels wide and 96 high, 8 pixels apart, as many columns as fit.
typedef struct CellsBaselinePhotoGrid CellsBaselinePhotoGrid;
CellsBaselinePhotoGrid *cells_baseline_photo_grid_new(guint count, int width, int height);
GtkWidget *cells_baseline_photo_grid_window(CellsBaselinePhotoGrid *grid);
void cells_baseline_photo_grid_free(CellsBaselinePhotoGrid *grid);

// The twin of the runner's SpringTiles (spring_tiles.c): a "Move" button above `count` tiles in
// rows of ten, each tile a label in a bin that draws it moved right by its offset. "Move"
// sends every tile `distance` pixels right (or back) on a critically damped spring of unit
// mass and stiffness (2π/response)², from one tick callback on the window's frame clock,
// until the spring's envelope e^(−ωt) is under 0.001, where Cells' spring (a libadwaita spring
// of the effect's fraction from 0 to 1) ends.
typedef struct CellsBaselineSpringTiles CellsBaselineSpringTiles;
CellsBaselineSpringTiles *cells_baseline_spring_tiles_new(int count, double response, double distance, int width, int height);
GtkWidget *cells_baseline_spring_tiles_window(CellsBaselineSpringTiles *tiles);
// Whether the tiles are moving (the tick callback runs).
gboolean cells_baseline_spring_tiles_moving(CellsBaselineSpringTiles *tiles);
void cells_baseline_spring_tiles_free(CellsBaselineSpringTiles *tiles);

#endif
