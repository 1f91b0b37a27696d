import Foundation

/// The collection view an ASCollectionNode creates (reach it through `collectionNode.view` after load).
open class ASCollectionView: UICollectionView {
    weak var collectionNode: ASCollectionNode?

    /// Texture's container views run their node's layout pass (the data loads on the first one).
    open override func layoutSubviews() {
        super.layoutSubviews()
        owningNode?.performLayoutPass()
    }

    /// Asserts the main thread (ASCollectionView.mm:963-967 → performBatchAnimated) and feeds the
    /// node's data controller.
    open override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let collectionNode else { return }
        collectionNode.performBatch(animated: true, updates: updates, completion: completion)
    }
}

/// A collection of cell nodes (Source/ASCollectionNode.h). The data source is asked on main; node
/// blocks run later on background threads; update and query APIs are main-thread-only (`collection-update-off-main`).
open class ASCollectionNode: ASDisplayNode {
    let core: ContainerCore
    private let layoutObject: UICollectionViewLayout
    private weak var dataSourceObject: ASCollectionDataSource?
    private weak var delegateObject: ASCollectionDelegate?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutObject = layout
        let horizontal = (layout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
        core = ContainerCore(axis: horizontal ? .horizontal : .vertical)
        super.init()
        core.container = self
        state.modify { $0.isSynchronous = true }
        core.adapter = makeAdapter()
    }

    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(collectionViewLayout: layout)
        self.frame = frame
    }

    public convenience override init() {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    override func makeDefaultView() -> UIView {
        let view = ASCollectionView(frame: .zero, collectionViewLayout: layoutObject)
        view.collectionNode = self
        return view
    }

    public override var view: ASCollectionView {
        (viewForUserCode() as? ASCollectionView) ?? asModelInternal { ASCollectionView(frame: .zero, collectionViewLayout: layoutObject) }
    }

    open override var supportsLayerBacking: Bool { false }

    /// Any thread before load; the data source is applied to the view in `didLoad`.
    public weak var dataSource: ASCollectionDataSource? {
        get { dataSourceObject }
        set { dataSourceObject = newValue }
    }
    public weak var delegate: ASCollectionDelegate? {
        get { delegateObject }
        set { delegateObject = newValue }
    }

    public var leadingScreensForBatching: CGFloat {
        get { core.leadingScreensForBatching }
        set { core.leadingScreensForBatching = newValue }
    }

    public var collectionViewLayout: UICollectionViewLayout { layoutObject }

    /// Wires the view to the node and applies the pending data source (ASCollectionNode.mm:305-330):
    /// a subclass that skips super never shows data.
    open override func didLoad() {
        super.didLoad()
        core.viewDidLoad()
    }

    open override func layout() {
        super.layout()
        core.containerDidLayout()
    }

    open override func didEnterVisibleState() {
        super.didEnterVisibleState()
        core.updateRanges()
    }

    private func makeAdapter() -> ContainerAdapter {
        ContainerAdapter(
            numberOfSections: { [unowned self] in dataSource?.numberOfSections(in: self) ?? 0 },
            numberOfItems: { [unowned self] in dataSource?.collectionNode(self, numberOfItemsInSection: $0) ?? 0 },
            cellSource: { [unowned self] indexPath in
                guard let dataSource else { return nil }
                return .asking(block: { dataSource.collectionNode(self, nodeBlockForItemAt: indexPath) },
                               node: { dataSource.collectionNode(self, nodeForItemAt: indexPath) })
            },
            constrainedSize: { [unowned self] indexPath in
                guard let delegate else { return nil }
                let size = DefaultImplementation.probe { delegate.collectionNode(self, constrainedSizeForItemAt: indexPath) }
                return size.usedDefault ? nil : size.result
            },
            shouldBatchFetch: { [unowned self] in delegate?.shouldBatchFetch(for: self) ?? false },
            willBeginBatchFetch: { [unowned self] context in
                guard let delegate else { return false }
                return !DefaultImplementation.probe { delegate.collectionNode(self, willBeginBatchFetchWith: context) }.usedDefault
            },
            willDisplay: { [unowned self] node in delegate?.collectionNode(self, willDisplayItemWith: node) },
            dataSource: { [unowned self] in dataSource },
            nodeMethod: OverridableMethod(name: "collectionNode", requiredLabels: ["nodeForItemAt"]),
            nodeBlockMethod: OverridableMethod(name: "collectionNode", requiredLabels: ["nodeBlockForItemAt"]))
    }

    // MARK: Updates (main thread; Source/ASCollectionNode.mm:975-1161)

    public func reloadData() { reloadData(completion: nil) }

    public func reloadData(completion: (() -> Void)?) {
        OneTimeSetupCheck.observe("reloadData()", on: self)
        core.onMain("reloadData") { self.core.submit(.reloadData) { _ in completion?() } }
    }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(animated: true, updates: updates, completion: completion)
    }

    public func performBatch(animated: Bool, updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        core.performBatch(updates: updates, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        core.onMain("insertItems(at:)") { self.core.submit(.insertItems(indexPaths)) }
    }
    public func deleteItems(at indexPaths: [IndexPath]) {
        core.onMain("deleteItems(at:)") { self.core.submit(.deleteItems(indexPaths)) }
    }
    public func reloadItems(at indexPaths: [IndexPath]) {
        core.onMain("reloadItems(at:)") { self.core.submit(.reloadItems(indexPaths)) }
    }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        core.onMain("moveItem(at:to:)") { self.core.submit(.moveItem(indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) {
        core.onMain("insertSections(_:)") { self.core.submit(.insertSections(sections)) }
    }
    public func deleteSections(_ sections: IndexSet) {
        core.onMain("deleteSections(_:)") { self.core.submit(.deleteSections(sections)) }
    }
    public func reloadSections(_ sections: IndexSet) {
        core.onMain("reloadSections(_:)") { self.core.submit(.reloadSections(sections)) }
    }
    public func relayoutItems() {
        core.onMain("relayoutItems()") { self.core.submit(.reloadData) }
    }

    public func waitUntilAllUpdatesAreProcessed() { core.waitUntilAllUpdatesAreProcessedOnMain() }

    public var isProcessingUpdates: Bool { core.isProcessingUpdates }

    // MARK: Queries (main thread)

    public var visibleNodes: [ASCellNode] {
        core.checkMainThread("visibleNodes")
        return core.visibleNodes
    }
    public var indexPathsForVisibleItems: [IndexPath] {
        core.checkMainThread("indexPathsForVisibleItems")
        return core.indexPathsForVisibleItems()
    }
    public func nodeForItem(at indexPath: IndexPath) -> ASCellNode? {
        core.checkMainThread("nodeForItem(at:)")
        return core.node(at: indexPath)
    }
    public func indexPath(for cellNode: ASCellNode) -> IndexPath? {
        core.checkMainThread("indexPath(for:)")
        return cellNode.owningContainer === self ? cellNode.indexPath : nil
    }
    public var numberOfSections: Int {
        core.checkMainThread("numberOfSections")
        return core.numberOfSections
    }
    public func numberOfItems(inSection section: Int) -> Int {
        core.checkMainThread("numberOfItems(inSection:)")
        return core.numberOfItems(in: section)
    }
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        core.checkMainThread("scrollToItem(at:at:animated:)")
    }
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        core.checkMainThread("selectItem(at:animated:scrollPosition:)")
    }
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        core.checkMainThread("deselectItem(at:animated:)")
    }
}
