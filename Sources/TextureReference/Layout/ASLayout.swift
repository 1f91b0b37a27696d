import Foundation

/// Anything a layout spec can hold: nodes and specs (Source/Layout/ASLayoutElement.h).
public protocol ASLayoutElement: AnyObject {
    var style: ASLayoutElementStyle { get }
    func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout
}

extension ASLayoutElement {
    /// Measures with the element's own style resolved against `parentSize` (Texture's
    /// `layoutThatFits:parentSize:` for specs and for nodes inside specs).
    func measure(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        let range = style.resolvedRange(within: constrainedSize, parentSize: parentSize)
        let layout = layoutThatFits(range)
        return layout
    }
}

/// The result of measuring a layout element: its size and the positions of its sublayouts.
public final class ASLayout: NSObject, @unchecked Sendable {
    public let layoutElement: ASLayoutElement
    public let size: CGSize
    public var position: CGPoint
    public let sublayouts: [ASLayout]

    public init(layoutElement: ASLayoutElement, size: CGSize, position: CGPoint = .zero,
                sublayouts: [ASLayout] = []) {
        self.layoutElement = layoutElement
        self.size = size
        self.position = position
        self.sublayouts = sublayouts
    }

    public var frame: CGRect { CGRect(origin: position, size: size) }

    /// Copy placed at `position`.
    func placed(at position: CGPoint) -> ASLayout {
        ASLayout(layoutElement: layoutElement, size: size, position: position, sublayouts: sublayouts)
    }

    /// Flattens the spec tree: the node's direct node sublayouts with positions relative to the node
    /// (Texture's `filteredNodeLayoutTree`). A node's own subtree stays with that node.
    func flattenedNodeSublayouts() -> [ASLayout] {
        var result: [ASLayout] = []
        func visit(_ layout: ASLayout, offset: CGPoint) {
            for sublayout in layout.sublayouts {
                let origin = CGPoint(x: offset.x + sublayout.position.x, y: offset.y + sublayout.position.y)
                if sublayout.layoutElement is ASDisplayNode {
                    result.append(sublayout.placed(at: origin))
                } else {
                    visit(sublayout, offset: origin)
                }
            }
        }
        visit(self, offset: .zero)
        return result
    }
}
