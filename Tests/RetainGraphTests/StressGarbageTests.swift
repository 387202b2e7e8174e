import Foundation
import Testing

@testable import RetainGraph

@Suite struct StressGarbageTests {
    /// Addresses that are not objects (unmapped, unaligned, random bytes, fake metadata that
    /// looks like a class or a closure context) become opaque nodes; nothing crashes.
    @Test func garbagePointersBecomeOpaqueNodesWithoutCrashing() {
        var random = SeededRandom(seed: 7)
        let words = 4096
        let buffer = UnsafeMutablePointer<UInt>.allocate(capacity: words)
        defer { buffer.deallocate() }
        let base = UInt(bitPattern: buffer)
        var roots: [UInt] = [0x10, 0x7fff_ffff_0000, base + 3, 0xdead_beef_0000]
        for round in 0..<300 {
            for i in 0..<words {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: buffer[i] = UInt.random(in: 0..<UInt.max, using: &random)
                case 1: buffer[i] = base + 8 * UInt.random(in: 0..<UInt(words), using: &random)  // points inside
                // metadata kinds
                case 2: buffer[i] = UInt([0, 0x400, 0x500, 0x200, 0x201, 0x303].randomElement(using: &random)!)
                case 3: buffer[i] = 16  // a descriptor kind value
                case 4: buffer[i] = UInt(bitPattern: Int(Int32.random(in: -64...64, using: &random)))
                default: buffer[i] = 0
                }
            }
            roots.append(base + 8 * UInt(round % words))
            let graph = GraphBuilder.build(roots: roots, configuration: .default)
            #expect(graph.nodes.count >= roots.count)
            _ = ReportBuilder(graph: graph, configuration: .default).report()
            roots.removeLast()
        }
    }
}
