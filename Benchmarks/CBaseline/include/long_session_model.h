// The C twin of the long-session row "create and drop a graph reading a long-lived
// @Observable model" (long_session.c; Benchmarks/Runner/LongSessions.swift, row "observed").
// Its own header: declarations of the other twins live in baseline.h.
#ifndef CELLS_BASELINE_LONG_SESSION_MODEL_H
#define CELLS_BASELINE_LONG_SESSION_MODEL_H

#include <gtk/gtk.h>

// A long-lived model: a GObject with one string property, "name", which emits
// "notify::name" when set (what an @Observable class's registrar is to a Cells view).
GObject *cells_baseline_named_model_new(const char *name);

// A small tree reading `model`: a box holding a label "Name: <name>", kept up to date by a
// "notify::name" handler on the model that the label owns (g_signal_connect_object), so the
// connection goes when the label does. The caller holds the one reference to the box.
GtkWidget *cells_baseline_model_label_new(GObject *model);

#endif
