import Foundation

/// A layout spec: a description of a layout, built in `layoutSpecThatFits` and immutable once returned
/// (Source/Layout/ASLayoutSpec.h). The node that receives it checks it is still mutable (a spec that was
/// already used asserts "Layout specs should always be regenerated") and freezes it; every setter asserts
/// "Cannot set properties when layout spec is not mutable".
///
/// The spec remembers the call stack that created it: a reused or mutated-after-use spec is reported
/// at the line that created it (for a stored spec: the stored property's line).
open class ASLayoutSpec: NSObject, ASLayoutElement {
    public let style = ASLayoutElementStyle()
    private let mutableFlag = LockedValue(true)
    private let childList = LockedValue<[ASLayoutElement]>([])
    let creationStack: CallStack
    /// Where the children were last replaced after creation (for duplicate-element reports).
    private let childAssignmentStack = LockedValue<CallStack?>(nil)

    public override init() {
        creationStack = CallStack.capture()
        super.init()
    }

    /// Whether setters are still allowed. The node measuring the spec sets it to false.
    public var isMutable: Bool {
        get { mutableFlag.value }
        set { mutableFlag.value = newValue }
    }

    public var child: ASLayoutElement? {
        get { childList.value.first }
        set {
            assertMutable("child")
            childList.value = newValue.map { [$0] } ?? []
            noteChildrenAssigned()
        }
    }

    public var children: [ASLayoutElement]? {
        get { childList.value }
        set {
            assertMutable("children")
            childList.value = newValue ?? []
            noteChildrenAssigned()
        }
    }

    /// Every element this spec lays out (children plus overlay/background/corner for subclasses).
    var sublayoutElements: [ASLayoutElement] { childList.value }

    /// The same elements in the order of Texture's `children` array, which its duplicate search walks
    /// (only the background spec lays out in another order: background first, but it is child 1).
    var childrenInTextureOrder: [ASLayoutElement] { sublayoutElements }

    func setChildrenUnchecked(_ elements: [ASLayoutElement]) { childList.value = elements }

    public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        calculateLayoutThatFits(constrainedSize)
    }

    /// A plain spec (a spacer, or a holder of children) lays its children out at the origin.
    open func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let sublayouts = sublayoutElements.map { $0.measure(constrainedSize, parentSize: constrainedSize.max) }
        var size = constrainedSize.min
        for layout in sublayouts {
            size.width = max(size.width, layout.size.width)
            size.height = max(size.height, layout.size.height)
        }
        return ASLayout(layoutElement: self, size: constrainedSize.clamp(size), sublayouts: sublayouts)
    }

    // MARK: Mutability

    /// Texture's `ASDisplayNodeAssert(self.isMutable, ...)` at the top of every setter.
    func assertMutable(_ property: String) {
        guard !isMutable else { return }
        let site = CallSite.capture()
        let mutation = site.location.map { " (\(property) set at \($0))" } ?? ""
        Report.violation(RuleID.storedLayoutSpec,
                         "Cannot set properties when layout spec is not mutable\(mutation)",
                         evidence: .textureAssertion,
                         at: site.relocated(to: creationStack.userLocation ?? site.location))
    }

    private func noteChildrenAssigned() {
        childAssignmentStack.value = CallStack.capture()
    }

    /// The line that attached this spec's current children.
    var childrenSiteLocation: SourceLocation? {
        childAssignmentStack.value?.userLocation ?? creationStack.userLocation
    }

    /// Elements that appear more than once in this spec's subtree, with the spec holding the repeat:
    /// Texture's depth-first walk (ASLayoutSpec.mm:195-221), which does not enter a repeated spec.
    func findDuplicatedElements() -> [(element: ASLayoutElement, holder: ASLayoutSpec)] {
        var seen = Set<ObjectIdentifier>()
        var duplicates: [(ASLayoutElement, ASLayoutSpec)] = []
        func visit(_ spec: ASLayoutSpec) {
            for element in spec.childrenInTextureOrder {
                if !seen.insert(ObjectIdentifier(element)).inserted {
                    duplicates.append((element, spec))
                    continue
                }
                if let nested = element as? ASLayoutSpec { visit(nested) }
            }
        }
        visit(self)
        return duplicates
    }
}

/// Wraps one or more elements, sized to fit them.
open class ASWrapperLayoutSpec: ASLayoutSpec {
    public init(layoutElement: ASLayoutElement) {
        super.init()
        setChildrenUnchecked([layoutElement])
    }
    public init(layoutElements: [ASLayoutElement]) {
        super.init()
        setChildrenUnchecked(layoutElements)
    }
    @available(*, unavailable, message: "use init(layoutElement:) or init(layoutElements:)")
    public override init() { super.init() }
}

open class ASInsetLayoutSpec: ASLayoutSpec {
    private let insetsValue: LockedValue<UIEdgeInsets>

