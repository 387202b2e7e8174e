import CClang
import Foundation
import Testing

@testable import ClangFrontend
@testable import Findings

/// Files that use APIs nothing declares (third-party frameworks whose headers are not there, and
/// that have no stand-in: the image and layout libraries here are named unlike any).
/// clang drops every message with an unknown class or selector, and its block arguments with
/// it; the recovery prelude declares what the errors name so a later parse keeps them.
@Suite struct SDKRecoveryTests {
    static let imageLoading = """
        // blocks: 7
        #import <UIKit/UIKit.h>
        #import <RemoteImage/UIImageView+WebCache.h>
        #import <ConstraintKit/ConstraintKit.h>
        #import "AppTheme.h"

        @interface AvatarView : UIView
        @property (nonatomic, strong) UIImageView *imageView;
        @property (nonatomic, strong) id<SDWebImageOperation> operation;
        @property (nonatomic, strong) SDWebImageManager *manager;
        @end

        @implementation AvatarView
        - (void)loadURL:(NSURL *)url {
            __weak typeof(self) weakSelf = self;
            [self.imageView sd_setImageWithURL:url placeholderImage:[AppTheme placeholderImage] \
        options:SDWebImageRetryFailed | SDWebImageLowPriority progress:^(NSInteger received, NSInteger expected, \
        NSURL *targetURL) {
                weakSelf.alpha = 0.5;
            } completed:^(UIImage *image, NSError *error, SDImageCacheType cacheType, NSURL *imageURL) {
                [weakSelf setNeedsLayout];
            }];
            self.operation = [self.manager loadImageWithURL:url options:0 progress:nil completed:^(UIImage *image, \
        NSData *data, NSError *error, SDImageCacheType cacheType, BOOL finished, NSURL *imageURL) {
                self.imageView.image = image;
            }];
            [[SDImageCache sharedImageCache] clearMemory];
            [[SDImageCache sharedImageCache] clearDiskOnCompletion:^{ NSLog(@"%@", self); }];
            [self.imageView mas_makeConstraints:^(MASConstraintMaker *make) {
                [make setNeedsDisplay];
            }];
            dispatch_async(dispatch_get_main_queue(), ^{ [self.imageView sd_cancelCurrentImageLoad]; });
            [SDWebImagePrefetcher.sharedImagePrefetcher prefetchURLs:@[url] progress:nil completed:^(NSUInteger \
        finished, NSUInteger skipped) {
                [self.operation cancel];
            }];
        }
        @end
        """

    static let scalarArguments = """
        // blocks: 4
        #import <Foundation/Foundation.h>
        #import <Networking/APIClient.h>

        @interface FeedLoader : NSObject
        @property (nonatomic, strong) APIClient *client;
        @property (nonatomic, assign) NSInteger page;
        @end

        @implementation FeedLoader
        - (void)loadMore {
            NSInteger next = self.page + 1;
            NSRange window = NSMakeRange(0, 20);
            [self.client fetchPage:next window:window timeout:2.5 useCache:YES onDone:^(NSArray *items, NSError \
        *error) {
                self.page = next;
            }];
            [self.client cancelRequestsMatching:@selector(loadMore) then:^{ NSLog(@"%@", self); }];
            [APIClient resetWithHandler:^(BOOL ok) { (void)ok; } priority:kAPIPriorityHigh];
            [self.client observeReachability:^(NSInteger status) { NSLog(@"%ld %@", (long)status, self); }];
        }
        @end
        """

    /// Known classes (UIKit), unknown category methods from headers that are not there.
    static let unknownSelectors = """
        // blocks: 5
        #import <UIKit/UIKit.h>
        #import <RemoteImage/UIImageView+WebCache.h>
        #import "UIView+Toast.h"
        @interface Cell : UITableViewCell
        @property (nonatomic, strong) UIImageView *avatar;
        @end
        @implementation Cell
        - (void)configureWithURL:(NSURL *)url index:(NSInteger)index {
            [self.avatar sd_setImageWithURL:url completed:^(UIImage *image, NSError *error, NSInteger cacheType, \
        NSURL *imageURL) {
                [self setNeedsLayout];
            }];
            [self.contentView makeToast:@"loaded" duration:2.0 position:index completion:^(BOOL didTap) { [self \
        removeFromSuperview]; }];
            [self.avatar sd_internalSetImageWithURL:url options:index context:nil setImageBlock:^(UIImage *image, \
        NSData *data) { self.avatar.image = image; } progress:nil completed:^(UIImage *i, NSData *d, NSError *e, \
        NSInteger t, BOOL f, NSURL *u) { [self layoutIfNeeded]; }];
            [UIView performWithoutAnimationThen:^{ [self layoutIfNeeded]; }];
        }
        @end
        """

