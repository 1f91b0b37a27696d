import NodeLintAnalysis
import NodeLintModel

/// The names under which code can create the nodes of the files linted, for choosing which index-only
/// Objective-C files get their full parse in a run on a few files: a file that creates one of those
/// nodes holds the creation evidence its init findings are judged by (CreationSites), and it must name
/// the class. A node is created under its simple name or, from Objective-C, under its `@objc(…)` name
/// (`[[XYPhotoCellNode alloc] init…]` for `@objc(XYPhotoCellNode) final class PhotoCellNode`); and
/// the nodes of its project subclasses count too (their init runs the class's), under their names.
enum CreatorNames {
    /// The `@objc(…)` names a file gives the types it declares, by qualified name (nested types too).
    static func objcNames(of file: SourceFile) -> [(qualified: String, objc: String)] {
        var found: [(String, String)] = []
        func add(_ decl: TypeDecl, container: [String]) {
            guard decl.kind != .extension else { return }
            let qualified = container + [decl.name]
            if let objc = decl.objcName { found.append((qualified.joined(separator: "."), objc)) }
            for nested in decl.nestedTypes { add(nested, container: qualified) }
        }
        for type in file.types { add(type, container: []) }
        return found
    }

    /// The simple and `@objc` names of the linted node types and of the project classes below them;
    /// none for Texture's own classes.
    /// `linted`: the linted files' summaries; `objcNames`: every file's `objcNames(of:)`, with the file.
    static func names(linted: [FileSummary], objcNames: [(qualified: String, objc: String, path: String)],
                      classes: ClassGraph) -> IdentifierScan.NameSet {
        var nodes: Set<String> = []
        for summary in linted {
            let declared = Set(summary.declaredTypeNames)
            for name in summary.typeNames {
                let key = declared.contains(name) ? classes.key(ofDeclaration: name, inFile: summary.path)
                    : classes.key(ofExtension: name, inFile: summary.path)
                // Texture's own classes (linting Texture's sources, or a vendored copy) have no creation
                // evidence (CreationEvidence covers the project's nodes): creating them says nothing, and
                // every node file of Texture names ASDisplayNode.
                if classes.isNode(key) && !KnownClasses.isTexture(key) { nodes.insert(key) }
            }
        }
        guard !nodes.isEmpty else { return IdentifierScan.NameSet([]) }
        // The record keys whose lineage holds a linted node: those nodes and their project subclasses.
        var created = nodes
        for key in classes.records.keys where !created.contains(key) && classes.lineage(of: key).contains(where: nodes.contains) {
            created.insert(key)
        }
        var names = Set(created.map { String($0.split(separator: ".").last ?? "") })
        // The simple names the linted files write them under, as the run always looked for them.
        for name in linted.flatMap(\.typeNames) where classes.isNode(name) && !KnownClasses.isTexture(name) {
            names.insert(String(name.split(separator: ".").last ?? ""))
        }
        for entry in objcNames where created.contains(classes.key(ofDeclaration: entry.qualified, inFile: entry.path)) {
            names.insert(entry.objc)
        }
        return IdentifierScan.NameSet(names)
    }
}
