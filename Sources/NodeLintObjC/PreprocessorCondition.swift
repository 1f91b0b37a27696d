/// The macros known while a file's conditions are evaluated, and their values where a condition
/// needs one: clang's own for the prelude's target, the prelude's, the compiler arguments' `-D`/`-U`,
/// then the file's own `#define`/`#undef` as they come.
struct PreprocessorMacros {
    /// Macro names and the first word of their replacement (`""` for none).
    private var values: [String: String]

    static func initial(dialect: ObjCDialect, arguments: [String]) -> PreprocessorMacros {
        var macros = PreprocessorMacros(values: preludeMacros)
        for (name, value) in builtins { macros.values[name] = value }
        if dialect == .objectiveCPlusPlus { macros.values["__cplusplus"] = "201703L" }
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            var definition: String?
            if a == "-D" || a == "-U", i < arguments.count {
                definition = arguments[i]
                i += 1
            } else if a.hasPrefix("-D") || a.hasPrefix("-U") {
                definition = String(a.dropFirst(2))
            }
            guard let definition, !definition.isEmpty else { continue }
            if a.hasPrefix("-U") {
                macros.values[definition] = nil
            } else if let equals = definition.firstIndex(of: "=") {
                macros.values[String(definition[..<equals])] = String(definition[definition.index(after: equals)...])
            } else {
                macros.values[definition] = "1"
            }
        }
        return macros
    }

    func isDefined(_ name: String) -> Bool { values[name] != nil }

    /// The value of `name` in a condition: its replacement's first word, followed through other macros
    /// a few steps; nil when the name is not a macro.
    func value(_ name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            guard let v = values[current] else { return current == name ? nil : current }
            if v.isEmpty || v.first!.isNumber || v.first == "(" { return v }
            current = v
        }
        return current
    }

    /// `#define NAME …`, from the words after `define`. A function-like macro (`NAME(` with no space)
    /// counts as defined, with no value.
    mutating func define(_ words: [String]) {
        guard let name = words.first else { return }
        values[name] = words.count > 1 && words[1] != "(" ? words[1] : ""
    }

    mutating func undefine(_ name: String) { values[name] = nil }

    /// What clang defines for `-target arm64-apple-ios14.0` (the prelude's target), as far as
    /// conditions in Objective-C sources ask.
    private static let builtins: [String: String] = [
        "__OBJC__": "1", "__OBJC2__": "1", "__clang__": "1", "__APPLE__": "1", "__MACH__": "1", "__arm64__": "1",
        "__aarch64__": "1", "__LP64__": "1", "__BLOCKS__": "1", "__STDC__": "1", "__GNUC__": "4",
        "__clang_major__": "14", "__ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__": "140000",
    ]

    /// The prelude's `#define`s (read once from its text).
    private static let preludeMacros: [String: String] = {
        var out: [String: String] = [:]
        for line in Prelude.text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, words[0] == "#define" else { continue }
            var name = String(words[1])
            if let paren = name.firstIndex(of: "(") {
                name = String(name[..<paren])
                out[name] = ""
            } else {
                out[name] = words.count > 2 ? String(words[2]) : ""
            }
        }
        return out
    }()
}

/// Evaluates the words of an `#if` or `#elif` condition as clang would: integers, `defined`, macros'
/// values, the usual operators; names that are not macros are 0, and so are calls of function-like
/// macros nodelint cannot evaluate. `__has_feature` and friends answer for the prelude's parse (no
/// ARC, no SDK headers to include).
enum PreprocessorCondition {
    static func evaluate(_ words: [String], macros: PreprocessorMacros) -> Bool {
        var parser = Parser(words: words, macros: macros)
        return parser.expression(depth: 0) != 0
    }

    /// Features the prelude's parse has: blocks, nullability, generics, weak references under manual
    /// reference counting; not ARC (`-fobjc-arc` is not given).
    private static let features: Set<String> = [
        "objc_arc_weak", "blocks", "nullability", "nullability_on_arrays", "objc_generics", "objc_class_property",
        "objc_instancetype", "objc_array_literals", "objc_dictionary_literals", "objc_subscripting", "objc_boxed_expressions",
        "objc_default_synthesize_properties", "attribute_availability", "attribute_availability_with_message",
        "attribute_deprecated_with_message", "objc_fixed_enum", "enumerator_attributes", "objc_protocol_qualifier_mangling",
    ]

