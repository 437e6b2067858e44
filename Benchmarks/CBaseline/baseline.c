#include "baseline.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

// ---- Title editor ---------------------------------------------------------------------

static void title_changed(GtkEditable *entry, gpointer data) {
    GtkLabel *label = GTK_LABEL(data);
    const char *text = gtk_editable_get_text(entry);
    char *shown = g_strdup_printf("%s (%ld)", text, g_utf8_strlen(text, -1));
    gtk_label_set_text(label, shown);
    g_free(shown);
}

CellsBaselineTitleEditor *cells_baseline_title_editor_new(void) {
    CellsBaselineTitleEditor *editor = g_new0(CellsBaselineTitleEditor, 1);
    editor->window = gtk_window_new();
    g_object_ref(editor->window);
    gtk_window_set_default_size(GTK_WINDOW(editor->window), 420, 220);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    editor->label = gtk_label_new("Default Title (13)");
    editor->entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(editor->entry), "Insert Title");
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_box_append(GTK_BOX(row), gtk_button_new_with_label("Change Title"));
    gtk_box_append(GTK_BOX(row), gtk_button_new_with_label("Change Validation"));
    gtk_box_append(GTK_BOX(box), editor->label);
    gtk_box_append(GTK_BOX(box), editor->entry);
    gtk_box_append(GTK_BOX(box), row);
    gtk_window_set_child(GTK_WINDOW(editor->window), box);
    g_signal_connect(editor->entry, "changed", G_CALLBACK(title_changed), editor->label);
    return editor;
}

void cells_baseline_title_editor_free(CellsBaselineTitleEditor *editor) {
    gtk_window_destroy(GTK_WINDOW(editor->window));
    g_object_unref(editor->window);
    g_free(editor);
}

void cells_baseline_type(GtkWidget *entry, const char *character) {
    int position = gtk_editable_get_position(GTK_EDITABLE(entry));
    gtk_editable_insert_text(GTK_EDITABLE(entry), character, -1, &position);
    gtk_editable_set_position(GTK_EDITABLE(entry), position);
}

const char *cells_baseline_label_text(GtkWidget *label) {
    return gtk_label_get_text(GTK_LABEL(label));
}

// ---- Products -------------------------------------------------------------------------

#define CELLS_TYPE_PRODUCT (cells_product_get_type())
G_DECLARE_FINAL_TYPE(CellsProduct, cells_product, CELLS, PRODUCT, GObject)

struct _CellsProduct {
    GObject parent;
    gboolean favorited;
    char *title;
    char *id;
};

G_DEFINE_TYPE(CellsProduct, cells_product, G_TYPE_OBJECT)

static void cells_product_finalize(GObject *object) {
    CellsProduct *product = CELLS_PRODUCT(object);
    g_free(product->title);
    g_free(product->id);
    G_OBJECT_CLASS(cells_product_parent_class)->finalize(object);
}

static void cells_product_class_init(CellsProductClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = cells_product_finalize;
}

static void cells_product_init(CellsProduct *product) { (void)product; }

struct CellsBaselineProducts {
    GtkWidget *window;
    GtkWidget *toggle;
    GListStore *store;
    GtkCustomFilter *filter;
    GtkFilterListModel *filtered;
    gboolean favorites_only;
};

static gboolean product_passes(gpointer item, gpointer data) {
    CellsBaselineProducts *products = data;
    return !products->favorites_only || CELLS_PRODUCT(item)->favorited;
}

static void star_toggled(GObject *check, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    CellsProduct *product = g_object_get_data(check, "product");
    if (product) product->favorited = gtk_check_button_get_active(GTK_CHECK_BUTTON(check));
    (void)data;
}

static void row_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *check = gtk_check_button_new();
    g_signal_connect(check, "notify::active", G_CALLBACK(star_toggled), NULL);
    gtk_box_append(GTK_BOX(row), check);
    gtk_box_append(GTK_BOX(row), gtk_label_new(""));
    gtk_list_item_set_child(item, row);
}

static void row_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    CellsProduct *product = gtk_list_item_get_item(item);
    GtkWidget *row = gtk_list_item_get_child(item);
    GtkWidget *check = gtk_widget_get_first_child(row);
    GtkWidget *label = gtk_widget_get_next_sibling(check);
    g_object_set_data(G_OBJECT(check), "product", NULL);
    gtk_check_button_set_active(GTK_CHECK_BUTTON(check), product->favorited);
    g_object_set_data(G_OBJECT(check), "product", product);
    gtk_label_set_text(GTK_LABEL(label), product->title);
}

