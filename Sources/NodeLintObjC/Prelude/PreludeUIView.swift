extension Prelude {
    /// UIResponder, UIView and what a view's API needs (events, touches, traits, enums).
    static let uiview = #"""
    @class UIWindow, UIViewController, UIGestureRecognizer, UIScreen;
    typedef NS_ENUM(NSInteger, UIViewContentMode) {
        UIViewContentModeScaleToFill, UIViewContentModeScaleAspectFit, UIViewContentModeScaleAspectFill,
        UIViewContentModeRedraw, UIViewContentModeCenter, UIViewContentModeTop, UIViewContentModeBottom,
        UIViewContentModeLeft, UIViewContentModeRight, UIViewContentModeTopLeft, UIViewContentModeTopRight,
        UIViewContentModeBottomLeft, UIViewContentModeBottomRight,
    };
    typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
        UIViewAutoresizingNone = 0, UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
        UIViewAutoresizingFlexibleWidth = 1 << 1, UIViewAutoresizingFlexibleRightMargin = 1 << 2,
        UIViewAutoresizingFlexibleTopMargin = 1 << 3, UIViewAutoresizingFlexibleHeight = 1 << 4,
        UIViewAutoresizingFlexibleBottomMargin = 1 << 5
    };
    typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
        UIViewAnimationOptionLayoutSubviews = 1 << 0, UIViewAnimationOptionAllowUserInteraction = 1 << 1,
        UIViewAnimationOptionBeginFromCurrentState = 1 << 2, UIViewAnimationOptionCurveEaseInOut = 0 << 16,
        UIViewAnimationOptionCurveEaseIn = 1 << 16, UIViewAnimationOptionCurveEaseOut = 2 << 16,
        UIViewAnimationOptionCurveLinear = 3 << 16, UIViewAnimationOptionTransitionCrossDissolve = 5 << 20,
    };
    typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
        UIUserInterfaceStyleUnspecified, UIUserInterfaceStyleLight, UIUserInterfaceStyleDark,
    };
    typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
        UIUserInterfaceIdiomUnspecified = -1, UIUserInterfaceIdiomPhone, UIUserInterfaceIdiomPad,
    };
    typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
        UIUserInterfaceLayoutDirectionLeftToRight, UIUserInterfaceLayoutDirectionRightToLeft,
    };
    typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
        UIUserInterfaceSizeClassUnspecified, UIUserInterfaceSizeClassCompact, UIUserInterfaceSizeClassRegular,
    };
    typedef NS_ENUM(NSInteger, UIForceTouchCapability) {
        UIForceTouchCapabilityUnknown, UIForceTouchCapabilityUnavailable, UIForceTouchCapabilityAvailable,
    };
    typedef NSString *UIContentSizeCategory;
    @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
    @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle;
    @property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
    @property (nonatomic, readonly) CGFloat displayScale;
    @property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
    @property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;
    @property (nonatomic, readonly, copy) NSString *preferredContentSizeCategory;
    @end
    @protocol UITraitEnvironment <NSObject>
    @property (nonatomic, readonly) UITraitCollection *traitCollection;
    - (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection;
    @end
    @class UIView;
    @interface UITouch : NSObject
    - (CGPoint)locationInView:(UIView *)view;
    - (CGPoint)previousLocationInView:(UIView *)view;
    @property (nonatomic, readonly) UIView *view;
    @property (nonatomic, readonly) NSUInteger tapCount;
    @end
    @interface UIEvent : NSObject
    - (NSSet<UITouch *> *)allTouches;
    @end
    @interface UIResponder : NSObject
    @property (nonatomic, readonly) UIResponder *nextResponder;
    - (BOOL)becomeFirstResponder;
    - (BOOL)resignFirstResponder;
    @property (nonatomic, readonly) BOOL isFirstResponder;
    - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    - (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    @end
    """#
}
