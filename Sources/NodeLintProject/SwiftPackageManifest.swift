import NodeLintModel

/// One target of a `Package.swift`: what the manifest declares and the files that follow from it.
public struct SwiftPackageTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `.target(`
        case regular
        /// `.executableTarget(`
        case executable
        /// `.testTarget(`
        case test
        /// `.macro(`
        case macro
        /// `.plugin(`
        case plugin
    }

    public var name: String
    public var kind: Kind
    /// `path:` as written, when it is a string literal.
    public var path: String?
    /// `sources:` as written, when it is an array literal (elements that are not literals are skipped).
    public var sources: [String]?
    /// `exclude:` as written.
    public var exclude: [String]
    /// The targets and products it depends on: strings, `.target(name:)`, `.product(name:package:)`,
    /// `.byName(name:)`; in the manifest's order.
    public var dependencies: [String]
    /// The folder its files are in: `path:` relative to the package, or SwiftPM's convention.
    public var directory: String
    /// The Swift, Objective-C, C and C++ files it compiles (absolute, sorted).
    public var sourceFiles: [String]
    /// Its headers (absolute, sorted).
    public var headers: [String]
    /// The headers under its `publicHeadersPath` (`include` unless the manifest says otherwise).
    public var publicHeaders: [String]
    /// A `.library` product names it, so other packages can import it.
    public var isExported: Bool

    public var moduleKind: ModuleKind {
        switch kind {
        case .regular: return .library
        case .executable: return .app
        case .test: return .test
        case .macro, .plugin: return .other
        }
    }
}

/// A `.library(name:targets:)` product: the targets other packages can import.
public struct SwiftPackageLibrary: Sendable, Hashable {
    public var name: String
    public var targets: [String]

    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}

/// The targets of a `Package.swift`, read from its text without running it.
///
/// A manifest is Swift code. What matters here is its calls with string-literal arguments:
/// `.target(name: "A", path: "...", dependencies: [...])`, `.library(name:targets:)`. Anything the reader
/// cannot evaluate (a variable, a computed path, an interpolated string) is left out, and both sides of
/// an `#if` are read (a target declared in both keeps its first declaration).
public struct SwiftPackageManifest: Sendable {
    /// The `Package.swift` (absolute, normalized).
    public var path: String
    /// `Package(name:)`, when it is a literal.
    public var name: String?
    /// The targets in the manifest's order.
    public var targets: [SwiftPackageTarget]
    /// The `.library` products, in the manifest's order.
    public var libraries: [SwiftPackageLibrary]
    /// Text the reader had to skip (an unterminated string or comment), located.
    public var problems: [ProjectProblem]

    /// Reads the manifest at `path`; throws a `ProjectProblem` when it cannot be read.
    public init(contentsOf path: String) throws {
        let file = FileTree.absolute(path)
        guard let bytes = FileTree.bytes(file) else { throw ProjectProblem(file: file, message: "cannot read the manifest") }
        self.init(text: bytes, path: file)
    }

    /// Reads a manifest's text; `path` is where it is, which the targets' folders are relative to.
    /// The targets' files are listed from the disk.
    public init(text bytes: [UInt8], path: String) {
        self.path = FileTree.absolute(path)
        var tokenizer = SwiftManifestTokenizer(bytes)
        let nodes = tokenizer.nodes()
        var reader = ManifestReader()
        reader.scan(nodes, inDependencies: false, depth: 0)
        name = reader.packageName
        libraries = reader.products
        let exported = Set(reader.products.flatMap(\.targets))
        let packageFolder = FileTree.parent(self.path)
        targets = reader.targets.map { declared in
            var target = declared.resolved(in: packageFolder)
            target.isExported = target.kind == .regular && exported.contains(target.name)
            return target
        }
        let file = self.path
        problems = tokenizer.problems.map { problem in
            let (line, column) = lineAndColumn(of: problem.offset, in: bytes)
            return ProjectProblem(file: file, line: line, column: column, message: problem.message)
        }
    }
}

/// A target as the manifest declares it, before its folder is looked at.
private struct DeclaredTarget {
    var name: String
    var kind: SwiftPackageTarget.Kind
    var path: String?
    var sources: [String]?
    var exclude: [String]
    var publicHeadersPath: String?
    var dependencies: [String]

