// truth: frees Controller
import Foundation
final class Downloader {
    var last: String?
    func fetch(_ url: String, completion: @escaping (String) -> Void) {
        // Declared escaping, but only called: nothing keeps it.
        completion("data of \(url)")
    }
    func fetchLater(_ url: String, completion: @escaping (String) -> Void) {
        DispatchQueue.global().async { completion(url) }
    }
}
final class Controller {
    let downloader = Downloader()
    var photo: String?
    func load() {
        downloader.fetch("cat.png") { self.photo = $0 }
        downloader.fetchLater("dog.png") { self.photo = $0 }
    }
    deinit { print("DEINIT Controller") }
}
do { Controller().load() }

RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("END")
exit(0)
