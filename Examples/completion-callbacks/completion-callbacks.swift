// completion-callbacks (Swift): completion closures kept per URL in a downloader's dictionary
// keep whatever they capture alive until the download ends; a cycle when the caller owns the
// downloader.
//
// What to look at
//   PhotoViewController owns its Downloader. `fetch` stores the completion closure in
//   `callbacks[url]`, the closure uses self:
//       PhotoViewController -> Downloader -> dictionary -> array -> closure context -> PhotoViewController
//   RetainGraph folds the dictionary and the array into one edge label, `callbacks["cat.png"][0]`.
//   While the download is pending, dropping the controller frees nothing. When the downloader
//   finishes the URL and REMOVES the entry, the cycle is broken and the controller goes away.
//   If the download never finishes, it never does. `[weak self]` avoids the question.
//
// Run: capcheck examples --only completion-callbacks --explain
import Foundation

final class Downloader {
    private(set) var callbacks: [String: [(String) -> Void]] = [:]

    func fetch(_ url: String, completion: @escaping (String) -> Void) {
        callbacks[url, default: []].append(completion)
    }

    /// Calls and forgets every completion waiting for `url`.
    func finish(_ url: String) {
        for completion in callbacks.removeValue(forKey: url) ?? [] { completion("data of \(url)") }
    }
}

final class PhotoViewController {
    let name: String
    let downloader = Downloader()
    var photo: String?

    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }

    func loadStrongly() { downloader.fetch("cat.png") { data in self.photo = data } }
    func loadWeakly() { downloader.fetch("dog.png") { [weak self] data in self?.photo = data } }
}

func completionCallbacks() {
    var strong: PhotoViewController? = PhotoViewController(name: "strong controller")
    strong?.loadStrongly()
    weak let probe = strong
    strong = nil
    print("strong controller: dropped while pending, still alive: \(probe != nil)")  // expected-output: strong controller: dropped while pending, still alive: true
    if let probe { printRetainCycles(from: [probe]) }
    // expected-cycle@-1 {{PhotoViewController -> Downloader -> closure context -> PhotoViewController}}
    probe?.downloader.finish("cat.png")      // expected-output: strong controller: deinit
    print("strong controller: download finished, gone: \(probe == nil)")  // expected-output: strong controller: download finished, gone: true

    var weakly: PhotoViewController? = PhotoViewController(name: "weak controller")
    weakly?.loadWeakly()
    weakly = nil                             // expected-output: weak controller: deinit
    print("weak controller: dropped while pending")   // expected-output: weak controller: dropped while pending
}
