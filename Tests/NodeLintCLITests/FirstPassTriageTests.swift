import Foundation
import NodeLintEngine
import NodeLintRules
import XCTest

/// The first pass reads the declarations only of the files that can matter (FirstPassTriage): each
/// finding below needs a fact from a file that mentions no Texture name, reached one way or the other;
/// a run that reads every declaration must give the same output, and the file nothing reaches must not
/// be read.
final class FirstPassTriageTests: XCTestCase {
    private let files: [(path: String, source: String)] = [
        ("App/Nodes/BaseNode.swift", """
            import AsyncDisplayKit

            class BaseNode: ASDisplayNode {}

            """),
        // Mentions no Texture name: reached because it names BaseNode, a project node.
        ("App/Nodes/FancyNode.swift", """
            final class FancyNode: BaseNode {
                private let slider = FancySlider()
                private let other = Slider()

                override init() {
                    super.init()
                    view.backgroundColor = .red
                }
            }

            """),
        // Reached because FancyNode names them: a UIKit subclass, and a typealias of it.
        ("App/UI/FancySlider.swift", "import UIKit\n\nclass FancySlider: UISlider {}\n"),
        ("App/UI/Aliases.swift", "typealias Slider = FancySlider\n"),
        // Reached because the node block reads it: a global var.
        ("App/State.swift", "var recentSearches: [String] = []\n"),
        ("App/SearchViewController.swift", """
            import AsyncDisplayKit

            final class SearchViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
                func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return {
                        let cell = ASTextCellNode()
                        cell.text = recentSearches[indexPath.row]
                        return cell
                    }
                }

                func search(_ query: String) {
                    recentSearches.append(query)
                }
            }

            """),
        // Nothing reaches these.
        ("App/Networking/API.swift", "struct API {\n    var baseURL = \"https://example.com\"\n    func load() {}\n}\n"),
        ("App/Networking/Cache.swift", "final class ResponseCache {\n    var entries: [String: Data] = [:]\n}\n"),
        ("App/Theme.swift", "enum Theme {\n    static let accent = 0x3366FF\n}\nvar currentTheme = Theme.self\n"),
    ]

    /// Code that has nothing to do with Texture nor with the files above. The triage runs only where at
    /// most a tenth of the Swift files are read at once (elsewhere every file is read): in an app where
    /// Texture is a small part of the code, as every run here is unless `withOtherCode` is false.
    private static let otherCode: [(path: String, source: String)] = (1...40).map {
        ("App/Other/Model\($0).swift", "struct Model\($0) {\n    var id = \($0)\n}\n")
    }

    private func run(_ files: [(path: String, source: String)]? = nil, withOtherCode: Bool = true,
                     readsEveryDeclaration: Bool, keptFirstPassBudget: Int = .max) -> (diagnostics: [String], declarationsRead: String) {
        let inputs = ((files ?? self.files) + (withOtherCode ? Self.otherCode : []))
            .map { LintRun.Input(path: $0.path, language: .swift, content: Array($0.source.utf8)) }
        var options = LintRun.Options(rules: RuleRegistry.all, jobs: 2)
        options.readsEveryDeclaration = readsEveryDeclaration
        options.keptFirstPassBudget = keptFirstPassBudget
        let clock = StageClock()
        options.clock = clock
        let result = LintRun.run(inputs, options: options)
        let step = clock.steps.map(\.name).first { $0.hasPrefix("parse declarations (") } ?? ""
        let diagnostics = result.diagnostics.map { d in
            "\(d.path):\(d.start): \(d.ruleID) \(d.notes.map(\.message).joined(separator: " / "))"
        }
        return (diagnostics, step)
    }

    /// `App/X.swift:3:5: rule-id notes` -> `App/X.swift rule-id`.
    private static func fileAndRule(_ line: String) -> String {
        let path: String = line.split(separator: ":").first.map(String.init) ?? ""
        let words: [Substring] = line.split(separator: " ")
        let rule: String = words.count > 1 ? String(words[1]) : ""
        return path + " " + rule
    }

