import Foundation

public enum ASRelativeLayoutSpecPosition: Int, Sendable { case none, start, center, end }

public struct ASRelativeLayoutSpecSizingOption: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minimumWidth = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 0)
    public static let minimumHeight = ASRelativeLayoutSpecSizingOption(rawValue: 1 << 1)
    public static let minimumSize: ASRelativeLayoutSpecSizingOption = [.minimumWidth, .minimumHeight]
}

/// Places its child at the start, center or end of each axis.
open class ASRelativeLayoutSpec: ASLayoutSpec {
    private struct Options {
        var horizontal: ASRelativeLayoutSpecPosition
        var vertical: ASRelativeLayoutSpecPosition
        var sizing: ASRelativeLayoutSpecSizingOption
    }
    private let options: LockedValue<Options>

    public init(horizontalPosition: ASRelativeLayoutSpecPosition, verticalPosition: ASRelativeLayoutSpecPosition,
                sizingOption: ASRelativeLayoutSpecSizingOption, child: ASLayoutElement) {
        options = LockedValue(Options(horizontal: horizontalPosition, vertical: verticalPosition, sizing: sizingOption))
        super.init()
        setChildrenUnchecked([child])
    }

    public var horizontalPosition: ASRelativeLayoutSpecPosition {
        get { options.value.horizontal }
        set {
            assertMutable("horizontalPosition")
            options.modify { $0.horizontal = newValue }
        }
    }
    public var verticalPosition: ASRelativeLayoutSpecPosition {
        get { options.value.vertical }
        set {
            assertMutable("verticalPosition")
            options.modify { $0.vertical = newValue }
        }
    }
    public var sizingOption: ASRelativeLayoutSpecSizingOption {
        get { options.value.sizing }
        set {
            assertMutable("sizingOption")
            options.modify { $0.sizing = newValue }
        }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let current = options.value
        let childLayout = child.measure(ASSizeRange(min: .zero, max: constrainedSize.max),
                                        parentSize: constrainedSize.max)
        func extent(_ available: CGFloat, _ minimum: CGFloat, _ childExtent: CGFloat, keepMinimum: Bool) -> CGFloat {
            if keepMinimum || !available.isFinite { return max(minimum, childExtent) }
            return available
        }
        let size = CGSize(
            width: extent(constrainedSize.max.width, constrainedSize.min.width, childLayout.size.width,
                          keepMinimum: current.sizing.contains(.minimumWidth)),
            height: extent(constrainedSize.max.height, constrainedSize.min.height, childLayout.size.height,
                           keepMinimum: current.sizing.contains(.minimumHeight)))
        func offset(_ position: ASRelativeLayoutSpecPosition, free: CGFloat) -> CGFloat {
            switch position {
            case .none, .start: return 0
            case .center: return free / 2
            case .end: return free
            }
        }
        let origin = CGPoint(x: offset(current.horizontal, free: size.width - childLayout.size.width),
                             y: offset(current.vertical, free: size.height - childLayout.size.height))
        return ASLayout(layoutElement: self, size: size, sublayouts: [childLayout.placed(at: origin)])
    }
}

public struct ASCenterLayoutSpecCenteringOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let X = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 0)
    public static let Y = ASCenterLayoutSpecCenteringOptions(rawValue: 1 << 1)
    public static let XY: ASCenterLayoutSpecCenteringOptions = [.X, .Y]
}

public struct ASCenterLayoutSpecSizingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minimumX = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 0)
    public static let minimumY = ASCenterLayoutSpecSizingOptions(rawValue: 1 << 1)
    public static let minimumXY: ASCenterLayoutSpecSizingOptions = [.minimumX, .minimumY]
}

/// Centers its child (a relative spec with center positions).
open class ASCenterLayoutSpec: ASRelativeLayoutSpec {
    public init(centeringOptions: ASCenterLayoutSpecCenteringOptions, sizingOptions: ASCenterLayoutSpecSizingOptions,
                child: ASLayoutElement) {
        var sizing: ASRelativeLayoutSpecSizingOption = []
        if sizingOptions.contains(.minimumX) { sizing.insert(.minimumWidth) }
        if sizingOptions.contains(.minimumY) { sizing.insert(.minimumHeight) }
        super.init(horizontalPosition: centeringOptions.contains(.X) ? .center : .start,
                   verticalPosition: centeringOptions.contains(.Y) ? .center : .start,
                   sizingOption: sizing, child: child)
    }

