extension Prelude {
    /// Windows, the main-only singletons (screen, application, device) and gesture recognizers.
    static let uikitSingletons = #"""
    @interface UIWindow : UIView
    @property (nonatomic, strong) UIViewController *rootViewController;
    @property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
    @property (nonatomic, strong) UIScreen *screen;
    - (void)makeKeyAndVisible;
    - (void)makeKeyWindow;
    @end
    @interface UIScreen : NSObject <UITraitEnvironment>
    @property (class, nonatomic, readonly) UIScreen *mainScreen;
    @property (class, nonatomic, readonly) NSArray<UIScreen *> *screens;
    @property (nonatomic, readonly) CGRect bounds;
    @property (nonatomic, readonly) CGRect nativeBounds;
    @property (nonatomic, readonly) CGFloat scale;
    @property (nonatomic, readonly) CGFloat nativeScale;
    @property (nonatomic) CGFloat brightness;
    @end
    typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
        UIStatusBarStyleDefault, UIStatusBarStyleLightContent, UIStatusBarStyleDarkContent = 3,
    };
    typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
        UIInterfaceOrientationUnknown, UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown,
        UIInterfaceOrientationLandscapeRight, UIInterfaceOrientationLandscapeLeft,
    };
    typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask) {
        UIInterfaceOrientationMaskPortrait = 1 << 1, UIInterfaceOrientationMaskLandscape = 24,
        UIInterfaceOrientationMaskAll = 30, UIInterfaceOrientationMaskAllButUpsideDown = 26,
    };
    @protocol UIApplicationDelegate <NSObject>
    @optional
    @property (nonatomic, strong) UIWindow *window;
    - (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions;
    - (void)applicationDidBecomeActive:(id)application;
    - (void)applicationWillResignActive:(id)application;
    - (void)applicationDidEnterBackground:(id)application;
    - (void)applicationWillEnterForeground:(id)application;
    @end
    @interface UIApplication : UIResponder
    @property (class, nonatomic, readonly) UIApplication *sharedApplication;
    @property (nonatomic, weak) id<UIApplicationDelegate> delegate;
    @property (nonatomic, readonly) UIWindow *keyWindow;
    @property (nonatomic, readonly) NSArray<UIWindow *> *windows;
    @property (nonatomic, readonly) CGRect statusBarFrame;
    @property (nonatomic, readonly) UIInterfaceOrientation statusBarOrientation;
    @property (nonatomic, readonly) NSInteger applicationState;
    @property (nonatomic, readonly) UIUserInterfaceLayoutDirection userInterfaceLayoutDirection;
    @property (nonatomic, getter=isNetworkActivityIndicatorVisible) BOOL networkActivityIndicatorVisible;
    @property (nonatomic, readonly) NSSet *connectedScenes;
    - (BOOL)canOpenURL:(NSURL *)url;
    - (BOOL)openURL:(NSURL *)url;
    - (void)openURL:(NSURL *)url options:(NSDictionary *)options completionHandler:(void (^)(BOOL success))completion;
    - (BOOL)sendAction:(SEL)action to:(id)target from:(id)sender forEvent:(UIEvent *)event;
    - (void)beginIgnoringInteractionEvents;
    - (void)endIgnoringInteractionEvents;
    @end
    int UIApplicationMain(int argc, char *argv[], NSString *principalClassName, NSString *delegateClassName);
    extern NSString *const UIApplicationDidBecomeActiveNotification, *const UIApplicationWillResignActiveNotification,
        *const UIApplicationDidEnterBackgroundNotification, *const UIApplicationWillEnterForegroundNotification,
        *const UIApplicationDidReceiveMemoryWarningNotification, *const UIKeyboardWillShowNotification,
        *const UIKeyboardWillHideNotification, *const UIKeyboardDidShowNotification, *const UIKeyboardDidHideNotification,
        *const UIKeyboardFrameEndUserInfoKey, *const UIKeyboardAnimationDurationUserInfoKey,
        *const UIContentSizeCategoryDidChangeNotification, *const UIDeviceOrientationDidChangeNotification;
    typedef NS_ENUM(NSInteger, UIDeviceOrientation) {
        UIDeviceOrientationUnknown, UIDeviceOrientationPortrait, UIDeviceOrientationPortraitUpsideDown,
        UIDeviceOrientationLandscapeLeft, UIDeviceOrientationLandscapeRight, UIDeviceOrientationFaceUp,
        UIDeviceOrientationFaceDown
    };
    @interface UIDevice : NSObject
    @property (class, nonatomic, readonly) UIDevice *currentDevice;
    @property (nonatomic, readonly) UIDeviceOrientation orientation;
    @property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
    @property (nonatomic, readonly, copy) NSString *systemVersion;
    @property (nonatomic, readonly, copy) NSString *systemName;
    @property (nonatomic, readonly, copy) NSString *model;
    @property (nonatomic, readonly, copy) NSString *name;
    @end
    typedef NS_ENUM(NSInteger, UIGestureRecognizerState) {
        UIGestureRecognizerStatePossible, UIGestureRecognizerStateBegan, UIGestureRecognizerStateChanged,
        UIGestureRecognizerStateEnded, UIGestureRecognizerStateCancelled, UIGestureRecognizerStateFailed,
        UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
    };
    @protocol UIGestureRecognizerDelegate <NSObject>
    @optional
    - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
    - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
    @end
    """#
}
