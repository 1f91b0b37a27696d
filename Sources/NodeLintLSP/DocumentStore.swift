import NodeLintModel

/// The documents the client has open, by URI: their text as the editor holds it (unsaved edits
/// included) and their version. `didChange` events are applied here, whole or by range.
public struct DocumentStore {
    public struct Document: Equatable {
        public var uri: String
        public var languageID: String
        public var version: Int
        public var bytes: [UInt8]
    }

    /// One change of a `didChange` notification: a range and its new text, or (no range) the whole text.
    public struct Change: Equatable {
        public var range: (start: LSPPosition, end: LSPPosition)?
        public var text: String
        public init(range: (start: LSPPosition, end: LSPPosition)?, text: String) {
            self.range = range
            self.text = text
        }
        public static func == (a: Change, b: Change) -> Bool {
            a.text == b.text && a.range?.start == b.range?.start && a.range?.end == b.range?.end
        }
    }

    public enum StoreError: Error, Equatable, CustomStringConvertible {
        case notOpen(String)
        public var description: String {
            switch self {
            case .notOpen(let uri): return "\(uri) is not open"
            }
        }
    }

    private var documents: [String: Document] = [:]
    public let encoding: PositionEncoding

    public init(encoding: PositionEncoding) { self.encoding = encoding }

    public subscript(uri: String) -> Document? { documents[uri] }
    public var uris: [String] { documents.keys.sorted() }

    public mutating func open(uri: String, languageID: String, version: Int, text: String) {
        documents[uri] = Document(uri: uri, languageID: languageID, version: version, bytes: Array(text.utf8))
    }

    /// Applies `changes` in order, each to the text the previous one left (as LSP specifies).
    public mutating func change(uri: String, version: Int, changes: [Change]) throws {
        guard var document = documents[uri] else { throw StoreError.notOpen(uri) }
        for change in changes {
            guard let range = change.range else {
                document.bytes = Array(change.text.utf8)
                continue
            }
            let table = LineTable(bytes: document.bytes)
            let lower = table.offset(of: range.start, encoding: encoding)
            let upper = max(lower, table.offset(of: range.end, encoding: encoding))
            document.bytes.replaceSubrange(lower..<upper, with: Array(change.text.utf8))
        }
        document.version = version
        documents[uri] = document
    }

    @discardableResult
    public mutating func close(uri: String) -> Document? { documents.removeValue(forKey: uri) }
}
