internal import CClang
import NodeLintModel

/// A message send split into what the model needs; the selector pieces come from the tokens, so
/// a message the prelude does not declare (libclang then gives no selector) reads the same.
struct MessageParts {
    var receiver: Expr
    /// Selector pieces as written, with their offsets: `insetLayoutSpecWithInsets`, `child`.
    var pieces: [(name: String, offset: Int)]
    /// Arguments in order, each with the piece before it (nil for the extra arguments of a
    /// variadic method: `stringWithFormat:@"%@", x`).
    var arguments: [(piece: String?, value: Expr)]
    var start: Int
}

extension ObjCMapper {
    func messageParts(_ c: CXCursor) -> MessageParts? {
        guard let range = locations.extent(c), let open = tokens.index(at: range.lowerBound), tokens.isToken(open, "["),
              open + 1 < tokens.tokens.count else { return nil }
        let kids = c.children.filter { ($0.isExpression || $0.kind == CXCursor_ObjCClassRef || $0.kind == CXCursor_TypeRef) && locations.extent($0) != nil }
        let first = tokens.tokens[open + 1]
        var receiver: Expr
        var receiverEnd: Int
        var argumentCursors = kids.filter { $0.isExpression }
        if tokens.isToken(open + 1, "super") {
            receiver = .superRef(offset: first.start)
            receiverEnd = first.end
        } else if let r = kids.first, let rr = locations.extent(r), rr.lowerBound == first.start {
            if r.isExpression {
                receiver = expression(r)
                argumentCursors = Array(argumentCursors.dropFirst())
            } else {
                receiver = .name(tokens.text(open + 1), offset: first.start, ref: .unresolved)
            }
            receiverEnd = rr.upperBound
        } else if first.kind == .identifier {
            // A class libclang did not resolve.
            receiver = .name(tokens.text(open + 1), offset: first.start, ref: .unresolved)
            receiverEnd = first.end
        } else {
            return nil
        }
        var parts = MessageParts(receiver: receiver, pieces: [], arguments: [], start: range.lowerBound)
        if argumentCursors.isEmpty {
            let i = tokens.index(atOrAfter: receiverEnd)
            if i < tokens.tokens.count, tokens.tokens[i].kind == .identifier {
                parts.pieces.append((tokens.text(i), tokens.tokens[i].start))
            }
            return parts
        }
        for argument in argumentCursors {
            let argumentStart = locations.start(argument, or: 0)
            let i = tokens.index(atOrAfter: argumentStart)
            var piece: String?
            if i >= 1, tokens.isToken(i - 1, ":") {
                if i >= 2, tokens.tokens[i - 2].kind == .identifier, tokens.tokens[i - 2].start >= receiverEnd {
                    piece = tokens.text(i - 2)
                    parts.pieces.append((piece!, tokens.tokens[i - 2].start))
                } else {
                    piece = ""
                    parts.pieces.append(("", tokens.tokens[i - 1].start))
                }
            }
            parts.arguments.append((piece, expression(argument)))
        }
        return parts
    }

    /// The expression for a message send (see the table at the top of the module).
    func messageExpression(_ parts: MessageParts) -> Expr {
        let first = parts.pieces.first
        let name = first?.name ?? ""
        let nameOffset = first?.offset ?? parts.start
        if name == "new", parts.arguments.isEmpty, let type = classReceiver(parts.receiver) {
            return .call(Call(callee: type, arguments: []))
        }
        if SwiftSpelling.isInitFamily(name) {
            let labels = SwiftSpelling.initLabels(pieces: parts.pieces.map(\.name), argCount: parts.arguments.count)
            let arguments = parts.arguments.enumerated().map { i, a in Argument(label: i < labels.count ? labels[i] : nil, value: a.value) }
            // `[[X alloc] init…]` constructs an X, like `X(…)` in Swift.
            if case .call(let alloc) = parts.receiver, alloc.arguments.isEmpty,
               case .member(let base?, let allocName, _) = alloc.callee, allocName == "alloc" || allocName == "allocWithZone",
               let type = classReceiver(base) {
                return .call(Call(callee: type, arguments: arguments))
            }
            return .call(Call(callee: .member(base: parts.receiver, name: "init", offset: nameOffset), arguments: arguments))
        }
        // The Swift base name and labels (`insertItemsAtIndexPaths:` -> `insertItems`), as the method's
        // declaration is named, so that rules and self calls see one name in both languages.
        let pieces = parts.pieces.map(\.name)
        let selector = parts.arguments.isEmpty ? name : pieces.map { $0 + ":" }.joined()
        let base = SwiftSpelling.baseName(selector: selector, firstPiece: name, argumentCount: parts.arguments.count)
        let labels = SwiftSpelling.messageLabels(selector: selector, pieces: pieces, argumentCount: parts.arguments.count)
        let arguments = parts.arguments.enumerated().map { i, a in
            Argument(label: a.piece == nil ? nil : i < labels.count ? labels[i] : a.piece, value: a.value)
        }
        return .call(Call(callee: .member(base: parts.receiver, name: base, offset: nameOffset), arguments: arguments))
    }

    /// `[x setFrame:r]` as a statement: an assignment to `x.frame` at `setFrame`.
    func setterAssignment(_ parts: MessageParts) -> Assignment? {
        guard parts.pieces.count == 1, parts.arguments.count == 1, let piece = parts.pieces.first,
              let property = SwiftSpelling.propertyName(forSetter: piece.name) else { return nil }
        return Assignment(target: .member(base: parts.receiver, name: property, offset: piece.offset), op: "=",
                          value: parts.arguments[0].value, offset: piece.offset)
    }

    /// A class used as a receiver: an unresolved capitalised name (not a local of type `Class`).
    private func classReceiver(_ e: Expr) -> Expr? {
        guard case .name(let n, _, .unresolved) = e, let f = n.first, f.isUppercase else { return nil }
        return e
    }
}
