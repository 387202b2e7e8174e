import ClangFrontend

/// Why a lint run as a whole could not be done (the CLI exits 2 for these).
package enum LintDriverError: Error, CustomStringConvertible, Sendable {
    /// A `.capcheck.yml` (or `--config` file) that cannot be read or makes no sense.
    case badConfiguration(file: String, reason: String)
    /// A baseline file that cannot be read or written.
    case badBaseline(file: String, reason: String)
    /// A cache directory that cannot be created.
    case badCacheDirectory(path: String, reason: String)
    /// A setting of a configuration file, or a `capcheck:ignore` comment, that names an unknown
    /// rule (or is wrong in another way), at its 1-based line and column.
    case badSetting(file: String, line: Int, column: Int, reason: String)
    /// The Apple SDK that `--sdk`, `SDKROOT` or `xcrun` names cannot be used.
    case badSDK(AppleSDKError)

    /// One sentence naming the file and the problem.
    package var description: String {
        switch self {
        case .badConfiguration(let file, let reason): return "\(file): invalid configuration: \(reason)"
        case .badBaseline(let file, let reason): return "\(file): baseline: \(reason)"
        case .badCacheDirectory(let path, let reason): return "\(path): cache directory: \(reason)"
        case .badSetting(let file, let line, let column, let reason): return "\(file):\(line):\(column): \(reason)"
        case .badSDK(let error): return error.description
        }
    }
}