    func testFindingsThatNeedFilesWithoutTextureAreKept() {
        let triaged = run(readsEveryDeclaration: false)
        let everything = run(readsEveryDeclaration: true)
        XCTAssertEqual(triaged.diagnostics, everything.diagnostics)
        let rules = triaged.diagnostics.map(Self.fileAndRule)
        XCTAssertTrue(rules.contains("App/Nodes/FancyNode.swift view-access-in-init"), "\(triaged.diagnostics)")
        XCTAssertEqual(rules.filter { $0 == "App/Nodes/FancyNode.swift uikit-in-init" }.count, 2, "\(triaged.diagnostics)")
        XCTAssertTrue(rules.contains("App/SearchViewController.swift node-block-data-source-access"), "\(triaged.diagnostics)")
        // Every file but the three nothing reaches had its declarations read.
        XCTAssertEqual(triaged.declarationsRead, "parse declarations (6 of 49 files), summarise")
        XCTAssertEqual(everything.declarationsRead, "parse declarations (49 of 49 files), summarise")
    }

    /// Where PromiseKit runs its handlers is a fact of the whole project: a file that changes its default
    /// queues names nothing of Texture's and nothing the node files name, yet must be read, or the node
    /// created in a `done` handler would pass for main-only (a warning) instead of keeping its error.
    func testAFileThatChangesPromiseKitsQueuesIsRead() {
        let node: (path: String, source: String) = ("App/Media/ClipNode.swift", """
            import AsyncDisplayKit
            import PromiseKit

            final class ClipNode: ASDisplayNode {
                override init() {
                    super.init()
                    view.backgroundColor = .black
                }
            }

            final class MediaNode: ASDisplayNode {
                func load() {
                    fetchClip().done { _ in
                        self.addSubnode(ClipNode())
                    }
                }
            }

            """)
        let configuration: (path: String, source: String) = ("App/Setup/Promises.swift", """
            import PromiseKit

            func configurePromises() {
                conf.Q.return = DispatchQueue(label: "promises")
            }

            """)
        let withConfiguration = run([node, configuration], readsEveryDeclaration: false)
        XCTAssertEqual(withConfiguration.diagnostics, run([node, configuration], readsEveryDeclaration: true).diagnostics)
        XCTAssertEqual(withConfiguration.diagnostics.filter { $0.contains("view-access-in-init") }.count, 1, "\(withConfiguration.diagnostics)")
        XCTAssertEqual(withConfiguration.declarationsRead, "parse declarations (2 of 42 files), summarise")
        // The control: without it, the same node is created on main only (its finding carries that note).
        let alone = run([node], readsEveryDeclaration: false).diagnostics.filter { $0.contains("view-access-in-init") }
        XCTAssertEqual(alone.count, 1)
        XCTAssertTrue(alone[0].contains("on the main thread"), "\(alone)")
        XCTAssertFalse(withConfiguration.diagnostics.contains { $0.contains("on the main thread") }, "\(withConfiguration.diagnostics)")
    }

    /// Past `keptFirstPassBudget` the first pass lets a file's bytes go once scanned and reads them
    /// again where the triage scans them, its declarations are read, and the files that concern Texture
    /// are chosen: the same files read, the same findings.
    func testTheTriageReadsTheSameWhenTheFirstPassLetsBytesGo() {
        let kept = run(readsEveryDeclaration: false)
        let letGo = run(readsEveryDeclaration: false, keptFirstPassBudget: 0)
        XCTAssertEqual(letGo.diagnostics, kept.diagnostics)
        XCTAssertEqual(letGo.declarationsRead, kept.declarationsRead)
        XCTAssertEqual(letGo.declarationsRead, "parse declarations (6 of 49 files), summarise")
        // Some kept, some let go.
        XCTAssertEqual(run(readsEveryDeclaration: false, keptFirstPassBudget: 400).diagnostics, kept.diagnostics)
    }

