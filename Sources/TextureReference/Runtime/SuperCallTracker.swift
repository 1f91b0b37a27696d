import Foundation

/// Makes a missing `super` call observable. Base implementations of methods that require `super`
/// (`ASDISPLAYNODE_REQUIRES_SUPER`, UIKit's view-controller callbacks) mark that they ran; the model
/// calls the (possibly overridden) method through `run`, which tells whether the base was reached.
/// Swift enforces none of this (objc_requires_super is an Objective-C-only warning).
final class SuperCallTracker {
    private let reached = LockedValue<Set<String>>([])

    /// Called at the top of a base implementation.
    func markReached(_ method: String) {
        reached.modify { _ = $0.insert(method) }
    }

    /// Runs `body` (which calls the method) and returns whether the base implementation ran.
    func run(_ method: String, _ body: () -> Void) -> Bool {
        reached.modify { _ = $0.remove(method) }
        body()
        return reached.modify { $0.remove(method) != nil }
    }
}