    static let corpus: [(name: String, source: String)] = [
        ("avatar.m", imageLoading), ("feed.m", scalarArguments), ("cell.m", unknownSelectors),
    ]

    struct Recovered {
        var firstPass: [Int]
        var recovered: [Int]
        var prelude: String?
        var errors: [String]
    }

    static func recover(_ source: String, name: String, language: SourceLanguage = .objectiveC) throws -> Recovered {
        let shim = SDKShim.bundled
        let first = try ShimHarness.parse(source, name: name, language: language)
        let outcome = try shim.parseRecovering(source: source) {
            prelude -> (result: ShimHarness.Parse, diagnostics: [Diagnostic]) in
            let path = "/capcheck-shim-tests/" + name
            var arguments = shim.arguments(for: language, source: source)
            var unsaved = [UnsavedFile(path: path, contents: source)]
            if let prelude {
                arguments += shim.preludeArguments(path: path)
                unsaved.append(UnsavedFile(path: shim.preludePath(for: path), contents: prelude))
            }
            let unit = try TranslationUnit(index: ClangIndex(), path: path, arguments: arguments, unsavedFiles: unsaved)
            return (ShimHarness.summarize(unit), unit.diagnostics)
        }
        return Recovered(
            firstPass: first.blockLines, recovered: outcome.result.blockLines,
            prelude: outcome.prelude, errors: outcome.result.errors.map(\.message))
    }

    @Test func unknownThirdPartyFrameworkLosesBlocksWithoutRecovery() throws {
        let first = try ShimHarness.parse(Self.imageLoading, name: "avatar.m", language: .objectiveC)
        #expect(first.blockLines.count < ShimHarness.annotatedBlockCount(Self.imageLoading)!)
    }

    @Test func recoveryPreludeKeepsEveryBlockOfUnknownFrameworkCalls() async throws {
        let outcome = try Self.recover(Self.imageLoading, name: "avatar.m")
        let expected = try #require(ShimHarness.annotatedBlockCount(Self.imageLoading))
        #expect(outcome.recovered.count == expected, "\(outcome.errors) \(outcome.prelude ?? "")")
        let prelude = try #require(outcome.prelude)
        #expect(prelude.contains("@interface SDWebImageManager : NSObject @end"))
        #expect(prelude.contains("@protocol SDWebImageOperation <NSObject>"))
        #expect(outcome.errors == [], "\(prelude)")
        // Independent check: clang-14 itself, given the same prelude, sees the same blocks.
        let dumped = try await ShimHarness.dumpedBlockLines(
            Self.imageLoading, name: "avatar.m", language: .objectiveC, prelude: prelude)
        #expect(dumped.lines == outcome.recovered)
    }

