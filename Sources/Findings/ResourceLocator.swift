import Foundation

/// Finds a target's shipped resource folder without `Bundle.module`, whose generated accessor
/// stops the process when the bundle is missing (a library must not).
package enum ResourceLocator {
    /// The resource folder `name` of target `target` (one that holds `probe`), found in the
    /// bundle SwiftPM builds beside the executable, or, in a checkout, in `sourceDirectory`
    /// (the target's folder, from the caller's `#filePath`).
    package static func locate(
        _ name: String, of target: String, containing probe: String,
        sourceDirectory: URL
    ) -> String {
        let bundleName = "capcheck_\(target).resources"
        var candidates: [String] = []
        let mainBundle = Bundle.main.bundleURL
        candidates.append(mainBundle.appendingPathComponent(bundleName).path)
        candidates.append(mainBundle.deletingLastPathComponent().appendingPathComponent(bundleName).path)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent(bundleName).path)
        for candidate in candidates {
            let root = candidate + "/" + name
            if FileManager.default.fileExists(atPath: root + "/" + probe) { return root }
        }
        return sourceDirectory.appendingPathComponent(name).path
    }
}
