extension Prelude {
    /// Cell nodes and the blocks containers ask for.
    static let cellNodes = #"""
    typedef NS_ENUM(NSUInteger, ASCellNodeVisibilityEvent) {
        ASCellNodeVisibilityEventVisible, ASCellNodeVisibilityEventVisibleRectChanged, ASCellNodeVisibilityEventInvisible,
        ASCellNodeVisibilityEventWillBeginDragging, ASCellNodeVisibilityEventDidEndDragging,
    };
    typedef id ASDisplayNodeViewControllerBlock;
    @interface ASCellNode : ASDisplayNode
    - (instancetype)initWithViewControllerBlock:(ASDisplayNodeViewControllerBlock)viewControllerBlock didLoadBlock:(ASDisplayNodeDidLoadBlock)didLoadBlock;
    @property (getter=isSelected) BOOL selected;
    @property (getter=isHighlighted) BOOL highlighted;
    @property (readonly) NSIndexPath *indexPath;
    @property (readonly) id nodeModel;
    @property (readonly) UIViewController *viewController;
    @property (readonly) id owningNode;
    @property BOOL neverShowPlaceholders;
    @property (strong) UIView *selectedBackgroundView;
    @property (strong) UIView *backgroundView;
    @property UITableViewCellAccessoryType accessoryType;
    @property UIEdgeInsets separatorInset;
    @property UITableViewCellSelectionStyle selectionStyle;
    @property UIColor *tintColor;
    @property (copy) NSString *supplementaryElementKind;
    - (BOOL)canUpdateToNodeModel:(id)nodeModel;
    - (void)cellNodeVisibilityEvent:(ASCellNodeVisibilityEvent)event inScrollView:(UIScrollView *)scrollView withCellFrame:(CGRect)cellFrame;
    @end
    @interface ASTextCellNode : ASCellNode
    - (instancetype)initWithAttributes:(NSDictionary *)textAttributes insets:(UIEdgeInsets)textInsets;
    @property (copy) NSString *text;
    @property (copy) NSDictionary *textAttributes;
    @property UIEdgeInsets textInsets;
    @property (readonly) ASTextNode *textNode;
    @end
    typedef id ASCellNodeBlock;
    @interface ASBatchContext : NSObject
    - (BOOL)isFetching;
    - (BOOL)batchFetchingWasCancelled;
    - (void)cancelBatchFetching;
    - (void)beginBatchFetching;
    - (void)completeBatchFetching:(BOOL)didComplete;
    @end
    """#
}
