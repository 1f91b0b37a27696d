import NodeLintModel

/// Every rule page embedded at build time, parsed once. A page that does not parse is a build
/// mistake; it is kept in `errors` so that tests and `nodelint rules` name it instead of crashing.
public enum RuleCatalog {
    public static let loaded: (pages: [RulePage], errors: [RulePageError]) = {
        var pages: [RulePage] = []
        var errors: [RulePageError] = []
        for (file, text) in embeddedRulePages {
            do { pages.append(try RulePage.parse(file: file, text: text)) } catch let error as RulePageError {
                errors.append(error)
            } catch {
                errors.append(RulePageError(file: file, line: 1, message: "\(error)"))
            }
        }
        return (pages.sorted { $0.id < $1.id }, errors)
    }()

    /// All pages, sorted by id.
    public static var pages: [RulePage] { loaded.pages }

    private static let byID: [String: RulePage] = Dictionary(uniqueKeysWithValues: loaded.pages.map { ($0.id, $0) })

    public static func page(_ id: String) -> RulePage? { byID[id] }
}
