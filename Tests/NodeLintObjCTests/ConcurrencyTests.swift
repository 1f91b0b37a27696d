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
        let paths = (0..<8).map { _ in DispatchQueue.global() }
        let lock = NSLock()
        var seen: Set<String?> = []
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            let path = PrecompiledPrelude.path(for: i % 2 == 0 ? .objectiveC : .objectiveCPlusPlus)
            lock.lock()
            seen.insert(path)
            lock.unlock()
        }
        XCTAssertEqual(seen.count, 2)
        XCTAssertFalse(seen.contains(nil), "the PCH could be built here")
    }
}
