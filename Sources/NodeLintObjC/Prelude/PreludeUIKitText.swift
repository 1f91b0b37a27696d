extension Prelude {
    /// Text input, activity indicators, stacks, effects, web and map views.
    static let uikitText = #"""
    typedef NS_ENUM(NSInteger, UIKeyboardType) {
        UIKeyboardTypeDefault, UIKeyboardTypeASCIICapable, UIKeyboardTypeNumbersAndPunctuation, UIKeyboardTypeURL,
        UIKeyboardTypeNumberPad, UIKeyboardTypePhonePad, UIKeyboardTypeNamePhonePad, UIKeyboardTypeEmailAddress,
        UIKeyboardTypeDecimalPad, UIKeyboardTypeTwitter, UIKeyboardTypeWebSearch,
    };
    typedef NS_ENUM(NSInteger, UIReturnKeyType) {
        UIReturnKeyDefault, UIReturnKeyGo, UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext, UIReturnKeyRoute,
        UIReturnKeySearch, UIReturnKeySend, UIReturnKeyYahoo, UIReturnKeyDone,
    };
    typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) {
        UITextAutocapitalizationTypeNone, UITextAutocapitalizationTypeWords, UITextAutocapitalizationTypeSentences,
        UITextAutocapitalizationTypeAllCharacters,
    };
    typedef NS_ENUM(NSInteger, UITextAutocorrectionType) {
        UITextAutocorrectionTypeDefault, UITextAutocorrectionTypeNo, UITextAutocorrectionTypeYes,
    };
    @protocol UITextInputTraits <NSObject>
    @optional
    @property (nonatomic) UIKeyboardType keyboardType;
    @property (nonatomic) UIReturnKeyType returnKeyType;
    @property (nonatomic) UITextAutocapitalizationType autocapitalizationType;
    @property (nonatomic) UITextAutocorrectionType autocorrectionType;
    @property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
    @end
    @protocol UITextFieldDelegate <NSObject>
    @optional
    - (BOOL)textFieldShouldReturn:(id)textField;
    - (void)textFieldDidBeginEditing:(id)textField;
    - (void)textFieldDidEndEditing:(id)textField;
    - (BOOL)textField:(id)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
    @end
    @interface UITextField : UIControl <UITextInputTraits>
    @property (nonatomic, copy) NSString *text;
    @property (nonatomic, copy) NSAttributedString *attributedText;
    @property (nonatomic, copy) NSString *placeholder;
    @property (nonatomic, copy) NSAttributedString *attributedPlaceholder;
    @property (nonatomic, strong) UIFont *font;
    @property (nonatomic, strong) UIColor *textColor;
    @property (nonatomic) NSTextAlignment textAlignment;
    @property (nonatomic, weak) id<UITextFieldDelegate> delegate;
    @property (nonatomic) NSInteger clearButtonMode;
    @property (nonatomic) NSInteger borderStyle;
    @property (nonatomic, strong) UIView *leftView;
    @property (nonatomic, strong) UIView *rightView;
    @property (nonatomic, strong) UIView *inputAccessoryView;
    @end
    @protocol UITextViewDelegate <UIScrollViewDelegate>
    @optional
    - (void)textViewDidChange:(id)textView;
    - (BOOL)textView:(id)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
    - (void)textViewDidBeginEditing:(id)textView;
    - (void)textViewDidEndEditing:(id)textView;
    @end
    @interface UITextView : UIScrollView <UITextInputTraits>
    @property (nonatomic, copy) NSString *text;
    @property (nonatomic, copy) NSAttributedString *attributedText;
    @property (nonatomic, strong) UIFont *font;
    @property (nonatomic, strong) UIColor *textColor;
    @property (nonatomic) NSTextAlignment textAlignment;
    @property (nonatomic, getter=isEditable) BOOL editable;
    @property (nonatomic, getter=isSelectable) BOOL selectable;
    @property (nonatomic) UIEdgeInsets textContainerInset;
    @property (nonatomic) NSRange selectedRange;
    @property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *typingAttributes;
    @property (nonatomic, weak) id<UITextViewDelegate> delegate;
    @property (nonatomic, strong) UIView *inputAccessoryView;
    @end
    typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
        UIActivityIndicatorViewStyleMedium = 100, UIActivityIndicatorViewStyleLarge = 101,
        UIActivityIndicatorViewStyleWhiteLarge = 0, UIActivityIndicatorViewStyleWhite = 1, UIActivityIndicatorViewStyleGray = 2,
    };
    @interface UIActivityIndicatorView : UIView
    - (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style;
    @property (nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
    @property (nonatomic) BOOL hidesWhenStopped;
    @property (nonatomic, strong) UIColor *color;
    - (void)startAnimating;
    - (void)stopAnimating;
    @property (nonatomic, readonly, getter=isAnimating) BOOL animating;
    @end
    @interface UIProgressView : UIView
    @property (nonatomic) float progress;
    - (void)setProgress:(float)progress animated:(BOOL)animated;
    @end
    @interface UIStackView : UIView
    - (instancetype)initWithArrangedSubviews:(NSArray<UIView *> *)views;
    - (void)addArrangedSubview:(UIView *)view;
    @property (nonatomic) NSInteger axis;
    @property (nonatomic) CGFloat spacing;
    @end
    typedef NS_ENUM(NSInteger, UIBlurEffectStyle) {
        UIBlurEffectStyleExtraLight, UIBlurEffectStyleLight, UIBlurEffectStyleDark, UIBlurEffectStyleRegular = 4,
        UIBlurEffectStyleProminent = 5,
    };
    @interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding> @end
    @interface UIBlurEffect : UIVisualEffect
    + (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
    @end
    @interface UIVisualEffectView : UIView
    - (instancetype)initWithEffect:(UIVisualEffect *)effect;
    @property (nonatomic, readonly, strong) UIView *contentView;
    @end
    @interface MKMapView : UIView @end
    @interface WKWebView : UIView
    - (id)loadRequest:(NSURLRequest *)request;
    @end
    """#
}
