import Foundation

/// Old Xcode versions (and some tools) wrote `project.pbxproj` as an XML property list, which Xcode
/// still reads. Foundation parses those; this turns its result into the same `PropertyListValue`.
enum XMLPropertyList {
    /// Whether `bytes` are an XML or binary property list rather than an old-style one.
    static func isXMLOrBinary(_ bytes: [UInt8]) -> Bool {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return bytes[i...].starts(with: Array("<?xml".utf8)) || bytes[i...].starts(with: Array("<!DOCTYPE plist".utf8))
            || bytes[i...].starts(with: Array("<plist".utf8)) || bytes[i...].starts(with: Array("bplist".utf8))
    }

    /// The value, or a `PropertyListError` at 1:1 (Foundation does not say where it failed).
    static func parse(_ bytes: [UInt8]) throws -> PropertyListValue {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PropertyListError(line: 1, column: 1, message: "not a valid XML property list")
        }
        return convert(object, depth: 0)
    }

    private static func convert(_ object: Any, depth: Int) -> PropertyListValue {
        // Foundation already bounds the nesting it accepts; the depth guard only keeps this cheap.
        guard depth < OldStylePropertyList.defaultMaxDepth else { return .string("") }
        switch object {
        case let string as String: return .string(string)
        case let data as Data: return .data([UInt8](data))
        case let array as [Any]: return .array(array.map { convert($0, depth: depth + 1) })
        case let dictionary as [String: Any]: return .dictionary(dictionary.mapValues { convert($0, depth: depth + 1) })
        // Numbers, booleans and dates have no old-style form; their text is what Xcode would write.
        default: return .string("\(object)")
        }
    }
}
