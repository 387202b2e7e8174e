import ChildProcess
import Foundation

/// Builds the allocation tracker (`capcheck-tracker.c`, a package resource) into a shared
/// library with clang, once per source text and compiler, cached under the user's cache
/// directory. It is compiled here rather than by SwiftPM because SwiftPM links every library
/// product against the Swift runtime, and the tracker is preloaded into shells, compilers and
/// linkers too: it must depend on nothing but the C library.
enum TrackerBuild {
    /// Flags the tracker is built with (a test builds it with -Werror on top).
    static let flags = [
        "-O2", "-g", "-shared", "-fPIC", "-fvisibility=hidden", "-fno-omit-frame-pointer",
        "-Wall", "-Wextra", "-ldl", "-lpthread",
    ]

    /// The tracker's C source.
    static func source() throws(LeakRunError) -> String {
        guard let url = Bundle.module.url(forResource: "capcheck-tracker", withExtension: "c"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw .trackerBuildFailed("capcheck-tracker.c is missing from the package's resources")
        }
        return text
    }

    /// Path of the built tracker, building it when the cache does not have it yet.
    static func library() async throws(LeakRunError) -> String {
        let text = try source()
        guard let compiler = compiler() else { throw .noCompiler }
        let key = fnv1a(text + "\u{0}" + compiler + "\u{0}" + flags.joined(separator: " "))
        let directory = cacheDirectory()
        let library = "\(directory)/libcapcheck-tracker-\(String(key, radix: 16)).so"
        if FileManager.default.fileExists(atPath: library) { return library }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .trackerBuildFailed("cannot create \(directory): \(error.localizedDescription)")
        }
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let sourceFile = "\(directory)/capcheck-tracker-\(unique).c"
        let output = "\(library).\(unique)"
        defer { try? FileManager.default.removeItem(atPath: sourceFile) }
        do {
            try text.write(toFile: sourceFile, atomically: true, encoding: .utf8)
        } catch {
            throw .trackerBuildFailed("cannot write \(sourceFile): \(error.localizedDescription)")
        }
        let (status, messages) = await run(compiler, flags + ["-o", output, sourceFile])
        guard status == 0 else {
            try? FileManager.default.removeItem(atPath: output)
            throw .trackerBuildFailed("\(compiler) exited with \(status): \(messages)")
        }
        // Rename into place: concurrent builds each write their own file, the last one wins.
        guard rename(output, library) == 0 else {
            try? FileManager.default.removeItem(atPath: output)
            throw .trackerBuildFailed("cannot move the tracker to \(library)")
        }
        return library
    }

    /// `$CC` when set, else the clang of the Swift toolchain on PATH, else `clang` on PATH.
    static func compiler() -> String? {
        if let cc = ProcessInfo.processInfo.environment["CC"], !cc.isEmpty, let found = ChildProcess.find(cc) {
            return found
        }
        if let swiftc = ChildProcess.find("swiftc") {
            let clang = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("clang").path
            if FileManager.default.isExecutableFile(atPath: clang) { return clang }
        }
        return ChildProcess.find("clang")
    }

    /// `$XDG_CACHE_HOME/capcheck`, `~/.cache/capcheck`, or the temporary directory.
    static func cacheDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/capcheck" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/capcheck" }
        return FileManager.default.temporaryDirectory.appendingPathComponent("capcheck-cache").path
    }

    /// Runs a tool; its exit status and what it printed.
    static func run(_ tool: String, _ arguments: [String]) async -> (Int32, String) {
        do {
            let output = try await ChildProcess.run(tool, arguments)
            return (output.status, output.stdout + output.stderr)
        } catch {
            return (-1, "\(error)")
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: a cache key, not a checksum against tampering.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
