/// The node members a subclass must not override: `+[ASDisplayNode initialize]` asserts when a class
/// overrides one (Source/ASDisplayNode.mm:177-190; docs/texture-facts.md#forbidden-override). The
/// methods are declared in Source/ASDisplayNode.h (`layoutThatFits:`, `recursivelyClearContents`,
/// `recursivelyClearPreloadedData`) and Source/ASDisplayNode+Subclasses.h (`calculatedSize`,
/// `calculatedLayout`).
public enum ForbiddenOverrides {
    /// Swift signatures of the methods.
    public static let methods: Set<String> = [
        "layoutThatFits(_:)", "layoutThatFits(_:parentSize:)", "recursivelyClearContents()", "recursivelyClearPreloadedData()",
    ]

    /// Names of the properties.
    public static let properties: Set<String> = ["calculatedSize", "calculatedLayout"]

    /// Objective-C selectors of both.
    public static let selectors: Set<String> = [
        "layoutThatFits:", "layoutThatFits:parentSize:", "calculatedSize", "calculatedLayout",
        "recursivelyClearContents", "recursivelyClearPreloadedData",
    ]
}
