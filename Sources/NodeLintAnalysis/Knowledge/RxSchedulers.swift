/// Where RxSwift and RxCocoa run the closures given to a subscription (ReactiveX/RxSwift:
/// RxSwift/Observables/ObserveOn.swift, RxSwift/Schedulers/MainScheduler.swift,
/// RxCocoa/Traits/Driver, Signal): after `observeOn(MainScheduler.instance)` (RxSwift 5) or
/// `observe(on: MainScheduler.instance)` (RxSwift 6), every element reaches the operators and the
/// subscription that follow on the main thread; a `Driver` (`drive`) and a `Signal` (`emit`) always
/// deliver on main. Anywhere else, a closure runs where the element was produced: not known.
public enum RxSchedulers {
    /// The modules a file imports to use them.
    public static let modules: Set<String> = ["RxSwift", "RxCocoa"]
    /// The operators that move delivery to the scheduler they are given.
    public static let observeOnOperators: Set<String> = ["observeOn", "observe"]
    /// The main thread's schedulers, as callee paths (`MainScheduler.instance`).
    public static let mainSchedulers: [[String]] = [["MainScheduler", "instance"], ["MainScheduler", "asyncInstance"], ["MainScheduler()"]]
    /// The methods whose closures run where the elements are delivered to them.
    public static let subscriptions: Set<String> = ["subscribe", "bind", "do"]
    /// The methods whose closures run on main whatever came before (RxCocoa's traits).
    public static let mainSubscriptions: Set<String> = ["drive", "emit"]
}
