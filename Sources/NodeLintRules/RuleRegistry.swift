/// Every rule nodelint has. Each has a page `rules/<id>.md`; a test checks that the two lists match.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        ViewAccessInInit(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
