#if canImport(Glibc)
import Glibc

/// The function symbols of an ELF file whose names start with a prefix, read from its
/// section headers: the static table (`.symtab`) when the file has one, else the dynamic
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
        let prefixBytes = Array(prefix.utf8)

        var found: [Symbol] = []
        for start in stride(from: 0, to: symbols.count - 23, by: 24) {
            let isFunction = symbols[start + 4] & 0xF == 2
            let nameAt = Int(symbols.load(UInt32.self, at: start))
            guard isFunction, nameAt + prefixBytes.count <= names.count,
                  names[nameAt..<nameAt + prefixBytes.count].elementsEqual(prefixBytes) else { continue }
            let end = names[nameAt...].firstIndex(of: 0) ?? names.count
            found.append(Symbol(
                name: String(decoding: names[nameAt..<end], as: UTF8.self),
                value: UInt(symbols.load(UInt64.self, at: start + 8))
            ))
        }
        return found
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
