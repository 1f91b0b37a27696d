extension Prelude {
    /// UIKit's thread-safe values (colors, fonts, images, paths), text attributes, Core Animation layers.
    static let uikitValues = #"""
    @interface UIColor : NSObject <NSSecureCoding, NSCopying>
    + (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
    + (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
    + (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
    + (UIColor *)colorWithCGColor:(CGColorRef)cgColor;
    + (UIColor *)colorWithPatternImage:(id)image;
    + (UIColor *)colorNamed:(NSString *)name;
    + (UIColor *)colorWithDynamicProvider:(UIColor *(^)(id traitCollection))dynamicProvider;
    - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
    - (void)set;
    - (void)setFill;
    - (void)setStroke;
    @property (nonatomic, readonly) CGColorRef CGColor;
    @property (class, nonatomic, readonly) UIColor *blackColor;
    @property (class, nonatomic, readonly) UIColor *darkGrayColor;
    @property (class, nonatomic, readonly) UIColor *lightGrayColor;
    @property (class, nonatomic, readonly) UIColor *whiteColor;
    @property (class, nonatomic, readonly) UIColor *grayColor;
    @property (class, nonatomic, readonly) UIColor *redColor;
    @property (class, nonatomic, readonly) UIColor *greenColor;
    @property (class, nonatomic, readonly) UIColor *blueColor;
    @property (class, nonatomic, readonly) UIColor *cyanColor;
    @property (class, nonatomic, readonly) UIColor *yellowColor;
    @property (class, nonatomic, readonly) UIColor *magentaColor;
    @property (class, nonatomic, readonly) UIColor *orangeColor;
    @property (class, nonatomic, readonly) UIColor *purpleColor;
    @property (class, nonatomic, readonly) UIColor *brownColor;
    @property (class, nonatomic, readonly) UIColor *clearColor;
    @property (class, nonatomic, readonly) UIColor *systemBackgroundColor;
    @property (class, nonatomic, readonly) UIColor *labelColor;
    @property (class, nonatomic, readonly) UIColor *secondaryLabelColor;
    @property (class, nonatomic, readonly) UIColor *separatorColor;
    @property (class, nonatomic, readonly) UIColor *systemBlueColor;
    @property (class, nonatomic, readonly) UIColor *systemGrayColor;
    @property (class, nonatomic, readonly) UIColor *groupTableViewBackgroundColor;
    @end
    typedef CGFloat UIFontWeight;
    extern const UIFontWeight UIFontWeightUltraLight, UIFontWeightThin, UIFontWeightLight, UIFontWeightRegular,
        UIFontWeightMedium, UIFontWeightSemibold, UIFontWeightBold, UIFontWeightHeavy, UIFontWeightBlack;
    typedef NSString *UIFontTextStyle;
    extern NSString *const UIFontTextStyleLargeTitle, *const UIFontTextStyleTitle1, *const UIFontTextStyleTitle2,
        *const UIFontTextStyleTitle3, *const UIFontTextStyleHeadline, *const UIFontTextStyleSubheadline,
        *const UIFontTextStyleBody, *const UIFontTextStyleCallout, *const UIFontTextStyleFootnote,
        *const UIFontTextStyleCaption1, *const UIFontTextStyleCaption2;
    @interface UIFontDescriptor : NSObject <NSCopying, NSSecureCoding> @end
    @interface UIFont : NSObject <NSCopying, NSSecureCoding>
    + (UIFont *)systemFontOfSize:(CGFloat)fontSize;
    + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
    + (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
    + (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
    + (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
    + (UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
    + (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
    - (UIFont *)fontWithSize:(CGFloat)fontSize;
    @property (nonatomic, readonly) CGFloat pointSize;
    @property (nonatomic, readonly) CGFloat lineHeight;
    @property (nonatomic, readonly) CGFloat ascender;
    @property (nonatomic, readonly) CGFloat descender;
    @property (nonatomic, readonly) CGFloat capHeight;
    @property (nonatomic, readonly, copy) NSString *fontName;
    @end
    typedef NS_ENUM(NSInteger, UIImageRenderingMode) {
        UIImageRenderingModeAutomatic, UIImageRenderingModeAlwaysOriginal, UIImageRenderingModeAlwaysTemplate,
    };
    @interface UIImage : NSObject <NSSecureCoding>
    + (UIImage *)imageNamed:(NSString *)name;
    + (UIImage *)imageNamed:(NSString *)name inBundle:(NSBundle *)bundle compatibleWithTraitCollection:(id)traitCollection;
    + (UIImage *)systemImageNamed:(NSString *)name;
    + (UIImage *)imageWithContentsOfFile:(NSString *)path;
    + (UIImage *)imageWithData:(NSData *)data;
    + (UIImage *)imageWithData:(NSData *)data scale:(CGFloat)scale;
    + (UIImage *)imageWithCGImage:(CGImageRef)cgImage;
    + (UIImage *)imageWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(NSInteger)orientation;
    - (instancetype)initWithContentsOfFile:(NSString *)path;
    - (instancetype)initWithData:(NSData *)data;
    - (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode;
    - (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets;
    - (UIImage *)stretchableImageWithLeftCapWidth:(NSInteger)leftCapWidth topCapHeight:(NSInteger)topCapHeight;
    - (void)drawInRect:(CGRect)rect;
    - (void)drawAtPoint:(CGPoint)point;
    @property (nonatomic, readonly) CGSize size;
    @property (nonatomic, readonly) CGFloat scale;
    @property (nonatomic, readonly) CGImageRef CGImage;
    @end
    UIImage *UIGraphicsGetImageFromCurrentImageContext(void);
    NSData *UIImagePNGRepresentation(UIImage *image);
    NSData *UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality);
    """#
}