    @Test func conversionErrorsCorrectGuessedParameterTypes() throws {
        let outcome = try Self.recover(Self.scalarArguments, name: "feed.m")
        #expect(
            outcome.recovered.count == ShimHarness.annotatedBlockCount(Self.scalarArguments),
            "\(outcome.errors) \(outcome.prelude ?? "")")
        #expect(outcome.errors == [])
        let prelude = try #require(outcome.prelude)
        #expect(prelude.contains("window:(struct _NSRange)"))
        #expect(prelude.contains("timeout:(double)"))
        #expect(prelude.contains("cancelRequestsMatching:(SEL)"))
        #expect(prelude.contains("then:(void (^)(void))"))
    }

    /// A private header read alone: its category and class extension add to classes its
    /// includer declares. The prelude declares the classes, so the header's own lines parse.
    @Test func aCategoryOfAClassTheIncluderDeclaresIsRecovered() throws {
        let source = """
            // blocks: 1
            #import <UIKit/UIKit.h>
            @interface ImageNode (Private)
            - (void)locked_setImage:(UIImage *)image;
            @end
            @interface LayoutSpec ()
            @property (nonatomic, copy) void (^onLayout)(void);
            @end
            static inline void run(LayoutSpec *spec) { spec.onLayout = ^{ (void)spec; }; }
            """
        let outcome = try Self.recover(source, name: "ImageNode+Private.h")
        #expect(outcome.errors == [], "\(outcome.prelude ?? "")")
        #expect(outcome.recovered.count == 1)
        let prelude = try #require(outcome.prelude)
        #expect(prelude.contains("@interface ImageNode : NSObject @end"), "\(prelude)")
        #expect(prelude.contains("@interface LayoutSpec : NSObject @end"), "\(prelude)")
    }

    /// Objective-C++ words its conversion errors as C++ does; the guessed `id` parameters of
    /// unknown selectors are corrected from them as from Objective-C's.
    @Test func conversionErrorsOfObjectiveCxxCorrectGuessedParameterTypes() throws {
        let source = """
            // blocks: 1
            #import <UIKit/UIKit.h>
            #import <Kit/Kit.h>
            enum { kKitSmallCaps = 3 };
            @interface Painter : NSObject
            @property (nonatomic, strong) KitCanvas *canvas;
            @end
            @implementation Painter
            - (void)paint:(NSUInteger)count at:(CGPoint)point {
                [self.canvas drawAt:point mode:kCGBlendModeCopy count:count feature:kKitSmallCaps];
                [self.canvas whenDone:^{ (void)self; }];
            }
            @end
            """
        let outcome = try Self.recover(source, name: "painter.mm", language: .objectiveCxx)
        #expect(outcome.errors == [], "\(outcome.prelude ?? "")")
        #expect(outcome.recovered.count == 1)
        let prelude = try #require(outcome.prelude)
        #expect(prelude.contains("drawAt:(CGPoint)") && prelude.contains("mode:(CGBlendMode)"), "\(prelude)")
        #expect(prelude.contains("count:(unsigned long)"), "\(prelude)")
        #expect(prelude.contains("feature:(long)"), "\(prelude)")
    }

    @Test(arguments: SDKRecoveryTests.corpus.map(\.name))
    func recoveryKeepsEveryAnnotatedBlock(_ name: String) throws {
        let source = try #require(Self.corpus.first { $0.name == name }).source
        let outcome = try Self.recover(source, name: name)
        #expect(outcome.recovered.count == ShimHarness.annotatedBlockCount(source), "\(outcome.errors)")
    }

    /// DESIGN mentions parsing as MRC with -fobjc-weak, which keeps messages with unknown
    /// selectors. It does not help with unknown classes, protocols or types and gives up ARC's
    /// ownership in type spellings; the prelude keeps ARC and recovers at least as much.
    @Test(arguments: SDKRecoveryTests.corpus.map(\.name))
    func preludeRecoversAtLeastWhatManualReferenceCountingKeeps(_ name: String) throws {
        let source = try #require(Self.corpus.first { $0.name == name }).source
        let shim = SDKShim.bundled
        let path = "/capcheck-shim-tests/mrc-" + name
        let unit = try TranslationUnit(
            index: ClangIndex(), path: path,
            arguments: shim.arguments(for: .objectiveC, source: source) + ["-fno-objc-arc", "-fobjc-weak"],
            unsavedFiles: [UnsavedFile(path: path, contents: source)])
        let manual = ShimHarness.summarize(unit).blockLines
        let outcome = try Self.recover(source, name: name)
        #expect(manual.count <= outcome.recovered.count)
        #expect(Set(manual).isSubset(of: Set(outcome.recovered)))
    }

    /// Older projects import UIKit once, in a prefix header the build adds to every file; a parse
    /// without the build settings sees none of it. Recovery imports the shim's frameworks then,
    /// instead of inventing declarations for names the shim has.
    @Test func namesTheShimDeclaresAreImportedNotInvented() async throws {
        let source = """
            // blocks: 4
            @interface Banner : UIView
            @property (nonatomic, strong) UILabel *label;
            @property (nonatomic, strong) NSTimer *timer;
            @end
            @implementation Banner
            - (void)show {
                self.timer = [NSTimer scheduledTimerWithTimeInterval:3 repeats:NO block:^(NSTimer *t) { [self hide]; }];
                [UIView animateWithDuration:0.3 animations:^{ self.alpha = 1; }];
                dispatch_async(dispatch_get_main_queue(), ^{ self.label.text = NSLocalizedString(@"hi", nil); });
                objc_setAssociatedObject(self, @selector(show), ^{ NSLog(@"%@", self); }, \
            OBJC_ASSOCIATION_COPY_NONATOMIC);
            }
            - (void)hide {}
            @end
            """
        let outcome = try Self.recover(source, name: "banner.m")
        #expect(
            outcome.recovered.count == ShimHarness.annotatedBlockCount(source),
            "\(outcome.errors) \(outcome.prelude ?? "")")
        #expect(outcome.errors == [], "\(outcome.prelude ?? "")")
        let prelude = try #require(outcome.prelude)
        #expect(prelude.contains("#include <UIKit/UIKit.h>"))
        #expect(!prelude.contains("@interface UIView"))
        let dumped = try await ShimHarness.dumpedBlockLines(
            source, name: "banner.m", language: .objectiveC, prelude: prelude)
        #expect(dumped.lines == outcome.recovered)
    }

    @Test func nothingIsPutInFrontOfAFileThatDeclaresItsOwnRootClass() {
        let source = """
            __attribute__((objc_root_class)) @interface NSObject + (id)new; @end
            @interface Worker : NSObject @end
            @implementation Worker
            - (void)go { [self runWith:^{ (void)self; }]; }
            @end
            """
        let diagnostic = Diagnostic(
            severity: .error, message: "no visible @interface for 'Worker' declares the selector 'runWith:'",
            location: SourcePosition(file: "w.m", line: 4, column: 20))
        #expect(SDKShim.bundled.recoveryPrelude(for: [diagnostic], source: source) == nil)
    }

    @Test func recoveryCopesWithDiagnosticsThatPointNowhere() {
        let messages = [
            "no visible @interface for 'X' declares the selector 'a:b:'", "use of undeclared identifier 'Foo'",
            "unknown type name 'Bar'", "cannot find protocol declaration for 'P'", "type-id cannot have a name",
            "implicit conversion of 'int' to 'id' is disallowed with ARC",
            "property 'p' not found on object of type 'id'",
            "no known class method for selector ':'", "unknown receiver ''", "'", "",
        ]
        let sources = [
            "", "[", "[[[", "#import <Foundation/Foundation.h>\n[x a:^{ b:", "\"unterminated", "/* open comment",
        ]
        for source in sources {
            for message in messages {
                for (line, column) in [(0, 0), (1, 1), (1, 10_000), (99, 1), (-3, -3)] {
                    let diagnostic = Diagnostic(
                        severity: .error, message: message,
                        location: SourcePosition(file: "x.m", line: line, column: column))
                    _ = SDKShim.bundled.recoveryPrelude(for: [diagnostic], source: source)
                }
            }
        }
        let prelude = SDKShim.bundled.recoveryPrelude(
            for: [
                Diagnostic(
                    severity: .error, message: "unknown type name 'Bar'",
                    location: SourcePosition(file: "x.m", line: 1, column: 1))
            ],
            source: "#import <Foundation/Foundation.h>\nBar value;\n")
        #expect(prelude?.contains("typedef long Bar;") == true)
    }

    @Test func cleanParsesNeedNoPrelude() {
        let warning = Diagnostic(
            severity: .warning, message: "unused variable 'x'",
            location: SourcePosition(file: "a.m", line: 1, column: 1))
        #expect(SDKShim.bundled.recoveryPrelude(for: [warning], source: "#import <Foundation/Foundation.h>\n") == nil)
    }
}

