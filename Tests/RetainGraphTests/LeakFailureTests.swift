import Testing

@testable import RetainGraph
@testable import RetainGraphTesting

@Suite struct LeakFailureTests {
    static let location = LeakSourceLocation(
        fileID: "Mod/PollerTests.swift", filePath: "/src/PollerTests.swift", line: 12, column: 2)

    static func thread(frames count: Int) -> LeakedThread {
        LeakedThread(
            tid: 4242, name: "poller",
            frames: (0..<count).map { StackFrame(address: UInt64($0), function: "f\($0)", image: "libX.so") },
            isParkedInRunLoop: true)
    }

    @Test func messageNamesTheTestTheThreadAndItsTopEightFrames() {
        let failure = LeakFailure(
            testName: "PollerTests/stops()", sourceLocation: Self.location,
            leakedThreads: [Self.thread(frames: 11)], reportPath: "/reports/x.json")
        let lines = failure.message.split(separator: "\n").map(String.init)
        #expect(lines.first == "PollerTests/stops() leaked 1 thread:")
        #expect(lines[1] == "  thread 4242 \"poller\" started in f10, parked in a run loop in f0")
        #expect(lines[2...9].map { $0.trimmingCharacters(in: .whitespaces) } == (0..<8).map { "f\($0) in libX.so" })
        #expect(lines[10].hasSuffix("... 3 more frames"))
        #expect(lines.last == "report: /reports/x.json")
    }

    @Test func messageNamesSurvivorsWithTheirCycles() {
        let cycle = RetainCycle(
            nodes: [RetainNode(typeName: "M.Worker", address: "0x10"), RetainNode(typeName: "closure context")],
            edges: [RetainEdge(label: "handler"), RetainEdge(label: "capture self")])
        let failure = LeakFailure(
            testName: "T/t()", sourceLocation: Self.location,
            survivingObjects: [
                SurvivingObject(
                    typeName: "M.Worker", address: "0x10",
                    expectedAt: "PollerTests.swift:30", cycleIndices: [0]),
                SurvivingObject(typeName: "M.Other", address: "0x20", expectedAt: "PollerTests.swift:31"),
            ],
            cycles: [cycle])
        let message = failure.message
        #expect(message.contains("T/t() left 2 objects alive"))
        #expect(message.contains("M.Worker -[handler]-> closure context -[capture self]-> M.Worker"))
        #expect(message.contains("M.Other at 0x20 (expected gone, PollerTests.swift:31): not in a retain cycle"))
    }

    @Test func aSurvivorWithoutACycleIsNotCalledCycleFreeWhenTheWalkWasIncomplete() {
        var failure = LeakFailure(
            testName: "T/t()", sourceLocation: Self.location,
            survivingObjects: [SurvivingObject(typeName: "M.Other", address: "0x20", expectedAt: "T.swift:31")])
        #expect(failure.message.contains("not in a retain cycle, something outside keeps it"))
        failure.walkWarnings = ["could not read the captures of closure context: generic closure context not read"]
        let message = failure.message
        #expect(!message.contains("not in a retain cycle"))
        #expect(message.contains("no retain cycle found, but the walk could not follow every reference"))
        #expect(message.contains("  could not read the captures of closure context: generic closure context not read"))
    }

    @Test func topFunctionSkipsTheCLibraryWaitWrappers() {
        let thread = LeakedThread(
            tid: 1, name: "x",
            frames: [
                StackFrame(address: 1, function: "ppoll", image: "libc.so.6"),
                StackFrame(address: 2, function: "__CFRunLoopServiceFileDescriptors", image: "libFoundation.so"),
            ], isParkedInRunLoop: true)
        #expect(thread.topFunction == "__CFRunLoopServiceFileDescriptors")
        #expect(ThreadLeakCheck.matches("Poller.run()", "Poller.run"))
        #expect(ThreadLeakCheck.matches("Poller.run()", "Poller.run()"))
        #expect(!ThreadLeakCheck.matches("Poller.runAgain()", "Poller.run"))
    }
}
