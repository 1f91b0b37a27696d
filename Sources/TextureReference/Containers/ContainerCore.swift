import Foundation

/// Where a cell comes from.
enum CellSource {
    case block(ASCellNodeBlock)
    case node(ASCellNode)

    /// Texture's rule for every container: the data source's node block when it implements one,
    /// else its node, else nothing.
    static func asking(block: () -> ASCellNodeBlock, node: () -> ASCellNode) -> CellSource? {
        let probedBlock = DefaultImplementation.probe(block)
        if !probedBlock.usedDefault { return .block(probedBlock.result) }
        let probedNode = DefaultImplementation.probe(node)
        return probedNode.usedDefault ? nil : .node(probedNode.result)
    }
}

/// The questions a container asks its data source and delegate (on main), as closures so collection,
/// table and pager nodes can share one data controller.
struct ContainerAdapter {
    var numberOfSections: () -> Int
    var numberOfItems: (Int) -> Int
    /// The node block (preferred) or node for an item; nil when neither method is implemented.
    var cellSource: (IndexPath) -> CellSource?
    /// nil when the delegate does not say.
    var constrainedSize: (IndexPath) -> ASSizeRange?
    var shouldBatchFetch: () -> Bool
    /// Returns false when the delegate does not implement it.
    var willBeginBatchFetch: (ASBatchContext) -> Bool
    var willDisplay: (ASCellNode) -> Void
    /// The data source (for locating the method that hands out the same node for two items).
    var dataSource: () -> AnyObject?
    /// `nodeForItemAt` / `nodeForRowAt` / `nodeAt`.
    var nodeMethod: OverridableMethod
    /// `nodeBlockForItemAt` / `nodeBlockForRowAt` / `nodeBlockAt`.
    var nodeBlockMethod: OverridableMethod
}

/// One item: its source, and the node once the data controller allocated it.
final class ElementBox: @unchecked Sendable {
    let source: CellSource
    let constrainedSize: ASSizeRange
    private let allocated = LockedValue<ASCellNode?>(nil)

    init(source: CellSource, constrainedSize: ASSizeRange) {
        self.source = source
        self.constrainedSize = constrainedSize
    }

    var node: ASCellNode? {
        get { allocated.value }
        set { allocated.value = newValue }
    }
}

/// A container update (UIKit batch-update semantics: reloads and deletes use old index paths,
/// inserts new ones).
enum ContainerChange {
    case reloadData
    case insertItems([IndexPath]), deleteItems([IndexPath]), reloadItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
    case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet)
}

/// The data controller and range controller of a container (Source/Details/ASDataController.mm,
/// ASRangeController.mm), reduced to what the contracts need:
///
/// - data-source methods are called on main, when the update is made;
/// - node blocks run later on background threads, several at once (the model's executor), each new
///   cell is measured on the thread that created it, and the result is committed on main in order;
/// - a simulated scroll moves cells through the preload, display and visible ranges (Texture's full
///   tuning: display 1 screen ahead / 0.5 behind, preload 2.5 / 1.5) and triggers batch fetching
///   (`willBeginBatchFetchWith` on a background queue) when less than `leadingScreensForBatching`
///   screens of content remain.
final class ContainerCore: @unchecked Sendable {
    enum Axis { case vertical, horizontal }

    weak var container: ASDisplayNode?
    let axis: Axis
    var adapter: ContainerAdapter?
    var leadingScreensForBatching: CGFloat = 2
    let batchContext = ASBatchContext()

    private var pending: [[ElementBox]] = []
    /// Written on main at commit. The query API may be called off main (that is `collection-update-off-main`, recorded, and
    /// the call still answers as Texture's would in Release), so those reads take the lock.
    private(set) var committed: [[ElementBox]] {
        get { committedLock.withLock { committedStorage } }
        set { committedLock.withLock { committedStorage = newValue } }
    }
    private var committedStorage: [[ElementBox]] = []
    private let committedLock = NSLock()
    private var hasLoadedData = false
    private var viewIsReady = false
    private var batchDepth = 0
    private var batchChanges: [ContainerChange] = []
    private var waitingCompletions: [(Bool) -> Void] = []
    private var cellFrames: [ObjectIdentifier: CGRect] = [:]
    private var lastOffset: CGFloat = 0
    private var lastCrossSize: CGFloat = 0
    private var scrollingForward = true
    private let batchFetchUnimplemented = LockedValue(false)
    private let editingQueue = DispatchQueue(label: "TextureReference.dataController.editing")
    private let inFlight = LockedValue(0)
    private let racedOffMain = LockedValue(false)

