#include "baseline.h"
#include "widgets.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

// ---- Title editors --------------------------------------------------------------------

static void live_title_changed(GtkEditable *entry, gpointer label) {
    show_text_and_length(GTK_LABEL(label), gtk_editable_get_text(entry));
}

// Both editors: the widgets, and (the seed's title editor only) the title and validity flag.
typedef struct {
    CellsBaselineTitleEditor editor;
    char *title;
    gboolean valid;
} TitleEditorState;

// GtkLabel's own measure function, which the text label's calls.
static void (*label_measure)(GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
// The size of a GtkLabel instance: the text label's width memo follows it.
static gsize label_instance_size;
// Set on a layout the memo measured (GObject data): a later layout at the same address has none.
static GQuark measured_layout_quark;

// What a wrapping label's width depends on besides its PangoLayout: the memo is used only while
// these and the layout (its address, mark and serial) are what they were when it measured.
typedef struct {
    PangoLayout *layout;  // its address only, never read: the label owns and frees it
    guint layout_serial;
    PangoWrapMode wrap_mode;
    PangoEllipsizeMode ellipsize_mode;
    int lines, width_chars, max_width_chars;
    int minimum, natural;
} TextLabelWidthMemo;

static TextLabelWidthMemo *text_label_memo(GtkWidget *widget) {
    return (TextLabelWidthMemo *)((char *)widget + label_instance_size);
}

// The wrapping label's width for no height, from its memo while nothing it depends on has
// changed, else measured by GtkLabel and remembered: the same memo Cells' label keeps
// (Sources/Gtk/LabelWidthMemo.swift). A box asks a label in a row for its width twice in a
// layout pass (for no height, then for the row's height), and GTK 4.8 lays the text out one
// character a line and on one line for each question.
static void text_label_width(GtkWidget *widget, int *minimum, int *natural) {
    GtkLabel *label = GTK_LABEL(widget);
    TextLabelWidthMemo *memo = text_label_memo(widget);
    PangoLayout *layout = gtk_label_get_layout(label);
    PangoWrapMode wrap_mode = gtk_label_get_wrap_mode(label);
    PangoEllipsizeMode ellipsize_mode = gtk_label_get_ellipsize(label);
    int lines = gtk_label_get_lines(label);
    int width_chars = gtk_label_get_width_chars(label);
    int max_width_chars = gtk_label_get_max_width_chars(label);
    if (layout != NULL && layout == memo->layout && g_object_get_qdata(G_OBJECT(layout), measured_layout_quark) == memo &&
        pango_layout_get_serial(layout) == memo->layout_serial && wrap_mode == memo->wrap_mode &&
        ellipsize_mode == memo->ellipsize_mode && lines == memo->lines && width_chars == memo->width_chars &&
        max_width_chars == memo->max_width_chars) {
        if (minimum) *minimum = memo->minimum;
        if (natural) *natural = memo->natural;
        return;
    }
    int measured_minimum = 0, measured_natural = 0, minimum_baseline = -1, natural_baseline = -1;
    label_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &measured_minimum, &measured_natural, &minimum_baseline,
                  &natural_baseline);
    // Measuring a label not yet allocated sets its layout's width: the serial after.
    layout = gtk_label_get_layout(label);
    if (layout != NULL) g_object_set_qdata(G_OBJECT(layout), measured_layout_quark, memo);
    *memo = (TextLabelWidthMemo){
        .layout = layout, .layout_serial = layout ? pango_layout_get_serial(layout) : 0, .wrap_mode = wrap_mode,
        .ellipsize_mode = ellipsize_mode, .lines = lines, .width_chars = width_chars, .max_width_chars = max_width_chars,
        .minimum = measured_minimum, .natural = measured_natural
    };
    if (minimum) *minimum = measured_minimum;
    if (natural) *natural = measured_natural;
}

