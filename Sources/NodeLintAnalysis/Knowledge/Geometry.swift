/// Geometry of views, layers and nodes by property name, and CoreGraphics's constructors of it. A node
/// mirrors its view's and layer's geometry (Source/ASDisplayNode.h:600-611; docs/texture-facts.md#bridged-properties).
public enum Geometry {
    /// What places a view, layer or node: UIView's `frame`, `bounds` and `center` (UIKit/UIView.h) and
    /// CALayer's `position` (QuartzCore/CALayer.h).
    public static let placement: Set<String> = ["frame", "bounds", "position", "center"]

    /// What layout code reads of the space it has: UIView's `frame`, `bounds` and `safeAreaInsets`
    /// (UIKit/UIView.h).
    public static let sizeReads: Set<String> = ["frame", "bounds", "safeAreaInsets"]

    /// What a view or node shows of its size, margins and visibility: UIView's `bounds`, `frame`,
    /// `safeAreaInsets`, `layoutMargins`, `isHidden` (Objective-C: `hidden`) and `alpha` (UIKit/UIView.h),
    /// CALayer's `position` (QuartzCore/CALayer.h).
    public static let displayedState: Set<String> = [
        "bounds", "frame", "position", "safeAreaInsets", "layoutMargins", "isHidden", "hidden", "alpha",
    ]

    /// What a view answers about the size its own content needs: UIView's `sizeThatFits(_:)` and
    /// `intrinsicContentSize` (UIKit/UIView.h), and `systemLayoutSizeFitting(_:)` (UIView's Auto Layout
    /// category, the same header).
    public static let contentFittingSizes: Set<String> = ["sizeThatFits", "systemLayoutSizeFitting", "intrinsicContentSize"]

    /// CoreGraphics/CGGeometry.h: the geometry types (as Swift constructs them) and their C constructors.
    public static let constructors: Set<String> = ["CGRect", "CGSize", "CGPoint", "CGRectMake", "CGSizeMake", "CGPointMake"]
}
