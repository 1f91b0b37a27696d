/// A read of a property of `self` that runs none of the project's code: no lazy property of that name
/// is in the reading type's lineage (`badge`, where `badge` is a stored subnode). Of such a read the
/// index needs only which member's code makes it and what it reads (`ProjectIndex.propertiesRead`):
/// no context travels along it (`ProjectIndex.targets(of:among:)` gives a read a target only in a lazy
/// property) and it is none of the reads `createsLazyProperty` compares. A type reads its properties
/// from many places: on the Swift files of 36 Texture apps 85% of the self uses the index kept were
/// reads, nearly all of them plain, each a 48-byte `SelfCall`; a plain read is 32 bytes, once per
/// member and property.
struct PlainRead: Sendable, Hashable {
    /// The name of the member whose code reads it.
    var caller: String
    var property: String
}

extension BehaviourSummary {
    /// The same summary with the plain reads of its self uses moved from `selfCalls` into `plainReads`,
    /// against the class graph the summary was made with: for a run that builds its index once from a
    /// finished graph. (A live workspace keeps every read: a summary it keeps stays right when another
    /// file makes a property lazy, since which reads are plain is a fact of the graph, not of the file.)
    /// Reads in a closure with its own context (`fixedContext`) are not kept at all: `propertiesRead`
    /// follows only the member's own code.
    public func separatingPlainReads(in classes: ClassGraph) -> BehaviourSummary {
        var separated = self
        separated.selfCalls = []
        separated.plainReads = []
        for (type, calls) in selfCalls {
            let readNames = Set(calls.lazy.filter { !$0.isCall }.map(\.callee))
            let lazyNames = Set(classes.members(namedAnyOf: readNames, in: type).filter { _, candidates in
                candidates.contains { $0.member.kind == .variable && $0.member.modifiers.contains(.lazy) }
            }.keys)
            func isPlain(_ call: SelfCall) -> Bool { !call.isCall && !lazyNames.contains(call.callee) }
            guard calls.contains(where: isPlain) else {
                separated.selfCalls.append((type, calls))
                continue
            }
            var kept: [SelfCall] = [], plain: [PlainRead] = [], seen: Set<PlainRead> = []
            for call in calls {
                if !isPlain(call) {
                    kept.append(call)
                } else if call.fixedContext == nil {
                    let read = PlainRead(caller: call.caller.name, property: call.callee)
                    if seen.insert(read).inserted { plain.append(read) }
                }
            }
            if !kept.isEmpty { separated.selfCalls.append((type, kept.exactlySized())) }
            if !plain.isEmpty { separated.plainReads.append((type, plain.exactlySized())) }
        }
        return separated
    }
}
