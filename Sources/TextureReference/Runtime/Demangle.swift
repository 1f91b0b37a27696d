import Foundation

// The Swift runtime's own demangler (exported by libswiftCore on every platform).
@_silgen_name("swift_demangle")
private func _swiftDemangle(_ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int,
                            _ outputBuffer: UnsafeMutablePointer<CChar>?,
                            _ outputBufferSize: UnsafeMutablePointer<Int>?,
                            _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// Full demangling of a Swift symbol, e.g. `$s9Scenarios4CellCACycfc` → `Scenarios.Cell.init() -> Scenarios.Cell`.
/// Returns the input when it is not a Swift symbol.
func demangleSwiftSymbol(_ symbol: String) -> String {
    symbol.withCString { pointer in
        guard let result = _swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return symbol }
        defer { free(result) }
        return String(cString: result)
    }
}
