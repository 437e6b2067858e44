#if canImport(Glibc)
import Glibc

/// Symbols of an ELF file (functions whose names start with a prefix, or any a filter
/// accepts), read from its section headers: the static table (`.symtab`) when the file has one, else the dynamic
/// table (`.dynsym`). Reads only the headers and the two tables, not the whole file: a
/// debug test binary is 80 MB.
///
/// The preview catalog uses it to find `#Preview`'s `cells_preview_…` functions, which an
/// executable keeps in `.symtab` only (it exports nothing) and a library in both.
struct ELFSymbolTable {
    struct Symbol {
        let name: String
        /// The symbol's address in the file; the loaded address adds the image's base.
        let value: UInt
    }

    enum Failure: Error, CustomStringConvertible {
        case unreadable(path: String)
        case notELF64(path: String)
        case noSymbols(path: String)

        var description: String {
            switch self {
            case .unreadable(let path): "\(path) could not be read"
            case .notELF64(let path): "\(path) is not a 64-bit ELF file"
            case .noSymbols(let path): "\(path) has no symbol table (was it stripped?)"
            }
        }
    }

    static func functions(in path: String, prefix: String) throws -> [Symbol] {
        let prefixBytes = Array(prefix.utf8)
        return try symbols(in: path) { name, isFunction in
            isFunction && name.count >= prefixBytes.count && memcmp(name.baseAddress!, prefixBytes, prefixBytes.count) == 0
        }
    }

    /// The symbols whose name (its bytes, without the terminating zero) and kind `include`
    /// accepts: it sees every symbol (a debug test binary has hundreds of thousands), so it
    /// should decide on the bytes, cheaply.
    static func symbols(
        in path: String, including include: (UnsafeBufferPointer<UInt8>, _ isFunction: Bool) -> Bool
    ) throws -> [Symbol] {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { throw Failure.unreadable(path: path) }
        defer { close(file) }
        let header = try read(file, at: 0, count: 64, path: path)
        guard header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2 else { throw Failure.notELF64(path: path) }
        let sectionsAt = Int(header.load(UInt64.self, at: 0x28))
        let sectionSize = Int(header.load(UInt16.self, at: 0x3A))
        let sectionCount = Int(header.load(UInt16.self, at: 0x3C))
        let sections = try read(file, at: sectionsAt, count: sectionSize * sectionCount, path: path)
        let headers = (0..<sectionCount).map { SectionHeader(sections, at: $0 * sectionSize) }
        let symbolTable = headers.first { $0.type == 2 } ?? headers.first { $0.type == 11 }
        guard let table = symbolTable, table.link < headers.count else { throw Failure.noSymbols(path: path) }
        let symbols = try read(file, at: table.offset, count: table.size, path: path)
        let strings = headers[table.link]
        let names = try read(file, at: strings.offset, count: strings.size, path: path)

        guard names.last == 0 else { throw Failure.unreadable(path: path) }
        var found: [Symbol] = []
        names.withUnsafeBufferPointer { names in
            for start in stride(from: 0, to: symbols.count - 23, by: 24) {
                let isFunction = symbols[start + 4] & 0xF == 2
                let nameAt = Int(symbols.load(UInt32.self, at: start))
                guard nameAt < names.count else { continue }
                let first = names.baseAddress! + nameAt
                let name = UnsafeBufferPointer(start: first, count: strlen(first))
                guard include(name, isFunction) else { continue }
                found.append(Symbol(
                    name: String(decoding: name, as: UTF8.self), value: UInt(symbols.load(UInt64.self, at: start + 8))
                ))
            }
        }
        return found
    }

    /// Whether a symbol's name holds `part`.
    static func name(_ name: UnsafeBufferPointer<UInt8>, contains part: [UInt8]) -> Bool {
        guard name.count >= part.count, let first = part.first else { return part.isEmpty }
        for start in 0...(name.count - part.count) where name[start] == first {
            if memcmp(name.baseAddress! + start, part, part.count) == 0 { return true }
        }
        return false
    }

    private struct SectionHeader {
        let type: UInt32, offset: Int, size: Int, link: Int
        init(_ bytes: [UInt8], at start: Int) {
            type = bytes.load(UInt32.self, at: start + 4)
            offset = Int(bytes.load(UInt64.self, at: start + 0x18))
            size = Int(bytes.load(UInt64.self, at: start + 0x20))
            link = Int(bytes.load(UInt32.self, at: start + 0x28))
        }
    }

    private static func read(_ file: Int32, at offset: Int, count: Int, path: String) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            guard got > 0 else { throw Failure.unreadable(path: path) }
            done += got
        }
        return bytes
    }
}

private extension Array where Element == UInt8 {
    func load<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }
}
#endif
