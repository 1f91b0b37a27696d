import Foundation
internal import CClang
import NodeLintModel

/// The Objective-C front end: `.m`, `.mm` and `.h` files parsed with libclang and mapped onto the
/// language-neutral model, so every rule reads Objective-C exactly as it reads Swift.
///
/// How a file is parsed: with the caller's compiler arguments when it has them (compile_commands.json,
/// `--objc-arg`), else against nodelint's prelude (declarations of Foundation, UIKit and Texture,
/// precompiled once per dialect) with no SDK. When a parse drops statements because the project's
/// own headers are missing, the file is parsed again with declarations made up for the names clang
/// could not find (`RecoveryDeclarations`); the mapping that lost least is kept, and what is still
/// lost is reported as one `FrontEndProblem`.
///
/// How the source maps onto the model (positions are byte offsets of the token named):
///
/// | Objective-C | Model |
/// |---|---|
/// | `@interface X : Y <P, Q>` | `TypeDecl` class `X`, inherits `[Y, P, Q]` (`Y<T *>` keeps its type arguments), `isInterfaceOnly`, `objcName` `X`, `nameOffset` at `X` |
/// | `@implementation X` | `TypeDecl` class `X`, no inherits (the index merges it with the interface, wherever that is), `nameOffset` at `@implementation` |
/// | `@interface X (Cat)`, `@interface X ()`, `@implementation X (Cat)` | `TypeDecl` extension `X` (attribute `category(Cat)` for named categories); interfaces are `isInterfaceOnly` |
/// | `@protocol P <Q>` | `TypeDecl` protocol `P` inheriting `Q` |
/// | `@property (readonly, weak, class) T *p;` | variable `Member` `p`, `declaredType` `T` as written; `readonly` -> `.let`, `weak` -> `.weak`, `unsafe_unretained` -> `.unowned`, `class` -> `.static`; `IBOutlet` -> attribute `@IBOutlet` |
/// | instance variables `{ __weak T *_x; }` | variable `Member` `_x` (`__weak` -> `.weak`) |
/// | `- (instancetype)initWithModel:(M *)m` | initializer `init`, signature `init(model:)` |
/// | `- (void)dealloc` | deinitializer `deinit` |
/// | other methods | function named by its Swift base name: the first selector piece, split before its last preposition when arguments follow (`insertItemsAtIndexPaths:` -> `insertItems`, `drawParametersForAsyncLayer:` -> `drawParameters`, `didMoveToParentViewController:` -> `didMove`), or a known spelling (`drawRect:withParameters:…` -> `draw`); never from parameter types, so declarations and messages agree (`SwiftSpelling`); signature as Swift imports it where obvious (`layoutSpecThatFits(_:)`, `collectionNode(_:nodeBlockForItemAt:)`, `touchesBegan(_:with:)`), `objcSelector` kept, parameter labels are the selector pieces; `+` methods `.static`; never `.override` (Objective-C does not say) |
/// | C functions, file-scope variables, `typedef` | globals (variables with an initializer body), typealiases |
/// | comments | `SourceFile.comments`, every one |
/// | statements | locals (one `Stmt.local` per declared variable, initializer kept), `if`/`else if` (nested branch in the else-arm), `switch` (one arm per group of labels, starting with the case values), `for`, `for … in` (loop variable bound to the collection), `while`, `do … while` (`repeat`), `return`, `@throw`, `break`/`continue`/`goto` (`other`) |
/// | `@try {…} @catch (E *e) {…} @finally {…}` | blocks `do`, `catch` (header: the exception variable, a pattern binding), `finally` |
/// | `@synchronized (x) {…}`, `@autoreleasepool {…}`, `{…}` | blocks `synchronized` (header: `x`), `autoreleasepool`, `scope`; offset at `@` |
/// | `x = v`, `x += v`, `self.frame = r` | `Stmt.assignment` (offset at the operator); in a condition too (`if ((self = [super init]))`) |
/// | `[x setFrame:r];` as a statement | `Stmt.assignment` to `x.frame`, op `=`, offset at `setFrame` |
/// | `[r sel:a b:c]` | `.call(callee: .member(r, "sel"), [a, b: c])`, offsets at `sel`; the member is the Swift base name as for declarations (`[t insertRowsAtIndexPaths:p withRowAnimation:a]` -> `insertRows`, `[n transitionLayoutWithAnimation:…]` -> `transitionLayout`); the first argument is labelled by the phrase split off without `with` (`[ASBackgroundLayoutSpec backgroundLayoutSpecWithChild:c background:b]` -> `child: c, background: b`) or by a known spelling; extra variadic arguments unlabelled |
/// | `[self view]`, `[super didLoad]` | `.call(.member(.selfRef, "view"), [])`, `.call(.member(.superRef, "didLoad"), [])` |
/// | `[UIScreen mainScreen]`, `[ASInsetLayoutSpec insetLayoutSpecWithInsets:i child:c]` | receiver `.name("UIScreen")`; `.call(.member(.name("ASInsetLayoutSpec"), "insetLayoutSpec"), [insets: i, child: c])` |
/// | `[[X alloc] init…]`, `[X new]` | `.call(.name("X"), …)` at `X`, arguments labelled as Swift's initializer (`initWithTarget:action:` -> `target`, `action`) |
/// | `[x initWithFrame:f]`, `[super initWithNode:n]` | `.call(.member(x, "init"), [frame: f])` |
/// | `self.view`, `_node.view`, `UIScreen.mainScreen`, `super.view`, `self->_x` | `.member(base, name)` at the member name |
/// | `_node` (an instance variable used bare) | `.name("_node", .unresolved)` |
/// | locals, parameters, block parameters | `LocalDecl` with the written type; uses are `.name(n, .local(id))` |
/// | `self`, `super` | `.selfRef`, `.superRef` |
/// | `^{…}`, `^ASCellNode *(X *x){…}`, C++ `[&](int x){…}` | `.closure` with its own `Body` (kind `closure`) and parameters; no captures (`__weak typeof(self) weakSelf = self` is a local whose initializer is `self`) |
/// | `f(a)`, `dispatch_async(q, ^{…})`, `block(x)` | `.call(.name("f"), [a])` |
/// | a macro use (`ASLockScopeSelf()`, `NSAssert(c, @"…")`, `MAX(a, b)`, `kPadding`, `@weakify(self)`) | `.call(.name(macro), [arguments written in the parentheses])`, or `.name(macro)` without parentheses; `nil`/`NULL` and `YES`/`NO` are literals |
/// | `a[i]`, `self.items[i]` | `.subscript` at `[` |
/// | `@[a, b]`, `@{k: v}` | `.collection` (dictionary keys and values alternate); `@(x)` is `.unary("@", x)` |
/// | `a + b * c`, `c ? a : b`, `a ?: b`, `!x`, `i++` | `.sequence` (flat, parentheses nest), `.unary` |
/// | `(CGRect){o, s}`, `{1, 2}` | `.call(.name("CGRect"), [o, s])` (a construction, as in Swift), `.tuple` |
/// | `(UIView *)x`, `(__bridge id)x`, `(x)` | `x` (casts and parentheses are dropped) |
/// | `@selector(tap:)`, `@protocol(P)`, `@encode(T)`, `@available(…)` | `.pound("selector", [.name("tap:")])`, `protocol`, `encode`, `available` |
/// | literals | `.literal` (`@"…"` and C strings `string`, numbers, `YES`/`true` `boolean`, `nil` `nil`) |
/// | anything else | `.unknown` with the sub-expressions found |
///
/// Not mapped: C++ classes and their methods in Objective-C++ (not linted), enums and structs
/// (no rule needs them), code in inactive `#if` branches (clang sees one configuration), GNU
/// statement expressions `({ … })` (`.unknown`), nesting deeper than `ObjCMapper.maximumDepth`
/// (`.unknown`/`other`), and statements clang cannot read even after recovery (reported).
public enum ObjCFrontEnd {
    /// Parses one file. `arguments` are the file's compiler arguments (from compile_commands.json
    /// or `--objc-arg`); when empty, the file is parsed against nodelint's prelude instead of the
    /// SDK and Texture headers, and names the prelude does not know are declared in a second parse.
    ///
    /// Never fails: a file libclang cannot parse at all is returned with its comments and a
    /// `FrontEndProblem`; statements libclang had to drop are listed in one `FrontEndProblem`.
    /// Safe to call from several threads at once (each call has its own libclang index).
    public static func parse(path: String, bytes: [UInt8], arguments: [String]) -> SourceFile {
        run(path: path, bytes: bytes, arguments: arguments).file
    }

