import Foundation
import NodeLintModel
import NodeLintObjC
import NodeLintSyntax
import XCTest

/// The binary model codec: every model the front ends make comes back field for field, the bytes are
/// the same every time, and no corruption of them traps.
final class ModelCodecTests: XCTestCase {
    func testEveryFixtureRoundTrips() throws {
        let files = sourceFiles(under: repositoryRoot + "/fixtures")
        XCTAssertGreaterThan(files.count, 50)
        XCTAssertEqual(try roundTrip(files), files.count)
    }

    func testThisRepositorysSwiftSourcesRoundTrip() throws {
        let files = sourceFiles(under: repositoryRoot + "/Sources").filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        XCTAssertEqual(try roundTrip(files), files.count)
    }

    /// A few hundred files of the fetched open-source apps and of Texture, when they are there
    /// (`NODELINT_CORPUS`, else `../corpus` beside the repository): every 90th file in path order.
    func testCorpusFilesRoundTrip() throws {
        guard let corpus = corpusDirectory() else { throw XCTSkip("no corpus folder (NODELINT_CORPUS)") }
        let all = sourceFiles(under: corpus)
        let sample = stride(from: 0, to: all.count, by: 90).map { all[$0] }
        XCTAssertGreaterThan(sample.count, 200)
        XCTAssertEqual(try roundTrip(sample), sample.count)
    }