    /// A file read only because another names it is followed through its declarations, not its bodies:
    /// its property's type brings in another file, a name used only inside its method does not. Until it
    /// turns out to name a type that may derive from Texture (known only once another file is read):
    /// then it may be analysed, and the names in its bodies are followed too.
    func testAFileReadForItsNameIsFollowedThroughItsDeclarations() {
        let files: [(path: String, source: String)] = [
            ("App/Nodes/BaseNode.swift", "import AsyncDisplayKit\n\nclass BaseNode: ASDisplayNode {}\n"),
            ("App/ListViewController.swift", """
                import AsyncDisplayKit

                final class ListViewController: ASDKViewController<ASDisplayNode> {
                    func build() { _ = Factory.node() }
                }

                """),
            // Read because the controller names it; it names FancyNode, which derives from Texture:
            // followed whole once FancyNode's file is read, so Theme's file is read.
            ("App/Factory.swift", """
                enum Factory {
                    static func node() -> NSObject { FancyNode() }
                    static func tint() -> Int { Theme.accent }
                }

                """),
            ("App/Theme.swift", "enum Theme {\n    static let accent = 0x3366FF\n}\n"),
            ("App/Nodes/FancyNode.swift", """
                final class FancyNode: BaseNode {
                    private let slider = FancySlider()

                    override init() {
                        super.init()
                        view.backgroundColor = .red
                    }
                }

                """),
            // Read because FancyNode names it: its property's type is followed, its method's body is not.
            ("App/UI/FancySlider.swift", """
                import UIKit

                class FancySlider: UISlider {
                    var cache: ResponseCache?
                    func tap() { API().load() }
                }

                """),
            ("App/Networking/Cache.swift", "final class ResponseCache {\n    var entries: [String: Data] = [:]\n}\n"),
            // Nothing that may be analysed reaches these.
            ("App/Networking/API.swift", "struct API {\n    func load() {}\n}\n"),
            ("App/Unrelated.swift", "struct Unrelated {}\n"),
        ]
        let triaged = run(files, readsEveryDeclaration: false)
        XCTAssertEqual(triaged.diagnostics, run(files, readsEveryDeclaration: true).diagnostics)
        XCTAssertTrue(triaged.diagnostics.map(Self.fileAndRule).contains("App/Nodes/FancyNode.swift view-access-in-init"), "\(triaged.diagnostics)")
        XCTAssertEqual(triaged.declarationsRead, "parse declarations (7 of 49 files), summarise")
    }

    /// Two kinds of files look like Texture to a byte scan and are not read at once unless they are:
    /// - a UIKit cell provider (`cellForRowAt`) in a file that names nothing of Texture's, unless it may
    ///   host a node (it calls `addSubnode`, or `addSubview`/`insertSubview` passing a `.view`: what
    ///   node-in-uikit-container reports); one that only dequeues and configures cells, or adds views of
    ///   its own, is read when something names it, like any other file;
    /// - a file that names only Apple's `AS…` names (AuthenticationServices).
    /// Read at once, both kinds brought most of an app's declarations into the graph.
    func testFilesThatOnlyLookLikeTextureAreNotReadAtOnce() {
        let files: [(path: String, source: String)] = [
            ("App/Nodes/BadgeNode.swift", "import AsyncDisplayKit\n\nclass BadgeNode: ASDisplayNode {}\n"),
            ("App/Feed/FeedHeader.swift", "final class FeedHeader {\n    let badge = BadgeNode()\n}\n"),
            // Names nothing of Texture's: read at once for its addSubview, analysed as a cell provider.
            ("App/Feed/FeedDataSource.swift", """
                import UIKit

                final class FeedDataSource: NSObject, UITableViewDataSource {
                    private let header = FeedHeader()

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = UITableViewCell()
                        cell.contentView.addSubview(header.badge.view)
                        return cell
                    }
                }

                """),
            // A provider that hosts nothing: neither it nor the row type only it names is read.
            ("App/Settings/SettingsDataSource.swift", """
                import UIKit

                final class SettingsDataSource: NSObject, UITableViewDataSource {
                    private let rows = [SettingsRow(title: "Account")]

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                        cell.textLabel?.text = rows[indexPath.row].title
                        return cell
                    }
                }

                """),
            ("App/Settings/SettingsRow.swift", "struct SettingsRow {\n    var title: String\n}\n"),
            // A provider that adds views of its own, none of them a `.view`: the same.
            ("App/Profile/ProfileDataSource.swift", """
                import UIKit

                final class ProfileDataSource: NSObject, UITableViewDataSource {
                    private let avatar = AvatarView()

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "avatar", for: indexPath)
                        cell.contentView.addSubview(avatar)
                        cell.contentView.insertSubview(UIView(), belowSubview: avatar.badge)
                        return cell
                    }
                }

                """),
            ("App/Profile/AvatarView.swift", "final class AvatarView: UIView {\n    let badge = UIView()\n}\n"),
            ("App/Networking/API.swift", "struct API {\n    func load() {}\n}\n"),
            ("App/Networking/Cache.swift", "final class ResponseCache {\n    var entries: [String: Data] = [:]\n}\n"),
            ("App/Theme.swift", "enum Theme {\n    static let accent = 0x3366FF\n}\n"),
            ("App/Unrelated.swift", "struct Unrelated {}\n"),
            // Apple's names with Texture's prefix are not Texture's (AppleTexturePrefixedNames): not read at
            // once, and neither is the file only it names.
            ("App/Login/Login.swift", """
                import AuthenticationServices

                final class Login {
                    let controller = ASAuthorizationController(authorizationRequests: [])
                    let store = KeychainStore()
                }

                """),
            ("App/Login/KeychainStore.swift", "final class KeychainStore {}\n"),
        ]
        let triaged = run(files, readsEveryDeclaration: false)
        XCTAssertEqual(triaged.diagnostics, run(files, readsEveryDeclaration: true).diagnostics)
        XCTAssertEqual(triaged.diagnostics.map(Self.fileAndRule), ["App/Feed/FeedDataSource.swift node-in-uikit-container"])
        XCTAssertEqual(triaged.declarationsRead, "parse declarations (3 of 53 files), summarise")
    }

