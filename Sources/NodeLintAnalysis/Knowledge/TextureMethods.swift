import NodeLintModel

/// A Texture method as Swift imports it, by every full name it has (base name and argument labels).
/// Calls match by full name, never by base name alone: a project helper `transitionLayout()` is not
/// Texture's `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`. An
/// Objective-C message matches by its number of arguments (the Swift name keeps the selector's pieces).
public struct TextureMethod: Sendable {
    public let base: String
    /// Outline signatures: `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`.
    public let signatures: [String]

    public init(_ signatures: String...) {
        self.signatures = signatures
        base = String(signatures[0].prefix { $0 != "(" })
    }

    /// Whether a call with these arguments, written in `language`, can be a call of this method.
    public func accepts(_ arguments: [Argument], language: Language) -> Bool {
        let shapes = arguments.map(\.shape)
        switch language {
        case .swift:
            return signatures.contains { CallMatching.swiftArguments(shapes, fitSignature: $0) }
        case .objectiveC:
            return signatures.contains { CallMatching.objcArguments(shapes, fitCount: CallMatching.labels(ofSignature: $0).count) }
        }
    }
}

/// The Texture methods rules look for (Source/ASDisplayNode.h, ASDisplayNode+Beta.h, ASDisplayNode+Layout.mm).
public enum TextureMethods {
    /// ASDisplayNode.h (Layout Transitioning): `-transitionLayoutWithAnimation:shouldMeasureAsync:measurementCompletion:`
    /// and `-transitionLayoutWithSizeRange:animated:shouldMeasureAsync:measurementCompletion:`.
    public static let transitionLayout = TextureMethod(
        "transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)",
        "transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)")

    /// ASDisplayNode.h (Layout): `-layoutThatFits:` and `-layoutThatFits:parentSize:`.
    public static let layoutThatFits = TextureMethod("layoutThatFits(_:)", "layoutThatFits(_:parentSize:)")

    /// ASDisplayNode.h (Managing the Node Hierarchy).
    public static let addSubnode = TextureMethod("addSubnode(_:)")
    public static let insertSubnode = TextureMethod(
        "insertSubnode(_:at:)", "insertSubnode(_:belowSubnode:)", "insertSubnode(_:aboveSubnode:)")
    public static let replaceSubnode = TextureMethod("replaceSubnode(_:withSubnode:)")
    public static let removeFromSupernode = TextureMethod("removeFromSupernode()")
    /// The calls that change a node's subnodes.
    public static let hierarchyChanges: [TextureMethod] = [addSubnode, insertSubnode, replaceSubnode, removeFromSupernode]
    /// Their base names, for rules that match any call of them by name.
    public static let hierarchyChangeNames: Set<String> = Set(hierarchyChanges.map(\.base))
    /// The base names of the calls that add a subnode (all of `hierarchyChanges` but `removeFromSupernode`).
    public static let subnodeAdditionNames: Set<String> = Set([addSubnode, insertSubnode, replaceSubnode].map(\.base))
}
