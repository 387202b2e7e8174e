import Lib
import XCTest

final class WorkerTests: XCTestCase {
    func testWeakWorkerIsFreed() {
        let worker = Worker()
        worker.startWeakly()
        worker.onTick?()
        XCTAssertEqual(worker.ticks, 1)
    }

    func testProcessRuns() throws { XCTAssertEqual(try runTrue(), 0) }
}

final class SeededLeakTests: XCTestCase {
    var handler: (() -> Void)?

    func testLeaksAWorker() {
        let worker = Worker()  // SEEDED-LEAK: Worker -> onTick -> Worker
        worker.start()
        worker.onTick?()
    }

    func testKeepsItself() { handler = { _ = self.name } }  // SEEDED-LEAK: the test keeps a closure that keeps it
}
