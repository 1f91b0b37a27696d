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
    /// The node whose style this is (nil for specs): R32 watches size writes during its own layout.
    weak var ownerNode: ASDisplayNode?

    public override init() { super.init() }

    private func read<T>(_ keyPath: KeyPath<Values, T>) -> T { values.value[keyPath: keyPath] }
    private func write<T>(_ keyPath: WritableKeyPath<Values, T>, _ value: T, sizeProperty: String? = nil) {
        if let sizeProperty { SelfStyleCheck.observe(sizeProperty, of: self) }
        values.modify { $0[keyPath: keyPath] = value }
    }

    public var width: ASDimension {
        get { read(\.width) }
        set { write(\.width, newValue, sizeProperty: "width") }
    }
    public var height: ASDimension {
        get { read(\.height) }
        set { write(\.height, newValue, sizeProperty: "height") }
    }
    public var minWidth: ASDimension {
        get { read(\.minWidth) }
        set { write(\.minWidth, newValue, sizeProperty: "minWidth") }
    }
    public var maxWidth: ASDimension {
        get { read(\.maxWidth) }
        set { write(\.maxWidth, newValue, sizeProperty: "maxWidth") }
    }
    public var minHeight: ASDimension {
        get { read(\.minHeight) }
        set { write(\.minHeight, newValue, sizeProperty: "minHeight") }
    }
    public var maxHeight: ASDimension {
        get { read(\.maxHeight) }
        set { write(\.maxHeight, newValue, sizeProperty: "maxHeight") }
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
            SelfStyleCheck.observe("preferredSize", of: self)
            values.modify {
                $0.width = ASDimensionMake(newValue.width)
                $0.height = ASDimensionMake(newValue.height)
            }
        }
    }
    public var minSize: CGSize {
        get { CGSize(width: read(\.minWidth).value, height: read(\.minHeight).value) }
        set {
            SelfStyleCheck.observe("minSize", of: self)
            values.modify {
                $0.minWidth = ASDimensionMake(newValue.width)
                $0.minHeight = ASDimensionMake(newValue.height)
            }
        }
    }
    public var maxSize: CGSize {
        get { CGSize(width: read(\.maxWidth).value, height: read(\.maxHeight).value) }
        set {
            SelfStyleCheck.observe("maxSize", of: self)
            values.modify {
                $0.maxWidth = ASDimensionMake(newValue.width)
                $0.maxHeight = ASDimensionMake(newValue.height)
            }
        }
    }
    public var preferredLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: read(\.width), height: read(\.height)) }
        set {
            SelfStyleCheck.observe("preferredLayoutSize", of: self)
            values.modify {
                $0.width = newValue.width
                $0.height = newValue.height
            }
        }
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

/// R32: a node setting its *own* style size inside its own `layoutSpecThatFits`. The size was
/// already folded into the constrained size of this pass (TextureGroup/Texture#425).
enum SelfStyleCheck {
    static func observe(_ property: String, of style: ASLayoutElementStyle) {
        guard let owner = style.ownerNode,
              let entry = ThreadState.current.contexts.last(where: { $0.context == .layoutSpec }),
              entry.node === owner else { return }
        let site = CallSite.capture()
        guard site.context == .layoutSpec else { return }
        Report.violation(RuleID.selfStyleInLayoutSpec,
                         "style.\(property) of the node being measured set inside its own layoutSpecThatFits: this pass already used the old size",
                         evidence: .observed, at: site)
    }
}
