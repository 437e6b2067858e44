// The spring twin (baseline.h): what a C programmer writes to move 100 tiles on a spring.
// Each tile is a label in an offset bin, a widget that lays its child out as a bin does
// (GtkBinLayout) and draws it translated by its offset, so moving it asks for a redraw and
// no layout. One tick callback on the window moves every tile each frame.
#include "baseline.h"
#include "widgets.h"

#include <math.h>

// ---- The offset bin ---------------------------------------------------------------------

#define CELLS_TYPE_OFFSET_BIN (cells_offset_bin_get_type())
G_DECLARE_FINAL_TYPE(CellsOffsetBin, cells_offset_bin, CELLS, OFFSET_BIN, GtkWidget)

struct _CellsOffsetBin {
    GtkWidget parent;
    double offset;
};

G_DEFINE_TYPE(CellsOffsetBin, cells_offset_bin, GTK_TYPE_WIDGET)

static void cells_offset_bin_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CellsOffsetBin *bin = CELLS_OFFSET_BIN(widget);
    GtkWidget *child = gtk_widget_get_first_child(widget);
    if (!child) return;
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)bin->offset, 0));
    gtk_widget_snapshot_child(widget, child, snapshot);
    gtk_snapshot_restore(snapshot);
}

static void cells_offset_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(cells_offset_bin_parent_class)->dispose(object);
}

static void cells_offset_bin_class_init(CellsOffsetBinClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = cells_offset_bin_dispose;
    GTK_WIDGET_CLASS(klass)->snapshot = cells_offset_bin_snapshot;
    gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(klass), GTK_TYPE_BIN_LAYOUT);
}

static void cells_offset_bin_init(CellsOffsetBin *bin) { (void)bin; }

static void offset_bin_set_offset(CellsOffsetBin *bin, double offset) {
    if (bin->offset == offset) return;
    bin->offset = offset;
    gtk_widget_queue_draw(GTK_WIDGET(bin));
}

// ---- The window -------------------------------------------------------------------------

struct CellsBaselineSpringTiles {
    GtkWidget *window;
    GPtrArray *bins;
    double omega;       // the spring's natural frequency, 2π / response
    double distance;
    double from, to;    // where the tiles start and end this move
    gint64 start;       // the frame time of the move's first frame (µs), or 0 before it
    guint tick;         // the tick callback while moving, or 0
    gboolean moved;
};

// A critically damped spring from `from` to `to`, `t` seconds in: the displacement
// (from − to)(1 + ωt)e^(−ωt), starting at rest. It ends where Cells' spring ends: Cells
// animates the effect's fraction from 0 to 1 with an AdwSpringAnimation, which ends a
// critically damped spring once its envelope e^(−ωt) is under its epsilon, 0.001.
static double spring_value(CellsBaselineSpringTiles *tiles, double t, gboolean *done) {
    double envelope = exp(-tiles->omega * t);
    *done = envelope < 0.001;
    double displacement = (tiles->from - tiles->to) * (1 + tiles->omega * t) * envelope;
    return *done ? tiles->to : tiles->to + displacement;
}

static gboolean spring_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    CellsBaselineSpringTiles *tiles = data;
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (tiles->start == 0) tiles->start = now;
    gboolean done;
    double value = spring_value(tiles, (now - tiles->start) / 1e6, &done);
    for (guint i = 0; i < tiles->bins->len; i++) offset_bin_set_offset(g_ptr_array_index(tiles->bins, i), value);
    if (!done) return G_SOURCE_CONTINUE;
    tiles->tick = 0;
    return G_SOURCE_REMOVE;
}

static void move_clicked(GtkButton *button, gpointer data) {
    (void)button;
    CellsBaselineSpringTiles *tiles = data;
    tiles->moved = !tiles->moved;
    // A move that starts while one runs starts from where the tiles are.
    tiles->from = CELLS_OFFSET_BIN(g_ptr_array_index(tiles->bins, 0))->offset;
    tiles->to = tiles->moved ? tiles->distance : 0;
    tiles->start = 0;
    if (tiles->tick == 0) tiles->tick = gtk_widget_add_tick_callback(tiles->window, spring_tick, tiles, NULL);
}

CellsBaselineSpringTiles *cells_baseline_spring_tiles_new(int count, double response, double distance, int width, int height) {
    CellsBaselineSpringTiles *tiles = g_new0(CellsBaselineSpringTiles, 1);
    tiles->omega = 2 * G_PI / response;
    tiles->distance = distance;
    tiles->bins = g_ptr_array_new();
    GtkWidget *column = padded_column(4);
    GtkWidget *move = gtk_button_new_with_label("Move");
    gtk_widget_set_halign(move, GTK_ALIGN_CENTER);
    g_signal_connect(move, "clicked", G_CALLBACK(move_clicked), tiles);
    gtk_box_append(GTK_BOX(column), move);
    for (int row = 0; row < count / 10; row++) {
        GtkWidget *line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
        gtk_widget_set_halign(line, GTK_ALIGN_CENTER);
        for (int column_index = 0; column_index < 10; column_index++) {
            char number[16];
            g_snprintf(number, sizeof number, "%d", row * 10 + column_index + 1);
            GtkWidget *label = text_label_new(number);
            gtk_widget_set_size_request(label, 40, 24);
            gtk_widget_set_halign(label, GTK_ALIGN_CENTER);
            gtk_widget_set_valign(label, GTK_ALIGN_CENTER);
            GtkWidget *bin = g_object_new(CELLS_TYPE_OFFSET_BIN, NULL);
            gtk_widget_set_valign(bin, GTK_ALIGN_CENTER);
            gtk_widget_set_parent(label, bin);
            gtk_box_append(GTK_BOX(line), bin);
            g_ptr_array_add(tiles->bins, bin);
        }
        gtk_box_append(GTK_BOX(column), line);
    }
    tiles->window = window_new(column, "Springs", width, height);
    return tiles;
}

GtkWidget *cells_baseline_spring_tiles_window(CellsBaselineSpringTiles *tiles) {
    return tiles->window;
}

gboolean cells_baseline_spring_tiles_moving(CellsBaselineSpringTiles *tiles) {
    return tiles->tick != 0;
}

void cells_baseline_spring_tiles_free(CellsBaselineSpringTiles *tiles) {
    if (tiles->tick != 0) gtk_widget_remove_tick_callback(tiles->window, tiles->tick);
    gtk_window_destroy(GTK_WINDOW(tiles->window));
    g_object_unref(tiles->window);
    g_ptr_array_unref(tiles->bins);
    g_free(tiles);
}
