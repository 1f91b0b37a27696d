/// What layout specs are made of, by name: the argument labels that hand a spec its elements, and the
/// size properties of an element's style (docs/texture-facts.md#layout-and-automatic-subnode-management).
public enum TextureLayoutElements {
    /// Labels of an argument that places one element: `child:` (Source/Layout/ASInsetLayoutSpec.h,
    /// ASCenterLayoutSpec.h, ASRatioLayoutSpec.h, ASRelativeLayoutSpec.h, ASOverlayLayoutSpec.h,
    /// ASBackgroundLayoutSpec.h, ASCornerLayoutSpec.h), `overlay:` (ASOverlayLayoutSpec.h), `background:`
    /// (ASBackgroundLayoutSpec.h), `corner:` (ASCornerLayoutSpec.h) and ASWrapperLayoutSpec's
    /// `layoutElement:` (Source/Layout/ASLayoutSpec.h).
    public static let elementLabels: Set<String> = ["child", "overlay", "background", "corner", "layoutElement"]

    /// Labels of an argument that places a list of elements: `children:` (Source/Layout/ASStackLayoutSpec.h,
    /// ASAbsoluteLayoutSpec.h) and ASWrapperLayoutSpec's `layoutElements:` (Source/Layout/ASLayoutSpec.h).
    public static let elementListLabels: Set<String> = ["children", "layoutElements"]

    /// ASLayoutElementStyle's size properties (Source/Layout/ASLayoutElement.h): the dimensions, the
    /// CGSize shorthands and the ASLayoutSize ones.
    public static let styleSizeProperties: Set<String> = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize",
    ]
}
