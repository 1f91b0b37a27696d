import Foundation
import NodeLintAnalysis
import NodeLintModel
import NodeLintObjC
import NodeLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A persistent cache of what is made from each file: the summary of its declarations (`summary`, from
/// `FrontEnds.parseDeclarations`), which is what the class graph is built from, the full model of each
/// Swift file that concerns Texture (`fullSwiftModel`), which its behaviour summary is made from, and
/// that summary itself for the files read only for context (`behaviour`); and the full model of each
/// Objective-C file libclang parses (`fullObjCModel`, checked against the headers it read). A run on one file reads the
/// whole repository for context; with the cache, the files that did not change are decoded instead of
/// parsed and summarised.
///
/// An entry is named by a key digest of everything the model depends on: the file's bytes, nodelint's
/// version and the model format's, the language, the path's extension (it picks the Objective-C dialect)
/// and the Objective-C compiler arguments (their `-D`/`-U` decide `#if`s). Nothing of the configuration
/// enters a declarations-only model, so it is not part of the key. The summary's and the full model's
/// keys are made from that key behind a marker (`summary`, `full`): no two kinds share an entry. An
/// entry does not hold the path or the text (`ModelCodec`): the same content under another name shares it.
///
/// Safe to share between runs at the same time without locks: an entry is written to a temporary file
/// in the cache folder and renamed into place, so a reader sees a whole entry or none; two runs writing
/// the same entry write the same bytes. Every entry read is checked (`CacheEntry`, then `ModelCodec`,
/// which refuses corrupt input); one that fails is ignored, and the parse that follows rewrites it.
/// Failing to read or write the folder only costs the parse: the cache never changes what is reported.
public final class DeclarationCache: @unchecked Sendable {
    /// The folder the entries are in (under the folder given, one per entry format, so that another
    /// format's entries are never read and age out on their own).
    public let folder: String
    /// Entries beyond this many bytes in all are removed, least recently used first (`trim`).
    public let sizeLimit: Int
    let keyPrefix: [UInt8]
    let lock = NSLock()
    /// What this cache wrote, in bytes (under `lock`: files are parsed in parallel).
    var writtenBytes = 0
    /// How many Objective-C models were decoded from entries instead of parsed (under `lock`).
    public private(set) var objcModelsDecoded = 0

    /// 256 MB: tens of thousands of files' declarations (an entry is a few kilobytes).
    public static let defaultSizeLimit = 256 * 1024 * 1024

    /// `toolVersion` is nodelint's version: a new release never trusts an old one's entries.
    public init(root: String, toolVersion: String, sizeLimit: Int = DeclarationCache.defaultSizeLimit) {
        folder = root + "/declarations-v\(CacheEntry.formatVersion)"
        self.sizeLimit = sizeLimit
        keyPrefix = Array("nodelint \(toolVersion)\u{0}model \(ModelCodec.version)\u{0}".utf8)
    }

    /// The summary of a file's declarations (`FileSummary`), what the class graph is built from, with
    /// the `@objc` names of its types (`CreatorNames.objcNames`): decoded from its entry when there is a
    /// sound one, else made from the declarations-only parse and stored. The parse itself is not
    /// stored: nothing but this summary is made from it, and decoding the summary costs a fraction of
    /// decoding the model and summarising it again.
    /// `stringPool`: the run's, for the parse (`StringPool`).
    public func summary(path: String, language: Language, bytes: [UInt8], objcArguments: [String],
                        stringPool: StringPool? = nil) -> (summary: FileSummary, objcNames: [(qualified: String, objc: String)]) {
        var material = Array("summary \(FileSummary.codecVersion)\u{0}".utf8)
        material += key(path: path, language: language, bytes: bytes, objcArguments: objcArguments).bytes
        return entry(key: ContentHash(material), decode: { FileSummary.decoded($0, path: path) }, make: {
            let file = FrontEnds.parseDeclarations(path: path, language: language, bytes: bytes, objcArguments: objcArguments,
                                                   stringPool: stringPool)
            return (FileSummary(file), CreatorNames.objcNames(of: file))
        }, encode: { $0.summary.encoded(objcNames: $0.objcNames) })
    }

    /// The names a Swift file declares (`SwiftDeclaredNames.scan`), which the first pass's triage scans
    /// every file it does not read at once for: decoded from its entry when there is a sound one, else
    /// scanned and stored. A single-file run scans most of the repository's files this way, and the scan
    /// lexes the whole file; the entry is a few names.
    public func declaredNames(path: String, bytes: [UInt8]) -> [String] {
        var material = Array("declared-names\u{0}".utf8)
        material += key(path: path, language: .swift, bytes: bytes, objcArguments: []).bytes
        return entry(key: ContentHash(material), decode: Self.decodeNames, make: { SwiftDeclaredNames.scan(bytes) },
                     encode: { Array($0.joined(separator: "\n").utf8) })
    }

    /// Names one per line (a name holds no line break); nil for bytes that are not UTF-8.
    static func decodeNames(_ payload: [UInt8]) -> [String]? {
        guard !payload.isEmpty else { return [] }
        guard let text = String(validating: payload, as: UTF8.self) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The full model of a Swift file (`SwiftFrontEnd.parse`, bodies and all): decoded from its entry when
    /// there is a sound one, else parsed and stored. A single-file run parses in full every file of the
    /// repository that concerns Texture, for its behaviour; decoding the unchanged ones costs a fraction
    /// of that. A Swift parse reads nothing but the file's bytes; an Objective-C file's model, whose parse
    /// reads the headers it imports too, has its own entry (`fullObjCModel`).
    public func fullSwiftModel(path: String, text: SourceText, stringPool: StringPool? = nil) -> SourceFile {
        var material = Array("full\u{0}".utf8)
        material += key(path: path, language: .swift, bytes: text.bytes, objcArguments: []).bytes
        return model(key: ContentHash(material), path: path, language: .swift, text: { text }) {
            FrontEnds.parse(path: path, language: .swift, bytes: text.bytes, stringPool: stringPool)
        }
    }

    /// The full model of an Objective-C file (libclang's parse, bodies and all): decoded from its entry
    /// when there is a sound one, else parsed by `parse` and stored. libclang's parse of a file reads the
    /// headers it imports, so besides the file's bytes and arguments the key holds libclang's identity
    /// (`ObjCFrontEnd.libclangIdentity`) and `projectHeaders`, a digest of the paths of the run's headers
    /// (a header added where an import used to find none, or find another, changes what the parse
    /// reads); and the entry lists the files the parse read with the digests of their bytes, each read
    /// again and checked when the entry is (`ObjCModelEntry`). A parse that failed is not stored, nor
    /// one that read a file modified in the last two seconds (it may have read other bytes than those
    /// digested). A single-file run parses the linted file and the index-only files related to it with
    /// libclang (hundreds of milliseconds for a large `.mm`); decoding costs a fraction of that.
    /// `digests` reads each included file once per run, whatever number of models list it.
    public func fullObjCModel(path: String, text: SourceText, arguments: [String], projectHeaders: ContentHash,
                              digests: FileDigests,
                              parse: () -> (outcome: FrontEnds.Outcome, includedFiles: [String]?)) -> FrontEnds.Outcome {
        var material = Array("full-objc\u{0}".utf8)
        material += key(path: path, language: .objectiveC, bytes: text.bytes, objcArguments: arguments).bytes
        material += Array(ObjCFrontEnd.libclangIdentity.utf8) + [0]
        material += projectHeaders.bytes
        let key = ContentHash(material)
        let entryPath = folder + "/" + key.hex
        if let stored = Self.readFile(entryPath), let payload = CacheEntry.payload(of: stored, key: key),
           let entry = ObjCModelEntry.decode(payload),
           entry.included.allSatisfy({ digests.digest(of: $0.path) == $0.digest }),
           let model = try? ModelCodec.decode(Array(entry.model), path: path, language: .objectiveC, text: text) {
            lock.lock()
            objcModelsDecoded += 1
            lock.unlock()
            return .parsed(model)
        }
        let parsed = parse()
        guard case .parsed(let model) = parsed.outcome, let includedFiles = parsed.includedFiles else { return parsed.outcome }
        let now = Int(time(nil))
        var included: [ObjCModelEntry.IncludedFile] = []
        for file in includedFiles {
            guard !ObjCModelEntry.modifiedRecently(file, now: now), let digest = digests.digest(of: file) else { return parsed.outcome }
            included.append(.init(path: file, digest: digest))
        }
        store(CacheEntry.encode(key: key, payload: ObjCModelEntry.encode(included: included, model: ModelCodec.encode(model))),
              at: entryPath)
        return parsed.outcome
    }

    /// The behaviour summary of a Swift file that a run reads only for context (a single-file run
    /// summarises every file of the repository that concerns Texture): decoded from its entry when
    /// there is a sound one, else made by `summarise` and stored. A summary depends on the file's text,
    /// its path and the class graph but for its positions (`ClassGraphBuilder.declarationShape()`, which
    /// `declarationShape` digests): when an edit leaves every file's declarations as they were, every
    /// other file's entry is found, and neither its model nor its bodies are read.
    public func behaviour(path: String, text: SourceText, declarationShape: ContentHash,
                          summarise: () -> BehaviourSummary) -> BehaviourSummary {
        var material = Array("behaviour \(BehaviourSummary.codecVersion)\u{0}".utf8)
        material += key(path: path, language: .swift, bytes: text.bytes, objcArguments: []).bytes
        material += declarationShape.bytes
        material += Array(path.utf8)
        return entry(key: ContentHash(material), decode: { BehaviourSummary(decoding: $0, path: path) },
                     make: summarise, encode: { $0.encoded() })
    }

    /// `text` is made only for an entry found (a parse makes its own).
    private func model(key: ContentHash, path: String, language: Language, text: () -> SourceText,
                       parse: () -> SourceFile) -> SourceFile {
        entry(key: key, decode: { try? ModelCodec.decode($0, path: path, language: language, text: text()) },
              make: parse, encode: { ModelCodec.encode($0) })
    }

    /// The value under `key`: decoded from its entry when there is a sound one (`CacheEntry` checks the
    /// bytes, `decode` the payload), else made and stored.
    func entry<T>(key: ContentHash, decode: ([UInt8]) -> T?, make: () throws -> T, encode: (T) -> [UInt8]) rethrows -> T {
        let entryPath = folder + "/" + key.hex
        if let stored = Self.readFile(entryPath), let payload = CacheEntry.payload(of: stored, key: key),
           let value = decode(payload) {
            return value
        }
        let value = try make()
        store(CacheEntry.encode(key: key, payload: encode(value)), at: entryPath)
        return value
    }

    func key(path: String, language: Language, bytes: [UInt8], objcArguments: [String]) -> ContentHash {
        var material = keyPrefix
        material += Array(language.rawValue.utf8) + [0]
        let name = (path as NSString).lastPathComponent
        if let dot = name.lastIndex(of: ".") { material += Array(name[dot...].lowercased().utf8) }
        material.append(0)
        if language == .objectiveC {
            for argument in objcArguments { material += Array(argument.utf8) + [0] }
        }
        material.append(0)
        material += ContentHash(bytes).bytes
        return ContentHash(material)
    }

    func store(_ bytes: [UInt8], at path: String) {
        // 0700: the models describe the user's code. The folders above it (~/.cache itself on a new
        // account) are made the first time.
        if mkdir(folder, 0o700) != 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
        }
        let temporary = folder + "/" + CacheTrimming.temporaryPrefix + UUID().uuidString
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return }
        let complete = Self.writeAll(bytes, to: descriptor)
        close(descriptor)
        guard complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
        lock.lock()
        writtenBytes += bytes.count
        lock.unlock()
    }

    /// The whole file, or nil when it cannot be read. An entry that is used and was last used more than
    /// a day ago is touched, so that `trim` removes the entries no run needs any more first (touching
    /// each one on every run would cost a write per file).
    static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 0, info.st_size < 1 << 31 else { return nil }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while offset < size {
                let n = read(descriptor, buffer.baseAddress! + offset, size - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard complete else { return nil }
        if CacheTrimming.modificationTime(info) < time(nil) - 24 * 60 * 60 { futimens(descriptor, nil) }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }
}
