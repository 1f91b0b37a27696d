import Foundation

public enum ASStackLayoutAlignSelf: Int, Sendable { case auto, start, end, center, stretch }

/// Layout properties of a node or spec (Source/Layout/ASLayoutElement.h). Thread-safe, like Texture's.
public final class ASLayoutElementStyle: NSObject, @unchecked Sendable {
    private struct Values {
        var width = ASDimension.auto, height = ASDimension.auto
        var minWidth = ASDimension.auto, maxWidth = ASDimension.auto
        var minHeight = ASDimension.auto, maxHeight = ASDimension.auto
        var spacingBefore: CGFloat = 0, spacingAfter: CGFloat = 0
        var flexGrow: CGFloat = 0, flexShrink: CGFloat = 0
        var flexBasis = ASDimension.auto
        var alignSelf = ASStackLayoutAlignSelf.auto
        var ascender: CGFloat = 0, descender: CGFloat = 0
        var layoutPosition = CGPoint.zero
    }

    private let values = LockedValue(Values())
    /// The node whose style this is (nil for specs): `self-style-in-layout-spec` watches size writes during its own layout.
    weak var ownerNode: ASDisplayNode?
    /// Changes of the owner's size made inside its own layout spec, checked once the pass's layout is
    /// known (`SelfStyleCheck.check`).
    let pendingOwnSizeChanges = LockedValue<[(property: String, site: CallSite)]>([])

    public override init() { super.init() }

    private func read<T>(_ keyPath: KeyPath<Values, T>) -> T { values.value[keyPath: keyPath] }
    private func write<T>(_ keyPath: WritableKeyPath<Values, T>, _ value: T) {
        values.modify { $0[keyPath: keyPath] = value }
    }
    /// Writes size dimensions; a change is reported to the `self-style-in-layout-spec` check (a write of the same value is none).
    private func writeSize(_ changes: [(WritableKeyPath<Values, ASDimension>, ASDimension)], property: String) {
        let changed = values.modify { current -> Bool in
            var changed = false
            for (keyPath, value) in changes where current[keyPath: keyPath] != value {
                current[keyPath: keyPath] = value
                changed = true
            }
            return changed
        }
        if changed { SelfStyleCheck.observe(property, of: self) }
    }

    public var width: ASDimension {
        get { read(\.width) }
        set { writeSize([(\.width, newValue)], property: "width") }
    }
    public var height: ASDimension {
        get { read(\.height) }
        set { writeSize([(\.height, newValue)], property: "height") }
    }
    public var minWidth: ASDimension {
        get { read(\.minWidth) }
        set { writeSize([(\.minWidth, newValue)], property: "minWidth") }
    }
    public var maxWidth: ASDimension {
        get { read(\.maxWidth) }
        set { writeSize([(\.maxWidth, newValue)], property: "maxWidth") }
    }
    public var minHeight: ASDimension {
        get { read(\.minHeight) }
        set { writeSize([(\.minHeight, newValue)], property: "minHeight") }
    }
    public var maxHeight: ASDimension {
        get { read(\.maxHeight) }
        set { writeSize([(\.maxHeight, newValue)], property: "maxHeight") }
    }
    public var spacingBefore: CGFloat {
        get { read(\.spacingBefore) }
        set { write(\.spacingBefore, newValue) }
    }
    public var spacingAfter: CGFloat {
        get { read(\.spacingAfter) }
        set { write(\.spacingAfter, newValue) }
    }
    public var flexGrow: CGFloat {
        get { read(\.flexGrow) }
        set { write(\.flexGrow, newValue) }
    }
    public var flexShrink: CGFloat {
        get { read(\.flexShrink) }
        set { write(\.flexShrink, newValue) }
    }
    public var flexBasis: ASDimension {
        get { read(\.flexBasis) }
        set { write(\.flexBasis, newValue) }
    }
    public var alignSelf: ASStackLayoutAlignSelf {
        get { read(\.alignSelf) }
        set { write(\.alignSelf, newValue) }
    }
    public var ascender: CGFloat {
        get { read(\.ascender) }
        set { write(\.ascender, newValue) }
    }
    public var descender: CGFloat {
        get { read(\.descender) }
        set { write(\.descender, newValue) }
    }
    public var layoutPosition: CGPoint {
        get { read(\.layoutPosition) }
        set { write(\.layoutPosition, newValue) }
    }

