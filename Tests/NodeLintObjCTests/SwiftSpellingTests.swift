import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class SwiftSpellingTests: XCTestCase {
    private func signature(_ selector: String, _ types: [String?]) -> String {
        let pieces = selector.split(separator: ":").map(String.init)
        let isInit = SwiftSpelling.isInitFamily(pieces.first ?? selector)
        return SwiftSpelling.method(selector: selector, pieces: pieces, types: types.map { $0.map { TypeName($0) } }, isInit: isInit).1
    }

    func testSpellings() {
        XCTAssertEqual(signature("drawParametersForAsyncLayer:", ["_ASDisplayLayer"]), "drawParameters(forAsyncLayer:)")
        XCTAssertEqual(signature("displayWithParameters:isCancelled:", ["id", nil]), "display(withParameters:isCancelled:)")
        XCTAssertEqual(signature("drawRect:withParameters:isCancelled:isRasterizing:", ["CGRect", "id", nil, "BOOL"]),
                       "draw(_:withParameters:isCancelled:isRasterizing:)")
        XCTAssertEqual(signature("addTarget:action:forControlEvents:", ["id", "SEL", "ASControlNodeEvent"]), "addTarget(_:action:forControlEvents:)")
        XCTAssertEqual(signature("pagerNode:nodeAtIndex:", ["ASPagerNode", "NSInteger"]), "pagerNode(_:nodeAt:)")
        XCTAssertEqual(signature("collectionNode:nodeForItemAtIndexPath:", ["ASCollectionNode", "NSIndexPath"]), "collectionNode(_:nodeForItemAt:)")
        XCTAssertEqual(signature("tableNode:willDisplayRowWithNode:", ["ASTableNode", "ASCellNode"]), "tableNode(_:willDisplayRowWith:)")
        XCTAssertEqual(signature("calculateSizeThatFits:", ["CGSize"]), "calculateSizeThatFits(_:)")
        XCTAssertEqual(signature("animateLayoutTransition:", ["ASContextTransitioning"]), "animateLayoutTransition(_:)")
        XCTAssertEqual(signature("initWithFrame:style:", ["CGRect", "UITableViewStyle"]), "init(frame:style:)")
        XCTAssertEqual(signature("initWithViewBlock:didLoadBlock:", [nil, nil]), "init(viewBlock:didLoadBlock:)")
        XCTAssertEqual(signature("layout", []), "layout()")
    }

    func testBaseNamesDependOnTheSelectorOnly() {
        XCTAssertEqual(SwiftSpelling.baseName(selector: "insertItemsAtIndexPaths:", firstPiece: "insertItemsAtIndexPaths", argumentCount: 1), "insertItems")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "drawRect:withParameters:isCancelled:isRasterizing:", firstPiece: "drawRect", argumentCount: 4), "draw")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "drawRect:", firstPiece: "drawRect", argumentCount: 1), "draw")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "didMoveToParentViewController:", firstPiece: "didMoveToParentViewController", argumentCount: 1), "didMove")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "numberOfSectionsInCollectionNode:", firstPiece: "numberOfSectionsInCollectionNode", argumentCount: 1), "numberOfSections")
        // No split without arguments, at the first word, or with nothing after the preposition.
        XCTAssertEqual(SwiftSpelling.baseName(selector: "indexPathsForVisibleRows", firstPiece: "indexPathsForVisibleRows", argumentCount: 0), "indexPathsForVisibleRows")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "onDidLoad:", firstPiece: "onDidLoad", argumentCount: 1), "onDidLoad")
        XCTAssertEqual(SwiftSpelling.baseName(selector: "turnOn:", firstPiece: "turnOn", argumentCount: 1), "turnOn")
        // Parameter types do not change the base name (a message cannot always see them).
        XCTAssertEqual(signature("addGestureRecognizer:", ["UIGestureRecognizer"]), "addGestureRecognizer(_:)")
        XCTAssertEqual(signature("configureImage:", ["UIImage"]), "configureImage(_:)")
        XCTAssertEqual(SwiftSpelling.messageLabels(selector: "backgroundLayoutSpecWithChild:background:", pieces: ["backgroundLayoutSpecWithChild", "background"], argumentCount: 2),
                       ["child", "background"])
        XCTAssertEqual(SwiftSpelling.messageLabels(selector: "objectAtIndexPath:", pieces: ["objectAtIndexPath"], argumentCount: 1), ["at"])
    }

    func testSetterPropertiesAndInitFamily() {
        XCTAssertEqual(SwiftSpelling.propertyName(forSetter: "setFrame"), "frame")
        XCTAssertEqual(SwiftSpelling.propertyName(forSetter: "setURL"), "URL")
        XCTAssertNil(SwiftSpelling.propertyName(forSetter: "settle"))
        XCTAssertNil(SwiftSpelling.propertyName(forSetter: "set"))
        XCTAssertTrue(SwiftSpelling.isInitFamily("init"))
        XCTAssertTrue(SwiftSpelling.isInitFamily("initWithNode"))
        XCTAssertFalse(SwiftSpelling.isInitFamily("initialize"))
        XCTAssertEqual(SwiftSpelling.initLabels(pieces: ["initWithTarget", "action"], argCount: 2), ["target", "action"])
        XCTAssertEqual(SwiftSpelling.initLabels(pieces: ["initWithURLString"], argCount: 1), ["urlString"])
    }
}