static void filter_toggled(GObject *check, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    CellsBaselineProducts *products = data;
    products->favorites_only = gtk_check_button_get_active(GTK_CHECK_BUTTON(check));
    gtk_filter_changed(GTK_FILTER(products->filter),
                       products->favorites_only ? GTK_FILTER_CHANGE_MORE_STRICT : GTK_FILTER_CHANGE_LESS_STRICT);
}

CellsBaselineProducts *cells_baseline_products_new(guint count) {
    CellsBaselineProducts *products = g_new0(CellsBaselineProducts, 1);
    products->store = g_list_store_new(CELLS_TYPE_PRODUCT);
    GPtrArray *items = g_ptr_array_new_with_free_func(g_object_unref);
    for (guint i = 1; i <= count; i++) {
        CellsProduct *product = g_object_new(CELLS_TYPE_PRODUCT, NULL);
        product->favorited = i % 3 == 0;
        product->title = g_strdup_printf("Product %u", i);
        product->id = g_strdup_printf("%u", i);
        g_ptr_array_add(items, product);
    }
    g_list_store_splice(products->store, 0, 0, items->pdata, items->len);
    g_ptr_array_unref(items);

    products->filter = gtk_custom_filter_new(product_passes, products, NULL);
    products->filtered = gtk_filter_list_model_new(G_LIST_MODEL(g_object_ref(products->store)),
                                                   GTK_FILTER(g_object_ref(products->filter)));
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(row_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(row_bind), NULL);
    GtkWidget *list = gtk_list_view_new(
        GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(products->filtered)))), factory);
    gtk_widget_add_css_class(list, "rich-list");
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);

    products->toggle = gtk_check_button_new_with_label("Show favorites only");
    g_signal_connect(products->toggle, "notify::active", G_CALLBACK(filter_toggled), products);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(box), products->toggle);
    gtk_box_append(GTK_BOX(box), scrolled);

    products->window = gtk_window_new();
    g_object_ref(products->window);
    gtk_window_set_default_size(GTK_WINDOW(products->window), 360, 420);
    gtk_window_set_child(GTK_WINDOW(products->window), box);
    return products;
}

void cells_baseline_products_free(CellsBaselineProducts *products) {
    gtk_window_destroy(GTK_WINDOW(products->window));
    g_object_unref(products->window);
    g_object_unref(products->filtered);
    g_object_unref(products->filter);
    g_object_unref(products->store);
    g_free(products);
}

void cells_baseline_products_toggle(CellsBaselineProducts *products) {
    GtkCheckButton *check = GTK_CHECK_BUTTON(products->toggle);
    gtk_check_button_set_active(check, !gtk_check_button_get_active(check));
}

guint cells_baseline_products_shown_count(CellsBaselineProducts *products) {
    return g_list_model_get_n_items(G_LIST_MODEL(products->filtered));
}

GtkWidget *cells_baseline_products_window(CellsBaselineProducts *products) {
    return products->window;
}

// ---- Harness helpers ------------------------------------------------------------------

static void frame_painted(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    *(gboolean *)data = TRUE;
}

gboolean cells_baseline_present_and_wait_for_frame(GtkWidget *window, double timeout) {
    gboolean painted = FALSE;
    gtk_window_present(GTK_WINDOW(window));
    gint64 deadline = g_get_monotonic_time() + (gint64)(timeout * G_USEC_PER_SEC);
    GdkFrameClock *clock = NULL;
    gulong handler = 0;
    while (!painted && g_get_monotonic_time() < deadline) {
        if (!clock && (clock = gtk_widget_get_frame_clock(window))) {
            handler = g_signal_connect(clock, "after-paint", G_CALLBACK(frame_painted), &painted);
        }
        g_main_context_iteration(NULL, clock != NULL);
    }
    if (clock && handler) g_signal_handler_disconnect(clock, handler);
    return painted;
}

gboolean cells_baseline_wait_for_next_frame(GtkWidget *window, double timeout) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    if (!clock) return FALSE;
    gboolean painted = FALSE;
    gulong handler = g_signal_connect(clock, "after-paint", G_CALLBACK(frame_painted), &painted);
    gtk_widget_queue_draw(window);
    gint64 deadline = g_get_monotonic_time() + (gint64)(timeout * G_USEC_PER_SEC);
    while (!painted && g_get_monotonic_time() < deadline) g_main_context_iteration(NULL, TRUE);
    g_signal_handler_disconnect(clock, handler);
    return painted;
}

void cells_baseline_drain(void) {
    while (g_main_context_iteration(NULL, FALSE)) {}
}

long cells_baseline_resident_kilobytes(void) {
    long pages = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    if (fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(statm);
    return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}
