/// Writes a model in `ModelCodec`'s format. Every field of every model type is written, in the order
/// the types declare them; `ModelDecoder` reads them back in the same order. Its primitives are public
/// for the other cache payloads (`ProjectPayload`), which write the same way.
public struct ModelEncoder {
    public private(set) var bytes: [UInt8] = []
    /// Strings already written, by their position in the table (1-based on the wire).
    private var stringTable: [String: Int] = [:]
    /// Whether a string written before is written as its place in the table (shorter) or again in
    /// full (cheaper to write: no lookup of the string; for bytes that are digested, not stored).
    private let interningStrings: Bool

    public init() {
        self.init(interningStrings: true)
    }

    /// `interningStrings: false`: every string in full, for bytes that are only digested
    /// (`ClassGraphBuilder.declarationShape`); still read back by `ModelDecoder`, and still one
    /// encoding per value, so equal digests mean equal values.
    public init(interningStrings: Bool) {
        self.interningStrings = interningStrings
        bytes.reserveCapacity(4096)
    }

    // MARK: Primitives

    public mutating func byte(_ b: UInt8) { bytes.append(b) }

    public mutating func uint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// A count or a length, never negative.
    public mutating func count(_ value: Int) { uint(UInt64(value)) }

    /// An offset or any integer that may be negative, zig-zag encoded so small negatives stay short.
    public mutating func int(_ value: Int) {
        let v = Int64(value)
        uint(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    public mutating func bool(_ b: Bool) { bytes.append(b ? 1 : 0) }

    public mutating func string(_ s: String) {
        if interningStrings {
            if let index = stringTable[s] {
                count(index + 1)
                return
            }
            stringTable[s] = stringTable.count
        }
        count(0)
        let utf8 = s.utf8
        count(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    public mutating func optionalString(_ s: String?) {
        bool(s != nil)
        if let s { string(s) }
    }

    mutating func range(_ r: Range<Int>) {
        int(r.lowerBound)
        count(r.count)
    }

    mutating func ints(_ values: [Int]) {
        count(values.count)
        for v in values { int(v) }
    }

    public mutating func strings(_ values: [String]) {
        count(values.count)
        for s in values { string(s) }
    }

    public mutating func tag<T: Equatable>(_ value: T, in table: [T]) {
        byte(UInt8(table.firstIndex(of: value)!))
    }

    // MARK: The header

    mutating func header(language: Language, textLength: Int) {
        bytes.append(contentsOf: ModelCodec.magic)
        count(ModelCodec.version)
        byte(ModelCodec.languageTag(language))
        count(textLength)
    }

    // MARK: Declarations

    mutating func sourceFile(_ file: SourceFile) {
        count(file.types.count)
        for t in file.types { typeDecl(t) }
        members(file.globals)
        count(file.typealiases.count)
        for a in file.typealiases { typeAlias(a) }
        strings(file.imports)
        count(file.locals.count)
        for l in file.locals { local(l) }
        int(file.bodyCount)
        count(file.comments.count)
        for c in file.comments { comment(c, text: file.text) }
        count(file.problems.count)
        for p in file.problems {
            int(p.offset)
            string(p.message)
        }
        bool(file.hasUnrecordedProblems)
    }

    mutating func typeDecl(_ t: TypeDecl) {
        tag(t.kind, in: ModelCodecTables.typeKinds)
        string(t.name)
        int(t.nameOffset)
        range(t.range)
        typeNames(t.inherits)
        strings(t.genericParameters)
        strings(t.attributes)
        optionalString(t.objcName)
        members(t.members)
        count(t.nestedTypes.count)
        for n in t.nestedTypes { typeDecl(n) }
        bool(t.isInterfaceOnly)
    }

    mutating func typeAlias(_ a: TypeAlias) {
        string(a.name)
        typeName(a.target)
        int(a.nameOffset)
        string(a.container)
    }

    mutating func members(_ list: [Member]) {
        count(list.count)
        for m in list { member(m) }
    }

    mutating func member(_ m: Member) {
        tag(m.kind, in: ModelCodecTables.memberKinds)
        string(m.name)
        string(m.signature)
        optionalString(m.objcSelector)
        int(m.nameOffset)
        range(m.range)
        count(m.parameters.count)
        for p in m.parameters { parameter(p) }
        optionalTypeName(m.declaredType)
        uint(UInt64(m.modifiers.rawValue))
        strings(m.attributes)
        optionalBody(m.body)
        optionalBody(m.initializer)
        count(m.accessors.count)
        for a in m.accessors {
            string(a.kind)
            body(a.body)
            int(a.keywordOffset)
        }
    }

    mutating func parameter(_ p: Parameter) {
        optionalString(p.label)
        string(p.name)
        optionalTypeName(p.type)
        int(p.nameOffset)
        bool(p.hasDefault)
        bool(p.isVariadic)
    }

    /// The text is left out when it is the bytes of the comment's range, as front ends make it.
    mutating func comment(_ c: Comment, text: SourceText) {
        range(c.range)
        bool(c.isBlock)
        let matchesSource = c.range.upperBound <= text.bytes.count && c.range.lowerBound >= 0
            && text.bytes[c.range].elementsEqual(c.text.utf8)
        bool(matchesSource)
        if !matchesSource { string(c.text) }
    }

    public mutating func typeName(_ t: TypeName) {
        int(t.offset)
        string(t.text)
        string(t.base)
        typeNames(t.genericArguments)
        bool(t.isOptional)
    }

    mutating func optionalTypeName(_ t: TypeName?) {
        bool(t != nil)
        if let t { typeName(t) }
    }

    mutating func typeNames(_ list: [TypeName]) {
        count(list.count)
        for t in list { typeName(t) }
    }

    // MARK: Code

    mutating func local(_ l: LocalDecl) {
        int(l.id)
        string(l.name)
        int(l.offset)
        tag(l.kind, in: ModelCodecTables.localKinds)
        optionalTypeName(l.declaredType)
        optionalExpr(l.initializer)
        bool(l.isLet)
        int(l.bodyID)
    }

    mutating func optionalBody(_ b: Body?) {
        bool(b != nil)
        if let b { body(b) }
    }

    mutating func body(_ b: Body) {
        int(b.id)
        tag(b.kind, in: ModelCodecTables.bodyKinds)
        range(b.range)
        ints(b.parameters)
        statements(b.statements)
    }

    mutating func statements(_ list: [Stmt]) {
        count(list.count)
        for s in list { stmt(s) }
    }

    mutating func stmt(_ s: Stmt) {
        typealias Tag = ModelCodecTables.StmtTag
        switch s {
        case .expression(let e):
            byte(Tag.expression.rawValue)
            expr(e)
        case .local(let id):
            byte(Tag.local.rawValue)
            int(id)
        case .localFunction(let local, let b):
            byte(Tag.localFunction.rawValue)
            int(local)
            body(b)
        case .assignment(let a):
            byte(Tag.assignment.rawValue)
            expr(a.target)
            string(a.op)
            expr(a.value)
            int(a.offset)
        case .return(let e?, let offset):
            byte(Tag.returnValue.rawValue)
            expr(e)
            int(offset)
        case .return(nil, let offset):
            byte(Tag.returnNothing.rawValue)
            int(offset)
        case .throw(let e, let offset):
            byte(Tag.throw.rawValue)
            expr(e)
            int(offset)
        case .branch(let b):
            byte(Tag.branch.rawValue)
            tag(b.kind, in: ModelCodecTables.branchKinds)
            int(b.offset)
            statements(b.conditions)
            count(b.arms.count)
            for arm in b.arms { statements(arm) }
        case .loop(let l):
            byte(Tag.loop.rawValue)
            tag(l.kind, in: ModelCodecTables.loopKinds)
            int(l.offset)
            statements(l.header)
            statements(l.body)
        case .block(let b):
            byte(Tag.block.rawValue)
            string(b.kind.rawValue)
            int(b.offset)
            statements(b.header)
            statements(b.body)
        case .other(let offset):
            byte(Tag.other.rawValue)
            int(offset)
        }
    }

    mutating func optionalExpr(_ e: Expr?) {
        bool(e != nil)
        if let e { expr(e) }
    }

    mutating func exprs(_ list: [Expr]) {
        count(list.count)
        for e in list { expr(e) }
    }

    mutating func arguments(_ list: [Argument]) {
        count(list.count)
        for a in list {
            optionalString(a.label)
            expr(a.value)
            bool(a.isTrailingClosure)
        }
    }

    mutating func expr(_ e: Expr) {
        typealias Tag = ModelCodecTables.ExprTag
        switch e {
        case .name(let name, let offset, .unresolved):
            byte(Tag.name.rawValue)
            string(name)
            int(offset)
        case .name(let name, let offset, .local(let id)):
            byte(Tag.localName.rawValue)
            string(name)
            int(offset)
            int(id)
        case .selfRef(let offset):
            byte(Tag.selfRef.rawValue)
            int(offset)
        case .superRef(let offset):
            byte(Tag.superRef.rawValue)
            int(offset)
        case .member(let base?, let name, let offset):
            byte(Tag.member.rawValue)
            expr(base)
            string(name)
            int(offset)
        case .member(nil, let name, let offset):
            byte(Tag.implicitMember.rawValue)
            string(name)
            int(offset)
        case .call(let c):
            byte(Tag.call.rawValue)
            expr(c.callee)
            arguments(c.arguments)
        case .subscript(let base, let args, let offset):
            byte(Tag.subscript.rawValue)
            expr(base)
            arguments(args)
            int(offset)
        case .closure(let c):
            byte(Tag.closure.rawValue)
            closure(c)
        case .literal(let l):
            byte(Tag.literal.rawValue)
            byte(ModelCodecTables.literalTag(l.kind))
            int(l.offset)
            exprs(l.interpolations)
        case .collection(let elements, let isDictionary, let offset):
            byte(Tag.collection.rawValue)
            exprs(elements)
            bool(isDictionary)
            int(offset)
        case .tuple(let args, let offset):
            byte(Tag.tuple.rawValue)
            arguments(args)
            int(offset)
        case .sequence(let operands, let operators):
            byte(Tag.sequence.rawValue)
            exprs(operands)
            strings(operators)
        case .unary(let op, let operand, let isPrefix, let offset):
            byte(Tag.unary.rawValue)
            string(op)
            expr(operand)
            bool(isPrefix)
            int(offset)
        case .cast(let x, let op, let type, let offset):
            byte(Tag.cast.rawValue)
            expr(x)
            string(op)
            typeName(type)
            int(offset)
        case .type(let t, let offset):
            byte(Tag.type.rawValue)
            typeName(t)
            int(offset)
        case .keyPath(let components, let offset):
            byte(Tag.keyPath.rawValue)
            strings(components)
            int(offset)
        case .pound(let name, let args, let offset):
            byte(Tag.pound.rawValue)
            string(name)
            arguments(args)
            int(offset)
        case .unknown(let offset, let children):
            byte(Tag.unknown.rawValue)
            int(offset)
            exprs(children)
        }
    }

    mutating func closure(_ c: Closure) {
        int(c.id)
        int(c.offset)
        count(c.captures.count)
        for cap in c.captures {
            string(cap.name)
            tag(cap.specifier, in: ModelCodecTables.captureSpecifiers)
            optionalExpr(cap.value)
            int(cap.offset)
            bool(cap.local != nil)
            if let local = cap.local { int(local) }
        }
        ints(c.parameters)
        body(c.body)
        strings(c.attributes)
    }
}