    init(axis: Axis) { self.axis = axis }

    var isProcessingUpdates: Bool { inFlight.value > 0 }

    // MARK: Main-thread assertion of the update API (collection-update-off-main)

    /// Texture's `ASDisplayNodeAssertMainThread()` at the top of each update/query method. Off main the
    /// model records it and does the work on main.
    @discardableResult
    static func checkMainThread(_ api: String) -> Bool {
        if isMainThread() { return true }
        Report.violationHere(RuleID.collectionUpdateOffMain, "\(TextureMessage.mainThread) (\(api))",
                             evidence: .textureAssertion)
        return false
    }

    /// The same check for this container. Once the app has updated or queried it off main, its data
    /// source and the data controller race (the app mutates its model on one thread while the
    /// container reads it on another), so a later count mismatch is a consequence of that recorded
    /// violation and is not reported again.
    @discardableResult
    func checkMainThread(_ api: String) -> Bool {
        if isMainThread() { return true }
        Self.checkMainThread(api)
        racedOffMain.value = true
        return false
    }

    /// Runs the work of a main-thread-only update API: now on main; off main the violation is recorded
    /// and the work goes to the main queue, so the run goes on as a release build would.
    func onMain(_ api: String, _ work: @escaping () -> Void) {
        if checkMainThread(api) { work() } else { MainQueue.async(work) }
    }

    /// `performBatch(animated:updates:completion:)` of both containers.
    func performBatch(updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        onMain("performBatch(animated:updates:completion:)") {
            self.beginBatch()
            updates?()
            self.endBatch(completion: completion)
        }
    }

    /// `waitUntilAllUpdatesAreProcessed()` of both containers: main only.
    func waitUntilAllUpdatesAreProcessedOnMain() {
        if checkMainThread("waitUntilAllUpdatesAreProcessed()") { waitUntilAllUpdatesAreProcessed() }
    }

    // MARK: Updates

    func beginBatch() { batchDepth += 1 }

    func endBatch(completion: ((Bool) -> Void)?) {
        batchDepth -= 1
        guard batchDepth == 0 else {
            if let completion { waitingCompletions.append(completion) }
            return
        }
        let changes = batchChanges
        batchChanges = []
        process(changes, completion: completion)
    }

    func submit(_ change: ContainerChange, completion: ((Bool) -> Void)? = nil) {
        if batchDepth > 0 {
            batchChanges.append(change)
            if let completion { waitingCompletions.append(completion) }
            return
        }
        process([change], completion: completion)
    }

    /// The container's view exists (didLoad ran); data can load once it has a size.
    func viewDidLoad() { viewIsReady = true }

    /// Called from the container's layout pass: the first one with a size loads the data.
    func containerDidLayout() {
        guard viewIsReady, let container, container.boundsForModel().size != .zero else { return }
        let size = container.boundsForModel().size
        let crossSize = axis == .vertical ? size.width : size.height
        defer { lastCrossSize = crossSize }
        if !hasLoadedData {
            hasLoadedData = true
            process([.reloadData], completion: nil)
        } else if crossSize != lastCrossSize, inFlight.value == 0 {
            relayoutAllNodes()
        } else {
            updateRanges()
        }
    }

    /// The container's width changed (rotation, split screen): every cell is measured again, on main
    /// (ASDataController's relayoutAllNodes).
    private func relayoutAllNodes() {
        for (section, boxes) in committed.enumerated() {
            for (item, box) in boxes.enumerated() {
                guard let node = box.node else { continue }
                node.invalidateCalculatedLayout()
                _ = node.layoutThatFits(constrainedSize(for: IndexPath(item: item, section: section)))
            }
        }
        commit(committed)
    }

