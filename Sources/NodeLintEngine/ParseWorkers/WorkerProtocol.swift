import NodeLintModel

/// What the lint run and a parse worker say to each other over the worker's standard input and
/// output: frames of a 4-byte little-endian length and that many bytes. One request, one response,
/// in turn; the worker exits when its input ends.
///
/// Request: a protocol version byte, a flags byte (bit 0: declarations only), then the path, the
/// file's bytes and the compiler arguments (a count and each), every string or byte run as a 4-byte
/// length and its bytes.
/// Response: a status byte. `0`: whether the files the parse included are known (a byte, 1 when libclang
/// parsed the file), the files (a count and each path), then the model, in `ModelCodec`'s format
/// (without the text, which the run has). `1`: the parse failed, then a failure byte (`WorkerFailure`)
/// and a detail string.
enum WorkerProtocol {
    static let version: UInt8 = 2
    /// Frames larger than this are refused (a corrupt length must not make a huge allocation).
    static let maximumFrame = 1 << 30

    struct Request: Equatable {
        var path: String
        var bytes: [UInt8]
        var arguments: [String]
        var declarationsOnly: Bool
    }

    enum Response {
        /// The encoded model, and the files the parse read besides the main file
        /// (`ObjCFrontEnd.parseRecordingInputs`; nil when no parse succeeded).
        case model([UInt8], includedFiles: [String]?)
        case failed(WorkerFailure, detail: String)
    }

    static func encode(_ request: Request) -> [UInt8] {
        var out: [UInt8] = [version, request.declarationsOnly ? 1 : 0]
        out.reserveCapacity(request.bytes.count + request.path.utf8.count + 64)
        appendRun(Array(request.path.utf8), to: &out)
        appendRun(request.bytes, to: &out)
        appendLength(request.arguments.count, to: &out)
        for argument in request.arguments { appendRun(Array(argument.utf8), to: &out) }
        return out
    }

    static func decodeRequest(_ payload: [UInt8]) -> Request? {
        var reader = Reader(bytes: payload)
        guard reader.byte() == version, let flags = reader.byte(), let path = reader.run(), let bytes = reader.run(),
              let count = reader.length() else { return nil }
        var arguments: [String] = []
        for _ in 0..<count {
            guard let argument = reader.run() else { return nil }
            arguments.append(String(decoding: argument, as: UTF8.self))
        }
        guard reader.isAtEnd else { return nil }
        return Request(path: String(decoding: path, as: UTF8.self), bytes: bytes, arguments: arguments, declarationsOnly: flags & 1 != 0)
    }

    static func encode(_ response: Response) -> [UInt8] {
        switch response {
        case .model(let model, let included):
            var out: [UInt8] = [0, included == nil ? 0 : 1]
            appendLength(included?.count ?? 0, to: &out)
            for path in included ?? [] { appendRun(Array(path.utf8), to: &out) }
            return out + model
        case .failed(let failure, let detail):
            var out: [UInt8] = [1, failure.rawValue]
            appendRun(Array(detail.utf8), to: &out)
            return out
        }
    }

    static func decodeResponse(_ payload: [UInt8]) -> Response? {
        guard let status = payload.first else { return nil }
        var reader = Reader(bytes: payload)
        _ = reader.byte()
        if status == 0 {
            guard let known = reader.byte(), known <= 1, let count = reader.length() else { return nil }
            var included: [String] = []
            for _ in 0..<count {
                guard let path = reader.run() else { return nil }
                included.append(String(decoding: path, as: UTF8.self))
            }
            return .model(Array(payload[reader.position...]), includedFiles: known == 1 ? included : nil)
        }
        guard status == 1, let raw = reader.byte(), let failure = WorkerFailure(rawValue: raw), let detail = reader.run(),
              reader.isAtEnd else { return nil }
        return .failed(failure, detail: String(decoding: detail, as: UTF8.self))
    }

    /// A frame: the payload's length, then the payload.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + 4)
        appendLength(payload.count, to: &out)
        out += payload
        return out
    }

    /// The payload length a frame's first four bytes announce.
    static func frameLength(_ header: ArraySlice<UInt8>) -> Int {
        header.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func appendLength(_ n: Int, to out: inout [UInt8]) {
        let v = UInt32(truncatingIfNeeded: n)
        out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
    }

    private static func appendRun(_ run: [UInt8], to out: inout [UInt8]) {
        appendLength(run.count, to: &out)
        out += run
    }

    /// Reads a payload, every read bounded by the bytes there are.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var isAtEnd: Bool { position == bytes.count }

        mutating func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func length() -> Int? {
            guard bytes.count - position >= 4 else { return nil }
            defer { position += 4 }
            return WorkerProtocol.frameLength(bytes[position..<position + 4])
        }

        mutating func run() -> [UInt8]? {
            guard let n = length(), n <= bytes.count - position else { return nil }
            defer { position += n }
            return Array(bytes[position..<position + n])
        }
    }
}

/// Why a worker gave no model.
enum WorkerFailure: UInt8 {
    /// libclang crashed while the worker's address space was at its limit: the memory budget.
    case outOfMemory = 1
    /// libclang crashed for another reason (its crash recovery caught a signal).
    case crashed = 2
    /// The request could not be read (a bug, never expected).
    case badRequest = 3
    /// libclang could not be loaded (the detail says why); the worker goes on answering.
    case libclangMissing = 4
}
