import Foundation

/// A UIKit object (view, view controller, gesture recognizer) that remembers whether it was created
/// off the main thread. Creating it there is the violation, recorded where it happened; everything
/// later done with that same object is a consequence of it and is not reported again, as Texture's
/// and nodelint's one-finding-per-mistake reading has it (`let label = UILabel()` in a cell's init is
/// one mistake, not one per property the init then sets on the label).
protocol UIKitObject: AnyObject {
    var createdOffMainThread: Bool { get }
}

extension ThreadChecks {
    /// The Main Thread Checker for a member of `owner`: skipped when `owner` itself was created off
    /// the main thread (that creation was already reported).
    @inline(__always)
    static func mainThreadOnly(_ api: @autoclosure () -> String, of owner: AnyObject, gesture: Bool = false) {
        if let object = owner as? UIKitObject, object.createdOffMainThread { return }
        mainThreadOnly(api(), gesture: gesture)
    }
}

/// Storage for a main-only UIKit property: every read and write from user code goes through the
/// Main Thread Checker, with the owning object (see `UIKitObject`). The value itself sits behind a
/// lock so that off-main use (a violation the model records) cannot corrupt the model's memory.
/// Only for properties of classes: the check needs the owner.
@propertyWrapper
public struct MainThreadOnly<Value> {
    private let box: LockedValue<Value>
    private let api: String

    /// - Parameter api: how the Main Thread Checker names the member, e.g. `UIView.backgroundColor`.
    public init(wrappedValue: Value, _ api: String) {
        box = LockedValue(wrappedValue)
        self.api = api
    }

    @available(*, unavailable, message: "@MainThreadOnly is only for properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@MainThreadOnly is only for properties of classes") }
        set { fatalError("@MainThreadOnly is only for properties of classes") }
    }

    /// What the compiler calls for a wrapped property of a class instance.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, MainThreadOnly<Value>>
    ) -> Value {
        get {
            let storage = owner[keyPath: storageKeyPath]
            ThreadChecks.mainThreadOnly(storage.api, of: owner)
            return storage.box.value
        }
        set {
            let storage = owner[keyPath: storageKeyPath]
            ThreadChecks.mainThreadOnly(storage.api, of: owner)
            storage.box.value = newValue
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

/// A main-only weak reference (delegates), checked like `MainThreadOnly`.
@propertyWrapper
public struct MainThreadOnlyWeak<Value> {
    private final class Reference {
        weak var object: AnyObject?
    }
    private let box = LockedValue(Reference())
    private let api: String

    public init(_ api: String) { self.api = api }

    @available(*, unavailable, message: "@MainThreadOnlyWeak is only for properties of classes")
    public var wrappedValue: Value? {
        get { fatalError("@MainThreadOnlyWeak is only for properties of classes") }
        set { fatalError("@MainThreadOnlyWeak is only for properties of classes") }
    }

    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value?>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, MainThreadOnlyWeak<Value>>
    ) -> Value? {
        get {
            let storage = owner[keyPath: storageKeyPath]
            ThreadChecks.mainThreadOnly(storage.api, of: owner)
            return storage.box.value.object as? Value
        }
        set {
            let storage = owner[keyPath: storageKeyPath]
            ThreadChecks.mainThreadOnly(storage.api, of: owner)
            let reference = Reference()
            reference.object = newValue as AnyObject?
            storage.box.value = reference
        }
    }
}
