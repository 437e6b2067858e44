#if canImport(Glibc)
import Foundation
import Glibc

/// The previews a program or a library declares: its `#Preview`s, found by their C names,
/// then its `PreviewProvider`s, found by their conformances' symbols.
///
/// ```swift
/// for preview in try PreviewCatalog.inThisProgram() {
///     assertSnapshot(of: preview, as: .image(width: 360))
/// }
/// ```
/// A `PreviewProvider`'s previews have the module for a file and no line (the symbol table
/// does not say where a type is declared); a provider with a `Group` of views gives one
/// preview for each (see ``Preview/all(of:fileID:line:)``).
public enum PreviewCatalog {
    /// The previews compiled into the running executable (a test binary includes the
    /// modules it tests), in file and line order. Reads the executable's symbol table, so a
    /// stripped executable has none.
    @MainActor
    public static func inThisProgram() throws -> [Preview] {
        try previews(inImage: "/proc/self/exe", base: try mainProgramBase())
    }

    /// The previews of a shared library, loading it if it is not loaded yet.
    @MainActor
    public static func inLibrary(at path: String) throws -> [Preview] {
        guard dlopen(path, RTLD_NOW | RTLD_LOCAL) != nil else {
            throw ELFSymbolTable.Failure.unreadable(path: "\(path): " + String(cString: dlerror()))
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return try previews(inImage: path, base: try loadAddress(of: resolved))
    }

    /// The `#Preview`s of the image (program or library) at `path`, loaded at `base`, in file
    /// and line order, then its `PreviewProvider`s.
    @MainActor
    private static func previews(inImage path: String, base: UInt) throws -> [Preview] {
        let declared = try ELFSymbolTable.functions(in: path, prefix: Preview.symbolPrefix).map { symbol in
            Preview.take(unsafeBitCast(UnsafeRawPointer(bitPattern: base + symbol.value)!, to: Registration.self)())
        }
        return sorted(declared) + (try providerPreviews(in: path, base: base))
    }

    private typealias Registration = @convention(c) () -> UnsafeMutableRawPointer
    /// A non-generic type's metadata accessor, called with the request "complete" (0); its
    /// first result, in the register a C function returns in, is the type's metadata.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    /// The previews of the `PreviewProvider` types of the image at `path` loaded at `base`.
    /// A conformance's descriptor is `$s<type>5Cells15PreviewProvider…Mc`; the type's
    /// metadata accessor is `$s<type>Ma`, whose metadata is the type.
    @MainActor
    private static func providerPreviews(in path: String, base: UInt) throws -> [Preview] {
        // Two passes: the conformances first, then only their types' accessors.
        let marker = Array("5Cells15PreviewProvider".utf8)
        let conformances = try ELFSymbolTable.symbols(in: path) { name, isFunction in
            !isFunction && name.count > marker.count + 2 && name[name.count - 2] == UInt8(ascii: "M")
                && name[name.count - 1] == UInt8(ascii: "c") && ELFSymbolTable.name(name, contains: marker)
        }
        // "$s<type>5Cells15PreviewProvider…Mc" → "$s<type>Ma", each conformance's accessor.
        let wanted = Set(conformances.compactMap { conformance in
            conformance.name.range(of: "5Cells15PreviewProvider").map { String(conformance.name[..<$0.lowerBound]) + "Ma" }
        })
        let lengths = Set(wanted.map { $0.utf8.count })
        let accessors = try ELFSymbolTable.symbols(in: path) { name, isFunction in
            isFunction && lengths.contains(name.count) && wanted.contains(String(decoding: name, as: UTF8.self))
        }
        var previews: [Preview] = []
        for accessor in accessors {
            let metadata = unsafeBitCast(UnsafeRawPointer(bitPattern: base + accessor.value)!, to: MetadataAccessor.self)(0)
            guard let metadata, let provider = unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type else { continue }
            previews += Preview.all(of: provider)
        }
        return previews.sorted { ($0.fileID, $0.name) < ($1.fileID, $1.name) }
    }

    private static func sorted(_ previews: [Preview]) -> [Preview] {
        previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// Where the executable is loaded (its addresses are relative to it: it is
    /// position-independent): the start of its first mapping in `/proc/self/maps`.
    private static func mainProgramBase() throws -> UInt {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &target, target.count - 1)
        guard length > 0 else { throw ELFSymbolTable.Failure.unreadable(path: "/proc/self/exe") }
        return try loadAddress(of: String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Where the file at `executable` (a program or a library, by its real path) is loaded:
    /// the start of its mapping at file offset 0 in `/proc/self/maps`.
    private static func loadAddress(of executable: String) throws -> UInt {
        guard let maps = fopen("/proc/self/maps", "r") else {
            throw ELFSymbolTable.Failure.unreadable(path: "/proc/self/maps")
        }
        defer { fclose(maps) }
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
