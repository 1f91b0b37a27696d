@testable import NodeLintAnalysis
@testable import NodeLintEngine
import NodeLintModel
import XCTest

/// A behaviour merge kept up file by file equals the merge made afresh from the same summaries in path
/// order: the same calls and mutations per type in the same order, the same assignments, layout
/// variation, reads and seeds.
final class BehaviourMergeTests: XCTestCase {
    private let sources = [
        "/p/A.swift": """
            class BaseNode: ASDisplayNode {
                var flag = false
                func setup() { flag = true }
                override func layoutSpecThatFits(_ c: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
            }
            """,
        "/p/B.swift": """
            final class Cell: BaseNode {
                lazy var badge = ASImageNode()
                override init() { super.init(); setup(); automaticallyManagesSubnodes = true; _ = badge }
            }
            """,
        "/p/C.swift": "extension Cell { func configure() { setup(); flag = false } }\n",
    ]

    private func describe(_ merge: BehaviourMerge) -> [String] {
        var out: [String] = []
        for (type, calls) in merge.selfCalls.sorted(by: { $0.key < $1.key }) {
            out.append("calls \(type): " + calls.map { "\($0.caller.signature)->\($0.callee)@\($0.path):\($0.position)" }.joined(separator: ", "))
        }
        for (type, changes) in merge.mutations.sorted(by: { $0.key < $1.key }) {
            out.append("mutations \(type): " + changes.map { "\($0.member.signature):\($0.property)" }.joined(separator: ", "))
        }
        for (type, values) in merge.selfAssignments.sorted(by: { $0.key < $1.key }) {
            out.append("assigns \(type): " + values.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value.sorted { !$0 && $1 })" }.joined(separator: ", "))
        }
        for (type, varies) in merge.layoutVariation.sorted(by: { $0.key < $1.key }) { out.append("layout \(type): \(varies)") }
        for name in merge.readers.keys.sorted() {
            out.append("reads \(name): " + merge.readsOf(name).map { "\($0.type)@\($0.call.position)" }.sorted().joined(separator: ", "))
        }
        for (target, seeds) in merge.seedTypesByTarget.sorted(by: { $0.key < $1.key }) { out.append("seeds \(target): \(seeds)") }
        out.append("files \(merge.summarizedFiles.sorted())")
        return out
    }

    private func behaviours(_ sources: [String: String]) -> (ClassGraph, [String: BehaviourSummary]) {
        let files = sources.keys.sorted().map { FrontEnds.parse(path: $0, language: .swift, bytes: Array(sources[$0]!.utf8)) }
        var builder = ClassGraphBuilder()
        for file in files { builder.add(FileSummary(file)) }
        let classes = builder.build()
        return (classes, Dictionary(uniqueKeysWithValues: files.map { ($0.path, BehaviourSummary($0, in: classes)) }))
    }

    private func fresh(_ behaviours: [String: BehaviourSummary], classes: ClassGraph) -> BehaviourMerge {
        var merge = BehaviourMerge(behaviours.keys.sorted().map { behaviours[$0]! })
        merge.prepareSeeds(for: classes)
        return merge
    }

    func testReplacingOneFileAtATimeEqualsAFreshMerge() {
        let (classes, before) = behaviours(sources)
        var kept = fresh(before, classes: classes)
        XCTAssertEqual(describe(kept), describe(fresh(before, classes: classes)))
        var current = before, texts = sources
        // Each edit declares what the file declared, as when the class graph is kept.
        let edits: [(String, String?)] = [
            ("/p/B.swift", sources["/p/B.swift"]!.replacingOccurrences(of: "setup(); ", with: "")),  // a call gone
            ("/p/A.swift", "// moved\n" + sources["/p/A.swift"]!.replacingOccurrences(of: "flag = true", with: "setup()")),
            ("/p/C.swift", nil),  // no longer concerns Texture
            ("/p/B.swift", sources["/p/B.swift"]!),
            ("/p/C.swift", sources["/p/C.swift"]!),  // back, between the others in path order
        ]
        for (path, text) in edits {
            if let text { texts[path] = text }
            let (_, made) = behaviours(texts)
            current[path] = text == nil ? nil : made[path]
            kept.replace(current[path], for: path)
            kept.prepareSeeds(for: classes)
            XCTAssertEqual(describe(kept), describe(fresh(current, classes: classes)), path)
        }
    }

    /// A merge that keeps no file's summary (a command-line run's, which never replaces one) holds the
    /// same behaviour: the same calls, mutations, assignments, reads, seeds and creation sites.
    func testAMergeWithoutTheFilesSummariesHoldsTheSame() {
        var texts = sources
        texts["/p/D.swift"] = "final class Feed: ASDisplayNode {\n    let cell = Cell()\n    func more() -> Cell { Cell() }\n}\n"
        let (classes, made) = behaviours(texts)
        let ordered = made.keys.sorted().map { made[$0]! }
        var kept = BehaviourMerge(ordered), unkept = BehaviourMerge(ordered, replaceable: false)
        kept.prepareSeeds(for: classes)
        unkept.prepareSeeds(for: classes)
        XCTAssertTrue(kept.isReplaceable)
        XCTAssertFalse(unkept.isReplaceable)
        XCTAssertEqual(describe(unkept), describe(kept))
        func sites(_ merge: BehaviourMerge) -> [String] {
            merge.creationSites.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map { "\($0.location)" })" }
        }
        XCTAssertFalse(sites(kept).isEmpty)
        XCTAssertEqual(sites(unkept), sites(kept))
    }

    /// A run merges each summary as its parse finishes (`OrderedBehaviourMerge`): delivered out of order,
    /// with positions that have none between them, the merge is the one made afterwards in file order.
    func testAMergeMadeAsTheParsesFinishIsTheMergeInFileOrder() {
        var texts = sources
        texts["/p/D.swift"] = "final class Feed: ASDisplayNode {\n    let cell = Cell()\n    func more() -> Cell { Cell() }\n}\n"
        let (classes, made) = behaviours(texts)
        let ordered = made.keys.sorted().map { made[$0]! }
        var afterwards = BehaviourMerge(ordered, replaceable: false)
        afterwards.prepareSeeds(for: classes)
        // Positions 0...7: a summary at 1, 2, 4 and 6 (file order), none elsewhere; delivered scrambled.
        let positions = [1, 2, 4, 6]
        let ordering = OrderedBehaviourMerge()
        for position in [7, 4, 0, 6, 2, 5, 3, 1] {
            ordering.deliver(positions.firstIndex(of: position).map { ordered[$0] }, at: position)
        }
        var asTheyFinish = ordering.finished()
        asTheyFinish.prepareSeeds(for: classes)
        XCTAssertEqual(describe(asTheyFinish), describe(afterwards))
        func sites(_ merge: BehaviourMerge) -> [String] {
            merge.creationSites.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map { "\($0.location)" })" }
        }
        XCTAssertFalse(sites(afterwards).isEmpty)
        XCTAssertEqual(sites(asTheyFinish), sites(afterwards))
        // In the order delivered instead, the calls of a type several files add to would be out of order.
        var scrambled = BehaviourMerge([ordered[2], ordered[0], ordered[3], ordered[1]], replaceable: false)
        scrambled.prepareSeeds(for: classes)
        XCTAssertNotEqual(describe(scrambled), describe(afterwards))
    }
}
