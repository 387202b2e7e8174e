import ArgumentParser
import CaptureAnalyzer
import ClangFrontend
import Foundation
import LintDriver

/// Compiler flags shared by `explain` and `lint`: a compilation database, and extra flags
/// after `--`.
///
/// The flags after `--` cannot be a positional array of their own (argument-parser rejects a
/// positional after a positional array), so a command declares one positional array for its
/// inputs, and `split(_:)` takes the words that followed `--` off its end.
struct CompilerOptions: ParsableArguments {
    @Option(name: .customShort("p"), help: ArgumentHelp("Directory holding compile_commands.json.", valueName: "dir"))
    var compilationDatabase: String?

    /// Splits a command's positional words into inputs and the compiler flags given after
    /// `--` in `commandLine` (the process arguments by default).
    static func split(_ positionals: [String], commandLine: [String] = CommandLine.arguments) -> (
        inputs: [String], flags: [String]
    ) {
        guard let terminator = commandLine.firstIndex(of: "--") else { return (positionals, []) }
        let count = min(commandLine.count - terminator - 1, positionals.count)
        return (Array(positionals.dropLast(count)), Array(positionals.suffix(count)))
    }

    /// Analyzer options with the database and `flags`.
    func analyzerOptions(flags: [String]) -> AnalyzerOptions {
        AnalyzerOptions(compilerFlags: flags, compilationDatabase: compilationDatabase)
    }

    /// Fails at the door when `-p` names no readable compilation database.
    func checkDatabase() throws {
        guard let directory = compilationDatabase else { return }
        let file = (directory as NSString).appendingPathComponent("compile_commands.json")
        if let problem = readProblem(directory, directoryAllowed: true, fileAllowed: false) {
            throw CommandFailure(.error("-p: no compile_commands.json: \(problem)", file: directory))
        }
        if let problem = readProblem(file) {
            throw CommandFailure(.error("-p: cannot read compile_commands.json: \(problem)", file: file))
        }
        do { _ = try CompilationDatabase(directory: directory) } catch {
            throw CommandFailure(.error("-p: not a compilation database (\(error))", file: file, line: 1, column: 1))
        }
    }
}
