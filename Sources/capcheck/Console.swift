import ArgumentParser
import ClangFrontend
import Foundation
import LintDriver
@preconcurrency import Rainbow

#if canImport(Glibc)
    import Glibc
#endif

/// The exit statuses of every command (`capcheck --help` lists them).
enum ExitStatus: Int32 {
    /// Nothing to report.
    case clean = 0
    /// Findings of severity warning or error (lint, report), or an expectation that failed
    /// (examples).
    case findings = 1
    /// The run could not be done: bad arguments, an input that is missing or not what it should
    /// be, nothing readable, or empty input under `--strict`.
    case failure = 2
    /// `lint --fail-on-incomplete`: a file was analysed only in part and nothing else failed.
    case incomplete = 3

    /// The status as argument-parser's exit code.
    var code: ExitCode { ExitCode(rawValue) }

    /// The table for help texts and docs.
    static let documentation = """
        Exit status (every command): 0 nothing to report; 1 findings of severity warning or error \
        (lint, report), a leaked cycle or thread (leaks) or an expectation that failed (examples); 2 \
        the run could not be done (bad \
        arguments, an input missing or not what it should be, nothing readable, empty input under \
        --strict); 3 lint --fail-on-incomplete found a file analysed only in part.
        """
}

/// When to colour what a command prints.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set (https://no-color.org) or `TERM` is `dumb`.
    case auto
    case always
    case never

    /// Whether text written to `descriptor` gets colours.
    func enabled(for descriptor: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(descriptor) == 1
        }
    }

    /// The choice given on the command line, read before argument-parsing has finished (for
    /// errors argument-parser itself reports).
    static func fromCommandLine(_ arguments: [String] = CommandLine.arguments) -> ColorChoice {
        var choice = ColorChoice.auto
        for (i, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument.hasPrefix("--color=") {
                choice = ColorChoice(rawValue: String(argument.dropFirst(8))) ?? choice
            } else if argument == "--color", i + 1 < arguments.count {
                choice = ColorChoice(rawValue: arguments[i + 1]) ?? choice
            }
        }
        return choice
    }
}

/// Colours for clang-shaped diagnostics (clang's own: bold location, red `error:`, magenta
/// `warning:`, grey `note:`), or none.
struct Palette {
    var enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        // Rainbow guesses from stdout and the environment; the choice is made here instead.
        Rainbow.outputTarget = .console
        Rainbow.enabled = true
    }

    func location(_ text: String) -> String { enabled ? text.bold : text }

    func level(_ level: Diagnostic.Level) -> String {
        let text = level.rawValue + ":"
        guard enabled else { return text }
        switch level {
        case .error: return text.red.bold
        case .warning: return text.magenta.bold
        case .note: return text.lightBlack.bold
        }
    }

    func message(_ text: String) -> String { enabled ? text.bold : text }

    /// Colours every clang-shaped line of a report (`path:line:col: warning: message`), and
    /// leaves other lines alone, so reporters stay free of terminal codes.
    func diagnostics(_ report: String) -> String {
        guard enabled else { return report }
        return report.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for level in [Diagnostic.Level.error, .warning, .note] {
                let marker = "\(level.rawValue): "
                let range: Range<Substring.Index>
                if line.hasPrefix(marker) {
                    range = line.startIndex..<line.index(line.startIndex, offsetBy: marker.count)
                } else if let found = line.range(of: ": " + marker) {
                    range = line.index(after: found.lowerBound)..<found.upperBound
                } else {
                    continue
                }
                let place = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let rest = String(line[range.upperBound...])
                let head = place.isEmpty ? "" : location(place) + " "
                return head + self.level(level) + " " + (level == .note ? rest : message(rest))
            }
            return String(line)
        }.joined(separator: "\n")
    }
}

/// A problem with an input or an argument, in clang's shape (`path:line:col: error: message`),
/// which editors and CI logs jump to. The location is as precise as it is known: a whole file
/// is `path: error: message`, the tool itself `capcheck: error: message`.
struct Diagnostic: Error, Hashable {
    enum Level: String { case error, warning, note }

    var file: String?
    var line: Int?
    var column: Int?
    var level: Level
    var message: String

    static func error(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, level: .error, message: message)
    }

    static func warning(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, level: .warning, message: message)
    }

    static func note(_ message: String, file: String? = nil) -> Diagnostic {
        Diagnostic(file: file, line: nil, column: nil, level: .note, message: message)
    }

    /// `path:line:col:` as far as it is known.
    var place: String {
        guard let file else { return "capcheck:" }
        var text = file
        if let line { text += ":\(line)" }
        if let line = line, line > 0, let column { text += ":\(column)" }
        return text + ":"
    }

    func rendered(_ palette: Palette) -> String {
        palette.location(place) + " " + palette.level(level) + " "
            + (level == .note ? message : palette.message(message))
    }
}

/// Standard error, with colours decided once per run.
enum Console {
    /// Decided by `--color` (or `NO_COLOR`) for standard error.
    static let errorPalette = Palette(enabled: ColorChoice.fromCommandLine().enabled(for: STDERR_FILENO))

    /// Prints `diagnostic` on standard error.
    static func report(_ diagnostic: Diagnostic) {
        printError(diagnostic.rendered(errorPalette))
    }

    /// Prints every diagnostic of `diagnostics` on standard error.
    static func report(_ diagnostics: [Diagnostic]) {
        diagnostics.forEach(report)
    }
}

/// Thrown by a command whose run could not be done: the diagnostics say why; the status is the
/// exit status (2 unless said otherwise).
struct CommandFailure: Error {
    var diagnostics: [Diagnostic]
    var status: ExitStatus = .failure

    init(_ diagnostics: [Diagnostic], status: ExitStatus = .failure) {
        self.diagnostics = diagnostics
        self.status = status
    }

    init(_ diagnostic: Diagnostic) {
        self.init([diagnostic])
    }

    /// A failure that exits with another program's status (`leaks` passes on the command's).
    init(_ diagnostics: [Diagnostic], status code: ExitCode) {
        self.init(diagnostics)
        passedOnStatus = code.rawValue
    }

    /// A status taken from another program instead of one of ours.
    var passedOnStatus: Int32?

    /// What the process exits with.
    var exitCode: Int32 { passedOnStatus ?? status.rawValue }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Why `path` cannot be read as a file (`directory: true`: as a directory), in the words every
/// command uses; nil when it can.
func readProblem(_ path: String, directoryAllowed: Bool = false, fileAllowed: Bool = true) -> String? {
    var info = stat()
    if stat(path, &info) != 0 { return String(cString: strerror(errno)).lowercased() }
    let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    if isDirectory && !directoryAllowed { return "is a directory, expected a file" }
    if !isDirectory && !fileAllowed { return "is not a directory" }
    if access(path, R_OK) != 0 { return String(cString: strerror(errno)).lowercased() }
    return nil
}
