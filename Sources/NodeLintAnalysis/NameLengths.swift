/// The lengths of a set of names, one bit each: a name of another length is none of them, known
/// without hashing it. For lookups asked of every member of a type or lineage, most of which match
/// nothing (`ContainerMethod.kind`, `ClassGraph.members(namedAnyOf:in:)`).
struct NameLengths: Sendable {
    private var bits: UInt64 = 0

    init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { bits |= Self.bit(name) }
    }

    /// False only when no name has `name`'s length.
    func admits(_ name: String) -> Bool { bits & Self.bit(name) != 0 }

    /// One bit for each length below 63, the last for every longer name.
    private static func bit(_ name: String) -> UInt64 { 1 << UInt64(min(name.utf8.count, 63)) }
}
