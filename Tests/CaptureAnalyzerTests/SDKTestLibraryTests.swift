import CClang
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend
@testable import LintDriver

/// The test libraries trees import (OCMock, OCMockito, Expecta, Specta, OCHamcrest,
/// FBSnapshotTestCase, KIF, and the older SenTestingKit): a test written against each parses
/// with zero errors and keeps every block clang-14 finds in the same file, and a tree that ships
/// its own copy of a library reads that copy.
@Suite struct SDKTestLibraryTests {
    static let programs: [(name: String, blocks: Int, source: String)] = [
        (
            "ocmock.m", 4,
            """
            #import <XCTest/XCTest.h>
            #import <OCMock/OCMock.h>
            @interface Loader : NSObject
            - (void)load:(NSString *)name completion:(void (^)(NSData *data))completion;
            - (NSInteger)count;
            @end
            @interface LoaderTests : XCTestCase
            @property (nonatomic, strong) id loader;
            @end
            @implementation LoaderTests
            - (void)testLoads {
                self.loader = OCMClassMock([Loader class]);
                OCMStub([self.loader count]).andReturn(3);
                OCMStub([self.loader load:OCMOCK_ANY completion:[OCMArg invokeBlock]]);
                OCMStub([self.loader load:@"x" completion:OCMOCK_ANY]).andDo(^(NSInvocation *invocation) {
                    [self.loader count];
                });
                OCMExpect([self.loader load:[OCMArg checkWithBlock:^BOOL(id value) { return value != nil; }]
                                 completion:OCMOCK_ANY]);
                [self.loader load:@"x" completion:^(NSData *data) { XCTAssertNotNil(data); }];
                OCMVerify([self.loader count]);
                OCMVerify(times(1), [self.loader count]);
                OCMVerifyAll(self.loader);
                id partial = OCMPartialMock([NSObject new]);
                [[[partial stub] andDo:^(NSInvocation *invocation) { (void)invocation; }] description];
                [partial stopMocking];
            }
            @end
            """
        ),
        (
            "expecta-specta.m", 7,
            """
            #import <Specta/Specta.h>
            #import <Expecta/Expecta.h>
            SpecBegin(Cache)
            describe(@"a cache", ^{
                __block NSCache *cache;
                beforeEach(^{ cache = [NSCache new]; });
                it(@"stores", ^{
                    [cache setObject:@1 forKey:@"a"];
                    expect([cache objectForKey:@"a"]).to.equal(@1);
                    expect(cache).notTo.beNil();
                    expect(@[ @1 ]).to.haveCountOf(1);
                    expect(2).to.beGreaterThan(1);
                });
            });
            SpecEnd
            """
        ),
        (
            "hamcrest.m", 1,
            """
            #import <XCTest/XCTest.h>
            #import <OCHamcrest/OCHamcrest.h>
            @interface ListTests : XCTestCase
            @end
            @implementation ListTests
            - (void)testList {
                NSArray *list = @[ @"a", @"b" ];
                assertThat(list, hasCountOf(2));
                assertThat(list, containsInAnyOrder(equalTo(@"b"), @"a", nil));
                assertThat(list[0], is(equalTo(@"a")));
                assertThat(nil, nilValue());
                assertThatInt(2, greaterThan(@1));
                assertWithTimeout(1, thatEventually(list.firstObject), startsWith(@"a"));
                HC_assertThat(list, everyItem(instanceOf([NSString class])));
            }
            @end
            """
        ),
        (
            "ocmockito.m", 2,
            """
            #import <XCTest/XCTest.h>
            #import <OCHamcrest/OCHamcrest.h>
            #import <OCMockito/OCMockito.h>
            @protocol Feed
            - (void)reload;
            - (NSInteger)count;
            - (void)fetch:(NSString *)name completion:(void (^)(NSArray *items))completion;
            @end
            @interface FeedTests : XCTestCase
            @property (nonatomic, strong) id<Feed> feed;
            @end
            @implementation FeedTests
            - (void)testFeed {
                self.feed = mockProtocol(@protocol(Feed));
                id other = mock([NSObject class]);
                [given([self.feed count]) willReturnInteger:3];
                [givenVoid([self.feed reload]) willDo:^id(NSInvocation *invocation) {
                    return [invocation mkt_arguments].firstObject;
                }];
                [self.feed reload];
                [verify(self.feed) reload];
                [verifyCount(self.feed, times(1)) count];
                [verifyCount(self.feed, never()) fetch:@"x" completion:anything()];
                [[verify(self.feed) withMatcher:anything() forArgument:0] fetch:@"x" completion:nil];
                HCArgumentCaptor *captor = [[HCArgumentCaptor alloc] init];
                [verify(self.feed) fetch:@"y" completion:(id)captor];
                stubProperty(other, description, @"mock");
                stopMocking(other);
            }
            @end
            """
        ),
        (
            "snapshot.m", 1,
            """
            #import <FBSnapshotTestCase/FBSnapshotTestCase.h>
            @interface BadgeSnapshotTests : FBSnapshotTestCase
            @end
            @implementation BadgeSnapshotTests
            - (void)setUp {
                [super setUp];
                self.recordMode = NO;
                self.fileNameOptions = FBSnapshotTestCaseFileNameIncludeOptionScreenScale;
            }
            - (void)testBadge {
                UIView *badge = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 20, 20)];
                [UIView performWithoutAnimation:^{ badge.backgroundColor = [UIColor redColor]; }];
                FBSnapshotVerifyView(badge, nil);
                FBSnapshotVerifyLayer(badge.layer, @"layer");
            }
            @end
            """
        ),
        (
            "kif.m", 2,
            """
            #import <KIF/KIF.h>
            @interface LoginTests : KIFTestCase
            @end
            @implementation LoginTests
            - (void)beforeEach {
                [tester waitForViewWithAccessibilityLabel:@"Login"];
            }
            - (void)testLogin {
                [tester enterText:@"user" intoViewWithAccessibilityLabel:@"Name"];
                [tester tapViewWithAccessibilityLabel:@"Sign In"];
                [[viewTester usingLabel:@"Welcome"] waitForView];
                [system waitForNotificationName:@"Ready" object:nil whileExecutingBlock:^{ [self beforeEach]; }];
                [tester runBlock:^KIFTestStepResult(NSError **error) {
                    KIFTestCondition(self.name.length > 0, error, @"no name");
                    return KIFTestStepResultSuccess;
                }];
            }
            @end
            """
        ),
        (
            "sentestingkit.m", 2,
            """
            #import <SenTestingKit/SenTestingKit.h>
            @interface Loader : NSObject
            - (void)load:(void (^)(NSData *data))completion;
            @end
            @interface LoaderTests : SenTestCase
            @property (nonatomic, strong) Loader *loader;
            @end
            @implementation LoaderTests
            - (void)setUp {
                [super setUp];
                self.loader = [Loader new];
            }
            - (void)testLoads {
                STAssertNotNil(self.loader, @"no loader");
                [self.loader load:^(NSData *data) { STAssertEquals(data.length, (NSUInteger)3, @"%@", data); }];
                STAssertThrowsSpecificNamed([@[] objectAtIndex:1], NSException, NSRangeException, @"");
                STAssertEqualObjects(@"a", @"a", @"");
                dispatch_async(dispatch_get_main_queue(), ^{ STFail(@"late"); });
            }
            @end
            """
        ),
    ]

