/// `nodelint outline`: one tab-separated line per declaration, the contract in DESIGN.md:
/// `path kind container name line endLine inherits`. Only type members and top-level declarations
/// are listed, never locals. Built from the model, so it checks what every rule reads.
public enum Outline {
    public static func lines(for file: SourceFile) -> [String] {
        // Types and globals interleave in the source; list them in source order.
        var items: [(Int, Item)] = file.types.map { ($0.range.lowerBound, .type($0)) }
        items.append(contentsOf: file.globals.map { ($0.range.lowerBound, .member($0)) })
        var out: [String] = []
        emit(items, container: [], file: file, to: &out)
        return out
    }

    private enum Item { case member(Member), type(TypeDecl) }

    private static func emit(_ items: [(Int, Item)], container: [String], file: SourceFile, to out: inout [String]) {
        for (_, item) in items.sorted(by: { $0.0 < $1.0 }) {
            switch item {
            case .member(let m):
                out.append(line(m, container: container.joined(separator: "."), file: file))
            case .type(let t):
                let inherits = t.inherits.map { $0.text }.joined(separator: ",")
                out.append(row(file, t.kind.rawValue, container.joined(separator: "."), t.name,
                               t.nameOffset, t.range, inherits))
                var inner: [(Int, Item)] = t.members.map { ($0.range.lowerBound, .member($0)) }
                inner.append(contentsOf: t.nestedTypes.map { ($0.range.lowerBound, .type($0)) })
                emit(inner, container: container + [t.name], file: file, to: &out)
            }
        }
    }

    static func line(_ m: Member, container: String, file: SourceFile) -> String {
        let kind: String
        switch m.kind {
        case .function: kind = "func"
        case .initializer: kind = "init"
        case .deinitializer: kind = "deinit"
        case .subscript: kind = "subscript"
        case .variable: kind = "var"
        }
        return row(file, kind, container, m.signature, m.nameOffset, m.range, "")
    }

    static func row(_ file: SourceFile, _ kind: String, _ container: String, _ name: String,
                    _ nameOffset: Int, _ range: Range<Int>, _ inherits: String) -> String {
        let line = file.text.line(of: nameOffset)
        let endLine = file.text.line(of: max(range.lowerBound, range.upperBound - 1))
        return [file.path, kind, container, name, String(line), String(endLine), inherits].joined(separator: "\t")
    }
}
