import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import Findings
@testable import LintDriver

/// A tree's own module as the files of the tree import it: the submodules its module map
/// declares (`@import Kit.Dynamic.Foundation;`, as a blocks library's tests do), and its headers
/// that include its C++ headers (read as Objective-C++, as the `.mm` files including them are).
@Suite(.serialized) struct TreeModuleTests {
    /// A framework's module map with nested submodules, as a blocks library ships it (one map per
    /// platform, the iOS one naming a submodule the macOS one lacks).
    static func submoduleTree(test: String) throws -> ScratchTree {
        let tree = try ScratchTree()
        try tree.write("Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\nend\n")
        let map = """
            framework module Kit {
              umbrella header "Kit.h"
              requires objc
              module Dynamic {
                header "KTDelegate.h"
                link framework "Foundation"
                module Foundation {
                  // one header for now
                  header "KTCache+Kit.h"
                  export Dynamic
                  export *
                }
                %@
                export Foundation
              }
              export *
              module * { export * }
            }

            """
        try tree.write("Kit/Module-Mac.modulemap", map.replacingOccurrences(of: "%@", with: ""))
        try tree.write(
            "Kit/Module-iOS.modulemap",
            map.replacingOccurrences(of: "%@", with: "module UIKit { header \"KTView+Kit.h\" export * }"))
        try tree.write("Kit/Kit.h", "#import <Foundation/Foundation.h>\n#import <Kit/KTBase.h>\n")
        try tree.write("Kit/KTBase.h", "#import <Foundation/Foundation.h>\n@interface KTBase : NSObject\n@end\n")
        try tree.write(
            "Kit/Dynamic/KTDelegate.h",
            "#import <Kit/KTBase.h>\n@interface KTDelegate : KTBase\n"
                + "@property (nonatomic, copy) void (^handler)(void);\n@end\n")
        try tree.write(
            "Kit/Dynamic/KTCache+Kit.h",
            "#import <Kit/KTDelegate.h>\n@interface NSCache (Kit)\n- (void)kt_each:(void (^)(id))block;\n@end\n")
        try tree.write(
            "Kit/Dynamic/KTView+Kit.h",
            "#import <UIKit/UIKit.h>\n#import <Kit/KTDelegate.h>\n@interface UIView (Kit)\n"
                + "@property (nonatomic, strong) KTDelegate *kt_delegate;\n@end\n")
        try tree.write("Tests/DelegateTests.m", test)
        return tree
    }

    static func lint(_ tree: ScratchTree) throws -> LintRun {
        try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
    }

    @Test func aSubmoduleOfTheTreesModuleMapIsImported() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try Self.submoduleTree(
            test: """
                @import Kit.Dynamic;
                @import Kit.Dynamic.Foundation;
                @import Kit.Dynamic.UIKit;
                @interface DelegateTests : NSObject
                @property (nonatomic, strong) KTDelegate *delegate;
                @end
                @implementation DelegateTests
                - (void)test {
                    self.delegate.handler = ^{ [self test]; };
                    [[NSCache new] kt_each:^(id value) { [self test]; }];
                    (void)[UIView new].kt_delegate;
                }
                @end

                """)
        let run = try Self.lint(tree)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["DelegateTests.m:9"])
    }

    @Test func aWeakSelfInTheSubmodulesBlockIsNoFinding() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try Self.submoduleTree(
            test: """
                @import Kit.Dynamic;
                @interface DelegateTests : NSObject
                @property (nonatomic, strong) KTDelegate *delegate;
                @end
                @implementation DelegateTests
                - (void)test {
                    __weak typeof(self) weakSelf = self;
                    self.delegate.handler = ^{ [weakSelf test]; };
                }
                @end

                """)
        let run = try Self.lint(tree)
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.isEmpty, "\(run.findings)")
    }

    @Test func submodulesAreReadFromBothMapsAndWrittenWithTheirHeaders() throws {
        let tree = try Self.submoduleTree(test: "@import Kit.Dynamic;\n")
        let project = ProjectHeaders(root: tree.root)
        let text = try #require(project.submoduleMaps["Kit"]?.text)
        #expect(text.contains("module Dynamic {\n    header \"\(tree.path("Kit/Dynamic/KTDelegate.h"))\""), "\(text)")
        #expect(text.contains("module Foundation {"))
        #expect(text.contains("module UIKit {"))
        #expect(!text.contains("module *"))
        let files = project.virtualFiles(for: tree.path("Tests/DelegateTests.m"), source: "@import Kit.Dynamic;\n")
        let map = try #require(files.first { $0.path.hasSuffix("/Kit/module.modulemap") })
        #expect(map.contents.contains("module Dynamic {"))
    }

    /// A header with no C++ of its own that includes a C++ header of the tree (Texture's
    /// `ASTextKitRenderer+Positioning.h` includes `ASTextKitRenderer.h`, which includes `<vector>`)
    /// is compiled by `.mm` files only, as Objective-C++; a header that includes it under a
    /// `__cplusplus` guard stays Objective-C.
    @Test func aHeaderIncludingTheTreesCxxHeaderIsObjectiveCxx() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write("Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\nend\n")
        try tree.write(
            "Kit/KTVector.h",
            "#import <Foundation/Foundation.h>\n#include <vector>\n"
                + "namespace KT { struct Vector { std::vector<double> v; }; }\n" + "typedef KT::Vector KTVectorValue;\n"
        )
        try tree.write(
            "Kit/KTNode.h",
            "#import \"KTVector.h\"\n@interface KTNode : NSObject {\n  KTVectorValue _value;\n}\n"
                + "@property (nonatomic, copy) void (^step)(KTNode *node);\n@end\n")
        try tree.write(
            "Kit/KTGuarded.h",
            "#import <Foundation/Foundation.h>\n#ifdef __cplusplus\n#import \"KTVector.h\"\n#endif\n"
                + "@interface KTGuarded : NSObject\n@end\n")
        try tree.write("Kit/KTNode.mm", "#import \"KTNode.h\"\n@implementation KTNode\n@end\n")
        let project = ProjectHeaders(root: tree.root)
        #expect(project.cxxHeaders == [tree.path("Kit/KTVector.h"), tree.path("Kit/KTNode.h")])
        let run = try Self.lint(tree)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
    }
}
