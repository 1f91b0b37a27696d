import Foundation
import NodeLintModel
@testable import NodeLintObjC
import XCTest

/// The declaration scanner against libclang's view of the same files: the declaration digest (types:
/// kind, name, inherits, category; members: kind, name, signature) must be the same on every
/// Objective-C fixture and every Objective-C example of the rule pages, and the stricter digest
/// (written types, modifiers, parameters, positions) too.
final class DeclarationScannerTests: XCTestCase {
    /// Where the two differ on purpose: a file that declares a class the prelude already declares,
    /// whose declaration libclang drops as a redefinition, while the scanner reads it (a page example
    /// showing Texture's own ASNodeController, a legacy-name shim).
    private let expectedDifferences: [String: [String]] = [
        "fixtures/objc/MiniSDK.h": ["class NSObject :  ", "  function alloc alloc()", "  initializer init init()"],
    ]

    /// The classes the prelude declares.
    private static let preludeClasses: Set<String> = Set(
        ObjCFrontEnd.parseDeclarations(path: Prelude.path, bytes: Array(Prelude.text.utf8)).types.filter { $0.kind == .class }.map(\.name))

    /// The scanner-only digest lines that redeclare a prelude class (`class ASNodeController : NSObject `).
    private static func redeclarations(_ scannerOnly: [String]) -> [String] {
        scannerOnly.filter { line in
            guard line.hasPrefix("class "), let name = line.dropFirst(6).split(separator: " ").first else { return false }
            return preludeClasses.contains(String(name))
        }
    }

