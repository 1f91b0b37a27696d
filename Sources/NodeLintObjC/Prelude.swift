/// The declarations injected in front of every Objective-C file parsed without real headers (see
/// `Prelude/`). One string, built once, in dependency order; also used by the test that checks the
/// prelude itself parses without errors.
enum Prelude {
    /// The virtual path the prelude is given; it never exists on disk.
    static let path = "/nodelint-prelude/NodeLintPrelude.h"

    static let text: String = [
        base, macros, foundationRoot, foundationValues, foundationMore, concurrency, geometry,
        uikitValues, textAndLayers, layersMore, uiview, uiviewClass, uikitSingletons, gestures, uikitViews,
        uikitText, uikitLists, uikitCollections, viewControllers, controllersMore,
        textureLayoutTypes, displayNode, displayNodeSubclassing, nodes, nodesMore, cellNodes,
        layoutSpecs, layoutSpecsMore, containers, tableAndPager, textureControllers, cxx,
    ].joined(separator: "\n") + "\n"
}
