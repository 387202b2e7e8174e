import ChildProcess
import Foundation
import LintDriver
import Reporting

/// Runs the annotated teaching examples and checks every annotation against what the compiler
/// and the running program really do. The CLI (`capcheck examples`) only prints what it returns.
package struct ExampleRunner: Sendable {
    /// How to run the examples.
    package struct Configuration: Sendable {
        /// Run only the example with this slug (its folder name).
        package var only: String?
        /// The SwiftExamples program that holds the Swift examples; nil skips nothing, it makes
        /// every Swift example fail with a hint to build it.
        package var swiftExamplesExecutable: String?
        /// Seconds a program may run before it is killed and reported.
        package var timeout: Double = 30
        /// Seconds the compiler may take to build one example: apart from `timeout`, so that a
        /// short limit on the program does not fail a build slowed by a loaded machine.
        package var compileTimeout: Double = 300
        /// Defaults: everything, no Swift program, 30 s per program.
        package init(only: String? = nil, swiftExamplesExecutable: String? = nil) {
            self.only = only
            self.swiftExamplesExecutable = swiftExamplesExecutable
        }
    }

    /// Where the Swift examples program is looked for when none is given: beside `executable`
    /// (the running `capcheck` or test bundle sits in the same build directory).
    package static func defaultSwiftExamplesExecutable(besides executable: String) -> String? {
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        // A test bundle on Linux is a file in the build directory; on Darwin it is a bundle.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("SwiftExamples").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The configuration in use.
    package var configuration: Configuration
    /// The compilers in use.
    package var toolchain: Toolchain

    /// A runner with `configuration`, finding clang and the Swift toolchain itself.
    package init(configuration: Configuration = .init()) async throws {
        self.configuration = configuration
        self.toolchain = try await Toolchain.discover()
    }

    /// Every example program under `path` (a folder of concept folders, one concept folder, or
    /// one file), sorted by slug then file name.
    package func discover(in path: String) throws -> [ExampleProgram] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ExampleRunnerError.noExamples(path: path)
        }
        var programs: [ExampleProgram] = []
        if !isDirectory.boolValue {
            if let language = ExampleLanguage(path: path) {
                let slug = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
                programs.append(ExampleProgram(slug: slug, file: path, language: language))
            }
        } else if let walker = fileManager.enumerator(atPath: path) {
            for case let relative as String in walker {
                let components = relative.split(separator: "/")
                guard components.count >= 2, let language = ExampleLanguage(path: relative) else { continue }
                let file = (path as NSString).appendingPathComponent(relative)
                // The slug is the folder holding the file (`Examples/blocks/value-capture/x.c`).
                programs.append(
                    ExampleProgram(slug: String(components[components.count - 2]), file: file, language: language))
            }
            // A concept folder given directly: its files sit at depth one.
            if programs.isEmpty, let names = try? fileManager.contentsOfDirectory(atPath: path) {
                let slug = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
                for name in names {
                    guard let language = ExampleLanguage(path: name) else { continue }
                    programs.append(
                        ExampleProgram(
                            slug: slug, file: (path as NSString).appendingPathComponent(name), language: language))
                }
            }
        }
        guard !programs.isEmpty else { throw ExampleRunnerError.noExamples(path: path) }
        if let only = configuration.only {
            let known = Set(programs.map(\.slug)).sorted()
            programs = programs.filter { $0.slug == only }
            guard !programs.isEmpty else {
                throw ExampleRunnerError.unknownExample(slug: only, path: path, known: known)
            }
        }
        return programs.sorted { ($0.slug, $0.file) < ($1.slug, $1.file) }
    }

    /// Runs and checks every example under `path`.
    package func run(path: String) async throws -> ExampleRun {
        let programs = try discover(in: path)
        // Programs are independent; one per core keeps a 2-core machine busy without thrashing.
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [ExampleResult?](repeating: nil, count: programs.count)
        await withTaskGroup(of: (Int, ExampleResult).self) { group in
            var next = 0
            func startNext() {
                guard next < programs.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await self.check(programs[index])) }
            }
            for _ in 0..<width { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                startNext()
            }
        }
        return ExampleRun(results: results.compactMap { $0 })
    }

    /// Runs and checks one example program.
    package func check(_ program: ExampleProgram) async -> ExampleResult {
        var result = ExampleResult(program: program, checked: [], failures: [], explanation: [])
        let source: String
        do {
            source = try String(contentsOfFile: program.file, encoding: .utf8)
        } catch {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0, message: "cannot read the example: \(error.localizedDescription)"))
            return result
        }
        let (annotations, errors) = AnnotationParser.parse(source)
        result.failures += errors.map {
            ExampleFailure(file: program.file, line: $0.line, message: "malformed annotation: \($0.reason)")
        }
        if let lesson = Self.lesson(in: source) { result.explanation.append(lesson) }
        switch program.language {
        case .c:
            checkStatic(program, source: source, annotations: annotations, into: &result)
            await checkCProgram(program, source: source, annotations: annotations, into: &result)
        case .objectiveC:
            checkStatic(program, source: source, annotations: annotations, into: &result)
            let unsupported = annotations.filter {
                switch $0.kind {
                case .output, .exitStatus, .cycle, .leakedThread, .closure: return true
                default: return false
                }
            }
            for annotation in unsupported {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message:
                            "Objective-C examples are analysed, not run (no Objective-C runtime on Linux): only "
                            + "captures, block kinds and warnings can be expected"
                    ))
            }
        case .swift:
            await checkSwiftProgram(program, annotations: annotations, into: &result)
        }
        if result.checked.allSatisfy({ $0.count == 0 }) && result.failures.isEmpty {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0,
                    message: "the example has no expectations: annotate what it should show"))
        }
        result.checked.removeAll { $0.count == 0 }
        return result
    }

    // MARK: - C programs: compile with clang-14 -fblocks, run, compare the output

    private func checkCProgram(
        _ program: ExampleProgram, source: String, annotations: [Annotation], into result: inout ExampleResult
    ) async {
        let expectedOutput = annotations.compactMap { a -> (pattern: String, line: Int)? in
            if case .output(let text) = a.kind { return (text, a.writtenOn) } else { return nil }
        }
        let expectedStatus =
            annotations.compactMap { a -> Int32? in if case .exitStatus(let s) = a.kind { return s } else { return nil }
            }.last ?? 0
        let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capcheck-examples-\(getpid())-\(program.slug)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        do {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            let binary = workDirectory.appendingPathComponent("example").path
            let compile = try await runProgram(
                toolchain.clang, try toolchain.compileArguments(file: program.file, source: source, output: binary),
                timeout: configuration.compileTimeout)
            guard compile.status == 0 else {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: 0, message: "clang could not build the example", expected: nil,
                        actual: compile.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
                return
            }
            // Teaching code compiles without a single warning: a student copies what they see.
            if !compile.stderr.isEmpty {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: 0, message: "clang warns about the example",
                        expected: "no compiler warnings",
                        actual: compile.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            // Line-buffered through stdbuf when it is there: a program killed for hanging still
            // shows every line it printed, so the student sees how far it got.
            let stdbuf = ChildProcess.find("stdbuf")
            let run = try await runProgram(
                stdbuf ?? binary, stdbuf == nil ? [] : ["-oL", binary], timeout: configuration.timeout)
            checkRun(
                run, program: program, expectedOutput: expectedOutput, expectedStatus: expectedStatus, into: &result)
        } catch {
            result.failures.append(ExampleFailure(file: program.file, line: 0, message: "\(error)"))
        }
    }

    /// Output and exit status checks shared by C and Swift programs.
    private func checkRun(
        _ run: ChildOutput, program: ExampleProgram, expectedOutput: [(pattern: String, line: Int)],
        expectedStatus: Int32, reportLines: Set<String> = [], into result: inout ExampleResult
    ) {
        if run.timedOut {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0,
                    message: "the program did not finish within \(Int(configuration.timeout)) s and was killed"))
        } else if run.status != expectedStatus {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0, message: "the program exited with status \(run.status)",
                    expected: "exit status \(expectedStatus)",
                    actual: run.stderr.isEmpty
                        ? "status \(run.status)" : run.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        var lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let printed = Self.withoutReports(lines)
        result.checked.append(("outputs", expectedOutput.count))
        result.failures += OutputMatcher.compare(actual: printed, expected: expectedOutput, file: program.file)
        if !printed.isEmpty {
            result.explanation.append("printed:\n" + printed.map { "    " + $0 }.joined(separator: "\n"))
        }
    }

    // MARK: - Swift programs: run the SwiftExamples program, compare output, cycles, leaked threads

    private static let cyclePrefix = "retain cycle: "
    private static let leakedThreadPrefix = "leaked thread: "
    private static func isReportLine(_ line: String) -> Bool {
        line.hasPrefix(cyclePrefix) || line.hasPrefix(leakedThreadPrefix)
    }

    /// The program's own output: report lines and the indented edge lines under a cycle removed.
    static func withoutReports(_ lines: [String]) -> [String] {
        var output: [String] = []
        var inReport = false
        for line in lines {
            if isReportLine(line) {
                inReport = true
                continue
            }
            if inReport && line.hasPrefix("    ") { continue }
            inReport = false
            output.append(line)
        }
        return output
    }

    /// Report lines with their indented detail lines.
    static func reports(_ lines: [String]) -> [String] {
        var reports: [String] = []
        var inReport = false
        for line in lines {
            if isReportLine(line) {
                inReport = true
                reports.append(line)
                continue
            }
            if inReport && line.hasPrefix("    ") {
                reports.append(line)
                continue
            }
            inReport = false
        }
        return reports
    }

    private func checkSwiftProgram(
        _ program: ExampleProgram, annotations: [Annotation], into result: inout ExampleResult
    ) async {
        for annotation in annotations {
            switch annotation.kind {
            case .blockKind, .warning:
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message: "Swift examples expect output, cycles, leaked threads, captures and escaping closures")
                )
            default: break
            }
        }
        await checkSwiftCaptures(program, annotations: annotations, into: &result)
        guard let executable = configuration.swiftExamplesExecutable else {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0,
                    message:
                        "the SwiftExamples program is not built: run `swift build --product SwiftExamples` (or pass "
                        + "--swift-examples PATH)"
                ))
            return
        }
        let run: ChildOutput
        do { run = try await runProgram(executable, [program.slug], timeout: configuration.timeout) } catch {
            result.failures.append(ExampleFailure(file: program.file, line: 0, message: "\(error)"))
            return
        }
        let expectedOutput = annotations.compactMap { a -> (pattern: String, line: Int)? in
            if case .output(let text) = a.kind { return (text, a.writtenOn) } else { return nil }
        }
        let expectedStatus =
            annotations.compactMap { a -> Int32? in if case .exitStatus(let s) = a.kind { return s } else { return nil }
            }.last ?? 0
        checkRun(run, program: program, expectedOutput: expectedOutput, expectedStatus: expectedStatus, into: &result)

        let lines = run.stdout.split(separator: "\n").map(String.init)
        checkRuntimeReports(lines, program: program, annotations: annotations, into: &result)
        let reports = Self.reports(lines)
        if !reports.isEmpty {
            result.explanation.append("RetainGraph:\n" + reports.map { "    " + $0 }.joined(separator: "\n"))
        }
    }

    /// The cycles and leaked threads the program printed from RetainGraph against its
    /// `expected-cycle` and `expected-leaked-thread` annotations, both ways.
    private func checkRuntimeReports(
        _ lines: [String], program: ExampleProgram, annotations: [Annotation], into result: inout ExampleResult
    ) {
        let cycles = lines.filter { $0.hasPrefix(Self.cyclePrefix) }.map { line in
            line.dropFirst(Self.cyclePrefix.count).components(separatedBy: " -> ").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.dropLast()
        }.map(Array.init)
        let threads = lines.filter { $0.hasPrefix(Self.leakedThreadPrefix) }.map {
            String($0.dropFirst(Self.leakedThreadPrefix.count))
        }

        var unmatchedCycles = cycles
        var cycleCount = 0
        for annotation in annotations {
            guard case .cycle(let nodes) = annotation.kind else { continue }
            cycleCount += 1
            if let index = unmatchedCycles.firstIndex(where: { Self.sameCycle($0, nodes) }) {
                unmatchedCycles.remove(at: index)
            } else {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message: "RetainGraph did not report this cycle",
                        expected: (nodes + [nodes[0]]).joined(separator: " -> "),
                        actual: cycles.isEmpty
                            ? "no cycles"
                            : cycles.map { ($0 + [$0[0]]).joined(separator: " -> ") }.joined(separator: "; ")))
            }
        }
        for cycle in unmatchedCycles {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0, message: "RetainGraph reported a cycle no annotation expects",
                    expected: nil, actual: (cycle + [cycle[0]]).joined(separator: " -> ")))
        }
        var unmatchedThreads = threads
        var threadCount = 0
        for annotation in annotations {
            guard case .leakedThread(let name) = annotation.kind else { continue }
            threadCount += 1
            if let index = unmatchedThreads.firstIndex(of: name) {
                unmatchedThreads.remove(at: index)
            } else {
                result.failures.append(
                    ExampleFailure(
                        file: program.file, line: annotation.writtenOn,
                        message: "this thread was not reported as leaked",
                        expected: name, actual: threads.isEmpty ? "no leaked threads" : threads.joined(separator: ", "))
                )
            }
        }
        for thread in unmatchedThreads {
            result.failures.append(
                ExampleFailure(
                    file: program.file, line: 0, message: "a thread leaked that no annotation expects", expected: nil,
                    actual: thread))
        }
        result.checked.append(("cycles", cycleCount))
        result.checked.append(("leaked threads", threadCount))
    }

    /// Two cycles are the same when one is a rotation of the other.
    static func sameCycle(_ a: [String], _ b: [String]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return (0..<a.count).contains { shift in (0..<a.count).allSatisfy { a[($0 + shift) % a.count] == b[$0] } }
    }

    // MARK: - Explanation

    /// The example's lesson: the first paragraph of its opening comment.
    static func lesson(in source: String) -> String? {
        var paragraph: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { break }
            let text = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if text.isEmpty { if paragraph.isEmpty { continue } else { break } }
            paragraph.append(text)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}
