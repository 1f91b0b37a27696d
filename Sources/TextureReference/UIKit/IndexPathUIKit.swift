import Foundation

// UIKit's IndexPath conveniences (Foundation on Linux has none of them).
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { count > 0 ? self[0] : 0 }
    public var item: Int { count > 1 ? self[1] : 0 }
    public var row: Int { item }
}
