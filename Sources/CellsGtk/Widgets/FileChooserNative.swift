import CGtk
import Cells
import Foundation
import Gtk

/// `.fileImporter` and `.fileExporter`: a box holding the presenting view, and while
/// presented, a `GtkFileChooserNative` (the portal's chooser where one runs) modal over the
/// box's window. Its response completes or cancels the dialog in the model (the binding
/// goes back to false); the chooser is destroyed right after it answered, or when the model
/// takes it down first.
extension FileDialogProperties: GtkWidgetBinding {
    public typealias Actions = FileDialogActions

    public func makeCoordinator() -> FileChooserSession {
        FileChooserSession()
    }

    public static func makeWidget(context: GtkWidgetContext<Self>) -> Box {
        Box(orientation: .vertical)
    }

    public func update(_ box: Box, context: GtkWidgetContext<Self>) {
        let session = context.coordinator
        if isPresented {
            session.open(self, over: box, actions: context.actions)
        } else {
            session.close()
        }
    }

    public static func setChildren(_ children: [Widget], of box: Box, context: GtkWidgetContext<Self>) {
        box.setChildren(children)
    }

    public static func dismantle(_ box: Box, context: GtkWidgetContext<Self>) {
        context.coordinator.close()
    }
}

/// The file chooser a file dialog shows while it is up.
@MainActor
public final class FileChooserSession {
    /// The chooser while it is shown (tests reach its window through the parent's toplevels).
    public private(set) var chooser: FileChooserNative?
    private var pendingShow: UInt32?

    func open(_ properties: FileDialogProperties, over box: Box, actions: WidgetActions<FileDialogActions>) {
        guard chooser == nil, pendingShow == nil else { return }
        guard let root = gtk_widget_get_root(box.widgetPointer) else {
            // Presented in the view's first frame: wait until the box is in its window.
            pendingShow = MainLoop.scheduleIdle { [weak self, weak box] in
                self?.pendingShow = nil
                if let self, let box { self.open(properties, over: box, actions: actions) }
            }
            return
        }
        let parent = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        let chooser = FileChooserNative(
            title: properties.kind == .importer ? LocalizedStringKey("Open File").resolved() : LocalizedStringKey("Save File").resolved(),
            parent: parent, action: properties.kind == .importer ? .open : .save)
        if !properties.showsEveryFile {
            let types = properties.allowedContentTypes
            chooser.addFilter(
                name: types.map { $0.localizedDescription ?? $0.identifier }.joined(separator: ", "),
                mimeTypes: types.flatMap(\.mimeTypes).filter { $0 != "application/octet-stream" },
                suffixes: types.flatMap(\.filenameExtensions))
        }
        if properties.kind == .importer {
            chooser.selectsMultiple = properties.allowsMultipleSelection
        } else if let name = properties.defaultFilename {
            chooser.currentName = name
        }
        chooser.onResponse { [weak self, weak chooser] accepted in
            guard let self, let chooser, chooser === self.chooser else { return }
            let urls = accepted ? chooser.fileURIs.compactMap(URL.init(string:)) : []
            // Destroyed once its signal returned; a new one opens if the model presents again.
            self.release()
            actions.perform(checksWidget: true) { actions in
                if accepted, !urls.isEmpty { actions.complete(urls) } else { actions.cancel() }
            }
        }
        self.chooser = chooser
        chooser.show()
    }

    /// Takes the chooser down (the model no longer presents it) and lets go of it.
    func close() {
        if let pendingShow { MainLoop.cancel(sourceID: pendingShow) }
        pendingShow = nil
        if let chooser, chooser.isVisible { chooser.hide() }
        release()
    }

    private func release() {
        guard let chooser else { return }
        self.chooser = nil
        // Not inside its own "response" emission: on the next turn of the loop.
        _ = MainLoop.scheduleIdle { chooser.destroy() }
    }
}
