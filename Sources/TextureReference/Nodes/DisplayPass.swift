import Foundation

/// Asynchronous display (Source/Details/_ASDisplayLayer.mm, ASDisplayNode+AsyncDisplay.mm): on main the
/// node copies its drawing state (`drawParameters(forAsyncLayer:)`), then the display queue (a real
/// background thread) draws with it through the class methods. Nodes from view/layer blocks and nodes
/// that do not draw (no `draw`/`display` override) are skipped.
enum DisplayPass {
    static let drawMethod = OverridableMethod(name: "draw", kind: .classMethod)
    static let displayMethod = OverridableMethod(name: "display", kind: .classMethod, requiredLabels: ["withParameters"])
    static let drawParametersMethod = OverridableMethod(name: "drawParameters")

    static func displayIfNeeded(_ node: ASDisplayNode) {
        guard MethodDefinitions.isAvailable, !node.isSynchronous,
              let layer = node.state.value.layer else { return }
        let cls: AnyClass = type(of: node)
        let draws = !userDeclarations(of: drawMethod, in: cls).isEmpty || !userDeclarations(of: displayMethod, in: cls).isEmpty
        guard draws else { return }
        let asyncLayer = (layer as? _ASDisplayLayer) ?? _ASDisplayLayer()
        let parameters = withExecutionContext(.mainCallback(.drawParameters), node: node) {
            node.drawParameters(forAsyncLayer: asyncLayer)
        }
        if let parameters, parameters as AnyObject === node {
            let site = CallSite.capture()
            let declaration = userDeclarations(of: drawParametersMethod, in: cls).first
                .flatMap { MethodDefinitions.location(of: $0) }
            Report.violation(RuleID.drawThreadSafety,
                             "drawParameters(forAsyncLayer:) returned the node itself: the display queue reads its mutable state concurrently with main",
                             evidence: .observed, at: site.relocated(to: declaration ?? site.location))
        }
        let bounds = node.boundsForModel()
        let nodeType = type(of: node)
        BackgroundExecutor.async {
            withExecutionContext(.drawing) {
                _ = nodeType.display(withParameters: parameters, isCancelled: { false })
                _ = bounds
            }
        }
    }

    private static func userDeclarations(of method: OverridableMethod, in cls: AnyClass) -> [MethodDefinitions.Definition] {
        MethodDefinitions.declaringClasses(of: method, from: cls, upTo: ASDisplayNode.self)
            .filter { !MethodDefinitions.isModelClass($0.0) }
            .map(\.1)
    }
}
