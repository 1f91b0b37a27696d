import Foundation
import NodeLintModel

/// The Texture requirement of CocoaPods' Ruby files, a podspec's `dependency` and a Podfile's `pod`.
/// These only bound the version, so the answer is the lowest version the requirement allows
/// (`~> 2.8.1` and `>= 2.8.1` give 2.8): code checked against it holds for every version it allows.
public enum PodRequirements {
    /// A podspec's `s.dependency 'Texture', '~> 3.0'` (any spec variable, `Texture/<subspec>` or
    /// `AsyncDisplayKit`). The podspec of Texture (or AsyncDisplayKit) itself gives its own
    /// `s.version`. Nil when the spec names no version of it.
    public static func textureVersion(podspec text: String, file: String) -> TextureVersionFinding? {
        var ownName: String?, ownVersion: (TextureVersion, Int)?
        var dependency: TextureVersionFinding?
        for (number, line) in LockFiles.lines(text).enumerated() {
            let code = RubyLine(line)
            if let value = code.stringAssigned(to: "name") { ownName = value }
            if let value = code.stringAssigned(to: "version"), ownVersion == nil,
               let version = LockFiles.textureVersion(Substring(value)) {
                ownVersion = (version, number + 1)
            }
            guard dependency == nil, let arguments = code.stringArguments(ofCall: ".dependency"),
                  let name = arguments.first, LockFiles.isTexturePod(Substring(name)),
                  let version = lowestAllowed(by: arguments.dropFirst()) else { continue }
            dependency = TextureVersionFinding(version: version, file: file, line: number + 1, source: .podspec)
        }
        if let ownName, LockFiles.isTexturePod(Substring(ownName)), let (version, line) = ownVersion {
            return TextureVersionFinding(version: version, file: file, line: line, source: .podspec)
        }
        return dependency
    }

    /// A Podfile's `pod 'Texture', '~> 2.7'` (or a subspec, or AsyncDisplayKit); `pod 'Texture'` with no
    /// version, or with `:git`/`:path`, gives nothing. The first such line with a version decides.
    public static func textureVersion(podfile text: String, file: String) -> TextureVersionFinding? {
        for (number, line) in LockFiles.lines(text).enumerated() {
            guard let arguments = RubyLine(line).stringArguments(ofCall: "pod"), let name = arguments.first,
                  LockFiles.isTexturePod(Substring(name)),
                  let version = lowestAllowed(by: arguments.dropFirst()) else { continue }
            return TextureVersionFinding(version: version, file: file, line: number + 1, source: .podfile)
        }
        return nil
    }

    /// The folder of a local Texture pod, `pod 'Texture', :path => 'Vendor/Texture'` (relative to the
    /// Podfile), and its line: the version is then that folder's podspec's own.
    static func localTexturePod(podfile text: String) -> (path: String, line: Int)? {
        for (number, line) in LockFiles.lines(text).enumerated() {
            let code = RubyLine(line)
            guard let name = code.stringArguments(ofCall: "pod")?.first, LockFiles.isTexturePod(Substring(name)),
                  let path = code.stringOption("path") else { continue }
            return (path, number + 1)
        }
        return nil
    }

    /// The lowest version CocoaPods requirements allow: the highest of their lower bounds (`~>`, `>=`,
    /// `>`, `=` or a bare version); nil when none bounds it from below.
    static func lowestAllowed<Requirements: Sequence>(by requirements: Requirements) -> TextureVersion?
    where Requirements.Element == String {
        var lowest: TextureVersion?
        for requirement in requirements {
            var text = Substring(requirement.trimmingCharacters(in: .whitespaces))
            var bound = true
            for op in ["~>", ">=", "<=", "!=", ">", "<", "="] where text.hasPrefix(op) {
                bound = ["~>", ">=", ">", "="].contains(op)
                text = text.dropFirst(op.count).drop { $0 == " " }
                break
            }
            guard bound, let version = LockFiles.textureVersion(text) else { continue }
            lowest = max(lowest ?? version, version)
        }
        return lowest
    }
}

