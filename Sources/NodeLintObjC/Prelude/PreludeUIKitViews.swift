extension Prelude {
    /// UIKit's view classes that code creates directly.
    static let uikitViews = #"""
    @interface UILabel : UIView
    @property (nonatomic, copy) NSString *text;
    @property (nonatomic, copy) NSAttributedString *attributedText;
    @property (nonatomic, strong) UIFont *font;
    @property (nonatomic, strong) UIColor *textColor;
    @property (nonatomic) NSTextAlignment textAlignment;
    @property (nonatomic) NSLineBreakMode lineBreakMode;
    @property (nonatomic) NSInteger numberOfLines;
    @property (nonatomic) BOOL adjustsFontSizeToFitWidth;
    @property (nonatomic) CGFloat minimumScaleFactor;
    @property (nonatomic) CGFloat preferredMaxLayoutWidth;
    @end
    typedef NS_ENUM(NSInteger, UIButtonType) {
        UIButtonTypeCustom = 0, UIButtonTypeSystem, UIButtonTypeDetailDisclosure, UIButtonTypeInfoLight,
        UIButtonTypeInfoDark, UIButtonTypeContactAdd, UIButtonTypeClose = 7,
    };
    @interface UIImageView : UIView
    - (instancetype)initWithImage:(UIImage *)image;
    - (instancetype)initWithImage:(UIImage *)image highlightedImage:(UIImage *)highlightedImage;
    @property (nonatomic, strong) UIImage *image;
    @property (nonatomic, strong) UIImage *highlightedImage;
    @property (nonatomic, copy) NSArray<UIImage *> *animationImages;
    - (void)startAnimating;
    - (void)stopAnimating;
    @end
    @interface UIButton : UIControl
    + (instancetype)buttonWithType:(UIButtonType)buttonType;
    @property (nonatomic, readonly, strong) UILabel *titleLabel;
    @property (nonatomic, readonly, strong) UIImageView *imageView;
    @property (nonatomic) UIEdgeInsets contentEdgeInsets;
    @property (nonatomic) UIEdgeInsets titleEdgeInsets;
    @property (nonatomic) UIEdgeInsets imageEdgeInsets;
    - (void)setTitle:(NSString *)title forState:(UIControlState)state;
    - (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
    - (void)setAttributedTitle:(NSAttributedString *)title forState:(UIControlState)state;
    - (void)setImage:(UIImage *)image forState:(UIControlState)state;
    - (void)setBackgroundImage:(UIImage *)image forState:(UIControlState)state;
    - (NSString *)titleForState:(UIControlState)state;
    @end
    @protocol UIScrollViewDelegate;
    @interface UIScrollView : UIView
    @property (nonatomic) CGPoint contentOffset;
    @property (nonatomic) CGSize contentSize;
    @property (nonatomic) UIEdgeInsets contentInset;
    @property (nonatomic, readonly) UIEdgeInsets adjustedContentInset;
    @property (nonatomic) UIEdgeInsets scrollIndicatorInsets;
    @property (nonatomic) NSInteger contentInsetAdjustmentBehavior;
    @property (nonatomic, weak) id<UIScrollViewDelegate> delegate;
    @property (nonatomic, getter=isScrollEnabled) BOOL scrollEnabled;
    @property (nonatomic, getter=isPagingEnabled) BOOL pagingEnabled;
    @property (nonatomic) BOOL bounces;
    @property (nonatomic) BOOL alwaysBounceVertical;
    @property (nonatomic) BOOL alwaysBounceHorizontal;
    @property (nonatomic) BOOL showsVerticalScrollIndicator;
    @property (nonatomic) BOOL showsHorizontalScrollIndicator;
    @property (nonatomic) BOOL scrollsToTop;
    @property (nonatomic) CGFloat decelerationRate;
    @property (nonatomic) NSInteger keyboardDismissMode;
    @property (nonatomic, readonly, getter=isTracking) BOOL tracking;
    @property (nonatomic, readonly, getter=isDragging) BOOL dragging;
    @property (nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
    @property (nonatomic, strong) id refreshControl;
    @property (nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer;
    - (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
    - (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated;
    - (void)flashScrollIndicators;
    @end
    @protocol UIScrollViewDelegate <NSObject>
    @optional
    - (void)scrollViewDidScroll:(UIScrollView *)scrollView;
    - (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
    - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetContentOffset:(CGPoint *)targetContentOffset;
    - (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
    - (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
    - (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
    @end
    @interface UIRefreshControl : UIControl
    - (void)beginRefreshing;
    - (void)endRefreshing;
    @property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
    @end
    @interface UISwitch : UIControl
    @property (nonatomic, getter=isOn) BOOL on;
    @property (nonatomic, strong) UIColor *onTintColor;
    - (void)setOn:(BOOL)on animated:(BOOL)animated;
    @end
    @interface UISlider : UIControl
    @property (nonatomic) float value;
    @property (nonatomic) float minimumValue;
    @property (nonatomic) float maximumValue;
    - (void)setValue:(float)value animated:(BOOL)animated;
    @end
    @interface UIStepper : UIControl
    @property (nonatomic) double value;
    @end
    @interface UISegmentedControl : UIControl
    - (instancetype)initWithItems:(NSArray *)items;
    @property (nonatomic) NSInteger selectedSegmentIndex;
    @end
    @interface UIPageControl : UIControl
    @property (nonatomic) NSInteger numberOfPages;
    @property (nonatomic) NSInteger currentPage;
    @end
    """#
}
