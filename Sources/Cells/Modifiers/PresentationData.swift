/// What presentations do with the data they present: a sheet's `onDismiss`, and alerts and
/// confirmation dialogs `presenting:` a value their buttons and message are made from.
///
/// ```swift
/// @Owned private var deleting: Book?
/// @Owned private var confirmsDelete = false
/// List(books) { book in Button("Delete \(book.title)…") { deleting = book; confirmsDelete = true } }
///     .alert("Delete the book?", isPresented: $confirmsDelete, presenting: deleting) { book in
///         Button("Delete", role: .destructive) { delete(book) }
///     } message: { book in
///         Text("“\(book.title)” will be gone.")
///     }
///     .sheet(item: $editing, onDismiss: save) { book in BookEditor(book: book) }
/// ```

/// Runs a presentation's `onDismiss` once what it presented has gone: whether its binding
/// went back to false or nil in code, by Escape or the close button, by a Cancel button or
/// `@Environment(\.dismiss)`; and when a sheet's item is replaced by another (SwiftUI
/// dismisses the old sheet, then presents the new one). It watches what is presented (nil:
/// nothing; else the item's id) as `.onChange(of:)` watches a value, and runs `onDismiss`
/// when that changes from something, once per dismissal.
struct DismissObserver<Content: View>: View {
    let content: Content
    /// What is presented now: nil when nothing is.
    let presented: @MainActor () -> AnyHashable?
    let onDismiss: (@MainActor () -> Void)?

    var body: some View {
        // Without an `onDismiss`, nothing is read: the presentation's own node follows its binding.
        let shown = onDismiss == nil ? nil : presented()
        let onDismiss = self.onDismiss
        return content.onChange(of: shown) { old, _ in
            if old != nil { onDismiss?() }
        }
    }
}

extension View {
    /// Shows an alert made from `data` while `isPresented` is true and `data` is not nil:
    /// `actions` and `message` get the value unwrapped, as SwiftUI's `presenting:` does.
    /// With `data` nil no alert is shown, whatever `isPresented` says. Dismissing it writes
    /// `isPresented` back to false.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        dataPresentation(.alert, Text(titleKey), isPresented: isPresented, data: data, titleVisibility: .visible, actions: actions, message: message)
    }

    /// An alert made from `data`, with buttons and no message.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        dataPresentation(
            .alert, Text(titleKey), isPresented: isPresented, data: data, titleVisibility: .visible, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Shows a confirmation dialog made from `data` while `isPresented` is true and `data` is
    /// not nil: `actions` and `message` get the value unwrapped. With `data` nil no dialog is
    /// shown. Its title shows unless `titleVisibility` is `.hidden`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        dataPresentation(
            .confirmationDialog, Text(titleKey), isPresented: isPresented, data: data, titleVisibility: titleVisibility,
            actions: actions, message: message)
    }

    /// A confirmation dialog made from `data`, without a message.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        dataPresentation(
            .confirmationDialog, Text(titleKey), isPresented: isPresented, data: data, titleVisibility: titleVisibility,
            actions: actions, message: { _ in EmptyView() })
    }

    /// An alert or a confirmation dialog whose buttons and message are made from `data`: up
    /// while `isPresented` is true and there is data; dismissing writes `isPresented` false.
    func dataPresentation<A: View, M: View, T>(
        _ kind: PresentationProperties.Kind, _ titleText: Text, isPresented: Binding<Bool>, data: T?,
        titleVisibility: Visibility, actions: @escaping (T) -> A, message: @escaping (T) -> M
    ) -> some View {
        DataPresentation(
            base: self, kind: kind, title: titleText, titleVisibility: titleVisibility, isPresented: isPresented,
            data: data, actions: actions, message: message)
    }
}

/// The data an alert or a dialog was presented with, kept while it is up: SwiftUI ignores
/// changes made to the data after the presentation ("the data should not change after the
/// presentation occurs"). Not observed: reading or replacing it is no state change.
@MainActor
final class PresentedData<T> {
    var value: T?
}

/// An alert or a confirmation dialog whose buttons and message are made from the data it was
/// presented with: up while `isPresented` is true and there is data; dismissing writes
/// `isPresented` false.
struct DataPresentation<Base: View, T, A: View, M: View>: View {
    let base: Base
    let kind: PresentationProperties.Kind
    let title: Text
    let titleVisibility: Visibility
    let isPresented: Binding<Bool>
    let data: T?
    let actions: (T) -> A
    let message: (T) -> M
    /// Made by the node (see ``PresentedData``).
    @OwnedObject private var presentedData = PresentedData<T>()

    var body: some View {
        let isUp = isPresented.wrappedValue
        if !isUp {
            presentedData.value = nil
        } else if presentedData.value == nil {
            presentedData.value = data
        }
        let parts = (isUp ? presentedData.value : data).map { (actions: actions($0), message: message($0)) }
        let hasData = parts != nil
        let isPresented = self.isPresented
        let shown = Binding<Bool>(
            get: { hasData && isPresented.wrappedValue },
            set: { isPresented.wrappedValue = $0 }
        )
        let kind = self.kind
        let shownTitle = titleVisibility == .hidden ? nil : title
        return PresentationView(
            base: base, kind: kind, title: title.content, isPresented: shown,
            presented: { parts.map { AlertContent(title: shownTitle, kind: kind, actions: $0.actions, message: $0.message) } },
            cancel: parts.flatMap { CancelButtonFinder.cancelAction(in: $0.actions) })
    }
}
