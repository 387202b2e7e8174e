import Foundation

/// The compiler flags SwiftPM used for each Swift module of a built package, read from the
/// build manifest it leaves in `.build/debug.yaml` (or `release.yaml`): for a file, the other
/// sources of its module and the flags that decide how it type-checks (module name, search
/// paths, C module maps, defines, language mode).
package struct SwiftPackageFlags: Sendable {
    /// One module's compile command.
    package struct Module: Sendable {
        package var sources: [String]
        package var arguments: [String]
    }
    private var modules: [Module] = []

    /// Why a package's flags could not be read.
    package struct Problem: Error, CustomStringConvertible, Sendable {
        /// What went wrong.
        package var description: String
    }

    /// Reads the manifest of the package at `packageDirectory`.
    package init(packageDirectory: String) throws {
        let build = URL(fileURLWithPath: packageDirectory).appendingPathComponent(".build")
        guard let manifest = Self.manifest(in: build.path),
            let text = try? String(contentsOfFile: manifest, encoding: .utf8)
        else {
            throw Problem(
                description: "no .build/debug.yaml or .build/release.yaml: build the package first (swift build)")
        }
        modules = Self.modules(in: text)
        if modules.isEmpty { throw Problem(description: "\(manifest) holds no Swift compile commands") }
    }

    /// The build manifest of the last build in `build` (a `.build` folder): `debug.yaml` or
    /// `release.yaml`, the newer when both are there (`swift build -c release` after a debug build
    /// leaves the debug manifest's module paths behind).
    package static func manifest(in build: String) -> String? {
        let candidates = ["debug.yaml", "release.yaml"].map { build + "/" + $0 }.compactMap { path -> (String, Date)? in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return (path, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return candidates.max { $0.1 < $1.1 }?.0
    }

    /// Flags and sibling sources for `file` (none when no module of the package compiles it).
    package func flags(for file: String) -> [String] {
        let path = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        guard let module = modules.first(where: { $0.sources.contains(path) }) else { return [] }
        return module.sources.filter { $0 != path } + Self.relevant(module.arguments)
    }

    package static func modules(in manifest: String) -> [Module] {
        var modules: [Module] = []
        var inputs: [String] = []
        var inSwiftCommand = false
        for line in manifest.split(separator: "\n") {
            if line.hasPrefix("  \"") {
                inSwiftCommand = line.hasPrefix("  \"C.") && line.contains(".module\"")
                inputs = []
            } else if inSwiftCommand, line.hasPrefix("    inputs: ") {
                inputs = array(line.dropFirst("    inputs: ".count))
            } else if inSwiftCommand, line.hasPrefix("    args: ") {
                let arguments = array(line.dropFirst("    args: ".count))
                let sources = inputs.filter { $0.hasSuffix(".swift") }
                if arguments.first?.hasSuffix("swiftc") == true, !sources.isEmpty {
                    modules.append(
                        Module(
                            sources: sources.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path },
                            arguments: arguments))
                }
            }
        }
        return modules
    }

    private static func array(_ text: Substring) -> [String] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]) ?? []
    }

    /// The flags that change how a file type-checks; build-only flags (outputs, incremental
    /// state, parallelism, debug info) are left out.
    package static func relevant(_ arguments: [String]) -> [String] {
        let withValue: Set<String> = [
            "-module-name", "-I", "-F", "-D", "-Xcc", "-swift-version", "-package-name",
            "-module-cache-path", "-target", "-sdk", "-enable-experimental-feature",
            "-enable-upcoming-feature", "-Xfrontend", "-plugin-path", "-load-plugin-executable",
        ]
        let alone: Set<String> = ["-enable-testing", "-parse-as-library", "-application-extension"]
        var kept: [String] = []
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            if withValue.contains(argument), i + 1 < arguments.count {
                if argument == "-Xfrontend" {
                    kept.append(arguments[i + 1])
                } else {
                    kept += [argument, arguments[i + 1]]
                }
                i += 2
                continue
            }
            if alone.contains(argument) || argument.hasPrefix("-D") && argument.count > 2 { kept.append(argument) }
            i += 1
        }
        return kept
    }
}
