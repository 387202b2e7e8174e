import Findings
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source file the walk found.
package struct SourceFile: Sendable, Hashable {
    /// The path as reports show it: the user's argument joined with the walked names.
    package var path: String
    /// Size in bytes when the walk saw it.
    package var size: Int
}

/// Finds the C / Objective-C files under the paths a user names.
///
/// Skips hidden entries, build output and vendored dependencies (`build`, `DerivedData`, `Pods`,
/// `Carthage`, `node_modules`; `.build` is hidden), whatever `.gitignore` files and
/// `.git/info/exclude` ignore, and the configuration's `excluded` patterns. Follows symbolic links,
/// but never enters a directory twice: a link back into its own ancestry is reported as a loop.
/// A file named explicitly is always linted, whatever the ignore rules say.
package struct SourceTreeWalker: Sendable {
    /// Directory names that are never entered: build products and vendored third-party code.
    package static let defaultSkippedDirectories: Set<String> = [
        "build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]
    /// Extensions of the files linted when walking a directory.
    package static let sourceExtensions: Set<String> = ["c", "m", "mm", "h", "cpp", "cc", "cxx", "swift"]
    /// Extensions of C++ files: a walk lints one only when it writes a block literal (`^{`,
    /// `^(`), so a C++ code base is not parsed whole for a few files with blocks.
    package static let cxxExtensions: Set<String> = ["cpp", "cc", "cxx"]

    /// True when the C++ file at `path` looks like it writes a block literal.
    package static func writesBlocks(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return true }
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "^") {
                var j = i + 1
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "{") || bytes[j] == UInt8(ascii: "(") { return true }
            }
            i += 1
        }
        return false
    }

    /// Names of directories never entered.
    package var skippedDirectories: Set<String> = defaultSkippedDirectories
    /// Honour `.gitignore` files and `.git/info/exclude`.
    package var respectsGitignore = true
    /// Extra gitignore-style patterns and the absolute directory they are relative to
    /// (a configuration file's `excluded` list).
    package var exclusions: [(base: String, rules: IgnoreRules)] = []

    /// A walker with the default rules.
    package init() {}

    /// The files under `paths` (sorted, each once) and what could not be read.
    package func walk(_ paths: [String]) -> (files: [SourceFile], errors: [LintError]) {
        var state = WalkState()
        for path in paths {
            walk(root: path, into: &state)
        }
        return (state.files, state.errors)
    }

    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private struct WalkState {
        var files: [SourceFile] = []
        var errors: [LintError] = []
        var seenFiles: Set<FileID> = []
        var seenDirectories: Set<FileID> = []
    }

    /// One level of ignore rules: the rules of a directory and that directory's absolute path.
    private struct IgnoreFrame {
        var base: String
        var rules: IgnoreRules
    }

    private func walk(root: String, into state: inout WalkState) {
        let display = Self.displayPath(root)
        var info = stat()
        guard stat(root, &info) == 0 else {
            let reason = errno == ELOOP ? "symbolic link loop" : Self.errorText(errno)
            state.errors.append(LintError(file: display, message: reason))
            return
        }
        let id = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        let absolute = Self.absolutePath(root)
        if Self.isDirectory(info) {
            var (frames, top) = Self.ancestorFrames(of: absolute, respectsGitignore: respectsGitignore)
            frames += exclusions.map { IgnoreFrame(base: $0.base, rules: $0.rules) }
            var ancestry: [FileID: String] = [:]
            let tracked = top.flatMap { GitIndex(top: $0) }
            walkDirectory(
                display: display, absolute: absolute, id: id, frames: frames, tracked: tracked, ancestry: &ancestry,
                state: &state)
        } else if Self.isRegular(info) {
            let ext = Self.pathExtension(root)
            guard Self.sourceExtensions.contains(ext) else {
                state.errors.append(
                    LintError(
                        file: display,
                        message:
                            "not a C, Objective-C or Swift source file (expected .c, .m, .mm, .h, .cpp, .cc, .cxx "
                            + "or .swift)"
                    ))
                return
            }
            if state.seenFiles.insert(id).inserted {
                state.files.append(SourceFile(path: display, size: Int(info.st_size)))
            }
        } else {
            state.errors.append(LintError(file: display, message: "not a regular file or directory"))
        }
    }

    private func walkDirectory(
        display: String, absolute: String, id: FileID, frames: [IgnoreFrame], tracked: GitIndex?,
        ancestry: inout [FileID: String], state: inout WalkState
    ) {
        guard state.seenDirectories.insert(id).inserted else { return }
        ancestry[id] = display
        defer { ancestry[id] = nil }

        guard let names = Self.sortedEntries(of: absolute) else {
            state.errors.append(
                LintError(file: display, message: "cannot list the directory: \(Self.errorText(errno))"))
            return
        }

        var frames = frames
        if respectsGitignore, names.contains(".gitignore"),
            let text = Self.readSmallText(absolute + "/.gitignore")
        {
            let rules = IgnoreRules(text: text)
            if !rules.isEmpty { frames.append(IgnoreFrame(base: absolute, rules: rules)) }
        }

        var subdirectories: [(display: String, absolute: String, id: FileID)] = []
        for name in names where !name.hasPrefix(".") {
            let childAbsolute = absolute + "/" + name
            let childDisplay = display == "." ? name : (display.hasSuffix("/") ? display + name : display + "/" + name)
            guard let info = Self.followedInfo(childAbsolute, name: name, display: childDisplay, state: &state) else {
                continue
            }
            let isDirectory = Self.isDirectory(info)
            if isDirectory && skippedDirectories.contains(name) { continue }
            // Ignore rules apply to what git does not track: a tracked file is the project's.
            if Self.isIgnored(childAbsolute, isDirectory: isDirectory, frames: frames),
                !(tracked.map { (isDirectory ? $0.directories : $0.files).contains(childAbsolute) } ?? false)
            {
                continue
            }
            let childID = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            if isDirectory {
                if let ancestor = ancestry[childID] {
                    state.errors.append(
                        LintError(
                            file: childDisplay, message: "symbolic link loop: leads back to \(ancestor); not followed"))
                    continue
                }
                subdirectories.append((childDisplay, childAbsolute, childID))
            } else if Self.isRegular(info), Self.sourceExtensions.contains(Self.pathExtension(name)) {
                if Self.cxxExtensions.contains(Self.pathExtension(name)), !Self.writesBlocks(childAbsolute) { continue }
                if state.seenFiles.insert(childID).inserted {
                    state.files.append(SourceFile(path: childDisplay, size: Int(info.st_size)))
                }
            }
        }
        for sub in subdirectories {
            walkDirectory(
                display: sub.display, absolute: sub.absolute, id: sub.id, frames: frames, tracked: tracked,
                ancestry: &ancestry, state: &state)
        }
    }

    /// The names in a directory (not `.` and `..`), sorted; nil when it cannot be read.
    private static func sortedEntries(of absolute: String) -> [String]? {
        guard let dir = opendir(absolute) else { return nil }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        closedir(dir)
        return names.sorted()
    }

    /// What an entry is, through a symbolic link; nil (with an error where it matters) when it
    /// cannot be read, or is a dangling or looping link.
    private static func followedInfo(_ absolute: String, name: String, display: String, state: inout WalkState) -> stat?
    {
        var linkInfo = stat()
        guard lstat(absolute, &linkInfo) == 0 else {
            state.errors.append(LintError(file: display, message: errorText(errno)))
            return nil
        }
        guard (linkInfo.st_mode & S_IFMT) == S_IFLNK else { return linkInfo }
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            let code = errno
            // A dangling or looping link matters only if it looks like something we would lint.
            if code == ELOOP {
                state.errors.append(LintError(file: display, message: "symbolic link loop; not followed"))
            } else if sourceExtensions.contains(pathExtension(name)) {
                state.errors.append(LintError(file: display, message: "broken symbolic link: \(errorText(code))"))
            }
            return nil
        }
        return info
    }

    /// The deepest frame that has an opinion decides (a deeper `.gitignore` overrides a shallower one).
    private static func isIgnored(_ absolute: String, isDirectory: Bool, frames: [IgnoreFrame]) -> Bool {
        for frame in frames.reversed() {
            guard absolute.hasPrefix(frame.base + "/") else { continue }
            let relative = String(absolute.dropFirst(frame.base.count + 1))
            if let verdict = frame.rules.verdict(relativePath: relative, isDirectory: isDirectory) { return verdict }
        }
        return false
    }

    /// Ignore files above the walk root, up to the enclosing git work tree's top
    /// (`.git/info/exclude` first, then each `.gitignore` from the top down).
    private static func ancestorFrames(of absolute: String, respectsGitignore: Bool) -> (
        frames: [IgnoreFrame], top: String?
    ) {
        guard respectsGitignore else { return ([], nil) }
        var chain: [String] = []
        var dir = absolute
        var top: String?
        while true {
            chain.append(dir)
            var info = stat()
            if stat(dir + "/.git", &info) == 0 {
                top = dir
                break
            }
            guard let slashIndex = dir.lastIndex(of: "/"), dir != "/" else { break }
            dir = slashIndex == dir.startIndex ? "/" : String(dir[..<slashIndex])
        }
        guard let top else { return ([], nil) }
        var frames: [IgnoreFrame] = []
        if let text = readSmallText(top + "/.git/info/exclude") {
            frames.append(IgnoreFrame(base: top, rules: IgnoreRules(text: text)))
        }
        // The walk root's own .gitignore is read when the walk enters it.
        for ancestor in chain.dropFirst().reversed() {
            if let text = readSmallText(ancestor + "/.gitignore") {
                frames.append(IgnoreFrame(base: ancestor, rules: IgnoreRules(text: text)))
            }
        }
        return (frames, top)
    }

    /// `./Sources/` → `Sources`, so reported paths look like what a user types.
    package static func displayPath(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// `path` made absolute against the working directory and cleaned of `.`/`..` segments
    /// (lexically: symbolic links are kept, so ignore rules see the names the user sees).
    package static func absolutePath(_ path: String) -> String {
        var base: String
        if path.hasPrefix("/") {
            base = path
        } else {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = getcwd(&buffer, buffer.count).map { _ in String(cString: buffer) } ?? "."
            base = cwd + "/" + path
        }
        var parts: [Substring] = []
        for part in base.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    package static func pathExtension(_ name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return "" }
        return String(base[base.index(after: dot)...]).lowercased()
    }

    package static func readSmallText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > 4 << 20 { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The system's reason, in the lower case of the other commands' `path: error: reason`.
    package static func errorText(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }
    package static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    package static func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
}