/// One line of Ruby, as much of it as a Podfile or podspec needs: string literals and what precedes
/// them, with the `#` comment removed. Curly quotes count as quotes (they turn up in hand-edited files).
private struct RubyLine {
    private let scalars: [Unicode.Scalar]

    init(_ line: Substring) {
        var kept: [Unicode.Scalar] = []
        var quote: Unicode.Scalar? = nil
        for scalar in line.unicodeScalars {
            if let open = quote {
                if RubyLine.closes(scalar, open) { quote = nil }
            } else if RubyLine.isQuote(scalar) {
                quote = scalar
            } else if scalar == "#" {
                break
            }
            kept.append(scalar)
        }
        scalars = kept
    }

    /// The strings passed to `call` when the line calls it (`pod 'A', '1.0'`, `s.dependency("A", "1.0")`),
    /// up to the first argument that is not a string (`:git => ...`).
    func stringArguments(ofCall call: String) -> [String]? {
        let callScalars = Array(call.unicodeScalars)
        var i = 0
        while i < scalars.count && (scalars[i] == " " || scalars[i] == "\t") { i += 1 }
        if call.hasPrefix(".") {
            // `<receiver>.dependency`: any identifier, then the call.
            while i < scalars.count && (scalars[i].properties.isAlphabetic || scalars[i] == "_" || ("0"..."9").contains(scalars[i])) { i += 1 }
        }
        guard scalars[i...].starts(with: callScalars) else { return nil }
        i += callScalars.count
        guard i < scalars.count, scalars[i] == " " || scalars[i] == "\t" || scalars[i] == "(" else { return nil }
        var arguments: [String] = []
        while true {
            while i < scalars.count && (scalars[i] == " " || scalars[i] == "\t" || scalars[i] == "(") { i += 1 }
            guard let (string, end) = string(at: i) else { break }
            arguments.append(string)
            i = end
            while i < scalars.count && (scalars[i] == " " || scalars[i] == "\t") { i += 1 }
            guard i < scalars.count, scalars[i] == "," else { break }
            i += 1
        }
        return arguments.isEmpty ? nil : arguments
    }

    /// The string of a `:key => 'value'` or `key: 'value'` option.
    func stringOption(_ key: String) -> String? {
        let text = String(String.UnicodeScalarView(scalars))
        for marker in [":" + key, key + ":"] {
            var searchStart = text.startIndex
            while let found = text.range(of: marker, range: searchStart..<text.endIndex) {
                searchStart = found.upperBound
                var rest = text[found.upperBound...].drop { $0 == " " || $0 == "\t" }
                if marker.hasPrefix(":") {
                    guard rest.hasPrefix("=>") else { continue }
                    rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
                }
                if let value = string(at: scalars.count - rest.unicodeScalars.count)?.value { return value }
            }
        }
        return nil
    }

    /// The string assigned by `<receiver>.<attribute> = 'value'`.
    func stringAssigned(to attribute: String) -> String? {
        let text = String(String.UnicodeScalarView(scalars))
        guard let dot = text.range(of: "." + attribute) else { return nil }
        var rest = text[dot.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=", rest.dropFirst().first != "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let receiver = text[..<dot.lowerBound].drop { $0 == " " || $0 == "\t" }
        guard !receiver.isEmpty, receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let start = scalars.count - rest.unicodeScalars.count
        return string(at: start)?.value
    }

    private func string(at index: Int) -> (value: String, end: Int)? {
        guard index < scalars.count, RubyLine.isQuote(scalars[index]) else { return nil }
        let open = scalars[index]
        var value = String.UnicodeScalarView()
        var i = index + 1
        while i < scalars.count {
            if RubyLine.closes(scalars[i], open) { return (String(value), i + 1) }
            value.append(scalars[i])
            i += 1
        }
        return nil
    }

    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        ["'", "\"", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}"].contains(scalar)
    }

    /// A straight quote closes only its own kind; a curly one closes any curly or straight quote.
    private static func closes(_ scalar: Unicode.Scalar, _ open: Unicode.Scalar) -> Bool {
        if open == "'" || open == "\"" { return scalar == open }
        return isQuote(scalar)
    }
}
