import Foundation

/// The function symbols of the running executable, read from its ELF `.symtab`.
///
/// Swift cannot ask "does this subclass override `didLoad`?" (no Objective-C runtime on Linux, no
/// method swizzling), but every method a class implements is compiled into a symbol named after the
/// class. That symbol is the marker an override cannot avoid: the model uses it to learn which
/// classes implement a method (forbidden overrides, the layout-method override count) and, through
/// the DWARF line table, the line the override is declared on (to locate a missing `super` call).
///
/// Scenario and test code is linked statically into the test executable, so the executable's own
/// symbol table is enough. Unavailable (empty) on non-ELF platforms.
final class SymbolTable {
    struct Symbol {
        var name: String
        /// The symbol's value: its address relative to the image's link base.
        var value: UInt64
    }

    static let executable = SymbolTable(path: "/proc/self/exe")

    private let data: Data?
    /// Offsets of names (into `data`) and values of the Swift function symbols.
    private var entries: [(nameOffset: Int, value: UInt64)] = []
    /// Link-time virtual address of the first loadable segment (page aligned).
    private(set) var linkBase: UInt64 = 0
    private let lock = NSLock()
    private var prefixCache: [String: [Symbol]] = [:]

    var isAvailable: Bool { !entries.isEmpty }

    init(path: String) {
        #if os(Linux)
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        data = try? Data(contentsOf: URL(fileURLWithPath: resolved), options: .alwaysMapped)
        if let data { parse(data) }
        #else
        data = nil
        #endif
    }

    /// Swift function symbols whose mangled name starts with `prefix`.
    func functions(withPrefix prefix: String) -> [Symbol] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = prefixCache[prefix] { return cached }
        guard let data else { return [] }
        let needle = Array(prefix.utf8)
        var found: [Symbol] = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for entry in entries {
                guard entry.nameOffset + needle.count < raw.count else { continue }
                var matches = true
                for (index, byte) in needle.enumerated() where raw[entry.nameOffset + index] != byte {
                    matches = false
                    break
                }
                guard matches else { continue }
                var end = entry.nameOffset
                while end < raw.count, raw[end] != 0 { end += 1 }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: raw[entry.nameOffset..<end]),
                                  as: UTF8.self)
                found.append(Symbol(name: name, value: entry.value))
            }
        }
        prefixCache[prefix] = found
        return found
    }

    // MARK: ELF64 little-endian parsing (only what is needed: section headers, .symtab, PT_LOAD)

    private func parse(_ data: Data) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard raw.count > 0x40, raw[0] == 0x7F, raw[1] == 0x45, raw[2] == 0x4C, raw[3] == 0x46,
                  raw[4] == 2 /* ELFCLASS64 */, raw[5] == 1 /* little endian */ else { return }
            func u16(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) }
            func u32(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
            func u64(_ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }

            let programHeaders = Int(u64(0x20)), programHeaderSize = u16(0x36), programHeaderCount = u16(0x38)
            var lowestLoad = UInt64.max
            for index in 0..<programHeaderCount {
                let header = programHeaders + index * programHeaderSize
                guard header + 0x38 <= raw.count, u32(header) == 1 /* PT_LOAD */ else { continue }
                lowestLoad = min(lowestLoad, u64(header + 0x10))
            }
            linkBase = lowestLoad == .max ? 0 : lowestLoad & ~UInt64(0xFFF)

            let sectionHeaders = Int(u64(0x28)), sectionHeaderSize = u16(0x3A), sectionCount = u16(0x3C)
            for index in 0..<sectionCount {
                let header = sectionHeaders + index * sectionHeaderSize
                guard header + 0x40 <= raw.count, u32(header + 4) == 2 /* SHT_SYMTAB */ else { continue }
                let offset = Int(u64(header + 0x18)), size = Int(u64(header + 0x20))
                let link = u32(header + 0x28), entrySize = Int(u64(header + 0x38))
                let stringsHeader = sectionHeaders + link * sectionHeaderSize
                guard entrySize >= 24, stringsHeader + 0x40 <= raw.count, offset + size <= raw.count else { continue }
                let strings = Int(u64(stringsHeader + 0x18))
                for symbolIndex in 0..<(size / entrySize) {
                    let symbol = offset + symbolIndex * entrySize
                    let info = raw[symbol + 4], sectionIndex = u16(symbol + 6)
                    guard info & 0xF == 2 /* STT_FUNC */, sectionIndex != 0 else { continue }
                    let nameOffset = strings + u32(symbol)
                    guard nameOffset + 2 < raw.count, raw[nameOffset] == 0x24 /* $ */, raw[nameOffset + 1] == 0x73 /* s */
                    else { continue }
                    entries.append((nameOffset, u64(symbol + 8)))
                }
            }
        }
    }
}
