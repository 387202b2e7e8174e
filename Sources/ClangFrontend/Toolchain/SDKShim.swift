import Foundation
import SDKStandIn

#if canImport(Glibc)
    import Glibc
#endif

/// The Objective-C SDK stand-in capcheck parses with on machines that have no Apple SDK.
///
/// It is a directory of hand-written headers (Foundation, UIKit, CoreFoundation, dispatch, the
/// Objective-C runtime...) shipped as package resources, found through ordinary include search
/// and never force-included: a file that declares its own `NSObject` parses exactly as written.
/// Frameworks the shim does not know get empty stand-in headers in a per-user directory behind
/// every other include path, so a missing framework is never fatal.
package struct SDKShim: Sendable {
    /// The shim's root (the directory holding `include/`).
    package let root: String
    /// Where empty stand-ins for unknown headers and modules are written.
    package let stubDirectory: String
    /// The test libraries' folders in `libraries/` (OCMock, Expecta, …): each is also searched for
    /// a bare header name (`<FBSnapshotTestCase.h>`), as CocoaPods' per-pod public header folders
    /// answer it.
    package let libraryFrameworks: [String]
    /// Where clang keeps the shim's precompiled modules between parses.
    package let moduleCacheDirectory: String
    /// A real Apple SDK that replaces the shim's SDK headers (`using(_:)`); nil for the shim.
    package private(set) var sdk: AppleSDK?

    /// How the shim's modules are built (beside `-fmodules` and the cache path).
    /// - `-fmodules-validate-system-headers`: the shim's modules are [system]; without it a
    ///   changed shim header would not invalidate the cached module.
    /// - No global module index: every parse read the cache's whole index (one record per module
    ///   ever built there, from every tree linted) to find identifiers in the few modules it
    ///   imports, which cost more the longer the cache was used.
    package static let moduleFlags = ["-fmodules-validate-system-headers", "-Xclang", "-fno-modules-global-index"]

    /// A shim rooted at `root`, writing stand-ins and module caches under `scratch` (a per-user
    /// directory in the system temporary directory by default).
    package init(root: String, scratch: String? = nil) {
        self.root = root
        let moduleMap = (try? String(contentsOfFile: root + "/include/module.modulemap", encoding: .utf8)) ?? ""
        // Stand-ins depend on what the shim provides (a stand-in module map for a framework the
        // shim later ships would clash with it): each version of the shim gets its own directory.
        // The flags modules are built with are part of it too: clang keeps modules built with
        // other flags (by another capcheck build) in the same place and can read them as stale.
        // So is where the headers are: clang's module hash leaves out header paths, and two
        // installs of one version (or a build and a copy of it) running at once would overwrite
        // each other's modules, which a parse then reads as out of date or broken.
        let version = SDKShim.fingerprint(
            moduleMap + SDKShim.moduleFlags.joined(separator: " ") + "\n" + root)
        let base = (scratch ?? SDKShim.defaultScratchDirectory()) + "/" + version
        stubDirectory = base + "/stubs"
        moduleCacheDirectory = base + "/modules"
        sdkModules = SDKShim.moduleNames(inMapAt: root + "/include/module.modulemap")
        libraryModules = SDKShim.moduleNames(inMapAt: root + "/libraries/module.modulemap")
        sdkFrameworks = SDKShim.listDirectories(in: root + "/include")
        libraryFrameworks = SDKShim.listDirectories(in: root + "/libraries").sorted()
        knownFrameworks = sdkFrameworks.union(libraryFrameworks)
        knownModules = sdkModules.union(libraryModules)
    }

    /// This shim with `sdk` (nil: none) in place of its SDK headers: the arguments name the SDK,
    /// and only what neither the SDK nor the test libraries' stand-ins have gets an empty stand-in.
    package func using(_ sdk: AppleSDK?) -> SDKShim {
        var copy = self
        copy.sdk = sdk
        return copy
    }

    /// Whether the SDK (the real one, else the shim) or a test library's stand-in has the module.
    package func providesModule(_ name: String) -> Bool {
        guard let sdk else { return knownModules.contains(name) }
        return libraryModules.contains(name) || sdk.provides(module: name)
    }

    /// The shim shipped with capcheck's resources (nil `root` directory when they are missing is
    /// not an error here: parses then see only the stand-ins).
    package static var bundled: SDKShim { bundledShim }

    /// The directory of the shim's headers, passed with `-isystem`.
    package var includeDirectory: String { root + "/include" }

    /// Wrappers of C++ standard headers that add what Apple's libc++ includes with them
    /// (`<vector>` brings `<memory>`, `<mutex>` `std::condition_variable`): searched before the
    /// machine's C++ library in C++ and Objective-C++, without a real SDK.
    package var cxxDirectory: String { root + "/cxx" }

    /// True when the shim's headers are where `root` says.
    package var isAvailable: Bool {
        FileManager.default.fileExists(atPath: includeDirectory + "/Foundation/Foundation.h")
    }

    /// The directory of the third-party test libraries' stand-ins (OCMock, OCMockito, Expecta,
    /// Specta, OCHamcrest, FBSnapshotTestCase, KIF), searched after a project's own headers: a
    /// tree that vendors one of them reads its own copy.
    package var librariesDirectory: String { root + "/libraries" }

    /// Framework folders of the SDK and of the test libraries.
    package let knownFrameworks: Set<String>
    /// Modules the stand-in provides: the SDK's and the test libraries'.
    package let knownModules: Set<String>
    /// Modules and framework folders of the Apple SDK only: a project never provides these.
    package let sdkModules: Set<String>
    package let sdkFrameworks: Set<String>
    /// Modules of the test libraries: a project that ships one provides it itself.
    package let libraryModules: Set<String>

    /// Compiler arguments (language mode, ARC, runtime, include paths, missing-framework stubs)
    /// for parsing `source` (the file's text) written in `language`.
    ///
    /// Objective-C gets ARC (`arc`; without it `-fno-objc-arc -fobjc-weak`, as a file written for
    /// manual retain-release is built: the caller decides) with an Apple runtime
    /// flag (`-fobjc-runtime=ios-13.0`: an Apple target triple would make clang look for Darwin's
    /// C headers, which Linux does not have),
    /// the shim through `-isystem`, modules (so `@import` works and the shim is compiled once per
    /// machine, not once per file) and the stand-in directory through `-idirafter`. C gets
    /// `-fblocks` and the machine's headers; the shim's C-only headers (dispatch, CoreFoundation)
    /// come after the system's, so they only fill gaps.
    ///
    /// `before stand-ins` are directories searched after the shim and the system but before the
    /// empty stand-ins (a project's own headers).
    ///
    /// With `virtualStandIns`, nothing is written: the stand-ins are searched for in the two
    /// folders it names (angled, then quoted), which the caller fills with `standIns(for:)`'s
    /// files as unsaved files; `moduleCache` then replaces the shared module cache.
    ///
    /// The test libraries in `hiding` (those a tree ships itself) are not searched for bare
    /// header names.
    ///
    /// With an `sdk`, the real Apple SDK replaces the shim: its target triple and `-isysroot`,
    /// and none of the shim's SDK folders (the test libraries' stand-ins stay: they are not part
    /// of an SDK). Its precompiled modules get a cache of their own.
    package func arguments(
        for language: SourceLanguage, source: String, beforeStandIns: [String] = [],
        virtualStandIns: (angled: String, quoted: String)? = nil, moduleCache: String? = nil, arc: Bool = true,
        hiding: Set<String> = []
    ) -> [String] {
        let error = ["-ferror-limit=0"]
        var late = beforeStandIns.flatMap { ["-idirafter", $0] }
        if language.isObjectiveC {
            late += ["-idirafter", librariesDirectory]
            late += libraryFrameworks.filter { !hiding.contains($0) }.flatMap {
                ["-idirafter", librariesDirectory + "/" + $0]
            }
        }
        if let virtualStandIns {
            late += ["-idirafter", virtualStandIns.angled, "-idirafter", virtualStandIns.quoted]
        } else {
            writeStubs(for: ImportScanner.scan(source))
            late += ["-idirafter", stubDirectory]
        }
        var moduleCacheDirectory = moduleCache ?? self.moduleCacheDirectory
        let arc = arc ? ["-fobjc-arc"] : Self.withoutARC
        if let sdk {
            moduleCacheDirectory += "/sdk-" + SDKShim.fingerprint(sdk.path)
            switch language {
            case .c, .cxx:
                return (language == .c ? ["-x", "c"] : ["-x", "c++", "-std=gnu++17"]) + ["-fblocks"]
                    + sdk.compilerArguments + error + late
            case .objectiveC, .objectiveCxx:
                return
                    (language == .objectiveC ? ["-x", "objective-c"] : ["-x", "objective-c++", "-std=gnu++17"])
                    + ["-fblocks"] + arc + sdk.compilerArguments
                    + [
                        "-fmodules", "-fmodules-cache-path=" + moduleCacheDirectory,
                        "-fmodules-validate-system-headers",
                    ]
                    + late + error
            }
        }
        switch language {
        case .c, .cxx:
            return (language == .c ? ["-x", "c"] : ["-x", "c++", "-std=gnu++17", "-isystem", cxxDirectory])
                + ["-fblocks"] + error + ["-idirafter", includeDirectory] + late
        case .objectiveC, .objectiveCxx:
            var arguments =
                language == .objectiveC
                ? ["-x", "objective-c"]
                : ["-x", "objective-c++", "-std=gnu++17"]
            arguments += ["-fblocks"] + arc + ["-fobjc-runtime=ios-13.0"]
            arguments +=
                [
                    "-fmodules", "-fmodules-cache-path=" + moduleCacheDirectory,
                ] + SDKShim.moduleFlags
            if language.isCxx { arguments += ["-isystem", cxxDirectory] }
            arguments += ["-isystem", includeDirectory] + late
            arguments += error
            return arguments
        }
    }

    /// The flags of a file built without ARC; `-fobjc-weak` keeps `__weak` meaningful, as it is
    /// in such files.
    package static let withoutARC = ["-fno-objc-arc", "-fobjc-weak"]

    /// Declarations for what `diagnostics` say is missing (unknown classes, selectors, types),
    /// to be parsed in front of the file on a second pass; nil when nothing can be recovered.
    ///
    /// Pass every main-file diagnostic seen so far (of all passes): the prelude covers all of
    /// them, so each pass's prelude replaces the previous one. Hand it to clang with
    /// `preludeArguments(path:)` so the main file's line numbers stay what they are.
    package func recoveryPrelude(for diagnostics: [Diagnostic], source: String) -> String? {
        var planner = RecoveryPlanner(source: source, knownModules: knownModules)
        // A real SDK may lack a framework the shim has: declare instead of importing it then.
        if let sdk { planner.providesHeader = { sdk.provides(header: $0) } }
        return planner.prelude(for: diagnostics)
    }

    /// The path a recovery prelude for `path` is handed to libclang under (an unsaved file).
    package func preludePath(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? "source"
        return stubDirectory + "/.recovery/" + name + ".prelude.h"
    }

    /// Arguments that make clang read the recovery prelude (kept in memory under
    /// `preludePath(for:)`) before the file at `path`.
    package func preludeArguments(path: String) -> [String] {
        ["-include", preludePath(for: path)]
    }

    /// Parses with recovery: calls `parse` with no prelude, then, while the errors name things
    /// a prelude can declare and the prelude keeps growing, again with the prelude (at most
    /// `maxPasses` parses in all). Returns the last parse's result and the prelude it used.
    package func parseRecovering<Result>(
        source: String,
        maxPasses: Int = 4,
        parse: (_ prelude: String?) throws -> (result: Result, diagnostics: [Diagnostic])
    ) rethrows -> (result: Result, prelude: String?) {
        var (result, diagnostics) = try parse(nil)
        var seen = diagnostics.filter(Self.isRecoverable)
        var prelude: String?
        var passes = 1
        while passes < maxPasses, seen.contains(where: { $0.severity >= .error }) {
            guard let next = recoveryPrelude(for: seen, source: source), next != prelude else { break }
            prelude = next
            (result, diagnostics) = try parse(next)
            passes += 1
            let fresh = diagnostics.filter(Self.isRecoverable)
            if !fresh.contains(where: { $0.severity >= .error }) { break }
            seen += fresh
        }
        return (result, prelude)
    }

    /// The diagnostics a recovery prelude answers: the main file's, and a superclass that a
    /// header of the project names but no header declares (the class would otherwise be a root
    /// class, and every message to `super` and every inherited member an error).
    static func isRecoverable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.isInMainFile
            || (diagnostic.message.hasPrefix("cannot find interface declaration for ")
                && diagnostic.message.contains(", superclass of "))
    }

    // MARK: - Stand-ins for unknown frameworks

    /// Creates empty headers and module maps for what `imports` names and neither the shim nor
    /// the machine provides. Files are written once and atomically (rename), so parallel
    /// parses never see a half-written stand-in.
    package func writeStubs(for imports: ImportScanner.Imports) {
        for header in imports.angled where needsStub(angled: header) {
            writeOnce(stubDirectory + "/" + header, contents: "/* capcheck: empty stand-in for <\(header)> */\n")
        }
        for header in imports.quoted where needsStub(quoted: header) {
            writeOnce(stubDirectory + "/" + header, contents: "/* capcheck: empty stand-in for \"\(header)\" */\n")
        }
        for (module, submodules) in imports.modules where !providesModule(module) {
            writeModuleMap(module: module, submodules: submodules)
        }
    }

    /// The stand-ins for `imports` as in-memory files under `angled` and `quoted` (the folders
    /// given to `arguments(virtualStandIns:)`): an empty header for each include that neither
    /// the shim nor the machine provides, and an empty module for each unknown `@import`.
    /// Nothing touches the disk, so runs and projects share nothing and the same input always
    /// gives the same stand-ins.
    package func standIns(for imports: ImportScanner.Imports, angled: String, quoted: String) -> [UnsavedFile] {
        var files: [String: String] = [:]
        for header in imports.angled where needsStub(angled: header) {
            files[angled + "/" + header] = "/* capcheck: empty stand-in for <\(header)> */\n"
        }
        for header in imports.quoted where needsStub(quoted: header) {
            files[quoted + "/" + header] = "/* capcheck: empty stand-in for \"\(header)\" */\n"
        }
        for (module, submodules) in imports.modules where !providesModule(module) {
            // No `umbrella "."`: clang cannot list an in-memory folder.
            var text = "// capcheck: empty stand-in for the module \(module)\n"
            text += "module \(module) [system] {\n  export *\n"
            for submodule in submodules.sorted() { text += "  module \(submodule) { export * }\n" }
            files[angled + "/" + module + "/module.modulemap"] = text + "}\n"
        }
        return files.keys.sorted().map { UnsavedFile(path: $0, contents: files[$0]!) }
    }

    /// Whether the SDK stand-in or the test libraries hold `header` (`Framework/Name.h`).
    package func provides(header: String) -> Bool {
        FileManager.default.fileExists(atPath: includeDirectory + "/" + header) || providesLibrary(header: header)
    }

    /// Whether the test libraries hold `header`: `Library/Name.h`, or a bare `Name.h` in one of them.
    private func providesLibrary(header: String) -> Bool {
        FileManager.default.fileExists(atPath: librariesDirectory + "/" + header)
            || (!header.contains("/")
                && libraryFrameworks.contains {
                    FileManager.default.fileExists(atPath: librariesDirectory + "/" + $0 + "/" + header)
                })
    }

    private func needsStub(angled header: String) -> Bool {
        guard ImportScanner.isSafeRelativePath(header) else { return false }
        if let sdk {
            return !sdk.provides(header: header) && !providesLibrary(header: header)
        }
        if let framework = header.split(separator: "/").first.map(String.init), header.contains("/"),
            knownFrameworks.contains(framework)
        {
            return !provides(header: header)
        }
        if provides(header: header) { return false }
        return !SDKShim.systemIncludeDirectories.contains {
            FileManager.default.fileExists(atPath: $0 + "/" + header)
        }
    }

    private func needsStub(quoted header: String) -> Bool {
        // A quoted include is looked up next to the including file first, so a stand-in
        // behind every include path only answers when the project's own header is missing.
        guard ImportScanner.isSafeRelativePath(header) else { return false }
        if let sdk {
            return !sdk.provides(header: header) && !providesLibrary(header: header)
        }
        return !provides(header: header)
    }

    private func writeModuleMap(module: String, submodules: Set<String>) {
        let path = stubDirectory + "/" + module + "/module.modulemap"
        var all = submodules
        if let existing = try? String(contentsOfFile: path, encoding: .utf8) {
            all.formUnion(SDKShim.submoduleNames(in: existing))
            if all == SDKShim.submoduleNames(in: existing) { return }
        }
        var text = "// capcheck: empty stand-in for the module \(module)\n"
        text += "module \(module) [system] {\n  umbrella \".\"\n  export *\n"
        for submodule in all.sorted() { text += "  module \(submodule) { export * }\n" }
        text += "}\n"
        writeAtomically(path, contents: text)
    }

    private func writeOnce(_ path: String, contents: String) {
        if FileManager.default.fileExists(atPath: path) { return }
        writeAtomically(path, contents: contents)
    }

    private func writeAtomically(_ path: String, contents: String) {
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = directory + "/.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// A short stable hash (FNV-1a) of `text`.
    package static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    package static func submoduleNames(in moduleMap: String) -> Set<String> {
        var names = Set<String>()
        for line in moduleMap.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("  module "), trimmed.hasPrefix("module ") else { continue }
            let name = trimmed.dropFirst("module ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    package static func moduleNames(inMapAt path: String) -> Set<String> {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var names = Set<String>()
        // `extern module X "X/module.modulemap"`: the test libraries' and pods' maps in their folders.
        for line in text.split(separator: "\n") where line.hasPrefix("module ") || line.hasPrefix("extern module ") {
            let rest =
                line.hasPrefix("extern ") ? line.dropFirst("extern module ".count) : line.dropFirst("module ".count)
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    package static func listDirectories(in path: String) -> Set<String> {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        return Set(
            entries.filter { entry in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path + "/" + entry, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            })
    }

    /// The machine's C include directories (a header found there needs no stand-in).
    package static let systemIncludeDirectories: [String] = {
        var directories = [
            "/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include/aarch64-linux-gnu", "/usr/include",
        ]
        let clangRoot = "/usr/lib/llvm-14/lib/clang"
        if let versions = try? FileManager.default.contentsOfDirectory(atPath: clangRoot) {
            directories += versions.map { clangRoot + "/" + $0 + "/include" }
        }
        return directories
    }()

    package static func defaultScratchDirectory() -> String {
        var temporary = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        if temporary.hasSuffix("/") { temporary.removeLast() }
        return temporary + "/capcheck-\(getuid())"
    }

    private static let bundledShim: SDKShim = SDKShim(root: locateBundledRoot())

    /// The shipped stand-in's root (or `CAPCHECK_SDK`).
    package static func locateBundledRoot() -> String { SDKStandIn.root() }
}
