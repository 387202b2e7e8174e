import Foundation
import Testing

@testable import CaptureAnalyzer
@testable import ClangFrontend

/// One small program per shipped framework, using its block-taking API the way apps do. Each
/// must parse with zero errors and keep every block clang-14 finds in the same file.
@Suite struct SDKFrameworkTests {
    static let programs: [(name: String, blocks: Int, source: String)] = [
        (
            "webkit.m", 4,
            """
            @import WebKit;
            @interface Browser : UIViewController <WKScriptMessageHandler, WKNavigationDelegate>
            @property (nonatomic, strong) WKWebView *webView;
            @end
            @implementation Browser
            - (void)viewDidLoad {
                WKWebViewConfiguration *configuration = [WKWebViewConfiguration new];
                [configuration.userContentController addScriptMessageHandler:self name:@"native"];
                self.webView = [[WKWebView alloc] initWithFrame:CGRectZero configuration:configuration];
                [self.webView evaluateJavaScript:@"document.title" completionHandler:^(id result, NSError *error) { \
            self.title = result; }];
                [[WKWebsiteDataStore defaultDataStore].httpCookieStore getAllCookies:^(NSArray<NSHTTPCookie *> \
            *cookies) { NSLog(@"%@", self); }];
            }
            - (void)userContentController:(WKUserContentController *)controller \
            didReceiveScriptMessage:(WKScriptMessage *)message {}
            - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)action \
            decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
                dispatch_async(dispatch_get_main_queue(), ^{ decisionHandler(WKNavigationActionPolicyAllow); });
                [webView takeSnapshotWithConfiguration:nil completionHandler:^(UIImage *image, NSError *error) { \
            (void)image; }];
            }
            @end
            """
        ),
        (
            "coredata.m", 4,
            """
            #import <CoreData/CoreData.h>
            @interface Store : NSObject
            @property (nonatomic, strong) NSPersistentContainer *container;
            @end
            @implementation Store
            - (void)load {
                self.container = [NSPersistentContainer persistentContainerWithName:@"Model"];
                [self.container loadPersistentStoresWithCompletionHandler:^(NSPersistentStoreDescription \
            *description, NSError *error) {
                    self.container.viewContext.automaticallyMergesChangesFromParent = YES;
                }];
                [self.container performBackgroundTask:^(NSManagedObjectContext *context) {
                    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"Item"];
                    NSArray *items = [context executeFetchRequest:request error:nil];
                    [context performBlockAndWait:^{ [context save:nil]; }];
                    [self.container.viewContext performBlock:^{ NSLog(@"%lu %@", (unsigned long)items.count, self); }];
                }];
            }
            @end
            """
        ),
        (
            "xctest.m", 4,
            """
            @import XCTest;
            @interface LoaderTests : XCTestCase
            @end
            @implementation LoaderTests
            - (void)testLoadsInTime {
                XCTestExpectation *loaded = [self expectationWithDescription:@"loaded"];
                dispatch_async(dispatch_get_global_queue(0, 0), ^{
                    XCTAssertTrue([NSThread isMainThread] == NO);
                    [loaded fulfill];
                });
                [self waitForExpectationsWithTimeout:1 handler:^(NSError *error) { XCTAssertNil(error); }];
                [self measureBlock:^{ XCTAssertEqual(1 + 1, 2); }];
                [self addTeardownBlock:^{ NSLog(@"done"); }];
            }
            @end
            """
        ),
        (
            "location.m", 2,
            """
            #import <CoreLocation/CoreLocation.h>
            #import <UserNotifications/UserNotifications.h>
            @interface Tracker : NSObject <CLLocationManagerDelegate>
            @property (nonatomic, strong) CLGeocoder *geocoder;
            @end
            @implementation Tracker
            - (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations {
                [self.geocoder reverseGeocodeLocation:locations.lastObject completionHandler:^(NSArray<CLPlacemark \
            *> *placemarks, NSError *error) {
                    UNMutableNotificationContent *content = [UNMutableNotificationContent new];
                    content.title = placemarks.firstObject.locality ?: @"";
                    UNNotificationRequest *request = [UNNotificationRequest requestWithIdentifier:@"place" \
            content:content trigger:nil];
                    [[UNUserNotificationCenter currentNotificationCenter] addNotificationRequest:request \
            withCompletionHandler:^(NSError *e) { NSLog(@"%@", self); }];
                }];
            }
            @end
            """
        ),
        (
            "player.m", 3,
            """
            @import AVFoundation;
            @interface PlayerView : NSObject
            @property (nonatomic, strong) AVPlayer *player;
            @property (nonatomic, strong) id timeObserver;
            @property (nonatomic, assign) double progress;
            @end
            @implementation PlayerView
            - (void)playURL:(NSURL *)url {
                self.player = [AVPlayer playerWithURL:url];
                self.timeObserver = [self.player addPeriodicTimeObserverForInterval:CMTimeMakeWithSeconds(0.5, 600) \
            queue:dispatch_get_main_queue() usingBlock:^(CMTime time) {
                    self.progress = CMTimeGetSeconds(time);
                }];
                [[AVAudioSession sharedInstance] requestRecordPermission:^(BOOL granted) { (void)granted; }];
                [self.player.currentItem.asset loadValuesAsynchronouslyForKeys:@[@"duration"] completionHandler:^{ \
            [self.player play]; }];
            }
            @end
            """
        ),
        (
            "mac.m", 5,
            """
            #import <Cocoa/Cocoa.h>
            @interface Inspector : NSWindowController
            @property (nonatomic, strong) id keyMonitor;
            @property (nonatomic, weak) IBOutlet NSTextField *label;
            @end
            @implementation Inspector
            - (void)windowDidLoad {
                self.keyMonitor = [NSEvent addLocalMonitorForEventsMatchingMask:NSEventMaskKeyDown handler:^NSEvent \
            *(NSEvent *event) {
                    self.label.stringValue = event.characters ?: @"";
                    return event;
                }];
                [NSAnimationContext runAnimationGroup:^(NSAnimationContext *context) {
                    context.duration = 0.25;
                    self.window.contentView.alphaValue = 1;
                } completionHandler:^{ [self.window makeKeyAndOrderFront:nil]; }];
                NSAlert *alert = [NSAlert new];
                [alert beginSheetModalForWindow:self.window completionHandler:^(NSModalResponse response) { [self \
            close]; }];
                [[NSOpenPanel openPanel] beginWithCompletionHandler:^(NSModalResponse result) { NSLog(@"%ld", \
            (long)result); }];
            }
            @end
            """
        ),
        (
            "reachability.m", 4,
            """
            #import <Foundation/Foundation.h>
            #import <SystemConfiguration/SystemConfiguration.h>
            #import <netinet/in.h>
            typedef void (^ReachabilityBlock)(SCNetworkReachabilityFlags flags);
            static const void *RetainBlock(const void *info) { return Block_copy(info); }
            static void ReleaseBlock(const void *info) { if (info) { Block_release(info); } }
            static void Callback(SCNetworkReachabilityRef __unused target, SCNetworkReachabilityFlags flags, void \
            *info) {
                ReachabilityBlock block = (__bridge ReachabilityBlock)info;
                if (block) { block(flags); }
                dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"flags %u", flags); });
            }
            @interface Reachability : NSObject
            @property (nonatomic, assign) SCNetworkReachabilityRef reachability;
            @property (nonatomic, assign) SCNetworkReachabilityFlags flags;
            @end
            @implementation Reachability
            - (void)start {
                __weak __typeof(self) weakSelf = self;
                ReachabilityBlock callback = ^(SCNetworkReachabilityFlags flags) { weakSelf.flags = flags; };
                SCNetworkReachabilityContext context = {0, (__bridge void *)callback, RetainBlock, ReleaseBlock, NULL};
                SCNetworkReachabilitySetCallback(self.reachability, Callback, &context);
                SCNetworkReachabilityScheduleWithRunLoop(self.reachability, CFRunLoopGetMain(), kCFRunLoopCommonModes);
                dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_BACKGROUND, 0), ^{
                    SCNetworkReachabilityFlags flags;
                    SCNetworkReachabilityGetFlags(self.reachability, &flags);
                    dispatch_async(dispatch_get_main_queue(), ^{ callback(flags); });
                });
            }
            @end
            """
        ),
        (
            "xpc.m", 4,
            """
            #import <Foundation/Foundation.h>
            @protocol ThumbnailerProtocol <NSObject>
            - (void)fetchWithReply:(void (^)(NSData *data))reply;
            @end
            @interface ThumbnailClient : NSObject
            @property (nonatomic, strong) NSXPCConnection *connection;
            @end
            @implementation ThumbnailClient
            - (void)connect {
                self.connection = [[NSXPCConnection alloc] initWithServiceName:@"com.example.thumbnailer"];
                self.connection.remoteObjectInterface = [NSXPCInterface \
            interfaceWithProtocol:@protocol(ThumbnailerProtocol)];
                self.connection.invalidationHandler = ^{ self.connection = nil; };
                [self.connection resume];
                id<ThumbnailerProtocol> proxy = [self.connection remoteObjectProxyWithErrorHandler:^(NSError *error) \
            { NSLog(@"%@ %@", error, self); }];
                [proxy fetchWithReply:^(NSData *data) { NSLog(@"%lu", (unsigned long)data.length); }];
                NSFileCoordinator *coordinator = [[NSFileCoordinator alloc] initWithFilePresenter:nil];
                [coordinator coordinateReadingItemAtURL:[NSURL fileURLWithPath:@"/tmp"] options:0 error:NULL \
            byAccessor:^(NSURL *url) { NSLog(@"%@", url); }];
            }
            @end
            """
        ),
        (
            "devices.m", 5,
            """
            @import Photos;
            @import LocalAuthentication;
            #import <Network/Network.h>
            @interface Gallery : NSObject
            @property (nonatomic, strong) nw_path_monitor_t monitor;
            @property (nonatomic, strong) UIImage *thumbnail;
            @property (nonatomic, assign) BOOL online;
            @end
            @implementation Gallery
            - (void)start {
                self.monitor = nw_path_monitor_create();
                nw_path_monitor_set_update_handler(self.monitor, ^(nw_path_t path) { self.online = \
            nw_path_get_status(path) == nw_path_status_satisfied; });
                nw_path_monitor_set_queue(self.monitor, dispatch_get_main_queue());
                nw_path_monitor_start(self.monitor);
                [[LAContext new] evaluatePolicy:LAPolicyDeviceOwnerAuthentication localizedReason:@"unlock" \
            reply:^(BOOL success, NSError *error) {
                    [PHPhotoLibrary requestAuthorization:^(PHAuthorizationStatus status) {
                        PHAsset *asset = [[PHAsset fetchAssetsWithMediaType:PHAssetMediaTypeImage options:nil] \
            firstObject];
                        [[PHImageManager defaultManager] requestImageForAsset:asset targetSize:CGSizeMake(80, 80) \
            contentMode:PHImageContentModeAspectFill options:nil resultHandler:^(UIImage *result, \
            NSDictionary *info) {
                            self.thumbnail = result;
                        }];
                    }];
                }];
                [[PHPhotoLibrary sharedPhotoLibrary] performChanges:^{ [PHAssetChangeRequest \
            creationRequestForAssetFromImage:self.thumbnail]; } completionHandler:nil];
            }
            @end
            """
        ),
        (
            "runtime.c", 2,
            """
            #include <dispatch/dispatch.h>
            #include <CoreFoundation/CoreFoundation.h>
            #include <mach/mach_time.h>
            #include <libkern/OSAtomic.h>
            static volatile int32_t counter;
            void schedule(void) {
                uint64_t start = mach_absolute_time();
                dispatch_queue_t queue = dispatch_queue_create("c", DISPATCH_QUEUE_SERIAL);
                dispatch_async(queue, ^{ OSAtomicIncrement32(&counter); (void)start; });
                CFRunLoopObserverRef observer = CFRunLoopObserverCreateWithHandler(NULL, kCFRunLoopBeforeWaiting, \
            true, 0,
                    ^(CFRunLoopObserverRef o, CFRunLoopActivity activity) { (void)o; (void)activity; });
                CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopDefaultMode);
                CFRelease(observer);
            }
            """
        ),
    ]

    @Test(arguments: SDKFrameworkTests.programs.map(\.name))
    func frameworkProgramParsesWithoutErrorsAndKeepsEveryBlock(_ name: String) async throws {
        let program = try #require(Self.programs.first { $0.name == name })
        let language: SourceLanguage = name.hasSuffix(".c") ? .c : .objectiveC
        let parse = try ShimHarness.parse(program.source, name: name, language: language)
        #expect(parse.errors.map { "\($0.location.line): \($0.message)" } == [])
        let dumped = try await ShimHarness.dumpedBlockLines(program.source, name: name, language: language)
        #expect(dumped.errors == "")
        #expect(parse.blockLines == dumped.lines)
        #expect(parse.blockLines.count == program.blocks)
    }
}
