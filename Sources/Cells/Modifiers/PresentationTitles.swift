/// The other title spellings of `.alert` and `.confirmationDialog`, as SwiftUI has them: a
/// `Text`, or a `String` value shown as it is (not translated). A literal title is still a
/// `LocalizedStringKey` (the `String` spellings are disfavoured, as SwiftUI's are), so
/// `alert("Delete?", …)` is translated and `alert(item.name, …)` is not.
extension View {
    /// An alert titled by a string value, shown as it is.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a `Text`, with buttons and no message.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled by a string value, with buttons and no message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled by a `Text`, with an "OK" button.
    public func alert(_ title: Text, isPresented: Binding<Bool>) -> some View {
        alert(title, isPresented: isPresented, actions: { Button("OK") {} }, message: { EmptyView() })
    }

    /// An alert titled by a string value, with an "OK" button.
    @_disfavoredOverload
    public func alert<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>) -> some View {
        alert(Text(title), isPresented: isPresented)
    }

    /// An alert titled by a `Text`, made from `data` (see `alert(_:isPresented:presenting:actions:message:)`).
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        dataPresentation(.alert, title, isPresented: isPresented, data: data, titleVisibility: .visible, actions: actions, message: message)
    }

    /// An alert titled by a string value, made from `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// An alert titled by a `Text`, made from `data`, without a message.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// An alert titled by a string value, made from `data`, without a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// A confirmation dialog titled by a string value, shown as it is.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled by a `Text`, without a message.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// A confirmation dialog titled by a string value, without a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// A confirmation dialog titled by a `Text`, made from `data`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        dataPresentation(
            .confirmationDialog, title, isPresented: isPresented, data: data, titleVisibility: titleVisibility,
            actions: actions, message: message)
    }

    /// A confirmation dialog titled by a string value, made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// A confirmation dialog titled by a `Text`, made from `data`, without a message.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// A confirmation dialog titled by a string value, made from `data`, without a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: { _ in EmptyView() })
    }
}
