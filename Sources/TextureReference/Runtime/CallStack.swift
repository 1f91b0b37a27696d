import Foundation
#if os(Linux) && canImport(Runtime)
@_spi(Internal) import Runtime
#endif

/// The real call stack of the current thread, captured when the model observes something and
/// symbolicated from the binary's DWARF line tables (the toolchain's `Runtime` module).
///
/// This is how violations are located: a Swift property getter such as `node.view` cannot take a
/// `#line` argument, but the getter's caller is on the stack, and in a debug build the return address
/// maps to the exact line (and column) of the `.view` token. The innermost frame whose source file is
/// not part of TextureReference is the offending user line.
///
/// Limits: needs debug info and an unoptimized build (SwiftPM's debug configuration; `-O` inlines
/// frames away); Linux only (the `Runtime` module on macOS needs macOS 26 — elsewhere `isAvailable` is
/// false and violations carry no location).
final class CallStack {
    struct Frame {
        /// Mangled symbol name of the function.
        var rawName: String
        var location: SourceLocation?
        /// The frame belongs to TextureReference itself.
        var isModel: Bool
        /// A line of user code (scenario, test, app): has a real location outside the model.
        var isUser: Bool { location != nil && !isModel }
    }

    static var isAvailable: Bool {
        #if os(Linux) && canImport(Runtime)
        return true
        #else
        return false
        #endif
    }

    /// Code addresses, innermost first (return addresses already adjusted to the call instruction).
    private let addresses: [UInt64]
    private var symbolicated: [Frame] = []
    private let lock = NSLock()

    private init(addresses: [UInt64]) { self.addresses = addresses }

    /// Captures the calling thread's stack: addresses only (tens of microseconds); frames are
    /// symbolicated one by one when asked for, and cached for the whole process.
    static func capture() -> CallStack {
        #if os(Linux) && canImport(Runtime)
        guard let backtrace = try? Backtrace.capture(limit: 96, images: SymbolicationSupport.imageMap) else {
            return CallStack(addresses: [])
        }
        return CallStack(addresses: backtrace.frames.compactMap { UInt64($0.adjustedProgramCounter) })
        #else
        return CallStack(addresses: [])
        #endif
    }

    /// Frames from the innermost (the capture point) outwards, symbolicated lazily: iterating stops
    /// paying as soon as the caller stops iterating.
    var frames: LazyFrames { LazyFrames(stack: self) }

    struct LazyFrames: Sequence {
        let stack: CallStack
        func makeIterator() -> AnyIterator<Frame> {
            var index = 0
            return AnyIterator {
                defer { index += 1 }
                return stack.frame(at: index)
            }
        }
    }

    private func frame(at index: Int) -> Frame? {
        guard index < addresses.count else { return nil }
        lock.lock()
        defer { lock.unlock() }
        while symbolicated.count <= index {
            symbolicated.append(Self.frame(forAddress: addresses[symbolicated.count]))
        }
        return symbolicated[index]
    }

    /// The innermost line of user code: where a violation is reported.
    var userLocation: SourceLocation? { frames.first(where: { $0.isUser })?.location }

    /// The innermost line of user code that is not inside an initializer of a node or view-controller
    /// class: the line that *constructs* the object (`FeedController()` in a background closure).
    func userLocation(skippingInitializers: Bool) -> SourceLocation? {
        guard skippingInitializers else { return userLocation }
        return frames.first(where: { $0.isUser && InitializerFrames.owner(ofFrameNamed: $0.rawName) == nil })?
            .location
    }

    private static let cacheLock = NSLock()
    private static var cache: [UInt64: Frame] = [:]

    /// Symbolicates once per address for the whole process. The cache lock is held while computing:
    /// node blocks hit the same new addresses on many threads at once, and symbolication is serialized
    /// anyway (`SymbolicationSupport.lock`), so waiting for the first thread beats repeating its work.
    private static func frame(forAddress address: UInt64) -> Frame {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cache[address] { return cached }
        var frame = Frame(rawName: "", location: nil, isModel: false)
        #if os(Linux) && canImport(Runtime)
        if let found = SymbolicationSupport.symbol(ofCodeAddress: address) {
            var location = found.location
            if location == nil, found.name.hasSuffix("fc"), !found.name.hasPrefix(SymbolicationSupport.modelSymbolPrefix) {
                location = SymbolicationSupport.nearestPrecedingLine(before: address, maxDistance: found.offset,
                                                                     inFunction: found.name)
            }
            let isModel = found.name.hasPrefix(SymbolicationSupport.modelSymbolPrefix)
                || (location.map { $0.path.hasPrefix(SymbolicationSupport.modelSourceRoot) } ?? false)
            frame = Frame(rawName: found.name, location: location, isModel: isModel)
        }
        #endif
        cache[address] = frame
        return frame
    }
}

#if os(Linux) && canImport(Runtime)
/// Shared state for symbolication: the process image map (captured once) and a lock, since the
/// symbolicator caches DWARF data internally.
enum SymbolicationSupport {
    static let lock = NSRecursiveLock()
    static let imageMap: ImageMap = ImageMap.capture()

    /// The architecture name `Backtrace` expects.
    static var architecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }

    /// `.../Sources/TextureReference/`: frames in files under it are the model's own.
    static let modelSourceRoot: String = {
        // This file is Sources/TextureReference/Runtime/CallStack.swift.
        let runtimeDirectory = (#filePath as NSString).deletingLastPathComponent
        return (runtimeDirectory as NSString).deletingLastPathComponent + "/"
    }()

    /// The function and source location an exact code address maps to (a function's entry maps to
    /// its declaration line; the column is kept for call sites).
    static func symbol(ofCodeAddress address: UInt64) -> (name: String, location: SourceLocation?, offset: Int)? {
        lock.withLock {
            let backtrace = Backtrace(architecture: architecture,
                                      frames: [RichFrame<UInt64>.programCounter(address)],
                                      images: imageMap)
            guard let frame = backtrace.symbolicated(with: imageMap)?.frames.first,
                  let symbol = frame.symbol else { return nil }
            let location = symbol.sourceLocation.flatMap { source -> SourceLocation? in
                guard source.line > 0, !source.path.hasPrefix("<") else { return nil }
                return SourceLocation(path: source.path, line: source.line, column: source.column)
            }
            return (symbol.rawName, location, symbol.offset)
        }
    }

    static func location(ofCodeAddress address: UInt64) -> (name: String, location: SourceLocation?)? {
        symbol(ofCodeAddress: address).map { ($0.name, $0.location.map { SourceLocation(path: $0.path, line: $0.line) }) }
    }

    /// Mangled names of the model's own functions start with this.
    static let modelSymbolPrefix = "$s16TextureReference"

    /// An implicit initializer (the compiler writes one for a class that declares none) runs the
    /// stored-property initializers, but its call instructions are on line 0 of the line table. The
    /// last row with a real line before the call is the property's declaration: that is the line.
    static func nearestPrecedingLine(before address: UInt64, maxDistance: Int,
                                     inFunction rawName: String) -> SourceLocation? {
        guard maxDistance > 0 else { return nil }
        for distance in 1...min(maxDistance, 512) {
            guard let found = location(ofCodeAddress: address - UInt64(distance)), found.name == rawName else {
                return nil
            }
            if let location = found.location { return location }
        }
        return nil
    }

    /// Load address of the main executable's image.
    static var mainImageBase: UInt64? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              let image = imageMap.first(where: { $0.path == executable }) else { return nil }
        return UInt64(image.baseAddress)
    }
}
#endif
