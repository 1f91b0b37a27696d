import NodeLintModel

/// Where PromiseKit 6 runs the closures handed to a promise (mxcl/PromiseKit, Sources/Configuration.swift,
/// Thenable.swift, Catchable.swift): on the queue the `on:` argument names, else on one of two default
/// queues, `conf.Q.map` (transforming handlers) or `conf.Q.return` (final ones). Both are the main queue
/// unless the app changes them; an app that does (`conf.Q.map = .global()`, `conf.Q = …`, Objective-C
/// `PMKSetDefaultDispatchQueue(…)`) anywhere makes the handlers of that queue unknown.
public enum PromiseKitQueues {
    public static let module = "PromiseKit"

    /// PromiseKit's two default queues.
    public enum Queue: Sendable { case map, `return` }

    /// The handlers whose closure runs on a default queue, and which. Not `map`, `compactMap`: Swift's
    /// collections have methods of those names that run their closure at once.
    public static let handlers: [String: Queue] = [
        "then": .map, "tap": .map, "recover": .map,
        "done": .return, "get": .return, "catch": .return, "ensure": .return, "ensureThen": .return, "finally": .return,
    ]

    /// Modules whose own methods share a handler's name (RxSwift 6's and Combine's `catch` operators, the
    /// Then library's `then`, which runs its closure at once): in a file that imports one of them, such
    /// a name is not taken for PromiseKit's.
    public static let modulesSharingNames: [String: Set<String>] = [
        "RxSwift": ["catch"], "Combine": ["catch"], "ReactiveSwift": ["catch"], "Then": ["then"],
    ]

    /// The default queues a file may change.
    public struct Changes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let map = Changes(rawValue: 1)
        public static let `return` = Changes(rawValue: 2)
        public static let both: Changes = [.map, .return]

        public func includes(_ queue: Queue) -> Bool { contains(queue == .map ? .map : .return) }
    }

    /// The queues the bytes may change: any mention of `conf.Q.map` or `conf.Q.return` (a read counts, to
    /// stay safe), of `conf.Q` otherwise (both), or of `PMKSetDefaultDispatchQueue` (both).
    public static func changes(in bytes: [UInt8]) -> Changes {
        var found: Changes = []
        if NodeLintModel.bytes(bytes, contain: "PMKSetDefaultDispatchQueue") { found = .both }
        let marker = "conf.Q"
        var i = 0
        while found != .both, let at = firstOffset(of: marker, in: bytes, from: i) {
            let after = at + marker.utf8.count
            if after < bytes.count && IdentifierScan.isIdentifierContinue(bytes[after]) {
                i = after  // `conf.Queue…`: another name
                continue
            }
            if after < bytes.count && bytes[after] == UInt8(ascii: ".") {
                var end = after + 1
                while end < bytes.count && IdentifierScan.isIdentifierContinue(bytes[end]) { end += 1 }
                switch String(decoding: bytes[(after + 1)..<end], as: UTF8.self) {
                case "map": found.insert(.map)
                case "return": found.insert(.return)
                default: found = .both
                }
            } else {
                found = .both
            }
            i = after
        }
        return found
    }
}
