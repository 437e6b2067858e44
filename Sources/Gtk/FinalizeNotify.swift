import CGtk

extension GObjectHandle {
    /// Runs `handler` once when the GObject is finalized (a GLib weak reference), whoever held
    /// it last: to give back what the object used (a counted style sheet). The handler must
    /// not touch the object; it is counted in ``SignalClosureCounter`` until it runs.
    @MainActor public func onFinalize(_ handler: @escaping @MainActor () -> Void) {
        let box = ClosureBox(action: handler).retainedPointer()
        let notify: GWeakNotify = { data, _ in
            assumingMainActor { ClosureBox.from(data)?.action() }
            ClosureBox.releasePointer(data)
        }
        g_object_weak_ref(objectPointer, notify, box)
    }
}
