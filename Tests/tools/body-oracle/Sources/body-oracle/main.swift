// Per member (the outline's selection: functions, initializers, deinitializers, subscripts, and
// each named variable binding of a type or the file): path, kind, name, line, and the number of
// closures, calls, member accesses (other than `.self`), local variables and assignments in its
// code, as the compiler's parser sees them. `syntax-driver bodystats` prints the same from
// nodelint's model. Code the model does not hold is left out here too: patterns, attribute
// arguments, parameter default values, `#if` conditions, local types.
import Foundation
import SwiftParser
import SwiftSyntax

final class Stats: SyntaxVisitor {
    var closures = 0, calls = 0, members = 0, locals = 0, assigns = 0
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ n: ClosureExprSyntax) -> SyntaxVisitorContinueKind { closures += 1; return .visitChildren }
    override func visit(_ n: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls += 1; return .visitChildren }
    override func visit(_ n: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if n.declName.baseName.text != "self" { members += 1 }
        return .visitChildren
    }
    override func visit(_ n: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for b in n.bindings { locals += countIdentifiers(b.pattern) }
        return .visitChildren
    }
    func countIdentifiers(_ p: PatternSyntax) -> Int {
        if p.is(IdentifierPatternSyntax.self) { return 1 }
        if let t = p.as(TuplePatternSyntax.self) { return t.elements.reduce(0) { $0 + countIdentifiers($1.pattern) } }
        return 0
    }
    override func visit(_ n: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { assigns += 1; return .visitChildren }
    override func visit(_ n: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let t = n.operator.text
        if t.count >= 2 && t.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(t) && !t.hasPrefix("=") { assigns += 1 }
        return .visitChildren
    }
    // Local types are not part of the model.
    override func visit(_ n: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ n: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ n: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ n: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ n: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ n: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Patterns are not expressions in the model (only the names they bind).
    override func visit(_ n: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
        for item in n.caseItems { if let w = item.whereClause { walk(w) } }
        return .skipChildren
    }
    override func visit(_ n: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind { walk(n.initializer); return .skipChildren }
    override func visit(_ n: CatchItemSyntax) -> SyntaxVisitorContinueKind { if let w = n.whereClause { walk(w) }; return .skipChildren }
    override func visit(_ n: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(n.sequence); if let w = n.whereClause { walk(w) }; walk(n.body)
        return .skipChildren
    }
    // `#if` conditions are not code.
    override func visit(_ n: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let e = n.elements { walk(e) }
        return .skipChildren
    }
    // Attribute arguments are not modelled.
    override func visit(_ n: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Parameter default values are not modelled.
    override func visit(_ n: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

final class Members: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var out: [String] = []
    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }
    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter, afterLeadingTrivia: true).line }
    func emit(_ kind: String, _ name: String, _ at: some SyntaxProtocol, _ parts: [Syntax?]) {
        let s = Stats()
        for p in parts { if let p { s.walk(p) } }
        out.append([path, kind, name, String(line(at)), String(s.closures), String(s.calls), String(s.members), String(s.locals), String(s.assigns)].joined(separator: "\t"))
    }
    func isMember(_ node: some SyntaxProtocol) -> Bool {
        var p = node.parent
        while let q = p {
            if q.is(MemberBlockSyntax.self) || q.is(SourceFileSyntax.self) { return true }
            if q.is(CodeBlockSyntax.self) || q.is(ClosureExprSyntax.self) || q.is(AccessorBlockSyntax.self) { return false }
            p = q.parent
        }
        return false
    }
    override func visit(_ n: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isMember(n) { emit("func", n.name.text, n.name, [n.body.map(Syntax.init)]) }
        return .skipChildren
    }
    override func visit(_ n: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if isMember(n) { emit("init", "init", n.initKeyword, [n.body.map(Syntax.init)]) }
        return .skipChildren
    }
    override func visit(_ n: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if isMember(n) { emit("deinit", "deinit", n.deinitKeyword, [n.body.map(Syntax.init)]) }
        return .skipChildren
    }
    override func visit(_ n: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if isMember(n) { emit("subscript", "subscript", n.subscriptKeyword, [n.accessorBlock.map(Syntax.init)]) }
        return .skipChildren
    }
    override func visit(_ n: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(n) else { return .skipChildren }
        for b in n.bindings {
            if let id = b.pattern.as(IdentifierPatternSyntax.self) {
                emit("var", id.identifier.text, id.identifier, [b.initializer.map { Syntax($0.value) }, b.accessorBlock.map(Syntax.init)])
            }
        }
        return .skipChildren
    }
}

var paths = Array(CommandLine.arguments.dropFirst())
if paths == ["-"] { paths = []; while let l = readLine() { if !l.isEmpty { paths.append(l) } } }
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    let tree = data.withUnsafeBytes { Parser.parse(source: UnsafeBufferPointer(start: $0.bindMemory(to: UInt8.self).baseAddress, count: data.count)) }
    let m = Members(path: path, tree: tree)
    m.walk(tree)
    if !m.out.isEmpty { print(m.out.joined(separator: "\n")) }
}
