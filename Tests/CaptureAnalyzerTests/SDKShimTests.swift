import CClang
import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// Parses sources with the shim's arguments through libclang and compares what it finds with
/// clang-14's own AST dump of the same file with the same flags.
enum ShimHarness {
    struct Parse {
        var errors: [Diagnostic]
        var blockLines: [Int]
    }

    /// Parses `source` (in memory, as `name`) with the bundled shim's arguments (plus `extra`).
    static func parse(
        _ source: String, name: String, language: SourceLanguage,
        shim: SDKShim = .bundled, prelude: String? = nil
    ) throws -> Parse {
        let path = "/capcheck-shim-tests/" + name
        var arguments = shim.arguments(for: language, source: source)
        var unsaved = [UnsavedFile(path: path, contents: source)]
        if let prelude {
            arguments += shim.preludeArguments(path: path)
            unsaved.append(UnsavedFile(path: shim.preludePath(for: path), contents: prelude))
        }
        let unit = try TranslationUnit(index: ClangIndex(), path: path, arguments: arguments, unsavedFiles: unsaved)
        return summarize(unit)
    }

    static func summarize(_ unit: TranslationUnit) -> Parse {
        var lines: [Int] = []
        unit.cursor.visitChildren { cursor in
            if cursor.kind == CXCursor_BlockExpr, cursor.isInMainFile { lines.append(cursor.location.line) }
            return .recurse
        }
        let errors = unit.diagnostics.filter { $0.severity >= .error }
        return Parse(errors: errors, blockLines: lines.sorted())
    }

    /// clang-14's BlockDecl lines for `source` written to a scratch file, with the shim's flags.
    static func dumpedBlockLines(
        _ source: String, name: String, language: SourceLanguage,
        prelude: String? = nil
    ) async throws -> (lines: [Int], errors: String) {
        let directory = try CompilerOracle.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        var flags = SDKShim.bundled.arguments(for: language, source: source)
        if let prelude {
            let preludeFile = directory.appendingPathComponent(name + ".prelude.h")
            try prelude.write(to: preludeFile, atomically: true, encoding: .utf8)
            flags += ["-include", preludeFile.path]
        }
        let output = try await CompilerOracle.run(
            CompilerOracle.clang,
            flags + ["-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", file.path])
        let blocks = ASTDumpOracle.parse(withoutQuotedTypes(output.stdout), mainFile: file.path)
        let errors = output.stderr.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
        return (blocks.map(\.line), errors)
    }

