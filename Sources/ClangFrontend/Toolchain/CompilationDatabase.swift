import CClang
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `compile_commands.json`, read through libclang's `CXCompilationDatabase`.
public final class CompilationDatabase {
    private let raw: CXCompilationDatabase
    /// The directory the database was loaded from.
    public let directory: String

    /// Loads `directory/compile_commands.json`.
    /// - Throws: `ClangError.badCompilationDatabase` when there is none or it cannot be read.
    public init(directory: String) throws {
        var error = CXCompilationDatabase_NoError
        guard let db = clang_CompilationDatabase_fromDirectory(directory, &error),
            error == CXCompilationDatabase_NoError
        else {
            throw ClangError.badCompilationDatabase(directory: directory)
        }
        raw = db
        self.directory = directory
    }

    deinit { clang_CompilationDatabase_dispose(raw) }

    /// The flags recorded for `path`, without the compiler, `-c`, `-o FILE`, dependency-file
    /// options and the input itself; relative include paths made absolute. Nil when the
    /// database has no command for the file.
    public func arguments(for path: String) -> [String]? {
        let absolute = Self.absolutePath(path)
        guard let commands = clang_CompilationDatabase_getCompileCommands(raw, absolute) else { return nil }
        defer { clang_CompileCommands_dispose(commands) }
        guard clang_CompileCommands_getSize(commands) > 0 else { return nil }
        let command = clang_CompileCommands_getCommand(commands, 0)
        let workingDirectory = String(consuming: clang_CompileCommand_getDirectory(command))
        let fileName = String(consuming: clang_CompileCommand_getFilename(command))
        let count = clang_CompileCommand_getNumArgs(command)
        let all = (0..<count).map { String(consuming: clang_CompileCommand_getArg(command, $0)) }
        return Self.filter(Array(all.dropFirst()), fileName: fileName, input: absolute, directory: workingDirectory)
    }

    package static func filter(_ arguments: [String], fileName: String, input: String, directory: String) -> [String] {
        let pathOptions: Set<String> = [
            "-I", "-isystem", "-iquote", "-idirafter", "-include", "-imacros", "-F",
            "-iframework", "-isysroot", "--sysroot", "-include-pch",
        ]
        let droppedWithValue: Set<String> = ["-o", "-MF", "-MT", "-MQ", "-Xclang-load"]
        let dropped: Set<String> = ["-c", "-MD", "-MMD", "-M", "-MM", "-MP", "-S", "-E", "-emit-llvm"]
        func absolute(_ p: String) -> String { p.hasPrefix("/") ? p : directory + "/" + p }
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            defer { i += 1 }
            if dropped.contains(argument) { continue }
            if droppedWithValue.contains(argument) {
                i += 1
                continue
            }
            if argument.hasPrefix("-o"), argument.count > 2 { continue }
            if argument == fileName || absolute(argument) == input || argument == "--" { continue }
            if pathOptions.contains(argument), i + 1 < arguments.count {
                result += [argument, absolute(arguments[i + 1])]
                i += 1
                continue
            }
            if let option = ["-I", "-F"].first(where: { argument.hasPrefix($0) && argument.count > $0.count }) {
                result.append(option + absolute(String(argument.dropFirst(option.count))))
                continue
            }
            result.append(argument)
        }
        return result
    }

    package static func absolutePath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return String(cString: buffer) + "/" + path
    }
}

/// One database per analyzer, loaded on first use and shared by every thread.
package final class CompilationDatabaseCache: Sendable {
    package let directory: String
    /// nil until loaded; then the database, or nil inside when it does not read.
    private let database = Mutex<CompilationDatabase??>(nil)

    package init(directory: String) {
        self.directory = directory
    }

    /// True when `compile_commands.json` exists and reads.
    package var isUsable: Bool {
        database.withLock { database in Self.loaded(&database, directory: directory) != nil }
    }

    package func arguments(for path: String) -> [String]? {
        database.withLock { database in Self.loaded(&database, directory: directory)?.arguments(for: path) }
    }

    /// The database, loaded on the first call (nil inside when it does not read).
    private static func loaded(_ database: inout CompilationDatabase??, directory: String) -> CompilationDatabase? {
        if database == nil { database = .some(try? CompilationDatabase(directory: directory)) }
        return database!
    }
}
