extension Prelude {
    /// ASTableNode and ASPagerNode with their protocols.
    static let tableAndPager = #"""
    @protocol ASTableDataSource <ASCommonCollectionDataSource>
    @optional
    - (NSInteger)numberOfSectionsInTableNode:(ASTableNode *)tableNode;
    - (NSInteger)tableNode:(ASTableNode *)tableNode numberOfRowsInSection:(NSInteger)section;
    - (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath;
    - (ASCellNode *)tableNode:(ASTableNode *)tableNode nodeForRowAtIndexPath:(NSIndexPath *)indexPath;
    @end
    @protocol ASTableDelegate <UIScrollViewDelegate>
    @optional
    - (ASSizeRange)tableNode:(ASTableNode *)tableNode constrainedSizeForRowAtIndexPath:(NSIndexPath *)indexPath;
    - (void)tableNode:(ASTableNode *)tableNode willDisplayRowWithNode:(ASCellNode *)node;
    - (void)tableNode:(ASTableNode *)tableNode didEndDisplayingRowWithNode:(ASCellNode *)node;
    - (NSIndexPath *)tableNode:(ASTableNode *)tableNode willSelectRowAtIndexPath:(NSIndexPath *)indexPath;
    - (void)tableNode:(ASTableNode *)tableNode didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
    - (void)tableNode:(ASTableNode *)tableNode didDeselectRowAtIndexPath:(NSIndexPath *)indexPath;
    - (BOOL)shouldBatchFetchForTableNode:(ASTableNode *)tableNode;
    - (void)tableNode:(ASTableNode *)tableNode willBeginBatchFetchWithContext:(ASBatchContext *)context;
    @end
    @interface ASTableView : UITableView
    @property (weak) ASTableNode *tableNode;
    @end
    @interface ASTableNode : ASDisplayNode
    - (instancetype)initWithStyle:(UITableViewStyle)style;
    @property (readonly) ASTableView *view;
    @property (weak) id<ASTableDelegate> delegate;
    @property (weak) id<ASTableDataSource> dataSource;
    @property CGFloat leadingScreensForBatching;
    @property BOOL inverted;
    @property BOOL allowsSelection;
    @property BOOL allowsSelectionDuringEditing;
    @property BOOL allowsMultipleSelection;
    @property UIEdgeInsets contentInset;
    @property CGPoint contentOffset;
    @property BOOL automaticallyAdjustsContentOffset;
    @property (readonly) NSArray<__kindof ASCellNode *> *visibleNodes;
    @property (readonly) NSArray<NSIndexPath *> *indexPathsForVisibleRows;
    @property (readonly) NSIndexPath *indexPathForSelectedRow;
    @property (readonly) NSInteger numberOfSections;
    - (void)reloadData;
    - (void)reloadDataWithCompletion:(void (^)(void))completion;
    - (void)relayoutItems;
    - (void)performBatchUpdates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
    - (void)performBatchAnimated:(BOOL)animated updates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
    - (void)waitUntilAllUpdatesAreProcessed;
    - (void)insertSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)deleteSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)reloadSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
    - (void)moveRowAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;
    - (void)selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated scrollPosition:(UITableViewScrollPosition)scrollPosition;
    - (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
    - (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;
    - (__kindof ASCellNode *)nodeForRowAtIndexPath:(NSIndexPath *)indexPath;
    - (NSIndexPath *)indexPathForNode:(ASCellNode *)cellNode;
    @end
    @protocol ASPagerDataSource <NSObject>
    - (NSInteger)numberOfPagesInPagerNode:(ASPagerNode *)pagerNode;
    @optional
    - (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index;
    - (ASCellNode *)pagerNode:(ASPagerNode *)pagerNode nodeAtIndex:(NSInteger)index;
    - (ASSizeRange)pagerNode:(ASPagerNode *)pagerNode constrainedSizeForNodeAtIndex:(NSInteger)index;
    @end
    @protocol ASPagerDelegate <ASCollectionDelegate> @end
    @interface ASPagerFlowLayout : UICollectionViewFlowLayout @end
    @interface ASCollectionViewLayoutInspector : NSObject @end
    @interface ASPagerNode : ASCollectionNode
    - (instancetype)init;
    - (instancetype)initWithCollectionViewLayout:(ASPagerFlowLayout *)flowLayout;
    - (void)setDataSource:(id<ASPagerDataSource>)dataSource;
    - (id<ASPagerDataSource>)dataSource;
    - (void)setDelegate:(id<ASPagerDelegate>)delegate;
    @property (readonly) NSInteger currentPageIndex;
    @property BOOL allowsAutomaticInsetsAdjustment;
    - (void)scrollToPageAtIndex:(NSInteger)index animated:(BOOL)animated;
    - (ASCellNode *)nodeForPageAtIndex:(NSInteger)index;
    - (NSInteger)indexOfPageWithNode:(ASCellNode *)node;
    @end
    """#
}
