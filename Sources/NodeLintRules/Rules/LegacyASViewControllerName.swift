import NodeLintAnalysis
import NodeLintModel

/// Texture 2's names `ASViewController` and `ASNavigationController` (docs/texture-facts.md#legacy-asviewcontroller-name): renamed in
/// 3.0 and 3.1, with no alias; on Texture 3 they do not compile or name Apple's unrelated type. On 2.x
/// they are the only correct names. So a name is reported where the project is on the version that
/// renamed it (`texture-version`, or its lock files), or, when the version is unknown, where the
/// project already uses the new name somewhere.
struct LegacyASViewControllerName: Rule {
    let id = "legacy-asviewcontroller-name"

    func check(_ context: RuleContext) {
        // Most files name neither: skip them without walking their code.
        guard TextureClasses.legacyNames.keys.contains(where: { context.file.text.contains(bytes: $0) }) else { return }
        for (name, offset) in references(context) {
            guard let legacy = TextureClasses.legacyNames[name] else { continue }
            // A project declaring the name itself (a migration shim) decides what it means.
            if context.index.declares(name) { continue }
            let renamedIn = TextureVersion(major: legacy.since.major, minor: legacy.since.minor)
            let why: String
            if let version = context.settings.textureVersion {
                guard version >= renamedIn else { continue }
                why = "the project is on Texture \(version)"
            } else {
                guard context.index.projectUses(legacy.current, fileInProject: context.file.path) else { continue }
                why = "the project already uses '\(legacy.current)'"
            }
            // Where the file names AuthenticationServices (imports it) the old name may be Apple's own type: no fix there.
            let fix = context.file.text.contains(bytes: "AuthenticationServices") ? nil
                : RenameFix.rename(name, to: legacy.current, at: offset, in: context.file.text)
            context.report(at: offset, "'\(name)' was renamed '\(legacy.current)' in Texture \(renamedIn) and does not exist there; \(why)",
                           fix: fix)
        }
    }

    /// Every place the file names a type: inheritance clauses, member and parameter types, local
    /// annotations, casts, constructions and other uses as a value.
    private func references(_ context: RuleContext) -> [(String, Int)] {
        var found: [(String, Int)] = []
        func add(_ type: TypeName?) {
            guard let type else { return }
            if type.offset >= 0 { found.append((type.simpleName, type.offset)) }
            type.genericArguments.forEach { add($0) }
        }
        for (decl, _) in context.analysis.types {
            decl.inherits.forEach { add($0) }
            for member in decl.members {
                add(member.declaredType)
                member.parameters.forEach { add($0.type) }
            }
        }
        for member in context.file.globals {
            add(member.declaredType)
            member.parameters.forEach { add($0.type) }
        }
        for local in context.locals { add(local.declaredType) }
        for region in context.allRegions {
            context.walk(region.body) { expr, _ in
                switch expr {
                case .name(let name, let offset, .unresolved) where TextureClasses.legacyNames[name] != nil:
                    found.append((name, offset))
                case .cast(_, _, let type, _), .type(let type, _):
                    add(type)
                default:
                    break
                }
            }
        }
        var seen: Set<Int> = []
        return found.filter { seen.insert($0.1).inserted }
    }
}
