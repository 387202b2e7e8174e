import Foundation

/// Reads and writes the JSON files the tracked processes and `capcheck leaks` exchange.
enum ReportFile {
    /// Writes `value` as JSON to `path` atomically (a temporary file renamed into place), with
    /// POSIX calls only: the exit scan runs while the process is ending.
    static func write<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let temporary = path + ".partial"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        var written = 0
        let ok = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            while written < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                written += n
            }
            return true
        }
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

extension LeakTracker {
    /// Environment variable: how long the exit scan waits for threads to end, in milliseconds.
    static let threadGraceVariable = "CAPCHECK_LEAKS_THREAD_GRACE_MS"
    /// Environment variable: "1" to add `file:line` to allocation backtraces.
    static let sourceLocationsVariable = "CAPCHECK_LEAKS_SOURCE_LOCATIONS"

    /// The scan the tracker runs when the process exits: every leaked set and leaked thread,
    /// written as JSON to `reportPath`. Returns 0 when the report was written.
    package static func scanAtExit(reportPath: String) -> Int32 {
        guard let tracker = TrackerInterface.shared else { return 1 }
        var options = LeakScanOptions()
        options.sourceLocations = getenv(sourceLocationsVariable).map { String(cString: $0) == "1" } ?? false
        let graceMilliseconds = getenv(threadGraceVariable).flatMap { Int(String(cString: $0)) } ?? 100
        let report = HeapScan(tracker: tracker, options: options)
            .run(checkpoint: nil, threadGrace: .milliseconds(max(0, graceMilliseconds)))
        do {
            try ReportFile.write(report, to: reportPath)
            return 0
        } catch {
            return 1
        }
    }
}
