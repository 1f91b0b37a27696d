extension Prelude {
    /// Texture's view controllers (current and legacy names) and node controllers.
    static let textureControllers = #"""
    @protocol ASVisibilityDepth <NSObject>
    - (NSInteger)visibilityDepth;
    - (void)visibilityDepthDidChange;
    @end
    @interface ASDKViewController<__covariant DisplayNodeType : ASDisplayNode *> : UIViewController <ASVisibilityDepth>
    - (instancetype)initWithNode:(DisplayNodeType)node NS_DESIGNATED_INITIALIZER;
    - (instancetype)init NS_DESIGNATED_INITIALIZER;
    @property (readonly) DisplayNodeType node;
    @property BOOL neverShowPlaceholders;
    - (ASSizeRange)nodeConstrainedSize;
    - (ASInterfaceState)interfaceState;
    @end
    @interface ASViewController<__covariant DisplayNodeType : ASDisplayNode *> : UIViewController <ASVisibilityDepth>
    - (instancetype)initWithNode:(DisplayNodeType)node NS_DESIGNATED_INITIALIZER;
    - (instancetype)init NS_DESIGNATED_INITIALIZER;
    @property (readonly) DisplayNodeType node;
    @property BOOL neverShowPlaceholders;
    - (ASSizeRange)nodeConstrainedSize;
    - (ASInterfaceState)interfaceState;
    @end
    @interface ASDKNavigationController : UINavigationController <ASVisibilityDepth> @end
    @interface ASNavigationController : UINavigationController <ASVisibilityDepth> @end
    @interface ASTabBarController : UITabBarController <ASVisibilityDepth> @end
    @interface ASNodeController<__covariant DisplayNodeType : ASDisplayNode *> : NSObject <ASInterfaceStateDelegate, ASLocking>
    @property (strong) DisplayNodeType node;
    - (void)loadNode;
    - (void)nodeDidLoad;
    - (void)nodeDidLayout;
    - (void)interfaceStateDidChange:(ASInterfaceState)newState fromState:(ASInterfaceState)oldState;
    - (void)setShouldInvertStrongReference:(BOOL)shouldInvertStrongReference;
    @end
    @interface UIView (AsyncDisplayKit)
    - (void)addSubnode:(ASDisplayNode *)subnode;
    @end
    @interface CALayer (AsyncDisplayKit)
    - (void)addSubnode:(ASDisplayNode *)subnode;
    @end
    @interface _ASDisplayLayer : CALayer
    @property BOOL displaysAsynchronously;
    - (void)cancelAsyncDisplay;
    @end
    @interface _ASDisplayView : UIView @end
    """#
}
