/// Reads a model written by `ModelEncoder`, checking everything: every read is bounded by the bytes
/// left, every count by what the bytes could hold, every tag and string reference by its table, and
/// nesting by `ModelCodec.maximumNesting`. Corrupt input throws; it never traps. Its primitives are
/// public for the other cache payloads (`ProjectPayload`).
public struct ModelDecoder {
    public typealias DecodingError = ModelCodec.DecodingError
    private let bytes: [UInt8]
    private var position = 0
    private var stringTable: [String] = []
    private var nesting = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ reason: String) -> DecodingError {
        DecodingError(offset: position, reason: reason)
    }

    public func expectEnd() throws {
        guard position == bytes.count else { throw failure("\(bytes.count - position) bytes after the model") }
    }

    // MARK: Primitives

    public mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw failure("unexpected end") }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func uint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64, shift < 63 || b & 0x7F <= 1 else { throw failure("varint too long") }
            value |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// A count: at most the bytes left, since every element takes at least one byte (so a corrupt
    /// count never makes a huge allocation).
    public mutating func count() throws -> Int {
        let v = try uint()
        guard v <= UInt64(bytes.count - position) else { throw failure("count \(v) exceeds the data left") }
        return Int(v)
    }

    /// A length of raw bytes (a string): also bounded by the bytes left.
    private mutating func length() throws -> Int { try count() }

    public mutating func int() throws -> Int {
        let z = try uint()
        let v = Int64(bitPattern: (z >> 1) ^ (0 &- (z & 1)))
        guard let i = Int(exactly: v) else { throw failure("integer out of range") }
        return i
    }

    public mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let b: throw failure("\(b) is not a boolean")
        }
    }

    public mutating func string() throws -> String {
        let reference = try uint()
        if reference == 0 {
            let n = try length()
            let s = String(decoding: bytes[position..<position + n], as: UTF8.self)
            position += n
            stringTable.append(s)
            return s
        }
        guard reference <= UInt64(stringTable.count) else { throw failure("string reference \(reference) unknown") }
        return stringTable[Int(reference - 1)]
    }

    public mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    mutating func range() throws -> Range<Int> {
        let lower = try int()
        let n = try uint()
        guard n <= UInt64(Int.max) else { throw failure("range out of bounds") }
        let (upper, overflow) = lower.addingReportingOverflow(Int(n))
        guard !overflow else { throw failure("range out of bounds") }
        return lower..<upper
    }

    mutating func ints() throws -> [Int] {
        let n = try count()
        var out: [Int] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try int()) }
        return out
    }

    public mutating func strings() throws -> [String] {
        let n = try count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try string()) }
        return out
    }

    /// A kind written as its keyword (`BlockKind`); a keyword the kind does not have is corrupt data.
    public mutating func keyword<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
        let written = try string()
        guard let kind = T(rawValue: written) else { throw failure("'\(written)' is not a \(T.self)") }
        return kind
    }

    public mutating func tag<T>(in table: [T]) throws -> T {
        let b = try byte()
        guard Int(b) < table.count else { throw failure("tag \(b) unknown") }
        return table[Int(b)]
    }

    public mutating func list<T>(_ element: (inout ModelDecoder) throws -> T) throws -> [T] {
        let n = try count()
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try element(&self)) }
        return out
    }

    /// Counts one level of nesting for the duration of `read`.
    private mutating func nested<T>(_ read: (inout ModelDecoder) throws -> T) throws -> T {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= ModelCodec.maximumNesting else { throw failure("nesting deeper than \(ModelCodec.maximumNesting)") }
        return try read(&self)
    }

    // MARK: The header

    mutating func header(language: Language, textLength: Int) throws {
        guard bytes.count >= ModelCodec.magic.count, bytes[0..<ModelCodec.magic.count].elementsEqual(ModelCodec.magic) else {
            throw failure("not a model (no NLMC header)")
        }
        position = ModelCodec.magic.count
        let version = try uint()
        guard version == UInt64(ModelCodec.version) else { throw failure("format version \(version), expected \(ModelCodec.version)") }
        guard try byte() == ModelCodec.languageTag(language) else { throw failure("a model of another language") }
        guard try uint() == UInt64(textLength) else { throw failure("a model of a text of another length") }
    }

    // MARK: Declarations

    mutating func sourceFile(into file: SourceFile) throws {
        file.types = try list { try $0.typeDecl() }
        file.globals = try members()
        file.typealiases = try list { try $0.typeAlias() }
        file.imports = try strings()
        file.locals = try list { try $0.local() }
        file.bodyCount = try int()
        file.comments = try list { try $0.comment(text: file.text) }
        file.problems = try list { d in FrontEndProblem(offset: try d.int(), message: try d.string()) }
        file.hasUnrecordedProblems = try bool()
    }

    mutating func typeDecl() throws -> TypeDecl {
        try nested { d in
            let kind = try d.tag(in: ModelCodecTables.typeKinds)
            let name = try d.string()
            let nameOffset = try d.int()
            let t = TypeDecl(kind: kind, name: name, nameOffset: nameOffset, range: try d.range())
            t.inherits = try d.typeNames()
            t.genericParameters = try d.strings()
            t.attributes = try d.strings()
            t.objcName = try d.optionalString()
            t.members = try d.members()
            t.nestedTypes = try d.list { try $0.typeDecl() }
            t.isInterfaceOnly = try d.bool()
            return t
        }
    }

    mutating func typeAlias() throws -> TypeAlias {
        let name = try string()
        let target = try typeName()
        let nameOffset = try int()
        return TypeAlias(name: name, target: target, nameOffset: nameOffset, container: try string())
    }

    mutating func members() throws -> [Member] {
        try list { try $0.member() }
    }

    mutating func member() throws -> Member {
        let kind = try tag(in: ModelCodecTables.memberKinds)
        let name = try string()
        let signature = try string()
        let selector = try optionalString()
        let nameOffset = try int()
        let m = Member(kind: kind, name: name, signature: signature, nameOffset: nameOffset, range: try range())
        m.objcSelector = selector
        m.parameters = try list { try $0.parameter() }
        m.declaredType = try optionalTypeName()
        let modifiers = try uint()
        guard modifiers <= UInt64(UInt32.max) else { throw failure("modifiers out of range") }
        m.modifiers = Modifiers(rawValue: UInt32(modifiers))
        m.attributes = try strings()
        m.body = try optionalBody()
        m.initializer = try optionalBody()
        m.accessors = try list { d in
            let kind = try d.string()
            let body = try d.body()
            return Accessor(kind: kind, body: body, keywordOffset: try d.int())
        }
        return m
    }

    public mutating func parameter() throws -> Parameter {
        let label = try optionalString()
        let name = try string()
        let type = try optionalTypeName()
        let nameOffset = try int()
        let hasDefault = try bool()
        return Parameter(label: label, name: name, type: type, nameOffset: nameOffset, hasDefault: hasDefault, isVariadic: try bool())
    }

    mutating func comment(text: SourceText) throws -> Comment {
        let r = try range()
        let isBlock = try bool()
        let written: String
        if try bool() {
            guard r.lowerBound >= 0, r.upperBound <= text.bytes.count else { throw failure("comment outside the text") }
            written = String(decoding: text.bytes[r], as: UTF8.self)
        } else {
            written = try string()
        }
        return Comment(range: r, text: written, isBlock: isBlock)
    }

    public mutating func typeName() throws -> TypeName {
        try nested { d in
            let offset = try d.int()
            let text = try d.string()
            let base = try d.string()
            let arguments = try d.typeNames()
            return TypeName(text: text, base: base, genericArguments: arguments, isOptional: try d.bool(), offset: offset)
        }
    }

    public mutating func optionalTypeName() throws -> TypeName? {
        try bool() ? try typeName() : nil
    }

    public mutating func typeNames() throws -> [TypeName] {
        try list { try $0.typeName() }
    }

    // MARK: Code

    mutating func local() throws -> LocalDecl {
        let id = try int()
        let name = try string()
        let offset = try int()
        let kind = try tag(in: ModelCodecTables.localKinds)
        let type = try optionalTypeName()
        let initializer = try optionalExpr()
        let isLet = try bool()
        return LocalDecl(id: id, name: name, offset: offset, kind: kind, declaredType: type, initializer: initializer,
                         isLet: isLet, bodyID: try int())
    }

    mutating func optionalBody() throws -> Body? {
        try bool() ? try body() : nil
    }

    mutating func body() throws -> Body {
        try nested { d in
            let id = try d.int()
            let kind = try d.tag(in: ModelCodecTables.bodyKinds)
            let b = Body(id: id, kind: kind, range: try d.range())
            b.parameters = try d.ints()
            b.statements = try d.statements()
            return b
        }
    }

    mutating func statements() throws -> [Stmt] {
        try list { try $0.stmt() }
    }

    mutating func stmt() throws -> Stmt {
        try nested { d in
            typealias Tag = ModelCodecTables.StmtTag
            let raw = try d.byte()
            guard let tag = Tag(rawValue: raw) else { throw d.failure("statement tag \(raw) unknown") }
            switch tag {
            case .expression:
                return .expression(try d.expr())
            case .local:
                return .local(try d.int())
            case .localFunction:
                let local = try d.int()
                return .localFunction(local: local, body: try d.body())
            case .assignment:
                let target = try d.expr()
                let op = try d.string()
                let value = try d.expr()
                return .assignment(Assignment(target: target, op: op, value: value, offset: try d.int()))
            case .returnValue:
                let e = try d.expr()
                return .return(e, offset: try d.int())
            case .returnNothing:
                return .return(nil, offset: try d.int())
            case .throw:
                let e = try d.expr()
                return .throw(e, offset: try d.int())
            case .branch:
                let kind = try d.tag(in: ModelCodecTables.branchKinds)
                let offset = try d.int()
                let conditions = try d.statements()
                let arms = try d.list { try $0.statements() }
                return .branch(Branch(kind: kind, offset: offset, conditions: conditions, arms: arms))
            case .loop:
                let kind = try d.tag(in: ModelCodecTables.loopKinds)
                let offset = try d.int()
                let header = try d.statements()
                return .loop(Loop(kind: kind, offset: offset, header: header, body: try d.statements()))
            case .block:
                let kind = try d.keyword(BlockKind.self)
                let offset = try d.int()
                let header = try d.statements()
                return .block(BlockStmt(kind: kind, offset: offset, header: header, body: try d.statements()))
            case .other:
                return .other(offset: try d.int())
            }
        }
    }

    mutating func optionalExpr() throws -> Expr? {
        try bool() ? try expr() : nil
    }

    mutating func exprs() throws -> [Expr] {
        try list { try $0.expr() }
    }

    mutating func arguments() throws -> [Argument] {
        try list { d in
            let label = try d.optionalString()
            let value = try d.expr()
            return Argument(label: label, value: value, isTrailingClosure: try d.bool())
        }
    }

    mutating func expr() throws -> Expr {
        try nested { d in
            typealias Tag = ModelCodecTables.ExprTag
            let raw = try d.byte()
            guard let tag = Tag(rawValue: raw) else { throw d.failure("expression tag \(raw) unknown") }
            switch tag {
            case .name:
                let name = try d.string()
                return .name(name, offset: try d.int(), ref: .unresolved)
            case .localName:
                let name = try d.string()
                let offset = try d.int()
                return .name(name, offset: offset, ref: .local(try d.int()))
            case .selfRef:
                return .selfRef(offset: try d.int())
            case .superRef:
                return .superRef(offset: try d.int())
            case .member:
                let base = try d.expr()
                let name = try d.string()
                return .member(base: base, name: name, offset: try d.int())
            case .implicitMember:
                let name = try d.string()
                return .member(base: nil, name: name, offset: try d.int())
            case .call:
                let callee = try d.expr()
                return .call(Call(callee: callee, arguments: try d.arguments()))
            case .subscript:
                let base = try d.expr()
                let arguments = try d.arguments()
                return .subscript(base: base, arguments: arguments, offset: try d.int())
            case .closure:
                return .closure(try d.closure())
            case .literal:
                let raw = try d.byte()
                guard let kind = ModelCodecTables.literalKind(raw) else { throw d.failure("literal kind \(raw) unknown") }
                let offset = try d.int()
                return .literal(Literal(kind: kind, offset: offset, interpolations: try d.exprs()))
            case .collection:
                let elements = try d.exprs()
                let isDictionary = try d.bool()
                return .collection(elements: elements, isDictionary: isDictionary, offset: try d.int())
            case .tuple:
                let arguments = try d.arguments()
                return .tuple(arguments, offset: try d.int())
            case .sequence:
                let operands = try d.exprs()
                return .sequence(operands: operands, operators: try d.strings())
            case .unary:
                let op = try d.string()
                let operand = try d.expr()
                let isPrefix = try d.bool()
                return .unary(op: op, operand: operand, isPrefix: isPrefix, offset: try d.int())
            case .cast:
                let x = try d.expr()
                let op = try d.string()
                let type = try d.typeName()
                return .cast(x, op: op, type: type, offset: try d.int())
            case .type:
                let type = try d.typeName()
                return .type(type, offset: try d.int())
            case .keyPath:
                let components = try d.strings()
                return .keyPath(components: components, offset: try d.int())
            case .pound:
                let name = try d.string()
                let arguments = try d.arguments()
                return .pound(name: name, arguments: arguments, offset: try d.int())
            case .unknown:
                let offset = try d.int()
                return .unknown(offset: offset, children: try d.exprs())
            }
        }
    }

    mutating func closure() throws -> Closure {
        let id = try int()
        let offset = try int()
        let captures = try list { d -> Capture in
            let name = try d.string()
            let specifier = try d.tag(in: ModelCodecTables.captureSpecifiers)
            let value = try d.optionalExpr()
            let offset = try d.int()
            let local = try d.bool() ? try d.int() : nil
            return Capture(name: name, specifier: specifier, value: value, offset: offset, local: local)
        }
        let parameters = try ints()
        let c = Closure(id: id, offset: offset, body: try body())
        c.captures = captures
        c.parameters = parameters
        c.attributes = try strings()
        return c
    }
}
