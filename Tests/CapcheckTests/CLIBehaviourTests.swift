import ChildProcess
import Foundation
import Testing

/// What every command does at the door: one error shape (`path:line:col: error: …`), inputs
/// checked against what they must be, typos answered with "did you mean", empty input flagged,
/// and the same output options everywhere.
@Suite(.serialized) struct CLIBehaviourTests {
    @Test func versionIsPrinted() async throws {
        let result = try await Workspace().capcheck("--version")
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    @Test func aJSONFileThatIsNotAReportIsAnErrorAtItsPlace() async throws {
        let ws = try Workspace()
        try ws.write("empty.json", "{}\n")
        let empty = try await ws.capcheck("report", "empty.json")
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("empty.json:1:1: error: not a capcheck report"), "\(empty.stderr)")
        try ws.write("broken.json", "{\"cycles\": [\n")
        let broken = try await ws.capcheck("report", "broken.json")
        #expect(broken.status == 2)
        #expect(
            broken.stderr.contains("broken.json:") && broken.stderr.contains("error: not valid JSON"),
            "\(broken.stderr)")
    }

    /// `report -` reads standard input, which diagnostics call `<stdin>` as clang does.
    @Test func aReportOnStandardInputIsCheckedAsStdin() async throws {
        let ws = try Workspace()
        let empty = try await ws.capcheck(["report", "-"], input: "{}\n")
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("<stdin>:1:1: error: not a capcheck report"), "\(empty.stderr)")
        let clean = try await ws.capcheck(["report", "-"], input: "{\"cycles\": []}\n")
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test func nothingToLintIsAWarningAndUnderStrictAFailure() async throws {
        let ws = try Workspace()
        try ws.write("docs/readme.txt", "no sources here\n")
        let plain = try await ws.capcheck("lint", "--no-cache", "docs")
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("docs: warning: nothing to lint"), "\(plain.stderr)")
        let strict = try await ws.capcheck("lint", "--no-cache", "--strict", "docs")
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("docs: error: nothing to lint"), "\(strict.stderr)")
    }

    @Test func aMisspeltRuleInAnIgnoreCommentIsAnErrorWithASuggestion() async throws {
        let ws = try Workspace()
        try ws.write(
            "Feed.m",
            cycleFile.replacingOccurrences(
                of: "[self description]; };", with: "[self description]; }; // capcheck:ignore retain-cycles"))
        let result = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(
            result.stdout.contains(
                "error: unknown rule 'retain-cycles' in a capcheck:ignore comment; did you mean 'retain-cycle'?"),
            "\(result.stdout)")
        // The misspelt comment suppresses nothing.
        #expect(result.stdout.contains("[retain-cycle]"))
        let flag = try await ws.capcheck("lint", "--no-cache", "--disable", "retain-cycles", "Feed.m")
        #expect(flag.status != 0 && flag.stderr.contains("did you mean 'retain-cycle'?"), "\(flag.stderr)")
    }

    /// A cache that cannot be made is no reason to stop: the run lints without it, the findings
    /// are the same, and a note at the cache's path says why in the system's words.
    @Test func anUnwritableCacheFallsBackToRunningWithoutItWithANote() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        try ws.write("cache-file", "not a folder\n")
        let file = try await ws.capcheck("lint", "--cache-dir", "cache-file", "Feed.m")
        #expect(file.status == 1)
        #expect(file.stdout.contains("[retain-cycle]"))
        #expect(
            file.stderr == "cache-file: note: cannot write the cache: it is a file, not a folder; linting without it\n",
            "\(file.stderr)")
        let below = try await ws.capcheck("lint", "--cache-dir", "cache-file/inner", "Feed.m")
        #expect(below.status == 1)
        #expect(
            below.stderr
                == "cache-file/inner: note: cannot write the cache: cache-file is a file, not a folder; linting "
                + "without it\n",
            "\(below.stderr)")
        // /proc holds no folders a program can make, for root either.
        let proc = try await ws.capcheck("lint", "--cache-dir", "/proc/capcheck-cache", "Feed.m")
        #expect(proc.status == 1)
        #expect(
            proc.stderr.hasPrefix("/proc/capcheck-cache: note: cannot write the cache: /proc/capcheck-cache: "),
            "\(proc.stderr)")
        #expect(!proc.stderr.contains("operation could not be completed"))
    }

    /// The configuration found above the current folder is named relative to it, at the line and
    /// column of the mistake, like any other input.
    @Test func aConfigurationMistakeIsPlacedInTheFileAsTheUserSeesIt() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        try ws.write(".capcheck.yml", "excluded: [Vendor/]\ndisabled_rule: [retain-cycle]\n")
        let typo = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(typo.status == 2)
        #expect(
            typo.stderr
                == ".capcheck.yml:2:1: error: unknown setting 'disabled_rule'; did you mean 'disabled_rules'?\n",
            "\(typo.stderr)")
        try ws.write(".capcheck.yml", "disabled_rules: [retain-cycle\n")
        let syntax = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(syntax.status == 2)
        #expect(
            syntax.stderr.hasPrefix(".capcheck.yml:2:1: error: not valid YAML: did not find expected ',' or ']'"),
            "\(syntax.stderr)")
    }

    @Test func sarifFindingsCarryFingerprintsThatSurviveALineShift() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        let before = try await ws.capcheck("lint", "--no-cache", "-f", "sarif", "Feed.m")
        try ws.write("Feed.m", "// a comment that moves every line down\n" + cycleFile)
        let after = try await ws.capcheck("lint", "--no-cache", "-f", "sarif", "Feed.m")
        func fingerprints(_ text: String) throws -> [String] {
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let runs = try #require(sarif["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        }
        let first = try fingerprints(before.stdout)
        #expect(first.count == 1)
        #expect(try fingerprints(after.stdout) == first)
    }

    /// On a terminal (script(1) gives one) `auto` colours, NO_COLOR turns that off, and an
    /// explicit `--color` wins over NO_COLOR; the same holds for diagnostics on standard error.
    @Test func onATerminalNoColorAndColorDecide() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        func terminal(_ command: String) async throws -> String {
            // The test runner may itself run with NO_COLOR set: each command sets it or not.
            var environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm"]) { $1 }
            environment.removeValue(forKey: "NO_COLOR")
            return try await ChildProcess.run(
                "/usr/bin/script", ["-qec", command, "/dev/null"], workingDirectory: ws.root,
                environment: environment
            ).stdout
        }
        let lint = "\(capcheckBinary) lint --no-cache"
        #expect(try await terminal("\(lint) Feed.m").contains("\u{1B}[35;1mwarning:"))
        #expect(!(try await terminal("NO_COLOR=1 \(lint) Feed.m").contains("\u{1B}[")))
        #expect(try await terminal("NO_COLOR=1 \(lint) --color always Feed.m").contains("\u{1B}[35;1mwarning:"))
        #expect(!(try await terminal("\(lint) --color never Feed.m").contains("\u{1B}[")))
        // Standard error alone on the terminal: a diagnostic about an input.
        #expect(try await terminal("\(capcheckBinary) report missing.json >/dev/null").contains("\u{1B}[31;1merror:"))
        #expect(
            !(try await terminal("NO_COLOR=1 \(capcheckBinary) report missing.json >/dev/null").contains("\u{1B}[")))
    }

    /// argument-parser's completion scripts, for every subcommand.
    @Test(arguments: ["bash", "zsh", "fish"])
    func shellCompletionCoversEveryCommand(shell: String) async throws {
        let result = try await Workspace().capcheck("--generate-completion-script", shell)
        #expect(result.status == 0)
        for command in ["explain", "lint", "rules", "examples", "report", "leaks"] {
            #expect(result.stdout.contains(command), "\(shell) completion lacks \(command)")
        }
        #expect(result.stdout.contains("format") && result.stdout.contains("color"))
    }

    @Test func coloursOnlyWhenAskedOrOnATerminalWithoutNoColor() async throws {
        let ws = try Workspace()
        try ws.write("Feed.m", cycleFile)
        let always = try await ws.capcheck("lint", "--no-cache", "--color", "always", "Feed.m")
        #expect(always.stdout.contains("\u{1B}["))
        let piped = try await ws.capcheck("lint", "--no-cache", "Feed.m")
        #expect(!piped.stdout.contains("\u{1B}["))
    }

    /// `explain` reads a file as `lint` does: with the headers its project keeps elsewhere (found
    /// from the checkout's root) and the macros its build settings define.
    @Test func explainSeesTheFilesProjectAsLintDoes() async throws {
        let ws = try Workspace()
        try ws.write(".git/HEAD", "ref: refs/heads/main\n")
        try ws.write("Config/Common.xcconfig", "GCC_PREPROCESSOR_DEFINITIONS = KIT_FEATURE=1\n")
        try ws.write(
            "Shared/include/kit/Kit.h",
            "#import <Foundation/Foundation.h>\n@interface Kit : NSObject\n- (void)run:(void (^)(void))block;\n@end\n")
        try ws.write(
            "App/src/Use.m",
            "#import <kit/Kit.h>\nvoid use(Kit *k, NSString *s) {\n"
                + "#if KIT_FEATURE\n  [k run:^{ (void)s; }];\n#endif\n}\n")
        let explained = try await ws.capcheck("explain", "App/src/Use.m")
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("captures s,"), "\(explained.stdout)")
        #expect(!(explained.stdout + explained.stderr).contains("error"), "\(explained.stdout)")
        let linted = try await ws.capcheck("lint", "--no-cache", "App/src")
        #expect(linted.status == 0, "\(linted.stdout)")
        #expect(!linted.stdout.contains("incomplete"), "\(linted.stdout)")
    }

    /// `explain` says when a file was analysed in part, as lint lists it: its blocks are still
    /// explained, and the cause goes to standard error as a warning.
    @Test func explainSaysWhenAFileIsAnalysedInPart() async throws {
        let ws = try Workspace()
        try ws.write(
            "Use.m",
            "#import <Foundation/Foundation.h>\n#import \"Widget.h\"\n"
                + "void use(Widget *w, NSString *s) { [w run:^{ (void)s; }]; }\n")
        let explained = try await ws.capcheck("explain", "Use.m")
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("captures s,"), "\(explained.stdout)")
        #expect(
            explained.stderr.contains("Use.m: warning: analysis incomplete (missing-header): \"Widget.h\" not found"),
            "\(explained.stderr)")
    }
}
