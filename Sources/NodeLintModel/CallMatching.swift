/// Whether a call can be a call of a given function: by its full name (base name and argument labels
/// in Swift, the number of arguments in Objective-C), not by its base name alone. A read of the
/// property `tableNode` is not a call of `tableNode(_:didSelectRowAt:)`, and a project helper
/// `transitionLayout()` is not Texture's `transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)`.
public enum CallMatching {
    /// Whether `arguments` fit `parameters` the way Swift matches them: labels in order, parameters with
    /// a default value may be left out, a variadic parameter takes any number of unlabelled arguments
    /// after its first, and trailing closures take the remaining parameters of function type (or of
    /// unknown type).
    public static func swiftArguments(_ arguments: [ArgumentShape], fit parameters: [Parameter]) -> Bool {
        swiftAlignment(arguments, parameters) != nil
    }

    /// For each argument, the index of the parameter it is for; nil when the call cannot be a call of
    /// a function with these parameters (see `swiftArguments(_:fit:)`).
    public static func swiftAlignment(_ arguments: [ArgumentShape], _ parameters: [Parameter]) -> [Int]? {
        var alignment: [Int] = []
        alignment.reserveCapacity(arguments.count)
        var next = 0
        var openVariadic: Int?
        for argument in arguments where !argument.isTrailingClosure {
            if let variadic = openVariadic, argument.label == nil { alignment.append(variadic); continue }
            openVariadic = nil
            // Parameters before the one this argument is for must have defaults.
            while next < parameters.count && parameters[next].label != argument.label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            if parameters[next].isVariadic { openVariadic = next }
            alignment.append(next)
            next += 1
        }
        var closures = arguments.count - alignment.count
        while next < parameters.count {
            let parameter = parameters[next]
            if closures > 0 && (parameter.type.map(isFunctionType) ?? true) {
                closures -= 1
                alignment.append(next)
            } else if !parameter.hasDefault && !parameter.isVariadic {
                return nil
            }
            next += 1
        }
        return closures == 0 ? alignment : nil
    }

    /// Whether a Swift call with `arguments` can call the function whose outline signature is
    /// `signature` (`update(animated:)`, `layoutSpecThatFits(_:)`): for functions known by their name
    /// only, as Texture's are. Every parameter is taken to be required, as in an imported
    /// Objective-C method; a trailing closure takes the last ones.
    public static func swiftArguments(_ arguments: [ArgumentShape], fitSignature signature: String) -> Bool {
        swiftArguments(arguments, fit: labels(ofSignature: signature).map {
            Parameter(label: $0, name: "", type: nil, nameOffset: -1)
        })
    }

    /// Whether an Objective-C message with `arguments` can send the selector of a method with
    /// `parameterCount` parameters: its pieces are its arguments, so the counts agree.
    public static func objcArguments(_ arguments: [ArgumentShape], fitCount parameterCount: Int) -> Bool {
        arguments.count == parameterCount
    }

    /// The argument labels of an outline signature: `f(_:label:)` -> `[nil, "label"]`, `f()` -> `[]`.
    public static func labels(ofSignature signature: String) -> [String?] {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return [] }
        return signature[signature.index(after: open)..<close].split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }

    /// `() -> Void`, `@escaping (Int) -> Void`, `((Bool) -> Void)?`.
    static func isFunctionType(_ type: TypeName) -> Bool { type.text.contains("->") }
}

/// What matching a call to a function needs of one argument: its label, whether it is a trailing
/// closure, and its value when that is a boolean literal (`update(animated: false)`), which decides
/// the branches of the callee that test the parameter.
public struct ArgumentShape: Sendable, Hashable {
    public var label: String?
    public var isTrailingClosure: Bool
    public var constant: Bool?
    public init(label: String?, isTrailingClosure: Bool, constant: Bool?) {
        self.label = label
        self.isTrailingClosure = isTrailingClosure
        self.constant = constant
    }
}

extension Argument {
    public var shape: ArgumentShape {
        ArgumentShape(label: label, isTrailingClosure: isTrailingClosure, constant: value.booleanLiteral)
    }
}
