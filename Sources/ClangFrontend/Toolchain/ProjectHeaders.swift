import Foundation
import SDKStandIn

/// A source tree's own headers, found the way Xcode's header maps and CocoaPods' public header
/// folders would give them to the compiler, so a tree lints without `-I` flags.
///
/// Every header of the tree is reachable by its file name (`"FMDatabase.h"`, `<FMDatabase.h>`)
/// and as `<Module/Header.h>`, where the module is the header's folder name, the name of a
/// podspec above it, or a module declared by a module map above it; a longer path that ends the
/// header's (`<ccan/likely/likely.h>` for `lib/ccan/likely/likely.h`) finds it too. A module of the tree can be
/// imported (`@import Module;`) through its umbrella header. None of this touches the disk: clang
/// is handed small forwarding headers (`#import "/real/path.h"`) as in-memory files under a
/// virtual directory searched after the SDK's, so a system header always wins over a project
/// header of the same name. When two headers share a name, the one nearest the including file
/// answers.
package struct ProjectHeaders: Sendable {
    /// The tree's root directory (absolute).
    package let root: String
    /// The virtual directory the forwarding headers live in (never created on disk).
    package let virtualDirectory: String
    /// Header file name → the tree's headers with that name, sorted.
    package let byName: [String: [String]]
    /// Lowercased header file name → a header with that name.
    package let byLowercasedName: [String: String]
    /// Module name → (header file name → the header), one header per name.
    package let modules: [String: [String: String]]
    /// The libraries the SDK stand-in provides that the tree ships itself: their stand-ins are
    /// hidden (`SDKShim.arguments(hiding:)`, `hidingFiles`).
    package let shippedLibraries: Set<String>
    /// Lowercased `module/name` → the header, for includes that differ from it only in case.
    package let lowercasedModulePaths: [String: String]
    /// Module name → its umbrella header, for `@import Module;`.
    package let umbrellas: [String: String]
    /// Module name → its submodules as the module map clang is handed writes them, and their headers.
    package let submoduleMaps: [String: (text: String, headers: [String])]
    /// Stand-ins for what the tree's headers and prefix headers include.
    package let headerStandIns: [UnsavedFile]
    /// Headers the tree tests with `__has_include` that neither it, the SDK nor the machine
    /// provides: they get no stand-in, so the test is false, as in a build without them.
    package let absentProbes: Set<String>
    /// Macros the tree's headers define as such a test, with the headers each tests.
    package let probeMacros: [String: [String]]
    /// The dependency manifests at the tree's root (Podfile, podspecs, Cartfile,
    /// Package.swift): file name and text, to say which fetches a missing header's library.
    package let manifests: [(name: String, text: String)]
    /// Folder → the prefix header in it (the first by name).
    package let prefixHeaders: [String: String]
    /// The prefix headers that stop an ARC build with their own `#error` (`ARCRequirement`).
    package let prefixHeadersRefusingARC: Set<String>
    /// Folder → what the podspecs in it say about ARC (an empty list: they say nothing).
    package let podspecARC: [String: [PodspecARC]]
    /// Project folder → the prefix headers its Xcode build settings name (`GCC_PREFIX_HEADER`).
    package let configuredPrefixHeaders: [String: [String]]
    /// Header file name → the Xcode project (a path from the root) that takes it from the build's
    /// products: a build step makes it.
    package let builtHeaders: [String: String]
    /// The macros the tree's Xcode build settings define for the Debug configuration.
    package let buildSettings: BuildSettings
    /// The tree's Mach interface definitions by file name (`Helper.defs`), each as a path from
    /// the root.
    package let migDefinitions: [String: String]
    /// The tree's headers written in C++ and those that include one (by file name) without a
    /// `__cplusplus` guard: the `.mm` files that include them compile them as Objective-C++.
    package let cxxHeaders: Set<String>
    /// What each of the tree's headers and prefix headers includes, read once.
    package let headerImports: [String: ImportScanner.Imports]
    /// Header file name → the paths of three or more components those headers include.
    package let deepIncludes: [String: Set<String>]
    /// False when the walk stopped at `walkLimit`: headers it did not see can include anything.
    package let isComplete: Bool
    /// Forwarders that are the same for every file of the tree.
    private let sharedFiles: [UnsavedFile]
    /// `sharedFiles` by the header file name they answer.
    private let sharedByName: [String: [UnsavedFile]]

    /// File name extensions of headers.
    package static let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx"]

    /// Indexes the headers under `root`. Hidden directories are skipped; module names the SDK
    /// stand-in provides stay the SDK's.
    package init(root: String) {
        let root = ProjectHeaders.standardized(root)
        self.root = root
        virtualDirectory = "/.capcheck-project/" + SDKShim.fingerprint(root) + "/headers"
        let tree = TreeScan(root: root)
        let (byName, modules, sdkNamed) = ProjectHeaders.index(tree, root: root)
        let umbrellas = ProjectHeaders.umbrellas(of: modules, moduleMaps: tree.moduleMaps)
        self.byName = byName
        var byLowercasedName: [String: String] = [:]
        for name in byName.keys.sorted() where byLowercasedName[name.lowercased()] == nil {
            byLowercasedName[name.lowercased()] = byName[name]![0]
        }
        self.byLowercasedName = byLowercasedName
        self.modules = modules
        self.umbrellas = umbrellas
        shippedLibraries = ProjectHeaders.shippedLibraries(in: modules, shim: .bundled)
        lowercasedModulePaths = ProjectHeaders.lowercasedModulePaths(modules)
        submoduleMaps = ProjectHeaders.renderedSubmodules(tree.submodules, modules: modules, umbrellas: umbrellas)
        self.prefixHeaders = tree.prefixHeaders
        prefixHeadersRefusingARC = ProjectHeaders.refusingARC(tree.prefixHeaders.values)
        podspecARC = tree.podspecARC
        (configuredPrefixHeaders, builtHeaders) = ProjectHeaders.xcodeProjectFacts(
            settingsFiles: tree.settingsFiles, root: root)
        buildSettings = BuildSettings(files: tree.settingsFiles)
        migDefinitions = tree.migDefinitions.mapValues { String($0.dropFirst(root.count + 1)) }
        let (headerImports, cxx, guarded) = ProjectHeaders.importsOfHeaders(
            tree.headers
                + Set(tree.prefixHeaders.values).union(configuredPrefixHeaders.values.joined()).subtracting(
                    tree.headers
                )
                .sorted())
        self.headerImports = headerImports
        deepIncludes = ProjectHeaders.deepIncludesByName(of: headerImports)
        cxxHeaders = ProjectHeaders.includers(of: cxx, imports: headerImports, byName: byName, excluding: guarded)
        isComplete = tree.isComplete
        var allImports = ImportScanner.Imports()
        for header in headerImports.keys.sorted() { allImports.merge(headerImports[header]!) }
        allImports.modules = allImports.modules.filter { modules[$0.key] == nil || umbrellas[$0.key] == nil }
        let directories = ProjectHeaders.standInDirectories(besides: virtualDirectory)
        // A header the tree only tests for is an optional dependency: a stand-in would answer
        // the test and turn on code written for the library (`#if __has_include(<Kit/Kit.h>)`).
        let probed = Set(allImports.probed)
        var probes = ImportScanner.Imports()
        probes.angled = probed.sorted()
        absentProbes = Set(
            SDKShim.bundled.standIns(for: probes, angled: "", quoted: "").map { String($0.path.dropFirst()) }
                .filter { header in
                    let name = (header as NSString).lastPathComponent
                    let module = header.split(separator: "/").first.map(String.init) ?? ""
                    return header.contains("/") ? modules[module]?[name] == nil : byName[name] == nil
                })
        probeMacros = allImports.probeMacros
        headerStandIns = ProjectHeaders.withoutProbed(
            SDKShim.bundled.standIns(for: allImports, angled: directories.angled, quoted: directories.quoted),
            probed: probed, directories: directories)
        manifests = ProjectHeaders.manifests(in: root)
        let extra =
            ProjectHeaders.sdkNamedForwarders(sdkNamed, virtualDirectory: virtualDirectory)
            + ProjectHeaders.hidingFiles(
                for: shippedLibraries, modules: modules, byLowercasedName: byLowercasedName,
                virtualDirectory: virtualDirectory, shim: .bundled)
            + ProjectHeaders.caseForwarders(
                for: allImports.angled, modules: modules, lowercasedModulePaths: lowercasedModulePaths,
                virtualDirectory: virtualDirectory)
        (sharedFiles, sharedByName) = ProjectHeaders.sharedFiles(
            modules: modules, extra: extra, virtualDirectory: virtualDirectory)
    }

    /// The files every parse of the tree shares: a forwarder per module header
    /// (`<virtual>/Kit/X.h` → the tree's header), then `extra`; and the same files by name.
    static func sharedFiles(modules: [String: [String: String]], extra: [UnsavedFile], virtualDirectory: String)
        -> (files: [UnsavedFile], byName: [String: [UnsavedFile]])
    {
        var shared: [UnsavedFile] = []
        var sharedByName: [String: [UnsavedFile]] = [:]
        for module in modules.keys.sorted() {
            for (name, header) in modules[module]!.sorted(by: { $0.key < $1.key }) {
                let forwarder = UnsavedFile(
                    path: virtualDirectory + "/" + module + "/" + name, contents: ProjectHeaders.forwarder(to: header))
                shared.append(forwarder)
                sharedByName[name, default: []].append(forwarder)
            }
        }
        for file in extra {
            shared.append(file)
            sharedByName[(file.path as NSString).lastPathComponent, default: []].append(file)
        }
        return (shared, sharedByName)
    }

    /// Headers by file name, and by module and file name: every folder between a header and the
    /// tree's root names a module (CocoaPods and SwiftPM layouts put headers below the module's
    /// folder, `Sources/Kit/Private/X.h`), as do podspecs and module maps above it. Module names
    /// the SDK stand-in provides stay the SDK's.
    ///
    /// A framework bundle the tree ships (`Vendor/Kit.framework/Headers/X.h`, or under
    /// `Versions/A/Headers`) names the module `Kit`, as clang's `-F` search finds it. A folder
    /// named like an SDK module (`SenTestingKit/X.h`) goes to `sdkNamed`: its headers answer only
    /// what the SDK does not have.
    package static func index(_ tree: TreeScan, root: String) -> (
        byName: [String: [String]], modules: [String: [String: String]], sdkNamed: [String: [String: String]]
    ) {
        // The test libraries' stand-ins are searched after the project: a tree may ship its own.
        let sdkModules = SDKShim.bundled.sdkModules.union(SDKShim.bundled.sdkFrameworks)
        var byName: [String: [String]] = [:]
        var modules: [String: [String: String]] = [:]
        var sdkNamed: [String: [String: String]] = [:]
        func add(module: String, header: String) {
            guard ProjectHeaders.isIdentifier(module) else { return }
            let name = (header as NSString).lastPathComponent
            let isSDK = sdkModules.contains(module)
            if let existing = isSDK ? sdkNamed[module]?[name] : modules[module]?[name],
                !ProjectHeaders.prefer(header, over: existing, module: module)
            {
                return
            }
            if isSDK {
                sdkNamed[module, default: [:]][name] = header
            } else {
                modules[module, default: [:]][name] = header
            }
        }
        for header in tree.headers {
            byName[(header as NSString).lastPathComponent, default: []].append(header)
            var directory = (header as NSString).deletingLastPathComponent
            while ProjectHeaders.isInside(directory, root) || directory == root {
                let folder = (directory as NSString).lastPathComponent
                add(
                    module: folder.hasSuffix(".framework") ? String(folder.dropLast(".framework".count)) : folder,
                    header: header)
                if directory == root { break }
                directory = (directory as NSString).deletingLastPathComponent
            }
            for pod in tree.podspecs where ProjectHeaders.isInside(header, pod.directory) {
                add(module: pod.name, header: header)
            }
            for map in tree.moduleMaps where ProjectHeaders.isInside(header, map.directory) {
                for module in map.names { add(module: module, header: header) }
            }
        }
        return (byName, modules, sdkNamed)
    }

    /// Each module's umbrella header: the one its module map names, else `<Module>/<Module>.h`.
    package static func umbrellas(
        of modules: [String: [String: String]],
        moduleMaps: [(directory: String, names: [String], umbrella: String?)]
    ) -> [String: String] {
        var umbrellas: [String: String] = [:]
        for map in moduleMaps {
            for module in map.names where modules[module] != nil {
                if let umbrella = map.umbrella, FileManager.default.fileExists(atPath: umbrella) {
                    umbrellas[module] = umbrella
                }
            }
        }
        for (module, names) in modules where umbrellas[module] == nil {
            if let umbrella = names[module + ".h"] { umbrellas[module] = umbrella }
        }
        return umbrellas
    }

    /// A stable digest of the index (which headers, under which names), of the headers the tree
    /// tests for and lacks, and of its dependency manifests (messages name them): part of cache keys.
    package var fingerprint: String {
        SDKShim.fingerprint(
            sharedFiles.map { $0.path + "=" + $0.contents }.joined(separator: "\n")
                + byName.keys.sorted().map { $0 + ":" + byName[$0]!.joined(separator: ",") }.joined(separator: "\n")
                + prefixHeaders.keys.sorted().map { prefixHeaders[$0]! }.joined(separator: "\n")
                + "\nno-arc:" + prefixHeadersRefusingARC.sorted().joined(separator: ",") + arcFingerprint
                + configuredPrefixHeaders.keys.sorted().map { configuredPrefixHeaders[$0]!.joined() }.joined()
                + "\nbuilt:" + builtHeaders.keys.sorted().map { $0 + "=" + builtHeaders[$0]! }.joined(separator: ",")
                + "\nmacros:" + buildSettings.macros.joined(separator: "\n")
                + submoduleMaps.keys.sorted().map { submoduleMaps[$0]!.text }.joined()
                + "\nprobes:" + absentProbes.sorted().joined(separator: ",")
                + "\nmanifests:" + manifests.map { $0.name + "=" + $0.text }.joined(separator: "\n"))
    }

    /// Compiler arguments that make the tree's headers visible (after the SDK's).
    package var arguments: [String] { ["-idirafter", virtualDirectory] }

    /// The in-memory forwarding headers and module maps for parsing `file` (whose text is
    /// `source`): the headers it can reach by module and file name, each file name answered by the
    /// header nearest `file`, and a module map for each of the tree's modules that `source` imports.
    ///
    /// What the file can reach is read from the text: its includes (and `forcedIncludes`, the
    /// `-include` headers), followed through the tree's headers. Handing clang every header of a
    /// large tree for every file made the parses grow with the tree. Where the text cannot tell
    /// (a computed include, a forced header outside the tree, a tree too large to index, or
    /// `searchesElsewhere`: flags that add include paths, whose headers the index has not read),
    /// every header is handed over.
    ///
    /// Only a file that says `@import M` gets M's module map: with one in sight, clang turns
    /// every `#import <M/X.h>` into a module build, and one error in any of M's headers would
    /// then lose the whole module instead of one declaration.
    package func virtualFiles(
        for file: String, source: String, forcedIncludes: [String] = [],
        searchesElsewhere: Bool = false, shim: SDKShim = .bundled
    ) -> [UnsavedFile] {
        let directory = (ProjectHeaders.standardized(file) as NSString).deletingLastPathComponent
        let imports = ImportScanner.scan(source)
        let forced = forcedIncludes.map { headerImports[ProjectHeaders.standardized($0)] }
        let names =
            searchesElsewhere || forced.contains(where: { $0 == nil })
            ? nil : reachableNames(from: [imports] + forced.compactMap { $0 })
        var files = names.map { $0.sorted().flatMap { sharedByName[$0] ?? [] } } ?? sharedFiles
        files += standIns(for: imports, shim: shim, reaching: names)
        files += pathForwarders(from: directory, roots: [imports] + forced.compactMap { $0 }, reaching: names)
        let cased = ProjectHeaders.caseForwarders(
            for: imports.angled, modules: modules, lowercasedModulePaths: lowercasedModulePaths,
            virtualDirectory: virtualDirectory)
        if !cased.isEmpty {
            let known = Set(files.map(\.path))
            files += cased.filter { !known.contains($0.path) }
        }
        // macOS file systems ignore case, so `"FooInternal.h"` finds `FOOInternal.h` there.
        for spelled in imports.quoted + imports.angled where !spelled.contains("/") && byName[spelled] == nil {
            if let header = byLowercasedName[spelled.lowercased()] {
                files.append(
                    UnsavedFile(path: virtualDirectory + "/" + spelled, contents: ProjectHeaders.forwarder(to: header)))
            }
        }
        for module in imports.modules.keys.sorted() {
            guard let umbrella = umbrellas[module] else { continue }
            files.append(
                UnsavedFile(
                    path: virtualDirectory + "/" + module + "/module.modulemap",
                    contents: "module \(module) {\n  header \"\(umbrella)\"\n  export *\n"
                        + (submoduleMaps[module]?.text ?? "") + "}\n"))
        }
        for name in names.map({ $0.filter { byName[$0] != nil }.sorted() }) ?? byName.keys.sorted() {
            let candidates = byName[name]!
            let nearest =
                candidates.count == 1
                ? candidates[0]
                : candidates.max {
                    ProjectHeaders.sharedDepth($0, directory) < ProjectHeaders.sharedDepth($1, directory)
                }!
            files.append(
                UnsavedFile(path: virtualDirectory + "/" + name, contents: ProjectHeaders.forwarder(to: nearest)))
        }
        return files
    }

    /// The header file names (last path components) that `roots` reach: the names they include
    /// or test with `__has_include`, then, for each of the tree's headers with such a name (in
    /// any case), what that header includes, and so on; a module import reaches its umbrella.
    /// Nil when the text cannot tell: a computed include on the way, or an incomplete index.
    package func reachableNames(from roots: [ImportScanner.Imports]) -> Set<String>? {
        guard isComplete else { return nil }
        var names = Set<String>()
        var visited = Set<String>()
        var pending = roots
        func reach(_ header: String) {
            if visited.insert(header).inserted, let imports = headerImports[header] { pending.append(imports) }
        }
        while let imports = pending.popLast() {
            if imports.computed { return nil }
            for spelled in imports.angled + imports.quoted + imports.probed {
                let name = spelled.split(separator: "/").last.map(String.init) ?? spelled
                guard names.insert(name).inserted else { continue }
                for header in byName[name] ?? [] { reach(header) }
                if let header = byLowercasedName[name.lowercased()] { reach(header) }
            }
            for module in imports.modules.keys {
                guard let umbrella = umbrellas[module] else { continue }
                names.insert((umbrella as NSString).lastPathComponent)
                reach(umbrella)
                for header in submoduleMaps[module]?.headers ?? [] { reach(header) }
            }
        }
        return names
    }

    /// The in-memory folders the tree's stand-ins live in (angled includes and modules, quoted
    /// includes), for `SDKShim.arguments(virtualStandIns:)`.
    package var standInDirectories: (angled: String, quoted: String) {
        Self.standInDirectories(besides: virtualDirectory)
    }

    package static func standInDirectories(besides virtualDirectory: String) -> (angled: String, quoted: String) {
        let base = (virtualDirectory as NSString).deletingLastPathComponent
        return (base + "/stand-ins", base + "/quoted-stand-ins")
    }

    /// The stand-ins `file` needs (for its own imports and those of the tree's headers) as
    /// in-memory files; of the headers' stand-ins, those for the header names in `reaching`
    /// (all when nil) and every module stand-in.
    package func standIns(for imports: ImportScanner.Imports, shim: SDKShim, reaching names: Set<String>? = nil)
        -> [UnsavedFile]
    {
        var own = imports
        own.modules = own.modules.filter { modules[$0.key] == nil || umbrellas[$0.key] == nil }
        let directories = standInDirectories
        let files = ProjectHeaders.withoutProbed(
            shim.standIns(for: own, angled: directories.angled, quoted: directories.quoted),
            probed: Set(imports.probed).union(absentProbes), directories: directories)
        // The headers' stand-ins are the same for every file: made once, then merged by path.
        let known = Set(files.map(\.path))
        return files
            + headerStandIns.filter { standIn in
                guard !known.contains(standIn.path) else { return false }
                guard let names else { return true }
                let name = (standIn.path as NSString).lastPathComponent
                return name == "module.modulemap" || names.contains(name)
            }
    }

    /// True when `path` is one of the forwarders (a header the tree resolved, not a stand-in).
    package func isVirtual(_ path: String) -> Bool { path.hasPrefix(virtualDirectory + "/") }

    // MARK: - Parts

    package static func forwarder(to header: String) -> String {
        // #import marks the real header as imported, so reaching it by two names enters it once.
        "#import \"\(header)\"\n"
    }

    /// Between two headers of one file name in `module`, the one in a folder named after the
    /// module, else the shorter path, else the first in order.
    /// The prefix header (`.pch`) Xcode would force-include into `file`: the one in the nearest
    /// folder above it within the tree, else the one its project's build settings name
    /// (`configuredPrefixHeader(for:)`).
    package func prefixHeader(for file: String) -> String? {
        let file = ProjectHeaders.standardized(file)
        var directory = (file as NSString).deletingLastPathComponent
        while ProjectHeaders.isInside(directory, root) || directory == root {
            if let header = prefixHeaders[directory] { return header }
            if directory == root { break }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return configuredPrefixHeaders.isEmpty ? nil : configuredPrefixHeader(for: file)
    }

    package static func prefer(_ candidate: String, over existing: String, module: String) -> Bool {
        let inFolder = { (path: String) in
            ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent == module
        }
        if inFolder(candidate) != inFolder(existing) { return inFolder(candidate) }
        if candidate.count != existing.count { return candidate.count < existing.count }
        return candidate < existing
    }

    /// How many leading path components `path` shares with `directory`.
    package static func sharedDepth(_ path: String, _ directory: String) -> Int {
        zip(path.split(separator: "/"), directory.split(separator: "/")).prefix { $0 == $1 }.count
    }

    package static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path.hasPrefix(directory + "/")
    }

    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // Without `..` this is lexical (drop `.` and empty components), as NSString's
        // standardizing would do after work that shows in a lint run's profile; `..` may cross a
        // symbolic link, which NSString resolves.
        let components = absolute.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains("..") else { return (absolute as NSString).standardizingPath }
        let kept = components.filter { $0 != "." }
        return kept.isEmpty ? "/" : "/" + kept.joined(separator: "/")
    }

    /// Entries the index looks at before it stops: a file named in a huge repository must not
    /// cost a walk of all of it.
    package static let walkLimit = 200_000

    /// Calls `body` with every regular file under `root`, skipping hidden directories and
    /// `node_modules`/`DerivedData`, and not following symbolic links to directories (no loops,
    /// no file seen twice); at most `walkLimit` entries, shallowest folders first. False when the
    /// limit stopped the walk.
    @discardableResult
    package static func walk(_ root: String, _ body: (String) -> Void) -> Bool {
        var pending = [root]
        var seen = 0
        while !pending.isEmpty {
            let directory = pending.removeFirst()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            seen += entries.count
            if seen > walkLimit { return false }
            for entry in entries.sorted()
            where !entry.hasPrefix(".") && entry != "node_modules" && entry != "DerivedData" {
                let path = directory + "/" + entry
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if type == .typeRegular {
                    body(path)
                } else if type == .typeSymbolicLink,
                    let target = try? FileManager.default.attributesOfItem(
                        atPath: (path as NSString).resolvingSymlinksInPath)[.type] as? FileAttributeType,
                    target == .typeRegular
                {
                    body(path)
                }
            }
        }
        return true
    }
}
