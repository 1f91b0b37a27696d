extension Array {
    /// The same elements in an array whose capacity is its count. An array built by appending has room
    /// for up to as many again (its capacity doubles as it grows); one that the index keeps to the end
    /// of the run (a type's self calls, its property mutations) should not keep that room.
    func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
