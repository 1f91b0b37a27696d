/// Every rule nodelint has. Each has a page `rules/<id>.md`; a test checks that the two lists match.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        ViewAccessInInit(),
        GestureInInit(),
        UIKitInInit(),
        LockInInit(),
        ViewAccessInLayoutSpec(),
        StoredLayoutSpec(),
        SuperLayoutSpecThatFits(),
        NodeCreationInLayoutSpec(),
        MissingSuperCall(),
        ViewAccessInVCInit(),
        LoadViewOverride(),
        LayoutInViewDidLoad(),
        OneTimeSetupInLayoutPass(),
        VCCreatedOffMain(),
        // Layout contracts.
        UIKitInLayoutSpec(),
        AddSubnodeInLayoutSpec(),
        SelfStyleInLayoutSpec(),
        DuplicateLayoutElement(),
        BridgedReadInLayoutSpec(),
        AddSubnodeWithAutomaticManagement(),
        // Containers and node blocks.
        CollectionUpdateOffMain(),
        NodeInUIKitContainer(),
        NodeBlockDataSourceAccess(),
        NodeBlockCapturesUIKit(),
        CellNodeReuse(),
        // Threading.
        MainSyncInBackgroundContext(),
        VideoAssetOffMain(),
        EditableTextViewBeforeLoad(),
        LayerBackedViewAccess(),
        DrawThreadSafety(),
        // Transitions and lifetimes.
        TransitionLayoutMisuse(),
        MissingCompleteTransition(),
        StrongSelfInStoredBlock(),
        // Naming.
        LegacyASViewControllerName(),
        ConflictingLayoutOverrides(),
        ForbiddenOverride(),
        LayoutSpecBlockWithOverride(),
        CalculateSizeWithoutLayout(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
