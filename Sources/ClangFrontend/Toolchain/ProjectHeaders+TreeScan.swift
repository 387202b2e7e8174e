import Foundation

extension ProjectHeaders {
    /// What a walk of the tree finds: headers (sorted), prefix headers by folder, the modules
    /// podspecs and module maps declare.
    package struct TreeScan {
        package var headers: [String] = []
        package var prefixHeaders: [String: String] = [:]
        /// `.xcconfig` and `project.pbxproj` files.
        package var settingsFiles: [String] = []
        package var podspecs: [(directory: String, name: String)] = []
        package var podspecARC: [String: [PodspecARC]] = [:]
        package var moduleMaps: [(directory: String, names: [String], umbrella: String?)] = []
        /// Module name → the submodules its module maps declare (all maps of a module, joined).
        package var submodules: [String: [ModuleMapSubmodule]] = [:]
        /// Mach interface definitions (`Helper.defs`, from which `mig` makes `Helper.h`) by file
        /// name, the first of each name the walk meets.
        package var migDefinitions: [String: String] = [:]
        package var isComplete = true

        package init(root: String) {
            isComplete = ProjectHeaders.walk(root) { path in
                let name = (path as NSString).lastPathComponent
                let ext = (name as NSString).pathExtension.lowercased()
                if ProjectHeaders.headerExtensions.contains(ext) {
                    headers.append(path)
                } else if ext == "xcconfig" || name == "project.pbxproj" {
                    settingsFiles.append(path)
                } else if ext == "defs" {
                    if migDefinitions[name] == nil { migDefinitions[name] = path }
                } else if ext == "pch" {
                    let directory = (path as NSString).deletingLastPathComponent
                    if prefixHeaders[directory] == nil { prefixHeaders[directory] = path }
                } else if ext == "podspec", let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    let directory = (path as NSString).deletingLastPathComponent
                    for module in ProjectHeaders.podspecModuleNames(text) { podspecs.append((directory, module)) }
                    podspecARC[directory, default: []] += PodspecARC(text).map { [$0] } ?? []
                } else if ext == "modulemap", let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    let parsed = ProjectHeaders.moduleMapNames(text)
                    let directory = (path as NSString).deletingLastPathComponent
                    moduleMaps.append(
                        (
                            directory, parsed.names,
                            parsed.umbrella.map { ProjectHeaders.standardized(directory + "/" + $0) }
                        ))
                    submodules.merge(
                        ModuleMapSubmodule.parse(text, directory: directory),
                        uniquingKeysWith: ModuleMapSubmodule.merged)
                }
            }
            headers.sort()
        }
    }
}