    func testEncodingIsDeterministicAndCompact() throws {
        let path = repositoryRoot + "/fixtures/objc/PhotoCellNode.m"
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let a = ModelCodec.encode(ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: []))
        let b = ModelCodec.encode(ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: []))
        XCTAssertEqual(a, b)
        XCTAssertEqual(Array(a.prefix(4)), Array("NLMC".utf8))
        XCTAssertLessThan(a.count, bytes.count, "the model is smaller than the text it describes")
    }

    /// Strings written in full every time (the declaration shape's encoder, whose bytes are digested)
    /// read back the same as interned ones, and two different lists never encode alike.
    func testStringsWrittenInFullReadBackAsInternedOnes() throws {
        let values = ["Feed", "Node", "Feed", "", "Feed", "Ünï"]
        var interned = ModelEncoder(), full = ModelEncoder(interningStrings: false)
        interned.strings(values)
        full.strings(values)
        XCTAssertGreaterThan(full.bytes.count, interned.bytes.count)
        for encoder in [interned, full] {
            var decoder = ModelDecoder(bytes: encoder.bytes)
            XCTAssertEqual(try decoder.list { try $0.string() }, values)
        }
        var a = ModelEncoder(interningStrings: false), b = ModelEncoder(interningStrings: false)
        a.strings(["ab", "c"])
        b.strings(["a", "bc"])
        XCTAssertNotEqual(a.bytes, b.bytes)
    }

    func testTheHeaderGuardsLanguageLengthAndVersion() throws {
        let file = SwiftFrontEnd.parse(path: "a.swift", bytes: Array("class A: B { func f() { g() } }\n".utf8))
        let data = ModelCodec.encode(file)
        XCTAssertNoThrow(try ModelCodec.decode(data, path: "a.swift", language: .swift, text: file.text))
        XCTAssertThrowsError(try ModelCodec.decode(data, path: "a.m", language: .objectiveC, text: file.text))
        XCTAssertThrowsError(try ModelCodec.decode(data, path: "a.swift", language: .swift, text: SourceText("class A {}\n")))
        var otherVersion = data
        otherVersion[4] = UInt8(ModelCodec.version + 1)
        XCTAssertThrowsError(try ModelCodec.decode(otherVersion, path: "a.swift", language: .swift, text: file.text))
        XCTAssertThrowsError(try ModelCodec.decode([], path: "a.swift", language: .swift, text: file.text))
        XCTAssertThrowsError(try ModelCodec.decode(data + [0], path: "a.swift", language: .swift, text: file.text))
    }

    /// Every truncation, and many seeded random changes, of real models: decoding throws or gives a
    /// model, and never traps.
    func testCorruptDataNeverTraps() throws {
        let paths = [repositoryRoot + "/fixtures/objc/FeedViewController.m", repositoryRoot + "/fixtures/syntax/texture-node.swift"]
        var generator = SplitMix(seed: 20261201)
        var rejected = 0
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let language: Language = path.hasSuffix(".swift") ? .swift : .objectiveC
            let file = language == .swift ? SwiftFrontEnd.parse(path: path, bytes: bytes) : ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: [])
            let data = ModelCodec.encode(file)
            func attempt(_ corrupt: [UInt8]) {
                if (try? ModelCodec.decode(corrupt, path: path, language: language, text: file.text)) == nil { rejected += 1 }
            }
            for n in 0..<data.count { attempt(Array(data.prefix(n))) }
            for _ in 0..<3000 {
                var corrupt = data
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let i = Int(generator.next() % UInt64(corrupt.count))
                    corrupt[i] = UInt8(truncatingIfNeeded: generator.next())
                }
                attempt(corrupt)
            }
            for _ in 0..<300 {
                attempt(Array(data.prefix(8)) + (0..<Int(generator.next() % 512)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            }
        }
        XCTAssertGreaterThan(rejected, 0)
    }

    /// Nesting far deeper than any front end makes is refused before it can exhaust the stack.
    func testDeepNestingIsRefused() {
        let text = SourceText("")
        var data = Array("NLMC".utf8) + [UInt8(ModelCodec.version), 1, 0]
        // No types; one global function whose body holds one expression statement: `.member` of
        // `.member` of … 100,000 deep.
        // types 0; globals 1: kind, name "f", signature (string 1), no selector, offset, range, no
        // parameters, no type, modifiers, no attributes; a body: id, kind, range, no parameters, one
        // expression statement; then the member tag, over and over.
        data += [0, 1, 0, 0, 1, 0x66, 1, 0, 0, 0, 0, 0, 0, 0, 0]
        data += [1, 0, 0, 0, 0, 0, 1, 0]
        data += Array(repeating: 4, count: 100_000)
        XCTAssertThrowsError(try ModelCodec.decode(data, path: "deep.swift", language: .swift, text: text)) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper"), "\(error)")
        }
    }

    /// Pathologically nested code still makes models within the nesting limit (the front ends bound
    /// their own depth), so they round-trip.
    func testDeeplyNestedCodeRoundTrips() throws {
        let n = 3000
        let swift = [
            "a" + String(repeating: ".b", count: n),
            String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n),
            "1" + String(repeating: " + 1", count: n),
            "g()" + String(repeating: ".h()", count: n),
            String(repeating: "{ ", count: n) + String(repeating: "}", count: n),
        ]
        for (i, expression) in swift.enumerated() {
            let file = SwiftFrontEnd.parse(path: "deep\(i).swift", bytes: Array("func f() { let x = \(expression) }\n".utf8))
            let decoded = try ModelCodec.decode(ModelCodec.encode(file), path: file.path, language: .swift, text: file.text)
            XCTAssertNil(firstDifference(FullModelDump(file), FullModelDump(decoded)), "deep\(i).swift")
        }
        let objc = "void f(void) { int x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "; "
            + String(repeating: "{ ", count: n) + String(repeating: "}", count: n) + " [[[a b] c] d]; }\n"
        let file = ObjCFrontEnd.parse(path: "deep.m", bytes: Array(objc.utf8), arguments: [])
        let decoded = try ModelCodec.decode(ModelCodec.encode(file), path: file.path, language: .objectiveC, text: file.text)
        XCTAssertNil(firstDifference(FullModelDump(file), FullModelDump(decoded)), "deep.m")
    }

    // MARK: Support

    /// Parses, encodes and decodes each file (a Swift file both ways it is parsed), and compares the
    /// decoded model with the original field by field; returns how many files agreed.
    private func roundTrip(_ paths: [String]) throws -> Int {
        var agreed = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), data.count < 2_000_000 else { continue }
            let bytes = Array(data)
            var models: [SourceFile] = []
            if path.hasSuffix(".swift") {
                models = [SwiftFrontEnd.parse(path: path, bytes: bytes), SwiftFrontEnd.parseDeclarations(path: path, bytes: bytes)]
            } else {
                models = [ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: [])]
            }
            var same = true
            for model in models {
                let encoded = ModelCodec.encode(model)
                let decoded = try ModelCodec.decode(encoded, path: model.path, language: model.language, text: model.text)
                if let difference = firstDifference(FullModelDump(model), FullModelDump(decoded)) {
                    XCTFail("\(path): the decoded model differs at \(difference)")
                    same = false
                }
                XCTAssertEqual(ModelCodec.encode(decoded), encoded, "\(path): re-encoding changed the bytes")
            }
            if same { agreed += 1 }
        }
        return agreed
    }
}

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The folder of fetched open-source code: `NODELINT_CORPUS`, else `corpus` beside the repository.
func corpusDirectory() -> String? {
    let candidate = ProcessInfo.processInfo.environment["NODELINT_CORPUS"]
        ?? URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent().appendingPathComponent("corpus").path
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue ? candidate : nil
}

/// Swift and Objective-C files under `root`, sorted by path.
func sourceFiles(under root: String) -> [String] {
    let extensions: Set<String> = ["swift", "m", "mm", "h"]
    var out: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    while let relative = walker.nextObject() as? String {
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        if extensions.contains((relative as NSString).pathExtension) { out.append(root + "/" + relative) }
    }
    return out.sorted()
}

/// A small seeded generator, so the corruption test is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