    /// The dump with quoted type spellings blanked: a type like
    /// `'(unnamed enum at .../NSString.h:22:1)'` would otherwise read as a location and move the
    /// dump parser into a header.
    static func withoutQuotedTypes(_ dump: String) -> String {
        dump.replacingOccurrences(of: #"'[^'\n]*'"#, with: "''", options: .regularExpression)
    }

    /// clang-14's BlockDecl lines for the file at `url` parsed with the shim's flags.
    static func dumpedBlockLines(file url: URL, language: SourceLanguage, source: String) async throws -> (
        lines: [Int], stderr: String
    ) {
        let output = try await CompilerOracle.run(
            CompilerOracle.clang,
            SDKShim.bundled.arguments(for: language, source: source)
                + ["-fsyntax-only", "-fno-color-diagnostics", "-Xclang", "-ast-dump", url.path])
        return (ASTDumpOracle.parse(withoutQuotedTypes(output.stdout), mainFile: url.path).map(\.line), output.stderr)
    }

    /// The number a fixture's `// blocks: N` annotation states.
    static func annotatedBlockCount(_ source: String) -> Int? {
        for line in source.split(separator: "\n") {
            guard let range = line.range(of: "blocks: ") else { continue }
            let digits = line[range.upperBound...].prefix { $0.isNumber }
            if let count = Int(digits) { return count }
        }
        return nil
    }
}

@Suite struct SDKShimTests {
    static let foundationSource = """
        // blocks: 12
        #import <Foundation/Foundation.h>

        @interface Fetcher : NSObject
        @property (nonatomic, strong) NSURLSession *session;
        @property (nonatomic, strong) NSMutableDictionary<NSNumber *, void (^)(NSData *)> *handlers;
        @property (nonatomic, strong) dispatch_queue_t queue;
        @property (nonatomic, strong) NSTimer *timer;
        @end

        @implementation Fetcher
        - (void)fetch:(NSURL *)url {
            __weak typeof(self) weakSelf = self;
            NSURLSessionDataTask *task = [self.session dataTaskWithURL:url completionHandler:^(NSData *data, \
        NSURLResponse *response, NSError *error) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                dispatch_async(dispatch_get_main_queue(), ^{ strongSelf.handlers[@(task.taskIdentifier)](data); });
            }];
            [task resume];
            self.queue = dispatch_queue_create("fetcher", DISPATCH_QUEUE_CONCURRENT);
            dispatch_barrier_async(self.queue, ^{ [self.handlers removeAllObjects]; });
            dispatch_group_t group = dispatch_group_create();
            dispatch_group_async(group, self.queue, ^{ NSLog(@"work"); });
            dispatch_group_notify(group, dispatch_get_main_queue(), ^{ NSLog(@"done"); });
            self.timer = [NSTimer scheduledTimerWithTimeInterval:1 repeats:YES block:^(NSTimer *timer) { [self \
        fetch:url]; }];
            [[NSRunLoop currentRunLoop] addTimer:self.timer forMode:NSRunLoopCommonModes];
            CFRunLoopObserverRef observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, \
        kCFRunLoopBeforeWaiting, true, 0,
                ^(CFRunLoopObserverRef o, CFRunLoopActivity activity) { NSLog(@"%@", self); });
            CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopDefaultMode);
            CFRelease(observer);
            NSThread *thread = [[NSThread alloc] initWithBlock:^{
                [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
                [[NSRunLoop currentRunLoop] run];
            }];
            [thread start];
            [[NSNotificationCenter defaultCenter] addObserverForName:@"n" object:nil queue:[NSOperationQueue mainQueue]
                usingBlock:^(NSNotification *note) { NSLog(@"%@", self); }];
            NSString *text = @"a";
            CFStringRef bridged = (__bridge CFStringRef)text;
            NSString *copy = (__bridge_transfer NSString *)CFStringCreateCopy(NULL, bridged);
            (void)copy;
            static dispatch_once_t once;
            dispatch_once(&once, ^{ NSLog(@"once"); });
            dispatch_source_t source = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, self.queue);
            dispatch_source_set_timer(source, dispatch_time(DISPATCH_TIME_NOW, 1 * NSEC_PER_SEC), NSEC_PER_SEC, 0);
            dispatch_source_set_event_handler(source, ^{ NSLog(@"%@", self); });
            dispatch_resume(source);
            NSAssert(url != nil, @"url");
            [self performSelector:@selector(fetch:) withObject:url afterDelay:1];
            [NSOperationQueue.mainQueue addOperationWithBlock:^{ NSLog(@"op"); }];
            [self addObserver:self forKeyPath:@"queue" options:NSKeyValueObservingOptionNew context:NULL];
        }
        @end
        """

