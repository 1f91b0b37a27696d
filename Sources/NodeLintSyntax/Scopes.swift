/// Lexical scopes for name resolution while bodies are parsed.
///
/// A stack of bindings with, per name, the index of the innermost binding; each binding remembers
/// the one it shadows, so declaring, looking up and leaving a scope are all O(1) (amortized),
/// whatever the number of locals.
struct Scopes {
    private var names: [String] = []
    private var ids: [Int] = []
    private var shadowed: [Int] = []

    private var innermost: [String: Int] = [:]
    private var marks: [Int] = []
    /// Bindings per bucket of a cheap name hash: most identifiers are not locals, and a zero count
    /// rejects them without hashing the name for the dictionary.
    private var filter = [Int32](repeating: 0, count: 256)

    init() {
        names.reserveCapacity(32)
        ids.reserveCapacity(32)
        shadowed.reserveCapacity(32)
    }

    /// Length and first two bytes (reading the last byte of a String is comparatively slow).
    @inline(__always) private static func bucket(_ name: String) -> Int {
        var bytes = name.utf8.makeIterator()
        let a = bytes.next() ?? 0, b = bytes.next() ?? 0
        return (name.utf8.count &* 31 &+ Int(a) &* 7 &+ Int(b)) & 255
    }

    mutating func push() { marks.append(names.count) }

    mutating func pop() {
        guard let mark = marks.popLast() else { return }
        while names.count > mark {
            let k = names.count - 1
            let name = names.removeLast()
            filter[Scopes.bucket(name)] -= 1
            if shadowed[k] >= 0 { innermost[name] = shadowed[k] } else { innermost[name] = nil }
            shadowed.removeLast()
            ids.removeLast()
        }
    }

    mutating func declare(_ name: String, _ id: Int) {
        filter[Scopes.bucket(name)] += 1
        shadowed.append(innermost[name] ?? -1)
        innermost[name] = names.count
        names.append(name)
        ids.append(id)
    }

    @inline(__always) func lookup(_ name: String) -> Int? {
        if filter[Scopes.bucket(name)] == 0 { return nil }
        guard let k = innermost[name] else { return nil }
        return ids[k]
    }

    var isEmpty: Bool { names.isEmpty }
}