    /// Errors, and the lines of the block literals written in the file (also those passed to the
    /// libraries' macros, which libclang places in the macro's expansion).
    static func parse(_ source: String, name: String) throws -> (errors: [String], blockLines: [Int]) {
        let path = "/capcheck-shim-tests/" + name
        let unit = try TranslationUnit(
            index: ClangIndex(), path: path, arguments: SDKShim.bundled.arguments(for: .objectiveC, source: source),
            unsavedFiles: [UnsavedFile(path: path, contents: source)])
        var lines: [Int] = []
        unit.cursor.visitChildren { cursor in
            if cursor.kind == CXCursor_BlockExpr, cursor.isInMainFile || cursor.location.file == path {
                lines.append(cursor.location.line)
            }
            return .recurse
        }
        let errors = unit.diagnostics.filter { $0.severity >= .error }.map { "\($0.location.line): \($0.message)" }
        return (errors, lines.sorted())
    }

    @Test(arguments: SDKTestLibraryTests.programs.map(\.name))
    func testWrittenWithTheLibraryParsesCompletely(_ name: String) async throws {
        let program = try #require(Self.programs.first { $0.name == name })
        let parse = try Self.parse(program.source, name: name)
        #expect(parse.errors == [])
        // clang-14's own dump: blocks written in the file, and those a library's macro writes for it
        // (`expect(x)` wraps x in a block), which the dump places in the library's header.
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try program.source.write(to: file, atomically: true, encoding: .utf8)
        let output = try await CompilerOracle.run(
            CompilerOracle.clang,
            SDKShim.bundled.arguments(for: .objectiveC, source: program.source)
                + ["-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", file.path])
        #expect(!output.stderr.contains("error:"), "\(output.stderr)")
        let dump = ShimHarness.withoutQuotedTypes(output.stdout)
        let written = ASTDumpOracle.parse(dump, mainFile: file.path).map(\.line)
        let all = ASTDumpOracle.parse(dump, mainFile: file.path, spelledIn: [SDKShim.bundled.librariesDirectory])
        #expect(all.count == program.blocks)
        #expect(parse.blockLines.count == all.count)
        #expect(Set(written).isSubset(of: Set(parse.blockLines)))
        // What lint sees: the same blocks.
        let analysis = try SourceAnalyzer().analyze(source: program.source, path: "/capcheck-shim-tests/" + name)
        #expect(analysis.blocks.map(\.location.line).sorted() == parse.blockLines)
    }

