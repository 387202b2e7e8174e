/// Object address to node index: open addressing with linear probing and a multiplicative
/// hash. The graph walk looks up every reference it reads, so this is its hottest path; the
/// standard Dictionary's seeded SipHash costs several times more per lookup.
struct AddressTable {
    private var keys: [UInt]
    private var values: [Int32]
    private var mask: Int
    private var shift: UInt
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
        shift = UInt(64 - size.trailingZeroBitCount)
    }

    @inline(__always)
    private func slot(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The index stored for `key` (never 0), or nil.
    @inline(__always)
    func value(for key: UInt) -> Int32? {
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for a `key` that is not in the table yet.
    mutating func insert(_ key: UInt, _ value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        var i = slot(key)
        while keys[i] != 0 { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let size = keys.count * 2
        keys = [UInt](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
        shift = UInt(64 - size.trailingZeroBitCount)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 { insert(k, v) }
    }
}
