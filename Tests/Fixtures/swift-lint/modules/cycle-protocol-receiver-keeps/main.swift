// truth: leaks Downloader
// A receiver typed by a protocol of the module: every type of the module that conforms to it
// keeps the handler, so `monitor` keeps the closure, which keeps the downloader that keeps the
// monitor.
final class Downloader {
    let monitor: any Monitor
    var online = false
    init(monitor: any Monitor) { self.monitor = monitor }
    func start() {
        monitor.observe { self.online = $0 }  // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Downloader") }
}
do { Downloader(monitor: NetworkMonitor()).start() }
print("END")