    private func process(_ changes: [ContainerChange], completion: ((Bool) -> Void)?) {
        guard hasLoadedData, let adapter else {
            if let completion { waitingCompletions.append(completion) }
            return
        }
        var sections = pending
        var needsFullReload = false
        let ordered = changes.sorted { rank($0) < rank($1) }
        for change in ordered {
            switch change {
            case .reloadData: needsFullReload = true
            case .reloadItems(let paths):
                for path in paths where valid(path, in: sections) { sections[path.section][path.item] = makeBox(path) }
            case .reloadSections(let set):
                for section in set where section < sections.count {
                    sections[section] = (0..<adapter.numberOfItems(section)).map { makeBox(IndexPath(item: $0, section: section)) }
                }
            case .deleteItems(let paths):
                for path in paths.sorted(by: >) where valid(path, in: sections) {
                    sections[path.section].remove(at: path.item)
                }
            case .deleteSections(let set):
                for section in set.sorted(by: >) where section < sections.count { sections.remove(at: section) }
            case .insertSections(let set):
                for section in set.sorted() where section <= sections.count {
                    sections.insert((0..<adapter.numberOfItems(section)).map { makeBox(IndexPath(item: $0, section: section)) },
                                    at: section)
                }
            case .insertItems(let paths):
                for path in paths.sorted() where path.section < sections.count && path.item <= sections[path.section].count {
                    sections[path.section].insert(makeBox(path), at: path.item)
                }
            case .moveItem(let from, let to):
                if valid(from, in: sections) {
                    let box = sections[from.section].remove(at: from.item)
                    if to.section < sections.count, to.item <= sections[to.section].count {
                        sections[to.section].insert(box, at: to.item)
                    }
                }
            }
        }
        if needsFullReload {
            sections = fullQuery()
        } else if !countsMatchDataSource(sections) {
            sections = fullQuery()
        }
        pending = sections
        allocate(sections, completion: completion)
    }

    private func rank(_ change: ContainerChange) -> Int {
        switch change {
        case .reloadData: return 0
        case .reloadItems, .reloadSections: return 1
        case .deleteItems: return 2
        case .deleteSections: return 3
        case .insertSections: return 4
        case .insertItems: return 5
        case .moveItem: return 6
        }
    }

    private func valid(_ path: IndexPath, in sections: [[ElementBox]]) -> Bool {
        path.section < sections.count && path.item < sections[path.section].count
    }

    private func fullQuery() -> [[ElementBox]] {
        guard let adapter else { return [] }
        let sectionCount = withExecutionContext(.mainCallback(.dataSource)) { adapter.numberOfSections() }
        return (0..<max(0, sectionCount)).map { section in
            let items = withExecutionContext(.mainCallback(.dataSource)) { adapter.numberOfItems(section) }
            return (0..<max(0, items)).map { makeBox(IndexPath(item: $0, section: section)) }
        }
    }

    /// UIKit's batch-update consistency check ("Invalid update: invalid number of items").
    private func countsMatchDataSource(_ sections: [[ElementBox]]) -> Bool {
        guard let adapter else { return true }
        let expectedSections = withExecutionContext(.mainCallback(.dataSource)) { adapter.numberOfSections() }
        var matches = expectedSections == sections.count
        if matches {
            for (index, section) in sections.enumerated() {
                let expected = withExecutionContext(.mainCallback(.dataSource)) { adapter.numberOfItems(index) }
                if expected != section.count {
                    matches = false
                    guard !racedOffMain.value else { continue }
                    Report.violationHere(RuleID.noRule,
                                         "Invalid update: invalid number of items in section \(index). The number of items after the update (\(expected)) must be equal to the number before plus or minus the inserted or deleted items (\(section.count)).",
                                         evidence: .observed)
                }
            }
        }
        return matches
    }

    /// Asks the data source for an item's node block (or node) and constrained size, on main.
    private func makeBox(_ indexPath: IndexPath) -> ElementBox {
        let size = constrainedSize(for: indexPath)
        let source = withExecutionContext(.mainCallback(.dataSource)) { adapter?.cellSource(indexPath) }
        guard let source else { return ElementBox(source: .node(unimplementedCellNode()), constrainedSize: size) }
        return ElementBox(source: source, constrainedSize: size)
    }

    /// `cell-node-reuse`: containers own their cell nodes and never reuse them. Texture does not check it: a node
    /// handed out for two items that exist at the same time is put in whichever cell UIKit configures
    /// last (ASRangeController's configureContentView moves its view there), so the other item shows
    /// nothing, and the node's index path and frame belong to one item only. That state is what the
    /// model observes, at commit. A stored node handed out again after its first item is gone (a
    /// reload) is moved silently and is not reported: nothing observable goes wrong in that run.
    private func reportNodesInSeveralItems(_ snapshot: [[ElementBox]]) {
        var firstItem: [ObjectIdentifier: IndexPath] = [:]
        for (section, boxes) in snapshot.enumerated() {
            for (item, box) in boxes.enumerated() {
                guard let node = box.node else { continue }
                let id = ObjectIdentifier(node)
                let indexPath = IndexPath(item: item, section: section)
                guard let first = firstItem[id] else {
                    firstItem[id] = indexPath
                    continue
                }
                guard ViolationLog.shared.firstTimeInSession("cell-node-reuse|\(id.hashValue)") else { continue }
                let site = CallSite.capture()
                Report.violation(RuleID.cellNodeReuse,
                                 "the data source returned the same \(type(of: node)) for items \(first) and \(indexPath), which exist at the same time: a cell node can be in only one cell, so one of them shows nothing (containers never reuse cell nodes)",
                                 evidence: .observed, at: site.relocated(to: handingOutMethod(of: box) ?? site.location))
            }
        }
    }

