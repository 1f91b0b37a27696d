import Foundation
import NodeLintModel

/// Where a project's Texture version was found.
public struct TextureVersionFinding: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of file a version is read from, in the order a folder is searched.
    public enum Source: String, Sendable, Equatable, CaseIterable {
        case podfileLock = "Podfile.lock"
        case packageResolved = "Package.resolved"
        case cartfileResolved = "Cartfile.resolved"
        case podspec
        case podfile = "Podfile"
    }

    public var version: TextureVersion
    /// The file it was read from (absolute).
    public var file: String
    /// The 1-based line of the entry.
    public var line: Int
    public var source: Source

    public init(version: TextureVersion, file: String, line: Int, source: Source) {
        self.version = version
        self.file = file
        self.line = line
        self.source = source
    }

    /// `3.1 (path:line)`.
    public var description: String { "\(version) (\(file):\(line))" }
}

/// The lock files that pin the Texture version a project builds with: CocoaPods' `Podfile.lock`,
/// SwiftPM's `Package.resolved` and Carthage's `Cartfile.resolved`. Texture was called AsyncDisplayKit
/// before 2.3, and either name counts.
public enum LockFiles {
    /// The version of the first `Texture` / `Texture/<subspec>` / `AsyncDisplayKit` pod of the `PODS:`
    /// section (`  - Texture/Core (2.8.1):`); nil when the lock pins neither.
    public static func textureVersion(podfileLock text: String, file: String) -> TextureVersionFinding? {
        var inPods = false
        for (number, rawLine) in lines(text).enumerated() {
            let line = rawLine
            guard let first = line.first else { continue }
            if first != " " && first != "-" {
                inPods = line == "PODS:"
                continue
            }
            // Top-level entries are indented by two spaces; deeper lines are a pod's own dependencies.
            guard inPods, line.hasPrefix("  - "), !line.hasPrefix("   ") else { continue }
            var entry = Substring(line.dropFirst(4))
            if entry.hasSuffix(":") { entry = entry.dropLast() }
            if entry.hasPrefix("\"") && entry.hasSuffix("\"") && entry.count >= 2 { entry = entry.dropFirst().dropLast() }
            guard let open = entry.range(of: " ("), entry.hasSuffix(")") else { continue }
            let name = entry[..<open.lowerBound]
            let versionText = entry[open.upperBound..<entry.index(before: entry.endIndex)]
            if isTexturePod(name), let version = textureVersion(versionText) {
                return TextureVersionFinding(version: version, file: file, line: number + 1, source: .podfileLock)
            }
        }
        return nil
    }

