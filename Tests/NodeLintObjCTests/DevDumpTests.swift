import XCTest
import Foundation
import NodeLintModel
@testable import NodeLintObjC

/// Prints the model of the file named by `NODELINT_DUMP` (a development aid; skipped otherwise).
final class DevDumpTests: XCTestCase {
    func testDumpFile() throws {
        guard let path = ProcessInfo.processInfo.environment["NODELINT_DUMP"] else { throw XCTSkip("set NODELINT_DUMP=<file>") }
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let file = ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: [])
        let printer = ModelPrinter(file: file, offsets: true)
        for line in Outline.lines(for: file) { print(line) }
        for t in file.types {
            for m in t.members where m.body != nil {
                print("== \(t.name).\(m.signature) [\(m.objcSelector ?? "")]")
                print("   " + printer.stmts(m.body!.statements))
            }
        }
        for g in file.globals where g.body != nil {
            print("== \(g.signature)")
            print("   " + printer.stmts(g.body!.statements))
        }
        for p in file.problemLines { print("PROBLEM " + p) }
        if ProcessInfo.processInfo.environment["NODELINT_DUMP_ERRORS"] != nil {
            for line in ObjCFrontEnd.diagnose(path: path, bytes: bytes) { print("DIAG " + line) }
        }
    }
}