    public init(insets: UIEdgeInsets, child: ASLayoutElement) {
        insetsValue = LockedValue(insets)
        super.init()
        setChildrenUnchecked([child])
    }

    public var insets: UIEdgeInsets {
        get { insetsValue.value }
        set {
            assertMutable("insets")
            insetsValue.value = newValue
        }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let insets = insetsValue.value
        let horizontal = insets.left + insets.right, vertical = insets.top + insets.bottom
        func shrink(_ value: CGFloat, by amount: CGFloat) -> CGFloat { value.isFinite ? max(0, value - amount) : value }
        let childRange = ASSizeRange(
            min: CGSize(width: shrink(constrainedSize.min.width, by: horizontal),
                        height: shrink(constrainedSize.min.height, by: vertical)),
            max: CGSize(width: shrink(constrainedSize.max.width, by: horizontal),
                        height: shrink(constrainedSize.max.height, by: vertical)))
        let layout = child.measure(childRange, parentSize: childRange.max)
            .placed(at: CGPoint(x: insets.left, y: insets.top))
        let size = constrainedSize.clamp(CGSize(width: layout.size.width + horizontal,
                                                height: layout.size.height + vertical))
        return ASLayout(layoutElement: self, size: size, sublayouts: [layout])
    }
}

/// Lays out `child`, then stretches `overlay` over it.
open class ASOverlayLayoutSpec: ASLayoutSpec {
    private let overlayValue: LockedValue<ASLayoutElement>

    public init(child: ASLayoutElement, overlay: ASLayoutElement) {
        overlayValue = LockedValue(overlay)
        super.init()
        setChildrenUnchecked([child])
    }

    public var overlay: ASLayoutElement {
        get { overlayValue.value }
        set {
            assertMutable("overlay")
            overlayValue.value = newValue
        }
    }

    override var sublayoutElements: [ASLayoutElement] { super.sublayoutElements + [overlayValue.value] }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = super.sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let childLayout = child.measure(constrainedSize, parentSize: constrainedSize.max)
        let overlayLayout = overlayValue.value.measure(ASSizeRange(exactly: childLayout.size),
                                                        parentSize: childLayout.size)
        return ASLayout(layoutElement: self, size: childLayout.size, sublayouts: [childLayout, overlayLayout])
    }
}

/// Lays out `child`, then stretches `background` behind it.
open class ASBackgroundLayoutSpec: ASLayoutSpec {
    private let backgroundValue: LockedValue<ASLayoutElement>

    public init(child: ASLayoutElement, background: ASLayoutElement) {
        backgroundValue = LockedValue(background)
        super.init()
        setChildrenUnchecked([child])
    }

    public var background: ASLayoutElement {
        get { backgroundValue.value }
        set {
            assertMutable("background")
            backgroundValue.value = newValue
        }
    }

    override var sublayoutElements: [ASLayoutElement] { [backgroundValue.value] + super.sublayoutElements }
    override var childrenInTextureOrder: [ASLayoutElement] { super.sublayoutElements + [backgroundValue.value] }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = super.sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let childLayout = child.measure(constrainedSize, parentSize: constrainedSize.max)
        let backgroundLayout = backgroundValue.value.measure(ASSizeRange(exactly: childLayout.size),
                                                              parentSize: childLayout.size)
        return ASLayout(layoutElement: self, size: childLayout.size, sublayouts: [backgroundLayout, childLayout])
    }
}

/// Lays its child out with `height = ratio × width` (ratio > 0 is asserted).
open class ASRatioLayoutSpec: ASLayoutSpec {
    private let ratioValue: LockedValue<CGFloat>

    public init(ratio: CGFloat, child: ASLayoutElement) {
        ratioValue = LockedValue(ratio)
        super.init()
        if ratio <= 0 {
            Report.violationHere(RuleID.noRule, "Ratio should be strictly positive, but received \(ratio)",
                                 evidence: .textureAssertion)
        }
        setChildrenUnchecked([child])
    }

    public var ratio: CGFloat {
        get { ratioValue.value }
        set {
            assertMutable("ratio")
            ratioValue.value = newValue
        }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let ratio = max(ratioValue.value, 0.0001)
        var width = constrainedSize.max.width
        if !width.isFinite {
            width = constrainedSize.max.height.isFinite ? constrainedSize.max.height / ratio : constrainedSize.min.width
        }
        var size = CGSize(width: width, height: width * ratio)
        if size.height > constrainedSize.max.height {
            size = CGSize(width: constrainedSize.max.height / ratio, height: constrainedSize.max.height)
        }
        size = constrainedSize.clamp(size)
        let layout = child.measure(ASSizeRange(exactly: size), parentSize: size)
        return ASLayout(layoutElement: self, size: size, sublayouts: [layout])
    }
}
