/// Collection types by name: the Swift standard library's and Foundation's (NSArray.h, NSDictionary.h,
/// NSSet.h, NSOrderedSet.h), and how their elements are read.
public enum FoundationCollections {
    /// Every collection type, mutable or not.
    public static let all: Set<String> = [
        "Array", "Dictionary", "Set", "ContiguousArray", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSOrderedSet", "NSMutableOrderedSet", "NSSet", "NSMutableSet",
    ]

    /// The immutable ones: Swift's value collections and Foundation's classes without `Mutable`.
    public static let immutable: Set<String> = ["Array", "Dictionary", "Set", "ContiguousArray", "NSArray", "NSDictionary", "NSSet", "NSOrderedSet"]

    /// The Swift base name of element accessors: `object(at:)`, `[items objectAtIndex:i]` (NSArray.h,
    /// NSOrderedSet.h), `[frc objectAtIndexPath:p]` (CoreData's NSFetchedResultsController.h).
    public static let elementAccessors: Set<String> = ["object"]
}
