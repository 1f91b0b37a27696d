import NodeLintModel

/// Objective-C blocks that rebind `self`: libextobjc's `@strongify(self)` declares a strong local named
/// `self` from the weak copy `@weakify(self)` made outside the block, so every later `self` in the block
/// is that local, and the block itself captures only the weak copy. The front end reads the macro as a
/// call of `strongify` whose argument it may not see (the macro drops it), so the argument is read back
/// from the source text.
public enum SelfRebinding {
    /// Whether one of the closure's top-level statements is `@strongify(…self…)`.
    public static func strongifiesSelf(_ closure: Closure, in file: SourceFile) -> Bool {
        guard file.language == .objectiveC else { return false }
        return closure.body.statements.contains { statement in
            guard case .expression(.call(let call)) = statement,
                  case .name("strongify", let offset, .unresolved) = call.callee.unparenthesized else { return false }
            return argumentsNameSelf(after: offset + "strongify".utf8.count, in: file.text)
        }
    }

    /// Whether the parenthesised list starting at `offset` names `self` as one of its arguments.
    private static func argumentsNameSelf(after offset: Int, in text: SourceText) -> Bool {
        let bytes = text.bytes
        var i = offset
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return false }
        guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ")")) else { return false }
        let inside = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        return inside.split(separator: ",").contains { $0.filter { $0 != " " } == "self" }
    }
}
