// truth: leaks Controller
import Foundation
final class Downloader {
    var callbacks: [String: [(String) -> Void]] = [:]
    func fetch(_ url: String, completion: @escaping (String) -> Void) {
        callbacks[url, default: []].append(completion)
    }
}
final class Controller {
    let downloader = Downloader()
    var photo: String?
    func load() {
        downloader.fetch("cat.png") { self.photo = $0 } // expected-warning [retain-cycle]
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().load() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
