import Foundation

/// A node hosted in a container cell (Source/ASCellNode.h). Always view-backed.
open class ASCellNode: ASDisplayNode {
    private let flags = LockedValue((selected: false, highlighted: false, neverShowPlaceholders: false))
    private var viewControllerBlock: ASDisplayNodeViewControllerBlock?
    public private(set) var viewController: UIViewController?
    public var selectionStyle: UITableViewCell.SelectionStyle = .default
    weak var owningContainer: ASDisplayNode?
    let indexPathValue = LockedValue<IndexPath?>(nil)

    public override init() {
        super.init()
    }

    /// A cell whose view is a view controller's view, created in didLoad on main (ASCellNode.mm:73-85).
    public convenience init(viewControllerBlock: @escaping ASDisplayNodeViewControllerBlock,
                            didLoad: ASDisplayNodeDidLoadBlock?) {
        self.init()
        self.viewControllerBlock = viewControllerBlock
        if let didLoad { onDidLoad(didLoad) }
    }

    open override var supportsLayerBacking: Bool { false }

    open var isSelected: Bool {
        get { flags.value.selected }
        set { flags.modify { $0.selected = newValue } }
    }
    open var isHighlighted: Bool {
        get { flags.value.highlighted }
        set { flags.modify { $0.highlighted = newValue } }
    }
    public var neverShowPlaceholders: Bool {
        get { flags.value.neverShowPlaceholders }
        set { flags.modify { $0.neverShowPlaceholders = newValue } }
    }

    /// The index path in the owning container (main thread).
    public var indexPath: IndexPath? { indexPathValue.value }

    open override func didLoad() {
        super.didLoad()
        if let block = viewControllerBlock {
            let controller = withExecutionContext(.mainCallback(.viewBlock), node: self) { block() }
            viewController = controller
            if let controllerView = asModelInternal({ controller.viewLoadingIfNeeded() }) as UIView?,
               let view = state.value.view {
                asModelInternal { view.insertSubviewUnchecked(controllerView, at: 0) }
            }
        }
    }
}

/// A cell showing one text node. Turns on automatic subnode management (ASCellNode.mm:413-421) and
/// implements `layoutSpecThatFits`.
open class ASTextCellNode: ASCellNode {
    public let textNode = ASTextNode()
    private let options = LockedValue((text: String?.none, insets: UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15),
                                       attributes: [NSAttributedString.Key: Any]()))

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    public convenience init(attributes: [NSAttributedString.Key: Any], insets: UIEdgeInsets) {
        self.init()
        options.modify {
            $0.attributes = attributes
            $0.insets = insets
        }
    }

    public var text: String? {
        get { options.value.text }
        set {
            options.modify { $0.text = newValue }
            textNode.attributedText = newValue.map { NSAttributedString(string: $0, attributes: options.value.attributes) }
            setNeedsLayout()
        }
    }
    public var textInsets: UIEdgeInsets {
        get { options.value.insets }
        set { options.modify { $0.insets = newValue } }
    }
    public var textAttributes: [NSAttributedString.Key: Any] {
        get { options.value.attributes }
        set { options.modify { $0.attributes = newValue } }
    }

    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: options.value.insets, child: textNode)
    }
}
