// The quit-time twin: a GtkApplication with the title editor window, quit by Ctrl+Q, saving
// a small state file at shutdown (as the Cells app saves its settings and open windows), and
// the process plumbing the runner times both sides' quits with.
#define _GNU_SOURCE
#include "baseline.h"

#include <adwaita.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

typedef struct {
    CellsBaselineTitleEditor *editor;
    gulong paint_handler;
} QuitApp;

static void first_frame(GdkFrameClock *clock, gpointer data) {
    QuitApp *quit_app = data;
    g_signal_handler_disconnect(clock, quit_app->paint_handler);
    quit_app->paint_handler = 0;
    printf("first frame\n");
    fflush(stdout);
}

static void window_mapped(GtkWidget *window, gpointer data) {
    QuitApp *quit_app = data;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    quit_app->paint_handler = g_signal_connect(clock, "after-paint", G_CALLBACK(first_frame), quit_app);
}

static void quit_activated(GSimpleAction *action, GVariant *parameter, gpointer application) {
    g_application_quit(G_APPLICATION(application));
}

static void activate(GApplication *application, gpointer data) {
    QuitApp *quit_app = data;
    adw_init();  // libadwaita's styles and header bar, as the Cells app has them (AppRunner)
    quit_app->editor = cells_baseline_title_editor_new(420, 220);
    GtkWidget *window = quit_app->editor->window;
    gtk_window_set_application(GTK_WINDOW(window), GTK_APPLICATION(application));
    g_signal_connect(window, "map", G_CALLBACK(window_mapped), quit_app);
    gtk_window_present(GTK_WINDOW(window));
}

static void shutdown(GApplication *application, gpointer data) {
    QuitApp *quit_app = data;
    // What the Cells app does at quit: write the open windows and the settings to disk.
    GKeyFile *state = g_key_file_new();
    int width = 0, height = 0;
    gtk_window_get_default_size(GTK_WINDOW(quit_app->editor->window), &width, &height);
    g_key_file_set_string(state, "window-0", "id", "editor");
    g_key_file_set_integer(state, "window-0", "width", width);
    g_key_file_set_integer(state, "window-0", "height", height);
    char *folder = g_build_filename(g_get_user_state_dir(), "cells-bench-quit-c", NULL);
    g_mkdir_with_parents(folder, 0700);
    char *path = g_build_filename(folder, "scenes.ini", NULL);
    g_key_file_save_to_file(state, path, NULL);
    g_free(path);
    g_free(folder);
    g_key_file_unref(state);
}

int cells_baseline_quit_app_run(void) {
    QuitApp quit_app = {0};
    GtkApplication *application = gtk_application_new("dev.cells.bench.QuitTwin", G_APPLICATION_DEFAULT_FLAGS);
    GSimpleAction *quit = g_simple_action_new("quit", NULL);
    g_signal_connect(quit, "activate", G_CALLBACK(quit_activated), application);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(quit));
    g_object_unref(quit);
    const char *accelerators[] = {"<Control>q", NULL};
    gtk_application_set_accels_for_action(application, "app.quit", accelerators);
    g_signal_connect(application, "activate", G_CALLBACK(activate), &quit_app);
    g_signal_connect(application, "shutdown", G_CALLBACK(shutdown), &quit_app);
    char *argv[] = {"cells-bench-quit-twin", NULL};
    int status = g_application_run(G_APPLICATION(application), 1, argv);
    g_object_unref(application);
    return status;
}

pid_t cells_baseline_spawn(char *const argv[], int *stdout_fd) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    pid_t pid = -1;
    int error = posix_spawn(&pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (error != 0) {
        close(fds[0]);
        return -1;
    }
    *stdout_fd = fds[0];
    return pid;
}

int cells_baseline_wait_for_line(int fd, const char *line, int timeout_ms) {
    char buffer[4096];
    size_t used = 0;
    gint64 deadline = g_get_monotonic_time() + (gint64)timeout_ms * 1000;
    while (used < sizeof buffer - 1) {
        int left = (int)((deadline - g_get_monotonic_time()) / 1000);
        if (left <= 0) return -1;
        struct pollfd poller = {.fd = fd, .events = POLLIN};
        if (poll(&poller, 1, left) <= 0) continue;
        ssize_t count = read(fd, buffer + used, sizeof buffer - 1 - used);
        if (count <= 0) return -1;
        used += (size_t)count;
        buffer[used] = 0;
        if (strstr(buffer, line) != NULL) return 0;
    }
    return -1;
}

int cells_baseline_wait_for_exit(pid_t pid, int timeout_ms) {
    // A pidfd becomes readable when the process exits: no polling interval in the timing.
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (pidfd >= 0) {
        struct pollfd poller = {.fd = pidfd, .events = POLLIN};
        int ready = poll(&poller, 1, timeout_ms);
        close(pidfd);
        if (ready <= 0) return -1;
        int status = 0;
        waitpid(pid, &status, 0);
        return 0;
    }
    gint64 deadline = g_get_monotonic_time() + (gint64)timeout_ms * 1000;
    while (g_get_monotonic_time() < deadline) {
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) == pid) return 0;
        g_usleep(200);
    }
    return -1;
}

void cells_baseline_kill(pid_t pid) {
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}
