import NodeLintModel

/// The bytes of a file's declaration summary, for the persistent cache (`DeclarationCache.summary`): a
/// run on one file summarises the declarations of thousands of others for the class graph, and
/// decoding an unchanged file's summary costs a fraction of decoding its declarations model and
/// summarising that again. Written with the model cache's primitives, every field in the order the
/// types declare them; read back with its bounded reads, so anything but one whole payload is refused,
/// never trusted. The path is not written: the caller gives it back (the same content under another
/// name shares the entry); members carry no path.
extension FileSummary {
    /// Bump when the layout below, or what `init(_:)` puts in a summary, changes.
    /// (2: whether the file changes PromiseKit's queues.)
    public static let codecVersion = 2

    /// The summary with the `@objc` names of the file's types (`CreatorNames`), which the cache keeps
    /// beside it.
    public func encoded(objcNames: [(qualified: String, objc: String)]) -> [UInt8] {
        var out = ModelEncoder()
        write(to: &out, positions: true)
        out.count(objcNames.count)
        for name in objcNames {
            out.string(name.qualified)
            out.string(name.objc)
        }
        return out.bytes
    }

    /// Every field but the path, in order; with `positions: false`, without where anything is written
    /// (names' and types' offsets): what the declaration shape digests (`writeShape`), so that the cache's
    /// payload and the shape cannot come to cover different fields.
    func write(to out: inout ModelEncoder, positions: Bool) {
        func write(_ type: TypeName) {
            if positions { out.typeName(type) } else { type.writeShape(to: &out) }
        }
        func write(_ type: TypeName?) {
            out.bool(type != nil)
            if let type { write(type) }
        }
        out.count(types.count)
        for type in types {
            out.string(type.qualifiedName)
            out.optionalString(type.declaredKind?.rawValue)
            if positions { out.int(type.nameOffset) }
            out.bool(type.isInterfaceOnly)
            out.bool(type.isPublic)
            out.optionalString(type.objcName)
            out.strings(type.genericParameters)
            out.count(type.inherits.count)
            for inherited in type.inherits { write(inherited) }
            out.count(type.members.count)
            for member in type.members {
                out.string(member.name)
                out.string(member.signature)
                out.string(member.kind.rawValue)
                out.uint(UInt64(member.modifiers.rawValue))
                out.count(member.parameters.count)
                for parameter in member.parameters {
                    out.optionalString(parameter.label)
                    out.string(parameter.name)
                    write(parameter.type)
                    if positions { out.int(parameter.nameOffset) }
                    out.bool(parameter.hasDefault)
                    out.bool(parameter.isVariadic)
                }
                write(member.type)
                write(member.constructedType)
                out.bool(member.isStored)
                if positions { out.int(member.nameOffset) }
                out.bool(member.isInExtension)
            }
        }
        out.count(typealiases.count)
        for alias in typealiases {
            out.string(alias.key)
            out.string(alias.name)
            write(alias.target)
        }
        out.strings(currentNames)
        out.strings(globalVariables)
        out.byte(promiseKitQueueChanges.rawValue)
    }

    /// The summary of the file `path` the bytes hold and the `@objc` names kept beside it, or nil unless
    /// they are one whole payload.
    public static func decoded(_ bytes: [UInt8], path: String) -> (summary: FileSummary, objcNames: [(qualified: String, objc: String)])? {
        var input = ModelDecoder(bytes: bytes)
        do {
            var summary = FileSummary(path: path)
            summary.types = try input.list { input in
                TypeEntry(qualifiedName: try input.string(), declaredKind: try input.bool() ? try input.keyword(TypeKind.self) : nil,
                          nameOffset: try input.int(), isInterfaceOnly: try input.bool(), isPublic: try input.bool(),
                          objcName: try input.optionalString(), genericParameters: try input.strings(),
                          inherits: try input.typeNames(), members: try input.list { try Self.readMember(&$0) })
            }
            summary.typealiases = try input.list { (key: try $0.string(), name: try $0.string(), target: try $0.typeName()) }
            summary.currentNames = try input.strings()
            summary.globalVariables = try input.strings()
            let changes = PromiseKitQueues.Changes(rawValue: try input.byte())
            guard PromiseKitQueues.Changes.both.isSuperset(of: changes) else { throw UnknownValue() }
            summary.promiseKitQueueChanges = changes
            let objcNames = try input.list { (qualified: try $0.string(), objc: try $0.string()) }
            try input.expectEnd()
            return (summary, objcNames)
        } catch {
            return nil
        }
    }

    /// A value the payload names that this build does not know: the payload is not one of its own.
    private struct UnknownValue: Error {}

    private init(path: String) {
        self.path = path
    }

    private static func readMember(_ input: inout ModelDecoder) throws -> MemberRecord {
        let name = try input.string()
        let signature = try input.string()
        let kind = try input.keyword(MemberKind.self)
        let modifiers = try input.uint()
        guard modifiers <= UInt64(UInt32.max) else { throw UnknownValue() }
        return MemberRecord(name: name, signature: signature, kind: kind, modifiers: Modifiers(rawValue: UInt32(modifiers)),
                            parameters: try input.list { try $0.parameter() }, type: try input.optionalTypeName(),
                            constructedType: try input.optionalTypeName(), isStored: try input.bool(),
                            nameOffset: try input.int(), isInExtension: try input.bool())
    }
}

extension MemberRecord {
    /// Every field as given (`FileSummary.decoded`).
    init(name: String, signature: String, kind: MemberKind, modifiers: Modifiers, parameters: [Parameter], type: TypeName?,
         constructedType: TypeName?, isStored: Bool, nameOffset: Int, isInExtension: Bool) {
        self.name = name
        self.signature = signature
        self.kind = kind
        self.modifiers = modifiers
        self.parameters = parameters
        self.type = type
        self.isStored = isStored
        storedNameOffset = Int32(clamping: nameOffset)
        self.isInExtension = isInExtension
        typeIsConstructed = false
        self.constructedType = constructedType
    }
}
