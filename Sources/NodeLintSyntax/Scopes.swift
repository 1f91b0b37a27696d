/// Lexical scopes for name resolution while bodies are parsed.
///
/// A stack of bindings with, per name, the index of the innermost binding; each binding remembers
/// the one it shadows, so declaring, looking up and leaving a scope are all O(1) (amortized),
/// whatever the number of locals.
struct Scopes {
    private var names: [String] = []
    private var ids: [Int] = []
    private var shadowed: [Int] = []

    init() {
        names.reserveCapacity(32)
        ids.reserveCapacity(32)
        shadowed.reserveCapacity(32)
    }
    private var innermost: [String: Int] = [:]
    private var marks: [Int] = []
    /// Bindings per bucket of a cheap name hash: most identifiers are not locals, and a zero count
    /// rejects them without hashing the name for the dictionary.
    private var filter = [Int32](repeating: 0, count: 256)

    @inline(__always) private static func bucket(_ name: String) -> Int {
        let u = name.utf8
        return (u.count &* 31 &+ Int(u.first ?? 0) &* 7 &+ Int(u.last ?? 0)) & 255
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
