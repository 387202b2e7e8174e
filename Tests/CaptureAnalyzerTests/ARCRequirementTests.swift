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
        // The shim's flags follow.
        #expect(SDKShim.bundled.arguments(for: .objectiveC, source: refuse).contains("-fno-objc-arc"))
        #expect(!SDKShim.bundled.arguments(for: .objectiveC, source: refuse).contains("-fobjc-arc"))
        #expect(SDKShim.bundled.arguments(for: .objectiveC, source: "int x;\n").contains("-fobjc-arc"))
    }
}
