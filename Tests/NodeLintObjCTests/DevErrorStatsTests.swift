import XCTest
import Foundation
import NodeLintModel
@testable import NodeLintObjC

/// For the files listed in `NODELINT_ERRORS_LIST` that still drop statements, prints the errors of
/// their last parse with names replaced by `Q`, most frequent first (a development aid).
final class DevErrorStatsTests: XCTestCase {
    func testErrorStatistics() throws {
        guard let list = ProcessInfo.processInfo.environment["NODELINT_ERRORS_LIST"] else { throw XCTSkip("set NODELINT_ERRORS_LIST") }
        var counts: [String: Int] = [:]
        var examples: [String: String] = [:]
        for path in try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init) {
            guard let bytes = try? Array(Data(contentsOf: URL(fileURLWithPath: path))) else { continue }
            let run = ObjCFrontEnd.run(path: path, bytes: bytes, arguments: [])
            guard let last = run.attempts.last, last.droppedStatements > 0 else { continue }
            for e in last.errors where !e.isMissingHeader {
                let key = e.message.replacingOccurrences(of: "'[^']*'", with: "Q", options: .regularExpression)
                counts[key, default: 0] += 1
                examples[key] = examples[key] ?? "\(path):\(SourceText(bytes: bytes).position(of: e.offset)) \(e.message)"
            }
        }
        for (key, n) in counts.sorted(by: { $0.value > $1.value }).prefix(40) {
            print("STAT \(n) \(key)\n     e.g. \(examples[key]!)")
        }
    }
}

/// For the files listed in `NODELINT_ERRORS_LIST`, prints the source of every `.unknown` expression
/// (what the mapping could not name), to find shapes worth mapping (a development aid).
final class DevUnknownExpressionTests: XCTestCase {
    func testUnknownExpressions() throws {
        guard let list = ProcessInfo.processInfo.environment["NODELINT_ERRORS_LIST"] else { throw XCTSkip("set NODELINT_ERRORS_LIST") }
        var total = 0, unknown = 0
        for path in try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init) {
            guard let bytes = try? Array(Data(contentsOf: URL(fileURLWithPath: path))) else { continue }
            let file = ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: [])
            var bodies: [Body] = []
            for t in file.types { for m in t.members { if let b = m.body { bodies.append(b) } } }
            for g in file.globals { if let b = g.body { bodies.append(b) } }
            for b in bodies {
                ExpressionWalk.walk(b.statements, locals: file.locals, enterClosure: { _ in true }) { e, _ in
                    total += 1
                    if case .unknown(let o, _) = e {
                        unknown += 1
                        let line = file.text.lineText(file.text.line(of: o)).trimmingCharacters(in: .whitespaces)
                        print("UNKNOWN \(path.split(separator: "/").last!):\(file.text.position(of: o)) \(line.prefix(100))")
                    }
                }
            }
        }
        print("UNKNOWN-TOTAL \(unknown) of \(total) expressions")
    }
}
