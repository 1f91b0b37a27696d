extension Prelude {
    /// ASDisplayNode: creation, loading, hierarchy, layout and the subclass override points.
    static let displayNode = #"""
    @class _ASDisplayLayer, _ASDisplayView, ASDisplayNode;
    // Texture's block types are plain objects here: any block converts to `id`, so a block written
    // with another parameter list or a return type the prelude cannot see (a project cell class)
    // still parses instead of failing as an incompatible block.
    typedef id ASDisplayNodeViewBlock;
    typedef id ASDisplayNodeLayerBlock;
    typedef id ASDisplayNodeDidLoadBlock;
    typedef id ASLayoutSpecBlock;
    typedef id ASDisplayNodeContextModifier;
    @protocol ASContextTransitioning <NSObject>
    - (BOOL)isAnimated;
    - (ASLayout *)layoutForKey:(NSString *)key;
    - (ASSizeRange)constrainedSizeForKey:(NSString *)key;
    - (NSArray<ASDisplayNode *> *)subnodesForKey:(NSString *)key;
    - (NSArray<ASDisplayNode *> *)insertedSubnodes;
    - (NSArray<ASDisplayNode *> *)removedSubnodes;
    - (CGRect)initialFrameForNode:(ASDisplayNode *)node;
    - (CGRect)finalFrameForNode:(ASDisplayNode *)node;
    - (void)completeTransition:(BOOL)didComplete;
    @end
    @protocol ASInterfaceStateDelegate <NSObject>
    @optional
    - (void)interfaceStateDidChange:(ASInterfaceState)newState fromState:(ASInterfaceState)oldState;
    - (void)didEnterVisibleState;
    - (void)didExitVisibleState;
    - (void)didEnterDisplayState;
    - (void)didExitDisplayState;
    - (void)didEnterPreloadState;
    - (void)didExitPreloadState;
    - (void)nodeDidLayout;
    - (void)nodeDidLoad;
    - (void)hierarchyDisplayDidFinish;
    @end
    @interface ASDisplayNode : NSObject <ASLayoutElement, ASLocking, ASInterfaceStateDelegate>
    - (instancetype)init NS_DESIGNATED_INITIALIZER;
    - (instancetype)initWithViewBlock:(ASDisplayNodeViewBlock)viewBlock;
    - (instancetype)initWithViewBlock:(ASDisplayNodeViewBlock)viewBlock didLoadBlock:(ASDisplayNodeDidLoadBlock)didLoadBlock;
    - (instancetype)initWithLayerBlock:(ASDisplayNodeLayerBlock)layerBlock;
    - (instancetype)initWithLayerBlock:(ASDisplayNodeLayerBlock)layerBlock didLoadBlock:(ASDisplayNodeDidLoadBlock)didLoadBlock;
    - (void)setViewBlock:(ASDisplayNodeViewBlock)viewBlock;
    - (void)setLayerBlock:(ASDisplayNodeLayerBlock)layerBlock;
    - (void)onDidLoad:(ASDisplayNodeDidLoadBlock)body;
    + (Class)viewClass;
    + (Class)layerClass;
    @property (readonly, getter=isNodeLoaded) BOOL nodeLoaded;
    @property (readonly, getter=isSynchronous) BOOL synchronous;
    @property (readonly) UIView *view;
    @property (readonly) CALayer *layer;
    @property (getter=isLayerBacked) BOOL layerBacked;
    @property (readonly) BOOL supportsLayerBacking;
    @property BOOL automaticallyManagesSubnodes;
    @property BOOL automaticallyRelayoutOnSafeAreaChanges;
    @property BOOL automaticallyRelayoutOnLayoutMarginsChanges;
    @property (copy) ASLayoutSpecBlock layoutSpecBlock;
    @property (readonly) ASLayoutElementStyle *style;
    @property (readonly) CGSize calculatedSize;
    @property (readonly) ASSizeRange constrainedSizeForCalculatedLayout;
    @property (readonly) ASLayout *calculatedLayout;
    @property (readonly) ASInterfaceState interfaceState;
    @property (readonly, getter=isVisible) BOOL visible;
    @property (readonly, getter=isInPreloadState) BOOL inPreloadState;
    @property (readonly, getter=isInDisplayState) BOOL inDisplayState;
    @property (readonly, copy) NSArray<ASDisplayNode *> *subnodes;
    @property (readonly, weak) ASDisplayNode *supernode;
    @property (readonly) ASDisplayNode *rootNode;
    @property (copy) NSString *debugName;
    @property BOOL displaysAsynchronously;
    @property BOOL shouldRasterizeDescendants;
    @property BOOL displaySuspended;
    @property BOOL placeholderEnabled;
    @property NSTimeInterval placeholderFadeDuration;
    @property (copy) ASDisplayNodeContextModifier willDisplayNodeContentWithRenderingContext;
    @property (copy) ASDisplayNodeContextModifier didDisplayNodeContentWithRenderingContext;
    @property (readonly) UIEdgeInsets safeAreaInsets;
    @property UIEdgeInsets layoutMargins;
    @property BOOL insetsLayoutMarginsFromSafeArea;
    @property (readonly) UIViewController *closestViewController;
    @property (readonly) UITraitCollection *asyncTraitCollection;
    - (void)addSubnode:(ASDisplayNode *)subnode;
    - (void)insertSubnode:(ASDisplayNode *)subnode atIndex:(NSInteger)idx;
    - (void)insertSubnode:(ASDisplayNode *)subnode belowSubnode:(ASDisplayNode *)below;
    - (void)insertSubnode:(ASDisplayNode *)subnode aboveSubnode:(ASDisplayNode *)above;
    - (void)replaceSubnode:(ASDisplayNode *)subnode withSubnode:(ASDisplayNode *)replacementSubnode;
    - (void)removeFromSupernode;
    - (BOOL)isDescendantOfNode:(ASDisplayNode *)node;
    - (void)setNeedsLayout;
    - (void)layoutIfNeeded;
    - (void)setNeedsDisplay;
    - (void)recursivelyEnsureDisplaySynchronously:(BOOL)synchronously;
    - (void)recursivelyClearContents;
    - (void)recursivelyClearPreloadedData;
    - (void)recursivelyFetchData;
    - (void)invalidateCalculatedLayout;
    - (CGSize)measure:(CGSize)constrainedSize;
    - (void)transitionLayoutWithAnimation:(BOOL)animated shouldMeasureAsync:(BOOL)shouldMeasureAsync measurementCompletion:(void (^)(void))completion;
    - (void)transitionLayoutWithSizeRange:(ASSizeRange)constrainedSize animated:(BOOL)animated shouldMeasureAsync:(BOOL)shouldMeasureAsync measurementCompletion:(void (^)(void))completion;
    - (void)cancelLayoutTransition;
    - (CGPoint)convertPoint:(CGPoint)point toNode:(ASDisplayNode *)node;
    - (CGPoint)convertPoint:(CGPoint)point fromNode:(ASDisplayNode *)node;
    - (CGRect)convertRect:(CGRect)rect toNode:(ASDisplayNode *)node;
    - (CGRect)convertRect:(CGRect)rect fromNode:(ASDisplayNode *)node;
    - (void)enableSubtreeRasterization;
    @end
    """#
}
