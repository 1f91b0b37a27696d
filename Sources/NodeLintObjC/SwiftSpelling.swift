import NodeLintModel

/// The Swift-imported spelling of Objective-C selectors, so that the outline and rules that match
/// on names and signatures see `layoutSpecThatFits(_:)`, `draw`, `insertItems` whichever language
/// wrote the method or the message.
///
/// Swift's importer ("omit needless words") is large; this does the parts whose result is obvious
/// and checked against the Swift spellings in docs/texture-facts.md#swift-names:
/// - the base name is the first piece, split before its last preposition when arguments follow
///   (`displayWithParameters:` -> `display`, `insertItemsAtIndexPaths:` -> `insertItems`,
///   `didMoveToParentViewController:` -> `didMove`); the phrase split off labels the first argument;
/// - the base name never depends on parameter types, so a method declared in one file and the
///   message sent to it from another (where libclang may not see the declaration) get the same name;
/// - a label's trailing words that repeat the parameter's type are dropped (`fromState:` with an
///   `ASInterfaceState` -> `from:`, `atIndexPath:` -> `at:`, `nodeBlockAtIndex:` with an integer ->
///   `nodeBlockAt:`), never the whole label;
/// - a table fixes the well-known Texture and UIKit selectors where the importer does more
///   (`drawRect:` -> `draw(_:)`).
/// `objcSelector` always keeps the exact selector.
enum SwiftSpelling {
    /// Known selectors whose Swift spelling the rules rely on, where the general steps fall short.
    static let known: [String: String] = [
        "drawParametersForAsyncLayer:": "drawParameters(forAsyncLayer:)",
        "drawRect:": "draw(_:)",
        "calculateLayoutThatFits:restrictedToSize:relativeToParentSize:": "calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)",
        "drawRect:withParameters:isCancelled:isRasterizing:": "draw(_:withParameters:isCancelled:isRasterizing:)",
        "displayWithParameters:isCancelled:": "display(withParameters:isCancelled:)",
        "layoutThatFits:parentSize:": "layoutThatFits(_:parentSize:)",
        "transitionLayoutWithAnimation:shouldMeasureAsync:measurementCompletion:": "transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)",
        "transitionLayoutWithSizeRange:animated:shouldMeasureAsync:measurementCompletion:": "transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)",
        "addTarget:action:forControlEvents:": "addTarget(_:action:forControlEvents:)",
        "numberOfPagesInPagerNode:": "numberOfPages(in:)",
        "touchesBegan:withEvent:": "touchesBegan(_:with:)",
        "touchesMoved:withEvent:": "touchesMoved(_:with:)",
        "touchesEnded:withEvent:": "touchesEnded(_:with:)",
        "touchesCancelled:withEvent:": "touchesCancelled(_:with:)",
        "didMoveToParentViewController:": "didMove(toParent:)",
        "willMoveToParentViewController:": "willMove(toParent:)",
    ]

    private static let prepositions: Set<String> = [
        "With", "For", "To", "In", "At", "From", "By", "Of", "On", "Into", "Onto", "Using", "Within",
    ]

