// The C twins of the long-session benchmark (Benchmarks/README.md, "Long sessions"): the
// same widgets as the Cells views of Benchmarks/Runner/LongSessions.swift, driven through
// the same GTK signals, so the growth of either side can be read against GTK's own.
#include "baseline.h"
#include "widgets.h"

#include <stdio.h>

// MARK: Re-evaluations: "<name>: <taps>" above a "Tap" button.

typedef struct {
    const char *name;  // the long-lived model's name
    int taps;
    GtkWidget *label;
} Counter;

static void counter_tapped(GtkButton *button, gpointer data) {
    (void)button;
    Counter *counter = data;
    counter->taps += 1;
    char text[64];
    snprintf(text, sizeof text, "%s: %d", counter->name, counter->taps);
    gtk_label_set_text(GTK_LABEL(counter->label), text);
}

GtkWidget *cells_baseline_counter_window_new(int width, int height) {
    Counter *counter = g_new0(Counter, 1);
    counter->name = "Ada";
    GtkWidget *column = padded_column(8);
    counter->label = gtk_label_new("Ada: 0");
    GtkWidget *button = gtk_button_new_with_label("Tap");
    g_signal_connect_data(button, "clicked", G_CALLBACK(counter_tapped), counter, (GClosureNotify)g_free, 0);
    gtk_box_append(GTK_BOX(column), counter->label);
    gtk_box_append(GTK_BOX(column), button);
    return window_new(column, "Counter", width, height);
}

// MARK: Navigation: a stack whose root page has "Next"; a page has "‹ Back", its title,
// "Score: <n>" and "+1", and a model of its own freed with the page.

typedef struct {
    int score;
    GtkWidget *label;
} PageModel;

static void page_plus_one(GtkButton *button, gpointer data) {
    (void)button;
    PageModel *model = data;
    model->score += 1;
    char text[32];
    snprintf(text, sizeof text, "Score: %d", model->score);
    gtk_label_set_text(GTK_LABEL(model->label), text);
}

static void page_back(GtkButton *button, gpointer data) {
    GtkStack *stack = data;
    GtkWidget *page = gtk_stack_get_visible_child(stack);
    gtk_stack_set_visible_child_name(stack, "root");
    gtk_stack_remove(stack, page);
    (void)button;
}

static void page_next(GtkButton *button, gpointer data) {
    (void)button;
    GtkStack *stack = data;
    PageModel *model = g_new0(PageModel, 1);
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *back = gtk_button_new_with_label("‹ Back");
    g_signal_connect(back, "clicked", G_CALLBACK(page_back), stack);
    GtkWidget *title = gtk_label_new("Next");
    GtkWidget *bar_spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_hexpand(bar_spacer, TRUE);
    gtk_box_append(GTK_BOX(bar), back);
    gtk_box_append(GTK_BOX(bar), title);
    gtk_box_append(GTK_BOX(bar), bar_spacer);
    model->label = gtk_label_new("Score: 0");
    GtkWidget *plus = gtk_button_new_with_label("+1");
    g_signal_connect_data(plus, "clicked", G_CALLBACK(page_plus_one), model, (GClosureNotify)g_free, 0);
    GtkWidget *spacer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_vexpand(spacer, TRUE);
    gtk_box_append(GTK_BOX(page), bar);
    gtk_box_append(GTK_BOX(page), model->label);
    gtk_box_append(GTK_BOX(page), plus);
    gtk_box_append(GTK_BOX(page), spacer);
    gtk_stack_add_child(stack, page);
    gtk_stack_set_visible_child(stack, page);
}

GtkWidget *cells_baseline_navigation_window_new(int width, int height) {
    GtkWidget *stack = gtk_stack_new();
    GtkWidget *root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    GtkWidget *next = gtk_button_new_with_label("Next");
    g_signal_connect(next, "clicked", G_CALLBACK(page_next), stack);
    GtkWidget *spacer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_vexpand(spacer, TRUE);
    gtk_box_append(GTK_BOX(root), next);
    gtk_box_append(GTK_BOX(root), spacer);
    gtk_stack_add_named(GTK_STACK(stack), root, "root");
    GtkWidget *column = padded_column(8);
    gtk_box_append(GTK_BOX(column), stack);
    return window_new(column, "Navigation", width, height);
}

// MARK: List: "Insert" and "Remove" above a list view of "Item <n>" rows (a GListStore of
// GtkStringObjects); "Insert" puts a new item first, "Remove" takes the first away.

typedef struct {
    GListStore *store;
    int next;
} ListState;

static void list_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    gtk_list_item_set_child(item, gtk_label_new(""));
}

static void list_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static void list_insert(GtkButton *button, gpointer data) {
    (void)button;
    ListState *state = data;
    char text[32];
    snprintf(text, sizeof text, "Item %d", state->next++);
    GtkStringObject *string = gtk_string_object_new(text);
    g_list_store_insert(state->store, 0, string);
    g_object_unref(string);
}

static void list_remove(GtkButton *button, gpointer data) {
    (void)button;
    ListState *state = data;
    if (g_list_model_get_n_items(G_LIST_MODEL(state->store)) > 0) g_list_store_remove(state->store, 0);
}

