import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class DeclarationTests: XCTestCase {
    func testInterfaceIsAClassWithSuperclassAndProtocols() {
        let src = """
        @interface FeedController : ASDKViewController<ASTableNode *> <ASTableDataSource, ASTableDelegate>
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.types.count, 1)
        let t = file.types[0]
        XCTAssertEqual(t.kind, .class)
        XCTAssertEqual(t.name, "FeedController")
        XCTAssertTrue(t.isInterfaceOnly)
        XCTAssertEqual(t.objcName, "FeedController")
        XCTAssertEqual(t.inherits.map(\.text), ["ASDKViewController<ASTableNode>", "ASTableDataSource", "ASTableDelegate"])
        XCTAssertEqual(t.inherits[0].base, "ASDKViewController")
        XCTAssertEqual(t.inherits[0].genericArguments.map(\.base), ["ASTableNode"])
        XCTAssertEqual(file.text.position(of: t.nameOffset), SourcePosition(line: 1, column: 12))
        XCTAssertEqual(file.text.line(of: t.range.upperBound - 1), 2)
    }

    /// Written types carry the offset of their name, as Swift's do: rules report type names there.
    func testWrittenTypesAreLocated() {
        let src = """
        @interface FeedController : ASDKViewController<ASTableNode *> <ASTableDataSource>
        @property (nonatomic, strong, nullable) NSArray<ASCellNode *> *cells;
        - (void)showNode:(ASDisplayNode *)node;
        @end
        """
        let file = parseObjC(src)
        let t = file.types[0]
        func position(_ type: TypeName?) -> String { type.map { "\(file.text.position(of: $0.offset))" } ?? "nil" }
        XCTAssertEqual(t.inherits.map(position), ["1:29", "1:64"])
        XCTAssertEqual(position(t.inherits[0].genericArguments.first), "1:48")
        let cells = t.members.first { $0.name == "cells" }
        XCTAssertEqual(position(cells?.declaredType), "2:41")
        XCTAssertEqual(position(cells?.declaredType?.genericArguments.first), "2:49")
        XCTAssertEqual(position(t.members.first { $0.name == "showNode" }?.parameters.first?.type), "3:19")
    }

    func testImplementationPointsAtItsKeywordAndInheritsNothing() {
        let src = """
        #import "PhotoNode.h"

        @implementation PhotoNode
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.types.count, 1)
        let t = file.types[0]
        XCTAssertEqual(t.kind, .class)
        XCTAssertEqual(t.name, "PhotoNode")
        XCTAssertFalse(t.isInterfaceOnly)
        XCTAssertEqual(t.inherits, [])
        XCTAssertEqual(file.text.position(of: t.nameOffset), SourcePosition(line: 3, column: 1))
        XCTAssertEqual(file.text.text(t.nameOffset..<file.text.tokenEnd(at: t.nameOffset)), "@implementation")
    }

    func testCategoriesAndClassExtensionsAreExtensions() {
        let src = """
        @interface PhotoNode : ASCellNode
        @end
        @interface PhotoNode ()
        @property (nonatomic, strong) ASLayoutSpec *cachedSpec;
        @end
        @interface PhotoNode (Debug) <NSCopying>
        - (void)dump;
        @end
        @implementation PhotoNode (Debug)
        - (void)dump {}
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.types.map(\.kind), [.class, .extension, .extension, .extension])
        XCTAssertEqual(file.types.map(\.name), ["PhotoNode", "PhotoNode", "PhotoNode", "PhotoNode"])
        XCTAssertEqual(file.types[1].members.map(\.name), ["cachedSpec"])
        XCTAssertEqual(file.types[1].members[0].declaredType?.text, "ASLayoutSpec")
        XCTAssertTrue(file.types[1].isInterfaceOnly)
        XCTAssertEqual(file.types[2].attributes, ["category(Debug)"])
        XCTAssertEqual(file.types[2].inherits.map(\.text), ["NSCopying"])
        XCTAssertFalse(file.types[3].isInterfaceOnly)
        XCTAssertEqual(file.types[3].members.map(\.signature), ["dump()"])
        XCTAssertEqual(file.text.position(of: file.types[3].nameOffset), SourcePosition(line: 9, column: 1))
    }

    func testProtocol() {
        let file = parseObjC("@protocol FeedCellDelegate <NSObject>\n- (void)cellDidTap:(id)cell;\n@end\n")
        XCTAssertEqual(file.types.map(\.kind), [.protocol])
        XCTAssertEqual(file.types[0].inherits.map(\.text), ["NSObject"])
        XCTAssertEqual(file.types[0].members.map(\.signature), ["cellDidTap(_:)"])
    }

    func testPropertiesAndInstanceVariables() {
        let src = """
        @interface Cell : ASCellNode {
          __weak UIView *_weakView;
          ASTextNode *_title;
        }
        @property (nonatomic, readonly) ASTextNode *titleNode;
        @property (nonatomic, weak) id<ASTableDelegate> delegate;
        @property (nonatomic, copy, nullable) NSArray<ASCellNode *> *cells;
        @property (class, nonatomic, readonly) Cell *shared;
        @property (nonatomic, strong) IBOutlet UILabel *label;
        @property (nonatomic, strong) UnknownModel *model;
        @property (nonatomic, unsafe_unretained) id owner;
        @end
        """
        let file = parseObjC(src)
        let members = file.types[0].members
        XCTAssertEqual(members.map(\.name), ["_weakView", "_title", "titleNode", "delegate", "cells", "shared", "label", "model", "owner"])
        XCTAssertTrue(members.allSatisfy { $0.kind == .variable && $0.body == nil })
        XCTAssertEqual(members[0].modifiers, [.weak])
        XCTAssertEqual(members[0].declaredType?.text, "UIView")
        XCTAssertEqual(members[2].modifiers, [.let])
        XCTAssertEqual(members[2].declaredType?.text, "ASTextNode")
        XCTAssertEqual(members[3].modifiers, [.weak])
        XCTAssertEqual(members[3].declaredType?.text, "id<ASTableDelegate>")
        XCTAssertEqual(members[4].declaredType?.base, "NSArray")
        XCTAssertEqual(members[4].declaredType?.elementType?.base, "ASCellNode")
        XCTAssertEqual(members[4].declaredType?.isOptional, true)
        XCTAssertEqual(members[5].modifiers, [.let, .static])
        XCTAssertEqual(members[6].attributes, ["@IBOutlet"])
        // A type no header declares is still the type as written.
        XCTAssertEqual(members[7].declaredType?.text, "UnknownModel")
        XCTAssertEqual(members[8].modifiers, [.unowned])
        XCTAssertEqual(file.text.position(of: members[2].nameOffset), SourcePosition(line: 5, column: 45))
    }
}
