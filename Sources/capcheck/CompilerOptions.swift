import ArgumentParser

/// Compiler flags shared by `explain` and `lint`: a compilation database and extra flags after `--`.
///
/// The flags are read from the raw command line rather than declared as a `.postTerminator`
/// argument: argument-parser rejects a command that has both a positional array (the files) and
/// a post-terminator array. Words after `--` also reach the command's positional array, so
/// commands take their files through `files(from:)`, which drops them again.
struct CompilerOptions: ParsableArguments {
    @Option(name: .customShort("p"), help: ArgumentHelp("Directory holding compile_commands.json.", valueName: "dir"))
    var compilationDatabase: String?

    /// The words after the first `--` on the command line.
    var compilerFlags: [String] {
        let arguments = CommandLine.arguments
        guard let terminator = arguments.firstIndex(of: "--") else { return [] }
        return Array(arguments[(terminator + 1)...])
    }

    /// `positional` without the compiler flags argument-parser appended to it.
    func files(from positional: [String]) -> [String] {
        Array(positional.dropLast(min(compilerFlags.count, positional.count)))
    }
}
