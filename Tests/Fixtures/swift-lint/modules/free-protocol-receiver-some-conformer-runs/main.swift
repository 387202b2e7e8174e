// truth: frees Downloader
// The look-alike of cycle-protocol-receiver-keeps: not every conforming type keeps the
// handler, so lint claims nothing, and the monitor given here keeps none.
final class Downloader {
    let monitor: any Monitor
    var online = false
    init(monitor: any Monitor) { self.monitor = monitor }
    func start() {
        monitor.observe { self.online = $0 }
    }
    deinit { print("DEINIT Downloader") }
}
do { Downloader(monitor: FixedMonitor()).start() }
print("END")
