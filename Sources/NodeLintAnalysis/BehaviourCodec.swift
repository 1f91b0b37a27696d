import NodeLintModel

/// The bytes of a behaviour summary, for the persistent cache (`DeclarationCache.behaviour`): a run on
/// one file summarises the behaviour of every file of the repository that concerns Texture, and decoding
/// the unchanged ones' summaries costs far less than decoding their models and walking every body.
/// Written with the model cache's primitives, every field in the order the types declare them; read back
/// with its bounded reads, so that anything but one whole payload is rejected, never trusted. The path
/// is not written: the entry's key holds it, and the caller gives it back.
extension BehaviourSummary {
    /// Bump when the layout below changes, or what a summary says of the same code (2: a `switch` whose
    /// every arm places the same subnodes no longer varies, LayoutSubnodeVariation; 3: container updates; 4: updates called on an implicit self; 5: held-object calls; 6: held-property writes).
    public static let codecVersion = 6

    /// A summary is stored as made, every read among its self calls: which reads are plain is a fact of
    /// the run's class graph, so a run separates them after reading the entry (`separatingPlainReads`).
    public func encoded() -> [UInt8] {
        precondition(plainReads.isEmpty, "a summary is stored before its plain reads are separated")
        var out = ModelEncoder()
        out.count(selfCalls.count)
        for (type, calls) in selfCalls {
            out.string(type)
            out.count(calls.count)
            for call in calls { Self.write(call, to: &out) }
        }
        out.count(selfAssignments.count)
        for (type, values) in selfAssignments {
            out.string(type)
            // Sorted: the same summary always gives the same bytes.
            out.count(values.count)
            for (property, seen) in values.sorted(by: { $0.key < $1.key }) {
                out.string(property)
                out.bool(seen.contains(false))
                out.bool(seen.contains(true))
            }
        }
        out.count(layoutVariation.count)
        for (type, varies) in layoutVariation {
            out.string(type)
            out.bool(varies)
        }
        Self.write(mutations.map { ($0.type, $0.changes) }, to: &out) { change, out in
            out.string(change.property)
            Self.write(change.member, to: &out)
            out.bool(change.isDeferred)
        }
        Self.write(heldWrites.map { ($0.type, $0.writes) }, to: &out) { write, out in
            out.string(write.holder)
            out.string(write.property)
            Self.write(write.member, to: &out)
            out.bool(write.isDeferred)
        }
        // Not the path: an update is always in the summary's own file.
        Self.write(containerUpdates.map { ($0.type, $0.updates) }, to: &out) { update, out in
            out.string(update.method)
            Self.write(update.position, to: &out)
        }
        Self.write(heldObjectCalls.map { ($0.type, $0.calls) }, to: &out) { call, out in
            out.string(call.property)
            out.string(call.method)
            Self.write(call.caller, to: &out)
            out.bool(call.isDeferred)
        }
        out.count(creationSites.count)
        for site in creationSites {
            out.string(site.created)
            Self.write(site.location, to: &out)
        }
        out.count(factoryCalls.count)
        for call in factoryCalls {
            out.string(call.factory.type)
            out.string(call.factory.signature)
            Self.write(call.location, to: &out)
        }
        return out.bytes
    }

    /// The summary of the file `path` the bytes hold, or nil unless they are one whole payload.
    public init?(decoding bytes: [UInt8], path: String) {
        var input = ModelDecoder(bytes: bytes)
        do {
            self.path = path
            // Consecutive calls from the same member share its origin, as when they were collected.
            var lastOrigin: SelfCallOrigin?
            selfCalls = try input.list { input in
                (type: try input.string(), calls: try input.list { try Self.readSelfCall(&$0, after: &lastOrigin) })
            }
            selfAssignments = try input.list { input in
                let type = try input.string()
                var values: [String: Set<Bool>] = [:]
                for _ in 0..<(try input.count()) {
                    let property = try input.string()
                    var seen: Set<Bool> = []
                    if try input.bool() { seen.insert(false) }
                    if try input.bool() { seen.insert(true) }
                    values[property] = seen
                }
                return (type: type, values: values)
            }
            layoutVariation = try input.list { (type: try $0.string(), varies: try $0.bool()) }
            mutations = try input.list { input in
                (type: try input.string(), changes: try input.list { input in
                    PropertyMutation(property: try input.string(), member: try Self.readMemberKey(&input), isDeferred: try input.bool())
                })
            }
            heldWrites = try input.list { input in
                (type: try input.string(), writes: try input.list { input in
                    HeldPropertyWrite(holder: try input.string(), property: try input.string(), member: try Self.readMemberKey(&input),
                                      isDeferred: try input.bool())
                })
            }
            containerUpdates = try input.list { input in
                (type: try input.string(), updates: try input.list { input in
                    ContainerUpdate(method: try input.string(), path: path, position: try Self.readPosition(&input))
                })
            }
            heldObjectCalls = try input.list { input in
                (type: try input.string(), calls: try input.list { input in
                    HeldObjectCall(property: try input.string(), method: try input.string(), caller: try Self.readMemberKey(&input),
                                   isDeferred: try input.bool())
                })
            }
            creationSites = try input.list { CreationSite(created: try $0.string(), location: try Self.readLocation(&$0)) }
            factoryCalls = try input.list { input in
                FactoryCall(factory: FactoryKey(type: try input.string(), signature: try input.string()),
                            location: try Self.readLocation(&input))
            }
            try input.expectEnd()
        } catch {
            return nil
        }
    }

