import CClang

/// Why a file could not be turned into a translation unit.
package enum ClangError: Error, Equatable, Sendable {
    /// libclang refused the file or its arguments (`CXErrorCode`).
    case parseFailed(file: String, code: Int)
    /// libclang crashed while parsing; the crash was contained.
    case crashed(file: String)
    /// The compilation database in `directory` could not be read.
    case badCompilationDatabase(directory: String)
}

extension ClangError: CustomStringConvertible {
    /// One sentence naming the file and what went wrong.
    package var description: String {
        switch self {
        case .parseFailed(let file, let code):
            let reason: String
            switch code {
            case Int(CXError_Failure.rawValue): reason = "libclang could not parse it"
            case Int(CXError_Crashed.rawValue): reason = "libclang crashed while parsing it"
            case Int(CXError_InvalidArguments.rawValue): reason = "the compiler arguments are invalid"
            case Int(CXError_ASTReadError.rawValue): reason = "the AST could not be read"
            default: reason = "libclang error \(code)"
            }
            return "\(file): \(reason)"
        case .crashed(let file):
            return "\(file): libclang crashed while parsing it"
        case .badCompilationDatabase(let directory):
            return "\(directory): no readable compile_commands.json"
        }
    }
}
