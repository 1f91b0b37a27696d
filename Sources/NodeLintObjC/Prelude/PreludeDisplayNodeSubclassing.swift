extension Prelude {
    /// ASDisplayNode's subclass override points and the UIView/CALayer properties it bridges.
    static let displayNodeSubclassing = #"""
    @interface ASDisplayNode (Subclassing)
    - (void)didLoad ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)layout ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)layoutDidFinish ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)calculatedLayoutDidChange ASDISPLAYNODE_REQUIRES_SUPER;
    - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize;
    - (CGSize)calculateSizeThatFits:(CGSize)constrainedSize;
    - (ASLayout *)calculateLayoutThatFits:(ASSizeRange)constrainedSize;
    - (ASLayout *)calculateLayoutThatFits:(ASSizeRange)constrainedSize restrictedToSize:(ASLayoutSize)size relativeToParentSize:(CGSize)parentSize;
    - (void)willEnterHierarchy ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)didEnterHierarchy ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)didExitHierarchy ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)clearContents ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)displayWillStartAsynchronously:(BOOL)asynchronously ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)displayDidFinish ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)subnodeDisplayWillStart:(ASDisplayNode *)subnode ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)subnodeDisplayDidFinish:(ASDisplayNode *)subnode ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)asyncTraitCollectionDidChangeWithPreviousTraitCollection:(id)previousTraitCollection ASDISPLAYNODE_REQUIRES_SUPER;
    - (void)animateLayoutTransition:(id<ASContextTransitioning>)context;
    - (void)didCompleteLayoutTransition:(id<ASContextTransitioning>)context;
    - (NSObject *)drawParametersForAsyncLayer:(_ASDisplayLayer *)layer;
    + (void)drawRect:(CGRect)bounds withParameters:(id)parameters isCancelled:(BOOL (^)(void))isCancelledBlock isRasterizing:(BOOL)isRasterizing;
    + (UIImage *)displayWithParameters:(id)parameters isCancelled:(BOOL (^)(void))isCancelledBlock;
    - (UIImage *)placeholderImage;
    - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
    - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event;
    - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event;
    - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    @end
    @interface ASDisplayNode (UIViewBridge)
    @property CGRect frame;
    @property CGRect bounds;
    @property CGPoint position;
    @property CGPoint anchorPoint;
    @property CGFloat zPosition;
    @property CATransform3D transform;
    @property CATransform3D subnodeTransform;
    @property CGFloat alpha;
    @property (getter=isHidden) BOOL hidden;
    @property (getter=isOpaque) BOOL opaque;
    @property (strong) UIColor *backgroundColor;
    @property (strong) UIColor *tintColor;
    @property CGFloat cornerRadius;
    @property ASCornerRoundingType cornerRoundingType;
    @property BOOL clipsToBounds;
    @property UIViewContentMode contentMode;
    @property UIViewAutoresizing autoresizingMask;
    @property BOOL autoresizesSubviews;
    @property (getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
    @property (getter=isExclusiveTouch) BOOL exclusiveTouch;
    @property BOOL needsDisplayOnBoundsChange;
    @property BOOL allowsGroupOpacity;
    @property BOOL allowsEdgeAntialiasing;
    @property CGFloat borderWidth;
    @property CGColorRef borderColor;
    @property CGColorRef shadowColor;
    @property CGFloat shadowOpacity;
    @property CGSize shadowOffset;
    @property CGFloat shadowRadius;
    @property CGFloat contentsScale;
    @property CGRect contentsRect;
    @property (strong) id contents;
    @property UIUserInterfaceStyle overrideUserInterfaceStyle;
    @property BOOL isAccessibilityElement;
    @property (copy) NSString *accessibilityLabel;
    @property (copy) NSString *accessibilityHint;
    @property (copy) NSString *accessibilityValue;
    @property (copy) NSString *accessibilityIdentifier;
    @property uint64_t accessibilityTraits;
    @property BOOL accessibilityElementsHidden;
    @property BOOL accessibilityViewIsModal;
    @property BOOL shouldGroupAccessibilityChildren;
    - (void)setNeedsDisplayInRect:(CGRect)rect;
    @end
    """#
}