@Suite struct MessageScannerTests {
    static func offset(of needle: String, in text: String) -> Int {
        text.utf8.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound)
    }

    @Test func readsSelectorPiecesAndArgumentsOfANestedMessage() throws {
        let source = "void f(void) { [[Foo shared] fetch:[self.items objectAtIndex:0] done:^(id x) { [x go]; }]; }"
        let scanner = MessageScanner(source)
        let at = Self.offset(of: "fetch:", in: source)
        let message = try #require(scanner.message(enclosing: at))
        #expect(message.selector == "fetch:done:")
        #expect(message.receiver == "[Foo shared]")
        #expect(
            message.arguments.map { scanner.text($0).trimmingBlanks() } == [
                "[self.items objectAtIndex:0]", "^(id x) { [x go]; }",
            ])
    }

    @Test func castReceiversAndTernaryArgumentsAreNotSelectorPieces() throws {
        let source = "x = [(id)obj setValue:flag ? a : b forKey:@\"k\"];"
        let scanner = MessageScanner(source)
        let at = Self.offset(of: "setValue", in: source)
        let message = try #require(scanner.message(enclosing: at))
        #expect(message.selector == "setValue:forKey:")
        #expect(message.receiver == "(id)obj")
        #expect(message.arguments.map { scanner.text($0).trimmingBlanks() } == ["flag ? a : b", "@\"k\""])
    }

    @Test func everyOffsetFindsTheMessageAScanFromTheStartFinds() {
        // Brackets in strings, characters and comments, unclosed ones, subscripts, messages in
        // blocks in messages, and positions and lines past the end.
        let source = """
            [a go:"]" with:']'];  // [not a message
            x = [[b shared] fetch:items[2] done:^{ [c run:/* ] */ 1]; }];
            [d unfinished:
            y = [e when:@"\\\\"] [f then];
            """
        let scanner = MessageScanner(source)
        let bytes = Array(source.utf8)
        func openBefore(_ offset: Int) -> Int? {
            var stack: [Int] = []
            var index = 0
            while index < min(offset + 1, bytes.count) {
                if let skipped = scanner.skipTrivia(at: index) {
                    index = skipped
                    continue
                }
                if bytes[index] == UInt8(ascii: "[") { stack.append(index) }
                if bytes[index] == UInt8(ascii: "]") { _ = stack.popLast() }
                index += 1
            }
            return stack.last
        }
        func messageBySlowScan(enclosing offset: Int) -> MessageScanner.Message? {
            var position = min(offset, bytes.count - 1)
            while let open = openBefore(position) {
                if let message = scanner.parseMessage(at: open), message.close > offset { return message }
                position = open - 1
                if position < 0 { break }
            }
            return nil
        }
        var selectors = Set<String>()
        for offset in 0...(bytes.count + 2) {
            let message = scanner.message(enclosing: offset)
            #expect(message == messageBySlowScan(enclosing: offset), "at \(offset)")
            if let message { selectors.insert(message.selector) }
        }
        #expect(selectors == ["go:with:", "shared", "fetch:done:", "run:", "when:", "then"])
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        for (number, line) in lines.enumerated() {
            #expect(scanner.offset(line: number + 1, column: 3) == min(bytes.count, start + 2))
            start += line.utf8.count + 1
        }
        #expect(scanner.offset(line: lines.count + 1, column: 1) == bytes.count)
        #expect(scanner.offset(line: 0, column: 5) == 0)
    }

    @Test func guessesParameterTypesFromArgumentText() {
        #expect(RecoveryPlanner.guessType(ofArgument: "^{ [self done]; }") == "void (^)(void)")
        #expect(RecoveryPlanner.guessType(ofArgument: "^(void) { return; }") == "void (^)(void)")
        #expect(RecoveryPlanner.guessType(ofArgument: "^{ return YES; }") == "id")
        #expect(RecoveryPlanner.guessType(ofArgument: "^(UIImage *image) { }") == "id")
        #expect(RecoveryPlanner.guessType(ofArgument: "@selector(go:)") == "SEL")
        #expect(RecoveryPlanner.guessType(ofArgument: "2.5") == "double")
        #expect(RecoveryPlanner.guessType(ofArgument: "3") == "long")
        #expect(RecoveryPlanner.guessType(ofArgument: "YES") == "BOOL")
        #expect(RecoveryPlanner.guessType(ofArgument: "A | B") == "unsigned long")
        #expect(
            RecoveryPlanner.argumentTypeFromConversion(
                "implicit conversion of 'NSInteger' (aka 'long') to 'id' is disallowed with ARC") == "long")
        #expect(
            RecoveryPlanner.argumentTypeFromConversion(
                "sending 'NSRange' (aka 'struct _NSRange') to parameter of incompatible type 'id'") == "struct _NSRange"
        )
        #expect(
            RecoveryPlanner.argumentTypeFromConversion(
                "cannot initialize a parameter of type 'id' with an lvalue of type 'NSUInteger' (aka 'unsigned long')")
                == "unsigned long")
        #expect(
            RecoveryPlanner.argumentTypeFromConversion("no viable conversion from 'const CGPoint' to 'id'")
                == "const CGPoint")
        #expect(
            RecoveryPlanner.argumentTypeFromConversion(
                "cannot initialize a parameter of type 'id' with an rvalue of type '(unnamed enum at a.mm:3:1)'")
                == "long")
    }
}