    /// The folder SwiftPM would use and the files in it.
    func resolved(in packageFolder: String) -> SwiftPackageTarget {
        let directory: String
        if let path {
            directory = PathNormalization.absolute(path, base: packageFolder)
        } else {
            // SwiftPM's predefined folders, in the order it tries them.
            let roots: [String]
            switch kind {
            case .test: roots = ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: roots = ["Plugins"]
            default: roots = ["Sources", "Source", "src", "srcs"]
            }
            let candidates = roots.map { PathNormalization.absolute($0 + "/" + name, base: packageFolder) }
            directory = candidates.first(where: FileTree.isDirectory) ?? candidates[0]
        }
        let excluded = exclude.map { PathNormalization.absolute($0, base: directory) }
        var files: [String] = []
        if let sources {
            for source in sources {
                let path = PathNormalization.absolute(source, base: directory)
                if FileTree.isDirectory(path) { files += FileTree.files(under: path) } else { files.append(path) }
            }
        } else if FileTree.isDirectory(directory) {
            files = FileTree.files(under: directory)
        }
        files = Array(Set(files.filter { file in !excluded.contains { FileTree.isInside(file, $0) } })).sorted()
        let compiled = files.filter { FileTree.compiledExtensions.contains(FileTree.pathExtension($0)) }
        let headers = files.filter { FileTree.headerExtensions.contains(FileTree.pathExtension($0)) }
        let publicFolder = PathNormalization.absolute(publicHeadersPath ?? "include", base: directory)
        return SwiftPackageTarget(name: name, kind: kind, path: path, sources: sources, exclude: exclude,
                                  dependencies: dependencies, directory: directory, sourceFiles: compiled,
                                  headers: headers, publicHeaders: headers.filter { FileTree.isInside($0, publicFolder) },
                                  isExported: false)
    }
}

/// Walks the bracket tree looking for target, product and package calls.
private struct ManifestReader {
    var targets: [DeclaredTarget] = []
    var products: [SwiftPackageLibrary] = []
    var packageName: String?
    private var seen: Set<String> = []

    /// A manifest nests a few levels; anything deeper is not a manifest worth reading.
    private let maxDepth = 64

    private static let targetKinds: [String: SwiftPackageTarget.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro, "plugin": .plugin,
    ]

    /// `inDependencies`: inside a `dependencies:` argument, where `.target(name:)` names a dependency
    /// rather than declaring a target.
    mutating func scan(_ nodes: [SwiftManifestNode], inDependencies: Bool, depth: Int) {
        guard depth < maxDepth else { return }
        var label: String? = nil
        var i = 0
        while i < nodes.count {
            if case .token(let token) = nodes[i] {
                if case .identifier(let name) = token.kind, i + 1 < nodes.count, isPunctuation(nodes[i + 1], ":") {
                    label = name
                    i += 2
                    continue
                }
                if case .punctuation(UInt8(ascii: ",")) = token.kind { label = nil }
                // `Package(name: "x", ...)` with no dot before it.
                if case .identifier("Package") = token.kind, i + 1 < nodes.count, case .group(UInt8(ascii: "("), let children) = nodes[i + 1],
                   i == 0 || !isPunctuation(nodes[i - 1], ".") {
                    let arguments = Self.arguments(children)
                    if packageName == nil { packageName = arguments.first { $0.label == "name" }.flatMap { Self.string($0.value) } }
                    scan(children, inDependencies: inDependencies, depth: depth + 1)
                    i += 2
                    continue
                }
                // `.name(arguments)`
                if isPunctuation(nodes[i], "."), i + 2 < nodes.count, case .token(let next) = nodes[i + 1],
                   case .identifier(let call) = next.kind, case .group(UInt8(ascii: "("), let children) = nodes[i + 2] {
                    if !inDependencies { handle(call: call, arguments: Self.arguments(children)) }
                    // The arguments of a declaration are read too: where a string is not terminated, the
                    // next declarations end up inside the previous one's arguments.
                    scan(children, inDependencies: inDependencies || label == "dependencies", depth: depth + 1)
                    i += 3
                    continue
                }
            } else if case .group(_, let children) = nodes[i] {
                scan(children, inDependencies: inDependencies || label == "dependencies", depth: depth + 1)
            }
            i += 1
        }
    }

