import CSwiftRuntime

/// The generic parameters of a closure, rebuilt from its capture descriptor's metadata sources
/// (`x` comes from binding 0, `q_` from binding 1, ...), so that capture types such as `T?` or
/// `[T]` can be resolved with the runtime's `swift_getTypeByMangledNameInEnvironment`.
///
/// The runtime reads a generic environment as: u32 flags (number of depth levels in the low 12
/// bits, requirements above), a u16 cumulative parameter count per level, then one byte per
/// parameter (0x80: a type parameter with a key argument). Requirements are not needed to
/// substitute metadata, so none are declared.
final class GenericEnvironment {
    private let storage: UnsafeMutableRawPointer
    private let arguments: UnsafeMutablePointer<UnsafeRawPointer?>

    /// nil when a parameter's metadata does not come from a binding (or a level has a gap).
    init?(descriptor sources: UInt, sources count: Int, bindings: [UInt]) {
        var parameters: [Int: [Int: UInt]] = [:]  // depth -> index -> metadata
        for i in 0..<count {
            let record = sources + UInt(8 * i)
            let typeName = Raw.relative(record)
            let source = Raw.relative(record + 4)
            guard typeName != 0, source != 0,
                let (depth, index) = Self.genericParameter(typeName, length: MangledName.length(typeName)),
                let binding = Self.bindingIndex(source, length: MangledName.length(source)),
                binding < bindings.count
            else { continue }
            parameters[depth, default: [:]][index] = bindings[binding]
        }
        guard let maxDepth = parameters.keys.max() else { return nil }
        var counts: [Int] = []
        var flat: [UInt] = []
        for depth in 0...maxDepth {
            let level = parameters[depth] ?? [:]
            let size = (level.keys.max() ?? -1) + 1
            for index in 0..<size {
                guard let metadata = level[index], metadata != 0 else { return nil }
                flat.append(metadata)
            }
            counts.append(flat.count)
        }
        let levels = counts.count
        let bytes = 4 + 2 * levels + flat.count + 8
        storage = .allocate(byteCount: bytes, alignment: 8)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        storage.storeBytes(of: UInt32(levels), as: UInt32.self)
        for (i, c) in counts.enumerated() {
            storage.storeBytes(of: UInt16(c), toByteOffset: 4 + 2 * i, as: UInt16.self)
        }
        for i in 0..<flat.count {
            storage.storeBytes(of: UInt8(0x80), toByteOffset: 4 + 2 * levels + i, as: UInt8.self)
        }
        arguments = .allocate(capacity: max(flat.count, 1))
        for (i, m) in flat.enumerated() { arguments[i] = UnsafeRawPointer(bitPattern: m) }
    }

    deinit {
        storage.deallocate()
        arguments.deallocate()
    }

    /// The metadata of the type named at `address`, or nil.
    func resolve(_ address: UInt, length: Int) -> UInt? {
        switch MangledName.blockShape(address, length: length) {
        case .none, .bare: break
        case .optional: return resolve(address, length: length - 2)
        case .nested: return nil
        }
        // The environment declares no requirements: the runtime traps instead of failing on
        // associated types and packs it cannot look up there.
        guard MangledName.untrustedConstruct(address, length: length) == nil else { return nil }
        guard
            let result = swift_getTypeByMangledNameInEnvironment(
                UnsafePointer<CChar>(bitPattern: address)!, length, storage,
                UnsafePointer(arguments))
        else { return nil }
        return UInt(bitPattern: result)
    }

    /// `x` (0, 0), `q_` (0, 1), `q0_` (0, 2), `qz` (0, 0), `qd_0_` (1, 1)...
    static func genericParameter(_ address: UInt, length: Int) -> (Int, Int)? {
        let bytes = (0..<length).map { Raw.byte(address + UInt($0)) }
        if bytes == [UInt8(ascii: "x")] { return (0, 0) }
        guard bytes.first == UInt8(ascii: "q") else { return nil }
        var rest = bytes.dropFirst()
        if rest == [UInt8(ascii: "z")] { return (0, 0) }
        var depth = 0
        if rest.first == UInt8(ascii: "d") {
            rest = rest.dropFirst()
            guard let (d, after) = index(rest) else { return nil }
            depth = d + 1
            rest = after
        }
        guard let (i, after) = index(rest), after.isEmpty else { return nil }
        return (depth, depth == 0 ? i + 1 : i)
    }

    /// Mangling INDEX: `_` is 0, `N_` is N + 1.
    private static func index(_ bytes: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
        var value = 0
        var digits = 0
        var rest = bytes
        while let c = rest.first, c >= 0x30, c <= 0x39 {
            value = value * 10 + Int(c - 0x30)
            digits += 1
            rest = rest.dropFirst()
        }
        guard rest.first == UInt8(ascii: "_") else { return nil }
        return (digits == 0 ? 0 : value + 1, rest.dropFirst())
    }

    /// A closure-binding metadata source `B<n>` (optionally `_`-terminated): binding n.
    static func bindingIndex(_ address: UInt, length: Int) -> Int? {
        let bytes = (0..<length).map { Raw.byte(address + UInt($0)) }
        guard bytes.first == UInt8(ascii: "B"), bytes.count >= 2 else { return nil }
        var value = 0
        for c in bytes.dropFirst() {
            if c == UInt8(ascii: "_") { break }
            guard c >= 0x30, c <= 0x39 else { return nil }
            value = value * 10 + Int(c - 0x30)
        }
        return value
    }
}
