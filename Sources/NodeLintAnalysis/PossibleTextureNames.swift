import NodeLintModel

extension FileSummary {
    /// The simple names of the summaries' types and typealiases that may derive from Texture, judged
    /// from the supertypes as written, to a fixed point: a type whose written supertype is a Texture
    /// name (`AS…`), one of `bases` (the configured node and view-controller bases) or a name found so
    /// far. The class graph decides what really is a node; this is a superset of the names it would
    /// give (`ClassGraph.projectTextureNames`) among these files, read before any graph exists, so that
    /// the first pass can find the other files that mention one (FirstPassTriage).
    public static func possibleTextureNames<S: Sequence>(in summaries: S, bases: Set<String>) -> Set<String>
    where S.Element == FileSummary {
        var candidates: [(name: String, supertypes: [String])] = []
        for summary in summaries {
            for type in summary.types {
                let supertypes = type.inherits.map(\.simpleName)
                guard !supertypes.isEmpty else { continue }
                candidates.append((simpleName(type.qualifiedName), supertypes))
            }
            for alias in summary.typealiases {
                candidates.append((alias.name, [alias.target.simpleName] + alias.target.genericArguments.map(\.simpleName)))
            }
        }
        var found = bases
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !found.contains(candidate.name) {
                // A simple name has Texture's prefix exactly when its bytes do at an identifier's start.
                if candidate.supertypes.contains(where: { found.contains($0) || IdentifierScan.hasTexturePrefix(Array($0.utf8)) }) {
                    found.insert(candidate.name)
                    changed = true
                }
            }
        }
        return found
    }

    private static func simpleName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }
}
