import Foundation
import NodeLintCLI
import NodeLintEngine
import NodeLintModel
import XCTest

/// The cache of parsed declarations (`--cache-path`, `--no-cache`): it changes how fast a run is, never
/// what it reports, and it never writes where it was not asked to.
final class CacheCLITests: XCTestCase {
    /// Every sample project, linted without a cache, with a cold one and with the warm one: the same
    /// report, messages and exit status, byte for byte. The warm run replaces no entry: each was read,
    /// found sound and used.
    func testAWarmCacheGivesTheSameOutputAsNoCache() throws {
        let cache = ScratchDirectory()
        var projects: [String] = []
        for folder in ["fixtures/projects", "fixtures/evidence"] {
            let names: [String] = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/" + folder).sorted()
            for name in names where isDirectory(repositoryRoot + "/" + folder + "/" + name) {
                projects.append(folder + "/" + name)
            }
        }
        XCTAssertGreaterThan(projects.count, 8)
        for project in projects {
            for reporter in ["xcode", "json"] {
                let plain = nodelint([project, "--reporter", reporter, "--no-cache"], in: repositoryRoot)
                let cold = nodelint([project, "--reporter", reporter, "--cache-path", cache.path], in: repositoryRoot)
                let before = try entries(cache.path)
                let warm = nodelint([project, "--reporter", reporter, "--cache-path", cache.path], in: repositoryRoot)
                for run in [cold, warm] {
                    XCTAssertEqual(run.stdout, plain.stdout, project)
                    XCTAssertEqual(run.stderr, plain.stderr, project)
                    XCTAssertEqual(run.status, plain.status, project)
                }
                XCTAssertFalse(before.isEmpty, project)
                XCTAssertEqual(try entries(cache.path), before, "\(project): the warm run rewrote entries")
            }
        }
    }

