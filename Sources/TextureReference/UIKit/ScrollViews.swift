import Foundation

public protocol UIScrollViewDelegate: AnyObject {}

open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    @MainThreadOnly("UIScrollView.contentSize") open var contentSize: CGSize = .zero
    @MainThreadOnly("UIScrollView.contentInset") open var contentInset: UIEdgeInsets = .zero
    @MainThreadOnly("UIScrollView.isPagingEnabled") open var isPagingEnabled = false
    @MainThreadOnly("UIScrollView.isScrollEnabled") open var isScrollEnabled = true
    @MainThreadOnly("UIScrollView.showsVerticalScrollIndicator") open var showsVerticalScrollIndicator = true
    @MainThreadOnly("UIScrollView.showsHorizontalScrollIndicator") open var showsHorizontalScrollIndicator = true
    @MainThreadOnly("UIScrollView.alwaysBounceVertical") open var alwaysBounceVertical = false
    @MainThreadOnly("UIScrollView.alwaysBounceHorizontal") open var alwaysBounceHorizontal = false
    @MainThreadOnly("UIScrollView.keyboardDismissMode") open var keyboardDismissMode: KeyboardDismissMode = .none
    @MainThreadOnly("UIScrollView.refreshControl") open var refreshControl: UIRefreshControl? = nil
    @MainThreadOnlyWeak("UIScrollView.delegate") open var delegate: UIScrollViewDelegate?
    let offset = LockedValue(CGPoint.zero)

    open var contentOffset: CGPoint {
        get {
            ThreadChecks.mainThreadOnly("UIScrollView.contentOffset", of: self)
            return offset.value
        }
        set {
            ThreadChecks.mainThreadOnly("UIScrollView.contentOffset", of: self)
            offset.value = newValue
        }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        ThreadChecks.mainThreadOnly("UIScrollView.setContentOffset(_:animated:)", of: self)
        offset.value = contentOffset
    }

    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        ThreadChecks.mainThreadOnly("UIScrollView.scrollRectToVisible(_:animated:)", of: self)
    }
}

open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}

open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    public static let automaticDimension: CGFloat = -1

    @MainThreadOnly("UITableView.separatorStyle") open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    @MainThreadOnly("UITableView.separatorColor") open var separatorColor: UIColor? = nil
    @MainThreadOnly("UITableView.separatorInset") open var separatorInset: UIEdgeInsets = .zero
    @MainThreadOnly("UITableView.rowHeight") open var rowHeight: CGFloat = 44
    @MainThreadOnly("UITableView.estimatedRowHeight") open var estimatedRowHeight: CGFloat = 44
    @MainThreadOnly("UITableView.tableHeaderView") open var tableHeaderView: UIView? = nil
    @MainThreadOnly("UITableView.tableFooterView") open var tableFooterView: UIView? = nil
    @MainThreadOnly("UITableView.backgroundView") open var backgroundView: UIView? = nil
    @MainThreadOnly("UITableView.allowsSelection") open var allowsSelection = true
    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func reloadData() { ThreadChecks.mainThreadOnly("UITableView.reloadData()", of: self) }
    open func beginUpdates() { ThreadChecks.mainThreadOnly("UITableView.beginUpdates()", of: self) }
    open func endUpdates() { ThreadChecks.mainThreadOnly("UITableView.endUpdates()", of: self) }
}

open class UICollectionViewLayout: NSObject {}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public static let automaticSize = CGSize(width: -1, height: -1)

    @Locked public var scrollDirection: ScrollDirection = .vertical
    @Locked public var itemSize = CGSize(width: 50, height: 50)
    @Locked public var estimatedItemSize: CGSize = .zero
    @Locked public var minimumLineSpacing: CGFloat = 10
    @Locked public var minimumInteritemSpacing: CGFloat = 10
    @Locked public var sectionInset: UIEdgeInsets = .zero
}

public struct UICollectionViewScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UICollectionViewScrollPosition(rawValue: 1)
    public static let centeredVertically = UICollectionViewScrollPosition(rawValue: 2)
    public static let bottom = UICollectionViewScrollPosition(rawValue: 4)
    public static let left = UICollectionViewScrollPosition(rawValue: 8)
    public static let centeredHorizontally = UICollectionViewScrollPosition(rawValue: 16)
}

open class UICollectionView: UIScrollView {
    public typealias ScrollPosition = UICollectionViewScrollPosition
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    @MainThreadOnly("UICollectionView.collectionViewLayout")
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()
    @MainThreadOnly("UICollectionView.allowsSelection") open var allowsSelection = true
    @MainThreadOnly("UICollectionView.allowsMultipleSelection") open var allowsMultipleSelection = false
    @MainThreadOnly("UICollectionView.backgroundView") open var backgroundView: UIView? = nil

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
        $collectionViewLayout.value = layout
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func reloadData() { ThreadChecks.mainThreadOnly("UICollectionView.reloadData()", of: self) }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        ThreadChecks.mainThreadOnly("UICollectionView.performBatchUpdates(_:completion:)", of: self)
        updates?()
        completion?(true)
    }
}