    /// The declaration of the data-source method that handed out the box's node (or its node block).
    private func handingOutMethod(of box: ElementBox) -> SourceLocation? {
        guard let adapter, let dataSource = adapter.dataSource() else { return nil }
        let method: OverridableMethod
        switch box.source {
        case .block: method = adapter.nodeBlockMethod
        case .node: method = adapter.nodeMethod
        }
        guard let definition = MethodDefinitions.declaringClasses(of: method, from: type(of: dataSource),
                                                                 upTo: NSObject.self).first?.1 else { return nil }
        return MethodDefinitions.location(of: definition)
    }

    private func constrainedSize(for indexPath: IndexPath) -> ASSizeRange {
        if let size = withExecutionContext(.mainCallback(.dataSource), { adapter?.constrainedSize(indexPath) }) {
            return size
        }
        let bounds = container?.boundsForModel().size ?? .zero
        switch axis {
        case .vertical:
            return ASSizeRange(min: CGSize(width: bounds.width, height: 0),
                               max: CGSize(width: bounds.width, height: .infinity))
        case .horizontal:
            return ASSizeRange(exactly: bounds)
        }
    }

    /// Runs the node blocks concurrently on background threads (ASDataController's ASDispatchApply),
    /// measures each new cell there, then commits on main. Batches commit in the order they were made.
    private func allocate(_ snapshot: [[ElementBox]], completion: ((Bool) -> Void)?) {
        let boxes = snapshot.joined().filter { $0.node == nil }
        let completions = waitingCompletions + (completion.map { [$0] } ?? [])
        waitingCompletions = []
        inFlight.modify { $0 += 1 }
        BackgroundExecutor.group.enter()
        editingQueue.async { [self] in
            let group = DispatchGroup()
            for box in boxes {
                group.enter()
                BackgroundExecutor.queue.async {
                    self.allocateNode(for: box)
                    group.leave()
                }
            }
            group.wait()
            MainQueue.async {
                self.commit(snapshot)
                self.inFlight.modify { $0 -= 1 }
                for completion in completions { completion(true) }
            }
            BackgroundExecutor.group.leave()
        }
    }

    private func allocateNode(for box: ElementBox) {
        let node: ASCellNode
        switch box.source {
        case .block(let block):
            node = withExecutionContext(.nodeBlock) { block() }
        case .node(let existing):
            node = existing
        }
        node.owningContainer = container
        node.state.modify { $0.isRangeManaged = true }
        _ = node.layoutThatFits(box.constrainedSize)
        box.node = node
    }

    // MARK: Commit and ranges (main)

    private func commit(_ snapshot: [[ElementBox]]) {
        let newNodes = Set(snapshot.joined().compactMap { $0.node.map(ObjectIdentifier.init) })
        for box in committed.joined() {
            guard let node = box.node, !newNodes.contains(ObjectIdentifier(node)) else { continue }
            node.setInterfaceStateRecursively([])
            asModelInternal { node.state.value.view?.removeFromSuperviewUnchecked() }
        }
        committed = snapshot
        reportNodesInSeveralItems(snapshot)
        var position: CGFloat = 0
        cellFrames = [:]
        for (section, boxes) in snapshot.enumerated() {
            for (item, box) in boxes.enumerated() {
                guard let node = box.node else { continue }
                node.indexPathValue.value = IndexPath(item: item, section: section)
                let size = node.calculatedSize
                let frame = axis == .vertical
                    ? CGRect(x: 0, y: position, width: size.width, height: size.height)
                    : CGRect(x: position, y: 0, width: size.width, height: size.height)
                position += axis == .vertical ? size.height : size.width
                cellFrames[ObjectIdentifier(node)] = frame
                node.setFrameFromLayout(frame)
            }
        }
        if let scrollView = container?.state.value.view as? UIScrollView {
            let bounds = scrollView.boundsUnchecked.size
            scrollView.$contentSize.value = axis == .vertical ? CGSize(width: bounds.width, height: position)
                                                              : CGSize(width: position, height: bounds.height)
        }
        updateRanges()
    }

