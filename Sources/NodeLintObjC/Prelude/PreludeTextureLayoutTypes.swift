extension Prelude {
    /// Texture's layout values: dimensions, size ranges, the layout element protocol and its style.
    static let textureLayoutTypes = #"""
    @class ASDisplayNode, ASLayoutSpec, ASLayout, ASCellNode, ASDisplayNode;
    typedef NS_ENUM(NSInteger, ASDimensionUnit) { ASDimensionUnitAuto, ASDimensionUnitPoints, ASDimensionUnitFraction };
    typedef struct { ASDimensionUnit unit; CGFloat value; } ASDimension;
    typedef struct { ASDimension width; ASDimension height; } ASLayoutSize;
    typedef struct { CGSize min; CGSize max; } ASSizeRange;
    typedef struct {
        UIUserInterfaceSizeClass horizontalSizeClass, verticalSizeClass;
        CGFloat displayScale, displayGamut;
        UIUserInterfaceIdiom userInterfaceIdiom;
        UIForceTouchCapability forceTouchCapability;
        UIUserInterfaceLayoutDirection layoutDirection;
        UIUserInterfaceStyle userInterfaceStyle;
        UIContentSizeCategory preferredContentSizeCategory;
        CGSize containerSize;
    } ASPrimitiveTraitCollection;
    extern const ASDimension ASDimensionAuto;
    extern const ASSizeRange ASSizeRangeZero;
    extern const ASSizeRange ASSizeRangeUnconstrained;
    extern const ASLayoutSize ASLayoutSizeAuto;
    __attribute__((overloadable)) ASDimension ASDimensionMake(CGFloat points);
    __attribute__((overloadable)) ASDimension ASDimensionMake(NSString *dimension);
    __attribute__((overloadable)) ASDimension ASDimensionMake(ASDimensionUnit unit, CGFloat value);
    ASDimension ASDimensionMakeWithPoints(CGFloat points);
    ASDimension ASDimensionMakeWithFraction(CGFloat fraction);
    ASDimension ASDimensionMakeWithUnit(ASDimensionUnit unit, CGFloat value);
    ASLayoutSize ASLayoutSizeMake(ASDimension width, ASDimension height);
    __attribute__((overloadable)) ASSizeRange ASSizeRangeMake(CGSize min, CGSize max);
    __attribute__((overloadable)) ASSizeRange ASSizeRangeMake(CGSize exactSize);
    ASSizeRange ASSizeRangeMakeExactSize(CGSize size);
    ASSizeRange ASSizeRangeMakeWithExactCGSize(CGSize size);
    CGSize ASSizeRangeClamp(ASSizeRange sizeRange, CGSize size);
    BOOL ASSizeRangeEqualToSizeRange(ASSizeRange lhs, ASSizeRange rhs);
    BOOL ASSizeRangeHasSignificantArea(ASSizeRange sizeRange);
    BOOL ASIsCGSizeValidForSize(CGSize size);
    BOOL ASPointsValidForLayout(CGFloat points);
    CGFloat ASScreenScale(void);
    CGFloat ASCeilPixelValue(CGFloat f);
    CGFloat ASFloorPixelValue(CGFloat f);
    CGFloat ASRoundPixelValue(CGFloat f);
    CGSize ASCeilSizeValues(CGSize s);
    BOOL ASDisplayNodeThreadIsMain(void);
    BOOL ASActivateExperimentalFeature(NSUInteger option);
    void ASPerformBlockOnMainThread(void (^block)(void));
    void ASPerformBlockOnBackgroundThread(void (^block)(void));
    void ASPerformBlockOnDeallocationQueue(void (^block)(void));
    void ASPerformMainThreadDeallocation(id *objectPtr);
    NSString *NSStringFromASSizeRange(ASSizeRange sizeRange);
    typedef NS_ENUM(NSInteger, ASStackLayoutAlignSelf) {
        ASStackLayoutAlignSelfAuto, ASStackLayoutAlignSelfStart, ASStackLayoutAlignSelfEnd,
        ASStackLayoutAlignSelfCenter, ASStackLayoutAlignSelfStretch,
    };
    @interface ASLayoutElementStyle : NSObject
    @property (nonatomic) ASDimension width;
    @property (nonatomic) ASDimension height;
    @property (nonatomic) ASDimension minWidth;
    @property (nonatomic) ASDimension maxWidth;
    @property (nonatomic) ASDimension minHeight;
    @property (nonatomic) ASDimension maxHeight;
    @property (nonatomic) CGSize preferredSize;
    @property (nonatomic) CGSize minSize;
    @property (nonatomic) CGSize maxSize;
    @property (nonatomic) ASLayoutSize preferredLayoutSize;
    @property (nonatomic) ASLayoutSize minLayoutSize;
    @property (nonatomic) ASLayoutSize maxLayoutSize;
    @property (nonatomic) CGFloat spacingBefore;
    @property (nonatomic) CGFloat spacingAfter;
    @property (nonatomic) CGFloat flexGrow;
    @property (nonatomic) CGFloat flexShrink;
    @property (nonatomic) ASDimension flexBasis;
    @property (nonatomic) ASStackLayoutAlignSelf alignSelf;
    @property (nonatomic) CGFloat ascender;
    @property (nonatomic) CGFloat descender;
    @property (nonatomic) CGPoint layoutPosition;
    @end
    typedef NS_ENUM(NSUInteger, ASLayoutElementType) { ASLayoutElementTypeLayoutSpec, ASLayoutElementTypeDisplayNode };
    @protocol ASLayoutElement <NSObject>
    @property (nonatomic, readonly) ASLayoutElementType layoutElementType;
    @property (nonatomic, readonly) ASLayoutElementStyle *style;
    @property (nonatomic, readonly) NSArray<id<ASLayoutElement>> *sublayoutElements;
    - (ASLayout *)layoutThatFits:(ASSizeRange)constrainedSize;
    - (ASLayout *)layoutThatFits:(ASSizeRange)constrainedSize parentSize:(CGSize)parentSize;
    - (ASLayoutElementStyle *)styledWithBlock:(void (^)(ASLayoutElementStyle *style))styleBlock;
    @end
    @interface ASLayout : NSObject
    + (instancetype)layoutWithLayoutElement:(id<ASLayoutElement>)layoutElement size:(CGSize)size sublayouts:(NSArray<ASLayout *> *)sublayouts;
    + (instancetype)layoutWithLayoutElement:(id<ASLayoutElement>)layoutElement size:(CGSize)size position:(CGPoint)position sublayouts:(NSArray<ASLayout *> *)sublayouts;
    + (instancetype)layoutWithLayoutElement:(id<ASLayoutElement>)layoutElement size:(CGSize)size;
    @property (nonatomic, weak, readonly) id<ASLayoutElement> layoutElement;
    @property (nonatomic, readonly) CGSize size;
    @property (nonatomic, readonly) CGPoint position;
    @property (nonatomic, readonly) CGRect frame;
    @property (nonatomic, copy, readonly) NSArray<ASLayout *> *sublayouts;
    @end
    @protocol ASLocking <NSLocking>
    - (BOOL)tryLock;
    @end
    typedef NS_OPTIONS(NSUInteger, ASInterfaceState) {
        ASInterfaceStateNone = 0, ASInterfaceStateMeasureLayout = 1 << 0, ASInterfaceStatePreload = 1 << 1,
        ASInterfaceStateDisplay = 1 << 2, ASInterfaceStateVisible = 1 << 3,
        ASInterfaceStateInHierarchy = ASInterfaceStateMeasureLayout | ASInterfaceStatePreload | ASInterfaceStateDisplay | ASInterfaceStateVisible,
    };
    typedef NS_OPTIONS(NSUInteger, ASCornerRoundingType) {
        ASCornerRoundingTypeDefaultSlowCALayer, ASCornerRoundingTypePrecomposited, ASCornerRoundingTypeClipping,
    };
    """#
}
