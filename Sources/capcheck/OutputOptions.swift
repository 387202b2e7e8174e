import ArgumentParser
import Foundation
import LintDriver

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's document goes and whether it is coloured: the same `-o` and `--color`
/// on every command (each command declares its own `-f/--format`, as the formats differ).
struct OutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    /// Whether text output gets colours: never in a file.
    var colored: Bool { output == nil && color.enabled(for: STDOUT_FILENO) }

    /// The palette for the document.
    var palette: Palette { Palette(enabled: colored) }

    /// Fails at the door, before a long run, when the output could not be written. (Not
    /// `validate()`: argument-parser would wrap the diagnostic in its own usage error.)
    func checkWritable() throws {
        guard let output else { return }
        let directory = (output as NSString).deletingLastPathComponent
        if let problem = readProblem(directory.isEmpty ? "." : directory, directoryAllowed: true, fileAllowed: false) {
            throw CommandFailure(.error("cannot write the output: \(directory): \(problem)", file: output))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(.error("cannot write the output: is a directory", file: output))
        }
    }

    /// Writes `text` to the output file, or to standard output.
    func write(_ text: String) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure(.error("cannot write the output: \(describe(error))", file: output))
        }
    }
}

/// An error's text without Foundation's "The operation could not be completed" framing.
func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
    return nsError.localizedDescription
}
