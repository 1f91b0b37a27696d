extension Prelude {
    /// Table and collection views with their layouts, cells and protocols.
    static let uikitLists = #"""
    typedef NS_ENUM(NSInteger, UITableViewStyle) { UITableViewStylePlain, UITableViewStyleGrouped, UITableViewStyleInsetGrouped };
    typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) {
        UITableViewCellSeparatorStyleNone, UITableViewCellSeparatorStyleSingleLine,
    };
    typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
        UITableViewCellSelectionStyleNone, UITableViewCellSelectionStyleBlue, UITableViewCellSelectionStyleGray,
        UITableViewCellSelectionStyleDefault,
    };
    typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
        UITableViewCellAccessoryNone, UITableViewCellAccessoryDisclosureIndicator,
        UITableViewCellAccessoryDetailDisclosureButton, UITableViewCellAccessoryCheckmark,
    };
    typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
        UITableViewRowAnimationFade, UITableViewRowAnimationRight, UITableViewRowAnimationLeft, UITableViewRowAnimationTop,
        UITableViewRowAnimationBottom, UITableViewRowAnimationNone, UITableViewRowAnimationMiddle,
        UITableViewRowAnimationAutomatic = 100
    };
    typedef NS_ENUM(NSInteger, UITableViewScrollPosition) {
        UITableViewScrollPositionNone, UITableViewScrollPositionTop, UITableViewScrollPositionMiddle,
        UITableViewScrollPositionBottom
    };
    typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition) {
        UICollectionViewScrollPositionNone = 0, UICollectionViewScrollPositionTop = 1 << 0,
        UICollectionViewScrollPositionCenteredVertically = 1 << 1, UICollectionViewScrollPositionBottom = 1 << 2,
        UICollectionViewScrollPositionLeft = 1 << 3, UICollectionViewScrollPositionCenteredHorizontally = 1 << 4,
        UICollectionViewScrollPositionRight = 1 << 5
    };
    typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) {
        UICollectionViewScrollDirectionVertical, UICollectionViewScrollDirectionHorizontal,
    };
    extern NSString *const UICollectionElementKindSectionHeader, *const UICollectionElementKindSectionFooter;
    extern const CGFloat UITableViewAutomaticDimension;
    @interface UITableViewCell : UIView
    - (instancetype)initWithStyle:(NSInteger)style reuseIdentifier:(NSString *)reuseIdentifier;
    @property (nonatomic, readonly, strong) UIView *contentView;
    @property (nonatomic, readonly, strong) UILabel *textLabel;
    @property (nonatomic, strong) UIView *selectedBackgroundView;
    @property (nonatomic, strong) UIView *backgroundView;
    @property (nonatomic) UITableViewCellSelectionStyle selectionStyle;
    @property (nonatomic) UITableViewCellAccessoryType accessoryType;
    @property (nonatomic) UIEdgeInsets separatorInset;
    @end
    @protocol UITableViewDataSource, UITableViewDelegate;
    @interface UITableView : UIScrollView
    - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style;
    @property (nonatomic, weak) id<UITableViewDataSource> dataSource;
    @property (nonatomic, weak) id<UITableViewDelegate> delegate;
    @property (nonatomic) UITableViewCellSeparatorStyle separatorStyle;
    @property (nonatomic, strong) UIColor *separatorColor;
    @property (nonatomic) UIEdgeInsets separatorInset;
    @property (nonatomic, strong) UIView *tableHeaderView;
    @property (nonatomic, strong) UIView *tableFooterView;
    @property (nonatomic, strong) UIView *backgroundView;
    @property (nonatomic) CGFloat rowHeight;
    @property (nonatomic) CGFloat estimatedRowHeight;
    @property (nonatomic) BOOL allowsSelection;
    @property (nonatomic) BOOL allowsMultipleSelection;
    @property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleRows;
    - (void)reloadData;
    - (void)beginUpdates;
    - (void)endUpdates;
    - (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;
    - (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    - (void)registerClass:(Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
    - (id)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
    @end
    @protocol UITableViewDataSource <NSObject>
    @optional
    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
    - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;
    @end
    @protocol UITableViewDelegate <UIScrollViewDelegate>
    @optional
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
    - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;
    @end
    @interface UICollectionViewLayoutAttributes : NSObject <NSCopying>
    @property (nonatomic) CGRect frame;
    @property (nonatomic) CGSize size;
    @property (nonatomic, strong) NSIndexPath *indexPath;
    @end
    @interface UICollectionViewLayout : NSObject <NSCoding>
    - (void)invalidateLayout;
    - (void)prepareLayout;
    @property (nonatomic, readonly) CGSize collectionViewContentSize;
    @end
    @interface UICollectionViewFlowLayout : UICollectionViewLayout
    @property (nonatomic) CGFloat minimumLineSpacing;
    @property (nonatomic) CGFloat minimumInteritemSpacing;
    @property (nonatomic) CGSize itemSize;
    @property (nonatomic) CGSize estimatedItemSize;
    @property (nonatomic) UICollectionViewScrollDirection scrollDirection;
    @property (nonatomic) CGSize headerReferenceSize;
    @property (nonatomic) CGSize footerReferenceSize;
    @property (nonatomic) UIEdgeInsets sectionInset;
    @end
    """#
}