    func testEveryFixtureHasLibclangsDeclarations() throws {
        let paths = objcFiles(under: repositoryRoot + "/fixtures")
        XCTAssertGreaterThan(paths.count, 20)
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            assertSameDeclarations(path: path, bytes: bytes)
        }
    }

    func testEveryRulePageExampleHasLibclangsDeclarations() throws {
        var count = 0
        for page in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/rules").sorted() where page.hasSuffix(".md") {
            let text = try String(contentsOfFile: repositoryRoot + "/rules/" + page, encoding: .utf8)
            for (i, example) in objcBlocks(text).enumerated() {
                let source = example.code.replacingOccurrences(of: "↓", with: "")
                let name = "\(page.dropLast(3))-\(i + 1)-" + (example.file ?? "Example.m")
                assertSameDeclarations(path: "/tmp/nodelint-tests/" + name, bytes: Array(source.utf8))
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 100)
    }

    func testMacrosAroundDeclarationsAreSteppedOver() {
        let source = """
            #import <AsyncDisplayKit/AsyncDisplayKit.h>
            NS_ASSUME_NONNULL_BEGIN
            AS_EXTERN NSString *const ASThingDidChange;
            typedef void (^ASThingBlock)(BOOL finished);
            AS_SUBCLASSING_RESTRICTED
            __attribute__((objc_subclassing_restricted))
            API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(Thing)
            @interface ASThing<__covariant ObjectType> : ASDisplayNode <ASTableDataSource, NSCopying>
            {
              @private
              __weak id _owner;
              struct { unsigned int loaded:1; unsigned int visible:1; } _flags;
              void (^_completion)(BOOL);
            }
            @property (nonatomic, readonly, nullable) ObjectType item NS_REFINED_FOR_SWIFT;
            @property (class, nonatomic) CGFloat scale API_AVAILABLE(ios(14.0));
            @property (nonatomic, copy) void (^handler)(BOOL finished);
            @property (nonatomic) NSURL *URL, *secondURL;
            - (instancetype)initWithModel:(id)model scale:(CGFloat)scale NS_DESIGNATED_INITIALIZER;
            - (instancetype)init NS_UNAVAILABLE;
            + (ASThing *)thingWithName:(NSString *)name NS_SWIFT_NAME(make(name:));
            - (void)performWithCompletion:(void (^)(BOOL))completion, ... NS_REQUIRES_NIL_TERMINATION;
            - (IBAction)tap:(id)sender ASDISPLAYNODE_REQUIRES_SUPER;
            @end
            #if 0
            @interface Hidden : ASDisplayNode
            @end
            #elif defined(__OBJC__) && !__has_feature(objc_arc)
            @interface ShownUnderManualReferenceCounting : ASDisplayNode
            @end
            #else
            @interface NotShown : ASDisplayNode
            @end
            #endif
            NS_ASSUME_NONNULL_END

            """
        let scanned = ObjCFrontEnd.parseDeclarations(path: "/tmp/nodelint-tests/ASThing.h", bytes: Array(source.utf8))
        XCTAssertEqual(scanned.types.map(\.name), ["ASThing", "ShownUnderManualReferenceCounting"])
        let thing = scanned.types[0]
        XCTAssertEqual(thing.inherits.map(\.text), ["ASDisplayNode", "ASTableDataSource", "NSCopying"])
        XCTAssertEqual(thing.genericParameters, ["ObjectType"])
        XCTAssertEqual(thing.members.map(\.signature), [
            "_owner", "_flags", "_completion", "item", "scale", "handler", "URL", "secondURL",
            "init(model:scale:)", "init()", "thing(withName:)", "perform(withCompletion:)", "tap(_:)",
        ])
        XCTAssertEqual(thing.members[0].modifiers, [.weak])
        XCTAssertEqual(thing.members[2].declaredType?.text, "void(^)(BOOL)")
        XCTAssertEqual(thing.members[3].modifiers, [.let])
        XCTAssertEqual(thing.members[3].declaredType?.isOptional, true)
        XCTAssertEqual(thing.members[4].modifiers, [.static])
        XCTAssertEqual(thing.members[12].attributes, ["@IBAction"])
        XCTAssertEqual(scanned.typealiases.map { "\($0.name)=\($0.target.text)" }, ["ASThingBlock=void(^)(BOOL)"])
        // The same as libclang's, which knows these macros from the prelude.
        assertSameDeclarations(path: "/tmp/nodelint-tests/ASThing.h", bytes: Array(source.utf8))
    }

    /// Where libclang, without the project's headers, loses what the source says, the scanner keeps it.
    func testWhatLibclangCannotResolveIsStillRead() {
        let source = "@interface Sub : UnknownBase <UnknownProtocol>\n@end\n@interface UnknownClass (Extras)\n- (void)extra;\n@end\n"
        let scanned = ObjCFrontEnd.parseDeclarations(path: "/tmp/nodelint-tests/Sub.h", bytes: Array(source.utf8))
        XCTAssertEqual(scanned.types.map { "\($0.kind) \($0.name) \($0.inherits.map(\.text))" },
                       ["class Sub [\"UnknownBase\", \"UnknownProtocol\"]", "extension UnknownClass []"])
    }

    func testHostileInputIsReadInLinearTime() {
        let n = 20_000
        let deep = "@implementation DeepNode\n- (void)f {\n" + String(repeating: "{(", count: n) + String(repeating: ")}", count: n)
            + "\n}\n- (void)g;\n@end\n" + String(repeating: "#if 1\n", count: n) + "@interface After\n@end\n"
        let start = Date()
        let scanned = ObjCFrontEnd.parseDeclarations(path: "/tmp/nodelint-tests/Deep.m", bytes: Array(deep.utf8))
        XCTAssertEqual(scanned.types.map(\.name), ["DeepNode", "After"])
        XCTAssertEqual(scanned.types[0].members.map(\.signature), ["f()", "g()"])
        // (The end-to-end test has 200,000; a debug build takes seconds for each 50,000.)
        var huge = "@interface HugeNode : ASDisplayNode\n"
        for i in 0..<50_000 { huge += "@property (nonatomic) int p\(i);\n" }
        huge += "@end\n"
        let big = ObjCFrontEnd.parseDeclarations(path: "/tmp/nodelint-tests/Huge.h", bytes: Array(huge.utf8))
        XCTAssertEqual(big.types.first?.members.count, 50_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "a debug build reads both in a few seconds")
    }

    // MARK: Support

    private func assertSameDeclarations(path: String, bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let scanned = ObjCFrontEnd.parseDeclarations(path: path, bytes: bytes)
        let parsed = ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: [])
        XCTAssertTrue(scanned.types.allSatisfy { $0.members.allSatisfy { $0.body == nil } }, "no bodies", file: file, line: line)
        let expected = expectedDifferences.first { path.hasSuffix($0.key) }?.value
            ?? Self.redeclarations(DeclarationDigest.lines(scanned, strict: false).filter { !DeclarationDigest.lines(parsed, strict: false).contains($0) })
        for strict in [false, true] {
            let a = DeclarationDigest.lines(parsed, strict: strict)
            var b = DeclarationDigest.lines(scanned, strict: strict)
            if !strict && !expected.isEmpty {
                XCTAssertEqual(b.filter { !a.contains($0) }, expected, "\(path): the expected differences", file: file, line: line)
                b.removeAll { expected.contains($0) }
            }
            if strict && !expected.isEmpty { continue }
            if a != b {
                let missing = a.filter { !b.contains($0) }, extra = b.filter { !a.contains($0) }
                XCTFail("\(path)\(strict ? " (strict)" : ""): libclang only: \(missing); scanner only: \(extra)", file: file, line: line)
                return
            }
        }
    }

    private func objcFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            if ["m", "mm", "h"].contains((relative as NSString).pathExtension) { out.append(root + "/" + relative) }
        }
        return out.sorted()
    }

    /// The ```objc code blocks of a rule page, with the file name the fence gives (`file=Example.mm`).
    private func objcBlocks(_ markdown: String) -> [(code: String, file: String?)] {
        var blocks: [(String, String?)] = []
        var current: [Substring]?
        var file: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```objc") {
                current = []
                file = line.split(separator: " ").first { $0.hasPrefix("file=") }.map { String($0.dropFirst(5)) }
            } else if current != nil, line.hasPrefix("```") {
                blocks.append((current!.joined(separator: "\n") + "\n", file))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

/// What the project index reads of a file's declarations, one line per type and member. The plain
/// digest has types' kind, name, inherits and category and members' kind, name and signature; the
/// strict one adds generic parameters, whether a type is an interface, positions, members' written
/// types, modifiers, selectors and parameters.
enum DeclarationDigest {
    static func lines(_ file: SourceFile, strict: Bool) -> [String] {
        var out: [String] = []
        for t in file.types {
            var line = "\(t.kind.rawValue) \(t.name) : \(t.inherits.map(\.text).joined(separator: ",")) \(t.attributes.joined(separator: ","))"
            if strict {
                line += " generic \(t.genericParameters) interface \(t.isInterfaceOnly) objc \(t.objcName ?? "-") at \(t.nameOffset)"
                line += " inherits at \(t.inherits.map(\.offset)) arguments \(t.inherits.map { $0.genericArguments.map(\.text) })"
            }
            out.append(line)
            for m in t.members {
                var member = "  \(m.kind.rawValue) \(m.name) \(m.signature)"
                if strict {
                    member += " type \(m.declaredType.map { "\($0.text)\($0.isOptional ? "?" : "")@\($0.offset)" } ?? "-")"
                    member += " modifiers \(m.modifiers.rawValue) selector \(m.objcSelector ?? "-") at \(m.nameOffset) attributes \(m.attributes)"
                    member += " parameters \(m.parameters.map { "\($0.label ?? "_"):\($0.name):\($0.type?.text ?? "-")@\($0.nameOffset)" })"
                }
                out.append(member)
            }
        }
        if strict { out += file.typealiases.map { "typealias \($0.name) = \($0.target.text) at \($0.nameOffset)" } }
        return out
    }
}

/// The repository's root, found from this file's path.
private let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
