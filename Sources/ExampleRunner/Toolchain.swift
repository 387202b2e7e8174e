import ChildProcess
import Foundation
import LintDriver

/// The compilers and libraries the C examples are built with.
///
/// C examples are compiled with `clang-14 -fblocks … -lBlocksRuntime`. The run-loop examples use
/// the real CoreFoundation run loop: on Linux it ships inside the Swift toolchain
/// (`libFoundation.so` exports the C API; its headers sit in the runtime resource directory),
/// so an example that includes `<CoreFoundation/CoreFoundation.h>` or `<dispatch/dispatch.h>`
/// is built against the toolchain the runner itself was built with.
package struct Toolchain: Sendable {
    /// The C compiler.
    package var clang: String
    /// The Swift runtime resource directory (`…/usr/lib/swift`), when a Swift toolchain is found.
    package var swiftResourceDirectory: String?

    /// Finds clang-14 (or clang) on `PATH` and the Swift toolchain through `swiftc`.
    package static func discover() async throws -> Toolchain {
        guard let clang = ChildProcess.find("clang-14", fallbacks: ["/usr/bin/clang-14"]) ?? ChildProcess.find("clang")
        else {
            throw ExampleRunnerError.missingTool(
                name: "clang-14", hint: "install it with `apt-get install clang-14 libblocksruntime-dev`")
        }
        return Toolchain(clang: clang, swiftResourceDirectory: await swiftResourceDirectory())
    }

    /// The toolchain's resource directory, from `swiftc -frontend -print-target-info` (the same
    /// answer as the driver's, but the driver leaves a TemporaryDirectory.* folder behind in the
    /// user's temporary folder on every run).
    private static func swiftResourceDirectory() async -> String? {
        guard let swiftc = ChildProcess.find("swiftc"),
            let info = try? await runProgram(swiftc, ["-frontend", "-print-target-info"], timeout: 30),
            info.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any],
            let paths = json["paths"] as? [String: Any],
            let resource = paths["runtimeResourcePath"] as? String
        else { return nil }
        return resource
    }

    /// Include flags a C file needs to be parsed (the same for compiling and analysing).
    package func includeFlags(for source: String) -> [String] {
        guard needsToolchainLibraries(source), let resource = swiftResourceDirectory else { return [] }
        return ["-I", resource]
    }

    /// Whether `source` uses CoreFoundation or libdispatch from the Swift toolchain.
    func needsToolchainLibraries(_ source: String) -> Bool {
        source.contains("<CoreFoundation/") || source.contains("<dispatch/")
    }

    /// The full clang command line that builds `file` into `output`.
    func compileArguments(file: String, source: String, output: String) throws -> [String] {
        var args = ["-fblocks", "-std=gnu11", "-Wall", "-Wextra", "-Wno-unused-parameter", "-O0", "-g"]
        args += includeFlags(for: source)
        args += [file, "-o", output]
        if needsToolchainLibraries(source) {
            guard let resource = swiftResourceDirectory else {
                throw ExampleRunnerError.missingTool(
                    name: "Swift toolchain",
                    hint: "\(file) uses CoreFoundation, which on Linux comes with Swift; put swiftc on PATH")
            }
            let libraries = resource + "/linux"
            args += ["-L", libraries, "-Wl,-rpath," + libraries, "-lFoundation", "-ldispatch"]
        }
        args += ["-lBlocksRuntime", "-lpthread"]
        return args
    }
}