    /// Records a target declaration or a library product, when the call is one.
    private mutating func handle(call: String, arguments: [(label: String?, value: [SwiftManifestNode])]) {
        func argument(_ label: String) -> [SwiftManifestNode]? { arguments.first { $0.label == label }?.value }
        if call == "library" {
            guard let name = argument("name").flatMap(Self.string) else { return }
            products.append(.init(name: name, targets: argument("targets").flatMap(Self.strings) ?? []))
            return
        }
        guard let kind = Self.targetKinds[call] else { return }
        let labels = Set(arguments.compactMap(\.label))
        // `.plugin(name:package:)` uses a plugin and `.plugin(name:targets:)` is a product: only a
        // declaration has a capability. `.target(name:condition:)` is a dependency.
        if kind == .plugin && !labels.contains("capability") { return }
        if kind == .regular && labels.contains("condition") && labels.isSubset(of: ["name", "condition"]) { return }
        guard let name = argument("name").flatMap(Self.string) else { return }
        if seen.insert(name).inserted {
            targets.append(DeclaredTarget(
                name: name, kind: kind, path: argument("path").flatMap(Self.string),
                sources: argument("sources").flatMap(Self.strings), exclude: argument("exclude").flatMap(Self.strings) ?? [],
                publicHeadersPath: argument("publicHeadersPath").flatMap(Self.string),
                dependencies: argument("dependencies").map(Self.dependencyNames) ?? []))
        }
    }

    // MARK: Reading values

    /// Call arguments split at top-level commas, each with its label when it has one.
    static func arguments(_ nodes: [SwiftManifestNode]) -> [(label: String?, value: [SwiftManifestNode])] {
        split(nodes).map { part in
            if part.count >= 2, case .token(let token) = part[0], case .identifier(let label) = token.kind,
               case .token(let colon) = part[1], colon.kind == .punctuation(UInt8(ascii: ":")) {
                return (label, Array(part.dropFirst(2)))
            }
            return (nil, part)
        }
    }

    static func split(_ nodes: [SwiftManifestNode]) -> [[SwiftManifestNode]] {
        var parts: [[SwiftManifestNode]] = [[]]
        for node in nodes {
            if case .token(let token) = node, token.kind == .punctuation(UInt8(ascii: ",")) {
                parts.append([])
            } else {
                parts[parts.count - 1].append(node)
            }
        }
        return parts.filter { !$0.isEmpty }
    }

    /// The value when it is exactly one readable string literal.
    static func string(_ value: [SwiftManifestNode]) -> String? {
        guard value.count == 1, case .token(let token) = value[0], case .string(let string?) = token.kind else { return nil }
        return string
    }

    /// The string elements of an array literal; nil when the value is not an array literal.
    static func strings(_ value: [SwiftManifestNode]) -> [String]? {
        guard value.count == 1, case .group(UInt8(ascii: "["), let children) = value[0] else { return nil }
        return split(children).compactMap(string)
    }

    /// The names in a `dependencies:` array: `"A"`, `.target(name: "A")`, `.product(name: "A", package:)`,
    /// `.byName(name: "A")`, with or without a `Target.Dependency` prefix.
    static func dependencyNames(_ value: [SwiftManifestNode]) -> [String] {
        guard value.count == 1, case .group(UInt8(ascii: "["), let children) = value[0] else { return [] }
        var names: [String] = []
        for element in split(children) {
            if let name = string(element) {
                names.append(name)
                continue
            }
            for (index, node) in element.enumerated() where index > 0 {
                guard case .group(UInt8(ascii: "("), let arguments) = node, case .token(let token) = element[index - 1],
                      case .identifier(let call) = token.kind, ["target", "product", "byName"].contains(call) else { continue }
                if let name = Self.arguments(arguments).first(where: { $0.label == "name" }).flatMap({ string($0.value) }) {
                    names.append(name)
                }
                break
            }
        }
        return names
    }

    private func isPunctuation(_ node: SwiftManifestNode, _ character: Unicode.Scalar) -> Bool {
        if case .token(let token) = node, token.kind == .punctuation(UInt8(ascii: character)) { return true }
        return false
    }
}
