import CLeakScan
import RetainGraph

/// What the program's roots hold: the words of writable memory outside the tracked objects
/// (globals, thread stacks with their thread-local storage, this thread's registers, and C
/// memory, taken as alive) that point at tracked objects. Read first in a scan, before the scan
/// itself allocates memory that holds object addresses (which would look like roots).
final class ProgramRoots {
    private let roots: OpaquePointer

    /// Scans the roots now; nil when the scan could not get the memory it needs.
    init?(tracker: TrackerInterface) {
        guard let roots = withUnsafePointer(to: tracker.functions, { clk_roots_scan($0) }) else { return nil }
        self.roots = roots
    }

    deinit { clk_roots_free(roots) }

    /// Bytes of memory read.
    var bytesRead: Int { clk_roots_bytes_read(roots) }

    /// Whether `address` was a tracked object when the roots were read (objects made later may
    /// be referenced from roots that were read before they existed).
    func wasTracked(_ address: UInt) -> Bool { clk_roots_was_tracked(roots, address) != 0 }

    /// Whether a root references `address`, not counting the words inside `objects`: heap
    /// objects the walk reads (whose references are edges of the graph) that the tracker does
    /// not know, such as collection storage the standard library allocates for itself.
    func references(_ address: UInt, outside objects: HeapBlocks) -> Bool {
        var locations = [UInt](repeating: 0, count: 3)
        let count = clk_roots_locations(roots, address, &locations, 3)
        // More references than were kept: some are outside, surely enough.
        if count > 3 { return true }
        return locations.prefix(count).contains { !objects.contains($0) }
    }

    /// The memory of the graph's objects that the tracker did not know when the roots were
    /// read: a word there was read as a root but is an edge.
    func untrackedBlocks(of graph: HeapGraph) -> HeapBlocks {
        var blocks: [(start: UInt, end: UInt)] = []
        for n in 0..<graph.count {
            let address = graph.address(n)
            guard !wasTracked(address) else { continue }
            let end = clk_roots_block_end(roots, address)
            if end > address { blocks.append((address, end)) }
        }
        return HeapBlocks(blocks)
    }
}

/// Address ranges of heap blocks, for "does this word lie inside one of them".
struct HeapBlocks {
    private let starts: [UInt]
    private let ends: [UInt]

    init(_ blocks: [(start: UInt, end: UInt)]) {
        let sorted = blocks.sorted { $0.start < $1.start }
        starts = sorted.map(\.start)
        ends = sorted.map(\.end)
    }

    func contains(_ address: UInt) -> Bool {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= address { low = mid + 1 } else { high = mid }
        }
        return low > 0 && address < ends[low - 1]
    }
}
