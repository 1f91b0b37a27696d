import Synchronization
import NodeLintModel

/// The walks of one file's bodies, each recorded the first time it is asked for (see `RecordedWalk`):
/// the behaviour summary's collectors, the file's analysis and every rule read the same bodies, and
/// replaying a recorded walk costs a fraction of walking the tree again.
public final class FileWalks: Sendable {
    private let locals: [LocalDecl]
    private let walks = Mutex<[Key: RecordedWalk]>([:])

    private struct Key: Hashable {
        let body: ObjectIdentifier
        let enteringClosures: Bool
    }

    public init(_ file: SourceFile) {
        locals = file.locals
    }

    /// The walk of `body`'s statements with the file's locals (`ExpressionWalk.walk(body.statements,
    /// locals: file.locals)`), entering every closure with `enteringClosures`.
    public func walk(_ body: Body, enteringClosures: Bool = false) -> RecordedWalk {
        // A body lives as long as the file's model, which outlives this cache: its identity is a key.
        let key = Key(body: ObjectIdentifier(body), enteringClosures: enteringClosures)
        return walks.withLock { walks in
            if let known = walks[key] { return known }
            let made = RecordedWalk(body.statements, locals: locals, enterClosure: { _ in enteringClosures })
            walks[key] = made
            return made
        }
    }
}
