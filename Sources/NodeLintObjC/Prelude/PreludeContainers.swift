extension Prelude {
    /// ASCollectionNode and its data source and delegate protocols.
    static let containers = #"""
    @class ASCollectionNode, ASCollectionView, ASTableNode, ASTableView, ASPagerNode;
    @protocol ASCommonCollectionDataSource <NSObject> @end
    @protocol ASCollectionDataSource <ASCommonCollectionDataSource>
    @optional
    - (NSInteger)numberOfSectionsInCollectionNode:(ASCollectionNode *)collectionNode;
    - (NSInteger)collectionNode:(ASCollectionNode *)collectionNode numberOfItemsInSection:(NSInteger)section;
    - (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (ASCellNode *)collectionNode:(ASCollectionNode *)collectionNode nodeForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
    - (ASCellNode *)collectionNode:(ASCollectionNode *)collectionNode nodeForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
    - (NSArray<NSString *> *)collectionNode:(ASCollectionNode *)collectionNode supplementaryElementKindsInSection:(NSInteger)section;
    - (id)collectionNode:(ASCollectionNode *)collectionNode nodeModelForItemAtIndexPath:(NSIndexPath *)indexPath;
    @end
    @protocol ASCollectionDelegate <UIScrollViewDelegate>
    @optional
    - (ASSizeRange)collectionNode:(ASCollectionNode *)collectionNode constrainedSizeForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (void)collectionNode:(ASCollectionNode *)collectionNode willDisplayItemWithNode:(ASCellNode *)node;
    - (void)collectionNode:(ASCollectionNode *)collectionNode didEndDisplayingItemWithNode:(ASCellNode *)node;
    - (BOOL)collectionNode:(ASCollectionNode *)collectionNode shouldSelectItemAtIndexPath:(NSIndexPath *)indexPath;
    - (void)collectionNode:(ASCollectionNode *)collectionNode didSelectItemAtIndexPath:(NSIndexPath *)indexPath;
    - (void)collectionNode:(ASCollectionNode *)collectionNode didDeselectItemAtIndexPath:(NSIndexPath *)indexPath;
    - (void)collectionNode:(ASCollectionNode *)collectionNode didHighlightItemAtIndexPath:(NSIndexPath *)indexPath;
    - (BOOL)shouldBatchFetchForCollectionNode:(ASCollectionNode *)collectionNode;
    - (void)collectionNode:(ASCollectionNode *)collectionNode willBeginBatchFetchWithContext:(ASBatchContext *)context;
    @end
    @protocol ASCollectionDelegateFlowLayout <ASCollectionDelegate>
    @optional
    - (UIEdgeInsets)collectionNode:(ASCollectionNode *)collectionNode layout:(UICollectionViewLayout *)collectionViewLayout insetForSectionAtIndex:(NSInteger)section;
    - (ASSizeRange)collectionNode:(ASCollectionNode *)collectionNode sizeRangeForHeaderInSection:(NSInteger)section;
    - (ASSizeRange)collectionNode:(ASCollectionNode *)collectionNode sizeRangeForFooterInSection:(NSInteger)section;
    @end
    @interface ASCollectionView : UICollectionView
    @property (weak) ASCollectionNode *collectionNode;
    @end
    @interface ASCollectionNode : ASDisplayNode
    - (instancetype)initWithCollectionViewLayout:(UICollectionViewLayout *)layout;
    - (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout;
    - (instancetype)initWithLayoutDelegate:(id)layoutDelegate layoutFacilitator:(id)layoutFacilitator;
    @property (readonly) ASCollectionView *view;
    @property (weak) id<ASCollectionDelegate> delegate;
    @property (weak) id<ASCollectionDataSource> dataSource;
    @property (strong) UICollectionViewLayout *collectionViewLayout;
    @property CGFloat leadingScreensForBatching;
    @property BOOL inverted;
    @property BOOL allowsSelection;
    @property BOOL allowsMultipleSelection;
    @property BOOL alwaysBounceVertical;
    @property BOOL alwaysBounceHorizontal;
    @property BOOL showsVerticalScrollIndicator;
    @property BOOL showsHorizontalScrollIndicator;
    @property UIEdgeInsets contentInset;
    @property CGPoint contentOffset;
    @property (readonly) NSArray<__kindof ASCellNode *> *visibleNodes;
    @property (readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;
    @property (readonly) NSArray<NSIndexPath *> *indexPathsForSelectedItems;
    @property (readonly) NSInteger numberOfSections;
    - (void)reloadData;
    - (void)reloadDataWithCompletion:(void (^)(void))completion;
    - (void)relayoutItems;
    - (void)performBatchUpdates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
    - (void)performBatchAnimated:(BOOL)animated updates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
    - (void)waitUntilAllUpdatesAreProcessed;
    - (void)onDidFinishProcessingUpdates:(void (^)(void))didFinishProcessingUpdates;
    - (BOOL)isProcessingUpdates;
    - (void)insertSections:(NSIndexSet *)sections;
    - (void)deleteSections:(NSIndexSet *)sections;
    - (void)reloadSections:(NSIndexSet *)sections;
    - (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;
    - (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
    - (void)moveItemAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;
    - (void)selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated scrollPosition:(UICollectionViewScrollPosition)scrollPosition;
    - (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    - (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;
    - (__kindof ASCellNode *)nodeForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (NSIndexPath *)indexPathForNode:(ASCellNode *)cellNode;
    - (id)nodeModelForItemAtIndexPath:(NSIndexPath *)indexPath;
    - (void)registerSupplementaryNodeOfKind:(NSString *)elementKind;
    - (void)setTuningParameters:(id)tuningParameters forRangeMode:(NSInteger)rangeMode rangeType:(NSInteger)rangeType;
    @end
    """#
}
