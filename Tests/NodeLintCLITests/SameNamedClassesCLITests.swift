import XCTest

/// Two sample apps linted in one run, each with its own `ItemNode` and `PostNode` (as Texture's
/// examples folder has): each app is clean alone, and together they stay clean, instead of one app's
/// class lending its flags and layout methods to the other's.
final class SameNamedClassesCLITests: XCTestCase {
    func write(_ dir: ScratchDirectory) {
        dir.write("Deals/ItemNode.swift", """
            // Manages its subnodes by hand and measures itself with a layout spec.
            final class ItemNode: ASCellNode {
                let titleNode = ASTextNode()

                override init() {
                    super.init()
                    addSubnode(titleNode)
                }

                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: .zero, child: titleNode)
                }
            }

            """)
        dir.write("Deals/PostNode.swift", """
            final class PostNode: ASCellNode {
                let bodyNode = ASTextNode()

                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }

                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: bodyNode)
                }
            }

            """)
        dir.write("Gallery/ItemNode.swift", """
            // Lets Texture manage its subnodes.
            final class ItemNode: ASCellNode {
                let imageNode = ASNetworkImageNode()

                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }

                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASRatioLayoutSpec(ratio: 1, child: imageNode)
                }
            }

            """)
        dir.write("Gallery/PostNode.swift", """
            // Measures itself and lays its subnode out by hand.
            final class PostNode: ASCellNode {
                let captionNode = ASTextNode()

                override init() {
                    super.init()
                    addSubnode(captionNode)
                }

                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    CGSize(width: constrainedSize.width, height: 80)
                }

                override func layout() {
                    super.layout()
                    captionNode.frame = bounds
                }
            }

            """)
    }

    func testEachAppIsCleanAloneAndTogether() {
        let dir = ScratchDirectory()
        write(dir)
        for paths in [["Deals"], ["Gallery"], ["Deals", "Gallery"], ["."]] {
            let run = nodelint(paths, in: dir.path)
            XCTAssertEqual(run.stdout, "", "nodelint \(paths.joined(separator: " "))")
            XCTAssertEqual(run.status, 0, "nodelint \(paths.joined(separator: " ")): \(run.stderr)")
        }
    }

    func testAViolationInAClassWithAUniqueNameIsStillFoundBesideThem() {
        let dir = ScratchDirectory()
        write(dir)
        dir.write("Deals/BannerNode.swift", """
            final class BannerNode: ASDisplayNode {
                override init() {
                    super.init()
                    view.backgroundColor = .white
                }
            }

            """)
        let run = nodelint(["."], in: dir.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("Deals/BannerNode.swift:4:9: error:") && run.stdout.contains("[view-access-in-init]"), run.stdout)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
    }
}