GtkWidget *cells_baseline_list_window_new(int items, int width, int height) {
    ListState *state = g_new0(ListState, 1);
    state->store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
    for (; state->next < items; state->next++) {
        char text[32];
        snprintf(text, sizeof text, "Item %d", state->next);
        GtkStringObject *string = gtk_string_object_new(text);
        g_list_store_append(state->store, string);
        g_object_unref(string);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(list_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(list_bind), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(state->store))), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    GtkWidget *insert = gtk_button_new_with_label("Insert");
    GtkWidget *remove = gtk_button_new_with_label("Remove");
    g_signal_connect_data(insert, "clicked", G_CALLBACK(list_insert), state, (GClosureNotify)g_free, 0);
    g_signal_connect(remove, "clicked", G_CALLBACK(list_remove), state);
    GtkWidget *column = padded_column(8);
    gtk_box_append(GTK_BOX(column), insert);
    gtk_box_append(GTK_BOX(column), remove);
    gtk_box_append(GTK_BOX(column), scrolled);
    return window_new(column, "List", width, height);
}

void cells_baseline_window_free(GtkWidget *window) {
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(window);
}

// MARK: Graphs: the title editor's widgets and handlers, made and dropped without a window.

GtkWidget *cells_baseline_title_editor_content_new(void) {
    CellsBaselineTitleEditor *editor = cells_baseline_title_editor_new(420, 220);
    GtkWidget *content = gtk_window_get_child(GTK_WINDOW(editor->window));
    g_object_ref(content);
    gtk_window_set_child(GTK_WINDOW(editor->window), NULL);
    // The state goes with the content; the window, never shown, goes now.
    g_object_set_data_full(G_OBJECT(content), "cells-editor", editor, (GDestroyNotify)cells_baseline_title_editor_free);
    return content;
}

// MARK: Memory

#include <malloc.h>

void cells_baseline_trim_malloc(void) {
    malloc_trim(0);
}

size_t cells_baseline_malloced_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// MARK: Observed graphs: a small tree reading a long-lived model, made and dropped.
//
// The honest C equivalent of a Cells graph whose view reads an @Observable model: GObject's
// property notification is GTK's observation. The tree connects to the model's
// "notify::name" (Observation's registration in the model's registrar) with
// g_signal_connect_object, which a C program uses precisely so that the connection is
// disconnected when the widget it updates is finalized: the registration goes with the tree,
// and the long-lived model keeps nothing of it. That is the floor the Cells side is held to.

#include "long_session_model.h"

typedef struct {
    GObject parent_instance;
    char *name;
} CellsBaselineNamedModel;

typedef struct {
    GObjectClass parent_class;
} CellsBaselineNamedModelClass;

G_DEFINE_TYPE(CellsBaselineNamedModel, cells_baseline_named_model, G_TYPE_OBJECT)

enum { NAMED_MODEL_PROP_NAME = 1 };

static void named_model_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
    CellsBaselineNamedModel *model = (CellsBaselineNamedModel *)object;
    if (id != NAMED_MODEL_PROP_NAME) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
        return;
    }
    g_free(model->name);
    model->name = g_value_dup_string(value);
}

static void named_model_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
    CellsBaselineNamedModel *model = (CellsBaselineNamedModel *)object;
    if (id != NAMED_MODEL_PROP_NAME) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
        return;
    }
    g_value_set_string(value, model->name);
}

static void named_model_finalize(GObject *object) {
    g_free(((CellsBaselineNamedModel *)object)->name);
    G_OBJECT_CLASS(cells_baseline_named_model_parent_class)->finalize(object);
}

static void cells_baseline_named_model_class_init(CellsBaselineNamedModelClass *class) {
    GObjectClass *object_class = G_OBJECT_CLASS(class);
    object_class->set_property = named_model_set_property;
    object_class->get_property = named_model_get_property;
    object_class->finalize = named_model_finalize;
    g_object_class_install_property(object_class, NAMED_MODEL_PROP_NAME,
        g_param_spec_string("name", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
}

static void cells_baseline_named_model_init(CellsBaselineNamedModel *model) {
    model->name = g_strdup("");
}

GObject *cells_baseline_named_model_new(const char *name) {
    return g_object_new(cells_baseline_named_model_get_type(), "name", name, NULL);
}

static void model_label_show_name(GObject *object, GParamSpec *spec, gpointer data) {
    (void)spec;
    char *text = g_strdup_printf("Name: %s", ((CellsBaselineNamedModel *)object)->name);
    gtk_label_set_text(GTK_LABEL(data), text);
    g_free(text);
}

GtkWidget *cells_baseline_model_label_new(GObject *model) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    g_object_ref_sink(box);
    GtkWidget *label = gtk_label_new(NULL);
    model_label_show_name(model, NULL, label);
    g_signal_connect_object(model, "notify::name", G_CALLBACK(model_label_show_name), label, 0);
    gtk_box_append(GTK_BOX(box), label);
    return box;
}
