import Foundation

public enum ASStackLayoutDirection: Int, Sendable { case vertical, horizontal }
public enum ASStackLayoutJustifyContent: Int, Sendable { case start, center, end, spaceBetween, spaceAround, spaceEvenly }
public enum ASStackLayoutAlignItems: Int, Sendable { case start, end, center, stretch, baselineFirst, baselineLast, notSet }
public enum ASStackLayoutFlexWrap: Int, Sendable { case noWrap, wrap }
public enum ASStackLayoutAlignContent: Int, Sendable { case start, center, end, spaceBetween, spaceAround, stretch }
public enum ASHorizontalAlignment: Int, Sendable { case none, left, middle, right }
public enum ASVerticalAlignment: Int, Sendable { case none, top, center, bottom }

/// A flexbox-like stack. The model implements the single-line algorithm (measure children along the
/// main axis, grow or shrink by flexGrow/flexShrink, justify, align); geometry only needs to be
/// plausible — the model exists for lifecycle and threading, not pixel-exact layout.
open class ASStackLayoutSpec: ASLayoutSpec {
    private struct Options {
        var direction: ASStackLayoutDirection
        var spacing: CGFloat
        var justifyContent: ASStackLayoutJustifyContent
        var alignItems: ASStackLayoutAlignItems
        var flexWrap: ASStackLayoutFlexWrap = .noWrap
        var alignContent: ASStackLayoutAlignContent = .start
        var lineSpacing: CGFloat = 0
        var isConcurrent = false
    }
    private let options: LockedValue<Options>

    public init(direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
                alignItems: ASStackLayoutAlignItems, children: [ASLayoutElement]) {
        options = LockedValue(Options(direction: direction, spacing: spacing, justifyContent: justifyContent,
                                      alignItems: alignItems))
        super.init()
        setChildrenUnchecked(children)
    }

    public convenience init(direction: ASStackLayoutDirection, spacing: CGFloat,
                            justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
                            flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
                            children: [ASLayoutElement]) {
        self.init(direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
                  children: children)
        options.modify {
            $0.flexWrap = flexWrap
            $0.alignContent = alignContent
        }
    }

    public convenience init(direction: ASStackLayoutDirection, spacing: CGFloat,
                            justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
                            flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
                            lineSpacing: CGFloat, children: [ASLayoutElement]) {
        self.init(direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
                  flexWrap: flexWrap, alignContent: alignContent, children: children)
        options.modify { $0.lineSpacing = lineSpacing }
    }

    public override convenience init() {
        self.init(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [])
    }