    @Test func foundationFileParsesWithoutErrorsAndKeepsEveryBlock() async throws {
        let source = Self.foundationSource
        let parse = try ShimHarness.parse(source, name: "fetcher.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        let dumped = try await ShimHarness.dumpedBlockLines(source, name: "fetcher.m", language: .objectiveC)
        #expect(dumped.errors == "")
        #expect(parse.blockLines == dumped.lines)
        #expect(parse.blockLines.count == ShimHarness.annotatedBlockCount(source))
    }

    /// Two copies of the stand-in at different places (two installs, a build and a copy of it)
    /// build their modules apart: clang's module hash leaves header paths out, so one shared
    /// cache would let a parse read the other copy's modules as out of date while both run.
    @Test func copiesOfTheShimAtDifferentPlacesKeepTheirModulesApart() {
        let root = SDKShim.bundled.root
        let scratch = NSTemporaryDirectory() + "capcheck-shim-test"
        let here = SDKShim(root: root, scratch: scratch)
        #expect(SDKShim(root: root, scratch: scratch).moduleCacheDirectory == here.moduleCacheDirectory)
        #expect(SDKShim(root: root + "/.", scratch: scratch).moduleCacheDirectory != here.moduleCacheDirectory)
    }

    @Test func atImportOfShimModulesWorks() throws {
        let source = """
            @import Foundation;
            @import Dispatch;
            @import ObjectiveC;
            @import ObjectiveC.runtime;
            @import UIKit.UIGestureRecognizerSubclass;
            @import Foundation.NSURLSession;
            @interface Poller : NSObject @end
            @implementation Poller
            - (void)poll { dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"%@", self); }); }
            @end
            """
        let parse = try ShimHarness.parse(source, name: "poller.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [9])
    }

    @Test func fileDeclaringItsOwnRootClassParsesExactlyAsWritten() async throws {
        // Classroom and compiler-test style: no imports, its own NSObject. Force-including the
        // shim would turn this into a redefinition error.
        let source = """
            __attribute__((objc_root_class))
            @interface NSObject { id isa; }
            + (instancetype)new;
            - (void)run:(void (^)(void))block;
            @end
            @interface Worker : NSObject
            @property (copy) void (^handler)(void);
            @end
            @implementation Worker
            - (void)go { __weak Worker *weakSelf = self; self.handler = ^{ [weakSelf run:^{}]; }; }
            @end
            """
        let parse = try ShimHarness.parse(source, name: "root.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [10, 10])
        let dumped = try await ShimHarness.dumpedBlockLines(source, name: "root.m", language: .objectiveC)
        #expect(dumped.lines == parse.blockLines)
    }

    @Test func unknownFrameworksGetEmptyStandInsInsteadOfFatalErrors() throws {
        let source = """
            #import <Foundation/Foundation.h>
            #import <NoSuchKit/NoSuchKit.h>
            #import <Foundation/NSNoSuchHeader.h>
            #import "NoSuchProjectHeader.h"
            @import NoSuchModule;
            @import NoSuchOtherModule.Part;
            void work(dispatch_queue_t queue) { dispatch_async(queue, ^{ NSLog(@"x"); }); }
            """
        let parse = try ShimHarness.parse(source, name: "stubs.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [7])
    }

    @Test func cFilesParseWithBlocksAndTheMachinesHeaders() async throws {
        let source = """
            #include <stdio.h>
            #include <Block.h>
            #include <dispatch/dispatch.h>
            int main(void) {
                __block int counter = 0;
                void (^increment)(void) = ^{ counter++; };
                void (^copied)(void) = _Block_copy(increment);
                copied();
                _Block_release(copied);
                dispatch_async(dispatch_get_main_queue(), ^{ printf("%d\\n", counter); });
                return 0;
            }
            """
        let parse = try ShimHarness.parse(source, name: "main.c", language: .c)
        #expect(parse.errors.map(\.message) == [])
        let dumped = try await ShimHarness.dumpedBlockLines(source, name: "main.c", language: .c)
        #expect(dumped.errors == "")
        #expect(parse.blockLines == dumped.lines)
        #expect(parse.blockLines == [6, 10])
    }

    @Test func interfaceBuilderAndDarwinAnnotationsParse() throws {
        let source = """
            #import <UIKit/UIKit.h>
            IB_DESIGNABLE
            @interface BadgeView : UIView
            @property (nonatomic, weak) IBOutlet UILabel *label;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
            @property (nonatomic) IBInspectable CGFloat radius;
            - (IBAction)tap:(id)sender __deprecated_msg("use tap");
            @end
            @implementation BadgeView
            - (IBAction)tap:(__unused id)sender {
                [UIView animateWithDuration:0.2 animations:^{ self.label.alpha = 0; }];
            }
            @end
            """
        let parse = try ShimHarness.parse(source, name: "badge.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [11])
    }

    @Test func objectiveCxxFilesParseWithTheShim() throws {
        let source = """
            #import <Foundation/Foundation.h>
            #include <vector>
            @interface Store : NSObject @end
            @implementation Store
            - (void)load {
                std::vector<int> values{1, 2, 3};
                __weak typeof(self) weakSelf = self;
                dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
                    for (int v : values) { NSLog(@"%d %@", v, weakSelf); }
                });
            }
            @end
            """
        let parse = try ShimHarness.parse(source, name: "store.mm", language: .objectiveCxx)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [8])
    }
}
