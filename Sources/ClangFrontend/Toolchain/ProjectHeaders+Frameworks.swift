import Foundation

/// What a tree ships that the SDK stand-in also names: framework bundles of libraries the
/// stand-in provides (the tree's copy wins, and the stand-in is not seen), folders named like an
/// SDK framework (they answer what the stand-in lacks), and includes that differ from a header
/// only in case (a Mac's default file system ignores case).
extension ProjectHeaders {
    /// The test libraries and pods the stand-in provides that the tree ships itself
    /// (`Vendor/OCHamcrest.framework`, `Pods/OCMock`): their stand-ins are hidden from its files,
    /// since both copies at once would declare each class twice. A module of the tree counts
    /// only when it holds a header of the library's name (`HCBaseMatcher.h`): a podspec named
    /// after a library, above a tree's tests, does not ship it.
    static func shippedLibraries(in modules: [String: [String: String]], shim: SDKShim) -> Set<String> {
        Set(modules.keys).intersection(shim.libraryModules.union(shim.libraryFrameworks)).filter { library in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: shim.librariesDirectory + "/" + library))
            return names?.contains { modules[library]?[$0] != nil } == true
        }
    }

    /// Forwarders at `<virtual directory>/<Module>/<Name>` for the headers of the tree's folders
    /// named like an SDK module: searched after the SDK, so they answer only what it lacks.
    static func sdkNamedForwarders(_ sdkNamed: [String: [String: String]], virtualDirectory: String)
        -> [UnsavedFile]
    {
        sdkNamed.keys.sorted().flatMap { module in
            sdkNamed[module]!.keys.sorted().map { name in
                UnsavedFile(
                    path: virtualDirectory + "/" + module + "/" + name,
                    contents: forwarder(to: sdkNamed[module]![name]!))
            }
        }
    }

    /// Files that hide the stand-ins of `libraries` (which the tree ships): each header of a
    /// library's stand-in that the tree's copy lacks is answered, before the stand-in, by an
    /// empty stand-in, so it reads as missing; so is one of its headers included by its bare
    /// name when no header of the tree has that name.
    static func hidingFiles(
        for libraries: Set<String>, modules: [String: [String: String]], byLowercasedName: [String: String],
        virtualDirectory: String, shim: SDKShim
    ) -> [UnsavedFile] {
        let directories = standInDirectories(besides: virtualDirectory)
        var files: [UnsavedFile] = []
        var bare = Set<String>()
        for library in libraries.sorted() {
            let folder = shim.librariesDirectory + "/" + library
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
                headerExtensions.contains(($0 as NSString).pathExtension.lowercased())
            }
            for name in names.sorted() where modules[library]?[name] == nil {
                let standIn = directories.angled + "/" + library + "/" + name
                files.append(
                    UnsavedFile(path: standIn, contents: "/* capcheck: empty stand-in for <\(library)/\(name)> */\n"))
                files.append(
                    UnsavedFile(path: virtualDirectory + "/" + library + "/" + name, contents: forwarder(to: standIn)))
            }
            for name in names.sorted() where byLowercasedName[name.lowercased()] == nil && bare.insert(name).inserted {
                let standIn = directories.quoted + "/" + name
                files.append(UnsavedFile(path: standIn, contents: "/* capcheck: empty stand-in for \"\(name)\" */\n"))
                files.append(UnsavedFile(path: virtualDirectory + "/" + name, contents: forwarder(to: standIn)))
            }
        }
        return files
    }

    /// The stand-in's headers (`Framework/Header.h` in its SDK folders and its libraries) by their
    /// lowercased paths.
    static let standInByLowercasedPath: [String: String] = {
        var result: [String: String] = [:]
        let shim = SDKShim.bundled
        for base in [shim.includeDirectory, shim.librariesDirectory] {
            for folder in SDKShim.listDirectories(in: base).sorted() {
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + folder)) ?? []
                where headerExtensions.contains((entry as NSString).pathExtension.lowercased()) {
                    let path = folder + "/" + entry
                    if result[path.lowercased()] == nil { result[path.lowercased()] = path }
                }
            }
        }
        return result
    }()

    /// The tree's module headers (`Module/Header.h`) by their lowercased paths.
    static func lowercasedModulePaths(_ modules: [String: [String: String]]) -> [String: String] {
        var result: [String: String] = [:]
        for module in modules.keys.sorted() {
            for name in modules[module]!.keys.sorted() where result[(module + "/" + name).lowercased()] == nil {
                result[(module + "/" + name).lowercased()] = modules[module]![name]!
            }
        }
        return result
    }

    /// Forwarders for angled includes of `<Framework/Header.h>` that name a header of the tree or
    /// of the stand-in only in another case (`<UIKit/UIKIt.h>`, `<UIKIt/UIKit.h>`), as a Mac's
    /// case-insensitive file system finds them. Only an include whose exact spelling names
    /// nothing is looked up again.
    static func caseForwarders(
        for spellings: [String], modules: [String: [String: String]], lowercasedModulePaths: [String: String],
        virtualDirectory: String
    ) -> [UnsavedFile] {
        var files: [String: String] = [:]
        for spelled in spellings {
            let components = spelled.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count == 2, !components[0].isEmpty, !components[1].isEmpty,
                modules[String(components[0])]?[String(components[1])] == nil
            else { continue }
            let lowered = spelled.lowercased()
            if let real = standInByLowercasedPath[lowered] {
                if real != spelled { files[spelled] = "#import <\(real)>\n" }
            } else if let header = lowercasedModulePaths[lowered] {
                files[spelled] = forwarder(to: header)
            }
        }
        return files.keys.sorted().map { UnsavedFile(path: virtualDirectory + "/" + $0, contents: files[$0]!) }
    }
}
