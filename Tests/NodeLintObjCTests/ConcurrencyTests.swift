import XCTest
import Foundation
import Dispatch
import NodeLintModel
@testable import NodeLintObjC

final class ConcurrencyTests: XCTestCase {
    /// Everything a file maps to, as one string, to compare parses.
    private func fingerprint(_ file: SourceFile) -> String {
        let printer = ModelPrinter(file: file, offsets: true)
        var lines = Outline.lines(for: file)
        for t in file.types { for m in t.members { if let b = m.body { lines.append(printer.stmts(b.statements)) } } }
        lines += file.problemLines
        return lines.joined(separator: "\n")
    }

    func testParallelParsesMatchSequentialParses() throws {
        let names = ["PhotoCellNode.m", "PhotoCellNode.h", "FeedViewController.m", "LockedNode.mm", "Broken.m", "UsesMiniSDK.m"]
        let inputs = try names.map { name -> (String, [UInt8]) in
            let path = CompileCommandsTests.fixtures + "/" + name
            return (path, try Array(Data(contentsOf: URL(fileURLWithPath: path))))
        }
        let expected = inputs.map { fingerprint(ObjCFrontEnd.parse(path: $0.0, bytes: $0.1, arguments: [])) }
        let rounds = 4
        let lock = NSLock()
        var results = [String?](repeating: nil, count: inputs.count * rounds)
        DispatchQueue.concurrentPerform(iterations: inputs.count * rounds) { i in
            let (path, bytes) = inputs[i % inputs.count]
            let printed = fingerprint(ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: []))
            lock.lock()
            results[i] = printed
            lock.unlock()
        }
        for (i, result) in results.enumerated() {
            XCTAssertEqual(result, expected[i % inputs.count], names[i % inputs.count])
        }
    }

    func testPrecompiledPreludeIsBuiltOncePerDialect() {
        PrecompiledPrelude.forgetBuilt()
        let lock = NSLock()
        var seen: [ObjCDialect: Set<String?>] = [:]
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let dialect: ObjCDialect = i % 2 == 0 ? .objectiveC : .objectiveCPlusPlus
            let path = PrecompiledPrelude.path(for: dialect)
            lock.lock()
            seen[dialect, default: []].insert(path)
            lock.unlock()
        }
        // Eight threads asked at once; each dialect's PCH was built by one of them and shared.
        XCTAssertEqual(PrecompiledPrelude.builds, [.objectiveC: 1, .objectiveCPlusPlus: 1])
        XCTAssertEqual(seen[.objectiveC]?.count, 1)
        XCTAssertEqual(seen[.objectiveCPlusPlus]?.count, 1)
        let paths = seen.values.flatMap { $0 }
        XCTAssertFalse(paths.contains(nil), "the PCH could not be built here")
        XCTAssertEqual(Set(paths).count, 2, "the two dialects share a PCH")
        for case let path? in paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
    }
}
