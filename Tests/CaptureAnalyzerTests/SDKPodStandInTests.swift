import Foundation
import Testing

@testable import ClangFrontend
@testable import LintDriver

/// Widely used pods a Podfile names and a tree does not check in (CocoaLumberjack,
/// CocoaAsyncSocket, KissXML, AFNetworking, SDWebImage, Masonry): code written against each
/// parses with zero errors, a tree that ships its own copy reads that copy, and a finding in a
/// file that read a stand-in says its declarations came from capcheck, not the tree.
@Suite struct SDKPodStandInTests {
    static let programs: [(name: String, blocks: [Int], source: String)] = [
        (
            "lumberjack.m", [9],
            """
            #import "DDLog.h"
            #import <CocoaLumberjack/CocoaLumberjack.h>
            static const DDLogLevel ddLogLevel = DDLogLevelVerbose;
            static const int legacyLevel = LOG_LEVEL_VERBOSE;
            void setUp(void) {
                [DDLog addLogger:[DDTTYLogger sharedInstance] withLevel:DDLogLevelInfo];
                [DDLog addLogger:[DDOSLogger sharedInstance]];
                DDFileLogger *file = [[DDFileLogger alloc] init];
                [file rollLogFileWithCompletionBlock:^{ DDLogInfo(@"rolled %d", legacyLevel); }];
                DDLogError(@"e %@", file); DDLogWarn(@"w"); DDLogDebug(@"d");
                DDLogVerbose(@"v %s", THIS_FILE.UTF8String);
            }
            """
        ),
        (
            "sockets.m", [12],
            """
            @import CocoaAsyncSocket;
            @interface Client : NSObject <GCDAsyncSocketDelegate, GCDAsyncUdpSocketDelegate>
            @property (nonatomic, strong) GCDAsyncSocket *socket;
            @property (nonatomic, strong) GCDAsyncUdpSocket *udp;
            @end
            @implementation Client
            - (void)connect {
                self.socket = [[GCDAsyncSocket alloc] initWithDelegate:self delegateQueue:dispatch_get_main_queue()];
                NSError *error = nil;
                if (![self.socket connectToHost:@"example.org" onPort:5222 withTimeout:30 error:&error]) return;
                [self.socket readDataToData:[GCDAsyncSocket CRLFData] withTimeout:-1 tag:1];
                [self.socket performBlock:^{ (void)self.socket.isConnected; }];
                self.udp = [[GCDAsyncUdpSocket alloc] initWithDelegate:self delegateQueue:dispatch_get_main_queue()];
            }
            - (void)socket:(GCDAsyncSocket *)sock didReadData:(NSData *)data withTag:(long)tag {
                [sock writeData:data withTimeout:-1 tag:tag];
            }
            @end
            """
        ),
        (
            "kissxml.m", [7],
            """
            #import "DDXML.h"
            @import KissXML;
            void parse(NSString *text, void (^handler)(NSXMLElement *)) {
                NSXMLElement *root = [[NSXMLElement alloc] initWithXMLString:text error:nil];
                [root addAttributeWithName:@"to" stringValue:@"a@b"];
                NSXMLElement *query = [root elementForName:@"query" xmlns:@"jabber:iq:roster"];
                dispatch_async(dispatch_get_main_queue(), ^{ handler(query); });
                for (NSXMLElement *item in [query elementsForName:@"item"]) {
                    NSLog(@"%@ %@", [item attributeForName:@"jid"].stringValue, item.children);
                }
                DDXMLDocument *doc = [[DDXMLDocument alloc] initWithXMLString:text options:0 error:nil];
                (void)[doc rootElement].XMLString;
            }
            """
        ),
        (
            "afnetworking.m", [9, 11, 14],
            """
            #import <AFNetworking/AFNetworking.h>
            #import "UIImageView+AFNetworking.h"
            @interface Feed : NSObject
            @property (nonatomic, strong) AFHTTPSessionManager *manager;
            @end
            @implementation Feed
            - (void)load:(UIImageView *)view {
                [self.manager GET:@"/feed" parameters:nil headers:nil progress:nil
                    success:^(NSURLSessionDataTask *task, id response) {
                    NSLog(@"%@ %@", self, response);
                } failure:^(NSURLSessionDataTask *task, NSError *error) { NSLog(@"%@", error); }];
                [view setImageWithURL:[NSURL URLWithString:@"https://example.org/a.png"]];
                [[AFNetworkReachabilityManager sharedManager] setReachabilityStatusChangeBlock:
                    ^(AFNetworkReachabilityStatus status) { NSLog(@"%ld", (long)status); }];
            }
            @end
            """
        ),
        (
            "sdwebimage.m", [8],
            """
            #import <SDWebImage/UIImageView+WebCache.h>
            @interface Cell : UIView
            @property (nonatomic, strong) UIImageView *icon;
            @end
            @implementation Cell
            - (void)show:(NSURL *)url {
                [self.icon sd_setImageWithURL:url placeholderImage:nil options:SDWebImageRetryFailed
                    completed:^(UIImage *image, NSError *error, SDImageCacheType cacheType, NSURL *imageURL) {
                        [self setNeedsLayout];
                    }];
                [[SDWebImageManager sharedManager] cancelAll];
            }
            @end
            """
        ),
        (
            "masonry.m", [4],
            """
            #import "Masonry.h"
            void layout(UIView *view, UIView *superview) {
                [superview addSubview:view];
                [view mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(superview.mas_left).offset(8);
                    make.top.mas_equalTo(20);
                    make.size.mas_equalTo(CGSizeMake(40, 40));
                    make.edges.equalTo(superview).priorityHigh();
                }];
            }
            """
        ),
    ]

