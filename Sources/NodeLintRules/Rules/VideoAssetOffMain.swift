import NodeLintAnalysis
import NodeLintModel

/// `asset`/`assetURL` of a video node set off the main thread (docs/texture-facts.md#video-asset-off-main): the setters
/// assert the main thread. Typically in a cell's init that a node block runs in the background.
struct VideoAssetOffMain: Rule {
    let id = "video-asset-off-main"

    static let videoClasses: Set<String> = TextureClasses.videoNodes

    func check(_ context: RuleContext) {
        let contexts: Set<ExecutionContext> = [.bgInit, .bgLayout, .bgBlock, .bgDraw, .bgFetch, .background]
        // The init of a node created only on main is main-thread code: the setter runs on main.
        context.forEachExpression(in: contexts, excludingMainByEvidence: true) { expr, walk, region, entry in
            guard walk.isAssignmentTarget else { return }
            let receiverType: String?
            let property: String, offset: Int
            switch expr.unparenthesized {
            case .member(let base?, let name, let o) where name == "asset" || name == "assetURL":
                receiverType = context.receiverType(base, in: region)
                (property, offset) = (name, o)
            case .name(let name, let o, .unresolved) where name == "asset" || name == "assetURL":
                receiverType = context.receiverType(nil, in: region)
                (property, offset) = (name, o)
            default:
                return
            }
            guard let type = receiverType, !type.isEmpty,
                  context.index.lineage(of: type, from: region.typeName).contains(where: Self.videoClasses.contains) else { return }
            context.report(at: offset,
                           "the \(property) setter of a video node must run on the main thread, but this code runs \(entry.context.phrase); set it in didLoad() or didEnterPreloadState()",
                           via: entry.via, evidence: context.backgroundEvidence(for: region, entry: entry))
        }
    }
}
