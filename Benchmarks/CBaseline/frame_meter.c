// The frame meter of the benchmark's trace: how much of a sample went into painting frames.
#include "baseline.h"

struct CellsBaselineFrameMeter {
    GdkFrameClock *clock;
    gint64 frameStart;
    gint64 inFrames;
    gint64 frames;
    gint64 longest;
    gulong before, after;
};

static void before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    CellsBaselineFrameMeter *meter = data;
    meter->frameStart = g_get_monotonic_time();
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    CellsBaselineFrameMeter *meter = data;
    if (meter->frameStart != 0) {
        gint64 frame = g_get_monotonic_time() - meter->frameStart;
        meter->inFrames += frame;
        meter->frames += 1;
        if (frame > meter->longest) meter->longest = frame;
    }
    meter->frameStart = 0;
}

CellsBaselineFrameMeter *cells_baseline_frame_meter_start(GdkFrameClock *clock) {
    CellsBaselineFrameMeter *meter = g_new0(CellsBaselineFrameMeter, 1);
    meter->clock = g_object_ref(clock);
    meter->before = g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), meter);
    meter->after = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), meter);
    return meter;
}

double cells_baseline_frame_meter_stop_counting(CellsBaselineFrameMeter *meter, gint64 *frames, double *longest) {
    *frames = meter->frames;
    *longest = meter->longest / 1000.0;
    return cells_baseline_frame_meter_stop(meter);
}

double cells_baseline_frame_meter_stop(CellsBaselineFrameMeter *meter) {
    g_signal_handler_disconnect(meter->clock, meter->before);
    g_signal_handler_disconnect(meter->clock, meter->after);
    g_object_unref(meter->clock);
    double milliseconds = meter->inFrames / 1000.0;
    g_free(meter);
    return milliseconds;
}
