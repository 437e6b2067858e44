/// Alerts, confirmation dialogs and sheets: views presented over the window a view is in.
///
/// A presentation is a primitive view (``PresentationProperties``) around the view it is
/// attached to. While it is up, its presented content is its second child, in the same view
/// graph: it sees the presenting view's environment, and `@Environment(\.dismiss)` in it
/// takes the presentation down. The GTK backend shows that child in a modal window transient
/// for the presenting window; `CellsTesting` records it like any other widget, so a test
/// taps an alert's buttons as it taps any button (and ``PresentationActions/dismiss`` is what
/// Escape or the window's close button does).
///
/// ```swift
/// @Owned private var confirmsDelete = false
/// Button("Delete…") { confirmsDelete = true }
///     .alert("Delete the file?", isPresented: $confirmsDelete) {
///         Button("Delete", role: .destructive) { delete() }
///         Button("Cancel", role: .cancel) {}
///     } message: {
///         Text("This cannot be undone.")
///     }
/// ```

/// What a button does in an alert or dialog, as SwiftUI's `ButtonRole`: a cancel button is
/// what Escape stands for, a destructive one is shown in the theme's warning colour.
public enum ButtonRole: Hashable, Sendable {
    case cancel
    case destructive
}

/// Whether a part of a view (a confirmation dialog's title) is shown.
public enum Visibility: Hashable, Sendable {
    case automatic
    case visible
    case hidden
}

/// What a presentation shows of itself: whether its window is up, and what kind it is. Its
/// children are the presenting view and, while presented, the presented view.
public struct PresentationProperties: Equatable, Sendable {
    public enum Kind: Hashable, Sendable {
        case alert
        case confirmationDialog
        case sheet
    }

    public var kind: Kind
    /// Whether the presented view is up (the second child).
    public var isPresented: Bool
    /// The window's title (an alert's title; empty for a sheet).
    public var title: String

    /// The style class of an alert's title text: a backend whose dialogs show a heading of
    /// their own (libadwaita's message dialog) shows it there instead.
    public static let alertTitleClass = "cells-alert-title"

    public init(kind: Kind, isPresented: Bool, title: String) {
        self.kind = kind
        self.isPresented = isPresented
        self.title = title
    }
}

/// What a presentation's window reports: the user closed it (Escape, the close button).
public struct PresentationActions {
    /// Takes the presentation down, writing its binding back to false (or nil).
    public let dismiss: @MainActor () -> Void

    public init(dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }
}

/// The presenting view and, while `isPresented` is true, the presented one.
struct PresentationView<Base: View, Presented: View>: PrimitiveView, PrimitiveChildren {
    let base: Base
    let kind: PresentationProperties.Kind
    let title: String
    let isPresented: Binding<Bool>
    let presented: @MainActor () -> Presented?
    /// What Escape runs besides dismissing: an alert's cancel button's action.
    var cancel: (@MainActor () -> Void)? = nil

    func properties(in environment: EnvironmentValues) -> PresentationProperties {
        PresentationProperties(kind: kind, isPresented: isPresented.wrappedValue, title: title)
    }

    func actions(in environment: EnvironmentValues) -> PresentationActions {
        let isPresented = self.isPresented
        let cancel = self.cancel
        return PresentationActions {
            guard isPresented.wrappedValue else { return }
            isPresented.wrappedValue = false
            cancel?()
        }
    }

    var keyedChildren: [KeyedView]? {
        var children = [KeyedView(key: .position(0), view: base)]
        if isPresented.wrappedValue, let content = presented() {
            let isPresented = self.isPresented
            let dismiss = DismissAction { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
            var pressed: (@MainActor () -> Void)? = nil
            if kind != .sheet { pressed = { dismiss() } }
            let view = content
                .environment(\.dismiss, dismiss)
                .environment(\.presentationButtonPressed, pressed)
            if kind == .sheet {
                children.append(KeyedView(key: .id("presented"), view: SheetRoot(content: view)))
            } else {
                children.append(KeyedView(key: .id("presented"), view: view))
            }
        }
        return children
    }
}

/// An alert's or a confirmation dialog's window content: the title, the message, then the
/// buttons (``AlertButtons``), each of which also dismisses it. The dialog that shows it
/// brings its own margins (libadwaita's message dialog, on GNOME).
struct AlertContent<Actions: View, Message: View>: View {
    let title: Text?
    let kind: PresentationProperties.Kind
    let actions: Actions
    let message: Message

    var body: some View {
        VStack(spacing: 12) {
            if let title { title.font(.title3).styleClasses(PresentationProperties.alertTitleClass) }
            message
            AlertButtons(kind: kind, content: actions)
        }
    }
}

/// How an alert's or a confirmation dialog's buttons are laid out. A backend orders them by
/// its platform's conventions: on GNOME they are the responses of libadwaita's message
/// dialog, Cancel first and the destructive or default action last, in a row of equal
/// widths (a column when they do not fit).
public struct AlertButtonsProperties: Equatable, Sendable {
    /// An alert's buttons or a confirmation dialog's.
    public var kind: PresentationProperties.Kind

    public init(kind: PresentationProperties.Kind) {
        self.kind = kind
    }
}

/// The buttons of an alert or a confirmation dialog (``AlertButtonsProperties``).
struct AlertButtons<Content: View>: PrimitiveView {
    let kind: PresentationProperties.Kind
    let content: Content

