/// What a module is built into.
public enum ModuleKind: String, Sendable, Hashable, CaseIterable {
    /// An application or a command-line tool: the end of a dependency chain, imported by nothing.
    case app
    case framework
    case library
    case test
    /// An app extension (widget, share, Messages, watch extension ...), which runs beside its app.
    case `extension`
    /// Anything else: a resource bundle, a SwiftPM macro or plugin, an unknown product type.
    case other

    /// The kind of an Xcode `productType` (`com.apple.product-type.application` ...).
    public init(xcodeProductType type: String) {
        let prefix = "com.apple.product-type."
        let name = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
        if name.contains("extension") {
            self = .extension
        } else if name.hasPrefix("application") || name == "tool" {
            self = .app
        } else if name.hasPrefix("framework") || name == "xcframework" {
            self = .framework
        } else if name.hasPrefix("library") {
            self = .library
        } else if name.hasPrefix("bundle.") && (name.hasSuffix("test") || name.hasSuffix("testing")) {
            self = .test
        } else {
            self = .other
        }
    }

    /// Frameworks and libraries are what other modules import.
    var isImportable: Bool { self == .framework || self == .library }
}

/// One module of a project: an Xcode target or a SwiftPM target.
public struct ModuleInfo: Sendable, Hashable {
    /// The target's name.
    public var name: String
    public var kind: ModuleKind
    /// Visible to other modules: an Xcode framework or library target, or a SwiftPM target that a
    /// `.library` product names.
    public var isExported: Bool
    /// The names of the targets and products it depends on, in the order the project file lists them.
    public var dependencies: [String]
    /// The `.xcodeproj` bundle or the `Package.swift` that declares it (absolute path).
    public var projectFile: String

    public init(name: String, kind: ModuleKind, isExported: Bool, dependencies: [String], projectFile: String) {
        self.name = name
        self.kind = kind
        self.isExported = isExported
        self.dependencies = dependencies
        self.projectFile = projectFile
    }
}
