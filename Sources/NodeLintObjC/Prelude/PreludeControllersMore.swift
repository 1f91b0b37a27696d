extension Prelude {
    /// Navigation, tab bar, alert and page controllers.
    static let controllersMore = #"""
    @interface UINavigationBar : UIView
    @property (nonatomic, getter=isTranslucent) BOOL translucent;
    @property (nonatomic, strong) UIColor *barTintColor;
    @property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    @property (nonatomic) BOOL prefersLargeTitles;
    - (void)setBackgroundImage:(UIImage *)backgroundImage forBarMetrics:(NSInteger)barMetrics;
    @property (nonatomic, strong) UIImage *shadowImage;
    @end
    @interface UITabBar : UIView
    @property (nonatomic, strong) UIColor *barTintColor;
    @property (nonatomic, getter=isTranslucent) BOOL translucent;
    @end
    @interface UIToolbar : UIView
    @property (nonatomic, copy) NSArray<UIBarButtonItem *> *items;
    @end
    @protocol UINavigationControllerDelegate <NSObject> @end
    @interface UINavigationController : UIViewController
    - (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
    - (instancetype)initWithNavigationBarClass:(Class)navigationBarClass toolbarClass:(Class)toolbarClass;
    @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
    @property (nonatomic, readonly, strong) UIViewController *topViewController;
    @property (nonatomic, readonly, strong) UIViewController *visibleViewController;
    @property (nonatomic, readonly) UINavigationBar *navigationBar;
    @property (nonatomic, readonly) UIToolbar *toolbar;
    @property (nonatomic, getter=isNavigationBarHidden) BOOL navigationBarHidden;
    @property (nonatomic, weak) id<UINavigationControllerDelegate> delegate;
    - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
    - (UIViewController *)popViewControllerAnimated:(BOOL)animated;
    - (NSArray<UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated;
    - (NSArray<UIViewController *> *)popToViewController:(UIViewController *)viewController animated:(BOOL)animated;
    - (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
    - (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
    @end
    @protocol UITabBarControllerDelegate <NSObject> @end
    @interface UITabBarController : UIViewController
    @property (nonatomic, copy) NSArray<UIViewController *> *viewControllers;
    @property (nonatomic, weak) UIViewController *selectedViewController;
    @property (nonatomic) NSUInteger selectedIndex;
    @property (nonatomic, readonly) UITabBar *tabBar;
    @property (nonatomic, weak) id<UITabBarControllerDelegate> delegate;
    - (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
    @end
    typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert };
    typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0, UIAlertActionStyleCancel, UIAlertActionStyleDestructive };
    @interface UIAlertAction : NSObject <NSCopying>
    + (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(void (^)(UIAlertAction *action))handler;
    @end
    @interface UIAlertController : UIViewController
    + (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;
    - (void)addAction:(UIAlertAction *)action;
    - (void)addTextFieldWithConfigurationHandler:(void (^)(UITextField *textField))configurationHandler;
    @end
    @interface UIActivityViewController : UIViewController
    - (instancetype)initWithActivityItems:(NSArray *)activityItems applicationActivities:(NSArray *)applicationActivities;
    @end
    @interface UIPageViewController : UIViewController @end
    @interface UISearchController : UIViewController @end
    @interface UIImagePickerController : UINavigationController @end
    @interface UITableViewController : UIViewController
    @property (nonatomic, strong) UITableView *tableView;
    @end
    @interface UICollectionViewController : UIViewController
    @property (nonatomic, strong) UICollectionView *collectionView;
    @end
    """#
}
