internal import CClang
import NodeLintModel

extension ObjCMapper {
    /// The macro use a cursor was expanded from: the cursor starts where the use starts (code from a
    /// macro's body is located at the use) and does not reach past it.
    func macroProducing(_ c: CXCursor) -> MacroExpansions.Use? {
        guard !macros.isEmpty, let r = locations.extent(c) else { return nil }
        if let use = macros.use(at: r.lowerBound), r.upperBound <= use.range.upperBound { return use }
        // `@weakify(self)`: an `@` keyword whose name is a macro (libextobjc's trick).
        if let i = tokens.index(at: r.lowerBound), tokens.isToken(i, "@"), i + 1 < tokens.tokens.count,
           let use = macros.use(at: tokens.tokens[i + 1].start), r.upperBound <= use.range.upperBound + 1 {
            return use
        }
        return nil
    }

    private static let nilMacros: Set<String> = ["nil", "Nil", "NULL"]
    private static let booleanMacros: [String: Bool] = ["YES": true, "NO": false, "TRUE": true, "FALSE": false, "true": true, "false": false]

    /// The macro as written: `nil`/`YES` are literals, `kPadding` a name, `ASLockScopeSelf()` or
    /// `NSAssert(c, @"…")` a call whose arguments are the expressions written between its parentheses.
    func macroCall(_ use: MacroExpansions.Use, from c: CXCursor) -> Expr {
        let offset = use.range.lowerBound
        if Self.nilMacros.contains(use.name) { return .literal(Literal(kind: .nil, offset: offset)) }
        if let value = Self.booleanMacros[use.name] { return .literal(Literal(kind: .boolean(value), offset: offset)) }
        let callee = Expr.name(use.name, offset: offset, ref: .unresolved)
        guard use.hasArguments else { return callee }
        let argumentsStart = offset + use.name.utf8.count
        var found: [CXCursor] = []
        collectArguments(of: c, in: argumentsStart..<use.range.upperBound, into: &found)
        var seen: Set<Int> = []
        let arguments = found
            .map { (locations.start($0, or: 0), $0) }
            .sorted { $0.0 < $1.0 }
            .filter { seen.insert($0.0).inserted }
            .map { Argument(label: nil, value: expression($0.1)) }
        return .call(Call(callee: callee, arguments: arguments))
    }

    /// The outermost expressions under `c` written inside `region` (a macro argument is expanded
    /// where the macro's body puts it, but located where the source wrote it).
    private func collectArguments(of c: CXCursor, in region: Range<Int>, into found: inout [CXCursor]) {
        for child in c.children {
            guard let r = locations.extent(child) else { continue }
            if child.isExpression, r.lowerBound >= region.lowerBound, r.upperBound <= region.upperBound, !r.isEmpty {
                found.append(child)
            } else {
                collectArguments(of: child, in: region, into: &found)
            }
        }
    }
}