    /// A value the payload names that this build does not know: the payload is not one of its own.
    private struct UnknownValue: Error {}

    private static let contexts = ExecutionContext.allCases

    private static func write(_ call: SelfCall, to out: inout ModelEncoder) {
        write(call.caller, to: &out)
        writeContext(call.fixedContext, to: &out)
        out.string(call.callee)
        out.bool(call.arguments != nil)
        if let arguments = call.arguments {
            out.count(arguments.count)
            for argument in arguments {
                out.optionalString(argument.label)
                out.bool(argument.isTrailingClosure)
                out.byte(argument.constant.map { $0 ? 2 : 1 } ?? 0)
            }
        }
        out.bool(call.isOnceGuarded)
        out.string(call.language.rawValue)
        out.string(call.path)
        write(call.position, to: &out)
    }

    private static func readSelfCall(_ input: inout ModelDecoder, after lastOrigin: inout SelfCallOrigin?) throws -> SelfCall {
        let caller = try readMemberKey(&input)
        let context = try readContext(&input)
        let callee = try input.string()
        var arguments: [ArgumentShape]?
        if try input.bool() {
            arguments = try input.list { input in
                let label = try input.optionalString()
                let isTrailingClosure = try input.bool()
                let constant: Bool?
                switch try input.byte() {
                case 0: constant = nil
                case 1: constant = false
                case 2: constant = true
                default: throw UnknownValue()
                }
                return ArgumentShape(label: label, isTrailingClosure: isTrailingClosure, constant: constant)
            }
        }
        let isOnceGuarded = try input.bool()
        guard let language = Language(rawValue: try input.string()) else { throw UnknownValue() }
        let path = try input.string()
        let origin: SelfCallOrigin
        if let last = lastOrigin, last.caller == caller, last.language == language, last.path == path {
            origin = last
        } else {
            origin = SelfCallOrigin(caller: caller, language: language, path: path)
            lastOrigin = origin
        }
        return SelfCall(origin: origin, fixedContext: context, callee: callee, arguments: arguments, isOnceGuarded: isOnceGuarded,
                        position: try readPosition(&input))
    }

    /// A list by type: the count of types, then each type with the count of its items and the items.
    private static func write<Item>(_ byType: [(String, [Item])], to out: inout ModelEncoder, _ write: (Item, inout ModelEncoder) -> Void) {
        out.count(byType.count)
        for (type, items) in byType {
            out.string(type)
            out.count(items.count)
            for item in items { write(item, &out) }
        }
    }

    private static func write(_ key: MemberKey, to out: inout ModelEncoder) {
        out.string(key.name)
        out.string(key.signature)
        out.string(key.kind.rawValue)
        out.uint(UInt64(key.modifiers.rawValue))
        out.bool(key.isStored)
        out.bool(key.isPropertyInitializer)
    }

    private static func readMemberKey(_ input: inout ModelDecoder) throws -> MemberKey {
        let name = try input.string(), signature = try input.string()
        guard let kind = MemberKind(rawValue: try input.string()) else { throw UnknownValue() }
        let raw = try input.uint()
        guard let modifiers = UInt32(exactly: raw) else { throw UnknownValue() }
        return MemberKey(name: name, signature: signature, kind: kind, modifiers: Modifiers(rawValue: modifiers),
                         isStored: try input.bool(), isPropertyInitializer: try input.bool())
    }

    private static func write(_ location: SiteLocation, to out: inout ModelEncoder) {
        out.string(location.container)
        out.bool(location.member != nil)
        if let member = location.member { write(member, to: &out) }
        switch location.source {
        case .member: out.byte(0)
        case .unknown: out.byte(1)
        case .fixed(let context):
            out.byte(2)
            out.tag(context, in: contexts)
        }
        out.string(location.path)
        write(location.position, to: &out)
    }

    private static func readLocation(_ input: inout ModelDecoder) throws -> SiteLocation {
        let container = try input.string()
        let member = try input.bool() ? try readMemberKey(&input) : nil
        let source: SiteSource
        switch try input.byte() {
        case 0: source = .member
        case 1: source = .unknown
        case 2: source = .fixed(try input.tag(in: contexts))
        default: throw UnknownValue()
        }
        return SiteLocation(container: container, member: member, source: source, path: try input.string(),
                            position: try readPosition(&input))
    }

    private static func writeContext(_ context: ExecutionContext?, to out: inout ModelEncoder) {
        out.bool(context != nil)
        if let context { out.tag(context, in: contexts) }
    }

    private static func readContext(_ input: inout ModelDecoder) throws -> ExecutionContext? {
        try input.bool() ? try input.tag(in: contexts) : nil
    }

    private static func write(_ position: SourcePosition, to out: inout ModelEncoder) {
        out.int(position.line)
        out.int(position.column)
    }

    private static func readPosition(_ input: inout ModelDecoder) throws -> SourcePosition {
        SourcePosition(line: try input.int(), column: try input.int())
    }
}
