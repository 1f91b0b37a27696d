import Foundation

/// The size range a layout element is measured with (Source/Layout/ASDimension.h).
public struct ASSizeRange: Hashable, Sendable, CustomStringConvertible {
    public var min: CGSize
    public var max: CGSize

    public init(min: CGSize, max: CGSize) {
        self.min = min
        self.max = max
    }

    /// An exact size.
    public init(exactly size: CGSize) { self.init(min: size, max: size) }

    public static let zero = ASSizeRange(min: .zero, max: .zero)
    public static let unconstrained = ASSizeRange(min: .zero, max: CGSize(width: CGFloat.infinity,
                                                                         height: CGFloat.infinity))

    /// Clamps `size` into the range.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(width: Swift.max(min.width, Swift.min(max.width, size.width)),
               height: Swift.max(min.height, Swift.min(max.height, size.height)))
    }

    public var description: String { "{\(min.width)x\(min.height) ... \(max.width)x\(max.height)}" }
}

public func ASSizeRangeMake(_ min: CGSize, _ max: CGSize) -> ASSizeRange { ASSizeRange(min: min, max: max) }
public func ASSizeRangeMake(_ exactSize: CGSize) -> ASSizeRange { ASSizeRange(exactly: exactSize) }
public let ASSizeRangeZero = ASSizeRange.zero
public let ASSizeRangeUnconstrained = ASSizeRange.unconstrained

public enum ASDimensionUnit: Int, Sendable { case auto, points, fraction }

/// A length that is either automatic, in points, or a fraction of the parent's size.
public struct ASDimension: Hashable, Sendable, CustomStringConvertible {
    public var unit: ASDimensionUnit
    public var value: CGFloat

    public init(unit: ASDimensionUnit, value: CGFloat) {
        self.unit = unit
        self.value = value
    }

    public static let auto = ASDimension(unit: .auto, value: 0)

    /// The value in points relative to `parent`, or nil for `.auto` (or a fraction of an unknown size).
    func resolve(relativeTo parent: CGFloat) -> CGFloat? {
        switch unit {
        case .auto: return nil
        case .points: return value
        case .fraction: return parent.isFinite ? value * parent : nil
        }
    }

    public var description: String {
        switch unit {
        case .auto: return "auto"
        case .points: return "\(value)pt"
        case .fraction: return "\(value * 100)%"
        }
    }
}

public let ASDimensionAuto = ASDimension.auto
public func ASDimensionMake(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }
public func ASDimensionMake(_ unit: ASDimensionUnit, _ value: CGFloat) -> ASDimension { ASDimension(unit: unit, value: value) }
public func ASDimensionMakeWithPoints(_ points: CGFloat) -> ASDimension { ASDimension(unit: .points, value: points) }
public func ASDimensionMakeWithFraction(_ fraction: CGFloat) -> ASDimension { ASDimension(unit: .fraction, value: fraction) }
/// `"50%"`, `"100pt"`, `"auto"`.
public func ASDimensionMake(_ string: String) -> ASDimension {
    if string == "auto" { return .auto }
    if string.hasSuffix("%"), let value = Double(string.dropLast()) {
        return ASDimension(unit: .fraction, value: CGFloat(value) / 100)
    }
    if string.hasSuffix("pt"), let value = Double(string.dropLast(2)) {
        return ASDimension(unit: .points, value: CGFloat(value))
    }
    return .auto
}

/// A size in dimensions (`style.preferredLayoutSize`).
public struct ASLayoutSize: Hashable, Sendable {
    public var width: ASDimension
    public var height: ASDimension
    public init(width: ASDimension, height: ASDimension) {
        self.width = width
        self.height = height
    }
}
public func ASLayoutSizeMake(_ width: ASDimension, _ height: ASDimension) -> ASLayoutSize {
    ASLayoutSize(width: width, height: height)
}

/// Interface states (Source/ASDisplayNode+InterfaceState.h).
public struct ASInterfaceState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none: ASInterfaceState = []
    public static let measureLayout = ASInterfaceState(rawValue: 1 << 0)
    public static let preload = ASInterfaceState(rawValue: 1 << 1)
    public static let display = ASInterfaceState(rawValue: 1 << 2)
    public static let visible = ASInterfaceState(rawValue: 1 << 3)
    public static let inHierarchy: ASInterfaceState = [.measureLayout, .preload, .display, .visible]

    public var description: String {
        var names: [String] = []
        if contains(.measureLayout) { names.append("measureLayout") }
        if contains(.preload) { names.append("preload") }
        if contains(.display) { names.append("display") }
        if contains(.visible) { names.append("visible") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