    /// Points when both dimensions are in points, `.zero` otherwise (Texture's getter asserts).
    public var preferredSize: CGSize {
        get {
            let current = values.value
            guard current.width.unit == .points, current.height.unit == .points else { return .zero }
            return CGSize(width: current.width.value, height: current.height.value)
        }
        set {
            writeSize([(\.width, ASDimensionMake(newValue.width)), (\.height, ASDimensionMake(newValue.height))],
                      property: "preferredSize")
        }
    }
    public var minSize: CGSize {
        get { CGSize(width: read(\.minWidth).value, height: read(\.minHeight).value) }
        set {
            writeSize([(\.minWidth, ASDimensionMake(newValue.width)), (\.minHeight, ASDimensionMake(newValue.height))],
                      property: "minSize")
        }
    }
    public var maxSize: CGSize {
        get { CGSize(width: read(\.maxWidth).value, height: read(\.maxHeight).value) }
        set {
            writeSize([(\.maxWidth, ASDimensionMake(newValue.width)), (\.maxHeight, ASDimensionMake(newValue.height))],
                      property: "maxSize")
        }
    }
    public var preferredLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: read(\.width), height: read(\.height)) }
        set { writeSize([(\.width, newValue.width), (\.height, newValue.height)], property: "preferredLayoutSize") }
    }

    /// Whether `size` meets this style's own size (exact, minimum and maximum dimensions) relative to
    /// `parentSize`, within half a point.
    func admits(_ size: CGSize, parentSize: CGSize) -> Bool {
        let current = values.value
        func fits(_ length: CGFloat, _ exact: ASDimension, _ minimum: ASDimension, _ maximum: ASDimension,
                  parent: CGFloat) -> Bool {
            if let value = exact.resolve(relativeTo: parent), abs(length - value) > 0.5 { return false }
            if let value = minimum.resolve(relativeTo: parent), length < value - 0.5 { return false }
            if let value = maximum.resolve(relativeTo: parent), length > value + 0.5 { return false }
            return true
        }
        return fits(size.width, current.width, current.minWidth, current.maxWidth, parent: parentSize.width)
            && fits(size.height, current.height, current.minHeight, current.maxHeight, parent: parentSize.height)
    }

    /// The range an element with this style gets inside `range`, relative to `parentSize`
    /// (Texture's ASLayoutElementSizeResolve + intersection).
    func resolvedRange(within range: ASSizeRange, parentSize: CGSize) -> ASSizeRange {
        let current = values.value
        func axis(_ exact: ASDimension, _ minimum: ASDimension, _ maximum: ASDimension,
                  parent: CGFloat, lower: CGFloat, upper: CGFloat) -> (CGFloat, CGFloat) {
            var low = minimum.resolve(relativeTo: parent) ?? 0
            var high = maximum.resolve(relativeTo: parent) ?? .infinity
            if let size = exact.resolve(relativeTo: parent) {
                low = max(low, min(size, high))
                high = low
            }
            // Intersect with the parent's range; when disjoint the parent's range wins with its point
            // closest to the style's range (ASSizeRangeIntersect, Source/Layout/ASDimension.mm).
            let newLow = max(low, lower), newHigh = min(high, upper)
            if newLow <= newHigh { return (newLow, newHigh) }
            return lower < low ? (upper, upper) : (lower, lower)
        }
        let (minWidth, maxWidth) = axis(current.width, current.minWidth, current.maxWidth,
                                        parent: parentSize.width, lower: range.min.width, upper: range.max.width)
        let (minHeight, maxHeight) = axis(current.height, current.minHeight, current.maxHeight,
                                          parent: parentSize.height, lower: range.min.height, upper: range.max.height)
        return ASSizeRange(min: CGSize(width: minWidth, height: minHeight),
                           max: CGSize(width: maxWidth, height: maxHeight))
    }
}

/// `self-style-in-layout-spec`: a node changing its *own* style size inside its own `layoutSpecThatFits` (or layoutSpecBlock,
/// calculateSizeThatFits). Its parent folded the old size into the range it passed down before the spec
/// ran (TextureGroup/Texture#425), so the change cannot take effect in this pass. What is observed is
/// that consequence: the layout the pass produced breaks the size the node set for itself. A change
/// the result happens to satisfy, or a write of the value already in place, is not reported.
enum SelfStyleCheck {
    /// A size of `style` changed: remembered when it is the owner's own style, inside its own layout.
    static func observe(_ property: String, of style: ASLayoutElementStyle) {
        guard let owner = style.ownerNode,
              let entry = ThreadState.current.contexts.last(where: { $0.context == .layoutSpec }),
              entry.node === owner else { return }
        let site = CallSite.capture()
        guard site.context == .layoutSpec else { return }
        style.pendingOwnSizeChanges.modify { $0.append((property, site)) }
    }

    /// After `node` computed its layout of `size` for this pass: reports the changes made meanwhile if
    /// the size breaks them.
    static func check(_ node: ASDisplayNode, measured size: CGSize, parentSize: CGSize) {
        let changes = node.style.pendingOwnSizeChanges.modify { pending -> [(property: String, site: CallSite)] in
            defer { pending = [] }
            return pending
        }
        guard !changes.isEmpty, !node.style.admits(size, parentSize: parentSize) else { return }
        for change in changes {
            Report.violation(RuleID.selfStyleInLayoutSpec,
                             "style.\(change.property) of \(node) changed inside its own layout, after its parent had used the old size: this pass laid it out at \(size.width)x\(size.height), which the new size does not allow",
                             evidence: .observed, at: change.site)
        }
    }
}