    @Test func everyLibraryModuleImports() throws {
        let modules = SDKShim.bundled.libraryModules.sorted()
        #expect(
            modules == [
                "AFNetworking", "CocoaAsyncSocket", "CocoaLumberjack", "Expecta", "FBSnapshotTestCase", "KIF",
                "KissXML", "Masonry", "OCHamcrest", "OCMock", "OCMockito", "SDWebImage", "Specta",
            ])
        #expect(SDKShim.bundled.sdkModules.isDisjoint(with: SDKShim.bundled.libraryModules))
        let source = modules.map { "@import \($0);" }.joined(separator: "\n") + "\nint capcheck_libraries;\n"
        for language in [SourceLanguage.objectiveC, .objectiveCxx] {
            let name = language == .objectiveC ? "l.m" : "l.mm"
            let parse = try ShimHarness.parse(source, name: name, language: language)
            #expect(parse.errors.map { "\($0.location.file):\($0.location.line): \($0.message)" } == [])
        }
    }

    /// The ocmock tree and trees that commit their Pods hold the library themselves: their copy
    /// is read, not the stand-in (both at once would declare each class twice).
    @Test func aTreeThatShipsTheLibraryReadsItsOwnCopy() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Pods/OCMock/OCMock.h",
            "#import <Foundation/Foundation.h>\n@interface OCMArg : NSObject\n+ (int)vendoredOnly;\n@end\n")
        try tree.write(
            "Tests/ArgTests.m",
            """
            #import <OCMock/OCMock.h>
            void check(void) {
                int value = [OCMArg vendoredOnly];
                dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"%d", value); });
            }
            """)
        let run = try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.summary.blocks == 1)
    }

    /// CocoaPods gives each pod's public header folder to the compiler, so a test may import a
    /// library header by its bare name (`#import <FBSnapshotTestCase.h>`, as an attributed-label
    /// library's tests do): the stand-in answers it, and the file is complete.
    @Test func aLibraryHeaderImportedByItsBareNameIsFound() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Tests/LabelTests.m",
            """
            #import <UIKit/UIKit.h>
            #import <FBSnapshotTestCase.h>
            @interface LabelTests : FBSnapshotTestCase
            @property (nonatomic, copy) dispatch_block_t render;
            @end
            @implementation LabelTests
            - (void)testLabel {
                self.recordMode = NO;
                UILabel *label = [[UILabel alloc] init];
                self.render = ^{ FBSnapshotVerifyView(label, nil); };
            }
            @end
            """)
        let run = try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(SDKShim.bundled.provides(header: "FBSnapshotTestCase.h"))
        #expect(!SDKShim.bundled.provides(header: "NoSuchLibraryHeader.h"))
    }
}
