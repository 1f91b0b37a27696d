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
