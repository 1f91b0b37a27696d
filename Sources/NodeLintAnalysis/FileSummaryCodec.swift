import NodeLintModel

/// The bytes of a file's declaration summary, for the persistent cache (`DeclarationCache.summary`): a
/// run on one file summarises the declarations of thousands of others for the class graph, and
/// decoding an unchanged file's summary costs a fraction of decoding its declarations model and
/// summarising that again. Written with the model cache's primitives, every field in the order the
/// types declare them; read back with its bounded reads, so anything but one whole payload is refused,
/// never trusted. The path is not written: the caller gives it back (the same content under another
/// name shares the entry), and every member's path is the file's.
extension FileSummary {
    /// Bump when the layout below, or what `init(_:)` puts in a summary, changes.
    public static let codecVersion = 1

    /// The summary with `extra`: a list of string pairs the caller keeps beside it (the `@objc` names
    /// of the file's types, `CreatorNames`).
    public func encoded(with extra: [(String, String)]) -> [UInt8] {
        var out = ModelEncoder()
        out.count(types.count)
        for type in types {
            out.string(type.qualifiedName)
            out.optionalString(type.declaredKind?.rawValue)
            out.int(type.nameOffset)
            out.bool(type.isInterfaceOnly)
            out.bool(type.isPublic)
            out.optionalString(type.objcName)
            out.strings(type.genericParameters)
            out.typeNames(type.inherits)
            out.count(type.members.count)
            for member in type.members { Self.write(member, to: &out) }
        }
        out.count(typealiases.count)
        for alias in typealiases {
            out.string(alias.key)
            out.string(alias.name)
            out.typeName(alias.target)
        }
        out.strings(currentNames)
        out.strings(globalVariables)
        out.count(extra.count)
        for (a, b) in extra {
            out.string(a)
            out.string(b)
        }
        return out.bytes
    }

    /// The summary of the file `path` the bytes hold and the pairs kept beside it, or nil unless they
    /// are one whole payload.
    public static func decoded(_ bytes: [UInt8], path: String) -> (summary: FileSummary, extra: [(String, String)])? {
        var input = ModelDecoder(bytes: bytes)
        do {
            var summary = FileSummary(path: path)
            summary.types = try input.list { input in
                let qualifiedName = try input.string()
                let kind = try input.optionalString()
                var declaredKind: TypeKind?
                if let kind {
                    guard let known = TypeKind(rawValue: kind) else { throw UnknownValue() }
                    declaredKind = known
                }
                return TypeEntry(qualifiedName: qualifiedName, declaredKind: declaredKind, nameOffset: try input.int(),
                                 isInterfaceOnly: try input.bool(), isPublic: try input.bool(), objcName: try input.optionalString(),
                                 genericParameters: try input.strings(), inherits: try input.typeNames(),
                                 members: try input.list { try Self.readMember(&$0, path: path) })
            }
            summary.typealiases = try input.list { (key: try $0.string(), name: try $0.string(), target: try $0.typeName()) }
            summary.currentNames = try input.strings()
            summary.globalVariables = try input.strings()
            let extra = try input.list { (try $0.string(), try $0.string()) }
            try input.expectEnd()
            return (summary, extra)
        } catch {
            return nil
        }
    }

    /// A value the payload names that this build does not know: the payload is not one of its own.
    private struct UnknownValue: Error {}

    private init(path: String) {
        self.path = path
    }

    private static func write(_ member: MemberRecord, to out: inout ModelEncoder) {
        out.string(member.name)
        out.string(member.signature)
        out.string(member.kind.rawValue)
        out.uint(UInt64(member.modifiers.rawValue))
        out.count(member.parameters.count)
        for parameter in member.parameters { out.parameter(parameter) }
        out.optionalTypeName(member.type)
        out.optionalTypeName(member.constructedType)
        out.bool(member.isStored)
        out.int(member.nameOffset)
        out.bool(member.isInExtension)
    }

    private static func readMember(_ input: inout ModelDecoder, path: String) throws -> MemberRecord {
        let name = try input.string()
        let signature = try input.string()
        let kind = try input.keyword(MemberKind.self)
        let modifiers = try input.uint()
        guard modifiers <= UInt64(UInt32.max) else { throw UnknownValue() }
        return MemberRecord(name: name, signature: signature, kind: kind, modifiers: Modifiers(rawValue: UInt32(modifiers)),
                            parameters: try input.list { try $0.parameter() }, type: try input.optionalTypeName(),
                            constructedType: try input.optionalTypeName(), isStored: try input.bool(), path: path,
                            nameOffset: try input.int(), isInExtension: try input.bool())
    }
}

extension MemberRecord {
    /// Every field as given (`FileSummary.decoded`).
    init(name: String, signature: String, kind: MemberKind, modifiers: Modifiers, parameters: [Parameter], type: TypeName?,
         constructedType: TypeName?, isStored: Bool, path: String, nameOffset: Int, isInExtension: Bool) {
        self.name = name
        self.signature = signature
        self.kind = kind
        self.modifiers = modifiers
        self.parameters = parameters
        self.type = type
        self.constructedType = constructedType
        self.isStored = isStored
        self.path = path
        self.nameOffset = nameOffset
        self.isInExtension = isInExtension
    }
}
