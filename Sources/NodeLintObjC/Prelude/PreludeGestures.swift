extension Prelude {
    /// Gesture recognizers and UIControl.
    static let gestures = #"""
    @interface UIGestureRecognizer : NSObject
    - (instancetype)initWithTarget:(id)target action:(SEL)action NS_DESIGNATED_INITIALIZER;
    - (void)addTarget:(id)target action:(SEL)action;
    - (void)removeTarget:(id)target action:(SEL)action;
    - (void)requireGestureRecognizerToFail:(UIGestureRecognizer *)otherGestureRecognizer;
    - (CGPoint)locationInView:(UIView *)view;
    @property (nonatomic, readonly) UIGestureRecognizerState state;
    @property (nonatomic, weak) id<UIGestureRecognizerDelegate> delegate;
    @property (nonatomic, getter=isEnabled) BOOL enabled;
    @property (nonatomic, readonly) UIView *view;
    @property (nonatomic) BOOL cancelsTouchesInView;
    @property (nonatomic) BOOL delaysTouchesBegan;
    @property (nonatomic) BOOL delaysTouchesEnded;
    @end
    @interface UITapGestureRecognizer : UIGestureRecognizer
    @property (nonatomic) NSUInteger numberOfTapsRequired;
    @property (nonatomic) NSUInteger numberOfTouchesRequired;
    @end
    @interface UIPanGestureRecognizer : UIGestureRecognizer
    - (CGPoint)translationInView:(UIView *)view;
    - (void)setTranslation:(CGPoint)translation inView:(UIView *)view;
    - (CGPoint)velocityInView:(UIView *)view;
    @property (nonatomic) NSUInteger minimumNumberOfTouches;
    @property (nonatomic) NSUInteger maximumNumberOfTouches;
    @end
    @interface UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
    @property (nonatomic) NSUInteger edges;
    @end
    @interface UILongPressGestureRecognizer : UIGestureRecognizer
    @property (nonatomic) NSTimeInterval minimumPressDuration;
    @property (nonatomic) CGFloat allowableMovement;
    @end
    typedef NS_OPTIONS(NSUInteger, UISwipeGestureRecognizerDirection) {
        UISwipeGestureRecognizerDirectionRight = 1 << 0, UISwipeGestureRecognizerDirectionLeft = 1 << 1,
        UISwipeGestureRecognizerDirectionUp = 1 << 2, UISwipeGestureRecognizerDirectionDown = 1 << 3
    };
    @interface UISwipeGestureRecognizer : UIGestureRecognizer
    @property (nonatomic) UISwipeGestureRecognizerDirection direction;
    @end
    @interface UIPinchGestureRecognizer : UIGestureRecognizer
    @property (nonatomic) CGFloat scale;
    @property (nonatomic, readonly) CGFloat velocity;
    @end
    @interface UIRotationGestureRecognizer : UIGestureRecognizer
    @property (nonatomic) CGFloat rotation;
    @end
    typedef NS_OPTIONS(NSUInteger, UIControlState) {
        UIControlStateNormal = 0, UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1,
        UIControlStateSelected = 1 << 2, UIControlStateFocused = 1 << 3,
    };
    typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
        UIControlEventTouchDown = 1 << 0, UIControlEventTouchDownRepeat = 1 << 1, UIControlEventTouchDragInside = 1 << 2,
        UIControlEventTouchDragOutside = 1 << 3, UIControlEventTouchUpInside = 1 << 6, UIControlEventTouchUpOutside = 1 << 7,
        UIControlEventTouchCancel = 1 << 8, UIControlEventValueChanged = 1 << 12, UIControlEventPrimaryActionTriggered = 1 << 13,
        UIControlEventEditingDidBegin = 1 << 16, UIControlEventEditingChanged = 1 << 17, UIControlEventEditingDidEnd = 1 << 18,
        UIControlEventAllTouchEvents = 0x00000FFF, UIControlEventAllEvents = 0xFFFFFFFF
    };
    typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) {
        UIControlContentHorizontalAlignmentCenter, UIControlContentHorizontalAlignmentLeft,
        UIControlContentHorizontalAlignmentRight, UIControlContentHorizontalAlignmentFill,
    };
    @interface UIControl : UIView
    @property (nonatomic, getter=isEnabled) BOOL enabled;
    @property (nonatomic, getter=isSelected) BOOL selected;
    @property (nonatomic, getter=isHighlighted) BOOL highlighted;
    @property (nonatomic, readonly) UIControlState state;
    @property (nonatomic) UIControlContentHorizontalAlignment contentHorizontalAlignment;
    - (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
    - (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
    - (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
    @end
    """#
}
