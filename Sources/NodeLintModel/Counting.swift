/// A count and its noun for messages: "1 file", "2 files", "0 files". `plural` is for nouns that do not
/// take an "s" ("fix", "fixes"). Every message that prints a count goes through here, so that one of
/// anything is never "1 files".
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + pluralized(count, singular, plural)
}

/// The noun alone, singular for one: `pluralized(n, "diagnostic")` after a count printed elsewhere.
public func pluralized(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    count == 1 ? singular : plural ?? singular + "s"
}
