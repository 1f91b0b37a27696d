import Foundation

/// A horizontally paging collection (Source/ASPagerNode.h) with a horizontal flow layout
/// (ASPagerNode.mm:55-57 asserts it).
open class ASPagerFlowLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }
}

open class ASPagerNode: ASCollectionNode {
    private weak var pagerDataSourceObject: ASPagerDataSource?

    public override init(collectionViewLayout layout: UICollectionViewLayout) {
        if (layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal {
            Report.violationHere(RuleID.noRule, "ASPagerNode requires a horizontal flow layout",
                                 evidence: .textureAssertion)
        }
        super.init(collectionViewLayout: layout)
        core.adapter = makePagerAdapter()
    }

    public convenience init() { self.init(collectionViewLayout: ASPagerFlowLayout()) }

    public func setDataSource(_ dataSource: ASPagerDataSource?) { pagerDataSourceObject = dataSource }
    /// The collection node's own `delegate`, as in Texture where `setDelegate:` is the property's setter:
    /// a delegate set either way gets the pager's calls.
    public func setDelegate(_ delegate: ASPagerDelegate?) { self.delegate = delegate }

    public var currentPageIndex: Int {
        let width = boundsForModel().width
        return width > 0 ? Int((core.currentOffset / width).rounded()) : 0
    }

    public func scrollToPage(at index: Int, animated: Bool) {
        core.checkMainThread("scrollToPage(at:animated:)")
        core.scroll(to: CGFloat(index) * boundsForModel().width)
    }

    public func nodeForPage(at index: Int) -> ASCellNode {
        core.checkMainThread("nodeForPage(at:)")
        return core.node(at: IndexPath(item: index, section: 0)) ?? asModelInternal { ASCellNode() }
    }

    private func makePagerAdapter() -> ContainerAdapter {
        ContainerAdapter(
            numberOfSections: { 1 },
            numberOfItems: { [unowned self] _ in pagerDataSourceObject?.numberOfPages(in: self) ?? 0 },
            cellSource: { [unowned self] indexPath in
                guard let dataSource = pagerDataSourceObject else { return nil }
                return .asking(block: { dataSource.pagerNode(self, nodeBlockAt: indexPath.item) },
                               node: { dataSource.pagerNode(self, nodeAt: indexPath.item) })
            },
            constrainedSize: { _ in nil },
            shouldBatchFetch: { [unowned self] in delegate?.shouldBatchFetch(for: self) ?? false },
            willBeginBatchFetch: { [unowned self] context in
                guard let delegate else { return false }
                return !DefaultImplementation.probe { delegate.collectionNode(self, willBeginBatchFetchWith: context) }.usedDefault
            },
            willDisplay: { [unowned self] node in delegate?.collectionNode(self, willDisplayItemWith: node) },
            dataSource: { [unowned self] in pagerDataSourceObject },
            nodeMethod: OverridableMethod(name: "pagerNode", requiredLabels: ["nodeAt"]),
            nodeBlockMethod: OverridableMethod(name: "pagerNode", requiredLabels: ["nodeBlockAt"]))
    }
}
