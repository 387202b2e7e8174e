import Foundation
import Testing

/// A cycle whose only holder leaked outside any cycle (an over-retain nothing balances) is a
/// leak the reference balance cannot see: the holder looks held from outside the heap. The scan
/// of the program's roots must find it, and must still find the holders that a global, a
/// thread's stack or C memory points at.
@Suite struct LeakedHolderTests {
    /// Type names in the report's cycles, without the module.
    static func reportedTypes(_ cycles: [[String: Any]]) -> Set<String> {
        Set(
            cycles.flatMap { cycle in
                ((cycle["nodes"] as? [[String: Any]]) ?? []).compactMap {
                    ($0["typeName"] as? String)?.split(separator: ".").last.map(String.init)
                }
            })
    }

    @Test func aCycleBehindALeakedHolderIsReportedAndOneBehindARootedHolderIsNot() async throws {
        let ws = try Workspace()
        let program = try await LeaksCommandTests.build("leaked-holder", in: ws)
        let result = try await ws.capcheck("leaks", "--format", "json", "--", program)
        #expect(result.stderr.contains("END"))
        // The program's truth: nothing of it is ever freed.
        let neverFreed = LeaksCommandTests.leakedTypes(in: result.stderr)
        let behind = ["BehindLostHolder", "InLostList"]
        let alive = ["BehindRootedHolder", "BehindCHeldHolder", "BehindStackHolder"]
        #expect(neverFreed.isSuperset(of: behind + alive + ["LostHolder", "LostListHolder"]), "\(neverFreed)")
        try await LeaksCommandTests.expectValidReport(result.stdout)
        let cycles = try #require(try result.json()["cycles"] as? [[String: Any]])
        let reported = Self.reportedTypes(cycles).intersection(behind + alive)
        #expect(reported == Set(behind), "\(result.stdout)")
        #expect(cycles.count == 2)
        // Each names the holder that leaked with it; that holder is in no cycle, so no set of its own.
        for cycle in cycles {
            let holders = try #require(cycle["leakedHolders"] as? [String], "\(cycle)")
            #expect(holders.count == 1 && holders[0].contains("Holder at 0x"), "\(holders)")
            #expect(holders[0].contains("1 reference from no root"), "\(holders)")
        }
        #expect(!Self.reportedTypes(cycles).contains("Holder"))
        #expect(result.status == 1)
    }
}
