/// Applies fixes to the bytes of one file. Fixes are taken in the order given (nodelint's output
/// order): a fix whose edits overlap or touch an edit already taken is left out, for the next run to
/// offer again on the changed text, so that no edit is made against text another edit has moved.
public enum FixApplication {
    public struct Result: Equatable, Sendable {
        public var bytes: [UInt8]
        /// How many fixes were applied, and how many were left out (overlapping, or out of the file).
        public var applied: Int
        public var deferred: Int
    }

    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Result {
        var taken: [TextEdit] = []
        var applied = 0, deferred = 0
        for fix in fixes {
            let fits = fix.edits.allSatisfy { $0.range.upperBound <= bytes.count }
            let conflicts = fix.edits.enumerated().contains { i, edit in
                taken.contains { touches($0.range, edit.range) }
                    || fix.edits[..<i].contains { touches($0.range, edit.range) }
            }
            if !fits || conflicts || fix.edits.isEmpty {
                deferred += 1
                continue
            }
            taken += fix.edits
            applied += 1
        }
        taken.sort { $0.range.lowerBound < $1.range.lowerBound }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.replacement.utf8.count })
        var position = 0
        for edit in taken {
            out += bytes[position..<edit.range.lowerBound]
            out += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        out += bytes[position...]
        return Result(bytes: out, applied: applied, deferred: deferred)
    }

    /// Overlapping or adjacent: two insertions at one place, or an insertion at the edge of a
    /// replacement, have no order that is obviously right, so they are not made in one run.
    static func touches(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }
}
