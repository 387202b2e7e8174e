import CaptureAnalyzer
import Findings
import Foundation
import Synchronization

/// The run's Swift type index (every file parsed, the module facts read), made when a file
/// first needs it: a run whose every Swift result is in the cache never reads the module.
///
/// Each file's cache key covers the index's fingerprint, and the fingerprint is a function of
/// the Swift files' paths, modules and contents (and the tool). The cache keeps the fingerprint
/// under a key over exactly those, so an unchanged set of files finds it without the read.
package final class SwiftModuleRead: Sendable {
    private let made: Mutex<SwiftTypeIndex?>
    private let make: @Sendable () -> SwiftTypeIndex
    /// The fingerprint of the index (`SwiftTypeIndex.fingerprint`), known before it is made
    /// when the cache kept it, else worked out when first asked for (a run without a cache
    /// never asks).
    package var fingerprint: String {
        known.withLock { known in
            if let known { return known }
            let fingerprint = index.fingerprint
            known = fingerprint
            return fingerprint
        }
    }
    private let known: Mutex<String?>

    /// An index already made.
    package init(_ index: SwiftTypeIndex) {
        made = Mutex(index)
        make = { index }
        known = Mutex(nil)
        hasFiles = true
    }

    /// The index of the Swift files at `paths`, read on `jobs` threads: now, unless `cache`
    /// holds its fingerprint for these files' paths and contents under `keyPrefix` (the tool
    /// and what else decides every result), in which case only when first asked for.
    package init(files paths: [String], jobs: Int, cache: ResultCache?, keyPrefix: String) {
        let make: @Sendable () -> SwiftTypeIndex = { SwiftTypeIndex(files: paths, jobs: jobs) }
        self.make = make
        hasFiles = !paths.isEmpty
        guard let cache, !paths.isEmpty else {
            made = Mutex(paths.isEmpty ? SwiftTypeIndex() : make())
            known = Mutex(nil)
            return
        }
        let key = Self.key(files: paths, jobs: jobs, prefix: keyPrefix)
        if let value = cache.lookupValue(key) {
            made = Mutex(nil)
            known = Mutex(value)
        } else {
            let index = make()
            made = Mutex(index)
            let fingerprint = index.fingerprint
            known = Mutex(fingerprint)
            cache.storeValue(fingerprint, for: key)
        }
    }

    /// The index, made now if it was not yet (other threads wait for it).
    package var index: SwiftTypeIndex {
        made.withLock { made in
            if let made { return made }
            let index = make()
            made = index
            return index
        }
    }

    /// Whether the files were parsed and the module read (false for a run without Swift files).
    package var isRead: Bool { hasFiles && made.withLock { $0 != nil } }
    private let hasFiles: Bool

    /// The key the fingerprint is kept under: every file's path, module and content.
    static func key(files paths: [String], jobs: Int, prefix: String) -> String {
        let parts = parallelMap(count: paths.count, jobs: max(1, jobs)) { i in
            let content = FileManager.default.contents(atPath: paths[i]).map { SHA256.hex($0) } ?? "unreadable"
            return paths[i] + "|" + SwiftModuleFacts.module(of: paths[i]) + "|" + content
        }
        return SHA256.hex((["swift-module-facts", prefix] + parts).joined(separator: "\n"))
    }
}
