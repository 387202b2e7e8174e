import ArgumentParser
import CaptureAnalyzer
import ChildProcess
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

    @Option(
        help: ArgumentHelp(
            "Apple SDK to parse C and Objective-C against: an SDK folder (MacOSX.sdk, iPhoneOS.sdk), an SDK "
                + "name xcrun knows (iphoneos), or stand-in for the bundled stand-in. Default: sdk in "
                + ".capcheck.yml (lint), then SDKROOT, then `xcrun --show-sdk-path`, then the stand-in.",
            valueName: "path"))
    var sdk: String?

    /// Splits a command's positional words into inputs and the compiler flags given after
    /// `--` in `commandLine` (the process arguments by default).
    static func split(_ positionals: [String], commandLine: [String] = CommandLine.arguments) -> (
        inputs: [String], flags: [String]
    ) {
        guard let terminator = commandLine.firstIndex(of: "--") else { return (positionals, []) }
        let count = min(commandLine.count - terminator - 1, positionals.count)
        return (Array(positionals.dropLast(count)), Array(positionals.suffix(count)))
    }

    /// Analyzer options with the database, `flags` and the SDK to parse against (nil: the stand-in).
    func analyzerOptions(flags: [String], sdk: AppleSDK? = nil) -> AnalyzerOptions {
        var options = AnalyzerOptions(compilerFlags: flags, compilationDatabase: compilationDatabase)
        options.sdk = sdk
        return options
    }

    /// The SDK `--sdk` names: `.some(nil)` for `stand-in`, nil when the flag is not given. A name
    /// without a slash that is no folder here is asked of xcrun (`iphoneos`, `macosx14.2`).
    func sdkFlag() async throws -> AppleSDK?? {
        guard let sdk else { return nil }
        if sdk == AppleSDK.standInName { return .some(nil) }
        var path = sdk
        var isDirectory: ObjCBool = false
        if !sdk.contains("/"), !FileManager.default.fileExists(atPath: sdk, isDirectory: &isDirectory),
            ChildProcess.find("xcrun") != nil
        {
            guard let found = await Self.xcrunSDKPath(arguments: ["--sdk", sdk, "--show-sdk-path"]) else {
                throw CommandFailure(.error("--sdk: xcrun knows no SDK named \(sdk)", file: sdk))
            }
            path = found
        }
        do { return .some(try AppleSDK(path: path, source: .flag)) } catch {
            throw CommandFailure(.error("--sdk: \(error.reason)", file: error.path))
        }
    }

    /// The SDK the environment names when nothing else does: `SDKROOT`, else what
    /// `xcrun --show-sdk-path` prints when xcrun is on PATH; nil for the stand-in.
    static func environmentSDK(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Result<AppleSDK?, AppleSDKError> {
        do {
            if let sdk = try AppleSDK.fromEnvironment(environment) { return .success(sdk) }
            if environment["SDKROOT"] == AppleSDK.standInName { return .success(nil) }
            guard ChildProcess.find("xcrun") != nil,
                let path = await xcrunSDKPath(arguments: ["--show-sdk-path"])
            else { return .success(nil) }
            return .success(try AppleSDK(path: path, source: .xcrun))
        } catch {
            return .failure(error)
        }
    }

    /// The path xcrun prints for `arguments`; nil when it fails or prints nothing.
    private static func xcrunSDKPath(arguments: [String]) async -> String? {
        guard let output = try? await ChildProcess.run("xcrun", arguments, timeout: .seconds(60)), output.status == 0
        else { return nil }
        let path = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    /// The SDK a command without a configuration file (explain) uses: `--sdk`, else the
    /// environment's; an unusable one is an error naming its path.
    func resolvedSDK() async throws -> AppleSDK? {
        if let flag = try await sdkFlag() { return flag }
        do { return try await Self.environmentSDK().get() } catch {
            throw CommandFailure(.error(error.reason, file: error.path))
        }
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