    /// `parse`, whether libclang crashed on the way, and the files the parses read besides the main file.
    /// A crash is libclang's crash recovery catching a signal (a stack overflow, an allocation refused
    /// under a memory limit) and giving up on the file; the process's state may be damaged after that,
    /// and a parse worker reports the crash and exits. The files read (`includedFiles`) are what the
    /// model depends on besides the file's bytes and its arguments, so that a cache of the model can
    /// tell whether it still holds; nil when no parse succeeded (the model then only says why, and the
    /// reason may not last).
    public static func parseRecordingInputs(path: String, bytes: [UInt8], arguments: [String])
        -> (file: SourceFile, includedFiles: [String]?, libclangCrashed: Bool) {
        let outcome = run(path: path, bytes: bytes, arguments: arguments)
        return (outcome.file, outcome.included, outcome.crashed)
    }

    /// The file's declarations, read without libclang by `DeclarationScanner`: types, their members
    /// and typealiases as `parse` maps them, without bodies (like `SwiftFrontEnd.parseDeclarations`),
    /// in a fraction of the time and with no risk from hostile input. `arguments` matter only for
    /// their `-D`/`-U` flags, which decide `#if`s. For files read only for the project index.
    public static func parseDeclarations(path: String, bytes: [UInt8], arguments: [String] = []) -> SourceFile {
        let tokens = SourceTokens(bytes: bytes)
        let file = SourceFile(path: path, language: .objectiveC, text: SourceText(bytes: bytes))
        let active = ActiveTokens(tokens, dialect: ObjCDialect.of(path: path, tokens: tokens), arguments: arguments)
        var scanner = DeclarationScanner(file: file, active: active)
        scanner.scan()
        return file
    }

