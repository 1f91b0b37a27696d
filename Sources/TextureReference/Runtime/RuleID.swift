/// nodelint rule ids (docs/texture-facts.md#rule-facts) the model attaches to what it observes.
public enum RuleID {
    public static let viewAccessInInit = "view-access-in-init"
    public static let gestureInInit = "gesture-in-init"
    public static let uikitInInit = "uikit-in-init"
    public static let viewAccessInLayoutSpec = "view-access-in-layout-spec"
    public static let uikitInLayoutSpec = "uikit-in-layout-spec"
    public static let storedLayoutSpec = "stored-layout-spec"
    public static let superLayoutSpecThatFits = "super-layout-spec-that-fits"
    public static let nodeCreationInLayoutSpec = "node-creation-in-layout-spec"
    public static let addSubnodeInLayoutSpec = "add-subnode-in-layout-spec"
    public static let addSubnodeWithAutomaticManagement = "add-subnode-with-automatic-management"
    public static let missingSuperCall = "missing-super-call"
    public static let viewAccessInVCInit = "view-access-in-vc-init"
    public static let loadViewOverride = "loadview-override"
    public static let layoutInViewDidLoad = "layout-in-viewdidload"                   // not observable at run time
    public static let oneTimeSetupInLayoutPass = "one-time-setup-in-layout-pass"
    public static let vcCreatedOffMain = "vc-created-off-main"
    public static let nodeBlockDataSourceAccess = "node-block-data-source-access"     // not observable at run time
    public static let nodeBlockCapturesUIKit = "node-block-captures-uikit"
    public static let cellNodeReuse = "cell-node-reuse"
    public static let layerBackedViewAccess = "layer-backed-view-access"
    public static let transitionLayoutMisuse = "transition-layout-misuse"
    public static let missingCompleteTransition = "missing-complete-transition"
    public static let layoutSpecBlockWithOverride = "layout-spec-block-with-override"
    public static let conflictingLayoutOverrides = "conflicting-layout-overrides"
    public static let forbiddenOverride = "forbidden-override"
    public static let collectionUpdateOffMain = "collection-update-off-main"
    public static let drawThreadSafety = "draw-thread-safety"
    public static let videoAssetOffMain = "video-asset-off-main"
    public static let selfStyleInLayoutSpec = "self-style-in-layout-spec"
    public static let duplicateLayoutElement = "duplicate-layout-element"
    public static let bridgedReadInLayoutSpec = "bridged-read-in-layout-spec"
    public static let calculateSizeWithoutLayout = "calculate-size-without-layout"
    public static let editableTextViewBeforeLoad = "editable-text-view-before-load"

    /// A real violation (an assertion fires, UIKit is used off main) that no nodelint rule claims.
    /// The agreement test treats these as gaps in the rule set, not as model noise.
    public static let noRule = "no-rule"
    /// The model itself could not finish a step (a wait timed out, a lock could not be taken).
    public static let modelHarness = "model-harness"
}
