import Foundation
import NodeLintEngine
import NodeLintRules
import XCTest

/// Which index-only Objective-C files get a full (libclang) parse: those with code for a project class
/// related to a linted one (the same class, an ancestor, a descendant), whose behaviour can change the
/// linted file's findings; not headers, not unrelated files, not Texture's own classes.
final class IndexOnlyObjCTests: XCTestCase {
    /// Sets `automaticallyManagesSubnodes` in its init: its subclasses must not add subnodes.
    private let base = """
        @interface BaseCardNode : ASDisplayNode
        @end

        @implementation BaseCardNode
        - (instancetype)init {
            if ((self = [super init])) {
                self.automaticallyManagesSubnodes = YES;
            }
            return self;
        }
        @end

        """

    private let card = """
        @interface CardNode : BaseCardNode
        @end

        @implementation CardNode {
            ASTextNode *_titleNode;
        }
        - (instancetype)init {
            if ((self = [super init])) {
                _titleNode = [[ASTextNode alloc] init];
                [self addSubnode:_titleNode];
            }
            return self;
        }
        - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
            return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
        }
        @end

        """

    /// An unrelated node, and a header: read for the class graph only.
    private let unrelated = "@interface OtherNode : ASDisplayNode\n@end\n@implementation OtherNode\n- (void)didLoad { [super didLoad]; }\n@end\n"
    private let header = "@interface HeaderNode : ASDisplayNode\n- (void)refresh;\n@end\n"
    /// A category of Texture's own class: the tables describe ASDisplayNode, not its code.
    private let textureCategory = "@implementation ASDisplayNode (Extras)\n- (void)extra { [self setNeedsLayout]; }\n@end\n"

    private func run(_ files: [(String, String, Bool)]) -> (diagnostics: [String], fullyParsed: Int) {
        let inputs = files.map { LintRun.Input(path: $0.0, language: .objectiveC, content: Array($0.1.utf8), indexOnly: $0.2) }
        var options = LintRun.Options(rules: RuleRegistry.all, jobs: 1)
        let clock = StageClock()
        options.clock = clock
        let result = LintRun.run(inputs, options: options)
        // "Texture files (N, … MB): parse, behaviour": how many got their full parse.
        let step = clock.steps.map(\.name).first { $0.hasPrefix("Texture files (") } ?? ""
        let count = Int(step.dropFirst("Texture files (".count).prefix { $0.isNumber }) ?? -1
        return (result.diagnostics.map { "\($0.path):\($0.start.line) \($0.ruleID)" }, count)
    }

    func testARelatedBaseClassIsParsedAndTheRestOnlyScanned() {
        let files = [("CardNode.m", card, false), ("BaseCardNode.m", base, true), ("OtherNode.m", unrelated, true),
                     ("HeaderNode.h", header, true), ("ASDisplayNode+Extras.m", textureCategory, true)]
        let single = run(files)
        XCTAssertEqual(single.fullyParsed, 2, "the linted file and its base class")
        // The base class's init turns automatic management on: the subclass's addSubnode is reported,
        // as in a run that lints every file.
        XCTAssertEqual(single.diagnostics, ["CardNode.m:10 add-subnode-with-automatic-management"])
        let whole = run(files.map { ($0.0, $0.1, false) })
        XCTAssertEqual(whole.diagnostics.filter { $0.hasPrefix("CardNode.m") }, single.diagnostics)
    }

    func testADescendantIsParsedForTheCallsItMakes() {
        let files = [("BaseCardNode.m", base, false), ("CardNode.m", card, true), ("OtherNode.m", unrelated, true)]
        XCTAssertEqual(run(files).fullyParsed, 2, "the linted base class and its subclass")
    }

    /// Linting one of Texture's own sources (Texture's repository, a vendored copy): every node file
    /// names ASDisplayNode and subclasses it, but no creation of a Texture class is evidence of
    /// anything (CreationEvidence covers the project's nodes), so none is parsed for it. Linting
    /// ASDisplayNode.mm inside Texture's repository used to parse all 733 of its files that concern Texture.
    func testLintingTexturesOwnClassParsesNoOtherFileForCreations() {
        let textureSource = "@implementation ASDisplayNode (Internal)\n- (void)didLoad { [super didLoad]; }\n@end\n"
        let creator = "@implementation Factory\n- (id)make { return [[OtherNode alloc] init]; }\n@end\n"
        let files = [("ASDisplayNode.mm", textureSource, false), ("OtherNode.m", unrelated, true), ("Factory.m", creator, true)]
        XCTAssertEqual(run(files).fullyParsed, 1, "only the linted file")
    }
}
