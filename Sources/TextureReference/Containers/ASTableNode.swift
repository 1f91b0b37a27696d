import Foundation

/// The table view an ASTableNode creates (reach it through `tableNode.view` after load).
open class ASTableView: UITableView {
    weak var tableNode: ASTableNode?

    /// Texture's container views run their node's layout pass (the data loads on the first one).
    open override func layoutSubviews() {
        super.layoutSubviews()
        owningNode?.performLayoutPass()
    }

    // The table view's own update API asserts the main thread too (ASTableView.mm:686-711, 819-823)
    // and feeds the node's data controller.

    open override func reloadData() {
        if let tableNode { OneTimeSetupCheck.observe("reloadData()", on: tableNode) }
        onMain("ASTableView.reloadData()") { self.tableNode?.core.submit(.reloadData) }
    }
    open override func beginUpdates() {
        onMain("ASTableView.beginUpdates()") { self.tableNode?.core.beginBatch() }
    }
    open override func endUpdates() {
        onMain("ASTableView.endUpdates()") { self.tableNode?.core.endBatch(completion: nil) }
    }

    private func onMain(_ api: String, _ work: @escaping () -> Void) {
        let onMain = tableNode?.core.checkMainThread(api) ?? ContainerCore.checkMainThread(api)
        if onMain { work() } else { MainQueue.async(work) }
    }
}

/// A table of cell nodes (Source/ASTableNode.h): the same contracts as ASCollectionNode.
open class ASTableNode: ASDisplayNode {
    let core = ContainerCore(axis: .vertical)
    private let tableStyle: UITableView.Style
    private weak var dataSourceObject: ASTableDataSource?
    private weak var delegateObject: ASTableDelegate?

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init()
        core.container = self
        state.modify { $0.isSynchronous = true }
        core.adapter = makeAdapter()
    }

    public convenience override init() { self.init(style: .plain) }

    override func makeDefaultView() -> UIView {
        let view = ASTableView(frame: .zero, style: tableStyle)
        view.tableNode = self
        return view
    }

    public override var view: ASTableView {
        (viewForUserCode() as? ASTableView) ?? asModelInternal { ASTableView(frame: .zero, style: tableStyle) }
    }

    open override var supportsLayerBacking: Bool { false }

    public weak var dataSource: ASTableDataSource? {
        get { dataSourceObject }
        set { dataSourceObject = newValue }
    }
    public weak var delegate: ASTableDelegate? {
        get { delegateObject }
        set { delegateObject = newValue }
    }
    public var leadingScreensForBatching: CGFloat {
        get { core.leadingScreensForBatching }
        set { core.leadingScreensForBatching = newValue }
    }

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
            numberOfItems: { [unowned self] in dataSource?.tableNode(self, numberOfRowsInSection: $0) ?? 0 },
            cellSource: { [unowned self] indexPath in
                guard let dataSource else { return nil }
                return .asking(block: { dataSource.tableNode(self, nodeBlockForRowAt: indexPath) },
                               node: { dataSource.tableNode(self, nodeForRowAt: indexPath) })
            },
            constrainedSize: { [unowned self] indexPath in
                guard let delegate else { return nil }
                let size = DefaultImplementation.probe { delegate.tableNode(self, constrainedSizeForRowAt: indexPath) }
                return size.usedDefault ? nil : size.result
            },
            shouldBatchFetch: { [unowned self] in delegate?.shouldBatchFetch(for: self) ?? false },
            willBeginBatchFetch: { [unowned self] context in
                guard let delegate else { return false }
                return !DefaultImplementation.probe { delegate.tableNode(self, willBeginBatchFetchWith: context) }.usedDefault
            },
            willDisplay: { [unowned self] node in delegate?.tableNode(self, willDisplayRowWith: node) },
            dataSource: { [unowned self] in dataSource },
            nodeMethod: OverridableMethod(name: "tableNode", requiredLabels: ["nodeForRowAt"]),
            nodeBlockMethod: OverridableMethod(name: "tableNode", requiredLabels: ["nodeBlockForRowAt"]))
    }

    // MARK: Updates (main thread; Source/ASTableNode.mm:584-868)

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

    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        core.onMain("insertRows(at:with:)") { self.core.submit(.insertItems(indexPaths)) }
    }
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        core.onMain("deleteRows(at:with:)") { self.core.submit(.deleteItems(indexPaths)) }
    }
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        core.onMain("reloadRows(at:with:)") { self.core.submit(.reloadItems(indexPaths)) }
    }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        core.onMain("moveRow(at:to:)") { self.core.submit(.moveItem(indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        core.onMain("insertSections(_:with:)") { self.core.submit(.insertSections(sections)) }
    }
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        core.onMain("deleteSections(_:with:)") { self.core.submit(.deleteSections(sections)) }
    }
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        core.onMain("reloadSections(_:with:)") { self.core.submit(.reloadSections(sections)) }
    }

    public func waitUntilAllUpdatesAreProcessed() { core.waitUntilAllUpdatesAreProcessedOnMain() }

    // MARK: Queries (main thread)

    public var visibleNodes: [ASCellNode] {
        core.checkMainThread("visibleNodes")
        return core.visibleNodes
    }
    public func indexPathsForVisibleRows() -> [IndexPath] {
        core.checkMainThread("indexPathsForVisibleRows()")
        return core.indexPathsForVisibleItems()
    }
    public func nodeForRow(at indexPath: IndexPath) -> ASCellNode? {
        core.checkMainThread("nodeForRow(at:)")
        return core.node(at: indexPath)
    }
    public func indexPath(for cellNode: ASCellNode) -> IndexPath? {
        core.checkMainThread("indexPath(for:)")
        return cellNode.owningContainer === self ? cellNode.indexPath : nil
    }
    public func numberOfRows(inSection section: Int) -> Int {
        core.checkMainThread("numberOfRows(inSection:)")
        return core.numberOfItems(in: section)
    }
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        core.checkMainThread("scrollToRow(at:at:animated:)")
    }
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        core.checkMainThread("selectRow(at:animated:scrollPosition:)")
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        core.checkMainThread("deselectRow(at:animated:)")
    }
}
