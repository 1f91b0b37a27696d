/// A value of an old-style (NeXTSTEP/OpenStep) property list. The format has no numbers or booleans:
/// `archiveVersion = 1;` holds the string "1", which is how Xcode reads it too.
public enum PropertyListValue: Sendable, Equatable {
    case string(String)
    /// `<0fbd 77>`: the bytes the hex digits spell.
    case data([UInt8])
    case array([PropertyListValue])
    /// Keys are unique; when a file repeats one, the last value wins, as in Foundation.
    case dictionary([String: PropertyListValue])

    /// The string, or nil when this is not a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, or nil when this is not an array.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, or nil when this is not a dictionary.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value under `key` when this is a dictionary that has one.
    public subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array, skipping elements that are not strings; empty when this is not an array.
    public var strings: [String] {
        (array ?? []).compactMap(\.string)
    }
}
