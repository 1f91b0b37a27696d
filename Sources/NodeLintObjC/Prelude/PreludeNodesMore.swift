extension Prelude {
    /// Buttons, editable text, scroll, video and cell nodes.
    static let nodesMore = #"""
    typedef NS_ENUM(NSInteger, ASButtonNodeImageAlignment) {
        ASButtonNodeImageAlignmentBeginning, ASButtonNodeImageAlignmentEnd,
    };
    @interface ASButtonNode : ASControlNode
    @property (readonly) ASTextNode *titleNode;
    @property (readonly) ASImageNode *imageNode;
    @property (readonly) ASImageNode *backgroundImageNode;
    @property CGFloat contentSpacing;
    @property BOOL laysOutHorizontally;
    @property UIEdgeInsets contentEdgeInsets;
    @property ASButtonNodeImageAlignment imageAlignment;
    @property NSInteger contentHorizontalAlignment;
    @property NSInteger contentVerticalAlignment;
    - (void)setTitle:(NSString *)title withFont:(UIFont *)font withColor:(UIColor *)color forState:(UIControlState)state;
    - (void)setAttributedTitle:(NSAttributedString *)title forState:(UIControlState)state;
    - (NSAttributedString *)attributedTitleForState:(UIControlState)state;
    - (void)setImage:(UIImage *)image forState:(UIControlState)state;
    - (UIImage *)imageForState:(UIControlState)state;
    - (void)setBackgroundImage:(UIImage *)image forState:(UIControlState)state;
    @end
    @class ASEditableTextNode;
    @protocol ASEditableTextNodeDelegate <NSObject>
    @optional
    - (BOOL)editableTextNodeShouldBeginEditing:(ASEditableTextNode *)editableTextNode;
    - (void)editableTextNodeDidBeginEditing:(ASEditableTextNode *)editableTextNode;
    - (BOOL)editableTextNode:(ASEditableTextNode *)editableTextNode shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
    - (void)editableTextNodeDidUpdateText:(ASEditableTextNode *)editableTextNode;
    - (void)editableTextNodeDidFinishEditing:(ASEditableTextNode *)editableTextNode;
    @end
    @interface ASEditableTextNode : ASDisplayNode <UITextInputTraits>
    - (instancetype)initWithTextKitComponents:(id)textKitComponents placeholderTextKitComponents:(id)placeholderTextKitComponents;
    @property (weak) id<ASEditableTextNodeDelegate> delegate;
    @property (readonly) UITextView *textView;
    @property (copy) NSAttributedString *attributedText;
    @property (copy) NSAttributedString *attributedPlaceholderText;
    @property (copy) NSDictionary<NSString *, id> *typingAttributes;
    @property NSRange selectedRange;
    @property UIEdgeInsets textContainerInset;
    @property NSUInteger maximumLinesToDisplay;
    @property (getter=isScrollEnabled) BOOL scrollEnabled;
    - (BOOL)isDisplayingPlaceholder;
    - (BOOL)isFirstResponder;
    - (BOOL)canBecomeFirstResponder;
    - (BOOL)becomeFirstResponder;
    - (BOOL)resignFirstResponder;
    @end
    typedef NS_OPTIONS(NSUInteger, ASScrollDirection) {
        ASScrollDirectionNone = 0, ASScrollDirectionRight = 1 << 0, ASScrollDirectionLeft = 1 << 1,
        ASScrollDirectionUp = 1 << 2, ASScrollDirectionDown = 1 << 3
    };
    extern const ASScrollDirection ASScrollDirectionHorizontalDirections;
    extern const ASScrollDirection ASScrollDirectionVerticalDirections;
    @interface ASScrollView : UIScrollView @end
    @interface ASScrollNode : ASDisplayNode
    @property (readonly) ASScrollView *view;
    @property BOOL automaticallyManagesContentSize;
    @property ASScrollDirection scrollableDirections;
    @end
    @class AVAsset, AVPlayer, AVPlayerItem, AVPlayerLayer, AVVideoComposition, AVAudioMix;
    typedef NS_ENUM(NSInteger, ASVideoNodePlayerState) {
        ASVideoNodePlayerStateUnknown, ASVideoNodePlayerStateInitialLoading, ASVideoNodePlayerStateReadyToPlay,
        ASVideoNodePlayerStatePlaybackLikelyToKeepUpButNotPlaying, ASVideoNodePlayerStatePlaying,
        ASVideoNodePlayerStateLoading, ASVideoNodePlayerStatePaused, ASVideoNodePlayerStateFinished
    };
    @protocol ASVideoNodeDelegate <NSObject>
    @optional
    - (void)videoDidPlayToEnd:(id)videoNode;
    - (void)didTapVideoNode:(id)videoNode;
    - (void)videoNode:(id)videoNode willChangePlayerState:(ASVideoNodePlayerState)state toState:(ASVideoNodePlayerState)toState;
    @end
    @interface ASVideoNode : ASNetworkImageNode
    - (void)play;
    - (void)pause;
    - (BOOL)isPlaying;
    - (void)resetToPlaceholder;
    @property (strong) AVAsset *asset;
    @property (copy) NSURL *assetURL;
    @property (strong) AVVideoComposition *videoComposition;
    @property (strong) AVAudioMix *audioMix;
    @property (readonly) AVPlayer *player;
    @property (readonly) AVPlayerItem *currentItem;
    @property (readonly) AVPlayerLayer *playerLayer;
    @property BOOL shouldAutoplay;
    @property BOOL shouldAutorepeat;
    @property BOOL muted;
    @property BOOL shouldAggressivelyRecoverFromStall;
    @property (readonly) ASVideoNodePlayerState playerState;
    @property (copy) NSString *gravity;
    @property (weak) id<ASVideoNodeDelegate> delegate;
    @end
    @interface ASVideoPlayerNode : ASDisplayNode
    - (instancetype)initWithURL:(NSURL *)URL;
    - (instancetype)initWithAsset:(AVAsset *)asset;
    - (instancetype)initWithAssetURL:(NSURL *)assetURL;
    @property (strong) AVAsset *asset;
    @property (copy) NSURL *assetURL;
    @property (readonly) ASVideoNode *videoNode;
    @property (weak) id delegate;
    @property BOOL shouldAutoplay;
    @property BOOL shouldAutoRepeat;
    @property BOOL muted;
    @property (copy) NSString *gravity;
    - (void)play;
    - (void)pause;
    - (BOOL)isPlaying;
    @end
    """#
}