    /// Why libclang could not be loaded, or nil when it is loaded; the first call loads it
    /// (Sources/CClang/include/CClang.h: it is not linked, so that runs without Objective-C need none).
    public static var libclangLoadError: String? {
        nodelint_libclang_load_error().map { String(cString: $0) }
    }

    /// Which libclang a parse would use, without loading it: the library file's path, size,
    /// modification time and inode (a new libclang, which may parse differently, is a new file), or
    /// `system` when the loader would search the system's library path. What a cache of libclang's
    /// models is keyed by; loading the library only to ask its version would cost more than the cache saves.
    public static let libclangIdentity: String = {
        guard let candidate = nodelint_libclang_candidate() else { return "system" }
        let path = String(cString: candidate)
        var info = stat()
        guard stat(path, &info) == 0 else { return "system" }
        #if os(Linux)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return "\(path) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(info.st_ino)"
    }()

    /// Why an Objective-C file was not parsed when libclang could not be loaded (`why`: the loader's
    /// reason, if known): the one wording, in the file's problem and in a lint run's failures.
    public static func libclangMissingMessage(_ why: String) -> String {
        "libclang could not be loaded" + (why.isEmpty ? "" : " (\(why))")
    }

    /// One parse of a file and what it gave.
    struct Attempt {
        var errors: [ClangError]
        var recoveryHeader: String?
        var droppedStatements: Int
    }

    /// Parses and maps `bytes`; while statements are dropped (and no real compiler arguments were
    /// given), parses again with recovery declarations for the names the parse could not find, and
    /// keeps the mapping that dropped the fewest statements. A file without dropped statements is
    /// parsed once, whatever errors it has: clang keeps the structure of code that does not type-check.
    static func run(path: String, bytes: [UInt8], arguments: [String])
        -> (file: SourceFile, attempts: [Attempt], included: [String]?, crashed: Bool) {
        let text = SourceText(bytes: bytes)
        let tokens = SourceTokens(bytes: bytes)
        let dialect = ObjCDialect.of(path: path, tokens: tokens)
        let mainPath = absolutePath(path)
        let parser = FileParser(mainPath: mainPath, bytes: bytes, dialect: dialect, compileArguments: arguments)
        var best: (file: SourceFile, dropped: [Int])?
        var attempts: [Attempt] = []
        var declarations = RecoveryDeclarations()
        var recoveryHeader: String?
        var failure: ParseFailure?
        var included = Set<String>()
        // Without libclang the file is not parsed: its problem says why, and the run goes on.
        let libclangMissing = libclangLoadError
        parses: for _ in 0..<(libclangMissing == nil ? FileParser.maximumParses : 0) {
            switch parser.parse(recovery: recoveryHeader) {
            case .failure(let f):
                failure = failure ?? f
                break parses
            case .success(let unit):
                included.formUnion(includedFiles(of: unit, mainPath: mainPath))
                let file = SourceFile(path: path, language: .objectiveC, text: text)
                let mapper = ObjCMapper(unit: unit, file: file, tokens: tokens, mainPath: mainPath)
                mapper.mapTranslationUnit(unit.tu)
                let errors = ClangDiagnostics.mainFileErrors(unit, locations: mapper.locations)
                attempts.append(Attempt(errors: errors, recoveryHeader: recoveryHeader, droppedStatements: mapper.droppedStatements.count))
                if best == nil || mapper.droppedStatements.count < best!.dropped.count { best = (file, mapper.droppedStatements) }
                guard !mapper.droppedStatements.isEmpty, arguments.isEmpty,
                      declarations.add(errors: errors, tokens: tokens, dialect: dialect) else { break parses }
                recoveryHeader = declarations.header
            }
        }
        let file = best?.file ?? SourceFile(path: path, language: .objectiveC, text: text)
        file.comments = tokens.comments.map { c in
            let text = String(decoding: bytes[c.start..<c.end], as: UTF8.self)
            return Comment(range: c.start..<c.end, text: text, isBlock: text.hasPrefix("/*"))
        }
        if let libclangMissing {
            file.problems.append(FrontEndProblem(offset: 0, message: libclangMissingMessage(libclangMissing) + "; the file is not linted"))
        } else if best == nil {
            file.problems.append(FrontEndProblem(offset: 0, message: (failure ?? ParseFailure(code: 1)).message))
        } else if let dropped = best?.dropped, let first = dropped.first {
            let what = counted(dropped.count, "statement")
            let hint = arguments.isEmpty ? "; give the file's compiler arguments (compile_commands.json) to read it all" : ""
            file.problems.append(FrontEndProblem(offset: first, message: "libclang could not read \(what) (the first is here); they are not linted\(hint)"))
        }
        return (file, attempts, best == nil ? nil : included.sorted(), failure?.code == Int(CXError_Crashed.rawValue))
    }

