import Dispatch
import Foundation
import NodeLintModel
import NodeLintObjC
import XCTest

/// The declaration scanner against libclang on real code: every Objective-C file under the folders
/// `NODELINT_SCANNER_AGREEMENT` names (colon-separated), when it is set; otherwise skipped (it reads
/// thousands of files). Prints how many files have the same declaration digest both ways, plain and
/// strict, and what kinds of differences are left, with a few examples of each (forty in
/// `$TMPDIR/nodelint-scanner-agreement.txt`); `NODELINT_SCANNER_AGREEMENT_STRIDE=N` reads every Nth file:
///
///     NODELINT_SCANNER_AGREEMENT=/path/to/Texture:/path/to/apps swift test --filter DeclarationScannerAgreementTests
final class DeclarationScannerAgreementTests: XCTestCase {
    func testAgreementOverRealCode() throws {
        guard let folders = ProcessInfo.processInfo.environment["NODELINT_SCANNER_AGREEMENT"] else {
            throw XCTSkip("set NODELINT_SCANNER_AGREEMENT to folders of Objective-C code")
        }
        var paths: [String] = []
        for folder in folders.split(separator: ":").map(String.init) {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if ["m", "mm", "h"].contains((relative as NSString).pathExtension) { paths.append(folder + "/" + relative) }
            }
        }
        paths.sort()
        if let stride = ProcessInfo.processInfo.environment["NODELINT_SCANNER_AGREEMENT_STRIDE"].flatMap(Int.init), stride > 1 {
            paths = Swift.stride(from: 0, to: paths.count, by: stride).map { paths[$0] }
        }
        let results = UnsafeMutableBufferPointer<(plain: [String], strict: Bool)?>.allocate(capacity: paths.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let next = NSLock()
        var cursor = 0
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in
            while true {
                next.lock()
                let i = cursor
                cursor += 1
                next.unlock()
                guard i < paths.count else { return }
                guard let data = FileManager.default.contents(atPath: paths[i]), data.count < 2_000_000 else { continue }
                let bytes = Array(data)
                let parsed = ObjCFrontEnd.parse(path: paths[i], bytes: bytes, arguments: [])
                let scanned = ObjCFrontEnd.parseDeclarations(path: paths[i], bytes: bytes)
                let strict = DeclarationDigest.lines(parsed, strict: true) == DeclarationDigest.lines(scanned, strict: true)
                results[i] = (Self.differences(parsed, scanned), strict)
            }
        }
        var compared = 0, same = 0, strictSame = 0
        var kinds: [String: (count: Int, examples: [String])] = [:]
        for (i, result) in results.enumerated() {
            guard let result else { continue }
            compared += 1
            if result.plain.isEmpty { same += 1 }
            if result.strict { strictSame += 1 }
            for difference in result.plain {
                let kind = String(difference.prefix { $0 != ":" })
                var entry = kinds[kind] ?? (0, [])
                entry.count += 1
                if entry.examples.count < 40 { entry.examples.append(paths[i] + " " + difference) }
                kinds[kind] = entry
            }
        }
        var report = "scanner agreement: \(compared) files, \(same) identical digests ("
            + String(format: "%.2f%%", 100 * Double(same) / Double(max(1, compared))) + "), \(strictSame) identical strict digests ("
            + String(format: "%.2f%%", 100 * Double(strictSame) / Double(max(1, compared))) + ")\n"
        var details = report
        for (kind, entry) in kinds.sorted(by: { $0.value.count > $1.value.count }) {
            report += "  \(entry.count)\t\(kind)\n" + entry.examples.prefix(4).map { "      " + $0 + "\n" }.joined()
            details += "  \(entry.count)\t\(kind)\n" + entry.examples.map { "      " + $0 + "\n" }.joined()
        }
        print(report)
        // Forty examples of each kind.
        try? details.write(toFile: NSTemporaryDirectory() + "nodelint-scanner-agreement.txt", atomically: true, encoding: .utf8)
    }

    /// `NODELINT_SCANNER_DIFF=path`: both strict digests of one file, for looking into a difference.
    func testOneFilesDigests() throws {
        guard let path = ProcessInfo.processInfo.environment["NODELINT_SCANNER_DIFF"] else {
            throw XCTSkip("set NODELINT_SCANNER_DIFF to a file")
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let parsed = DeclarationDigest.lines(ObjCFrontEnd.parse(path: path, bytes: bytes, arguments: []), strict: true)
        let scanned = DeclarationDigest.lines(ObjCFrontEnd.parseDeclarations(path: path, bytes: bytes), strict: true)
        print("libclang only:\n" + parsed.filter { !scanned.contains($0) }.joined(separator: "\n"))
        print("scanner only:\n" + scanned.filter { !parsed.contains($0) }.joined(separator: "\n"))
    }

    /// The differences between two models' declarations, each `kind: detail`.
    static func differences(_ libclang: SourceFile, _ scanner: SourceFile) -> [String] {
        func key(_ t: TypeDecl) -> String {
            "\(t.isInterfaceOnly ? "@interface" : "@implementation") \(t.kind.rawValue) \(t.name) \(t.attributes.joined())"
        }
        var out: [String] = []
        let a = Dictionary(libclang.types.map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        let b = Dictionary(scanner.types.map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        for (k, t) in a where b[k] == nil { out.append("type only libclang reads: \(k) (\(t.members.count) members)") }
        for (k, t) in b where a[k] == nil { out.append("type only the scanner reads: \(k) (\(t.members.count) members)") }
        for (k, x) in a {
            guard let y = b[k] else { continue }
            let xi = x.inherits.map(\.text), yi = y.inherits.map(\.text)
            if xi != yi {
                if Set(xi).isSubset(of: Set(yi)) {
                    out.append("inherits: the scanner reads more (\(k): \(xi) / \(yi))")
                } else {
                    out.append("inherits differ: \(k): \(xi) / \(yi)")
                }
            }
            let xm = x.members.map { "\($0.kind.rawValue) \($0.signature)" }, ym = y.members.map { "\($0.kind.rawValue) \($0.signature)" }
            if xm != ym {
                for m in xm where !ym.contains(m) { out.append("member only libclang reads: \(k) \(m)") }
                for m in ym where !xm.contains(m) { out.append("member only the scanner reads: \(k) \(m)") }
                if Set(xm) == Set(ym) { out.append("members in another order: \(k)") }
            }
        }
        return out.sorted()
    }
}
