/// nodelint rule ids (texture-rules.md section 3) the model attaches to what it observes.
public enum RuleID {
    public static let viewAccessInInit = "view-access-in-init"                       // R1
    public static let gestureInInit = "gesture-in-init"                               // R2
    public static let uikitInInit = "uikit-in-init"                                   // R3
    public static let viewAccessInLayoutSpec = "view-access-in-layout-spec"           // R5
    public static let uikitInLayoutSpec = "uikit-in-layout-spec"                      // R6
    public static let storedLayoutSpec = "stored-layout-spec"                         // R7
    public static let superLayoutSpecThatFits = "super-layout-spec-that-fits"         // R8
    public static let nodeCreationInLayoutSpec = "node-creation-in-layout-spec"       // R9
    public static let addSubnodeInLayoutSpec = "add-subnode-in-layout-spec"           // R10
    public static let addSubnodeWithAutomaticManagement = "add-subnode-with-automatic-management" // R11
    public static let missingSuperCall = "missing-super-call"                         // R12
    public static let viewAccessInVCInit = "view-access-in-vc-init"                   // R13
    public static let loadViewOverride = "loadview-override"                          // R14
    public static let layoutInViewDidLoad = "layout-in-viewdidload"                   // R15 (not observable)
    public static let oneTimeSetupInLayoutPass = "one-time-setup-in-layout-pass"      // R16
    public static let vcCreatedOffMain = "vc-created-off-main"                        // R17
    public static let nodeBlockDataSourceAccess = "node-block-data-source-access"     // R18 (not observable)
    public static let nodeBlockCapturesUIKit = "node-block-captures-uikit"            // R19
    public static let cellNodeReuse = "cell-node-reuse"                               // R20
    public static let layerBackedViewAccess = "layer-backed-view-access"              // R21
    public static let transitionLayoutMisuse = "transition-layout-misuse"             // R22
    public static let missingCompleteTransition = "missing-complete-transition"       // R23
    public static let layoutSpecBlockWithOverride = "layout-spec-block-with-override" // R24
    public static let conflictingLayoutOverrides = "conflicting-layout-overrides"     // R25
    public static let forbiddenOverride = "forbidden-override"                        // R26
    public static let collectionUpdateOffMain = "collection-update-off-main"          // R27
    public static let drawThreadSafety = "draw-thread-safety"                         // R30
    public static let videoAssetOffMain = "video-asset-off-main"                      // R29
    public static let selfStyleInLayoutSpec = "self-style-in-layout-spec"             // R32
    public static let duplicateLayoutElement = "duplicate-layout-element"             // R33
    public static let bridgedReadInLayoutSpec = "bridged-read-in-layout-spec"         // R34
    public static let calculateSizeWithoutLayout = "calculate-size-without-layout"    // R35
    public static let editableTextViewBeforeLoad = "editable-text-view-before-load"   // R36

    /// A real violation (an assertion fires, UIKit is used off main) that no nodelint rule claims.
    /// The agreement test treats these as gaps in the rule set, not as model noise.
    public static let noRule = "no-rule"
    /// The model itself could not finish a step (a wait timed out, a lock could not be taken).
    public static let modelHarness = "model-harness"
}
