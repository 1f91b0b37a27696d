import Synchronization

/// One instance of each long string for a whole run, shared by the parses of every file. Swift keeps
/// strings of up to 15 UTF-8 bytes inline; a longer one (`ASNetworkImageNode`, `layoutSpecThatFits(_:)`,
/// `translatesAutoresizingMaskIntoConstraints`) is a heap object, and each file's parse made its own
/// copy of every such name, type and signature it read. What the index keeps to the end of a run (the
/// class graph's member records, the callers of self calls) held those copies: eight copies of the
/// corpus's Texture code peaked 15 MB higher without the pool. The parser still shares a name within
/// a file first (`NameInterner`), so the pool is asked once per distinct long name of a file.
///
/// Scoped to a run, never global: a pool only grows, and a long-lived process (the language server)
/// would keep every name ever typed. Safe to share between the threads that parse in parallel; the
/// strings are split over shards by hash so that they rarely wait for each other.
public final class StringPool: Sendable {
    /// A mutex cannot be copied into an array; each shard is boxed.
    private final class Shard: Sendable {
        let strings = Mutex<Set<String>>([])
    }
    private let shards: [Shard]

    public init(shardCount: Int = 16) {
        shards = (0..<max(1, shardCount)).map { _ in Shard() }
    }

    /// The pool's instance of `string` (`string` itself, added, when the pool has none); a string short
    /// enough to be stored inline is returned as it is, and so is one outside ASCII: Swift's strings are
    /// equal when canonically equivalent (`é` written as one scalar or two), and a name must keep the
    /// bytes its file wrote, which the byte scans match.
    public func pooled(_ string: String) -> String {
        guard string.utf8.count > 15, string.utf8.allSatisfy({ $0 < 0x80 }) else { return string }
        let shard = shards[Int(UInt(bitPattern: string.hashValue) % UInt(shards.count))]
        return shard.strings.withLock { $0.insert(string).memberAfterInsert }
    }

    /// How many strings the pool holds.
    public var count: Int { shards.reduce(0) { $0 + $1.strings.withLock { $0.count } } }
}
