import XCTest
import NodeLintModel
@testable import NodeLintObjC

final class BlockTests: XCTestCase {
    func testReturnedNodeBlock() {
        let src = """
        @implementation DS
        - (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
          id model = self.models[indexPath.item];
          return ^ASCellNode *{
            PostCellNode *node = [[PostCellNode alloc] initWithModel:model];
            return node;
          };
        }
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.body("collectionNode:nodeBlockForItemAtIndexPath:"), [
            "variable model: id = subscript(member(self, models), [member(name(indexPath local:indexPath), item)])",
            "return closure(){variable node: PostCellNode = call(name(PostCellNode), [model: name(model local:model)]); return name(node local:node)}",
        ].joined(separator: "; "))
        XCTAssertEqual(file.problems.count, 0, file.problemLines.joined(separator: "\n"))
        // The block is a closure with its own body, at `^`.
        guard case .return(let value?, _) = file.member("collectionNode:nodeBlockForItemAtIndexPath:")!.body!.statements[1],
              case .closure(let closure) = value else { return XCTFail("no returned closure") }
        XCTAssertEqual(closure.body.kind, .closure)
        XCTAssertEqual(file.text.position(of: closure.offset), SourcePosition(line: 4, column: 10))
        XCTAssertEqual(closure.captures.count, 0)
    }

    func testBlockParametersAreClosureParameters() {
        let src = """
        @implementation VC
        - (void)viewDidLoad {
          self.node.layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASWrapperLayoutSpec wrapperWithLayoutElement:node];
          };
        }
        @end
        """
        let file = parseObjC(src)
        XCTAssertEqual(file.body("viewDidLoad"),
                       "member(member(self, node), layoutSpecBlock) = closure(node,constrainedSize){return call(member(name(ASWrapperLayoutSpec), wrapper), [layoutElement: name(node local:node)])}")
        let params = file.locals.filter { $0.kind == .closureParameter }
        XCTAssertEqual(params.map(\.name), ["node", "constrainedSize"])
        XCTAssertEqual(params.map { $0.declaredType?.text }, ["ASDisplayNode", "ASSizeRange"])
    }

    func testWeakSelfIsALocalInitialisedWithSelf() {
        let src = """
        @implementation N
        - (void)didLoad {
          [super didLoad];
          __weak typeof(self) weakSelf = self;
          __weak __typeof__(self) other = self;
          [self onDidLoad:^(ASDisplayNode *node) {
            __strong typeof(weakSelf) strongSelf = weakSelf;
            [strongSelf.view setNeedsLayout];
          }];
        }
        @end
        """
        XCTAssertEqual(parseObjC(src).body("didLoad"), [
            "call(member(super, didLoad), [])",
            "variable weakSelf: typeof(self) = self",
            "variable other: __typeof__(self) = self",
            "call(member(self, onDidLoad), [closure(node){variable strongSelf: typeof(weakSelf) = name(weakSelf local:weakSelf); call(member(member(name(strongSelf local:strongSelf), view), setNeedsLayout), [])}])",
        ].joined(separator: "; "))
    }

    func testBlockVariablesAndCalls() {
        let src = """
        @implementation B
        - (void)f {
          void (^done)(BOOL) = ^(BOOL finished) { [self g]; };
          done(YES);
          [UIView animateWithDuration:0.3 animations:^{ self.view.alpha = 1; } completion:done];
        }
        @end
        """
        XCTAssertEqual(parseObjC(src).body("f"), [
            "variable done: void(^)(BOOL) = closure(finished){call(member(self, g), [])}",
            "call(name(done local:done), [lit(boolean)])",
            "call(member(name(UIView), animate), [duration: lit(float), animations: closure(){member(member(self, view), alpha) = lit(integer)}, completion: name(done local:done)])",
        ].joined(separator: "; "))
    }

    func testClosureIdsAndBodiesAreDistinct() {
        let src = "@implementation C\n- (void)f { dispatch_async(dispatch_get_main_queue(), ^{ dispatch_async(dispatch_get_global_queue(0, 0), ^{}); }); }\n@end\n"
        let file = parseObjC(src)
        var closures: [Closure] = []
        ExpressionWalk.walk(file.member("f")!.body!.statements, locals: file.locals, enterClosure: { _ in true }) { e, _ in
            if case .closure(let c) = e { closures.append(c) }
        }
        XCTAssertEqual(closures.count, 2)
        XCTAssertEqual(Set(closures.map(\.id)).count, 2)
        XCTAssertEqual(Set(closures.map(\.body.id)).count, 2)
        XCTAssertEqual(file.bodyCount, 3)
    }
}