// A wrapping label's width for any height is its width for no height, and it has no
// baseline: what Cells' label subclass (CellsTextLabel, Sources/Gtk/Label.swift) answers.
// GTK's own answer for a height is the narrowest width that fits it: in a column, a two-line
// title would be wrapped into two balanced lines narrower than the column, where Cells fills
// the first line.
static void text_label_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                               int *natural, int *minimum_baseline, int *natural_baseline) {
    if (orientation == GTK_ORIENTATION_HORIZONTAL && gtk_label_get_wrap(GTK_LABEL(widget))) {
        text_label_width(widget, minimum, natural);
    } else {
        label_measure(widget, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
    }
    if (minimum_baseline) *minimum_baseline = -1;
    if (natural_baseline) *natural_baseline = -1;
}

static void text_label_class_init(gpointer widget_class, gpointer data) {
    (void)data;
    label_measure = GTK_WIDGET_CLASS(g_type_class_peek_parent(widget_class))->measure;
    GTK_WIDGET_CLASS(widget_class)->measure = text_label_measure;
}

// The label subclass: GtkLabel with text_label_measure, and room for its width memo after
// GtkLabel's instance (GObject zeroes it: no layout measured yet).
static GType text_label_get_type(void) {
    static GType type = 0;
    if (type == 0) {
        GTypeQuery query;
        g_type_query(GTK_TYPE_LABEL, &query);
        // The memo starts at the next pointer-aligned byte after GtkLabel's instance.
        label_instance_size = (query.instance_size + sizeof(gpointer) - 1) / sizeof(gpointer) * sizeof(gpointer);
        measured_layout_quark = g_quark_from_static_string("cells-baseline-label-width-memo-measured");
        GTypeInfo info = {
            .class_size = query.class_size, .class_init = text_label_class_init,
            .instance_size = label_instance_size + sizeof(TextLabelWidthMemo)
        };
        type = g_type_register_static(GTK_TYPE_LABEL, "CellsBaselineTextLabel", &info, 0);
    }
    return type;
}

// A label as Cells makes a `Text` in a centred `VStack` (Sources/CellsGtk/Widgets/Label.swift,
// StackBox.swift): it wraps onto as many lines as its width needs, between words and inside a
// word too long for its line, its lines start at the leading edge, it sits at the column's
// centre, and its width does not depend on its height (text_label_measure). A label that does
// not wrap widens the window to its text instead (with 100 characters typed, the C live title
// was 880 pixels wide beside Cells' 480). A wrapping label is height-for-width: GTK caches its
// sizes, and its ancestors', per width, and each text change drops those caches on the way up
// to the window, in the handler.
GtkWidget *text_label_new(const char *text) {
    GtkWidget *label = g_object_new(text_label_get_type(), "label", text, NULL);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_widget_set_halign(label, GTK_ALIGN_CENTER);
    return label;
}

// A button as Cells makes `Button("…")` (Sources/CellsGtk/Widgets/Button.swift): its title is
// a wrapping label that breaks only between words, so a narrow window wraps the title rather
// than widening to it. (Cells puts the title in a box, for an icon beside it; a title alone
// needs none here.) gtk_button_new_with_label's label would not wrap.
static GtkWidget *titled_button_new(const char *title) {
    GtkWidget *button = gtk_button_new();
    GtkWidget *label = text_label_new(title);
    gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD);
    gtk_button_set_child(GTK_BUTTON(button), label);
    return button;
}

static GtkWidget *entry_new(const char *placeholder) {
    GtkWidget *entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(entry), placeholder);
    gtk_widget_set_hexpand(entry, TRUE);
    return entry;
}

CellsBaselineTitleEditor *cells_baseline_live_title_new(int width, int height) {
    TitleEditorState *state = g_new0(TitleEditorState, 1);
    CellsBaselineTitleEditor *editor = &state->editor;
    GtkWidget *box = padded_column(8);
    editor->label = text_label_new(" (0)");
    editor->entry = entry_new("Insert Title");
    gtk_box_append(GTK_BOX(box), editor->label);
    gtk_box_append(GTK_BOX(box), editor->entry);
    g_signal_connect(editor->entry, "changed", G_CALLBACK(live_title_changed), editor->label);
    editor->window = window_new(box, "Live Title", width, height);
    return editor;
}

void cells_baseline_live_title_replace_handler(CellsBaselineTitleEditor *editor, GCallback handler, gpointer data,
                                               GClosureNotify destroy_data) {
    // The twin's own handler is the only one connected with the label as its data.
    g_signal_handlers_disconnect_matched(editor->entry, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, editor->label);
    g_signal_connect_data(editor->entry, "changed", handler, data, destroy_data, 0);
}

static void show_title(TitleEditorState *state) {
    static gboolean styled = FALSE;
    if (!styled) {
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_data(provider, ".blue { color: #3584e4; }", -1);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(provider);
        styled = TRUE;
    }
    show_text_and_length(GTK_LABEL(state->editor.label), state->title);
    if (strcmp(state->title, "Default Title") == 0) gtk_widget_remove_css_class(state->editor.label, "blue");
    else gtk_widget_add_css_class(state->editor.label, "blue");
}

static void change_title(GtkButton *button, gpointer data) {
    (void)button;
    TitleEditorState *state = data;
    g_free(state->title);
    state->title = g_strdup(gtk_editable_get_text(GTK_EDITABLE(state->editor.entry)));
    gtk_editable_set_text(GTK_EDITABLE(state->editor.entry), "");
    show_title(state);
}

