import Foundation

public struct ASControlNodeEvent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = ASControlNodeEvent(rawValue: 1 << 0)
    public static let touchDownRepeat = ASControlNodeEvent(rawValue: 1 << 1)
    public static let touchDragInside = ASControlNodeEvent(rawValue: 1 << 2)
    public static let touchDragOutside = ASControlNodeEvent(rawValue: 1 << 3)
    public static let touchUpInside = ASControlNodeEvent(rawValue: 1 << 4)
    public static let touchUpOutside = ASControlNodeEvent(rawValue: 1 << 5)
    public static let touchCancel = ASControlNodeEvent(rawValue: 1 << 6)
    public static let valueChanged = ASControlNodeEvent(rawValue: 1 << 12)
    public static let primaryActionTriggered = ASControlNodeEvent(rawValue: 1 << 13)
    public static let allEvents = ASControlNodeEvent(rawValue: 0xFFFF_FFFF)
}

/// A node with UIControl-like target/action handling (Source/ASControlNode.h). Adding targets needs no
/// view, so it is fine in init; a layer-backed control can never deliver them.
open class ASControlNode: ASDisplayNode {
    private let targets = LockedValue<[(AnyObject?, Selector, ASControlNodeEvent)]>([])
    private let flags = LockedValue((enabled: true, selected: false, highlighted: false))

    /// No targets yet, so no interaction (ASControlNode.mm init); `addTarget` turns it on.
    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    open var isEnabled: Bool {
        get { flags.value.enabled }
        set { flags.modify { $0.enabled = newValue } }
    }
    open var isSelected: Bool {
        get { flags.value.selected }
        set { flags.modify { $0.selected = newValue } }
    }
    open var isHighlighted: Bool {
        get { flags.value.highlighted }
        set { flags.modify { $0.highlighted = newValue } }
    }

    /// Layer backing only while the control is not interactive (ASControlNode.mm:276-279).
    open override var supportsLayerBacking: Bool {
        super.supportsLayerBacking && !asModelInternal { isUserInteractionEnabled }
    }

    open func addTarget(_ target: Any?, action: Selector, forControlEvents controlEvents: ASControlNodeEvent) {
        if isLayerBacked {
            Report.violationHere(RuleID.layerBackedViewAccess,
                                 "ASControlNode is layer backed, will never be able to call target in target:action: pair.",
                                 evidence: .textureAssertion)
        }
        OneTimeSetupCheck.observe("addTarget(_:action:forControlEvents:)", on: self)
        targets.modify { $0.append((target as AnyObject?, action, controlEvents)) }
        isUserInteractionEnabled = true
    }

    open func removeTarget(_ target: Any?, action: Selector?, forControlEvents controlEvents: ASControlNodeEvent) {
        targets.modify { list in list.removeAll { $0.0 === (target as AnyObject?) } }
    }

    public func actions(forTarget target: Any, forControlEvent event: ASControlNodeEvent) -> [String]? {
        targets.value.filter { $0.0 === (target as AnyObject) && !$0.2.isDisjoint(with: event) }.map(\.1.name)
    }

}
