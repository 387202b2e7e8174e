import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver

/// A file that stops an ARC build with its own `#error` (`#if __has_feature(objc_arc)`, whatever
/// the message says) is built by its project with `-fno-objc-arc`, and is parsed so; one that
/// stops a build without ARC keeps ARC.
@Suite(.serialized) struct ARCRequirementTests {
    /// A block kept by self that captures self through a `__block` variable: a cycle under ARC
    /// (the variable retains), none under manual retain-release (it does not).
    static func file(_ guardLines: String) -> String {
        """
        #import <Foundation/Foundation.h>
        \(guardLines)
        @interface Holder : NSObject
        @property (nonatomic, copy) void (^done)(void);
        @end
        @implementation Holder
        - (void)go {
            __block Holder *me = self;
            self.done = ^{ [me description]; };
        }
        @end

        """
    }

    @Test func aFileRefusingARCIsParsedWithoutIt() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        let path = try tree.write(
            "Refuses.m", Self.file("#if __has_feature(objc_arc)\n#error ARC is disallowed.\n#endif"))
        let run = try tree.lint().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.findings.isEmpty, "\(run.findings.map(\.message))")
        let analysis = try SourceAnalyzer().analyze(file: path)
        #expect(analysis.isManualRetainRelease)
        #expect(!Self.parsesWithARC(SourceAnalyzer(), path, try String(contentsOfFile: path, encoding: .utf8)))
        #expect(analysis.errors.isEmpty, "\(analysis.errors.map(\.message))")
    }

    /// The look-alike: the `#error` stops a build without ARC, so ARC stays on and the `__block`
    /// variable retains self.
    @Test func aFileRequiringARCKeepsIt() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        let path = try tree.write(
            "Requires.m", Self.file("#if !__has_feature(objc_arc)\n#error This file requires ARC.\n#endif"))
        let run = try tree.lint().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map { "\($0.file):\($0.line)" } == ["Requires.m:11"], "\(run.findings)")
        #expect(try !SourceAnalyzer().analyze(file: path).isManualRetainRelease)
    }

    @Test func theTestsThatStateARC() {
        let refuse = "#if __has_feature(objc_arc)\n#error no\n#endif\n"
        #expect(ARCRequirement.of(refuse) == .refused)
        #expect(ARCRequirement.of("#if !__has_feature(objc_arc)\n#error no\n#endif\n") == .required)
        #expect(ARCRequirement.of("#if __has_feature(objc_arc)\n#else\n#error no\n#endif\n") == .required)
        #expect(ARCRequirement.of("#if ! __has_feature( objc_arc )\n#else\n  #  error no\n#endif\n") == .refused)
        #expect(
            ARCRequirement.of("#if defined(__has_feature) && __has_feature(objc_arc)\n#error no\n#endif\n")
                == .refused)
        #expect(ARCRequirement.of("#if (!(__has_feature(objc_arc)))\n#error no\n#endif\n") == .required)
        #expect(ARCRequirement.of("#if __has_feature(objc_arc)\n#if DEBUG\n#endif\n#error no\n#endif\n") == .refused)
        // Not about ARC alone, or not an error: nothing is stated.
        #expect(ARCRequirement.of("#if __has_feature(objc_arc) && TARGET_OS_IOS\n#error no\n#endif\n") == nil)
        #expect(ARCRequirement.of("#if X\n#elif __has_feature(objc_arc)\n#warning arc\n#endif\n#error x\n") == nil)
        #expect(ARCRequirement.of("#if __has_feature(objc_arc)\n#define X 1\n#endif\n#error x\n") == nil)
        #expect(ARCRequirement.of("#if __has_feature(objc_arc)\n#define X 1\n#elif Y\n#error no\n#endif\n") == nil)
        // The arguments a file is parsed with follow.
        #expect(Self.parsesWithARC(SourceAnalyzer(), "/x/Refuses.m", refuse) == false)
        #expect(Self.parsesWithARC(SourceAnalyzer(), "/x/Plain.m", "int x;\n") == true)
        #expect(Self.parsesWithARC(SourceAnalyzer(), "/x/Plain.c", refuse) == false)
    }

    /// Whether `analyzer` parses `path` (whose text is `source`) with ARC, read from the
    /// arguments it parses it with: only the last of `-fobjc-arc`/`-fno-objc-arc` counts.
    static func parsesWithARC(_ analyzer: SourceAnalyzer, _ path: String, _ source: String) -> Bool {
        let arguments = analyzer.arguments(for: path, language: SourceLanguage(path: path)!, source: source)
        return SourceAnalyzer.isARCEnabled(arguments)
    }

    /// An analyzer that knows `tree` as a project (prefix headers, podspecs).
    static func analyzer(_ tree: ScratchTree) -> SourceAnalyzer {
        var options = AnalyzerOptions()
        options.projects = [ProjectHeaders(root: tree.root)]
        return SourceAnalyzer(options: options)
    }

    /// Whether `relative` is parsed with ARC in a tree of `files` (path → text) with `Holder.m`
    /// (`file("")`) at `relative`, and the locations of the tree's findings.
    static func verdict(_ files: [String: String], _ relative: String, guardLines: String = "") throws -> (
        arc: Bool, findings: [String]
    ) {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        let path = try tree.write(relative, file(guardLines))
        let analysis = try analyzer(tree).analyze(file: path)
        #expect(analysis.errors.isEmpty, "\(relative): \(analysis.errors.map(\.message))")
        let run = try tree.lint().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        return (!analysis.isManualRetainRelease, run.findings.map { "\($0.file):\($0.line)" })
    }

    static let refusing = "#if __has_feature(objc_arc)\n#error Build without ARC.\n#endif\n"

    /// A prefix header that stops an ARC build refuses ARC for every file it is forced into.
    @Test func aPrefixHeaderRefusingARCTurnsItOff() throws {
        let verdict = try Self.verdict(["App/App-Prefix.pch": Self.refusing], "App/Holder.m")
        #expect(!verdict.arc)
        #expect(verdict.findings.isEmpty, "\(verdict.findings)")
    }

    /// The look-alikes: a prefix header that requires ARC, and one that refuses it in another
    /// folder, leave ARC on.
    @Test func aPrefixHeaderRequiringARCOrElsewhereKeepsIt() throws {
        let requiring = "#if !__has_feature(objc_arc)\n#error Build with ARC.\n#endif\n"
        let verdict = try Self.verdict(
            ["App/App-Prefix.pch": requiring, "Legacy/Legacy-Prefix.pch": Self.refusing], "App/Holder.m")
        #expect(verdict.arc)
        #expect(verdict.findings == ["App/Holder.m:9"], "\(verdict.findings)")
    }

    static func podspec(_ setting: String) -> String {
        "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/**/*.{h,m}'\n  \(setting)\nend\n"
    }

    /// `requires_arc = false` in a podspec: its files are built without ARC.
    @Test func aPodspecWithoutARCTurnsItOff() throws {
        let verdict = try Self.verdict(["Kit.podspec": Self.podspec("s.requires_arc = false")], "Kit/Holder.m")
        #expect(!verdict.arc)
        #expect(verdict.findings.isEmpty, "\(verdict.findings)")
    }

    /// The look-alikes: `requires_arc = true`, the setting in a comment, a list naming the file,
    /// and a podspec without ARC in a sibling folder leave ARC on.
    @Test(arguments: ["s.requires_arc = true", "# s.requires_arc = false", "s.requires_arc = 'Kit/Holder.m'"])
    func aPodspecWithARCKeepsIt(_ setting: String) throws {
        let verdict = try Self.verdict(
            ["Kit.podspec": Self.podspec(setting), "Vendor/Old/Old.podspec": Self.podspec("s.requires_arc = false")],
            "Kit/Holder.m")
        #expect(verdict.arc)
        #expect(verdict.findings == ["Kit/Holder.m:9"], "\(verdict.findings)")
    }

    /// A file that stops a build without ARC keeps it, whatever its podspec says.
    @Test func aFileRequiringARCKeepsItInAProjectWithout() throws {
        let requiring = "#if !__has_feature(objc_arc)\n#error This file requires ARC.\n#endif"
        let verdict = try Self.verdict(
            ["Kit.podspec": Self.podspec("s.requires_arc = false")], "Kit/Holder.m", guardLines: requiring)
        #expect(verdict.arc)
        #expect(verdict.findings == ["Kit/Holder.m:11"], "\(verdict.findings)")
    }

    /// The list form names the files that get ARC (the others of the spec do not), and a
    /// subspec's setting covers its own `source_files`.
    @Test func aPodspecListOrSubspecChoosesTheFiles() throws {
        let tree = try ScratchTree()
        try tree.write(
            "Kit.podspec", "Pod::Spec.new do |s|\n  s.requires_arc = ['Kit/Arc.m', 'Kit/Modern/**/*.m']\nend\n")
        try tree.write(
            "Pods/Mixed/Mixed.podspec",
            """
            Pod::Spec.new do |s|
              s.name = 'Mixed'
              s.requires_arc = true
              s.subspec 'Legacy' do |sp|
                sp.source_files =
                    'Legacy/Old.{h,m}',
                    'Legacy/Older.m',
                sp.requires_arc = false
              end
              s.subspec 'Listed' do |sp|
                sp.source_files = %w{Listed/Arc.m Listed/Mrc.m}
                sp.requires_arc = 'Listed/Arc.m'
              end
            end

            """)
        let analyzer = Self.analyzer(tree)
        let text = "int x;\n"
        #expect(Self.parsesWithARC(analyzer, tree.path("Kit/Arc.m"), text))
        #expect(Self.parsesWithARC(analyzer, tree.path("Kit/Modern/Deep/Er.m"), text))
        #expect(!Self.parsesWithARC(analyzer, tree.path("Kit/Other.m"), text))
        #expect(!Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Legacy/Old.m"), text))
        #expect(!Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Legacy/Older.m"), text))
        #expect(Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Legacy/Newer.m"), text))
        #expect(Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Listed/Arc.m"), text))
        #expect(!Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Listed/Mrc.m"), text))
        #expect(Self.parsesWithARC(analyzer, tree.path("Pods/Mixed/Other.m"), text))
    }

    @Test func podspecSettings() {
        let spec = PodspecARC(
            """
            Pod::Spec.new do |spec|
              spec.requires_arc = false # "#{spec.name}"
              spec.subspec 'A' do |a|
                a.source_files = "A/*.m"
                a.requires_arc =
                    'A/Arc.{h,m}'
              end
            end
            """)
        #expect(spec?.requiresARC("A/Arc.m") == true)
        #expect(spec?.requiresARC("A/Mrc.m") == false)
        #expect(spec?.requiresARC("B/Any.m") == false)
        #expect(PodspecARC("Pod::Spec.new do |s|\n  s.name = 'X'\nend\n") == nil)
        #expect(PodspecARC("Pod::Spec.new do |s|\n  s.requires_arc = true\nend\n")?.requiresARC("X.m") == true)
        #expect(PodspecARC.matches("Kit/A.m", ["Kit"]))
        #expect(PodspecARC.matches("Kit/Sub/A.m", ["Kit/**/*.{h,m}"]))
        #expect(PodspecARC.matches("Kit/A.m", ["Kit/**/*.{h,m}"]))
        #expect(!PodspecARC.matches("Kit/A.mm", ["Kit/*.{h,m}"]))
        #expect(!PodspecARC.matches("Kit/Sub/A.m", ["Kit/*.m"]))
        #expect(!PodspecARC.matches("KitExtra/A.m", ["Kit"]))
    }
}