    /// The files a parse included, but the main file and nodelint's own prelude and recovery
    /// declarations (in memory, or compiled in the prelude's folder), whose contents nodelint's version
    /// and libclang's decide. Headers of the precompiled prelude are not listed by libclang.
    static func includedFiles(of unit: ClangUnit, mainPath: String) -> Set<String> {
        final class Found { var paths = Set<String>() }
        let found = Found()
        withExtendedLifetime(found) {
            clang_getInclusions(unit.tu, { file, _, _, data in
                guard let file, let data else { return }
                Unmanaged<Found>.fromOpaque(data).takeUnretainedValue().paths.insert(clang_getFileName(file).consume())
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        let preludeFolder = PrecompiledPrelude.directory + "/"
        return found.paths.filter { path in
            !path.isEmpty && path != mainPath && !path.hasPrefix("/nodelint-prelude/") && !path.hasPrefix(preludeFolder)
        }
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = FileManager.default.currentDirectoryPath
        return (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
    }
}

/// One file's parses: the arguments and unsaved files for the first parse and the recovery parse.
struct FileParser {
    let mainPath: String
    let bytes: [UInt8]
    let dialect: ObjCDialect
    let compileArguments: [String]

    static let recoveryPath = "/nodelint-prelude/NodeLintRecovery.h"
    static let options = CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
        | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles.rawValue

    /// At most this many parses per file: the first, and recovery parses while they find new names.
    static let maximumParses = 3

    func parse(recovery: String?) -> Result<ClangUnit, ParseFailure> {
        var unsaved = [ClangUnit.UnsavedFile(path: mainPath, bytes: bytes)]
        let arguments: [String]
        if compileArguments.isEmpty {
            var pch = PrecompiledPrelude.path(for: dialect)
            if pch == nil { unsaved.append(ClangUnit.UnsavedFile(path: Prelude.path, bytes: Array(Prelude.text.utf8))) }
            var extra: [String] = []
            if let recovery = recovery {
                unsaved.append(ClangUnit.UnsavedFile(path: Self.recoveryPath, bytes: Array(recovery.utf8)))
                extra.append(Self.recoveryPath)
            }
            var result = ClangUnit.parse(mainPath: mainPath, arguments: ParseArguments.prelude(dialect, pch: pch, extraIncludes: extra),
                                         unsaved: unsaved, options: Self.options)
            if case .failure(let failure) = result, failure.code == Int(CXError_ASTReadError.rawValue), pch != nil {
                // An unreadable PCH (another build wrote it, the disk filled up): use the text, now
                // and for every later file.
                PrecompiledPrelude.markUnusable(dialect)
                pch = nil
                unsaved.append(ClangUnit.UnsavedFile(path: Prelude.path, bytes: Array(Prelude.text.utf8)))
                result = ClangUnit.parse(mainPath: mainPath, arguments: ParseArguments.prelude(dialect, pch: nil, extraIncludes: extra),
                                         unsaved: unsaved, options: Self.options)
            }
            return result
        }
        arguments = ParseArguments.fromCompileCommand(compileArguments, dialect: dialect)
        return ClangUnit.parse(mainPath: mainPath, arguments: arguments, unsaved: unsaved, options: Self.options)
    }
}

extension ObjCFrontEnd {
    /// The errors of each parse of a file and the recovery declarations it was given, as text: for
    /// tests and for investigating a file.
    static func diagnose(path: String, bytes: [UInt8], arguments: [String] = []) -> [String] {
        let text = SourceText(bytes: bytes)
        var out: [String] = []
        for (i, attempt) in run(path: path, bytes: bytes, arguments: arguments).attempts.enumerated() {
            out.append("parse \(i + 1): \(counted(attempt.droppedStatements, "dropped statement"))")
            if let header = attempt.recoveryHeader { out += header.split(separator: "\n").map { "  recovery: " + $0 } }
            out += attempt.errors.map { "  error \(text.position(of: $0.offset)) \($0.message)" }
        }
        return out
    }
}