    /// Without any Texture class in the run, nothing can be reported but an unused suppression: only the
    /// file with the suppression is read, though the others mention Apple's `AS…` names or declare a
    /// UIKit cell provider.
    func testARunWithoutTextureReadsOnlySuppressions() {
        let files: [(path: String, source: String)] = [
            ("App/Login.swift", "import AuthenticationServices\n\nfinal class Login { let controller = ASAuthorizationController(authorizationRequests: []) }\n"),
            ("App/ListViewController.swift", """
                import UIKit

                final class ListViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        UITableViewCell()
                    }
                }

                """),
            ("App/Settings.swift", "// nodelint:disable:next view-access-in-init - kept from the Texture days\nfinal class Settings {}\n"),
        ]
        let triaged = run(files, readsEveryDeclaration: false)
        XCTAssertEqual(triaged.diagnostics, run(files, readsEveryDeclaration: true).diagnostics)
        XCTAssertEqual(triaged.diagnostics.map(Self.fileAndRule), ["App/Settings.swift unused-suppression"])
        XCTAssertEqual(triaged.declarationsRead, "parse declarations (1 of 43 files), summarise")
    }

    /// Where more than a tenth of the Swift files are read at once, every file is read: the fixed point
    /// would reach most of them (two thirds and more in the corpus's Texture apps), and scanning them
    /// first only adds to the cost. Two of twenty is a tenth: still triaged; three are more.
    func testTextureHeavyCodeIsReadWhole() {
        let heavy = Array(files.prefix(6))
        XCTAssertEqual(run(heavy, withOtherCode: false, readsEveryDeclaration: false).declarationsRead,
                       "parse declarations (6 of 6 files), summarise")
        XCTAssertEqual(run(heavy, withOtherCode: false, readsEveryDeclaration: false).diagnostics,
                       run(heavy, withOtherCode: false, readsEveryDeclaration: true).diagnostics)
        let node = ("App/Nodes/PlainNode.swift", "import AsyncDisplayKit\n\nfinal class PlainNode: ASDisplayNode {}\n")
        let tenth = [node, ("App/Nodes/OtherNode.swift", "import AsyncDisplayKit\n\nfinal class OtherNode: ASDisplayNode {}\n")]
            + Array(Self.otherCode.prefix(18))
        XCTAssertEqual(run(tenth, withOtherCode: false, readsEveryDeclaration: false).declarationsRead,
                       "parse declarations (2 of 20 files), summarise")
        let more = tenth + [("App/Nodes/ThirdNode.swift", "import AsyncDisplayKit\n\nfinal class ThirdNode: ASDisplayNode {}\n")]
        XCTAssertEqual(run(more, withOtherCode: false, readsEveryDeclaration: false).declarationsRead,
                       "parse declarations (21 of 21 files), summarise")
    }
}
