import NodeLintModel

/// The hooks Texture's headers mark `ASDISPLAYNODE_REQUIRES_SUPER` (`__attribute__((objc_requires_super))`),
/// with the first release whose headers mark them: an override must call super. Read from the headers
/// of every release tag (Source/ASDisplayNode+Subclasses.h, ASDisplayNode+Beta.h, ASCellNode.h,
/// ASImageNode.h, ASNodeController+Beta.h; 1.x: AsyncDisplayKit/…); docs/texture-facts.md lists them.
/// Keyed by the name Swift imports the method with.
public enum TextureHooks {
    public struct Hook: Sendable {
        /// The class whose subclasses must call super (its own subclasses included).
        public let declaringClass: String
        public let since: TextureVersion
    }

    private static func hooks(_ names: [String], on declaringClass: String, since: TextureVersion) -> [(String, Hook)] {
        names.map { ($0, Hook(declaringClass: declaringClass, since: since)) }
    }

    /// Node hooks.
    public static let nodeRequiresSuper: [String: [Hook]] = {
        let v1 = TextureVersion(major: 1), v2 = TextureVersion(major: 2), v2_7 = TextureVersion(major: 2, minor: 7)
        let v2_8 = TextureVersion(major: 2, minor: 8), v3 = TextureVersion(major: 3)
        var table: [String: [Hook]] = [:]
        let entries: [(String, Hook)] =
            // ASDisplayNode+Subclasses.h, in every release.
            hooks(["didLoad", "displayWillStart", "displayDidFinish", "willEnterHierarchy", "didExitHierarchy", "clearContents",
                   "subnodeDisplayWillStart", "subnodeDisplayDidFinish"], on: "ASDisplayNode", since: v1)
            // 1.9.7 marked layout, the interface-state callback and the touch methods; 1.9.8 the layout callbacks.
            + hooks(["layout", "interfaceStateDidChange", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"],
                    on: "ASDisplayNode", since: TextureVersion(major: 1, minor: 9, patch: 7))
            + hooks(["layoutDidFinish", "calculatedLayoutDidChange"], on: "ASDisplayNode", since: TextureVersion(major: 1, minor: 9, patch: 8))
            // 2.0 renamed the 1.x state callbacks (fetchData, visibilityDidChange …) to these.
            + hooks(["didEnterVisibleState", "didExitVisibleState", "didEnterDisplayState", "didExitDisplayState",
                     "didEnterPreloadState", "didExitPreloadState", "displayWillStartAsynchronously"], on: "ASDisplayNode", since: v2)
            + hooks(["didEnterHierarchy"], on: "ASDisplayNode", since: v2_7)
            + hooks(["animatedImageSet"], on: "ASImageNode", since: v2_8)
            // ASDisplayNode+Subclasses.h and ASDisplayNode+Beta.h from 3.0.
            + hooks(["asyncTraitCollectionDidChange", "hierarchyDisplayDidFinish", "willCalculateLayout"], on: "ASDisplayNode", since: v3)
            // ASCellNode.h: a cell that does not forward touches breaks selection in its table or collection.
            + hooks(["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"], on: "ASCellNode", since: v1)
        for (name, hook) in entries { table[name, default: []].append(hook) }
        return table
    }()

    /// ASNodeController+Beta.h (2.3 and later; `nodeDidLoad`, `nodeDidLayout` from 2.7,
    /// `nodeWillCalculateLayout`, `hierarchyDisplayDidFinish` from 2.8, the hierarchy callbacks from 3.0).
    public static let nodeControllerRequiresSuper: [String: TextureVersion] = [
        "didEnterVisibleState": TextureVersion(major: 2, minor: 3), "didExitVisibleState": TextureVersion(major: 2, minor: 3),
        "didEnterDisplayState": TextureVersion(major: 2, minor: 3), "didExitDisplayState": TextureVersion(major: 2, minor: 3),
        "didEnterPreloadState": TextureVersion(major: 2, minor: 3), "didExitPreloadState": TextureVersion(major: 2, minor: 3),
        "interfaceStateDidChange": TextureVersion(major: 2, minor: 3),
        "nodeDidLoad": TextureVersion(major: 2, minor: 7), "nodeDidLayout": TextureVersion(major: 2, minor: 7),
        "nodeWillCalculateLayout": TextureVersion(major: 2, minor: 8), "hierarchyDisplayDidFinish": TextureVersion(major: 2, minor: 8),
        "didEnterHierarchy": TextureVersion(major: 3), "didExitHierarchy": TextureVersion(major: 3),
    ]

    /// Node hooks the headers do not mark, whose ASDisplayNode implementation does work an override
    /// must keep: `didCompleteLayoutTransition` applies the transition's removals
    /// (Source/ASDisplayNode+Layout.mm).
    public static let nodeHooksWithWork: Set<String> = ["didCompleteLayoutTransition"]

    /// Whether an override of `name` in a class with this lineage must call super on `version` (nil:
    /// the version is unknown, and the newest headers decide).
    public static func nodeHookRequiresSuper(_ name: String, lineage: [String], version: TextureVersion?) -> Bool {
        (nodeRequiresSuper[name] ?? []).contains { hook in
            lineage.contains(hook.declaringClass) && (version.map { $0 >= hook.since } ?? true)
        }
    }

    public static func nodeControllerHookRequiresSuper(_ name: String, version: TextureVersion?) -> Bool {
        guard let since = nodeControllerRequiresSuper[name] else { return false }
        return version.map { $0 >= since } ?? true
    }
}
