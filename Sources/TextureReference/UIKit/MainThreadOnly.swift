import Foundation

/// Storage for a main-only UIKit property: every read and write from user code goes through the
/// Main Thread Checker. The value itself sits behind a lock so that off-main use (a violation the
/// model records) cannot corrupt the model's memory.
@propertyWrapper
public struct MainThreadOnly<Value> {
    private let box: LockedValue<Value>
    private let api: String

    /// - Parameter api: how the Main Thread Checker names the member, e.g. `UIView.backgroundColor`.
    public init(wrappedValue: Value, _ api: String) {
        box = LockedValue(wrappedValue)
        self.api = api
    }

    public var wrappedValue: Value {
        get {
            ThreadChecks.mainThreadOnly(api)
            return box.value
        }
        nonmutating set {
            ThreadChecks.mainThreadOnly(api)
            box.value = newValue
        }
    }

    /// Unchecked access, for the model's own bookkeeping.
    public var projectedValue: LockedValue<Value> { box }
}

/// A value behind a lock.
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func modify<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&stored) } }
}

/// A main-only weak reference (delegates).
@propertyWrapper
public struct MainThreadOnlyWeak<Value> {
    private final class Reference {
        weak var object: AnyObject?
    }
    private let box = LockedValue(Reference())
    private let api: String

    public init(_ api: String) { self.api = api }

    public var wrappedValue: Value? {
        get {
            ThreadChecks.mainThreadOnly(api)
            return box.value.object as? Value
        }
        nonmutating set {
            ThreadChecks.mainThreadOnly(api)
            let reference = Reference()
            reference.object = newValue as AnyObject?
            box.value = reference
        }
    }
}
