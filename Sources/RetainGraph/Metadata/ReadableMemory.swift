import Foundation

/// The process's readable address ranges, from `/proc/self/maps`. Every pointer the walker
/// follows is checked against it first, so a torn or garbage pointer becomes an opaque node
/// instead of a segmentation fault.
struct ReadableMemory {
    private var starts: [UInt] = []
    private var ends: [UInt] = []
    /// Readable ranges mapped from a file (program and libraries): where type descriptors live.
    private var imageStarts: [UInt] = []
    private var imageEnds: [UInt] = []
    /// How many times the map may still be re-read during one walk: memory mapped after the
    /// last read (a new malloc arena) is only found by reading the map again.
    private var refreshesLeft = 8

    init() { reload() }

    /// No ranges at all (a placeholder until a walk hands over its map).
    init(empty: ()) { refreshesLeft = 0 }

    /// Re-reads `/proc/self/maps`.
    mutating func reload() {
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        imageStarts.removeAll(keepingCapacity: true)
        imageEnds.removeAll(keepingCapacity: true)
        // /proc files report size 0: read until EOF ourselves.
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
            if n > 0 {
                data.append(contentsOf: chunk[0..<n])
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var lineStart = 0
            let count = raw.count
            while lineStart < count {
                var lineEnd = lineStart
                while lineEnd < count && raw[lineEnd] != 0x0A { lineEnd += 1 }
                parseLine(raw, lineStart, lineEnd)
                lineStart = lineEnd + 1
            }
        }
    }

    private mutating func parseLine(_ raw: UnsafeRawBufferPointer, _ from: Int, _ to: Int) {
        // "start-end perms offset dev inode path"
        var i = from
        func hex() -> UInt? {
            var value: UInt = 0
            var digits = 0
            while i < to {
                let c = raw[i]
                let d: UInt
                switch c {
                case 0x30...0x39: d = UInt(c - 0x30)
                case 0x61...0x66: d = UInt(c - 0x61 + 10)
                default: return digits > 0 ? value : nil
                }
                value = value << 4 | d
                digits += 1
                i += 1
            }
            return digits > 0 ? value : nil
        }
        guard let start = hex(), i < to, raw[i] == 0x2D else { return }
        i += 1
        guard let end = hex(), i + 1 < to, raw[i] == 0x20 else { return }
        guard raw[i + 1] == 0x72 else { return }  // 'r'
        // The path is the first field starting with '/' after the permissions.
        var j = i + 1
        while j < to && raw[j] != 0x2F { j += 1 }
        if j < to {
            if let last = imageEnds.last, last == start {
                imageEnds[imageEnds.count - 1] = end
            } else {
                imageStarts.append(start)
                imageEnds.append(end)
            }
        }
        if let last = ends.last, last == start {
            ends[ends.count - 1] = end  // merge adjacent ranges: fewer probes
        } else {
            starts.append(start)
            ends.append(end)
        }
    }

    /// Whether `length` bytes at `address` lie in one readable range (re-reading the map once
    /// in a while when an address is not known yet).
    mutating func isReadable(_ address: UInt, length: Int) -> Bool {
        if contains(address, length: length) { return true }
        guard refreshesLeft > 0 else { return false }
        refreshesLeft -= 1
        reload()
        return contains(address, length: length)
    }

    /// Whether `length` bytes at `address` lie in memory mapped from a file: type descriptors,
    /// field records and capture descriptors are always there, never on the heap.
    mutating func isInImage(_ address: UInt, length: Int) -> Bool {
        if Self.contains(address, length: length, imageStarts, imageEnds) { return true }
        guard refreshesLeft > 0 else { return false }
        refreshesLeft -= 1
        reload()
        return Self.contains(address, length: length, imageStarts, imageEnds)
    }

    func contains(_ address: UInt, length: Int) -> Bool {
        Self.contains(address, length: length, starts, ends)
    }

    private static func contains(_ address: UInt, length: Int, _ starts: [UInt], _ ends: [UInt]) -> Bool {
        guard address >= 4096, address < 0x8000_0000_0000 else { return false }
        var lo = 0
        var hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= address { lo = mid + 1 } else { hi = mid }
        }
        let index = lo - 1
        guard index >= 0 else { return false }
        let (end, overflow) = address.addingReportingOverflow(UInt(length))
        return !overflow && end <= ends[index]
    }
}
