import CGtk
import CellsGtk
import Gtk
import XCTest

/// Resizable images as GTK pictures scaled into their frames, an async image loaded from a
/// file, and an SF Symbols name the icon theme lacks warned about once.
final class ImageWindowTests: XCTestCase {
    struct Gallery: View {
        let url: URL
        var body: some View {
            VStack {
                Image(filePath: url.path).resizable().scaledToFit().frame(width: 120, height: 80)
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 60, height: 60)
                Image(systemName: "trash")
            }
        }
    }

    /// A 4×2 PNG drawn by GdkPixbuf, written to a temporary file.
    @MainActor private static func writePNG() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cells-gallery-\(getpid()).png")
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 4, 2))
        gdk_pixbuf_fill(pixbuf, 0x3584e4ff)
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, url.path, "png", nil, nil, &error), 0)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return url
    }

    func testResizableAndAsyncImagesArePicturesSizedByTheirFrames() throws {
        try onMainActor {
            GLibLogRecorder.clear()
            let url = try Self.writePNG()
            let window = try RealWindow.opened(Gallery(url: url), width: 400, height: 400)
            defer { window.close() }
            XCTAssertTrue(MainLoop.run(until: {
                window.descendants(of: window.window).filter { window.isA($0, gtk_picture_get_type()) }.count == 2
            }, timeout: 5), "the async image loaded")
            let pictures = window.descendants(of: window.window).filter { window.isA($0, gtk_picture_get_type()) }
            window.settle(for: 0.2)
            XCTAssertEqual([gtk_widget_get_width(pictures[0]), gtk_widget_get_height(pictures[0])], [120, 80])
            XCTAssertEqual(gtk_picture_get_content_fit(OpaquePointer(pictures[0])), GTK_CONTENT_FIT_CONTAIN)
            XCTAssertEqual(gtk_picture_get_content_fit(OpaquePointer(pictures[1])), GTK_CONTENT_FIT_COVER)
            XCTAssertNotNil(gtk_picture_get_paintable(OpaquePointer(pictures[1])), "the file's pixels")
            let icon = try window.widget(ofType: gtk_image_get_type(), "the trash icon")
            XCTAssertEqual(String(cString: gtk_image_get_icon_name(OpaquePointer(icon))), "user-trash-symbolic")
            GLibLogRecorder.assertNoProblems("loading images")
        }
    }

    func testAnSFSymbolsNameTheThemeLacksIsWarnedAboutOnceNamingIt() throws {
        try onMainActor {
            let (window, warnings) = try Diagnostics.collectingWarnings {
                let window = try RealWindow(VStack { Image(systemName: "figure.run.circle"); Image(systemName: "figure.run.circle") })
                window.settle()
                return window
            }
            defer { window.close() }
            XCTAssertEqual(warnings.filter { $0.contains("\"figure.run.circle\"") }.count, 1, "\(warnings)")
            XCTAssertTrue(warnings.first { $0.contains("figure.run.circle") }?.contains("GNOME icon name") == true)
        }
    }
}
