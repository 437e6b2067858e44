import CGtk

extension Widget {
    /// Runs `body` at every frame of the widget's frame clock while the widget is shown
    /// (`gtk_widget_add_tick_callback`), until it returns false or the callback is removed.
    /// The closure is released when the callback ends (counted in ``SignalClosureCounter``);
    /// it must not capture the widget strongly.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(TickBox(body)).toOpaque()
        SignalClosureCounter.retain()
        return gtk_widget_add_tick_callback(widgetPointer, { _, _, data in
            guard let data else { return 0 }
            let box = Unmanaged<TickBox>.fromOpaque(data).takeUnretainedValue()
            return assumingMainActor { box.body() } ? 1 : 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TickBox>.fromOpaque(data).release()
            assumingMainActor { SignalClosureCounter.release() }
        })
    }

    /// Stops the tick callback `id` (its closure is released).
    public func removeTickCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widgetPointer, guint(id))
    }
}

/// The closure a tick callback runs.
private final class TickBox: @unchecked Sendable {  // runs only on the main actor
    let body: @MainActor () -> Bool
    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