static void change_validation(GtkButton *button, gpointer data) {
    (void)button;
    TitleEditorState *state = data;
    state->valid = !state->valid;
    g_free(state->title);
    state->title = g_strdup(state->valid ? "Valid" : "Invalid");
    show_title(state);
}

CellsBaselineTitleEditor *cells_baseline_title_editor_new(int width, int height) {
    TitleEditorState *state = g_new0(TitleEditorState, 1);
    state->title = g_strdup("Default Title");
    state->valid = TRUE;
    CellsBaselineTitleEditor *editor = &state->editor;

    GtkWidget *header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    editor->label = text_label_new("Default Title (13)");
    gtk_widget_set_margin_top(editor->label, 10);
    gtk_widget_set_margin_bottom(editor->label, 10);
    gtk_widget_set_margin_start(editor->label, 10);
    gtk_widget_set_margin_end(editor->label, 10);
    editor->entry = entry_new("Insert Title");
    gtk_box_append(GTK_BOX(header), editor->label);
    gtk_box_append(GTK_BOX(header), editor->entry);

    // As Cells lays out an HStack of buttons: centred in the column, each button centred in
    // the row's height; "Change Title" is the window's default button, drawn as the
    // suggested action (`.keyboardShortcut(.defaultAction)`), which Enter in the entry presses.
    GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER);
    GtkWidget *change = titled_button_new("Change Title");
    gtk_widget_add_css_class(change, "suggested-action");
    GtkWidget *validate = titled_button_new("Change Validation");
    gtk_widget_set_valign(change, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(validate, GTK_ALIGN_CENTER);
    g_signal_connect(change, "clicked", G_CALLBACK(change_title), state);
    g_signal_connect(validate, "clicked", G_CALLBACK(change_validation), state);
    gtk_box_append(GTK_BOX(buttons), change);
    gtk_box_append(GTK_BOX(buttons), validate);

    GtkWidget *spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_vexpand(spacer, TRUE);
    gtk_widget_set_halign(spacer, GTK_ALIGN_CENTER);

    GtkWidget *column = padded_column(8);
    gtk_box_append(GTK_BOX(column), header);
    gtk_box_append(GTK_BOX(column), buttons);
    gtk_box_append(GTK_BOX(column), spacer);
    editor->window = window_new(column, "Title Editor", width, height);
    gtk_window_set_default_widget(GTK_WINDOW(editor->window), change);
    gtk_entry_set_activates_default(GTK_ENTRY(editor->entry), TRUE);
    return editor;
}

void cells_baseline_title_editor_free(CellsBaselineTitleEditor *editor) {
    gtk_window_destroy(GTK_WINDOW(editor->window));
    g_object_unref(editor->window);
    // Both kinds are a TitleEditorState (the live title's title is NULL).
    g_free(((TitleEditorState *)editor)->title);
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
    guint position;  // in the store, which never changes order
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
    GtkWidget *toggle;  // the "Show favorites only" check box: the list's first row
    GListStore *store;
    GtkFilter *favorites;
    GtkFilterListModel *filtered;
};

static gboolean is_favorite(gpointer item, gpointer data) {
    (void)data;
    return CELLS_PRODUCT(item)->favorited;
}

// A star: the product takes the new value and goes back into the store at its place, which
// tells the filter model (and through it the list) to check that one item again.
static void star_toggled(GObject *check, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    CellsBaselineProducts *products = data;
    CellsProduct *product = g_object_get_data(check, "product");
    if (!product) return;
    gboolean favorited = gtk_check_button_get_active(GTK_CHECK_BUTTON(check));
    if (product->favorited == favorited) return;
    product->favorited = favorited;
    g_list_store_splice(products->store, product->position, 1, (gpointer *)&product, 1);
}

static GtkWidget *product_row_new(CellsBaselineProducts *products) {
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *check = gtk_check_button_new();
    g_signal_connect(check, "notify::active", G_CALLBACK(star_toggled), products);
    gtk_box_append(GTK_BOX(row), check);
    // The product's title wraps as a Cells row's `Text` does (it is height-for-width, so each
    // new title costs GTK its measuring per width), centred on the check box's line.
    GtkWidget *title = text_label_new("");
    gtk_widget_set_halign(title, GTK_ALIGN_FILL);
    gtk_widget_set_valign(title, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(row), title);
    return row;
}

