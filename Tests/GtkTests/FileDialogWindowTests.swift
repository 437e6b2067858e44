import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

private struct Notes: View {
    @Owned var opens = false
    @Owned var saves = false
    @Owned var status = "nothing"
    @Owned var text = "Written by Cells"

    var body: some View {
        VStack {
            Text("Status: \(status)")
            Text("Open: \(opens ? "yes" : "no"), save: \(saves ? "yes" : "no")")
            Button("Open…") { opens = true }
            Button("Save…") { saves = true }
        }
        .fileImporter(isPresented: $opens, allowedContentTypes: [.plainText]) { result in
            if case .success(let url) = result {
                status = "opened \(url.lastPathComponent): \((try? PlainTextFile(contentsOf: url).text) ?? "?")"
            }
        } onCancellation: {
            status = "cancelled"
        }
        .fileExporter(isPresented: $saves, document: PlainTextFile(text: text), contentType: .plainText, defaultFilename: "Notes") { result in
            switch result {
            case .success(let url): status = "saved \(url.lastPathComponent)"
            case .failure(let error): status = "failed: \(error)"
            }
        }
    }
}

/// `.fileImporter`/`.fileExporter` on real windows: a GtkFileChooserNative over the window
/// (GTK's own chooser dialog here, where no desktop portal runs), answered as a user does.
final class FileDialogWindowTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-chooser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The chooser's currently chosen file's path, if any.
    @MainActor private static func chosenPath(_ dialog: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let file = gtk_file_chooser_get_file(OpaquePointer(dialog)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    func testAnImporterGetsTheFileChosenInTheChooser() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("letter.txt")
        try Data("Dear Ada".utf8).write(to: file)
        try onMainActor {
            let baseline = try closureBaseline()
            var window: RealWindow? = try RealWindow(Notes())
            let parent = window!.hosted!.window.widgetPointer
            XCTAssertTrue(fileChoosers(over: parent).isEmpty)

            try window!.click("Open…")
            XCTAssertTrue(MainLoop.run(until: { !fileChoosers(over: parent).isEmpty }, timeout: 5), "the chooser opened")
            guard let dialog = fileChoosers(over: parent).first else { return }
            let chooserWindow = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
            XCTAssertNotEqual(gtk_window_get_modal(chooserWindow), 0, "modal over the window")
            XCTAssertEqual(gtk_file_chooser_get_action(OpaquePointer(dialog)), GTK_FILE_CHOOSER_ACTION_OPEN)
            let filter = gtk_file_chooser_get_filter(OpaquePointer(dialog))
            XCTAssertEqual(filter.flatMap { gtk_file_filter_get_name($0) }.map { String(cString: $0) }, "Plain Text")

            // The user picks the file and presses Open.
            let gfile = g_file_new_for_path(file.path)
            gtk_file_chooser_set_file(OpaquePointer(dialog), gfile, nil)
            g_object_unref(UnsafeMutableRawPointer(gfile))
            XCTAssertTrue(MainLoop.run(until: { Self.chosenPath(dialog) == file.path }, timeout: 5), "the chooser selected the file")
            gtk_dialog_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue)
            XCTAssertTrue(MainLoop.run(until: { (try? window!.label("Status: opened letter.txt: Dear Ada")) != nil }, timeout: 5),
                          "the completion got the URL; labels: \(window!.labelTexts)")
            _ = try window!.label("Open: no, save: no")
            XCTAssertTrue(MainLoop.run(until: { fileChoosers(over: parent).isEmpty }, timeout: 5), "the chooser is gone")

            window!.close()
            window = nil
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
        }
    }

    func testCancellingTheChooserWritesFalseWithoutACompletion() throws {
        try onMainActor {
            let window = try RealWindow(Notes())
            let parent = window.hosted!.window.widgetPointer
            try window.click("Open…")
            XCTAssertTrue(MainLoop.run(until: { !fileChoosers(over: parent).isEmpty }, timeout: 5))
            guard let dialog = fileChoosers(over: parent).first else { return }
            _ = try window.label("Open: yes, save: no")
            // Escape or the close button: GTK answers with "delete-event".
            gtk_window_close(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self))
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Open: no, save: no")) != nil }, timeout: 5))
            _ = try window.label("Status: cancelled")
            XCTAssertTrue(MainLoop.run(until: { fileChoosers(over: parent).isEmpty }, timeout: 5))

            // Presented again, the Cancel button.
            try window.click("Open…")
            XCTAssertTrue(MainLoop.run(until: { !fileChoosers(over: parent).isEmpty }, timeout: 5), "presented again")
            guard let again = fileChoosers(over: parent).first else { return }
            gtk_dialog_response(UnsafeMutableRawPointer(again).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_CANCEL.rawValue)
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Open: no, save: no")) != nil }, timeout: 5))
            window.close()
        }
    }

    func testClosingTheWindowTakesItsChooserDown() throws {
        try onMainActor {
            let baseline = try closureBaseline()
            var window: RealWindow? = try RealWindow(Notes())
            let parent = window!.hosted!.window.widgetPointer
            try window!.click("Save…")
            XCTAssertTrue(MainLoop.run(until: { !fileChoosers(over: parent).isEmpty }, timeout: 5))
            window!.close()
            window = nil
            XCTAssertTrue(MainLoop.run(until: { fileChoosers(over: parent).isEmpty }, timeout: 5), "the chooser went with its window")
            XCTAssertTrue(
                MainLoop.run(until: { SignalClosureCounter.liveCount == baseline }, timeout: 5),
                "\(SignalClosureCounter.liveCount - baseline) closures still alive after the window closed"
            )
        }
    }

    func testAnExporterWritesItsDocumentWhereTheUserSaves() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try onMainActor {
            let window = try RealWindow(Notes())
            let parent = window.hosted!.window.widgetPointer
            try window.click("Save…")
            XCTAssertTrue(MainLoop.run(until: { !fileChoosers(over: parent).isEmpty }, timeout: 5))
            guard let dialog = fileChoosers(over: parent).first else { return }
            let chooser = OpaquePointer(dialog)
            XCTAssertEqual(gtk_file_chooser_get_action(chooser), GTK_FILE_CHOOSER_ACTION_SAVE)
            XCTAssertEqual(gtk_file_chooser_get_current_name(chooser).map { String(cString: $0) }, "Notes.txt")

            let gfolder = g_file_new_for_path(folder.path)
            gtk_file_chooser_set_current_folder(chooser, gfolder, nil)
            g_object_unref(UnsafeMutableRawPointer(gfolder))
            gtk_file_chooser_set_current_name(chooser, "Saved.txt")
            window.settle(for: 0.3)
            gtk_dialog_response(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue)
            XCTAssertTrue(MainLoop.run(until: { (try? window.label("Status: saved Saved.txt")) != nil }, timeout: 5),
                          "labels: \(window.labelTexts)")
            XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Saved.txt"), encoding: .utf8), "Written by Cells")
            _ = try window.label("Open: no, save: no")
            window.close()
        }
    }
}

/// The file chooser dialogs GtkFileChooserNative shows over `parent` (no portal under Xvfb).
@MainActor private func fileChoosers(over parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    visibleWindows(transientFor: parent, ofType: gtk_file_chooser_dialog_get_type()).map {
        UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
    }
}
