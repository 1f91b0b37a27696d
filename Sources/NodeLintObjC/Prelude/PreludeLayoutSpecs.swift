extension Prelude {
    /// Layout specs with their class factory methods.
    static let layoutSpecs = #"""
    @interface ASLayoutSpec : NSObject <ASLayoutElement>
    @property (strong) id<ASLayoutElement> child;
    @property (copy) NSArray<id<ASLayoutElement>> *children;
    @property (readonly) ASLayoutElementStyle *style;
    - (instancetype)init;
    @end
    @interface ASWrapperLayoutSpec : ASLayoutSpec
    + (instancetype)wrapperWithLayoutElement:(id<ASLayoutElement>)layoutElement;
    + (instancetype)wrapperWithLayoutElements:(NSArray<id<ASLayoutElement>> *)layoutElements;
    - (instancetype)initWithLayoutElement:(id<ASLayoutElement>)layoutElement;
    - (instancetype)initWithLayoutElements:(NSArray<id<ASLayoutElement>> *)layoutElements;
    @end
    typedef NS_ENUM(NSUInteger, ASStackLayoutDirection) { ASStackLayoutDirectionVertical, ASStackLayoutDirectionHorizontal };
    typedef NS_ENUM(NSUInteger, ASStackLayoutJustifyContent) {
        ASStackLayoutJustifyContentStart, ASStackLayoutJustifyContentCenter, ASStackLayoutJustifyContentEnd,
        ASStackLayoutJustifyContentSpaceBetween, ASStackLayoutJustifyContentSpaceAround,
    };
    typedef NS_ENUM(NSUInteger, ASStackLayoutAlignItems) {
        ASStackLayoutAlignItemsStart, ASStackLayoutAlignItemsEnd, ASStackLayoutAlignItemsCenter,
        ASStackLayoutAlignItemsStretch, ASStackLayoutAlignItemsBaselineFirst, ASStackLayoutAlignItemsBaselineLast,
        ASStackLayoutAlignItemsNotSet,
    };
    typedef NS_ENUM(NSUInteger, ASStackLayoutFlexWrap) { ASStackLayoutFlexWrapNoWrap, ASStackLayoutFlexWrapWrap };
    typedef NS_ENUM(NSUInteger, ASStackLayoutAlignContent) {
        ASStackLayoutAlignContentStart, ASStackLayoutAlignContentCenter, ASStackLayoutAlignContentEnd,
        ASStackLayoutAlignContentSpaceBetween, ASStackLayoutAlignContentSpaceAround, ASStackLayoutAlignContentStretch,
    };
    typedef NS_ENUM(NSUInteger, ASHorizontalAlignment) {
        ASHorizontalAlignmentNone, ASHorizontalAlignmentLeft, ASHorizontalAlignmentMiddle, ASHorizontalAlignmentRight,
    };
    typedef NS_ENUM(NSUInteger, ASVerticalAlignment) {
        ASVerticalAlignmentNone, ASVerticalAlignmentTop, ASVerticalAlignmentCenter, ASVerticalAlignmentBottom,
    };
    @interface ASStackLayoutSpec : ASLayoutSpec
    + (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction spacing:(CGFloat)spacing justifyContent:(ASStackLayoutJustifyContent)justifyContent alignItems:(ASStackLayoutAlignItems)alignItems children:(NSArray<id<ASLayoutElement>> *)children;
    + (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction spacing:(CGFloat)spacing justifyContent:(ASStackLayoutJustifyContent)justifyContent alignItems:(ASStackLayoutAlignItems)alignItems flexWrap:(ASStackLayoutFlexWrap)flexWrap alignContent:(ASStackLayoutAlignContent)alignContent children:(NSArray<id<ASLayoutElement>> *)children;
    + (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction spacing:(CGFloat)spacing justifyContent:(ASStackLayoutJustifyContent)justifyContent alignItems:(ASStackLayoutAlignItems)alignItems flexWrap:(ASStackLayoutFlexWrap)flexWrap alignContent:(ASStackLayoutAlignContent)alignContent lineSpacing:(CGFloat)lineSpacing children:(NSArray<id<ASLayoutElement>> *)children;
    + (instancetype)verticalStackLayoutSpec;
    + (instancetype)horizontalStackLayoutSpec;
    @property ASStackLayoutDirection direction;
    @property CGFloat spacing;
    @property CGFloat lineSpacing;
    @property ASStackLayoutJustifyContent justifyContent;
    @property ASStackLayoutAlignItems alignItems;
    @property ASStackLayoutFlexWrap flexWrap;
    @property ASStackLayoutAlignContent alignContent;
    @property ASHorizontalAlignment horizontalAlignment;
    @property ASVerticalAlignment verticalAlignment;
    @property BOOL concurrent;
    @end
    @interface ASInsetLayoutSpec : ASLayoutSpec
    + (instancetype)insetLayoutSpecWithInsets:(UIEdgeInsets)insets child:(id<ASLayoutElement>)child;
    @property UIEdgeInsets insets;
    @end
    @interface ASOverlayLayoutSpec : ASLayoutSpec
    + (instancetype)overlayLayoutSpecWithChild:(id<ASLayoutElement>)child overlay:(id<ASLayoutElement>)overlay;
    @property (strong) id<ASLayoutElement> overlay;
    @end
    @interface ASBackgroundLayoutSpec : ASLayoutSpec
    + (instancetype)backgroundLayoutSpecWithChild:(id<ASLayoutElement>)child background:(id<ASLayoutElement>)background;
    @property (strong) id<ASLayoutElement> background;
    @end
    typedef NS_ENUM(NSUInteger, ASRelativeLayoutSpecPosition) {
        ASRelativeLayoutSpecPositionNone, ASRelativeLayoutSpecPositionStart, ASRelativeLayoutSpecPositionCenter,
        ASRelativeLayoutSpecPositionEnd,
    };
    typedef NS_OPTIONS(NSUInteger, ASRelativeLayoutSpecSizingOption) {
        ASRelativeLayoutSpecSizingOptionDefault, ASRelativeLayoutSpecSizingOptionMinimumWidth = 1 << 0,
        ASRelativeLayoutSpecSizingOptionMinimumHeight = 1 << 1, ASRelativeLayoutSpecSizingOptionMinimumSize = 3,
    };
    @interface ASRelativeLayoutSpec : ASLayoutSpec
    + (instancetype)relativePositionLayoutSpecWithHorizontalPosition:(ASRelativeLayoutSpecPosition)horizontalPosition verticalPosition:(ASRelativeLayoutSpecPosition)verticalPosition sizingOption:(ASRelativeLayoutSpecSizingOption)sizingOption child:(id<ASLayoutElement>)child;
    @property ASRelativeLayoutSpecPosition horizontalPosition;
    @property ASRelativeLayoutSpecPosition verticalPosition;
    @property ASRelativeLayoutSpecSizingOption sizingOption;
    @end
    typedef NS_OPTIONS(NSUInteger, ASCenterLayoutSpecCenteringOptions) {
        ASCenterLayoutSpecCenteringNone, ASCenterLayoutSpecCenteringX = 1 << 0, ASCenterLayoutSpecCenteringY = 1 << 1,
        ASCenterLayoutSpecCenteringXY = 3,
    };
    typedef NS_OPTIONS(NSUInteger, ASCenterLayoutSpecSizingOptions) {
        ASCenterLayoutSpecSizingOptionDefault, ASCenterLayoutSpecSizingOptionMinimumX = 1 << 0,
        ASCenterLayoutSpecSizingOptionMinimumY = 1 << 1, ASCenterLayoutSpecSizingOptionMinimumXY = 3,
    };
    @interface ASCenterLayoutSpec : ASRelativeLayoutSpec
    + (instancetype)centerLayoutSpecWithCenteringOptions:(ASCenterLayoutSpecCenteringOptions)centeringOptions sizingOptions:(ASCenterLayoutSpecSizingOptions)sizingOptions child:(id<ASLayoutElement>)child;
    @property ASCenterLayoutSpecCenteringOptions centeringOptions;
    @property ASCenterLayoutSpecSizingOptions sizingOptions;
    @end
    """#
}
