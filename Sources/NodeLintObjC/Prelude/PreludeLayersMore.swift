extension Prelude {
    /// Layer subclasses, animations and transactions.
    static let layersMore = #"""
    @interface CAShapeLayer : CALayer
    @property CGPathRef path;
    @property CGColorRef fillColor;
    @property CGColorRef strokeColor;
    @property CGFloat lineWidth;
    @property CGFloat strokeStart;
    @property CGFloat strokeEnd;
    @end
    @interface CAGradientLayer : CALayer
    @property (copy) NSArray *colors;
    @property (copy) NSArray<NSNumber *> *locations;
    @property CGPoint startPoint;
    @property CGPoint endPoint;
    @end
    @interface CATextLayer : CALayer
    @property (copy) id string;
    @property CGFloat fontSize;
    @end
    @interface CAReplicatorLayer : CALayer @end
    @interface CAEmitterLayer : CALayer @end
    @interface CATransformLayer : CALayer @end
    @interface CAMediaTimingFunction : NSObject
    + (instancetype)functionWithName:(NSString *)name;
    @end
    extern NSString *const kCAMediaTimingFunctionLinear, *const kCAMediaTimingFunctionEaseIn,
        *const kCAMediaTimingFunctionEaseOut, *const kCAMediaTimingFunctionEaseInEaseOut;
    extern NSString *const kCAFillModeForwards, *const kCAGravityResizeAspectFill, *const kCAGravityResizeAspect;
    @interface CAAnimation : NSObject <NSCopying>
    + (instancetype)animation;
    @property CFTimeInterval duration;
    @property CFTimeInterval beginTime;
    @property float repeatCount;
    @property BOOL autoreverses;
    @property BOOL removedOnCompletion;
    @property (copy) NSString *fillMode;
    @property (strong) CAMediaTimingFunction *timingFunction;
    @property (strong) id delegate;
    @end
    @interface CAPropertyAnimation : CAAnimation
    + (instancetype)animationWithKeyPath:(NSString *)path;
    @property (copy) NSString *keyPath;
    @end
    @interface CABasicAnimation : CAPropertyAnimation
    @property (strong) id fromValue;
    @property (strong) id toValue;
    @end
    @interface CAKeyframeAnimation : CAPropertyAnimation
    @property (copy) NSArray *values;
    @end
    @interface CASpringAnimation : CABasicAnimation
    @property CGFloat damping;
    @end
    @interface CAAnimationGroup : CAAnimation
    @property (copy) NSArray<CAAnimation *> *animations;
    @end
    @interface CATransaction : NSObject
    + (void)begin;
    + (void)commit;
    + (void)flush;
    + (void)setDisableActions:(BOOL)flag;
    + (void)setAnimationDuration:(CFTimeInterval)dur;
    + (void)setCompletionBlock:(void (^)(void))block;
    @end
    @interface CADisplayLink : NSObject
    + (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
    - (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSString *)mode;
    - (void)invalidate;
    @property (getter=isPaused) BOOL paused;
    @end
    """#
}
