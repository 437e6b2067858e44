#if canImport(Glibc)
import Glibc

/// The previews a program or a library declares with `#Preview`, found by their C names.
///
/// ```swift
/// for preview in try PreviewCatalog.inThisProgram() {
///     assertSnapshot(of: preview, as: .image(width: 360))
/// }
/// ```
/// `PreviewProvider` types have no C name of their own: `Preview(MyView_Previews.self)`
/// makes one a ``Preview``.
public enum PreviewCatalog {
    /// The previews compiled into the running executable (a test binary includes the
    /// modules it tests), in file and line order. Reads the executable's symbol table, so a
    /// stripped executable has none.
    @MainActor
    public static func inThisProgram() throws -> [Preview] {
        let symbols = try ELFSymbolTable.functions(in: "/proc/self/exe", prefix: Preview.symbolPrefix)
        let base = try mainProgramBase()
        return sorted(symbols.map { symbol in
            let function = unsafeBitCast(UnsafeRawPointer(bitPattern: base + symbol.value)!, to: Registration.self)
            return Preview.take(function())
        })
    }

    /// The previews of a shared library, loading it if it is not loaded yet.
    public static func inLibrary(at path: String) throws -> [Preview] {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw ELFSymbolTable.Failure.unreadable(path: "\(path): " + String(cString: dlerror()))
        }
        let symbols = try ELFSymbolTable.functions(in: path, prefix: Preview.symbolPrefix)
        return sorted(symbols.compactMap { symbol in
            dlsym(library, symbol.name).map { Preview.take(unsafeBitCast($0, to: Registration.self)()) }
        })
    }

    private typealias Registration = @convention(c) () -> UnsafeMutableRawPointer

    private static func sorted(_ previews: [Preview]) -> [Preview] {
        previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// Where the executable is loaded (its addresses are relative to it: it is
    /// position-independent): the start of its first mapping in `/proc/self/maps`.
    private static func mainProgramBase() throws -> UInt {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &target, target.count - 1)
        guard length > 0, let maps = fopen("/proc/self/maps", "r") else {
            throw ELFSymbolTable.Failure.unreadable(path: "/proc/self/maps")
        }
        defer { fclose(maps) }
        let executable = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var line = [CChar](repeating: 0, count: 8192)
        while fgets(&line, Int32(line.count), maps) != nil {
            let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[2] == "00000000", fields[5...].joined(separator: " ") == executable,
                  let start = fields[0].split(separator: "-").first, let base = UInt(start, radix: 16) else { continue }
            return base
        }
        throw ELFSymbolTable.Failure.unreadable(path: "/proc/self/maps (no mapping of \(executable))")
    }
}
#endif