    /// The version of Texture's pin in a `Package.resolved` (format 1, 2 or 3): the pin whose identity
    /// (or, in format 1, package name) is `texture`, or whose location is a `TextureGroup/Texture`
    /// repository. A pin with only a branch or revision has no version. Throws a `ProjectProblem` when
    /// the file is not the JSON it should be.
    public static func textureVersion(packageResolved bytes: [UInt8], file: String) throws -> TextureVersionFinding? {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let (line, column) = jsonErrorLocation(error, in: bytes)
            throw ProjectProblem(file: file, line: line, column: column, message: "not valid JSON")
        }
        guard let top = json as? [String: Any] else {
            throw ProjectProblem(file: file, message: "not a Package.resolved: the top level is not an object")
        }
        // Format 1 keeps its pins under "object"; formats 2 and 3 at the top.
        let pins = (top["pins"] ?? (top["object"] as? [String: Any])?["pins"]) as? [Any]
        guard let pins else { throw ProjectProblem(file: file, message: "not a Package.resolved: no \"pins\" array") }
        for case let pin as [String: Any] in pins {
            let identity = (pin["identity"] as? String) ?? (pin["package"] as? String)
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String)
            guard identity?.lowercased() == "texture" || location.map(isTextureGroupRepository) == true else { continue }
            guard let versionText = (pin["state"] as? [String: Any])?["version"] as? String,
                  let version = textureVersion(Substring(versionText)) else { continue }
            let anchor = [identity, location].compactMap { $0 }
            let line = jsonLine(ofVersion: versionText, after: anchor, in: bytes)
            return TextureVersionFinding(version: version, file: file, line: line, source: .packageResolved)
        }
        return nil
    }

    /// The version of a `github "TextureGroup/Texture" "3.1.0"` line (or AsyncDisplayKit under
    /// `facebook`, `facebookarchive` or any fork, or a `git` URL naming one); nil when none pins one.
    public static func textureVersion(cartfileResolved text: String, file: String) -> TextureVersionFinding? {
        for (number, line) in lines(text).enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 3, ["github", "git"].contains(words[0]) else { continue }
            let repository = unquoted(words[1]), pinned = unquoted(words[2])
            var name = repository.split(separator: "/").last.map(String.init) ?? ""
            if name.hasSuffix(".git") { name.removeLast(4) }
            guard ["texture", "asyncdisplaykit"].contains(name.lowercased()),
                  let version = textureVersion(Substring(pinned)) else { continue }
            return TextureVersionFinding(version: version, file: file, line: number + 1, source: .cartfileResolved)
        }
        return nil
    }

    // MARK: Shared helpers

    /// `Texture`, `Texture/Core`, `AsyncDisplayKit`, `AsyncDisplayKit/PINRemoteImage`.
    static func isTexturePod(_ name: Substring) -> Bool {
        let base = name.split(separator: "/", maxSplits: 1).first ?? name
        return base == "Texture" || base == "AsyncDisplayKit"
    }

    /// A location that ends in `TextureGroup/Texture` (with or without `.git` or a trailing slash).
    static func isTextureGroupRepository(_ location: String) -> Bool {
        var text = location.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text.hasSuffix("texturegroup/texture")
    }

    /// `3.1.0`, `v2.8`, `3.0.0-beta.2`: the numeric part as a `TextureVersion`. A commit hash that
    /// starts with digits (`3ccbc5f`) is no version.
    static func textureVersion(_ text: Substring) -> TextureVersion? {
        var text = text.drop { $0 == " " }
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        let numeric = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let rest = text.dropFirst(numeric.count)
        guard rest.allSatisfy({ $0 == " " }) || rest.first == "-" || rest.first == "+" else { return nil }
        let parts = numeric.split(separator: ".", omittingEmptySubsequences: false).prefix(3)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return TextureVersion(parts.joined(separator: "."))
    }

    /// Lines without their terminators (`\n`, `\r\n` or `\r`). `\r\n` is one Character in Swift,
    /// so splitting at `"\n"` alone would not split it.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    private static func unquoted(_ word: Substring) -> String {
        String(word.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }

    /// JSON carries no positions once parsed, so the line is found in the text: the first line naming
    /// the pin, then the first line after it holding `"version"` and the version.
    private static func jsonLine(ofVersion version: String, after anchors: [String], in bytes: [UInt8]) -> Int {
        let lines = Self.lines(String(decoding: bytes, as: UTF8.self))
        let quotedAnchors = anchors.flatMap { ["\"\($0)\"", "\"\($0.replacingOccurrences(of: "/", with: "\\/"))\""] }
        guard let start = lines.firstIndex(where: { line in quotedAnchors.contains { line.contains($0) } }) else { return 1 }
        let end = lines[start...].firstIndex { $0.contains("\"version\"") && $0.contains("\"\(version)\"") }
        return (end ?? start) + 1
    }

    /// Foundation reports "around character N" (Linux) or "around line N, column M" (macOS).
    private static func jsonErrorLocation(_ error: Error, in bytes: [UInt8]) -> (Int, Int) {
        let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        func number(after marker: String) -> Int? {
            guard let range = text.range(of: marker) else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        if let line = number(after: "line "), let column = number(after: "column ") { return (line, column) }
        if let offset = number(after: "character ") { return lineAndColumn(of: offset, in: bytes) }
        if text.contains("end of file") { return lineAndColumn(of: bytes.count, in: bytes) }
        return (1, 1)
    }
}
