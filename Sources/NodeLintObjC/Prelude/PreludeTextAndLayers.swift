extension Prelude {
    /// Bezier paths, attributed strings and their attributes, Core Animation layers and animations.
    static let textAndLayers = #"""
    typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
        UIRectCornerTopLeft = 1 << 0, UIRectCornerTopRight = 1 << 1, UIRectCornerBottomLeft = 1 << 2,
        UIRectCornerBottomRight = 1 << 3, UIRectCornerAllCorners = ~0UL
    };
    @interface UIBezierPath : NSObject <NSCopying, NSSecureCoding>
    + (instancetype)bezierPath;
    + (instancetype)bezierPathWithRect:(CGRect)rect;
    + (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
    + (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
    + (instancetype)bezierPathWithRoundedRect:(CGRect)rect byRoundingCorners:(UIRectCorner)corners cornerRadii:(CGSize)cornerRadii;
    - (void)moveToPoint:(CGPoint)point;
    - (void)addLineToPoint:(CGPoint)point;
    - (void)closePath;
    - (void)fill;
    - (void)stroke;
    - (void)addClip;
    @property (nonatomic) CGFloat lineWidth;
    @property (nonatomic, readonly) CGPathRef CGPath;
    @end
    typedef NSString *NSAttributedStringKey;
    extern NSAttributedStringKey const NSFontAttributeName, NSForegroundColorAttributeName,
        NSBackgroundColorAttributeName, NSParagraphStyleAttributeName, NSKernAttributeName,
        NSUnderlineStyleAttributeName, NSStrikethroughStyleAttributeName, NSLinkAttributeName,
        NSShadowAttributeName, NSBaselineOffsetAttributeName, NSStrokeColorAttributeName;
    typedef NS_ENUM(NSInteger, NSTextAlignment) {
        NSTextAlignmentLeft, NSTextAlignmentCenter, NSTextAlignmentRight, NSTextAlignmentJustified, NSTextAlignmentNatural,
    };
    typedef NS_ENUM(NSInteger, NSLineBreakMode) {
        NSLineBreakByWordWrapping, NSLineBreakByCharWrapping, NSLineBreakByClipping,
        NSLineBreakByTruncatingHead, NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle,
    };
    typedef NS_OPTIONS(NSInteger, NSUnderlineStyle) {
        NSUnderlineStyleNone = 0, NSUnderlineStyleSingle = 1, NSUnderlineStyleThick = 2, NSUnderlineStyleDouble = 9,
    };
    @interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @property (class, readonly, copy) NSParagraphStyle *defaultParagraphStyle;
    @property (readonly) CGFloat lineSpacing;
    @property (readonly) NSTextAlignment alignment;
    @end
    @interface NSMutableParagraphStyle : NSParagraphStyle
    @property CGFloat lineSpacing;
    @property CGFloat paragraphSpacing;
    @property CGFloat lineHeightMultiple;
    @property CGFloat minimumLineHeight;
    @property CGFloat maximumLineHeight;
    @property NSTextAlignment alignment;
    @property NSLineBreakMode lineBreakMode;
    @end
    @interface NSShadow : NSObject <NSCopying, NSSecureCoding>
    @property (nonatomic) CGSize shadowOffset;
    @property (nonatomic) CGFloat shadowBlurRadius;
    @property (nonatomic, strong) id shadowColor;
    @end
    @interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    - (instancetype)initWithString:(NSString *)str;
    - (instancetype)initWithString:(NSString *)str attributes:(NSDictionary<NSAttributedStringKey, id> *)attrs;
    - (instancetype)initWithAttributedString:(NSAttributedString *)attrStr;
    @property (readonly, copy) NSString *string;
    @property (readonly) NSUInteger length;
    - (NSDictionary<NSAttributedStringKey, id> *)attributesAtIndex:(NSUInteger)location effectiveRange:(NSRange *)range;
    - (CGRect)boundingRectWithSize:(CGSize)size options:(NSInteger)options context:(id)context;
    - (CGSize)size;
    - (void)drawInRect:(CGRect)rect;
    - (void)drawAtPoint:(CGPoint)point;
    @end
    @interface NSMutableAttributedString : NSAttributedString
    - (void)addAttribute:(NSAttributedStringKey)name value:(id)value range:(NSRange)range;
    - (void)addAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
    - (void)setAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
    - (void)appendAttributedString:(NSAttributedString *)attrString;
    - (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)str;
    @end
    @interface CALayer : NSObject <NSSecureCoding>
    + (instancetype)layer;
    @property CGRect frame;
    @property CGRect bounds;
    @property CGPoint position;
    @property CGPoint anchorPoint;
    @property CGFloat zPosition;
    @property CATransform3D transform;
    @property float opacity;
    @property (getter=isHidden) BOOL hidden;
    @property BOOL masksToBounds;
    @property CGFloat cornerRadius;
    @property CGFloat borderWidth;
    @property CGColorRef borderColor;
    @property CGColorRef backgroundColor;
    @property CGColorRef shadowColor;
    @property float shadowOpacity;
    @property CGSize shadowOffset;
    @property CGFloat shadowRadius;
    @property CGPathRef shadowPath;
    @property (strong) id contents;
    @property CGFloat contentsScale;
    @property (copy) NSString *contentsGravity;
    @property (strong) CALayer *mask;
    @property BOOL shouldRasterize;
    @property CGFloat rasterizationScale;
    @property (readonly) CALayer *superlayer;
    @property (copy) NSArray<CALayer *> *sublayers;
    @property (weak) id delegate;
    - (void)addSublayer:(CALayer *)layer;
    - (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
    - (void)removeFromSuperlayer;
    - (void)setNeedsDisplay;
    - (void)setNeedsLayout;
    - (void)layoutIfNeeded;
    - (void)addAnimation:(id)anim forKey:(NSString *)key;
    - (void)removeAllAnimations;
    @end
    """#
}
