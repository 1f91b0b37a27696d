import NodeLintModel

/// Every field of a model as text, one line per value, offsets included, so that two models are
/// equal exactly when their dumps are and the first differing line says where. (The other test
/// targets' printers, `ModelDump` and `ModelPrinter`, leave out offsets, ranges and most declaration
/// fields: they state shapes, not identity.)
struct FullModelDump {
    private(set) var lines: [String] = []
    private var indent = ""
    private let file: SourceFile

    init(_ file: SourceFile) {
        self.file = file
        emit("path \(file.path) language \(file.language.rawValue) text \(file.text.bytes.count) bytes")
        list("types", file.types) { $0.type($1) }
        list("globals", file.globals) { $0.member($1) }
        list("typealiases", file.typealiases) { d, a in
            d.emit("typealias \(a.name) at \(a.nameOffset) in '\(a.container)'")
            d.typeName("target", a.target)
        }
        emit("imports \(file.imports)")
        list("locals", file.locals) { $0.local($1) }
        emit("bodyCount \(file.bodyCount)")
        list("comments", file.comments) { d, c in d.emit("comment \(c.range) block \(c.isBlock) \(c.text.debugDescription)") }
        list("problems", file.problems) { d, p in d.emit("problem at \(p.offset): \(p.message)") }
        emit("hasUnrecordedProblems \(file.hasUnrecordedProblems)")
    }

    var text: String { lines.joined(separator: "\n") }

    private mutating func emit(_ line: String) { lines.append(indent + line) }

    private mutating func nested(_ body: (inout FullModelDump) -> Void) {
        let saved = indent
        indent += "  "
        body(&self)
        indent = saved
    }

    private mutating func list<T>(_ name: String, _ items: [T], _ each: (inout FullModelDump, T) -> Void) {
        emit("\(name) \(items.count)")
        nested { d in for item in items { each(&d, item) } }
    }

    private mutating func type(_ t: TypeDecl) {
        emit("type \(t.kind.rawValue) \(t.name) at \(t.nameOffset) range \(t.range) objc \(t.objcName ?? "-") interfaceOnly \(t.isInterfaceOnly)")
        nested { d in
            d.emit("generic \(t.genericParameters) attributes \(t.attributes)")
            d.list("inherits", t.inherits) { $0.typeName("inherit", $1) }
            d.list("members", t.members) { $0.member($1) }
            d.list("nested", t.nestedTypes) { $0.type($1) }
        }
    }

    private mutating func member(_ m: Member) {
        emit("member \(m.kind.rawValue) \(m.name) \(m.signature) selector \(m.objcSelector ?? "-") at \(m.nameOffset) range \(m.range)")
        nested { d in
            d.emit("modifiers \(m.modifiers.rawValue) attributes \(m.attributes)")
            d.optionalTypeName("declaredType", m.declaredType)
            d.list("parameters", m.parameters) { d, p in
                d.emit("parameter \(p.label ?? "_") \(p.name) at \(p.nameOffset) default \(p.hasDefault) variadic \(p.isVariadic)")
                d.nested { $0.optionalTypeName("type", p.type) }
            }
            if let b = m.body { d.body("body", b) }
            if let b = m.initializer { d.body("initializer", b) }
            d.list("accessors", m.accessors) { d, a in
                d.emit("accessor \(a.kind) at \(a.keywordOffset)")
                d.nested { $0.body("body", a.body) }
            }
        }
    }

    private mutating func typeName(_ label: String, _ t: TypeName) {
        emit("\(label) \(t.text) base \(t.base) optional \(t.isOptional) at \(t.offset)")
        nested { d in for a in t.genericArguments { d.typeName("argument", a) } }
    }

    private mutating func optionalTypeName(_ label: String, _ t: TypeName?) {
        if let t { typeName(label, t) } else { emit("\(label) none") }
    }

    private mutating func local(_ l: LocalDecl) {
        emit("local \(l.id) \(l.name) at \(l.offset) \(l.kind.rawValue) let \(l.isLet) body \(l.bodyID)")
        nested { d in
            d.optionalTypeName("type", l.declaredType)
            if let e = l.initializer { d.expr("initializer", e) }
        }
    }

    private mutating func body(_ label: String, _ b: Body) {
        emit("\(label) \(b.id) \(b.kind.rawValue) range \(b.range) parameters \(b.parameters)")
        nested { d in d.statements(b.statements) }
    }

    private mutating func statements(_ list: [Stmt]) {
        for s in list { stmt(s) }
    }

    private mutating func block(_ label: String, _ list: [Stmt]) {
        emit("\(label) \(list.count)")
        nested { d in d.statements(list) }
    }

