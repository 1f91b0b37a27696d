extension Prelude {
    /// UIViewController and the UIKit controllers, bar items and alerts.
    static let viewControllers = #"""
    @class UINavigationController, UITabBarController;
    @interface UIBarItem : NSObject
    @property (nonatomic, copy) NSString *title;
    @property (nonatomic, strong) UIImage *image;
    @property (nonatomic, getter=isEnabled) BOOL enabled;
    @end
    typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) { UIBarButtonItemStylePlain, UIBarButtonItemStyleBordered, UIBarButtonItemStyleDone };
    typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
        UIBarButtonSystemItemDone, UIBarButtonSystemItemCancel, UIBarButtonSystemItemEdit, UIBarButtonSystemItemSave,
        UIBarButtonSystemItemAdd, UIBarButtonSystemItemFlexibleSpace, UIBarButtonSystemItemFixedSpace,
        UIBarButtonSystemItemCompose, UIBarButtonSystemItemReply, UIBarButtonSystemItemAction,
        UIBarButtonSystemItemSearch = 12, UIBarButtonSystemItemRefresh = 13, UIBarButtonSystemItemTrash = 16,
    };
    @interface UIBarButtonItem : UIBarItem
    - (instancetype)initWithTitle:(NSString *)title style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
    - (instancetype)initWithImage:(UIImage *)image style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
    - (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(id)target action:(SEL)action;
    - (instancetype)initWithCustomView:(UIView *)customView;
    @property (nonatomic, strong) UIView *customView;
    @property (nonatomic, strong) UIColor *tintColor;
    @end
    @interface UITabBarItem : UIBarItem
    - (instancetype)initWithTitle:(NSString *)title image:(UIImage *)image tag:(NSInteger)tag;
    - (instancetype)initWithTitle:(NSString *)title image:(UIImage *)image selectedImage:(UIImage *)selectedImage;
    @property (nonatomic, copy) NSString *badgeValue;
    @end
    @interface UINavigationItem : NSObject
    @property (nonatomic, copy) NSString *title;
    @property (nonatomic, strong) UIView *titleView;
    @property (nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
    @property (nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
    @property (nonatomic, copy) NSArray<UIBarButtonItem *> *leftBarButtonItems;
    @property (nonatomic, copy) NSArray<UIBarButtonItem *> *rightBarButtonItems;
    @property (nonatomic, strong) UIBarButtonItem *backBarButtonItem;
    @property (nonatomic) NSInteger largeTitleDisplayMode;
    @end
    @interface UIViewController : UIResponder <NSCoding, UITraitEnvironment>
    - (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
    - (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    @property (nonatomic, strong) UIView *view;
    @property (nonatomic, readonly, strong) UIView *viewIfLoaded;
    @property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
    @property (nonatomic, copy) NSString *title;
    @property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
    @property (nonatomic, readonly, strong) UINavigationController *navigationController;
    @property (nonatomic, readonly, strong) UITabBarController *tabBarController;
    @property (nonatomic, strong) UITabBarItem *tabBarItem;
    @property (nonatomic, readonly) UIViewController *parentViewController;
    @property (nonatomic, readonly) UIViewController *presentedViewController;
    @property (nonatomic, readonly) UIViewController *presentingViewController;
    @property (nonatomic, readonly) NSArray<UIViewController *> *childViewControllers;
    @property (nonatomic) BOOL hidesBottomBarWhenPushed;
    @property (nonatomic) BOOL edgesForExtendedLayout;
    @property (nonatomic) BOOL automaticallyAdjustsScrollViewInsets;
    @property (nonatomic) BOOL definesPresentationContext;
    @property (nonatomic) NSInteger modalPresentationStyle;
    @property (nonatomic) NSInteger modalTransitionStyle;
    @property (nonatomic) CGSize preferredContentSize;
    @property (nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle;
    @property (nonatomic, readonly) BOOL prefersStatusBarHidden;
    @property (nonatomic, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations;
    @property (nonatomic, readonly) id topLayoutGuide;
    - (void)loadView;
    - (void)loadViewIfNeeded;
    - (void)viewDidLoad;
    - (void)viewWillAppear:(BOOL)animated;
    - (void)viewDidAppear:(BOOL)animated;
    - (void)viewWillDisappear:(BOOL)animated;
    - (void)viewDidDisappear:(BOOL)animated;
    - (void)viewWillLayoutSubviews;
    - (void)viewDidLayoutSubviews;
    - (void)viewSafeAreaInsetsDidChange;
    - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id)coordinator;
    - (void)didReceiveMemoryWarning;
    - (void)setNeedsStatusBarAppearanceUpdate;
    - (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^)(void))completion;
    - (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
    - (void)addChildViewController:(UIViewController *)childController;
    - (void)removeFromParentViewController;
    - (void)willMoveToParentViewController:(UIViewController *)parent;
    - (void)didMoveToParentViewController:(UIViewController *)parent;
    - (void)setEditing:(BOOL)editing animated:(BOOL)animated;
    - (void)showViewController:(UIViewController *)vc sender:(id)sender;
    @end
    """#
}
