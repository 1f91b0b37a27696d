import NodeLintAnalysis
import NodeLintModel
import NodeLintSyntax
import XCTest

/// `TypeInference.construction(of:)` is the one matcher of constructor calls: the index's typing
/// (`constructedType`) and the rules (`Shapes.construction`) read it, so they cannot disagree.
final class ConstructionTests: XCTestCase {
    /// The first expression statement of `code`, parsed as the body of a function.
    private func expression(_ code: String) -> Expr {
        let file = SwiftFrontEnd.parse(path: "t.swift", bytes: Array("func f() {\n\(code)\n}\n".utf8))
        guard case .expression(let e)? = file.globals.first?.body?.statements.first else {
            XCTFail("no expression in \(code)")
            return .unknown(offset: 0, children: [])
        }
        return e
    }

    func testConstructionsAndTheirNames() {
        let cases: [(String, String?)] = [
            ("UILabel()", "UILabel"),
            ("UILabel.init(frame: .zero)", "UILabel"),
            ("UIKit.UILabel()", "UILabel"),
            ("MapKit.MKMapView()", "MKMapView"),
            ("WebKit.WKWebView.init()", "WKWebView"),
            ("Feed.CellNode.init()", "CellNode"),
            ("ASStackLayoutSpec.vertical()", "ASStackLayoutSpec"),
            ("(UILabel())", "UILabel"),
            // A capitalised member of a capitalised name that is not a framework's module may be a
            // static method; a lower-case callee is a function.
            ("Theme.Primary()", nil),
            ("makeLabel()", nil),
            ("label.copy()", nil),
        ]
        for (code, expected) in cases {
            let e = expression(code)
            XCTAssertEqual(TypeInference.construction(of: e)?.type.base, expected, code)
            XCTAssertEqual(TypeInference.constructedType(of: e)?.base, expected, code)
        }
    }

    func testTheOffsetIsTheTypeNames() {
        let code = "MapKit.MKMapView()"
        let e = expression(code)
        // The body starts after "func f() {\n" (11 bytes); MKMapView after "MapKit.".
        XCTAssertEqual(TypeInference.construction(of: e)?.offset, 11 + 7)
    }

    func testACastTypesButDoesNotConstruct() {
        let e = expression("x as! UILabel")
        XCTAssertNil(TypeInference.construction(of: e))
        XCTAssertEqual(TypeInference.constructedType(of: e)?.base, "UILabel")
    }
}