    public var centeringOptions: ASCenterLayoutSpecCenteringOptions {
        get {
            var options: ASCenterLayoutSpecCenteringOptions = []
            if horizontalPosition == .center { options.insert(.X) }
            if verticalPosition == .center { options.insert(.Y) }
            return options
        }
        set {
            horizontalPosition = newValue.contains(.X) ? .center : .start
            verticalPosition = newValue.contains(.Y) ? .center : .start
        }
    }
}

public enum ASAbsoluteLayoutSpecSizing: Int, Sendable { case `default`, sizeToFit }

/// Places children at their `style.layoutPosition`.
open class ASAbsoluteLayoutSpec: ASLayoutSpec {
    private let sizingValue: LockedValue<ASAbsoluteLayoutSpecSizing>

    public init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
        sizingValue = LockedValue(sizing)
        super.init()
        setChildrenUnchecked(children)
    }
    public convenience init(children: [ASLayoutElement]) { self.init(sizing: .default, children: children) }

    public var sizing: ASAbsoluteLayoutSpecSizing {
        get { sizingValue.value }
        set {
            assertMutable("sizing")
            sizingValue.value = newValue
        }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let unconstrained = ASSizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        var bounds = CGSize.zero
        let sublayouts = sublayoutElements.map { element -> ASLayout in
            let layout = element.measure(unconstrained, parentSize: constrainedSize.max)
                .placed(at: element.style.layoutPosition)
            bounds.width = max(bounds.width, layout.frame.maxX)
            bounds.height = max(bounds.height, layout.frame.maxY)
            return layout
        }
        var size = bounds
        if sizingValue.value == .default {
            if constrainedSize.max.width.isFinite { size.width = constrainedSize.max.width }
            if constrainedSize.max.height.isFinite { size.height = constrainedSize.max.height }
        }
        return ASLayout(layoutElement: self, size: constrainedSize.clamp(size), sublayouts: sublayouts)
    }
}

public enum ASCornerLayoutLocation: Int, Sendable { case topLeft, topRight, bottomLeft, bottomRight }

/// Puts a `corner` element (a badge) on a corner of `child`.
open class ASCornerLayoutSpec: ASLayoutSpec {
    private struct Options {
        var corner: ASLayoutElement
        var location: ASCornerLayoutLocation
        var offset: CGPoint = .zero
        var wrapsCorner = false
    }
    private let options: LockedValue<Options>

    public init(child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation) {
        options = LockedValue(Options(corner: corner, location: location))
        super.init()
        setChildrenUnchecked([child])
    }

    public var corner: ASLayoutElement {
        get { options.value.corner }
        set {
            assertMutable("corner")
            options.modify { $0.corner = newValue }
        }
    }
    public var cornerLocation: ASCornerLayoutLocation {
        get { options.value.location }
        set {
            assertMutable("cornerLocation")
            options.modify { $0.location = newValue }
        }
    }
    public var offset: CGPoint {
        get { options.value.offset }
        set {
            assertMutable("offset")
            options.modify { $0.offset = newValue }
        }
    }
    public var wrapsCorner: Bool {
        get { options.value.wrapsCorner }
        set {
            assertMutable("wrapsCorner")
            options.modify { $0.wrapsCorner = newValue }
        }
    }

    override var sublayoutElements: [ASLayoutElement] { super.sublayoutElements + [options.value.corner] }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        guard let child = super.sublayoutElements.first else { return super.calculateLayoutThatFits(constrainedSize) }
        let current = options.value
        let childLayout = child.measure(constrainedSize, parentSize: constrainedSize.max)
        let cornerLayout = current.corner.measure(ASSizeRange(min: .zero, max: childLayout.size),
                                                  parentSize: childLayout.size)
        let x: CGFloat, y: CGFloat
        switch current.location {
        case .topLeft: (x, y) = (-cornerLayout.size.width / 2, -cornerLayout.size.height / 2)
        case .topRight: (x, y) = (childLayout.size.width - cornerLayout.size.width / 2, -cornerLayout.size.height / 2)
        case .bottomLeft: (x, y) = (-cornerLayout.size.width / 2, childLayout.size.height - cornerLayout.size.height / 2)
        case .bottomRight:
            (x, y) = (childLayout.size.width - cornerLayout.size.width / 2,
                      childLayout.size.height - cornerLayout.size.height / 2)
        }
        let placedCorner = cornerLayout.placed(at: CGPoint(x: x + current.offset.x, y: y + current.offset.y))
        return ASLayout(layoutElement: self, size: childLayout.size, sublayouts: [childLayout, placedCorner])
    }
}