    /// An entry cut short, one with a byte changed, one holding another file's entry and one that is
    /// not an entry at all are each ignored: the run reports what it reports without a cache, and
    /// writes the sound entry again.
    func testACorruptEntryIsIgnoredAndRewritten() throws {
        let project = ScratchDirectory(), cache = ScratchDirectory()
        let names = ["Cell.swift", "Other.swift", "Third.swift", "Fourth.swift"]
        project.write(names[0], violatingCell)
        for (i, name) in names.dropFirst().enumerated() {
            project.write(name, "final class Node\(i): ASDisplayNode { override init() { super.init() } }\n")
        }
        let plain = nodelint(["--no-cache"], in: project.path)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(nodelint(["--cache-path", cache.path], in: project.path).stdout, plain.stdout)
        let folder = try entryFolder(cache.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        // Each file declares a node: a declarations entry and a full model's each.
        XCTAssertEqual(files.count, 2 * names.count)
        let sound = try files.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        func replace(_ i: Int, _ bytes: Data) throws { try bytes.write(to: URL(fileURLWithPath: folder + "/" + files[i])) }
        try replace(0, sound[0].prefix(sound[0].count / 2))
        var flipped = sound[1]
        flipped[flipped.count - 3] ^= 0x20
        try replace(1, flipped)
        try replace(2, sound[3])
        try replace(3, Data("not a cache entry".utf8))

        let again = nodelint(["--cache-path", cache.path], in: project.path)
        XCTAssertEqual(again.stdout, plain.stdout)
        XCTAssertEqual(again.stderr, plain.stderr)
        XCTAssertEqual(again.status, plain.status)
        for (i, name) in files.enumerated() {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), sound[i], "entry \(i) not rewritten")
        }
    }

    /// The default folder is `$XDG_CACHE_HOME/nodelint`, else `~/.cache/nodelint`; `--no-cache` writes
    /// nothing anywhere, and no run writes inside the project.
    func testTheCacheIsInTheUsersCacheFolderNeverInTheProject() throws {
        let project = ScratchDirectory(), home = ScratchDirectory(), xdg = ScratchDirectory()
        project.write("Cell.swift", violatingCell)
        let files = try everything(project.path)

        let none = nodelint(["--no-cache"], in: project.path, environment: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        XCTAssertEqual(none.status, 1, none.stderr)
        XCTAssertEqual(try everything(xdg.path), [])
        XCTAssertEqual(try everything(home.path), [])

        let inXDG = nodelint([], in: project.path, environment: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        XCTAssertEqual(inXDG.stdout, none.stdout)
        XCTAssertFalse(try entries(xdg.path + "/nodelint").isEmpty)
        XCTAssertEqual(try everything(home.path), [])

        let inHome = nodelint(["Cell.swift"], in: project.path, environment: ["HOME": home.path])
        XCTAssertEqual(inHome.stdout, none.stdout)
        #if os(macOS)
        XCTAssertFalse(try entries(home.path + "/Library/Caches/nodelint").isEmpty)
        #else
        XCTAssertFalse(try entries(home.path + "/.cache/nodelint").isEmpty)
        #endif
        XCTAssertEqual(try everything(project.path), files, "the cache wrote inside the project")
    }

    /// Four processes linting the same project into one empty cache at once all write the same entries
    /// over each other, and each reports what a run without a cache does.
    func testConcurrentRunsSharingACacheAllSucceed() throws {
        let project = ScratchDirectory(), cache = ScratchDirectory()
        copyFixture("fixtures/projects/FeedApp", to: project)
        let binary = try builtNodelint()
        let environment = isolatedEnvironment(home: cache.path)
        let plain = try runProcess(binary, ["--no-cache", "."], in: project.path, environment: environment)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        var runs = [CLIRun?](repeating: nil, count: 4)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: runs.count) { i in
            let run = try? runProcess(binary, ["--cache-path", cache.path + "/shared", "."], in: project.path, environment: environment)
            lock.lock()
            runs[i] = run
            lock.unlock()
        }
        for run in runs {
            XCTAssertEqual(run?.stdout, plain.stdout)
            XCTAssertEqual(run?.stderr, plain.stderr)
            XCTAssertEqual(run?.status, plain.status)
        }
        let folder = try entryFolder(cache.path + "/shared")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix(".") },
                       "a temporary file was left behind")
        let warm = try runProcess(binary, ["--cache-path", cache.path + "/shared", "."], in: project.path, environment: environment)
        XCTAssertEqual(warm.stdout, plain.stdout)
    }

    /// An Xcode project comes from the cache only while its `project.pbxproj` is byte for byte the one
    /// stored: after an edit moves a file into the target, the run follows the edit; entries that are
    /// not sound are ignored. Each run reports what a run without a cache does.
    func testAnXcodeProjectIsReadFromTheCacheOnlyWhileItsFileIsUnchanged() throws {
        let dir = ScratchDirectory(), cache = ScratchDirectory()
        copyFixture("fixtures/project-files/Shop", to: dir)
        try FileManager.default.createDirectory(atPath: dir.path + "/.git", withIntermediateDirectories: true)
        let violating = productCellTouchingViewInInit
        dir.write("ShopKit/ProductCell.swift", violating)
        dir.write("ShopKit/ProductCellB.swift", violating.replacingOccurrences(of: "ProductCell:", with: "ProductCellB:"))
        func run(cached: Bool) -> CLIRun {
            nodelint(["--only", "view-access-in-init", "."] + (cached ? ["--cache-path", cache.path] : ["--no-cache"]), in: dir.path)
        }
        func finding(_ file: String) -> String {
            "ShopKit/\(file):6:9: error: \(viewAccessInInitMessage) [view-access-in-init]\n"
        }
        // ProductCellB.swift is in no target: a stray copy, not linted.
        XCTAssertEqual(run(cached: false).stdout, finding("ProductCell.swift"))
        for _ in 0..<2 {
            let cached = run(cached: true)
            XCTAssertEqual(cached.stdout, finding("ProductCell.swift"))
            XCTAssertEqual(cached.stderr, "")
        }
        let project = dir.path + "/Shop.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try text.replacingOccurrences(of: "ProductCell.swift", with: "ProductCellB.swift")
            .write(toFile: project, atomically: false, encoding: .utf8)
        XCTAssertEqual(run(cached: false).stdout, finding("ProductCellB.swift"))
        XCTAssertEqual(run(cached: true).stdout, finding("ProductCellB.swift"), "a stale project was used")
        // Every entry replaced by bytes that are not one.
        let folder = try entryFolder(cache.path)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            try Data("not an entry".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let afterCorruption = run(cached: true)
        XCTAssertEqual(afterCorruption.stdout, finding("ProductCellB.swift"))
        XCTAssertEqual(afterCorruption.stderr, "")
        XCTAssertEqual(run(cached: true).stdout, finding("ProductCellB.swift"))
    }

    func testTheOptionsAreParsed() throws {
        let invocation = try CommandLineParser.parse(["--cache-path", "/tmp/c", "--no-cache", "Sources"])
        XCTAssertEqual(invocation.cachePath, "/tmp/c")
        XCTAssertTrue(invocation.noCache)
        XCTAssertEqual(invocation.arguments, ["Sources"])
        XCTAssertThrowsError(try CommandLineParser.parse(["--cache-path"]))
        XCTAssertTrue(CommandLineParser.help.contains("--no-cache"))
    }

    // MARK: Support

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// The folder a cache under `root` keeps its entries in.
    private func entryFolder(_ root: String) throws -> String {
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("declarations-") }
        XCTAssertEqual(folders.count, 1, "\(folders)")
        return root + "/" + (folders.first ?? "")
    }

    /// Each entry under a cache root, with its inode: an entry rewritten is a new file renamed into place.
    private func entries(_ root: String) throws -> [String: UInt64] {
        let folder = try entryFolder(root)
        var found: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
            found[name] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
        return found
    }

    /// Every path below `root`, relative to it.
    private func everything(_ root: String) throws -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }
}
