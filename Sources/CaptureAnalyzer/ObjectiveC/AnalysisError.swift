#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be analyzed. Every case names the file, so a message can stand alone.
public enum AnalysisError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file could not be read (missing, a directory, no permission…).
    case unreadable(file: String, reason: String)
    /// The file holds NUL bytes: it is not source text.
    case binary(file: String)
    /// The file is not valid UTF-8.
    case notUTF8(file: String)
    /// The file is named like C-family source but is written in another language (a MATLAB or
    /// Octave `.m` file), which `what` names.
    case notCFamily(file: String, what: String)
    /// The file is empty (or holds only white space).
    case empty(file: String)
    /// The file is larger than `AnalyzerOptions.maxFileSize`.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The extension is not `.c`, `.m`, `.mm` or `.h`.
    case unsupportedLanguage(file: String)
    /// libclang produced no AST, or the file has errors (the blocks that did parse may still be
    /// reported alongside this error by `capcheck explain`).
    case parseFailed(file: String, reason: String)
    /// The analysis crashed (a signal on the thread that analysed the file: libclang reading
    /// what it could not, or a trap); the file was abandoned and the run went on.
    case crashed(file: String, signal: Int32)

    /// The file the error is about.
    public var file: String {
        switch self {
        case .unreadable(let f, _), .binary(let f), .notUTF8(let f), .notCFamily(let f, _), .empty(let f),
            .tooLarge(let f, _, _), .unsupportedLanguage(let f), .parseFailed(let f, _), .crashed(let f, _):
            return f
        }
    }

    /// The problem, without the file name.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): return reason.lowercased()
        case .binary: return "binary file (contains NUL bytes), not C or Objective-C source"
        case .notUTF8: return "file is not valid UTF-8 text"
        case .notCFamily(_, let what): return "not C-family source (\(what))"
        case .empty: return "file is empty"
        case .tooLarge(_, let bytes, let limit): return "file is too large (\(bytes) bytes, limit \(limit))"
        case .unsupportedLanguage: return "unsupported file type (expected .c, .m, .mm, .h, .cpp, .cc or .cxx)"
        case .parseFailed(_, let reason): return "could not parse: \(reason)"
        case .crashed(_, let signal):
            let name = String(cString: strsignal(signal))
            return "the analysis crashed (signal \(signal): \(name)) and was abandoned; please report it with this file"
        }
    }

    /// `file: reason`, as a compiler would print it.
    public var description: String { "\(file): \(reason)" }
}
