// The photo grid twin (baseline.h): what a C programmer writes for a scrolling grid of many
// titled tiles. Each photo is a GObject in a GListStore (as the product twin's products);
// the grid view's factory makes a tile label once per item widget and sets its text on bind.
#include "baseline.h"
#include "widgets.h"

#define CELLS_TYPE_PHOTO (cells_photo_get_type())
G_DECLARE_FINAL_TYPE(CellsPhoto, cells_photo, CELLS, PHOTO, GObject)

struct _CellsPhoto {
    GObject parent;
    guint number;
    char *title;
};

G_DEFINE_TYPE(CellsPhoto, cells_photo, G_TYPE_OBJECT)

static void cells_photo_finalize(GObject *object) {
    g_free(CELLS_PHOTO(object)->title);
    G_OBJECT_CLASS(cells_photo_parent_class)->finalize(object);
}

static void cells_photo_class_init(CellsPhotoClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = cells_photo_finalize;
}

static void cells_photo_init(CellsPhoto *photo) { (void)photo; }

struct CellsBaselinePhotoGrid {
    GtkWidget *window;
};

static void tile_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    // A column at least 96 pixels high with the title across it, as Cells lays out
    // `.frame(maxWidth: .infinity, minHeight: 96)` around a `Text`.
    GtkWidget *tile = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_size_request(tile, -1, 96);
    GtkWidget *label = text_label_new("");
    gtk_widget_set_halign(label, GTK_ALIGN_FILL);
    gtk_widget_set_hexpand(label, TRUE);
    gtk_box_append(GTK_BOX(tile), label);
    gtk_list_item_set_child(item, tile);
}

static void tile_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *label = gtk_widget_get_first_child(gtk_list_item_get_child(item));
    gtk_label_set_text(GTK_LABEL(label), CELLS_PHOTO(gtk_list_item_get_item(item))->title);
}

// The tiles' size and gaps, as CSS on the grid's cells (GtkGridView's "child" nodes), loaded
// once for the display: at least 120 pixels wide (what GTK divides the width by to count the
// columns), and 4 pixels of margin on every side, which makes the 8-pixel gaps.
static void style_tiles(void) {
    static gboolean styled = FALSE;
    if (styled) return;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider,
        "gridview.photos > child { min-width: 120px; padding: 0; margin: 4px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
    styled = TRUE;
}

CellsBaselinePhotoGrid *cells_baseline_photo_grid_new(guint count, int width, int height) {
    style_tiles();
    CellsBaselinePhotoGrid *grid = g_new0(CellsBaselinePhotoGrid, 1);
    GListStore *store = g_list_store_new(CELLS_TYPE_PHOTO);
    gpointer *photos = g_new(gpointer, count);
    for (guint i = 0; i < count; i++) {
        CellsPhoto *photo = g_object_new(CELLS_TYPE_PHOTO, NULL);
        photo->number = i + 1;
        photo->title = g_strdup_printf("Photo %u", i + 1);
        photos[i] = photo;
    }
    g_list_store_splice(store, 0, 0, photos, count);
    for (guint i = 0; i < count; i++) g_object_unref(photos[i]);
    g_free(photos);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(tile_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(tile_bind), NULL);
    GtkWidget *view = gtk_grid_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(store))), factory);
    gtk_widget_add_css_class(view, "photos");
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), view);
    gtk_widget_set_vexpand(scrolled, TRUE);
    grid->window = window_new(scrolled, "Photos", width, height);
    return grid;
}

GtkWidget *cells_baseline_photo_grid_window(CellsBaselinePhotoGrid *grid) {
    return grid->window;
}

void cells_baseline_photo_grid_free(CellsBaselinePhotoGrid *grid) {
    gtk_window_destroy(GTK_WINDOW(grid->window));
    g_object_unref(grid->window);
    g_free(grid);
}
