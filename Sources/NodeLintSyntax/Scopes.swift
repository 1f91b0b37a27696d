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

    mutating func push() { marks.append(names.count) }

    mutating func pop() {
        guard let mark = marks.popLast() else { return }
        while names.count > mark {
            let k = names.count - 1
            let name = names.removeLast()
            if shadowed[k] >= 0 { innermost[name] = shadowed[k] } else { innermost[name] = nil }
            shadowed.removeLast()
            ids.removeLast()
        }
    }

    mutating func declare(_ name: String, _ id: Int) {
        shadowed.append(innermost[name] ?? -1)
        innermost[name] = names.count
        names.append(name)
        ids.append(id)
    }

    @inline(__always) func lookup(_ name: String) -> Int? {
        if innermost.isEmpty { return nil }
        guard let k = innermost[name] else { return nil }
        return ids[k]
    }

    var isEmpty: Bool { names.isEmpty }
}