    func properties(in environment: EnvironmentValues) -> AlertButtonsProperties {
        AlertButtonsProperties(kind: kind)
    }
}

/// A sheet's content with a window chrome of its own: its `.navigationTitle` is the sheet's
/// title and its `.toolbar` items go in the sheet's header bar (`.cancellationAction` at the
/// start, `.confirmationAction` at the end as the sheet's default button), not the
/// presenting window's.
struct SheetRoot<Content: View>: View {
    let content: Content
    @Owned private var chrome = WindowChrome(hostsBackButton: false)

    var body: some View {
        SheetFrame(chrome: chrome, content: content.environment(\.windowChrome, chrome))
    }
}

/// What a sheet's frame shows: the chrome its content sets (title, toolbar items), which a
/// backend draws as the sheet window's header bar.
public struct SheetFrameProperties: Equatable {
    /// The sheet's own chrome: its `host` is the backend's header bar.
    public var chrome: ChromeReference

    public init(chrome: ChromeReference) {
        self.chrome = chrome
    }
}

/// The frame of a sheet's content (``SheetFrameProperties``).
struct SheetFrame<Content: View>: PrimitiveView {
    let chrome: WindowChrome
    let content: Content

    func properties(in environment: EnvironmentValues) -> SheetFrameProperties {
        SheetFrameProperties(chrome: ChromeReference(chrome: chrome))
    }
}

/// Finds the action of the button with role `.cancel` among an alert's actions (buttons in a
/// `ViewBuilder` block), for Escape to run it as SwiftUI does.
@MainActor
enum CancelButtonFinder {
    static func cancelAction(in actions: Any, depth: Int = 0) -> (@MainActor () -> Void)? {
        if let button = actions as? any CancelRoleButton { return button.cancelAction }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: actions).children {
            if let action = cancelAction(in: child.value, depth: depth + 1) { return action }
        }
        return nil
    }
}

@MainActor
protocol CancelRoleButton {
    var cancelAction: (@MainActor () -> Void)? { get }
}

extension Button: CancelRoleButton {
    var cancelAction: (@MainActor () -> Void)? { role == .cancel ? action : nil }
}

private struct PresentationButtonPressedKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Runs after a button inside an alert or dialog ran its action: dismisses it.
    var presentationButtonPressed: (@MainActor () -> Void)? {
        get { self[PresentationButtonPressedKey.self] }
        set { self[PresentationButtonPressedKey.self] = newValue }
    }
}

extension View {
    /// Shows an alert over this view's window while `isPresented` is true: `title`, the
    /// `message`, and the buttons of `actions` (an "OK" button when there are none). Pressing
    /// a button runs its action and dismisses the alert; Escape and the close button dismiss
    /// it; both write `isPresented` back to false.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a `Text` (the other title spellings come here).
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = actions()
        let message = message()
        return PresentationView(
            base: self, kind: .alert, title: title.content, isPresented: isPresented,
            presented: { AlertContent(title: title, kind: .alert, actions: actions, message: message) },
            cancel: CancelButtonFinder.cancelAction(in: actions))
    }

    /// An alert with a title and buttons, without a message.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert with only a title and an "OK" button.
    public func alert(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>) -> some View {
        alert(titleKey, isPresented: isPresented, actions: { Button("OK") {} }, message: { EmptyView() })
    }

    /// Shows a confirmation dialog (a column of choices) over this view's window while
    /// `isPresented` is true. Its title shows unless `titleVisibility` is `.hidden` (SwiftUI
    /// hides it by default on phones; here `.automatic` shows it). Buttons dismiss it as an
    /// alert's do.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// A confirmation dialog titled by a `Text` (the other title spellings come here).
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let actions = actions()
        let message = message()
        return PresentationView(
            base: self, kind: .confirmationDialog, title: title.content, isPresented: isPresented,
            presented: {
                AlertContent(
                    title: titleVisibility == .hidden ? nil : title, kind: .confirmationDialog,
                    actions: actions, message: message)
            },
            cancel: CancelButtonFinder.cancelAction(in: actions))
    }

    /// A confirmation dialog without a message.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Shows `content` in a modal window over this view's window while `isPresented` is
    /// true. `@Environment(\.dismiss)` in it, Escape and the close button take it down.
    /// `onDismiss` runs once the sheet has gone, however it went (`DismissObserver`).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        DismissObserver(
            content: PresentationView(base: self, kind: .sheet, title: "", isPresented: isPresented) { content() },
            presented: { isPresented.wrappedValue ? AnyHashable(true) : nil }, onDismiss: onDismiss)
    }

    /// Shows `content` for `item` in a modal window while `item` is not nil; dismissing writes
    /// nil. A different item (by id) is a new sheet, with fresh state: the old one is
    /// dismissed (running `onDismiss`) and the new one presented, as SwiftUI does.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } }
        )
        let sheet = PresentationView(base: self, kind: .sheet, title: "", isPresented: isPresented) {
            item.wrappedValue.map { content($0).id(AnyHashable($0.id)) }
        }
        return DismissObserver(content: sheet, presented: { item.wrappedValue.map { AnyHashable($0.id) } }, onDismiss: onDismiss)
    }
}
