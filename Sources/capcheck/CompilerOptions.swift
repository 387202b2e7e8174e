import ArgumentParser

/// Compiler flags shared by `explain` and `lint`: a compilation database and extra flags.
struct CompilerOptions: ParsableArguments {
    @Option(name: .customShort("p"), help: ArgumentHelp("Directory holding compile_commands.json.", valueName: "dir"))
    var compilationDatabase: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Extra compiler flags, after --.", valueName: "flags"))
    var compilerFlags: [String] = []
}