// Rows are made at bind: the first row shows the filter check box, the others a product row
// (kept across binds; replaced only where the check box row was).
static void row_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    CellsBaselineProducts *products = data;
    gpointer object = gtk_list_item_get_item(item);
    GtkWidget *row = gtk_list_item_get_child(item);
    if (!CELLS_IS_PRODUCT(object)) {
        gtk_list_item_set_child(item, products->toggle);
        return;
    }
    if (!row || row == products->toggle) {
        row = product_row_new(products);
        gtk_list_item_set_child(item, row);
    }
    CellsProduct *product = CELLS_PRODUCT(object);
    GtkWidget *check = gtk_widget_get_first_child(row);
    GtkWidget *label = gtk_widget_get_next_sibling(check);
    g_object_set_data(G_OBJECT(check), "product", NULL);
    gtk_check_button_set_active(GTK_CHECK_BUTTON(check), product->favorited);
    g_object_set_data(G_OBJECT(check), "product", product);
    gtk_label_set_text(GTK_LABEL(label), product->title);
}

static void row_unbind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    CellsBaselineProducts *products = data;
    GtkWidget *row = gtk_list_item_get_child(item);
    if (row == products->toggle) gtk_list_item_set_child(item, NULL);  // may show up in another list item
    else if (row) g_object_set_data(G_OBJECT(gtk_widget_get_first_child(row)), "product", NULL);
}

static void filter_toggled(GObject *check, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    CellsBaselineProducts *products = data;
    gboolean favorites_only = gtk_check_button_get_active(GTK_CHECK_BUTTON(check));
    gtk_filter_list_model_set_filter(products->filtered, favorites_only ? products->favorites : NULL);
}

CellsBaselineProducts *cells_baseline_products_new(guint count, int width, int height) {
    CellsBaselineProducts *products = g_new0(CellsBaselineProducts, 1);
    products->store = g_list_store_new(CELLS_TYPE_PRODUCT);
    gpointer *items = g_new(gpointer, count);
    for (guint i = 0; i < count; i++) {
        CellsProduct *product = g_object_new(CELLS_TYPE_PRODUCT, NULL);
        product->favorited = (i + 1) % 3 == 0;
        product->position = i;
        product->title = g_strdup_printf("Product %u", i + 1);
        product->id = g_strdup_printf("%u", i + 1);
        items[i] = product;
    }
    g_list_store_splice(products->store, 0, 0, items, count);
    for (guint i = 0; i < count; i++) g_object_unref(items[i]);
    g_free(items);

    products->favorites = GTK_FILTER(gtk_custom_filter_new(is_favorite, NULL, NULL));
    products->filtered = gtk_filter_list_model_new(G_LIST_MODEL(g_object_ref(products->store)), NULL);

    products->toggle = g_object_ref_sink(gtk_check_button_new_with_label("Show favorites only"));
    g_signal_connect(products->toggle, "notify::active", G_CALLBACK(filter_toggled), products);

    GListStore *header = g_list_store_new(G_TYPE_OBJECT);
    GObject *marker = g_object_new(G_TYPE_OBJECT, NULL);
    g_list_store_append(header, marker);
    g_object_unref(marker);
    GListStore *sections = g_list_store_new(G_TYPE_LIST_MODEL);
    g_list_store_append(sections, header);
    g_list_store_append(sections, products->filtered);
    g_object_unref(header);
    GtkFlattenListModel *rows = gtk_flatten_list_model_new(G_LIST_MODEL(sections));

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "bind", G_CALLBACK(row_bind), products);
    g_signal_connect(factory, "unbind", G_CALLBACK(row_unbind), products);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(rows))), factory);
    gtk_widget_add_css_class(list, "rich-list");
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    products->window = window_new(scrolled, "Products", width, height);
    return products;
}

void cells_baseline_products_free(CellsBaselineProducts *products) {
    gtk_window_destroy(GTK_WINDOW(products->window));
    g_object_unref(products->window);
    g_object_unref(products->toggle);
    g_object_unref(products->filtered);
    g_object_unref(products->favorites);
    g_object_unref(products->store);
    g_free(products);
}

GtkWidget *cells_baseline_products_window(CellsBaselineProducts *products) {
    return products->window;
}

void cells_baseline_products_set_incremental(CellsBaselineProducts *products, gboolean incremental) {
    gtk_filter_list_model_set_incremental(products->filtered, incremental);
}

guint cells_baseline_products_pending(CellsBaselineProducts *products) {
    return gtk_filter_list_model_get_pending(products->filtered);
}

gboolean cells_baseline_products_is_favorite(CellsBaselineProducts *products, guint index) {
    CellsProduct *product = g_list_model_get_item(G_LIST_MODEL(products->store), index);
    gboolean favorited = product->favorited;
    g_object_unref(product);
    return favorited;
}

// ---- Harness helpers ------------------------------------------------------------------

long cells_baseline_resident_kilobytes(void) {
    long pages = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (!statm) return -1;
    if (fscanf(statm, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(statm);
    return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}