    var contentLength: CGFloat {
        guard let scrollView = container?.state.value.view as? UIScrollView else { return 0 }
        let size = scrollView.$contentSize.value
        return axis == .vertical ? size.height : size.width
    }

    /// Scrolls the container's view (main thread) and updates ranges.
    func scroll(to offset: CGFloat) {
        guard let scrollView = container?.state.value.view as? UIScrollView else { return }
        let viewport = viewportLength
        let clamped = max(0, min(offset, max(0, contentLength - viewport)))
        scrollingForward = clamped >= lastOffset
        lastOffset = clamped
        scrollView.offset.value = axis == .vertical ? CGPoint(x: 0, y: clamped) : CGPoint(x: clamped, y: 0)
        updateRanges()
    }

    var currentOffset: CGFloat { lastOffset }

    var viewportLength: CGFloat {
        let size = container?.boundsForModel().size ?? .zero
        return axis == .vertical ? size.height : size.width
    }

    /// Moves every cell to the interface state its position calls for.
    func updateRanges() {
        guard let container, container.isNodeLoaded, container.interfaceState.contains(.visible),
              let containerView = container.state.value.view else { return }
        let viewport = viewportLength
        guard viewport > 0 else { return }
        let start = lastOffset, end = lastOffset + viewport
        func range(leading: CGFloat, trailing: CGFloat) -> ClosedRange<CGFloat> {
            let ahead = viewport * leading, behind = viewport * trailing
            return scrollingForward ? (start - behind)...(end + ahead) : (start - ahead)...(end + behind)
        }
        let display = range(leading: 1.0, trailing: 0.5)
        let preload = range(leading: 2.5, trailing: 1.5)
        for box in committed.joined() {
            guard let node = box.node, let frame = cellFrames[ObjectIdentifier(node)] else { continue }
            let low = axis == .vertical ? frame.minY : frame.minX
            let high = axis == .vertical ? frame.maxY : frame.maxX
            func overlaps(_ range: ClosedRange<CGFloat>) -> Bool { high > range.lowerBound && low < range.upperBound }
            var newState: ASInterfaceState = .measureLayout
            if overlaps(preload) { newState.insert(.preload) }
            if overlaps(display) { newState.insert(.display) }
            if high > start && low < end { newState.insert(.visible) }
            if newState.contains(.display), !node.isNodeLoaded || node.state.value.view?.superviewUnchecked == nil {
                let view = node.loadIfNeeded().view
                if let view { asModelInternal { containerView.insertSubviewUnchecked(view, at: containerView.subviewsUnchecked.count) } }
            }
            let oldState = node.interfaceState
            guard oldState != newState else { continue }
            node.setInterfaceStateRecursively(newState)
            if newState.contains(.visible), !oldState.contains(.visible) {
                withExecutionContext(.mainCallback(.dataSource)) { adapter?.willDisplay(node) }
                node.state.value.view?.layoutIfNeededUnchecked()
            }
        }
        checkBatchFetch()
    }

    var visibleNodes: [ASCellNode] {
        committed.joined().compactMap { $0.node }.filter { $0.isVisible }
    }

    func indexPathsForVisibleItems() -> [IndexPath] { visibleNodes.compactMap { $0.indexPath } }

    func node(at indexPath: IndexPath) -> ASCellNode? {
        guard valid(indexPath, in: committed) else { return nil }
        return committed[indexPath.section][indexPath.item].node
    }

    func numberOfItems(in section: Int) -> Int { section < committed.count ? committed[section].count : 0 }
    var numberOfSections: Int { committed.count }

    // MARK: Batch fetching

    private func checkBatchFetch() {
        guard !batchFetchUnimplemented.value, !batchContext.isFetching(), let adapter else { return }
        let remaining = contentLength - (lastOffset + viewportLength)
        guard remaining <= leadingScreensForBatching * viewportLength else { return }
        guard withExecutionContext(.mainCallback(.dataSource), { adapter.shouldBatchFetch() }) else { return }
        batchContext.beginBatchFetching()
        let context = batchContext
        BackgroundExecutor.async { [self] in
            let implemented = withExecutionContext(.batchFetch) { adapter.willBeginBatchFetch(context) }
            if !implemented {
                batchFetchUnimplemented.value = true
                context.completeBatchFetching(false)
            }
        }
    }

    /// Waits (pumping the main queue) until every update made so far is committed.
    func waitUntilAllUpdatesAreProcessed() {
        MainQueue.pump(timeout: TextureRuntime.waitTimeout) { inFlight.value == 0 }
    }
}