    @Test(arguments: SDKPodStandInTests.programs.map(\.name))
    func codeWrittenWithThePodParsesCompletely(_ name: String) throws {
        let program = try #require(Self.programs.first { $0.name == name })
        let parse = try SDKTestLibraryTests.parse(program.source, name: name)
        #expect(parse.errors == [])
        #expect(Set(program.blocks).isSubset(of: Set(parse.blockLines)), "\(parse.blockLines)")
    }

    /// A tree that holds the pod (its Pods folder, or the library itself) reads its own copy; no
    /// finding says the stand-in was read.
    @Test func aTreeThatShipsThePodReadsItsOwnCopy() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "Pods/CocoaLumberjack/DDLog.h",
            "#import <Foundation/Foundation.h>\n@interface DDLog : NSObject\n+ (int)vendoredOnly;\n@end\n")
        try tree.write(
            "App/Logger.m",
            """
            #import "DDLog.h"
            @interface Logger : NSObject
            @property (nonatomic, copy) void (^flush)(void);
            @end
            @implementation Logger
            - (void)start {
                self.flush = ^{ NSLog(@"%d %@", [DDLog vendoredOnly], self); };
            }
            @end
            """)
        let run = try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.findings.count == 1)
        #expect(!run.findings.flatMap(\.notes).contains { $0.message.contains("stand-in") })
    }

    /// Without the pod in the tree, the same cycle is found on the stand-in's declarations, and
    /// the finding says which library they came from.
    @Test func aFindingOnAStandInSaysSo() throws {
        driverLock.lock()
        defer { driverLock.unlock() }
        let tree = try ScratchTree()
        try tree.write(
            "App/Logger.m",
            """
            @import CocoaLumberjack;
            static const DDLogLevel ddLogLevel = DDLogLevelInfo;
            @interface Logger : NSObject
            @property (nonatomic, copy) void (^flush)(void);
            @end
            @implementation Logger
            - (void)start {
                self.flush = ^{ DDLogInfo(@"%@", self); };
            }
            @end
            """)
        let run = try LintDriver(options: LintDriverOptions(paths: [tree.root], toolFingerprint: "test")).run().run
        #expect(run.incomplete.isEmpty, "\(run.incomplete)")
        #expect(run.findings.count == 1)
        let notes = run.findings.flatMap(\.notes).map(\.message).filter { $0.contains("stand-in") }
        #expect(notes == [LintDriver.libraryStandInNote(["CocoaLumberjack"])])
        #expect(notes.first?.hasPrefix("the tree does not contain CocoaLumberjack: its declarations come") == true)
    }
}