    /// `(name, signature)` for a method with selector pieces `pieces` (without colons) whose
    /// parameters have `types`. `init…` methods are named `init`; the name is `baseName`.
    static func method(selector: String, pieces: [String], types: [TypeName?], isInit: Bool) -> (String, String) {
        let argCount = types.count
        if isInit {
            let labels = initLabels(pieces: pieces, argCount: argCount)
            return ("init", "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
        }
        let first = pieces.first ?? selector
        if argCount == 0 { return (first, first + "()") }
        if let spelled = known[selector] { return (baseName(ofSignature: spelled), spelled) }
        let (base, phrase) = splitFirstPiece(first)
        var labels: [String?] = [phrase.map { pruneTypeSuffix(lowerFirstWord($0), type: types.first ?? nil) }]
        for i in 1..<max(1, argCount) {
            let piece = i < pieces.count ? pieces[i] : ""
            labels.append(piece.isEmpty ? nil : pruneTypeSuffix(piece, type: types[i]))
        }
        return (base, base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
    }

    /// The Swift base name of a method or message: the `known` spelling's, else the first piece,
    /// split before its last preposition when the selector takes arguments. Depends on nothing but
    /// the selector, so declarations and messages agree.
    static func baseName(selector: String, firstPiece: String, argumentCount: Int) -> String {
        if argumentCount == 0 { return firstPiece }
        if let spelled = known[selector] { return baseName(ofSignature: spelled) }
        return splitFirstPiece(firstPiece).base
    }

    /// The argument labels of a message as Swift writes the call: the `known` spelling's labels, else
    /// the phrase split off the first piece without a leading `with` (`backgroundLayoutSpecWithChild:`
    /// -> `child`, `reloadDataWithCompletion:` -> `completion`, nil when nothing is split off) and the
    /// other pieces as written (`child`, `completion`, `animated`).
    static func messageLabels(selector: String, pieces: [String], argumentCount: Int) -> [String?] {
        guard argumentCount > 0 else { return [] }
        if let spelled = known[selector] {
            let labels = signatureLabels(spelled)
            if labels.count == argumentCount { return labels }
        }
        var labels: [String?] = []
        var phrase = splitFirstPiece(pieces.first ?? selector).phrase
        if let p = phrase, p.hasPrefix("With"), p.count > 4 { phrase = String(p.dropFirst(4)) }
        labels.append(phrase.map { pruneTypeSuffix(lowerFirstWord($0), type: nil) })
        for i in 1..<argumentCount {
            let piece = i < pieces.count ? pieces[i] : ""
            labels.append(piece.isEmpty ? nil : piece)
        }
        return labels
    }

    /// `insertItemsAtIndexPaths` -> (`insertItems`, `AtIndexPaths`); `addSubnode` -> (`addSubnode`, nil).
    /// The preposition must not be the first word, and something must follow it (or it is `With`).
    static func splitFirstPiece(_ first: String) -> (base: String, phrase: String?) {
        let words = camelWords(first)
        guard let p = words.indices.dropFirst().last(where: { prepositions.contains(words[$0]) }),
              p < words.count - 1 || words[p] == "With" else { return (first, nil) }
        return (words[..<p].joined(), words[p...].joined())
    }

    /// `draw(_:withParameters:)` -> `draw`.
    static func baseName(ofSignature signature: String) -> String {
        signature.firstIndex(of: "(").map { String(signature[..<$0]) } ?? signature
    }

    /// `draw(_:withParameters:)` -> [nil, "withParameters"].
    static func signatureLabels(_ signature: String) -> [String?] {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return [] }
        return signature[signature.index(after: open)..<close].split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }

    /// Argument labels of an initializer selector: `initWithTarget:action:` -> `target`, `action`.
    static func initLabels(pieces: [String], argCount: Int) -> [String?] {
        guard argCount > 0 else { return [] }
        var labels: [String?] = []
        var first = String((pieces.first ?? "init").dropFirst(4))
        if first.hasPrefix("With") { first = String(first.dropFirst(4)) }
        labels.append(first.isEmpty ? nil : lowerFirstWord(first))
        for i in 1..<argCount {
            let piece = i < pieces.count ? pieces[i] : ""
            labels.append(piece.isEmpty ? nil : piece)
        }
        return labels
    }

    /// Drops trailing words of `label` that repeat the type's trailing words (`fromState` with
    /// `ASInterfaceState` -> `from`; `atIndexPath` with `NSIndexPath` -> `at`; an `Index` suffix with
    /// an integer type). Never drops the whole label. Without a type, a trailing `IndexPath` is
    /// dropped (`atIndexPath`, `atIndexPaths` -> `at`).
    static func pruneTypeSuffix(_ label: String, type: TypeName?) -> String {
        var words = camelWords(label)
        guard words.count > 1 else { return label }
        if let t = type {
            let integer: Set<String> = ["NSInteger", "NSUInteger", "int", "long", "unsigned long", "unsigned int", "Int"]
            if integer.contains(t.base), words.last == "Index" {
                words.removeLast()
                return words.joined()
            }
            let typeWords = camelWords(t.simpleName)
            var matched = 0
            while matched < words.count - 1, matched < typeWords.count,
                  words[words.count - 1 - matched] == typeWords[typeWords.count - 1 - matched] {
                matched += 1
            }
            if matched > 0 { return words.dropLast(matched).joined() }
        } else if words.count > 2, words.suffix(2) == ["Index", "Path"] || words.suffix(2) == ["Index", "Paths"] {
            return words.dropLast(2).joined()
        }
        return label
    }

    /// Camel-case words: `nodeBlockForItemAtIndexPath` -> node Block For Item At Index Path;
    /// `URLString` -> URL String; a leading `_` or prefix like `AS` stays in the first word.
    static func camelWords(_ s: String) -> [String] {
        if let words = asciiCamelWords(s) { return words }
        let c = Array(s)
        var words: [String] = []
        var current = ""
        for (i, ch) in c.enumerated() {
            let isUpper = ch.isUppercase
            if isUpper, !current.isEmpty {
                let prevUpper = c[i - 1].isUppercase
                let nextLower = i + 1 < c.count && c[i + 1].isLowercase
                if !prevUpper || nextLower {
                    words.append(current)
                    current = ""
                }
            }
            current.append(ch)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `camelWords` for an ASCII string, on its bytes (selectors almost always are): the same words,
    /// without decoding characters. Nil for anything else.
    private static func asciiCamelWords(_ s: String) -> [String]? {
        s.utf8.withContiguousStorageIfAvailable { c -> [String]? in
            func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
            func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
            var words: [String] = []
            var start = 0
            for i in 0..<c.count {
                let b = c[i]
                if b >= 0x80 { return nil }
                if isUpper(b), i > start {
                    let prevUpper = isUpper(c[i - 1])
                    let nextLower = i + 1 < c.count && isLower(c[i + 1])
                    if !prevUpper || nextLower {
                        words.append(String(decoding: UnsafeBufferPointer(rebasing: c[start..<i]), as: UTF8.self))
                        start = i
                    }
                }
            }
            if start < c.count { words.append(String(decoding: UnsafeBufferPointer(rebasing: c[start..<c.count]), as: UTF8.self)) }
            return words
        } ?? nil
    }

    /// Lowercases the first word as Swift does: `Model` -> `model`, `URLString` -> `urlString`.
    static func lowerFirstWord(_ s: String) -> String {
        var words = camelWords(s)
        guard !words.isEmpty else { return s }
        words[0] = words[0].lowercased()
        return words.joined()
    }

    /// The property a setter selector sets: `setFrame:` -> `frame`, `setURL:` -> `URL`.
    static func propertyName(forSetter piece: String) -> String? {
        guard piece.count > 3, piece.hasPrefix("set") else { return nil }
        let rest = Array(piece.dropFirst(3))
        guard rest[0].isUppercase else { return nil }
        if rest.count > 1, rest[1].isUppercase { return String(rest) }
        return rest[0].lowercased() + String(rest.dropFirst())
    }

    /// `init`, `initWithFrame`, but not `initialize` or `initials`.
    static func isInitFamily(_ firstPiece: String) -> Bool {
        guard firstPiece.hasPrefix("init") else { return false }
        let rest = firstPiece.dropFirst(4)
        return rest.isEmpty || rest.first!.isUppercase
    }
}
