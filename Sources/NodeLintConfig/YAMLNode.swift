import CYaml

/// A YAML node as `.nodelint.yml` needs it: scalars (as text), sequences and mappings, each with the
/// 1-based line and column where it starts, so every configuration error can name its place.
struct YAMLNode {
    enum Kind {
        /// `plain` is false for quoted and block scalars: `"null"` is a string, `null` is not.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        /// Pairs in document order (duplicate keys are kept; the reader rejects them).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// A plain scalar YAML reads as null: empty, `~` or `null`.
    var isNull: Bool {
        if case .scalar(let text, plain: true) = kind { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    var kindName: String {
        switch kind {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }
}

/// A YAML syntax error (or a document nodelint refuses to expand), with its 1-based position.
struct YAMLError: Error {
    var line: Int
    var column: Int
    var message: String
}

/// Loads one YAML document with libyaml's document API and copies it into `YAMLNode`s.
enum YAMLLoader {
    /// More nodes than any configuration needs; aliases that expand past it ("billion laughs") are refused.
    static let nodeBudget = 100_000

    /// The root node of the only document in `bytes`, or nil for an empty document.
    static func load(_ bytes: [UInt8]) throws -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(line: 1, column: 1, message: "cannot initialize the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml keeps a pointer to the input while it parses: the buffer must outlive every load call.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { input.deallocate() }
        _ = input.initialize(from: bytes)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)

        var document = yaml_document_t()
        guard yaml_parser_load(&parser, &document) == 1 else { throw parserError(parser) }
        defer { yaml_document_delete(&document) }
        guard let root = yaml_document_get_root_node(&document) else { return nil }

        var converter = Converter(document: &document)
        let node = try converter.convert(root, id: 1)

        var next = yaml_document_t()
        guard yaml_parser_load(&parser, &next) == 1 else { throw parserError(parser) }
        defer { yaml_document_delete(&next) }
        if let extra = yaml_document_get_root_node(&next) {
            throw YAMLError(line: Int(extra.pointee.start_mark.line) + 1, column: Int(extra.pointee.start_mark.column) + 1,
                            message: "a configuration file holds one YAML document, not several")
        }
        return node
    }

    /// libyaml reports two places: where it noticed the problem (`problem_mark`) and, for an unfinished
    /// construct, where that construct began (`context_mark`: the `[` never closed, the quote never
    /// ended). The problem is often noticed at the end of the file, past the last line, so the error
    /// points at where the construct began and names the other place in its message.
    static func parserError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let detected = (line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        guard let contextText = parser.context.map({ String(cString: $0) }) else {
            return YAMLError(line: detected.line, column: detected.column, message: "YAML syntax error: " + problem)
        }
        let began = (line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
        // A context mark after the problem would be libyaml's bookkeeping, not a place to show.
        guard began != detected, began.line < detected.line || (began.line == detected.line && began.column < detected.column) else {
            return YAMLError(line: detected.line, column: detected.column, message: "YAML syntax error: \(contextText): \(problem)")
        }
        return YAMLError(line: began.line, column: began.column,
                         message: "YAML syntax error: \(contextText) that starts here: \(problem) (detected at line \(detected.line), column \(detected.column))")
    }

    /// Copies libyaml's node graph into a tree. An alias is a second edge to the same node, so the graph
    /// can be cyclic (`&a [*a]`) or expand exponentially; both are refused instead of recursing forever.
    private struct Converter {
        var document: UnsafeMutablePointer<yaml_document_t>
        var onPath: Set<Int32> = []
        var produced = 0

        init(document: UnsafeMutablePointer<yaml_document_t>) { self.document = document }

        mutating func convert(_ node: UnsafeMutablePointer<yaml_node_t>, id: Int32) throws -> YAMLNode {
            let line = Int(node.pointee.start_mark.line) + 1
            let column = Int(node.pointee.start_mark.column) + 1
            produced += 1
            guard produced <= YAMLLoader.nodeBudget else {
                throw YAMLError(line: line, column: column, message: "the document expands to more than \(YAMLLoader.nodeBudget) nodes (aliases)")
            }
            switch node.pointee.type {
            case YAML_SCALAR_NODE:
                let scalar = node.pointee.data.scalar
                let buffer = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
                let text = String(decoding: buffer, as: UTF8.self)
                return YAMLNode(kind: .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column)
            case YAML_SEQUENCE_NODE:
                var items: [YAMLNode] = []
                var item = node.pointee.data.sequence.items.start
                let top = node.pointee.data.sequence.items.top
                while let current = item, current != top {
                    items.append(try child(current.pointee, line: line, column: column))
                    item = current + 1
                }
                return YAMLNode(kind: .sequence(items), line: line, column: column)
            case YAML_MAPPING_NODE:
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                var pair = node.pointee.data.mapping.pairs.start
                let top = node.pointee.data.mapping.pairs.top
                while let current = pair, current != top {
                    let key = try child(current.pointee.key, line: line, column: column)
                    let value = try child(current.pointee.value, line: line, column: column)
                    pairs.append((key, value))
                    pair = current + 1
                }
                return YAMLNode(kind: .mapping(pairs), line: line, column: column)
            default:
                return YAMLNode(kind: .scalar("", plain: true), line: line, column: column)
            }
        }

        private mutating func child(_ id: Int32, line: Int, column: Int) throws -> YAMLNode {
            guard let node = yaml_document_get_node(document, id) else {
                throw YAMLError(line: line, column: column, message: "YAML node \(id) is missing")
            }
            guard !onPath.contains(id) else {
                let mark = node.pointee.start_mark
                throw YAMLError(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: "an alias refers to a node that contains it")
            }
            onPath.insert(id)
            defer { onPath.remove(id) }
            return try convert(node, id: id)
        }
    }
}
