import NodeLintEngine
import NodeLintModel

/// `nodelint outline FILE...`: the declarations the front end sees, in the DESIGN.md format. `-` reads
/// one path per line from standard input (as the compiler-parser oracle does).
enum OutlineCommand {
    static func run(_ arguments: [String], maxFileSize: Int, output: TextOutput) -> Int32 {
        var paths = arguments
        if paths == ["-"] {
            paths = []
            while let line = readLine() { if !line.isEmpty { paths.append(line) } }
        }
        var status: Int32 = 0
        let pool = ObjCWorkers.pool(jobs: 1, environment: output.environment)
        defer { pool?.shutdown() }
        let parsing: ObjCParsing = pool.map { .workers($0) } ?? .inProcess
        let discovery = SourceDiscovery(languages: FrontEnds.languages)
        for path in paths {
            guard let language = discovery.language(ofPath: path) else {
                output.error("nodelint: \(path): not a Swift or Objective-C file")
                status = 2
                continue
            }
            switch SourceReader.read(path, maxSize: maxFileSize) {
            case .skipped(let why):
                output.error("nodelint: \(path): \(why)")
                status = 2
            case .text(let bytes):
                switch FrontEnds.parse(path: path, language: language, text: SourceText(bytes: bytes), objcParsing: parsing) {
                case .parsed(let file):
                    let lines = Outline.lines(for: file)
                    if !lines.isEmpty { output.write(lines.joined(separator: "\n") + "\n") }
                case .failed(let why):
                    output.error("nodelint: \(path): \(why)")
                    status = 2
                }
            }
        }
        return status
    }
}
