internal import CClang

/// Where macros are used in the main file, from libclang's preprocessing record.
///
/// Code a macro expands to has the macro's use as its location, so an expression or statement that
/// starts where a macro use starts came from the macro's body. The model shows such code as the
/// macro the source wrote: `ASLockScopeSelf()` is a call to `ASLockScopeSelf`, `nil` is a nil
/// literal, whatever the macro expands to in the headers at hand.
struct MacroExpansions {
    struct Use {
        var name: String
        var range: Range<Int>
        /// Written with arguments: the use extends past the name.
        var hasArguments: Bool
    }

    private var byStart: [Int: Use] = [:]

    init() {}

    mutating func add(_ cursor: CXCursor, locations: MainFileLocations) {
        guard let range = locations.extent(cursor) else { return }
        let name = cursor.spelling
        let hasArguments = range.count > name.utf8.count
        // Nested uses (a macro in another macro's arguments) start elsewhere; the first one wins.
        if byStart[range.lowerBound] == nil {
            byStart[range.lowerBound] = Use(name: name, range: range, hasArguments: hasArguments)
        }
    }

    var isEmpty: Bool { byStart.isEmpty }

    /// The macro use starting at `offset`, if any.
    func use(at offset: Int) -> Use? { byStart[offset] }
}
