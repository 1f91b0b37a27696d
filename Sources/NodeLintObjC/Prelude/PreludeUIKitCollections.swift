extension Prelude {
    /// UICollectionView and its protocols.
    static let uikitCollections = #"""
    @interface UICollectionReusableView : UIView @end
    @interface UICollectionViewCell : UICollectionReusableView
    @property (nonatomic, readonly) UIView *contentView;
    @property (nonatomic, strong) UIView *selectedBackgroundView;
    @property (nonatomic, strong) UIView *backgroundView;
    @end
    @protocol UICollectionViewDataSource, UICollectionViewDelegate;
    @interface UICollectionView : UIScrollView
    - (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout;
    @property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
    @property (nonatomic, weak) id<UICollectionViewDataSource> dataSource;
    @property (nonatomic, weak) id<UICollectionViewDelegate> delegate;
    @property (nonatomic, strong) UIView *backgroundView;
    @property (nonatomic) BOOL allowsSelection;
    @property (nonatomic) BOOL allowsMultipleSelection;
    @property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;
    @property (nonatomic, readonly) NSArray<UICollectionViewCell *> *visibleCells;
    - (void)reloadData;
    - (void)performBatchUpdates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
    - (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)insertSections:(NSIndexSet *)sections;
    - (void)deleteSections:(NSIndexSet *)sections;
    - (void)reloadSections:(NSIndexSet *)sections;
    - (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;
    - (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    - (void)registerClass:(Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
    - (id)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
    - (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;
    @end
    @protocol UICollectionViewDataSource <NSObject>
    @optional
    - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
    - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
    @end
    @protocol UICollectionViewDelegate <UIScrollViewDelegate>
    @optional
    - (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath;
    @end
    @protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>
    @optional
    - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout insetForSectionAtIndex:(NSInteger)section;
    @end
    """#
}
