/// # TextureReference: Texture's contracts, executable on Linux
///
/// A pure-Swift model of Texture's node classes (ASDisplayNode and its subclasses, layout specs,
/// ASDKViewController, ASCollectionNode / ASTableNode / ASPagerNode) and of the UIKit pieces they touch,
/// written from docs/texture-facts.md and Texture's headers. App-like code (a *scenario*) is compiled
/// against it and run; every contract the code breaks is recorded as a `Violation` carrying the nodelint
/// rule id it corresponds to, Texture's message and the offending line. nodelint's rules are then checked
/// against what actually happens at run time.
///
/// ## Running code against the model
///
/// - `TextureRuntime.collectViolations { ... }` — call on the main thread (XCTest test methods run
///   there); runs the block, pumps the main queue until the model's background work is done, returns the
///   violations sorted by location.
/// - `ScenarioLife` — what UIKit and Texture do to app code: `makeInNodeBlock` (build a cell on a
///   background thread as a container's node block does, and measure it there), `layout(node, size:)`,
///   `show`, `setInterfaceState`, `present(controller)`, `relayout`, `rotate`, `showKeyboard`,
///   `splitScreen`, `dismiss`, `scroll(container, by:)`, `scrollToEnd`, `display`, `tap`, `transition`.
/// - `Scenario` + `ScenarioRunner.run(_:)` — a scenario file declares its life and marks expected
///   violations with `// expect: <rule-id>` comments; the runner compares (rule id, line) pairs. The
///   conventions are spelled out at the top of `fixtures/scenarios/Scenarios.swift`.
///
/// ## Threads are real
///
/// The main thread is the process's main thread: XCTest runs tests on it, and the model pumps
/// `RunLoop.main` (which drains the main dispatch queue on Linux too) whenever it waits. Background work
/// (node blocks, cell measurement, batch fetches, the display queue) runs on a concurrent Dispatch queue.
/// "Am I on main?" is `Thread.isMainThread`, answered by the thread itself. The model never blocks the
/// main thread on a semaphore, and every wait has a timeout (reported as a `model-harness` violation)
/// so nothing hangs.
///
/// ## How violations are located
///
/// A getter such as `node.view` cannot take `#line`, so the model reads the real call stack
/// (`CallStack`, using the toolchain's `Runtime` module to symbolicate from the binary's DWARF line
/// table): the innermost frame whose source file is not in `Sources/TextureReference/` is the offending
/// line, down to the column of the member token even in multi-line expressions. Special cases:
/// - compiler-written initializers report line 0 for stored-property initializers; the model takes the
///   last real line before the call in the line table, which is the property's declaration;
/// - an override that never calls `super` and a forbidden override are located at the override's
///   declaration, found through the executable's ELF symbol table (`SymbolTable`, `MethodDefinitions`) —
///   the compiled symbol of an override is the marker it cannot avoid — and symbolicated to its `func`
///   line; the layout-method override count and a `calculateSizeThatFits` without `layout()` are facts
///   about a class and are located at its `class` line (the line of its compiler-written ivar destroyer
///   or deinit);
/// - a reused or mutated-after-use layout spec is located where the spec was created (for a stored spec,
///   the stored property's line); a duplicate layout element at the spec holding the repeat;
/// - a view, gesture recognizer or view controller created off main is located where it is
///   constructed, not inside its (or a compiler-written) initializer (`UIKit/UIKitCreation.swift`);
/// - a layer-backed root node of a view controller is located where it was made layer-backed.
///
/// Limits: this needs an unoptimized build with debug info on Linux (SwiftPM's debug configuration).
/// Elsewhere `TextureRuntime.canLocateViolations` / `canInspectOverrides` are false, violations carry no
/// location and the override-based checks are off. Node and controller classes should not be `private`
/// or local to a function (their initializers must be recognisable by name).
///
/// ## Which context a violation belongs to
///
/// One fact (UIKit used off main) is a different rule in a node's init (`uikit-in-init`), in `layoutSpecThatFits`
/// (`uikit-in-layout-spec`) or in a node block (`node-block-captures-uikit`). Contexts the model enters itself (layout spec computation, node
/// blocks, batch fetching, drawing, main-thread callbacks) are pushed on a thread-local stack by
/// `withExecutionContext`; the one context user code enters on its own — a node's or view controller's
/// initializer, including stored-property initializers and helpers it calls — is recognised on the call
/// stack. The innermost of the two wins. See `ThreadChecks.ruleID(for:in:)` for the mapping.
///
/// ## Recording, not crashing
///
/// Every assertion becomes a recorded violation and the model continues as Texture does in Release
/// builds (a duplicate-element spec is replaced by an empty spec, a view loaded off main is loaded
/// anyway, an off-main container update is applied on main). Consequences of a recorded violation are
/// not reported again: a Main Thread Checker report on the same line is folded into the assertion that
/// caused it, the work that follows an off-main load (didLoad off main ...) is not checked, and a UIKit
/// object created off main is not checked again when the code goes on using it (its creation was the
/// violation; `UIKit/MainThreadOnly.swift`).
/// Identical violations (same rule, line, message) are merged with a count.
///
/// ## Files
///
/// `Runtime/` (violations, call stacks, contexts, executors, symbol table), `UIKit/` (stand-ins with the
/// Main Thread Checker), `Layout/` (size ranges, styles, specs), `Nodes/` (ASDisplayNode and
/// subclasses), `ViewControllers/`, `Containers/` (data controller, ranges, batch fetching),
/// `Scenario/` (the driver and runner).
public enum TextureReferenceInfo {
    /// The Texture snapshot the model follows (docs/texture-facts.md#sources-and-versions).
    public static let textureCommit = "be0b74b4e23bbd16a2159169a0c0d80f47fd5b45"
}
