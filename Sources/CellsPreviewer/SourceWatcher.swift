import Foundation
#if canImport(Glibc)
import Glibc

/// Tells when a Swift source file under some folders is saved: inotify on every folder,
/// read on a thread of its own, reported on the main queue. Editors that save by writing a
/// new file and renaming it over the old one are seen as well.
final class SourceWatcher: Sendable {
    private let descriptor: Int32

    init(directories: [String], onSave: @escaping @MainActor @Sendable (String) -> Void) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        var names: [Int32: String] = [:]
        for directory in directories.flatMap(Self.withSubdirectories) {
            let watch = inotify_add_watch(descriptor, directory, mask)
            if watch >= 0 { names[watch] = directory }
        }
        let descriptor = descriptor, folders = names
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                for path in Self.swiftFiles(in: buffer[..<count], folders: folders) {
                    DispatchQueue.main.async { onSave(path) }
                }
            }
        }
    }

    /// The Swift files named by a read of inotify events.
    private static func swiftFiles(in events: ArraySlice<UInt8>, folders: [Int32: String]) -> [String] {
        var paths: [String] = []
        events.withUnsafeBytes { bytes in
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= bytes.count {
                let watch = bytes.load(fromByteOffset: offset, as: Int32.self)
                let nameLength = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = bytes[(offset + header)..<(offset + header + nameLength)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if name.hasSuffix(".swift"), let folder = folders[watch] { paths.append(folder + "/" + name) }
                offset += header + nameLength
            }
        }
        return paths
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
#endif
