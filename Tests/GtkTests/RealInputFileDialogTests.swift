import CGtk
import CellsGtk
import Foundation
import Gtk
import XCTest

@MainActor @Observable
private final class Files {
    var opens = false
    var saves = false
    var opened: [URL] = []
    var saved: [URL] = []
    var cancels = 0
}

/// An importer and an exporter, as the Dialogs demo window has them.
private struct FilesView: View {
    let files: Files
    var body: some View {
        @Bindable var files = files
        VStack {
            Text("opened \(files.opened.map(\.lastPathComponent).joined(separator: ",")) saved \(files.saved.map(\.lastPathComponent).joined(separator: ",")) cancels \(files.cancels)")
            Button("Open…") { files.opens = true }
            Button("Save…") { files.saves = true }
        }
        .fileImporter(isPresented: $files.opens, allowedContentTypes: [.plainText]) { result in
            if case .success(let url) = result { files.opened.append(url) }
        } onCancellation: {
            files.cancels += 1
        }
        .fileExporter(isPresented: $files.saves, document: PlainTextFile(text: "Saved by real keys"), contentType: .plainText, defaultFilename: "Memo") { result in
            if case .success(let url) = result { files.saved.append(url) }
        } onCancellation: {
            files.cancels += 1
        }
    }
}

/// `.fileImporter`/`.fileExporter` (FileChooserNative: GTK's own chooser dialog under Xvfb)
/// driven with real input: opened by a real click, cancelled by a real click on Cancel and
/// by Escape (the binding goes back to false, no completion), and a file chosen by typing
/// its path (Ctrl+L and Return in the importer, the name field in the exporter). The
/// chooser's column headers are never clicked: GTK 4.8 logs its own CRITICALs when they are
/// clicked over the empty Recent list.
final class RealInputFileDialogTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-real-chooser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The file chooser dialog over `window` (waits for it to show), as a driver of its own.
    @MainActor private static func chooser(over window: RealWindow) throws -> RealWindow {
        let parent = window.hosted!.window.widgetPointer
        XCTAssertTrue(MainLoop.run(until: { fileChooserDialogs(over: parent).count == 1 }, timeout: 5), "the chooser opened")
        let dialog = try XCTUnwrap(fileChooserDialogs(over: parent).first)
        let driver = try RealWindow(root: Widget(retaining: UnsafeMutableRawPointer(dialog)))
        driver.settle(for: 0.3)  // the chooser loads its folder
        return driver
    }

    @MainActor private static func chooserGone(_ window: RealWindow) -> Bool {
        let parent = window.hosted!.window.widgetPointer
        return MainLoop.run(until: { fileChooserDialogs(over: parent).isEmpty }, timeout: 5)
    }

    func testCancelAndEscapeCloseTheImporterAndTheExporterWithoutACompletion() throws {
        try onMainActor {
            let files = Files()
            let window = try RealWindow(FilesView(files: files))
            defer { window.close() }
            var cancels = 0
            for opener in ["Open…", "Save…"] {
                try window.realClick(opener)
                XCTAssertTrue(files.opens || files.saves, opener)
                try Self.chooser(over: window).realClick("Cancel")
                XCTAssertTrue(Self.chooserGone(window), "Cancel closed the \(opener) chooser")
                cancels += 1
                XCTAssertTrue(MainLoop.run(until: { files.cancels == cancels }, timeout: 5), "cancelled once: \(opener)")
                XCTAssertFalse(files.opens || files.saves, "the binding went back to false: \(opener)")

                try window.realClick(opener)
                try Self.chooser(over: window).realKey("Escape")
                XCTAssertTrue(Self.chooserGone(window), "Escape closed the \(opener) chooser")
                cancels += 1
                XCTAssertTrue(MainLoop.run(until: { files.cancels == cancels }, timeout: 5), "cancelled once by Escape: \(opener)")
                XCTAssertFalse(files.opens || files.saves, "the binding went back to false: \(opener)")
            }
            XCTAssertEqual(files.opened, [], "no completion")
            XCTAssertEqual(files.saved, [], "no completion")
            XCTAssertNoThrow(try window.label("opened  saved  cancels 4"))
        }
    }

    func testTypingAPathWithCtrlLAndReturnOpensThatFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("letter.txt")
        try Data("Dear Ada".utf8).write(to: file)
        try onMainActor {
            let files = Files()
            let window = try RealWindow(FilesView(files: files))
            defer { window.close() }
            try window.realClick("Open…")
            let chooser = try Self.chooser(over: window)
            try chooser.realKey("l", modifiers: .control)
            chooser.settle(for: 0.2)
            try chooser.realType(file.path)
            chooser.settle(for: 0.3)  // the location entry's completion
            try chooser.realKey("Return")
            XCTAssertTrue(MainLoop.run(until: { !files.opened.isEmpty }, timeout: 5), "the completion got a URL")
            XCTAssertEqual(files.opened.map(\.path), [file.path])
            XCTAssertFalse(files.opens)
            XCTAssertEqual(files.cancels, 0)
            XCTAssertTrue(Self.chooserGone(window))
        }
    }

    func testTypingAPathInTheExportersNameFieldAndReturnSavesThere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Typed.txt")
        try onMainActor {
            let files = Files()
            let window = try RealWindow(FilesView(files: files))
            defer { window.close() }
            try window.realClick("Save…")
            let chooser = try Self.chooser(over: window)
            try chooser.realKey("a", modifiers: .control)  // the name field has the focus
            try chooser.realType(target.path)
            chooser.settle(for: 0.3)
            try chooser.realKey("Return")
            XCTAssertTrue(MainLoop.run(until: { !files.saved.isEmpty }, timeout: 5), "the completion got a URL")
            XCTAssertEqual(files.saved.map(\.path), [target.path])
            XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "Saved by real keys")
            XCTAssertFalse(files.saves)
            XCTAssertTrue(Self.chooserGone(window))
        }
    }
}

/// The file chooser dialogs GtkFileChooserNative shows over `parent` (no portal under Xvfb).
@MainActor private func fileChooserDialogs(over parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    visibleWindows(transientFor: parent, ofType: gtk_file_chooser_dialog_get_type()).map {
        UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
    }
}
