import Findings
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Per-file lint results on disk, so an unchanged tree re-lints without parsing.
///
/// An entry is found by a key over everything that decides a file's result without parsing it:
/// the tool's build, the configuration, the compiler flags (and compilation database), the
/// file's path and its content. A file's result also depends on the headers it includes, which
/// only the parse knows, so (like ccache's direct mode) each entry records the headers the parse
/// read with their content hashes, and a lookup is a hit only if every one is unchanged.
/// Headers shipped inside the tool (the SDK shim) are covered by the tool's fingerprint instead.
package final class ResultCache: Sendable {
    /// The cache's root directory.
    package let directory: String
    private let entries: String
    private let headerHashes = Mutex<[String: String?]>([:])

    /// What is stored for one file.
    package struct Entry: Codable {
        package var findings: [Finding]
        package var blocks: Int
        /// Set when the file could not be analyzed (the message for `errors`).
        package var error: String?
        /// Set when the file was analyzed only in part (a header or module replaced by an empty
        /// stand-in, clang errors): its first cause. Findings are kept.
        package var incomplete: IncompleteFile?
        /// Set when the lost part is one `errors` lists too (a project header not found, a
        /// fatal error, nesting past clang's limit): the `errors` message.
        package var lostCode: String?
        /// Headers the parse read, and the SHA-256 of each.
        package var dependencies: [Dependency]
    }

    package struct Dependency: Codable {
        package var path: String
        /// The content's SHA-256, or `absent` for a header that must still not exist (a missing
        /// include the parse replaced with an empty stand-in: if it appears, the entry is stale).
        package var sha256: String
    }

    /// The recorded hash of a header that did not exist.
    package static let absent = "absent"

    /// Opens (creating if needed) a cache in `directory`.
    package init(directory: String) throws {
        self.directory = directory
        entries = directory + "/v1"
        do {
            try FileManager.default.createDirectory(atPath: entries, withIntermediateDirectories: true)
            // Keep the cache out of version control and backups without anyone having to ask.
            let ignore = directory + "/.gitignore"
            if !FileManager.default.fileExists(atPath: ignore) {
                try "*\n".write(toFile: ignore, atomically: true, encoding: .utf8)
            }
            let tag = directory + "/CACHEDIR.TAG"
            if !FileManager.default.fileExists(atPath: tag) {
                try "Signature: 8a477f597d28d172789f06886806bc55\n# capcheck lint result cache\n"
                    .write(toFile: tag, atomically: true, encoding: .utf8)
            }
        } catch {
            throw LintDriverError.badCacheDirectory(path: directory, reason: error.localizedDescription)
        }
    }

    /// The stored entry for `key`, if every header it depends on is unchanged.
    package func lookup(_ key: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(for: key)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data)
        else { return nil }
        for dependency in entry.dependencies where (hashOfHeader(dependency.path) ?? Self.absent) != dependency.sha256 {
            return nil
        }
        return entry
    }

    /// Stores `entry` under `key`; failures only cost a future miss, so they are ignored.
    package func store(_ entry: Entry, for key: String) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        writeAtomically(data, to: path(for: key))
    }

    /// A short text stored under `key` (not a file's entry: a fact of the run, such as the
    /// fingerprint of a set of Swift files' module facts), or nil.
    package func lookupValue(_ key: String) -> String? {
        FileManager.default.contents(atPath: path(for: key, suffix: ".txt")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Stores `value` under `key`, as `store` does an entry.
    package func storeValue(_ value: String, for key: String) {
        writeAtomically(Data(value.utf8), to: path(for: key, suffix: ".txt"))
    }

    private func writeAtomically(_ data: Data, to final: String) {
        // The entry's folder (one level below `entries`, which exists) is made once.
        let folder = (final as NSString).deletingLastPathComponent
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { return }
        // Write then rename, so a concurrent run never reads half an entry. Plain system calls:
        // Foundation's file writing makes a temporary file and renames it itself, twice the work.
        let temporary = final + ".tmp\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != data.count || rename(temporary, final) != 0 { unlink(temporary) }
    }

    /// Makes `hashOfHeader(path)` answer `hash` for the rest of the run: a dependency that is
    /// not a file (`ObjCImplementations.filesOfTheRun`) with the fingerprint it has in this run.
    package func pin(_ path: String, hash: String) {
        headerHashes.withLock { $0[path] = hash }
    }

    /// SHA-256 of a header's content, memoized for the run (many files include the same headers).
    /// nil when it cannot be read.
    package func hashOfHeader(_ path: String) -> String? {
        if let known = headerHashes.withLock({ $0[path] }) { return known }
        let hash = FileManager.default.contents(atPath: path).map { SHA256.hex($0) }
        headerHashes.withLock { $0[path] = hash }
        return hash
    }

    private func path(for key: String, suffix: String = ".json") -> String {
        "\(entries)/\(key.prefix(2))/\(key)\(suffix)"
    }
}
