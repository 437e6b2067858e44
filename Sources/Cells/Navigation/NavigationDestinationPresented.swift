/// `.navigationDestination(isPresented:destination:)`: pushes the destination on the
/// enclosing stack while the flag is true, pops it when the flag turns false, and sets the
/// flag back to false when the page is popped (the back button, Escape, `dismiss`).
struct PresentedNavigationDestination<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: @MainActor () -> Destination
    @Environment(\.navigator) private var navigator
    @OwnedObject private var pushed = PusherPage()

    var body: some View {
        let pusher = self.pushed
        let isPresented = self.isPresented
        if isPresented.wrappedValue {
            if let page = pusher.pushed {
                page.follow(AnyView(destination()))
            } else if let navigator {
                let page = PushedDestination(title: "", content: AnyView(destination()))
                page.onPop = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
                pusher.page = page
                // Pushing is a write of the stack's path, made for this evaluation.
                UpdateFeedback.sharingPass { DependencyTracker.untracked { navigator.push(page) } }
            } else {
                Diagnostics.warn("navigationDestination(isPresented:) outside a NavigationStack does nothing")
            }
        } else if let page = pusher.pushed, let navigator {
            page.onPop = nil
            UpdateFeedback.sharingPass { DependencyTracker.untracked { navigator.popPage(page) } }
        }
        return content
    }
}

extension View {
    /// Pushes `destination` on the enclosing ``NavigationStack`` while `isPresented` is true,
    /// and pops it when it turns false; going back sets it to false. The page shows the
    /// destination as this view's body gives it now.
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .navigationDestination(isPresented: $showSettings) { SettingsPage() }
    /// ```
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> V
    ) -> some View {
        PresentedNavigationDestination(content: self, isPresented: isPresented, destination: destination)
    }
}
