import Foundation
import Testing

@testable import ClangFrontend

/// What eight Objective-C trees linted for the first time, with no flags, used and the stand-in
/// lacked: a UI kit's photo picker (Photos submodule headers, PhotosUI), a database's CloudKit
/// sync, and the Darwin and macOS headers of a hex editor, an updater and an XMPP library. Each
/// of these files was analysed only in part before.
@Suite struct SDKUnseenTreeTests {
    /// Photos' own headers imported one by one (`<Photos/PHFetchOptions.h>`,
    /// `<Photos/PHCollection.h>`), collections and their fetches, request options with a progress
    /// handler, and change requests inside `performChanges:`.
    @Test func photosSubmoduleHeadersParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Photos/PHFetchOptions.h>
            #import <Photos/PHCollection.h>
            #import <Photos/PHAsset.h>
            #import <Photos/PHImageManager.h>
            #import <Photos/PHAssetCollectionChangeRequest.h>
            #import <Photos/PHAssetChangeRequest.h>
            @interface Album : NSObject <PHPhotoLibraryChangeObserver>
            @property (nonatomic, strong) UIImage *image;
            @property (nonatomic, strong) PHFetchResult<PHAsset *> *assets;
            @end
            @implementation Album
            - (void)load {
                PHFetchOptions *options = [[PHFetchOptions alloc] init];
                options.sortDescriptors = @[[NSSortDescriptor sortDescriptorWithKey:@"creationDate" ascending:NO]];
                PHFetchResult<PHAssetCollection *> *albums = [PHAssetCollection \
            fetchAssetCollectionsWithType:PHAssetCollectionTypeSmartAlbum \
            subtype:PHAssetCollectionSubtypeSmartAlbumUserLibrary options:nil];
                self.assets = [PHAsset fetchAssetsInAssetCollection:albums.firstObject options:options];
                PHImageRequestOptions *request = [[PHImageRequestOptions alloc] init];
                request.deliveryMode = PHImageRequestOptionsDeliveryModeHighQualityFormat;
                request.progressHandler = ^(double progress, NSError *error, BOOL *stop, NSDictionary *info) {
                    NSLog(@"%@", self);
                };
                [[PHImageManager defaultManager] requestImageForAsset:self.assets.firstObject \
            targetSize:PHImageManagerMaximumSize contentMode:PHImageContentModeAspectFill options:request \
            resultHandler:^(UIImage *result, NSDictionary *info) {
                    if (![info[PHImageResultIsDegradedKey] boolValue]) self.image = result;
                }];
                [[PHPhotoLibrary sharedPhotoLibrary] performChanges:^{
                    PHAssetCollectionChangeRequest *r = [PHAssetCollectionChangeRequest \
            changeRequestForAssetCollection:albums.firstObject];
                    [r addAssets:@[[PHAssetChangeRequest creationRequestForAssetFromImage:self.image] \
            .placeholderForCreatedAsset]];
                } completionHandler:nil];
            }
            - (void)photoLibraryDidChange:(PHChange *)changeInstance {
                PHFetchResultChangeDetails *details = [changeInstance changeDetailsForFetchResult:self.assets];
                if (details.hasIncrementalChanges) self.assets = details.fetchResultAfterChanges;
            }
            @end
            """, name: "album.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [19, 22, 25])
    }

    /// PhotosUI: a Live Photo view filled from the image manager, and the photo picker.
    @Test func photosUIParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <PhotosUI/PhotosUI.h>
            @interface Picker : UIViewController <PHPickerViewControllerDelegate, PHLivePhotoViewDelegate>
            @property (nonatomic, strong) PHLivePhotoView *live;
            @end
            @implementation Picker
            - (void)show:(PHAsset *)asset {
                PHPickerConfiguration *c = [[PHPickerConfiguration alloc] \
            initWithPhotoLibrary:[PHPhotoLibrary sharedPhotoLibrary]];
                c.filter = [PHPickerFilter anyFilterMatchingSubfilters:@[PHPickerFilter.imagesFilter, \
            PHPickerFilter.livePhotosFilter]];
                PHPickerViewController *picker = [[PHPickerViewController alloc] initWithConfiguration:c];
                picker.delegate = self;
                self.live = [[PHLivePhotoView alloc] init];
                self.live.delegate = self;
                [[PHImageManager defaultManager] requestLivePhotoForAsset:asset targetSize:CGSizeZero \
            contentMode:PHImageContentModeDefault options:nil resultHandler:^(PHLivePhoto *photo, NSDictionary *info) {
                    self.live.livePhoto = photo;
                    [self.live startPlaybackWithStyle:PHLivePhotoViewPlaybackStyleHint];
                }];
            }
            - (void)picker:(PHPickerViewController *)picker didFinishPicking:(NSArray<PHPickerResult *> *)results {}
            @end
            """, name: "picker.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [13])
    }

    /// CloudKit as a sync engine uses it: zone changes with their blocks, records read and
    /// written by subscript, a modify operation with its partial errors, a zone subscription.
    @Test func cloudKitSyncParsesWhole() throws {
        for language in [SourceLanguage.objectiveC, .objectiveCxx] {
            let parse = try ShimHarness.parse(
                """
                #import <CloudKit/CloudKit.h>
                @interface Sync : NSObject
                @property (nonatomic, strong) CKServerChangeToken *token;
                @property (nonatomic, strong) NSMutableArray<CKRecord *> *records;
                @end
                @implementation Sync
                - (void)pull {
                    CKRecordZoneID *zone = [[CKRecordZoneID alloc] initWithZoneName:@"zone" \
                ownerName:CKCurrentUserDefaultName];
                    CKFetchRecordZoneChangesOptions *options = [CKFetchRecordZoneChangesOptions new];
                    options.previousServerChangeToken = self.token;
                    CKFetchRecordZoneChangesOperation *op = [[CKFetchRecordZoneChangesOperation alloc] \
                initWithRecordZoneIDs:@[zone] optionsByRecordZoneID:@{zone: options}];
                    op.recordChangedBlock = ^(CKRecord *record) { [self.records addObject:record]; };
                    op.recordWithIDWasDeletedBlock = ^(CKRecordID *recordID, NSString *type) { NSLog(@"%@", type); };
                    op.recordZoneFetchCompletionBlock = ^(CKRecordZoneID *zoneID, CKServerChangeToken *token, \
                NSData *data, BOOL more, NSError *error) {
                        self.token = error.code == CKErrorChangeTokenExpired ? nil : token;
                    };
                    [[[CKContainer defaultContainer] privateCloudDatabase] addOperation:op];
                    CKRecord *r = [[CKRecord alloc] initWithRecordType:@"Todo" \
                recordID:[[CKRecordID alloc] initWithRecordName:@"a" zoneID:zone]];
                    r[@"title"] = @"x";
                    NSString *title = r[@"title"];
                    CKModifyRecordsOperation *m = [[CKModifyRecordsOperation alloc] initWithRecordsToSave:@[r] \
                recordIDsToDelete:nil];
                    m.savePolicy = CKRecordSaveIfServerRecordUnchanged;
                    m.modifyRecordsCompletionBlock = ^(NSArray<CKRecord *> *saved, NSArray<CKRecordID *> *deleted, \
                NSError *error) {
                        NSDictionary *partial = error.userInfo[CKPartialErrorsByItemIDKey];
                        NSLog(@"%@ %@ %@", partial, title, self);
                    };
                    m.database = [CKContainer defaultContainer].privateCloudDatabase;
                    CKRecordZoneSubscription *s = [[CKRecordZoneSubscription alloc] initWithZoneID:zone];
                    s.notificationInfo = [CKNotificationInfo new];
                    s.notificationInfo.shouldSendContentAvailable = YES;
                }
                @end
                """, name: language == .objectiveC ? "sync.m" : "sync.mm", language: language)
            #expect(parse.errors.map(\.message) == [])
            #expect(parse.blockLines == [12, 13, 14, 23])
        }
    }
    /// CoreFoundation and CoreGraphics calls are audited for ARC, as in the SDK: an object passes
    /// to a CF parameter with a plain cast only when the function is declared, so the calls a
    /// database's caches use (`CFDictionaryContainsKey((CFDictionaryRef)d, (const void *)key)`)
    /// must be. Named dictionary callbacks, the byte order, a URL's path, and `uuid_t` through
    /// Foundation as Darwin's `<unistd.h>` brings it.
    @Test func coreFoundationCastsToAuditedCallsParseWhole() throws {
        for language in [SourceLanguage.objectiveC, .objectiveCxx] {
            let parse = try ShimHarness.parse(
                """
                #import <UIKit/UIKit.h>
                static Boolean KeyEqual(const void *a, const void *b) { return a == b; }
                @interface Cache : NSObject
                @property (nonatomic, copy) void (^onMiss)(id key);
                @end
                @implementation Cache
                - (BOOL)contains:(id)key in:(NSDictionary *)d number:(NSNumber *)n url:(NSURL *)url \
                string:(NSString *)s colors:(NSArray *)colors {
                    CFDictionaryKeyCallBacks callbacks = kCFTypeDictionaryKeyCallBacks;
                    callbacks.equal = (CFDictionaryEqualCallBack)KeyEqual;
                    uuid_t bytes;
                    [[NSUUID UUID] getUUIDBytes:bytes];
                    if (sizeof(uuid_t) != 16 || CFByteOrderGetCurrent() == CFByteOrderBigEndian) return NO;
                    UInt8 path[1024];
                    CFNumberType type = CFNumberGetType((CFNumberRef)n);
                    NSString *p = CFBridgingRelease(CFURLCopyPath((CFURLRef)url));
                    NSString *u = CFBridgingRelease(CFURLCreateStringByReplacingPercentEscapesUsingEncoding(\
                kCFAllocatorDefault, (CFStringRef)s, CFSTR(""), kCFStringEncodingUTF8));
                    CGGradientRelease(CGGradientCreateWithColors(NULL, (CFArrayRef)colors, NULL));
                    self.onMiss = ^(id missing) { [self contains:missing in:d number:n url:url string:s \
                colors:colors]; };
                    return CFDictionaryContainsKey((CFDictionaryRef)d, (const void *)key) && type && p && u
                        && CFURLGetFileSystemRepresentation((CFURLRef)url, YES, path, sizeof path);
                }
                @end
                """, name: language == .objectiveC ? "cache.m" : "cache.mm", language: language)
            #expect(parse.errors.map(\.message) == [])
            #expect(parse.blockLines == [18])
        }
    }

    /// An object cast to a CF type for a call the stand-in does not declare stays an error (the
    /// recovery declares the call unaudited), as clang says for an unaudited call.
    @Test func unbridgedCastToAnUndeclaredCallIsStillAnError() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            void MyUnauditedCall(CFDictionaryRef dictionary);
            void f(NSDictionary *d) { MyUnauditedCall((CFDictionaryRef)d); }
            """, name: "unaudited.m", language: .objectiveC)
        #expect(parse.errors.map(\.message).contains { $0.contains("requires a bridged cast") })
    }
    /// Darwin headers an updater and a UI kit include: a process's exit through kqueue,
    /// `strcoll_l` through `<xlocale.h>`, libcompression's streams, and the sections of a loaded
    /// image (`<mach-o/getsect.h>`, `<mach-o/dyld.h>`).
    @Test func darwinKqueueCompressionAndImagesParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #include <sys/event.h>
            #include <xlocale.h>
            #include <compression.h>
            #include <mach-o/getsect.h>
            #include <mach-o/dyld.h>
            @interface Watcher : NSObject
            @property (nonatomic, copy) void (^onExit)(void);
            @end
            @implementation Watcher {
                compression_stream _stream;
            }
            - (BOOL)watch:(pid_t)pid {
                struct kevent change;
                EV_SET(&change, pid, EVFILT_PROC, EV_ADD | EV_RECEIPT, NOTE_EXIT, 0, NULL);
                if (kevent(kqueue(), &change, 1, &change, 1, NULL) == -1) return NO;
                int order = strcoll_l("a", "b", _c_locale) + strcoll_l("a", "b", newlocale(LC_COLLATE_MASK, "C", NULL));
                if (compression_stream_init(&_stream, COMPRESSION_STREAM_ENCODE, COMPRESSION_LZFSE) \
            != COMPRESSION_STATUS_OK) return NO;
                compression_status status = compression_stream_process(&_stream, COMPRESSION_STREAM_FINALIZE);
                compression_stream_destroy(&_stream);
                unsigned long size = 0;
                const struct mach_header_64 *header = (const struct mach_header_64 *)_dyld_get_image_header(0);
                uint8_t *data = header ? getsectiondata(header, "__DATA", "__objc_classlist", &size) : NULL;
                dispatch_async(dispatch_get_main_queue(), ^{ if (self.onExit) self.onExit(); });
                return order < 0 && status == COMPRESSION_STATUS_END && data && _dyld_image_count() > 0;
            }
            @end
            """, name: "watcher.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [24])
    }

    /// An example app's calendar events (EventKit), a Today widget (NotificationCenter) and a
    /// player view controller (AVKit) with a video track's size.
    @Test func eventKitWidgetAndPlayerParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <EventKit/EventKit.h>
            #import <NotificationCenter/NotificationCenter.h>
            #import <AVKit/AVKit.h>
            @interface Today : UIViewController <NCWidgetProviding, AVPlayerViewControllerDelegate>
            @property (nonatomic, strong) NSArray<EKEvent *> *events;
            @property (nonatomic, strong) AVPlayerViewController *player;
            @end
            @implementation Today
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.extensionContext.widgetLargestAvailableDisplayMode = NCWidgetDisplayModeExpanded;
                self.player = [[AVPlayerViewController alloc] init];
                self.player.delegate = self;
                AVAssetTrack *track = [[AVAsset assetWithURL:[NSURL URLWithString:@"x"]] \
            tracksWithMediaType:AVMediaTypeVideo].firstObject;
                self.preferredContentSize = CGSizeApplyAffineTransform(track.naturalSize, track.preferredTransform);
                EKEventStore *store = [[EKEventStore alloc] init];
                [store requestAccessToEntityType:EKEntityTypeEvent completion:^(BOOL granted, NSError *error) {
                    NSPredicate *p = [store predicateForEventsWithStartDate:[NSDate date] endDate:[NSDate date] \
            calendars:nil];
                    self.events = [[store eventsMatchingPredicate:p] filteredArrayUsingPredicate:[NSPredicate \
            predicateWithBlock:^BOOL(EKEvent *event, NSDictionary *bindings) { return event.calendar.subscribed; }]];
                }];
            }
            - (void)widgetPerformUpdateWithCompletionHandler:(void (^)(NCUpdateResult))completionHandler {
                completionHandler(NCUpdateResultNewData);
            }
            @end
            """, name: "today.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [17, 19])
    }
    /// A hex editor's AppKit: a progress indicator subclass drawing in its bounds, a dragging
    /// destination, coordinate conversion and cursor rects, NSValue rects, image compositing,
    /// segmented controls, table columns, scroller widths and an alert's window.
    @Test func appKitViewsAndControlsParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Cocoa/Cocoa.h>
            @interface Bar : NSProgressIndicator <NSDraggingDestination>
            @property (nonatomic, copy) void (^onDrop)(NSRect frame);
            @end
            @implementation Bar
            - (void)drawRect:(NSRect)dirty { [[NSImage imageNamed:@"x"] drawInRect:[self bounds] fromRect:NSZeroRect \
            operation:NSCompositingOperationSourceOver fraction:1.0]; }
            - (NSDragOperation)draggingEntered:(id <NSDraggingInfo>)sender { return NSDragOperationCopy; }
            - (void)resetCursorRects { [self addCursorRect:self.bounds cursor:NSCursor.pointingHandCursor]; }
            - (void)layOut:(NSView *)other segments:(NSSegmentedControl *)segments column:(NSTableColumn *)column \
            field:(NSTextField *)field {
                NSRect frame = NSInsetRect([self convertRect:[other bounds] fromView:other], 1, 1);
                NSValue *value = [NSValue valueWithRect:frame];
                [segments setSelectedSegment:column.identifier.length > 0 ? 1 : 0];
                CGFloat width = [NSScroller scrollerWidthForControlSize:NSControlSizeRegular \
            scrollerStyle:NSScrollerStyleLegacy];
                NSAlert *alert = [[NSAlert alloc] init];
                alert.window.initialFirstResponder = field;
                self.onDrop = ^(NSRect dropped) { [self setNeedsDisplay:NSWidth(dropped) > width]; };
                self.onDrop(value.rectValue);
            }
            @end
            """, name: "bar.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [16])
    }
    /// An updater's tests read a file's POSIX permissions from its attributes, and a UI kit
    /// compares a method's type encoding with the runtime's `_C_STRUCT_B`.
    @Test func fileAttributeKeysAndTypeEncodingsParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #import <objc/runtime.h>
            BOOL f(NSDictionary *attributes, const char *type) {
                NSNumber *permissions = attributes[NSFilePosixPermissions];
                return type[0] == _C_STRUCT_B && permissions.intValue > 0
                    && [attributes[NSFileType] isEqual:NSFileTypeSymbolicLink];
            }
            """, name: "attributes.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }

    /// A web server sets a response's Last-Modified from the file's `st_mtimespec`, Darwin's name
    /// for glibc's `st_mtim`.
    @Test func darwinStatTimesParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #include <sys/stat.h>
            NSDate *modified(const char *path) {
                struct stat info;
                if (lstat(path, &info) != 0) return nil;
                NSTimeInterval seconds = info.st_mtimespec.tv_sec + info.st_mtimespec.tv_nsec / 1e9;
                (void)info.st_atimespec; (void)info.st_ctimespec;
                return [NSDate dateWithTimeIntervalSince1970:seconds];
            }
            """, name: "stat.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }

    /// A hex editor's drive window: a DiskArbitration session on the main run loop whose
    /// callbacks list the disks, a raw device's block size and count, and a helper process
    /// looking up a port by name and handing it over a Mach message.
    @Test func diskArbitrationAndMachMessagesParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #import <DiskArbitration/DiskArbitration.h>
            #include <mach/mach.h>
            #include <mach/message.h>
            #include <servers/bootstrap.h>
            #include <sys/disk.h>
            static void appeared(DADiskRef disk, void *context) {
                CFDictionaryRef description = DADiskCopyDescription(disk);
                NSLog(@"%s %@", DADiskGetBSDName(disk), (__bridge NSDictionary *)description);
                if (description) CFRelease(description);
            }
            typedef struct { mach_msg_header_t header; mach_msg_body_t body; mach_msg_port_descriptor_t port; \
            mach_msg_trailer_t trailer; } PortMessage;
            kern_return_t send(mach_port_t remote, mach_port_t port) {
                PortMessage message = {0};
                message.header.msgh_bits = MACH_MSGH_BITS(MACH_MSG_TYPE_COPY_SEND, 0) | MACH_MSGH_BITS_COMPLEX;
                message.header.msgh_remote_port = remote;
                message.body.msgh_descriptor_count = 1;
                message.port.name = port;
                message.port.disposition = MACH_MSG_TYPE_MAKE_SEND;
                message.port.type = MACH_MSG_PORT_DESCRIPTOR;
                return mach_msg(&message.header, MACH_SEND_MSG, sizeof message - sizeof message.trailer, 0, \
            MACH_PORT_NULL, MACH_MSG_TIMEOUT_NONE, MACH_PORT_NULL);
            }
            uint64_t blocks(int fd, mach_port_t port) {
                uint32_t size = 0;
                uint64_t count = 0;
                if (ioctl(fd, DKIOCGETBLOCKSIZE, &size) < 0 || ioctl(fd, DKIOCGETBLOCKCOUNT, &count) < 0) return 0;
                mach_port_t found = MACH_PORT_NULL;
                if (bootstrap_look_up(bootstrap_port, "com.example.helper", &found) != BOOTSTRAP_SUCCESS) return 0;
                return size * count + (found == port);
            }
            void watch(void) {
                DASessionRef session = DASessionCreate(kCFAllocatorDefault);
                DARegisterDiskAppearedCallback(session, NULL, appeared, NULL);
                DASessionScheduleWithRunLoop(session, CFRunLoopGetMain(), kCFRunLoopCommonModes);
                DAUnregisterCallback(session, (void *)appeared, NULL);
                DASessionUnscheduleFromRunLoop(session, CFRunLoopGetMain(), kCFRunLoopCommonModes);
                CFRelease(session);
            }
            """, name: "drives.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }
}