    private mutating func stmt(_ s: Stmt) {
        switch s {
        case .expression(let e): expr("stmt", e)
        case .local(let id): emit("stmt local \(id)")
        case .localFunction(let local, let body):
            emit("stmt localFunction \(local)")
            nested { $0.body("body", body) }
        case .assignment(let a):
            emit("stmt assignment \(a.op) at \(a.offset)")
            nested { d in
                d.expr("target", a.target)
                d.expr("value", a.value)
            }
        case .return(let e, let offset):
            emit("stmt return at \(offset)")
            if let e { nested { $0.expr("value", e) } }
        case .throw(let e, let offset):
            emit("stmt throw at \(offset)")
            nested { $0.expr("value", e) }
        case .branch(let b):
            emit("stmt branch \(b.kind.rawValue) at \(b.offset) arms \(b.arms.count)")
            nested { d in
                d.block("conditions", b.conditions)
                for arm in b.arms { d.block("arm", arm) }
            }
        case .loop(let l):
            emit("stmt loop \(l.kind.rawValue) at \(l.offset)")
            nested { d in
                d.block("header", l.header)
                d.block("body", l.body)
            }
        case .block(let b):
            emit("stmt block \(b.kind.rawValue) at \(b.offset)")
            nested { d in
                d.block("header", b.header)
                d.block("body", b.body)
            }
        case .other(let offset): emit("stmt other at \(offset)")
        }
    }

    private mutating func arguments(_ list: [Argument]) {
        for a in list {
            emit("argument \(a.label ?? "_") trailing \(a.isTrailingClosure)")
            nested { $0.expr("value", a.value) }
        }
    }

    private mutating func expr(_ label: String, _ e: Expr) {
        switch e {
        case .name(let n, let offset, let ref):
            emit("\(label) name \(n) at \(offset) ref \(ref)")
        case .selfRef(let offset): emit("\(label) self at \(offset)")
        case .superRef(let offset): emit("\(label) super at \(offset)")
        case .member(let base, let name, let offset):
            emit("\(label) member \(name) at \(offset)")
            if let base { nested { $0.expr("base", base) } }
        case .call(let c):
            emit("\(label) call")
            nested { d in
                d.expr("callee", c.callee)
                d.arguments(c.arguments)
            }
        case .subscript(let base, let args, let offset):
            emit("\(label) subscript at \(offset)")
            nested { d in
                d.expr("base", base)
                d.arguments(args)
            }
        case .closure(let c):
            emit("\(label) closure \(c.id) at \(c.offset) parameters \(c.parameters) attributes \(c.attributes)")
            nested { d in
                for cap in c.captures {
                    d.emit("capture \(cap.name) \(cap.specifier.rawValue) at \(cap.offset) local \(cap.local.map(String.init) ?? "-")")
                    if let v = cap.value { d.nested { $0.expr("value", v) } }
                }
                d.body("body", c.body)
            }
        case .literal(let l):
            emit("\(label) literal \(l.kind) at \(l.offset)")
            nested { d in for i in l.interpolations { d.expr("interpolation", i) } }
        case .collection(let elements, let isDictionary, let offset):
            emit("\(label) collection dictionary \(isDictionary) at \(offset)")
            nested { d in for x in elements { d.expr("element", x) } }
        case .tuple(let args, let offset):
            emit("\(label) tuple at \(offset)")
            nested { $0.arguments(args) }
        case .sequence(let operands, let operators):
            emit("\(label) sequence \(operators)")
            nested { d in for x in operands { d.expr("operand", x) } }
        case .unary(let op, let operand, let isPrefix, let offset):
            emit("\(label) unary \(op) prefix \(isPrefix) at \(offset)")
            nested { $0.expr("operand", operand) }
        case .cast(let x, let op, let type, let offset):
            emit("\(label) cast \(op) at \(offset)")
            nested { d in
                d.expr("value", x)
                d.typeName("type", type)
            }
        case .type(let t, let offset):
            emit("\(label) type at \(offset)")
            nested { $0.typeName("type", t) }
        case .keyPath(let components, let offset):
            emit("\(label) keyPath \(components) at \(offset)")
        case .pound(let name, let args, let offset):
            emit("\(label) pound \(name) at \(offset)")
            nested { $0.arguments(args) }
        case .unknown(let offset, let children):
            emit("\(label) unknown at \(offset)")
            nested { d in for x in children { d.expr("child", x) } }
        }
    }
}

/// The first line where two dumps differ, with its neighbours, or nil when they are equal.
func firstDifference(_ a: FullModelDump, _ b: FullModelDump) -> String? {
    let n = min(a.lines.count, b.lines.count)
    for i in 0..<n where a.lines[i] != b.lines[i] {
        return "line \(i + 1):\n- \(a.lines[i])\n+ \(b.lines[i])"
    }
    if a.lines.count != b.lines.count { return "lengths differ: \(a.lines.count) and \(b.lines.count) lines" }
    return nil
}
