import Foundation
import NodeLintCLI
@testable import NodeLintRules
import XCTest

/// Runs `nodelint` in-process with captured output, and makes scratch folders.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the command in-process. Standard input, the environment and whether the outputs are terminals
/// are the test's to choose (by default: empty input, no environment, no terminals).
func nodelint(_ arguments: [String], in directory: String? = nil, input: String = "", environment: [String: String] = [:],
              outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) -> CLIRun {
    var out = "", err = ""
    let lock = NSLock()
    let output = TextOutput(out: { s in lock.lock(); out += s; lock.unlock() },
                            err: { s in lock.lock(); err += s; lock.unlock() },
                            input: { Array(input.utf8) },
                            outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal, environment: environment)
    let previous = FileManager.default.currentDirectoryPath
    if let directory { FileManager.default.changeCurrentDirectoryPath(directory) }
    defer { if directory != nil { FileManager.default.changeCurrentDirectoryPath(previous) } }
    let status = NodeLintMain.run(arguments, output: output)
    return CLIRun(status: status, stdout: out, stderr: err)
}

/// The cache folder (`XDG_CACHE_HOME`) of every nodelint process the tests start, so that no test
/// reads or writes the user's cache. The in-process runs (`nodelint(_:)`) pass no environment and so
/// have no cache unless a test gives one.
let testCacheHome: String = {
    let path = NSTemporaryDirectory() + "nodelint-test-cache-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    // Removed when the test process ends, as the scratch folders are when their tests end.
    atexit { try? FileManager.default.removeItem(atPath: testCacheHome) }
    return path
}()

/// A temporary folder removed when the test ends.
final class ScratchDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "nodelint-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = path + "/" + relative
        let folder = (full as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }
}

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A node class whose init touches its view: one error of `view-access-in-init`.
let violatingCell = """
    final class Cell: ASCellNode {
        override init() {
            super.init()
            view.backgroundColor = .red
        }
    }

    """

/// The same cell written correctly.
let cleanCell = """
    final class Cell: ASCellNode {
        override init() {
            super.init()
            backgroundColor = .red
        }
    }

    """

/// Compares output with a pinned file of the repository. `NODELINT_UPDATE_EXPECTED=1 swift test`
/// rewrites every pinned file instead (then review the diff).
func assertMatchesPinned(_ actual: String, _ relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
    let path = repositoryRoot + "/" + relativePath
    if ProcessInfo.processInfo.environment["NODELINT_UPDATE_EXPECTED"] == "1" {
        try! actual.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<\(relativePath) is missing>"
    XCTAssertEqual(actual, expected, "differs from \(relativePath)", file: file, line: line)
}

/// Copies a folder of the repository into a scratch directory (for runs that change a fixture).
func copyFixture(_ relativePath: String, to dir: ScratchDirectory) {
    let source = URL(fileURLWithPath: repositoryRoot + "/" + relativePath)
    let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])!
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        let relative = String(url.path.dropFirst(source.path.count + 1))
        dir.write(relative, bytes: Array(try! Data(contentsOf: url)))
    }
}

/// view-access-in-init's message for `view`, as the rule words it: the expected lines of the command-line
/// tests are built from it, so that rewording the rule does not mean editing them.
let viewAccessInInitMessage = ViewAccessInInit.message(accessing: "view")
/// Other rules' messages, for the same reason.
let addSubnodeWithAutomaticManagementMessage = AddSubnodeWithAutomaticManagement.message(calling: "addSubnode")
let addGestureRecognizerInInitMessage = GestureInInit.addGestureRecognizerMessage
func missingSuperCallMessage(hook: String, superclassDoesWork: Bool) -> String {
    MissingSuperCall.message(hook: hook, superclassDoesWork: superclassDoesWork)
}

/// `ShopKit/ProductCell.swift` of fixtures/project-files/Shop with one view-access-in-init finding
/// (6:9), for the tests of which files an Xcode project lints.
let productCellTouchingViewInInit = """
    import AsyncDisplayKit

    public final class ProductCell: ASCellNode {
        public override init() {
            super.init()
            view.backgroundColor = .white
        }
    }

    """
