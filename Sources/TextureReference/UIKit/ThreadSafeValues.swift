import Foundation

// Value types and immutable objects UIKit code uses freely on any thread (docs/texture-facts.md#uikit-off-the-main-thread:
// UIColor, UIFont, UIImage(contentsOfFile:/data:), UIEdgeInsets, NSAttributedString are not flagged).
// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect.

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

public final class CGColor: Hashable, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    public static func == (a: CGColor, b: CGColor) -> Bool {
        (a.red, a.green, a.blue, a.alpha) == (b.red, b.green, b.blue, b.alpha)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(red); hasher.combine(green); hasher.combine(blue) }
}

public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Drawing API; only meaningful inside a graphics context, allowed on any thread.
    public func setFill() {}
    public func setStroke() {}

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(white: 0.95, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(white: 0.24, alpha: 0.6)
    public static let separator = UIColor(white: 0.24, alpha: 0.29)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let systemGray = UIColor(white: 0.56, alpha: 1)
}

public final class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
        public static let light = Weight(rawValue: -0.4)
    }
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body"), headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline"), caption1 = TextStyle(rawValue: "caption1")
        public static let title1 = TextStyle(rawValue: "title1"), footnote = TextStyle(rawValue: "footnote")
    }

    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }
    private init(named name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(named: "System", size: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(named: "System", size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(named: "System-Bold", size: size) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(named: "System-Italic", size: size) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(named: style.rawValue, size: 17) }
    public var lineHeight: CGFloat { pointSize * 1.2 }
}

public final class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public let size: CGSize
    public let scale: CGFloat
    let name: String?

    public init(size: CGSize = CGSize(width: 40, height: 40), scale: CGFloat = 2, name: String? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
    }
    /// Asset-catalog lookup (thread-safe since iOS 9 per Texture maintainers; not checked).
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(contentsOfFile path: String) { self.init(name: path) }
    public convenience init?(data: Data) { self.init() }
    public convenience init?(systemName name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let link = NSAttributedString.Key("NSLink")
}

/// Objective-C selectors do not exist on Linux; scenarios write `Selector("tap")`, which is valid
/// Swift on Apple platforms too.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(translationX: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }
}

/// A path; `UIBezierPath` is drawing API and may be used on any thread.
public final class CGPath: @unchecked Sendable {
    public let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
}

public final class UIBezierPath: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    public init(rect: CGRect) { bounds = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
    public init(ovalIn rect: CGRect) { bounds = rect }
    public var cgPath: CGPath { CGPath(bounds: bounds) }
    public func fill() {}
    public func stroke() {}
    public func addClip() {}
}

/// Drawing context functions Texture sets up for `draw(...)`: usable on any thread.
public final class CGContext: @unchecked Sendable {}
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext() }
