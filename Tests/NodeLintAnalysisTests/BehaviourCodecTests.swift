@testable import NodeLintAnalysis
import Foundation
import NodeLintEngine
import NodeLintModel
import XCTest

/// A behaviour summary read back from the cache is the one that was written (`BehaviourSummary.encoded`,
/// `init(decoding:path:)`), and anything but a whole payload is refused. The declaration shape it is
/// keyed by (`ClassGraphBuilder.declarationShape`) ignores where things are written, and nothing else.
final class BehaviourCodecTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The Swift files of the sample apps, parsed, with their class graph.
    private func sampleFiles() throws -> (files: [SourceFile], classes: ClassGraph) {
        var files: [SourceFile] = []
        for app in ["FeedApp", "MixedApp", "ExtendedTexture"] {
            let folder = root + "/fixtures/projects/" + app
            for relative in (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
            where relative.hasSuffix(".swift") {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative)))
                files.append(FrontEnds.parse(path: app + "/" + relative, language: .swift, bytes: bytes))
            }
        }
        // And a factory called from a node block, a reload and a call on a held object (no sample app has
        // all of them).
        let factory = """
            enum Maker {
                static func make() -> ASCellNode { return BaseCellNode() }
            }
            final class MakerFeed: NSObject, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { Maker.make() }
                }
                func refresh(_ tableNode: ASTableNode) { tableNode.reloadData() }
            }
            final class MakerOwner: ASDisplayNode {
                let feed = MakerFeed()
                override init() {
                    super.init()
                    DispatchQueue.main.async { self.feed.refresh(ASTableNode()) }
                }
            }
            """
        files.append(FrontEnds.parse(path: "Extra/Maker.swift", language: .swift, bytes: Array(factory.utf8)))
        var builder = ClassGraphBuilder()
        for file in files { builder.add(FileSummary(file)) }
        return (files, builder.build())
    }

    /// Everything a summary holds, as text: two summaries are the same when their descriptions are.
    private func describe(_ b: BehaviourSummary) -> String {
        var out = "path \(b.path)\n"
        for (type, calls) in b.selfCalls {
            for c in calls {
                out += "call \(type) \(c.caller) \(String(describing: c.fixedContext)) \(c.callee) \(String(describing: c.arguments))"
                    + " \(c.isOnceGuarded) \(c.language) \(c.path) \(c.position)\n"
            }
        }
        for (type, values) in b.selfAssignments {
            for (property, seen) in values.sorted(by: { $0.key < $1.key }) { out += "assigns \(type) \(property) \(seen.sorted { !$0 && $1 })\n" }
        }
        for (type, varies) in b.layoutVariation { out += "layout \(type) \(varies)\n" }
        for (type, changes) in b.mutations {
            for m in changes { out += "mutation \(type) \(m.property) \(m.member) \(m.isDeferred)\n" }
        }
        for (type, updates) in b.containerUpdates {
            for u in updates { out += "update \(type) \(u.method) \(u.path) \(u.position)\n" }
        }
        for (type, calls) in b.heldObjectCalls {
            for c in calls { out += "held \(type) \(c.property) \(c.method) \(c.caller) \(c.isDeferred)\n" }
        }
        for site in b.creationSites { out += "site \(site.created) \(site.location)\n" }
        for call in b.factoryCalls { out += "factory \(call.factory) \(call.location)\n" }
        return out
    }

    func testASummaryReadBackIsTheOneWritten() throws {
        let (files, classes) = try sampleFiles()
        XCTAssertGreaterThan(files.count, 10)
        var seen = (calls: 0, assignments: 0, mutations: 0, updates: 0, held: 0, sites: 0, factories: 0)
        for file in files {
            let summary = BehaviourSummary(file, in: classes)
            seen.calls += summary.selfCalls.count
            seen.assignments += summary.selfAssignments.count
            seen.mutations += summary.mutations.count
            seen.updates += summary.containerUpdates.count
            seen.held += summary.heldObjectCalls.count
            seen.sites += summary.creationSites.count
            seen.factories += summary.factoryCalls.count
            let bytes = summary.encoded()
            let decoded = try XCTUnwrap(BehaviourSummary(decoding: bytes, path: file.path), file.path)
            XCTAssertEqual(describe(decoded), describe(summary), file.path)
            XCTAssertEqual(decoded.encoded(), bytes, file.path)
            // Cut short anywhere, or with a byte too many: refused.
            for cut in Set([0, bytes.count / 3, bytes.count / 2, bytes.count - 1]) where cut < bytes.count && !bytes.isEmpty {
                XCTAssertNil(BehaviourSummary(decoding: Array(bytes[..<cut]), path: file.path), "\(file.path) cut at \(cut)")
            }
            XCTAssertNil(BehaviourSummary(decoding: bytes + [0], path: file.path), file.path)
        }
        // The sample apps exercise every part of a summary.
        XCTAssertGreaterThan(seen.calls, 0)
        XCTAssertGreaterThan(seen.assignments, 0)
        XCTAssertGreaterThan(seen.mutations, 0)
        XCTAssertGreaterThan(seen.updates, 0)
        XCTAssertGreaterThan(seen.held, 0)
        XCTAssertGreaterThan(seen.sites, 0)
        XCTAssertGreaterThan(seen.factories, 0)
    }

    private func shape(_ sources: [(String, String)], extraNodeBases: [String] = []) -> [UInt8] {
        var builder = ClassGraphBuilder(extraNodeBases: extraNodeBases)
        for (path, text) in sources { builder.add(FileSummary(FrontEnds.parse(path: path, language: .swift, bytes: Array(text.utf8)))) }
        return builder.declarationShape()
    }

    func testTheDeclarationShapeIgnoresPositionsAndBodiesOnly() {
        let maker = ("/p/Maker.swift", "enum Maker {\n    static func make() -> ASCellNode { return Cell() }\n}\n")
        let cell = ("/p/Cell.swift", "final class Cell: ASCellNode {}\n")
        let base = shape([cell, maker])
        // Lines moved, a body changed: the same shape.
        XCTAssertEqual(shape([cell, ("/p/Maker.swift", "\n\n" + maker.1)]), base)
        XCTAssertEqual(shape([cell, ("/p/Maker.swift", maker.1.replacingOccurrences(of: "return Cell()", with: "let c = Cell(); return c"))]), base)
        // A declaration changed, another order of files, another path, another configured base: another shape.
        XCTAssertNotEqual(shape([cell, ("/p/Maker.swift", maker.1.replacingOccurrences(of: "-> ASCellNode", with: "-> AnyObject"))]), base)
        XCTAssertNotEqual(shape([cell, ("/p/Maker.swift", maker.1.replacingOccurrences(of: "enum Maker", with: "public enum Maker"))]), base)
        XCTAssertNotEqual(shape([maker, cell]), base)
        XCTAssertNotEqual(shape([("/q/Cell.swift", cell.1), maker]), base)
        XCTAssertNotEqual(shape([cell, maker], extraNodeBases: ["BaseNode"]), base)
    }
}
