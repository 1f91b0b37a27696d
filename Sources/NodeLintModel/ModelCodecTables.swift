/// The tag each enum case has in the encoded model (`ModelCodec`), shared by the encoder and the
/// decoder. A case's tag is its position in its list: append new cases, never reorder (or bump
/// `ModelCodec.version`).
enum ModelCodecTables {
    static let typeKinds: [TypeKind] = [.class, .struct, .enum, .actor, .protocol, .extension]
    static let memberKinds: [MemberKind] = [.function, .initializer, .deinitializer, .subscript, .variable]
    static let bodyKinds: [BodyKind] = [.function, .initializer, .deinitializer, .subscript, .accessor, .propertyInitializer,
                                        .closure, .localFunction]
    static let localKinds: [LocalKind] = [.variable, .parameter, .closureParameter, .patternBinding, .loopVariable, .function]
    static let branchKinds: [BranchKind] = [.if, .guard, .switch]
    static let loopKinds: [LoopKind] = [.for, .while, .repeat]
    static let captureSpecifiers: [Capture.Specifier] = [.strong, .weak, .unowned, .unownedUnsafe]

    /// `Literal.Kind`: the boolean carries its value in the tag.
    static func literalTag(_ kind: Literal.Kind) -> UInt8 {
        switch kind {
        case .string: return 0
        case .integer: return 1
        case .float: return 2
        case .nil: return 3
        case .regex: return 4
        case .other: return 5
        case .boolean(false): return 6
        case .boolean(true): return 7
        }
    }

    static func literalKind(_ tag: UInt8) -> Literal.Kind? {
        switch tag {
        case 0: return .string
        case 1: return .integer
        case 2: return .float
        case 3: return .nil
        case 4: return .regex
        case 5: return .other
        case 6: return .boolean(false)
        case 7: return .boolean(true)
        default: return nil
        }
    }

    /// Tags of `Stmt` cases.
    enum StmtTag: UInt8 {
        case expression, local, localFunction, assignment, returnValue, returnNothing, `throw`, branch, loop, block, other
    }

    /// Tags of `Expr` cases.
    enum ExprTag: UInt8 {
        case name, localName, selfRef, superRef, member, implicitMember, call, `subscript`, closure, literal, collection,
             tuple, sequence, unary, cast, type, keyPath, pound, unknown
    }
}
