import Foundation
import Lib
import Testing

@Test func weakWorkerIsFine() {
    let worker = Worker()
    worker.startWeakly()
    #expect(worker.ticks == 0)
}

@Test func trapsInAChild() async { await #expect(processExitsWith: .failure) { fatalError("on purpose") } }

@Test func exitsCleanlyInAChild() async { await #expect(processExitsWith: .success) { exit(0) } }

@Test func exitsWithACodeInAChild() async { await #expect(processExitsWith: .exitCode(3)) { exit(3) } }

@Test func scansAwkwardCapturesInAChild() async {
    await #expect(processExitsWith: .success) {
        keepAwkwardCaptures()
        exit(0)
    }
}
