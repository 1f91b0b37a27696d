import NodeLintModel

/// Data-source and delegate methods of Texture's containers (and UIKit's cell providers), recognised by
/// their Swift spelling: the base name says which container, the labels which method. The base name is
/// checked first so that ordinary methods cost one set lookup.
public enum ContainerMethod: Sendable, Equatable {
    /// `collectionNode(_:nodeBlockForItemAt:)` and friends: runs on main, returns a node block.
    case nodeBlock
    /// `tableNode(_:nodeForRowAt:)` and friends: runs on main, returns a node.
    case nodeFor
    /// `collectionNode(_:willBeginBatchFetchWith:)`: called on a background queue.
    case batchFetch
    /// UIKit's `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    case uikitCellProvider

    static let textureContainers: Set<String> = ["collectionNode", "tableNode", "pagerNode"]
    static let uikitContainers: Set<String> = ["tableView", "collectionView"]
    private static let containerNameLengths = NameLengths(textureContainers.union(uikitContainers))

    /// Base names without which a file declares no method of Texture's containers.
    static let textureContainerWords = textureContainers.sorted()

    /// The labels of UIKit's cell providers: a file without them declares none.
    static let uikitProviderWords = ["cellForRowAt", "cellForItemAt", "viewForSupplementaryElementOfKind"]

    /// Whether a UIKit cell provider in a file with these bytes may host a node: it calls `addSubnode`,
    /// or `addSubview`/`insertSubview` and passes a `.view` somewhere (what node-in-uikit-container
    /// reports is a node's `view` as the call's first argument). A file that cannot declares no provider
    /// that concerns Texture: reading and analysing every table and collection data source of an app
    /// (and following each name they mention) brought most of its declarations into the graph of a run
    /// on one node file, for nothing a rule could report.
    public static func uikitProviderMayHostNodes(_ bytes: [UInt8]) -> Bool {
        NodeLintModel.bytes(bytes, contain: "addSubnode")
            || ((NodeLintModel.bytes(bytes, contain: "addSubview") || NodeLintModel.bytes(bytes, contain: "insertSubview"))
                && passesAView(bytes))
    }

    /// Whether the bytes hold `.view` as an argument that ends there: followed, after any white space,
    /// by `)`, `,` or `]` (`addSubview(node.view)`, `insertSubview(node.view, at: 0)`,
    /// `[cell.contentView addSubview:node.view]`) or by an Objective-C selector's next part
    /// (`insertSubview:node.view atIndex:0`). `self.view.addSubview(label)` passes none.
    static func passesAView(_ bytes: [UInt8]) -> Bool {
        var from = 0
        while let dot = firstOffset(of: ".view", in: bytes, from: from) {
            from = dot + 5
            var i = from
            guard i < bytes.count, !IdentifierScan.isIdentifierContinue(bytes[i]) else { continue }
            while i < bytes.count, isWhiteSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { return false }
            switch bytes[i] {
            case UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "]"):
                return true
            case let b where i > from && IdentifierScan.isIdentifierStart(b):
                // A selector part: an identifier, then a colon.
                while i < bytes.count, IdentifierScan.isIdentifierContinue(bytes[i]) { i += 1 }
                if i < bytes.count, bytes[i] == UInt8(ascii: ":") { return true }
            default:
                continue
            }
        }
        return false
    }

    private static func isWhiteSpace(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
    }

    /// Whether a file with these bytes may declare a container method that concerns Texture (what
    /// `ClassGraphQueries.declaresTextureTypes` looks for in its summary): a Texture container's, or a
    /// UIKit cell provider that may host a node. A file for which this is false declares none, and
    /// needs no reading of its declarations to know it (FirstPassTriage).
    public static func mayDeclareMethodConcerningTexture(_ bytes: [UInt8]) -> Bool {
        textureContainerWords.contains { NodeLintModel.bytes(bytes, contain: $0) }
            || (uikitProviderWords.contains { NodeLintModel.bytes(bytes, contain: $0) } && uikitProviderMayHostNodes(bytes))
    }

    /// The kind of a method from its name (`collectionNode`) and outline signature
    /// (`collectionNode(_:nodeBlockForItemAt:)`); nil for every other method.
    public static func kind(name: String, signature: String) -> ContainerMethod? {
        // Asked of every function of every type: most names are turned away by their length, before
        // the sets hash them.
        guard containerNameLengths.admits(name) else { return nil }
        let isTexture = textureContainers.contains(name)
        guard isTexture || uikitContainers.contains(name) else { return nil }
        let labels = signatureLabels(signature)
        guard labels.count >= 2 else { return nil }
        let label = labels[1]
        // Texture's methods also under the views' names: ASTableView's and ASCollectionView's own data
        // sources (`tableView(_:nodeBlockForRowAt:)`: Texture 1.x, deprecated in 2.x), which UIKit's
        // protocols share no label with; and as Swift 2 imported them (`nodeBlockForRowAtIndexPath`).
        switch label {
        case "nodeBlockForItemAt", "nodeBlockForRowAt", "nodeBlockAt", "nodeBlockForSupplementaryElementOfKind",
             "nodeBlockForItemAtIndexPath", "nodeBlockForRowAtIndexPath":
            return .nodeBlock
        case "nodeForItemAt", "nodeForRowAt", "nodeAt", "nodeForSupplementaryElementOfKind",
             "nodeForItemAtIndexPath", "nodeForRowAtIndexPath":
            return .nodeFor
        case "willBeginBatchFetchWith", "willBeginBatchFetchWithContext":
            return .batchFetch
        default:
            break
        }
        guard !isTexture else { return nil }
        switch label {
        case "cellForRowAt", "cellForItemAt", "viewForSupplementaryElementOfKind": return .uikitCellProvider
        default: return nil
        }
    }

    /// `f(_:label:)` -> ["_", "label"].
    static func signatureLabels(_ signature: String) -> [Substring] {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return [] }
        return signature[signature.index(after: open)..<close].split(separator: ":")
    }
}