    private struct Parser {
        let words: [String]
        let macros: PreprocessorMacros
        var position = 0

        init(words: [String], macros: PreprocessorMacros) {
            self.words = words
            self.macros = macros
        }

        private var current: String? { position < words.count ? words[position] : nil }

        private mutating func take(_ word: String) -> Bool {
            guard current == word else { return false }
            position += 1
            return true
        }

        /// The conditional operator, then the binary operators from the loosest binding.
        mutating func expression(depth: Int) -> Int64 {
            let condition = binary(level: 0, depth: depth)
            guard take("?") else { return condition }
            let yes = expression(depth: depth + 1)
            _ = take(":")
            let no = expression(depth: depth + 1)
            return condition != 0 ? yes : no
        }

        private static let levels: [[String]] = [["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="],
                                                 ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]

        private mutating func binary(level: Int, depth: Int) -> Int64 {
            guard level < Self.levels.count else { return unary(depth: depth) }
            var left = binary(level: level + 1, depth: depth)
            while let op = current, Self.levels[level].contains(op) {
                position += 1
                let right = binary(level: level + 1, depth: depth)
                switch op {
                case "||": left = (left != 0 || right != 0) ? 1 : 0
                case "&&": left = (left != 0 && right != 0) ? 1 : 0
                case "|": left |= right
                case "^": left ^= right
                case "&": left &= right
                case "==": left = left == right ? 1 : 0
                case "!=": left = left != right ? 1 : 0
                case "<": left = left < right ? 1 : 0
                case ">": left = left > right ? 1 : 0
                case "<=": left = left <= right ? 1 : 0
                case ">=": left = left >= right ? 1 : 0
                case "<<": left = right >= 0 && right < 63 ? left << right : 0
                case ">>": left = right >= 0 && right < 63 ? left >> right : 0
                case "+": left = left &+ right
                case "-": left = left &- right
                case "*": left = left &* right
                case "/": left = right == 0 ? 0 : left / right
                default: left = right == 0 ? 0 : left % right
                }
            }
            return left
        }

        private mutating func unary(depth: Int) -> Int64 {
            // Nesting this deep is not a real condition; it is false rather than a deep recursion.
            guard depth < 64, let word = current else { return 0 }
            switch word {
            case "!": position += 1; return unary(depth: depth + 1) == 0 ? 1 : 0
            case "-": position += 1; return 0 &- unary(depth: depth + 1)
            case "+": position += 1; return unary(depth: depth + 1)
            case "~": position += 1; return ~unary(depth: depth + 1)
            case "(":
                position += 1
                let value = expression(depth: depth + 1)
                _ = take(")")
                return value
            default:
                position += 1
                return primary(word, depth: depth)
            }
        }

        private mutating func primary(_ word: String, depth: Int) -> Int64 {
            if let number = Self.integer(word) { return number }
            if word == "defined" {
                let parenthesized = take("(")
                let name = current ?? ""
                position += 1
                if parenthesized { _ = take(")") }
                return macros.isDefined(name) ? 1 : 0
            }
            if take("(") {
                // A function-like macro or a builtin: its argument words, to the matching parenthesis.
                var argument: [String] = []
                var level = 1
                while let w = current {
                    position += 1
                    if w == "(" { level += 1 }
                    if w == ")" { level -= 1; if level == 0 { break } }
                    argument.append(w)
                }
                switch word {
                case "__has_feature", "__has_extension": return argument.first.map { features.contains($0) } == true ? 1 : 0
                case "__has_attribute", "__has_builtin", "__has_warning", "__has_cpp_attribute", "__has_declspec_attribute":
                    return 1
                default: return 0
                }
            }
            if word == "true" { return 1 }
            if word == "false" { return 0 }
            guard let value = macros.value(word) else { return 0 }
            return Self.integer(value) ?? 0
        }

        /// `1`, `0x10`, `201703L`, `140000`; nil for anything else.
        static func integer(_ word: String) -> Int64? {
            var digits = Substring(word)
            while let last = digits.last, "uUlL".contains(last) { digits = digits.dropLast() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int64(digits.dropFirst(2), radix: 16) }
            if digits.count > 1 && digits.hasPrefix("0") { return Int64(digits.dropFirst(), radix: 8) }
            return Int64(digits)
        }
    }
}