    public static func vertical() -> ASStackLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [])
    }

    public static func horizontal() -> ASStackLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .stretch,
                          children: [])
    }

    private func option<T>(_ keyPath: KeyPath<Options, T>) -> T { options.value[keyPath: keyPath] }
    private func setOption<T>(_ keyPath: WritableKeyPath<Options, T>, _ value: T, _ name: String) {
        assertMutable(name)
        options.modify { $0[keyPath: keyPath] = value }
    }

    public var direction: ASStackLayoutDirection {
        get { option(\.direction) }
        set { setOption(\.direction, newValue, "direction") }
    }
    public var spacing: CGFloat {
        get { option(\.spacing) }
        set { setOption(\.spacing, newValue, "spacing") }
    }
    public var justifyContent: ASStackLayoutJustifyContent {
        get { option(\.justifyContent) }
        set { setOption(\.justifyContent, newValue, "justifyContent") }
    }
    public var alignItems: ASStackLayoutAlignItems {
        get { option(\.alignItems) }
        set { setOption(\.alignItems, newValue, "alignItems") }
    }
    public var flexWrap: ASStackLayoutFlexWrap {
        get { option(\.flexWrap) }
        set { setOption(\.flexWrap, newValue, "flexWrap") }
    }
    public var alignContent: ASStackLayoutAlignContent {
        get { option(\.alignContent) }
        set { setOption(\.alignContent, newValue, "alignContent") }
    }
    public var lineSpacing: CGFloat {
        get { option(\.lineSpacing) }
        set { setOption(\.lineSpacing, newValue, "lineSpacing") }
    }
    public var isConcurrent: Bool {
        get { option(\.isConcurrent) }
        set { setOption(\.isConcurrent, newValue, "isConcurrent") }
    }
    public var horizontalAlignment: ASHorizontalAlignment {
        get { .none }
        set { assertMutable("horizontalAlignment") }
    }
    public var verticalAlignment: ASVerticalAlignment {
        get { .none }
        set { assertMutable("verticalAlignment") }
    }

    open override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let current = options.value
        let items = sublayoutElements
        let vertical = current.direction == .vertical
        func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func size(main: CGFloat, cross: CGFloat) -> CGSize {
            vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
        }
        let parentSize = constrainedSize.max
        let crossMin = cross(constrainedSize.min), crossMax = cross(constrainedSize.max)
        func stretches(_ item: ASLayoutElement) -> Bool {
            item.style.alignSelf == .stretch || (item.style.alignSelf == .auto && current.alignItems == .stretch)
        }
        func measure(_ item: ASLayoutElement, mainMin: CGFloat, mainMax: CGFloat) -> ASLayout {
            let crossLow = stretches(item) && crossMax.isFinite ? crossMax : 0
            return item.measure(ASSizeRange(min: size(main: mainMin, cross: crossLow),
                                            max: size(main: mainMax, cross: crossMax)),
                                parentSize: parentSize)
        }

        var layouts = items.map { measure($0, mainMin: 0, mainMax: .infinity) }
        let gaps = CGFloat(max(0, items.count - 1)) * current.spacing
            + items.reduce(0) { $0 + $1.style.spacingBefore + $1.style.spacingAfter }
        var total = layouts.reduce(0) { $0 + main($1.size) } + gaps
        let mainMin = main(constrainedSize.min), mainMax = main(constrainedSize.max)

        let growTotal = items.reduce(0) { $0 + $1.style.flexGrow }
        let shrinkTotal = items.reduce(0) { $0 + $1.style.flexShrink }
        if total < mainMin, growTotal > 0 {
            let extra = mainMin - total
            for (index, item) in items.enumerated() where item.style.flexGrow > 0 {
                let target = main(layouts[index].size) + extra * item.style.flexGrow / growTotal
                layouts[index] = measure(item, mainMin: target, mainMax: target)
            }
        } else if total > mainMax, shrinkTotal > 0 {
            let deficit = total - mainMax
            for (index, item) in items.enumerated() where item.style.flexShrink > 0 {
                let target = max(0, main(layouts[index].size) - deficit * item.style.flexShrink / shrinkTotal)
                layouts[index] = measure(item, mainMin: target, mainMax: target)
            }
        }
        total = layouts.reduce(0) { $0 + main($1.size) } + gaps

        let stackMain = max(mainMin, min(mainMax.isFinite ? mainMax : total, total))
        let stackCross = max(crossMin, min(crossMax, layouts.map { cross($0.size) }.max() ?? 0))
        let free = max(0, stackMain - total)
        var position: CGFloat
        var between = current.spacing
        switch current.justifyContent {
        case .start: position = 0
        case .end: position = free
        case .center: position = free / 2
        case .spaceBetween:
            position = 0
            if items.count > 1 { between += free / CGFloat(items.count - 1) }
        case .spaceAround, .spaceEvenly:
            let share = free / CGFloat(max(1, items.count))
            position = share / 2
            between += share
        }

        var placed: [ASLayout] = []
        for (index, item) in items.enumerated() {
            position += item.style.spacingBefore
            let layout = layouts[index]
            let free = stackCross - cross(layout.size)
            let alignment = item.style.alignSelf == .auto ? current.alignItems : nil
            let offset: CGFloat
            switch (alignment, item.style.alignSelf) {
            case (.end?, _), (nil, .end): offset = free
            case (.center?, _), (nil, .center): offset = free / 2
            default: offset = 0
            }
            placed.append(layout.placed(at: vertical ? CGPoint(x: offset, y: position)
                                                     : CGPoint(x: position, y: offset)))
            position += main(layout.size) + item.style.spacingAfter + between
        }
        return ASLayout(layoutElement: self, size: constrainedSize.clamp(size(main: stackMain, cross: stackCross)),
                        sublayouts: placed)
    }
}
