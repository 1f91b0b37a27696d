import NodeLintModel

/// A place where a type's code updates a container so that it may ask its data source again for the
/// node of an item it has already shown: a reload, or a deletion or insertion (together they can hand
/// an item out again). A container asks for an item's node only when the item is inserted, so a node
/// a data source stores for one item is handed out twice only if one of these happens; collected per
/// type while indexing, for every file that concerns Texture.
public struct ContainerUpdate: Sendable, Equatable {
    /// The method's Swift base name (`reloadData`, `insertRows`), one of TextureContainerAPI's.
    public var method: String
    public var path: String
    public var position: SourcePosition

    var isReload: Bool { TextureContainerAPI.reloadMethods.contains(method) }
    var isDeletion: Bool { TextureContainerAPI.deleteMethods.contains(method) }
    var isInsertion: Bool { TextureContainerAPI.insertMethods.contains(method) }
}

enum ContainerUpdates {
    private static let methods = TextureContainerAPI.reloadMethods
        .union(TextureContainerAPI.deleteMethods).union(TextureContainerAPI.insertMethods)

    /// The updates `decl`'s members (their bodies, accessors, property initializers and the closures in
    /// them) make, on any receiver, in source order: which container they update is not known, and a
    /// data source's own code updating some container is what makes a second request possible.
    static func collect(in decl: TypeDecl, file: SourceFile, walks: FileWalks) -> [ContainerUpdate] {
        var found: [ContainerUpdate] = []
        for member in decl.members {
            var bodies: [Body] = member.accessors.map(\.body)
            if let body = member.body { bodies.insert(body, at: 0) }
            if let initializer = member.initializer { bodies.append(initializer) }
            for body in bodies {
                walks.walk(body, enteringClosures: true).replay { expr, _ in
                    guard case .call(let call) = expr else { return }
                    let name: String, offset: Int
                    switch call.callee.unparenthesized {
                    case .member(_, let method, let at): (name, offset) = (method, at)
                    // A container that is its own data source (`reloadData()` in an ASTableNode subclass).
                    case .name(let method, let at, .unresolved): (name, offset) = (method, at)
                    default: return
                    }
                    guard methods.contains(name) else { return }
                    found.append(ContainerUpdate(method: name, path: file.path, position: file.text.position(of: offset)))
                }
            }
        }
        return found
    }
}

/// Whether a container can ask a data source again for the node of an item it has shown.
public enum RepeatedNodeRequests: Sendable, Equatable {
    /// The data source's code was read, and it neither reloads items nor both deletes and inserts them.
    case never
    /// It does: one such update (a reload, else an insertion).
    case after(ContainerUpdate)
    /// Part of its code was not read (a project superclass, or an extension, in a file that does not
    /// concern Texture): it may.
    case unknown
}

extension ProjectIndex {
    /// Whether a container fed by `type` can ask it again for an item's node: from the updates of
    /// `type`'s code and of its project superclasses, in every file (ContainerUpdates). Not from
    /// extensions of classes the project only extends (UIViewController, NSObject) in files that were
    /// not read: they cannot name the containers a subclass keeps. The update named is a reload before
    /// an insertion, one in the file `path` before others, then the first by path and position: the same
    /// whichever order the files were read in (a run on one file reads them in another).
    public func repeatedNodeRequests(from type: String, seenFrom path: String) -> RepeatedNodeRequests {
        var reloads: [ContainerUpdate] = [], insertions: [ContainerUpdate] = []
        var deletes = false, unread = false
        for ancestor in lineage(of: type) {
            if let record = records[ancestor], record.kind != .extension, !record.files.isSubset(of: summarizedFiles) {
                unread = true
            }
            for update in containerUpdates[ancestor] ?? [] {
                if update.isReload { reloads.append(update) }
                if update.isInsertion { insertions.append(update) }
                if update.isDeletion { deletes = true }
            }
        }
        func first(_ updates: [ContainerUpdate]) -> ContainerUpdate? {
            updates.min { a, b in
                if (a.path == path) != (b.path == path) { return a.path == path }
                if a.path != b.path { return a.path < b.path }
                return (a.position.line, a.position.column) < (b.position.line, b.position.column)
            }
        }
        if let reload = first(reloads) { return .after(reload) }
        if deletes, let insertion = first(insertions) { return .after(insertion) }
        return unread ? .unknown : .never
    }
}
