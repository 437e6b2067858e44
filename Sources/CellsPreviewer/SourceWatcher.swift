import Foundation
import Gtk

/// Tells when a Swift source file under some folders is saved: a GLib file monitor on each
/// folder and subfolder (`FileMonitor`), on the main loop. Editors that save by writing a
/// new file and renaming it over the old one are seen as well.
@MainActor
final class SourceWatcher {
    private let monitors: [FileMonitor]

    init(directories: [String], onSave: @escaping @MainActor (String) -> Void) {
        monitors = directories.flatMap(Self.withSubdirectories).compactMap { folder in
            FileMonitor(folder: folder) { path in
                if path.hasSuffix(".swift") { onSave(path) }
            }
        }
    }

    private static func withSubdirectories(_ directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var result = [directory]
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(path)
            }
        }
        return result
    }
}
