import Foundation

/// A block that creates a cell node; containers run it later, off main, concurrently
/// (Source/ASBlockTypes.h:17).
public typealias ASCellNodeBlock = () -> ASCellNode

/// Handed to `willBeginBatchFetchWith`; `completeBatchFetching` may be called from any thread.
public final class ASBatchContext: NSObject, @unchecked Sendable {
    private let fetching = LockedValue(false)

    public func isFetching() -> Bool { fetching.value }
    public func beginBatchFetching() { fetching.value = true }
    public func completeBatchFetching(_ didComplete: Bool) { fetching.value = false }
    public func cancelBatchFetching() { fetching.value = false }
}

/// Objective-C protocols have optional methods; Swift conformers implement some. The model gives each
/// optional requirement a default implementation that marks, on the calling thread, that the default
/// ran — that is how it knows whether the app implemented `nodeBlockForItemAt` or `nodeForItemAt`.
enum DefaultImplementation {
    private static let key = "TextureReference.DefaultImplementationUsed"

    static func markUsed() { Thread.current.threadDictionary[key] = true }

    /// Calls `body` and tells whether the called method was a default implementation.
    static func probe<R>(_ body: () -> R) -> (result: R, usedDefault: Bool) {
        Thread.current.threadDictionary[key] = false
        let result = body()
        let used = (Thread.current.threadDictionary[key] as? Bool) ?? false
        Thread.current.threadDictionary[key] = false
        return (result, used)
    }
}

/// Placeholder cell for unimplemented data-source methods (never shown: the default is detected).
func unimplementedCellNode() -> ASCellNode { asModelInternal { ASCellNode() } }

// MARK: - ASCollectionNode

public protocol ASCollectionDataSource: AnyObject {
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
}

extension ASCollectionDataSource {
    public func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }
    public func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 0 }
    public func collectionNode(_ collectionNode: ASCollectionNode,
                               nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        DefaultImplementation.markUsed()
        return unimplementedCellNode
    }
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        DefaultImplementation.markUsed()
        return unimplementedCellNode()
    }
}

public protocol ASCollectionDelegate: AnyObject {
    func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath)
    func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange
    func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode)
    func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool
    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASCollectionDelegate {
    public func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {}
    public func collectionNode(_ collectionNode: ASCollectionNode,
                               constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
        DefaultImplementation.markUsed()
        return .zero
    }
    public func collectionNode(_ collectionNode: ASCollectionNode, willDisplayItemWith node: ASCellNode) {}
    public func shouldBatchFetch(for collectionNode: ASCollectionNode) -> Bool { true }
    public func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        DefaultImplementation.markUsed()
    }
}

// MARK: - ASTableNode

public protocol ASTableDataSource: AnyObject {
    func numberOfSections(in tableNode: ASTableNode) -> Int
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
}

extension ASTableDataSource {
    public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
    public func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 0 }
    public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        DefaultImplementation.markUsed()
        return unimplementedCellNode
    }
    public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        DefaultImplementation.markUsed()
        return unimplementedCellNode()
    }
}

public protocol ASTableDelegate: AnyObject {
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath)
    func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange
    func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode)
    func shouldBatchFetch(for tableNode: ASTableNode) -> Bool
    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext)
}

extension ASTableDelegate {
    public func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {}
    public func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> ASSizeRange {
        DefaultImplementation.markUsed()
        return .zero
    }
    public func tableNode(_ tableNode: ASTableNode, willDisplayRowWith node: ASCellNode) {}
    public func shouldBatchFetch(for tableNode: ASTableNode) -> Bool { true }
    public func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        DefaultImplementation.markUsed()
    }
}

// MARK: - ASPagerNode

public protocol ASPagerDataSource: AnyObject {
    func numberOfPages(in pagerNode: ASPagerNode) -> Int
    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock
    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode
}

extension ASPagerDataSource {
    public func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        DefaultImplementation.markUsed()
        return unimplementedCellNode
    }
    public func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
        DefaultImplementation.markUsed()
        return unimplementedCellNode()
    }
}

public protocol ASPagerDelegate: ASCollectionDelegate {}
