import NodeLintAnalysis
import NodeLintModel

/// What a receiver is, as a key for state one method sets on it and another reads (`isLayerBacked`,
/// `automaticallyManagesSubnodes`, `autoresizingMask`).
public enum ReceiverKey: Hashable, Sendable {
    /// `self`, or a local that is `self`.
    case selfNode
    /// A member of the type: `badgeNode`, `self.badgeNode`, `_badgeNode`.
    case member(String)
    /// A local the file declares.
    case local(Int)
    /// A bare name that is neither a local the parser saw nor a member of the type (a local declared by a
    /// macro, a global): the same name in another method may be another thing, so it is tracked within
    /// one member only, the one at this name offset.
    case undeclared(String, inMember: Int)
}

/// A property reached from the object itself, as a key for what two methods of a type both assign
/// (`tableNode.frame`, `collectionNode.view.contentInset.top`, `_tableNode.frame`): the receiver the
/// chain starts from (the object or one of its members; a local of one method is nothing in another)
/// and the member names after it. A node's frame and bounds are its view's (`tableNode.view.frame` is
/// `tableNode.frame`), as Texture keeps them.
public struct MemberPath: Hashable, Sendable {
    public var root: ReceiverKey
    public var members: [String]
}

extension RuleContext {
    /// The member path `expr` writes or reads, seen from code in `region`; nil unless it is a chain of
    /// members from the object or one of its members.
    public func memberPath(_ expr: Expr, in region: AnalyzedRegion) -> MemberPath? {
        var names: [String] = []
        var current = expr.unparenthesized
        while case .member(let base?, let name, _) = current {
            names.append(name)
            if let root = receiverKey(base, in: region) {
                switch root {
                case .selfNode, .member: break
                case .local, .undeclared: return nil
                }
                var members = Array(names.reversed())
                if root != .selfNode, members.count == 2, members[0] == "view", members[1] == "frame" || members[1] == "bounds" {
                    members.removeFirst()
                }
                return MemberPath(root: root, members: members)
            }
            current = base.unparenthesized
        }
        return nil
    }
}
