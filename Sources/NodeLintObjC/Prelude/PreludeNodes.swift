extension Prelude {
    /// Controls, images and text nodes.
    static let nodes = #"""
    typedef NS_OPTIONS(NSUInteger, ASControlNodeEvent) {
        ASControlNodeEventTouchDown = 1 << 0, ASControlNodeEventTouchDownRepeat = 1 << 1,
        ASControlNodeEventTouchDragInside = 1 << 2, ASControlNodeEventTouchDragOutside = 1 << 3,
        ASControlNodeEventTouchUpInside = 1 << 4, ASControlNodeEventTouchUpOutside = 1 << 5,
        ASControlNodeEventTouchCancel = 1 << 6, ASControlNodeEventValueChanged = 1 << 12,
        ASControlNodeEventPrimaryActionTriggered = 1 << 13, ASControlNodeEventAllEvents = 0xFFFFFFFF
    };
    typedef NS_OPTIONS(NSUInteger, ASControlState) {
        ASControlStateNormal = 0, ASControlStateHighlighted = 1 << 0, ASControlStateDisabled = 1 << 1,
        ASControlStateSelected = 1 << 2,
    };
    @interface ASControlNode : ASDisplayNode
    @property (getter=isEnabled) BOOL enabled;
    @property (getter=isHighlighted) BOOL highlighted;
    @property (getter=isSelected) BOOL selected;
    @property (readonly, getter=isTracking) BOOL tracking;
    @property (readonly, getter=isTouchInside) BOOL touchInside;
    @property UIEdgeInsets hitTestSlop;
    - (void)addTarget:(id)target action:(SEL)action forControlEvents:(ASControlNodeEvent)controlEvents;
    - (void)removeTarget:(id)target action:(SEL)action forControlEvents:(ASControlNodeEvent)controlEvents;
    - (void)sendActionsForControlEvents:(ASControlNodeEvent)controlEvents withEvent:(UIEvent *)event;
    @end
    typedef id asimagenode_modification_block_t;
    @interface ASImageNode : ASControlNode
    @property (strong) UIImage *image;
    @property (strong) UIColor *placeholderColor;
    @property (getter=isCropEnabled) BOOL cropEnabled;
    @property BOOL forceUpscaling;
    @property CGRect cropRect;
    @property (copy) asimagenode_modification_block_t imageModificationBlock;
    @property CGSize forcedSize;
    - (void)setNeedsDisplayWithCompletion:(void (^)(BOOL canceled))displayCompletionBlock;
    @end
    asimagenode_modification_block_t ASImageNodeRoundBorderModificationBlock(CGFloat borderWidth, UIColor *borderColor);
    asimagenode_modification_block_t ASImageNodeTintColorModificationBlock(UIColor *color);
    @class ASNetworkImageNode;
    @protocol ASNetworkImageNodeDelegate <NSObject>
    @optional
    - (void)imageNode:(ASNetworkImageNode *)imageNode didLoadImage:(UIImage *)image;
    - (void)imageNodeDidStartFetchingData:(ASNetworkImageNode *)imageNode;
    - (void)imageNode:(ASNetworkImageNode *)imageNode didFailWithError:(NSError *)error;
    - (void)imageNodeDidFinishDecoding:(ASNetworkImageNode *)imageNode;
    @end
    @interface ASNetworkImageNode : ASImageNode
    - (instancetype)initWithCache:(id)cache downloader:(id)downloader;
    @property (copy) NSURL *URL;
    @property (strong) UIImage *defaultImage;
    @property (weak) id<ASNetworkImageNodeDelegate> delegate;
    @property BOOL shouldCacheImage;
    @property BOOL shouldRenderProgressImages;
    @property (readonly) NSInteger currentImageQuality;
    - (void)setURL:(NSURL *)URL resetToDefault:(BOOL)reset;
    @end
    @interface ASMultiplexImageNode : ASImageNode
    @property (copy) NSArray *imageIdentifiers;
    @property (weak) id dataSource;
    @property (weak) id delegate;
    @property BOOL downloadsIntermediateImages;
    - (void)reloadImageIdentifierSources;
    @end
    @interface ASMapNode : ASImageNode
    @property (getter=isLiveMap) BOOL liveMap;
    @property (weak) id mapDelegate;
    @property (readonly) MKMapView *mapView;
    @property BOOL needsMapReloadOnBoundsChange;
    @end
    typedef NS_ENUM(NSUInteger, ASTextNodeHighlightStyle) {
        ASTextNodeHighlightStyleLight, ASTextNodeHighlightStyleDark
    };
    @protocol ASTextNodeDelegate <NSObject>
    @optional
    - (void)textNode:(id)textNode tappedLinkAttribute:(NSString *)attribute value:(id)value atPoint:(CGPoint)point textRange:(NSRange)textRange;
    - (BOOL)textNode:(id)textNode shouldHighlightLinkAttribute:(NSString *)attribute value:(id)value atPoint:(CGPoint)point;
    @end
    @interface ASTextNode : ASControlNode
    @property (copy) NSAttributedString *attributedText;
    @property (copy) NSAttributedString *truncationAttributedText;
    @property (copy) NSAttributedString *additionalTruncationMessage;
    @property NSLineBreakMode truncationMode;
    @property NSUInteger maximumNumberOfLines;
    @property (readonly, getter=isTruncated) BOOL truncated;
    @property (readonly) NSUInteger lineCount;
    @property (copy) NSArray<NSString *> *linkAttributeNames;
    @property (weak) id<ASTextNodeDelegate> delegate;
    @property BOOL longPressCancelsTouches;
    @property BOOL passthroughNonlinkTouches;
    @property ASTextNodeHighlightStyle highlightStyle;
    @property UIEdgeInsets textContainerInset;
    @property (copy) NSArray<UIBezierPath *> *exclusionPaths;
    @property (copy) NSString *placeholderText;
    @property (strong) UIColor *placeholderColor;
    @property UIEdgeInsets placeholderInsets;
    @property CGFloat shadowPadding;
    @property (copy) NSArray<NSNumber *> *pointSizeScaleFactors;
    - (BOOL)shouldTruncateForConstrainedSize:(ASSizeRange)constrainedSize;
    @end
    @interface ASTextNode2 : ASControlNode
    @property (copy) NSAttributedString *attributedText;
    @property (copy) NSAttributedString *truncationAttributedText;
    @property (copy) NSAttributedString *additionalTruncationMessage;
    @property NSLineBreakMode truncationMode;
    @property NSUInteger maximumNumberOfLines;
    @property (readonly, getter=isTruncated) BOOL truncated;
    @property (copy) NSArray<NSString *> *linkAttributeNames;
    @property (weak) id<ASTextNodeDelegate> delegate;
    @property UIEdgeInsets textContainerInset;
    @property (copy) NSString *placeholderText;
    @end
    """#
}
