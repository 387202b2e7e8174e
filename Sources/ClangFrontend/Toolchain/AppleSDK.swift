import Foundation

/// An Apple SDK on disk (Xcode's `MacOSX.sdk`, `iPhoneOS.sdk`, …) that C and Objective-C files
/// are parsed against instead of the bundled stand-in: `-isysroot` with the SDK's own target
/// triple, so clang searches the SDK's `usr/include` and `System/Library/Frameworks` and none of
/// the stand-in's folders.
package struct AppleSDK: Sendable, Hashable, CustomStringConvertible {
    /// Where the choice of SDK came from, in precedence order.
    package enum Source: String, Sendable, Hashable {
        case flag = "--sdk"
        case configuration = ".capcheck.yml"
        case environment = "SDKROOT"
        case xcrun = "xcrun --show-sdk-path"
    }

    /// The word that chooses the bundled stand-in where an SDK path is expected.
    package static let standInName = "stand-in"

    /// The SDK folder, absolute and standardized.
    package let path: String
    /// What chose it.
    package let source: Source
    /// The platform's name as Xcode spells it (`macosx`, `iphoneos`, `iphonesimulator`, …).
    package let platform: String
    /// The SDK's version (`17.2`), when its settings or its folder name say.
    package let version: String?

    /// The SDK at `path` (relative paths are taken from `base`, else the current folder).
    /// - Throws: `AppleSDKError` naming the path when it does not exist or holds neither
    ///   `usr/include` nor `System/Library/Frameworks`.
    package init(path given: String, source: Source, relativeTo base: String? = nil) throws(AppleSDKError) {
        var absolute = given
        if !absolute.hasPrefix("/") {
            let directory = base ?? FileManager.default.currentDirectoryPath
            absolute = (directory as NSString).appendingPathComponent(given)
        }
        absolute = URL(fileURLWithPath: absolute).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw AppleSDKError.notFound(path: given, source: source) }
        guard Self.isDirectory(absolute + "/usr/include") || Self.isDirectory(absolute + "/System/Library/Frameworks")
        else { throw AppleSDKError.notAnSDK(path: given, source: source) }
        path = absolute
        self.source = source
        (platform, version) = Self.platformAndVersion(of: absolute)
    }

    /// `PATH (from SOURCE)`.
    package var description: String { "\(path) (from \(source.rawValue))" }

    /// The triple clang targets: the SDK's platform at the SDK's own version, so every API it
    /// declares is available.
    package var targetTriple: String {
        #if arch(arm64)
            let host = "arm64"
        #else
            let host = "x86_64"
        #endif
        func triple(_ arch: String, _ os: String, _ fallback: String, simulator: Bool = false) -> String {
            "\(arch)-apple-\(os)\(version ?? fallback)" + (simulator ? "-simulator" : "")
        }
        switch platform {
        case "iphoneos", "xros": return triple("arm64", "ios", "13.0")
        case "iphonesimulator", "xrsimulator": return triple(host, "ios", "13.0", simulator: true)
        case "appletvos": return triple("arm64", "tvos", "13.0")
        case "appletvsimulator": return triple(host, "tvos", "13.0", simulator: true)
        case "watchos": return triple("arm64_32", "watchos", "6.0")
        case "watchsimulator": return triple(host, "watchos", "6.0", simulator: true)
        default: return triple(host, "macosx", "11.0")
        }
    }

    /// The platform's developer frameworks (XCTest lives there, beside the SDK, not in it), when
    /// the SDK sits in an Xcode platform folder (`….platform/Developer/SDKs/X.sdk`).
    package var developerFrameworksDirectory: String? {
        let directory =
            ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            + "/Library/Frameworks"
        return Self.isDirectory(directory) ? directory : nil
    }

    /// The flags that make clang parse against this SDK: target, sysroot (which brings the SDK's
    /// `usr/include` and `System/Library/Frameworks`) and the platform's developer frameworks.
    package var compilerArguments: [String] {
        ["-target", targetTriple, "-isysroot", path] + (developerFrameworksDirectory.map { ["-iframework", $0] } ?? [])
    }

    /// Whether the SDK (or the platform's developer frameworks) has a module named `name`: a
    /// framework, or a C module of `usr/include`.
    package func provides(module name: String) -> Bool {
        let frameworks = [path + "/System/Library/Frameworks"] + (developerFrameworksDirectory.map { [$0] } ?? [])
        if frameworks.contains(where: { Self.isDirectory($0 + "/" + name + ".framework") }) { return true }
        if FileManager.default.fileExists(atPath: path + "/usr/include/" + name + "/module.modulemap") { return true }
        let map = (try? String(contentsOfFile: path + "/usr/include/module.modulemap", encoding: .utf8)) ?? ""
        return map.contains("module \(name) ") || map.contains("module \(name)\n")
    }

    /// Whether the SDK has the header `name` as it is included (`UIKit/UIView.h`, `stdio.h`).
    package func provides(header name: String) -> Bool {
        if FileManager.default.fileExists(atPath: path + "/usr/include/" + name) { return true }
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        let frameworks = [path + "/System/Library/Frameworks"] + (developerFrameworksDirectory.map { [$0] } ?? [])
        return frameworks.contains {
            FileManager.default.fileExists(atPath: "\($0)/\(parts[0]).framework/Headers/\(parts[1])")
        }
    }

    /// The SDK that `SDKROOT` in `environment` names; nil when it is unset or empty, and when it
    /// says `stand-in`.
    package static func fromEnvironment(_ environment: [String: String]) throws(AppleSDKError) -> AppleSDK? {
        guard let value = environment["SDKROOT"], !value.isEmpty, value != standInName else { return nil }
        return try AppleSDK(path: value, source: .environment)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The platform and version from `SDKSettings.json` (or `.plist`), else from the folder's
    /// name (`iPhoneOS17.2.sdk`); macOS when neither says.
    static func platformAndVersion(of path: String) -> (platform: String, version: String?) {
        var settings: [String: Any] = [:]
        if let data = FileManager.default.contents(atPath: path + "/SDKSettings.json"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            settings = object
        } else if let data = FileManager.default.contents(atPath: path + "/SDKSettings.plist"),
            let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        {
            settings = object
        }
        let properties = settings["DefaultProperties"] as? [String: Any]
        let named = (settings["CanonicalName"] as? String) ?? (path as NSString).lastPathComponent.lowercased()
        let letters = String(named.prefix { $0.isLetter })
        var version = settings["Version"] as? String
        if version == nil {
            let digits = named.dropFirst(letters.count).prefix { $0.isNumber || $0 == "." }
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
            version = digits.isEmpty ? nil : digits
        }
        let platform = (properties?["PLATFORM_NAME"] as? String) ?? letters
        let known = [
            "macosx", "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator", "watchos", "watchsimulator",
            "xros", "xrsimulator",
        ]
        return (known.contains(platform) ? platform : "macosx", version)
    }
}

/// Why a path given as the SDK cannot be used.
package enum AppleSDKError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing is there (or a file is).
    case notFound(path: String, source: AppleSDK.Source)
    /// A folder that holds neither `usr/include` nor `System/Library/Frameworks`.
    case notAnSDK(path: String, source: AppleSDK.Source)

    /// The path that was given.
    package var path: String {
        switch self {
        case .notFound(let path, _), .notAnSDK(let path, _): return path
        }
    }

    /// What is wrong and where the path came from, without the path.
    package var reason: String {
        switch self {
        case .notFound(_, let source):
            return "no SDK folder there (given by \(source.rawValue))"
        case .notAnSDK(_, let source):
            return "not an SDK: it holds neither usr/include nor System/Library/Frameworks "
                + "(given by \(source.rawValue))"
        }
    }

    /// One sentence naming the path, what is wrong and where it came from.
    package var description: String { "\(path): \(reason)" }
}
