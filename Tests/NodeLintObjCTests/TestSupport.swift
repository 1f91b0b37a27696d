import XCTest
import NodeLintModel
import NodeLintObjC

/// Parses `source` as the file `path` (against the prelude unless `arguments` are given).
func parseObjC(_ source: String, path: String = "/tmp/nodelint-tests/Sample.m", arguments: [String] = []) -> SourceFile {
    ObjCFrontEnd.parse(path: path, bytes: Array(source.utf8), arguments: arguments)
}

extension SourceFile {
    /// The first member named `name` (or with selector `name`) of any type, in source order.
    func member(_ name: String) -> Member? {
        for t in types {
            if let m = t.members.first(where: { $0.name == name || $0.objcSelector == name }) { return m }
        }
        return globals.first { $0.name == name }
    }

    /// The statements of `member`'s body, printed.
    func body(_ name: String, offsets: Bool = false) -> String {
        guard let b = member(name)?.body else { return "<no body for \(name)>" }
        return ModelPrinter(file: self, offsets: offsets).stmts(b.statements)
    }

    /// Every problem, as `line:column message`.
    var problemLines: [String] {
        problems.map { "\(text.position(of: $0.offset)) \($0.message)" }
    }
}

/// Wraps statements in a node subclass's `-init` so snippets stay short.
func inInit(_ statements: String, ivars: String = "", extra: String = "") -> String {
    """
    @interface TestNode : ASDisplayNode
    @end
    @implementation TestNode {
    \(ivars)
    }
    - (instancetype)init {
      if ((self = [super init])) {
    \(statements)
      }
      return self;
    }
    \(extra)
    @end
    """
}
