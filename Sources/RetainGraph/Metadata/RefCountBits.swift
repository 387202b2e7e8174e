import CSwiftRuntime

/// A native Swift object's strong reference count, decoded from its reference-count word the
/// way the runtime lays it out on 64-bit Linux (`RefCount.h`): inline bits, or a side-table
/// pointer (objects with weak references) whose entry holds the same bits. Every word is read
/// only after the mapping check, so a stale object gives a wrong number, never a crash.
enum RefCountBits {
    /// StrongExtraRefCount: 30 bits from bit 33; the count is that plus one.
    static let strongExtraShift: UInt = 33
    static let strongExtraMask: UInt = (1 << 30) - 1
    /// UseSlowRC (bit 63) with SideTableMark (bit 62): the low 62 bits, shifted left by 3, point
    /// at the side-table entry.
    static let useSlowRC: UInt = 1 << 63
    static let sideTableMask: UInt = (1 << 62) - 1

    /// Where a side-table entry keeps its counts, after the object pointer (and, in this
    /// runtime, one more word: 16). Measured once on a live probe against `swift_retainCount`
    /// rather than assumed, so a runtime that moves it is noticed.
    static let sideTableCountsOffset: UInt = {
        final class Probe {}
        let probe = Probe()
        let holders = [probe, probe]
        weak var watcher = probe
        defer { withExtendedLifetime((holders, watcher)) {} }
        let address = UInt(bitPattern: Unmanaged.passUnretained(probe).toOpaque())
        let expected = Int(swift_retainCount(UnsafeRawPointer(bitPattern: address)!))
        let bits = UnsafeRawPointer(bitPattern: address)!.load(fromByteOffset: 8, as: UInt.self)
        guard bits & useSlowRC != 0, let entry = UnsafeRawPointer(bitPattern: (bits & sideTableMask) << 3) else {
            return 16
        }
        for offset in [16, 8, 24] {
            let counts = entry.load(fromByteOffset: offset, as: UInt.self)
            if Int((counts >> strongExtraShift) & strongExtraMask) + 1 == expected { return UInt(offset) }
        }
        return 16
    }()

    /// The strong count of the object at `address`; nil when a word it needs is not readable.
    static func strongCount(of address: UInt, memory: ReadableMemory) -> Int? {
        guard memory.contains(address + 8, length: 8) else { return nil }
        var bits = Raw.word(address + 8)
        if bits == UInt.max { return Int.max / 2 }  // immortal
        if bits & useSlowRC != 0 {
            let entry = (bits & sideTableMask) << 3
            let counts = entry + sideTableCountsOffset
            guard entry != 0, memory.contains(counts, length: 8) else { return nil }
            bits = Raw.word(counts)
            if bits == UInt.max { return Int.max / 2 }
        }
        return Int((bits >> strongExtraShift) & strongExtraMask) + 1
    }
}
