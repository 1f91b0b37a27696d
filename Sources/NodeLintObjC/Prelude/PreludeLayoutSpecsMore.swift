extension Prelude {
    /// The remaining layout specs.
    static let layoutSpecsMore = #"""
    @interface ASRatioLayoutSpec : ASLayoutSpec
    + (instancetype)ratioLayoutSpecWithRatio:(CGFloat)ratio child:(id<ASLayoutElement>)child;
    @property CGFloat ratio;
    @end
    typedef NS_ENUM(NSInteger, ASAbsoluteLayoutSpecSizing) {
        ASAbsoluteLayoutSpecSizingDefault, ASAbsoluteLayoutSpecSizingSizeToFit,
    };
    @interface ASAbsoluteLayoutSpec : ASLayoutSpec
    + (instancetype)absoluteLayoutSpecWithChildren:(NSArray<id<ASLayoutElement>> *)children;
    + (instancetype)absoluteLayoutSpecWithSizing:(ASAbsoluteLayoutSpecSizing)sizing children:(NSArray<id<ASLayoutElement>> *)children;
    @property ASAbsoluteLayoutSpecSizing sizing;
    @end
    typedef NS_ENUM(NSInteger, ASCornerLayoutLocation) {
        ASCornerLayoutLocationTopLeft, ASCornerLayoutLocationTopRight, ASCornerLayoutLocationBottomLeft,
        ASCornerLayoutLocationBottomRight,
    };
    // 1.x only (removed in 2.0, replaced by ASAbsoluteLayoutSpec).
    @interface ASStaticLayoutSpec : ASLayoutSpec
    + (instancetype)staticLayoutSpecWithChildren:(NSArray<id<ASLayoutElement>> *)children;
    @end

    @interface ASCornerLayoutSpec : ASLayoutSpec
    + (instancetype)cornerLayoutSpecWithChild:(id<ASLayoutElement>)child corner:(id<ASLayoutElement>)corner location:(ASCornerLayoutLocation)location;
    @property (strong) id<ASLayoutElement> corner;
    @property ASCornerLayoutLocation cornerLocation;
    @property CGPoint offset;
    @property BOOL wrapsCorner;
    @end
    """#
}
