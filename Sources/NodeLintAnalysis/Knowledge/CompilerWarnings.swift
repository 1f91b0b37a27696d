/// Clang warnings that check what a rule checks. Where an Objective-C file turns one off with
/// `#pragma clang diagnostic ignored "<flag>"`, its author has chosen, and told the compiler, to do what
/// the rule reports there; the rule is suppressed over the same lines (`CompilerPragmaSuppressions`).
public enum CompilerWarnings {
    /// The rule ids each warning flag stands for. `-Wobjc-missing-super-calls` is clang's check of
    /// `ASDISPLAYNODE_REQUIRES_SUPER` (`NS_REQUIRES_SUPER`), the contract `missing-super-call` checks.
    public static let equivalentRules: [String: [String]] = [
        "-Wobjc-missing-super-calls": ["missing-super-call"],
    ]
}
