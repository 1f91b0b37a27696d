/// The union of the class tables: what nodelint knows about classes the project does not declare.
public enum KnownClasses {
    private static let superclasses: [String: String] = {
        var all: [String: String] = [:]
        for table in [TextureClasses.nodeSuperclass, TextureClasses.layoutSpecSuperclass,
                      TextureClasses.viewControllerSuperclass, TextureClasses.otherSuperclass,
                      UIKitClasses.viewSuperclass, UIKitClasses.viewControllerSuperclass,
                      UIKitClasses.layerSuperclass] {
            all.merge(table) { first, _ in first }
        }
        all["UIResponder"] = "NSObject"
        all["UIGestureRecognizer"] = "NSObject"
        for name in ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
                     "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer",
                     "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer"] {
            all[name] = "UIGestureRecognizer"
        }
        return all
    }()

    private static let texture: Set<String> = Set(TextureClasses.nodeSuperclass.keys)
        .union(TextureClasses.layoutSpecSuperclass.keys)
        .union(TextureClasses.viewControllerSuperclass.keys)
        .union(TextureClasses.otherSuperclass.keys)

    /// The superclass of a Texture, UIKit or Core Animation class nodelint knows; nil otherwise.
    public static func superclass(of name: String) -> String? { superclasses[name] }

    public static func isTexture(_ name: String) -> Bool { texture.contains(name) }

    /// Every class the tables give a superclass.
    static var names: Dictionary<String, String>.Keys { superclasses.keys }
}
