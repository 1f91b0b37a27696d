import Foundation
import XCTest
import NodeLintCLI
import NodeLintEngine
import NodeLintModel

/// The in-memory workspace against the command line: the same findings for every file, and after an
/// edit the findings a fresh run over the edited files gives.
final class LiveWorkspaceTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `path:line:column: rule-id` for each finding of `nodelint <arguments>`.
    private func commandLine(_ arguments: [String]) -> [String] {
        var out = ""
        _ = NodeLintMain.run(arguments, output: TextOutput(out: { out += $0 }, err: { _ in }))
        let pattern = try! NSRegularExpression(pattern: #"^(.*):(\d+):(\d+): (?:error|warning|note): .* \[([a-z0-9-]+)\]$"#)
        return out.split(separator: "\n").compactMap { line in
            let text = String(line)
            guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            let group = { (i: Int) in String(text[Range(match.range(at: i), in: text)!]) }
            return "\(group(1)):\(group(2)):\(group(3)): \(group(4))"
        }.sorted()
    }

    private func lines(_ found: [String: [Diagnostic]]) -> [String] {
        found.values.flatMap { $0 }.map { "\($0.path):\($0.start.line):\($0.start.column): \($0.ruleID)" }.sorted()
    }

    func testSameFindingsAsTheCommandLineOnTheSampleProjects() {
        for project in ["FeedApp", "MixedApp", "ExtendedTexture"] {
            let root = Self.packageRoot + "/fixtures/projects/" + project
            let workspace = LiveWorkspace(roots: [root])
            workspace.load()
            let expected = commandLine([root])
            XCTAssertFalse(expected.isEmpty, project)
            XCTAssertEqual(lines(workspace.lint(workspace.indexedPaths())), expected, project)
        }
    }

    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "nodelint-live-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private let base = "import AsyncDisplayKit\n\nclass BaseNode: ASDisplayNode {}\n"
    private let cell = """
        import AsyncDisplayKit

        final class ProfileCell: BaseNode {
            override init() {
                super.init()
                view.backgroundColor = .white
            }
        }

        """

    func testAnEditToABaseClassInAnotherFileReachesItsSubclass() throws {
        let root = try temporaryFolder()
        try base.write(toFile: root + "/Base.swift", atomically: true, encoding: .utf8)
        try cell.write(toFile: root + "/Cell.swift", atomically: true, encoding: .utf8)
        let workspace = LiveWorkspace(roots: [root])
        let cellPath = root + "/Cell.swift", basePath = root + "/Base.swift"
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), ["view-access-in-init"])

        // The base class stops being a node in an unsaved buffer: its subclass is not one either.
        workspace.setBuffer(Array("class BaseNode: NSObject {}\n".utf8), for: basePath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), [])
        // The buffer is closed: the file on disk counts again.
        workspace.setBuffer(nil, for: basePath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), ["view-access-in-init"])

        // An edit inside the cell moves the finding; the diagnostics are those of the buffer.
        let edited = cell.replacingOccurrences(of: "super.init()\n", with: "super.init()\n        let x = 1\n")
        workspace.setBuffer(Array(edited.utf8), for: cellPath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.start), [SourcePosition(line: 7, column: 9)])

        // A file created on disk and reported by the client joins the class graph.
        try "class OtherCell: BaseNode { override init() { super.init(); layer.opacity = 1 } }\n"
            .write(toFile: root + "/Other.swift", atomically: true, encoding: .utf8)
        workspace.diskChanged(root + "/Other.swift")
        XCTAssertEqual(workspace.lint([root + "/Other.swift"])[root + "/Other.swift"]?.map(\.ruleID), ["view-access-in-init"])
        try FileManager.default.removeItem(atPath: root + "/Other.swift")
        workspace.diskChanged(root + "/Other.swift")
        XCTAssertFalse(workspace.indexedPaths().contains(root + "/Other.swift"))
    }

    func testConfigurationIsReloadedWhenItChanges() throws {
        let root = try temporaryFolder()
        try base.write(toFile: root + "/Base.swift", atomically: true, encoding: .utf8)
        try cell.write(toFile: root + "/Cell.swift", atomically: true, encoding: .utf8)
        let workspace = LiveWorkspace(roots: [root])
        let cellPath = root + "/Cell.swift"
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.count, 1)
        try "disable: [view-access-in-init]\n".write(toFile: root + "/.nodelint.yml", atomically: true, encoding: .utf8)
        workspace.diskChanged(root + "/.nodelint.yml")
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.count, 0)
        XCTAssertEqual(workspace.takeMessages(), [])
        // A broken configuration is reported once, with where it is; its files are not linted.
        try "disable: [view-access-in-init\n".write(toFile: root + "/.nodelint.yml", atomically: true, encoding: .utf8)
        workspace.diskChanged(root + "/.nodelint.yml")
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.count, 0)
        let messages = workspace.takeMessages()
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix(root + "/.nodelint.yml:1:") == true, "\(messages)")
        try FileManager.default.removeItem(atPath: root + "/.nodelint.yml")
        workspace.diskChanged(root + "/.nodelint.yml")
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.count, 1)
    }

    func testIncrementalResultsEqualAFreshWorkspaceAfterEachEdit() throws {
        for project in ["FeedApp", "MixedApp", "ExtendedTexture"] {
            try checkIncrementalResults(Self.packageRoot + "/fixtures/projects/" + project)
        }
    }

    private func checkIncrementalResults(_ root: String) throws {
        let live = LiveWorkspace(roots: [root])
        live.load()
        let paths = live.indexedPaths()
        // Edits that change declarations (a class renamed, a base class changed) and bodies only, and
        // a line added at the top, which moves every position of the file and declares the same.
        var buffers: [String: [UInt8]] = [:]
        // Swift files first: the edits are Swift's (an Objective-C file gets the line at the top only).
        let ordered = paths.filter { $0.hasSuffix(".swift") } + paths.filter { !$0.hasSuffix(".swift") }
        for (step, path) in (ordered.prefix(8) + ordered.prefix(4)).enumerated() {
            guard var text = live.text(of: path).map({ String(decoding: $0.bytes, as: UTF8.self) }) else { continue }
            let before = live.work
            switch path.hasSuffix(".swift") ? step % 4 : 3 {
            case 0: text = text.replacingOccurrences(of: ": ASDisplayNode", with: ": NSObject")
            case 1: text += "\nfinal class AddedNode\(step): ASDisplayNode { override init() { super.init(); view.tag = 1 } }\n"
            case 2: text = text.replacingOccurrences(of: "super.", with: "self.") + "\nextension ASDisplayNode { func added\(step)() {} }\n"
            default: text = "// edited\n" + text
            }
            buffers[path] = Array(text.utf8)
            live.setBuffer(buffers[path], for: path)
            let fresh = LiveWorkspace(roots: [root])
            for (p, b) in buffers { fresh.setBuffer(b, for: p) }
            // Whole diagnostics: messages, ranges and notes (a note can point into another file).
            XCTAssertEqual(live.lint(paths), fresh.lint(paths), "after editing \(path)")
            if step % 4 == 3 && path.hasSuffix(".swift") {
                XCTAssertEqual(live.work.classGraphBuilds, before.classGraphBuilds, "a moved file keeps the graph: \(path)")
            }
        }
        XCTAssertGreaterThan(live.work.classGraphPatches, 0, root)
        XCTAssertGreaterThan(live.work.classGraphUpdates, 0, root)
    }

    /// Two files with a helper in the base class that a subclass calls from its `init`: the helper runs
    /// during initialization, which only the subclass's file says.
    private let baseWithHelper = """
        import AsyncDisplayKit

        class BaseNode: ASDisplayNode {
            func setup() {
                view.backgroundColor = .white
            }
        }

        """
    private let cellCallingHelper = """
        import AsyncDisplayKit

        final class ProfileCell: BaseNode {
            override init() {
                super.init()
                setup()
            }
        }

        """

    func testAnEditInsideABodyKeepsTheClassGraphAndReachesOtherFiles() throws {
        let root = try temporaryFolder()
        try baseWithHelper.write(toFile: root + "/Base.swift", atomically: true, encoding: .utf8)
        try cellCallingHelper.write(toFile: root + "/Cell.swift", atomically: true, encoding: .utf8)
        let workspace = LiveWorkspace(roots: [root])
        let cellPath = root + "/Cell.swift", basePath = root + "/Base.swift"
        XCTAssertEqual(workspace.lint([basePath])[basePath]?.map(\.ruleID), ["view-access-in-init"])
        XCTAssertEqual(workspace.work, LiveWorkspace.Work(classGraphBuilds: 1, classGraphPatches: 0))

        // Typing in the subclass's init: the call that made the helper run in init is gone.
        let withoutCall = cellCallingHelper.replacingOccurrences(of: "        setup()\n", with: "        let x = 1\n")
        workspace.setBuffer(Array(withoutCall.utf8), for: cellPath)
        XCTAssertEqual(workspace.lint([basePath])[basePath]?.map(\.ruleID), [])
        // A line added above everything in the base class: the finding is back where the helper moved to,
        // with its note pointing into the subclass's file.
        workspace.setBuffer(Array(cellCallingHelper.utf8), for: cellPath)
        workspace.setBuffer(Array(("// moved\n" + baseWithHelper).utf8), for: basePath)
        let found = workspace.lint([basePath])[basePath] ?? []
        XCTAssertEqual(found.map(\.start), [SourcePosition(line: 6, column: 9)])
        XCTAssertEqual(found.first?.notes.map(\.path), [cellPath])
        XCTAssertEqual(workspace.work, LiveWorkspace.Work(classGraphBuilds: 1, classGraphPatches: 2))

        let fresh = LiveWorkspace(roots: [root])
        fresh.setBuffer(Array(cellCallingHelper.utf8), for: cellPath)
        fresh.setBuffer(Array(("// moved\n" + baseWithHelper).utf8), for: basePath)
        XCTAssertEqual(workspace.lint([basePath, cellPath]), fresh.lint([basePath, cellPath]))
    }

    func testADeclarationEditInABaseClassUpdatesTheGraphAndReachesSubclasses() throws {
        let root = try temporaryFolder()
        try baseWithHelper.write(toFile: root + "/Base.swift", atomically: true, encoding: .utf8)
        try cellCallingHelper.write(toFile: root + "/Cell.swift", atomically: true, encoding: .utf8)
        let workspace = LiveWorkspace(roots: [root])
        let cellPath = root + "/Cell.swift", basePath = root + "/Base.swift"
        XCTAssertEqual(workspace.lint([basePath, cellPath]).values.flatMap { $0 }.map(\.ruleID), ["view-access-in-init"])

        // The helper now takes an argument: the subclass's call no longer reaches it.
        let renamed = baseWithHelper.replacingOccurrences(of: "func setup()", with: "func setup(animated: Bool)")
        workspace.setBuffer(Array(renamed.utf8), for: basePath)
        XCTAssertEqual(workspace.lint([basePath, cellPath]).values.flatMap { $0 }.map(\.ruleID), [])
        XCTAssertEqual(workspace.work, LiveWorkspace.Work(classGraphBuilds: 1, classGraphPatches: 0, classGraphUpdates: 1))
        // The base class stops being a node: the subclass is not one either, and its view access is no
        // longer a node's.
        let subclassTouchingView = cellCallingHelper.replacingOccurrences(of: "setup()", with: "view.tag = 1")
        workspace.setBuffer(Array(subclassTouchingView.utf8), for: cellPath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), ["view-access-in-init"])
        workspace.setBuffer(Array(renamed.replacingOccurrences(of: ": ASDisplayNode", with: ": NSObject").utf8), for: basePath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), [])
        XCTAssertEqual(workspace.work, LiveWorkspace.Work(classGraphBuilds: 1, classGraphPatches: 1, classGraphUpdates: 2))
        // The base class renamed (the subclass's base is unknown): in a project of one module record
        // keys are the names, so this is an update too.
        workspace.setBuffer(Array(baseWithHelper.replacingOccurrences(of: "class BaseNode", with: "class RenamedNode").utf8), for: basePath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), [])
        XCTAssertEqual(workspace.work, LiveWorkspace.Work(classGraphBuilds: 1, classGraphPatches: 1, classGraphUpdates: 3))
        // And back: the subclass is a node again.
        workspace.setBuffer(Array(baseWithHelper.utf8), for: basePath)
        XCTAssertEqual(workspace.lint([cellPath])[cellPath]?.map(\.ruleID), ["view-access-in-init"])
        workspace.setBuffer(Array(baseWithHelper.replacingOccurrences(of: "class BaseNode", with: "class RenamedNode").utf8), for: basePath)
        let fresh = LiveWorkspace(roots: [root])
        fresh.setBuffer(Array(subclassTouchingView.utf8), for: cellPath)
        fresh.setBuffer(Array(baseWithHelper.replacingOccurrences(of: "class BaseNode", with: "class RenamedNode").utf8), for: basePath)
        XCTAssertEqual(workspace.lint([basePath, cellPath]), fresh.lint([basePath, cellPath]))
    }
}
