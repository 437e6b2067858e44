import OpenCombine

/// The subscription an `onReceive` keeps in its node while its view is in the tree.
@MainActor
final class ReceiveBox {
    var publisher: AnyObject?
    var subscription: AnyCancellable?
    var action: (@MainActor (Any) -> Void)?
}

struct OnReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    @Owned private var box = ReceiveBox()

    var body: some View {
        let box = self.box
        let action = self.action
        box.action = { value in if let value = value as? P.Output { action(value) } }
        // A publisher object that is the same as last time keeps its subscription; a new one
        // (the view was made again with a new publisher) replaces it.
        let identity = type(of: publisher) is AnyClass ? publisher as AnyObject : nil
        if box.subscription == nil || (identity != nil && box.publisher !== identity) {
            box.subscription = nil
            box.publisher = identity
            // A publisher that sends its current value on subscription (`model.$score`) runs
            // the action now, while this view is evaluated: a reaction, like `onAppear`'s.
            UpdateFeedback.reacting("onReceive action") {
                box.subscription = publisher.sink { [weak box] value in
                    let delivery = MainThreadBound(value: (box, value))
                    MainThread.run("a publisher that .onReceive follows sent a value") {
                        delivery.value.0?.action?(delivery.value.1)
                    }
                }
            }
        }
        return content
    }
}

extension View {
    /// Runs `action` on the main actor with each value `publisher` sends (a `Timer.publish`
    /// timer's dates, a `@Published` property's values, any Combine pipeline's output), while
    /// this view is in the tree: the subscription ends when the view leaves. A value sent
    /// from another thread is warned about and delivered on the main thread.
    ///
    /// ```swift
    /// .onReceive(timer) { _ in if isRunning { remaining -= 1 } }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}
