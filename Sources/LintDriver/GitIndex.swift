import Foundation

/// The paths git tracks in a work tree, read from its index file (`.git/index`, versions 2 to 4)
/// without running git. A tracked file stays part of the project whatever a `.gitignore` says
/// (ignore rules apply to untracked files only), so the walker lints it.
package struct GitIndex: Sendable {
    /// Absolute paths of the tracked files.
    package let files: Set<String>
    /// Absolute paths of every folder that holds a tracked file.
    package let directories: Set<String>

    /// The index of the work tree whose top is `top` (the folder holding `.git`); nil when there
    /// is none or it cannot be read (then only the ignore rules decide).
    package init?(top: String) {
        guard let gitDirectory = Self.gitDirectory(top: top),
            let data = FileManager.default.contents(atPath: gitDirectory + "/index"),
            let relative = Self.paths(in: [UInt8](data))
        else { return nil }
        var files: Set<String> = []
        var directories: Set<String> = []
        for path in relative {
            let absolute = top + "/" + path
            files.insert(absolute)
            var folder = absolute
            while let slash = folder.lastIndex(of: "/"), folder.count > top.count {
                folder = String(folder[..<slash])
                guard directories.insert(folder).inserted else { break }
            }
        }
        self.files = files
        self.directories = directories
    }

    /// The git directory of a work tree: `.git` itself, or where a `.git` file points
    /// (`gitdir: …`, in linked work trees and submodules).
    static func gitDirectory(top: String) -> String? {
        let dotGit = top + "/.git"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = SourceTreeWalker.readSmallText(dotGit), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : top + "/" + path
    }

    /// The entries' paths of an index file, nil when it is not one this reader knows.
    static func paths(in bytes: [UInt8]) -> [String]? {
        func u32(_ at: Int) -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8), let version = u32(4),
            (2...4).contains(version), let count = u32(8)
        else { return nil }
        var paths: [String] = []
        var offset = 12
        var previous: [UInt8] = []
        for _ in 0..<count {
            // ctime, mtime, dev, ino, mode, uid, gid, size (40 bytes), the object id (20), flags (2).
            let start = offset
            guard offset + 62 <= bytes.count else { return nil }
            let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
            offset += 62
            if version >= 3, flags & 0x4000 != 0 { offset += 2 }
            var name: [UInt8]
            if version == 4 {
                // The name drops N bytes of the previous one (N a varint) and adds what follows.
                var drop = 0
                var byte: UInt8
                repeat {
                    guard offset < bytes.count else { return nil }
                    byte = bytes[offset]
                    offset += 1
                    drop = (drop << 7) | Int(byte & 0x7f)
                    if byte & 0x80 != 0 { drop += 1 }
                } while byte & 0x80 != 0
                guard drop <= previous.count, let end = bytes[offset...].firstIndex(of: 0) else { return nil }
                name = Array(previous.dropLast(drop)) + bytes[offset..<end]
                offset = end + 1
            } else {
                guard let end = bytes[offset...].firstIndex(of: 0) else { return nil }
                name = Array(bytes[offset..<end])
                // Entries are padded with 1 to 8 NULs to a multiple of eight bytes.
                offset = start + ((end - start) / 8 + 1) * 8
            }
            previous = name
            paths.append(String(decoding: name, as: UTF8.self))
        }
        return paths
    }
}
