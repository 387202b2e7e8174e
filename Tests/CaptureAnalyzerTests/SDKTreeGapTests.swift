import Foundation
import Testing

@testable import ClangFrontend

/// What a socket library, an attributed-label library and an animation library (Objective-C++)
/// use and the stand-in lacked. Each of these files was analysed only in part before: the first
/// error lost the statement and any block in it.
@Suite struct SDKTreeGapTests {
    /// Darwin's socket addresses begin with their length; glibc's have none, so `sin_len` was "no
    /// member named". `SO_NOSIGPIPE`, `<sys/attr.h>`, `<mach/mach_host.h>` and `mach_port_t`
    /// through Foundation, as on Darwin; `NSNetService`, CFStream status and errors, the peer
    /// SecureTransport codes.
    @Test func socketCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #import <Security/SecureTransport.h>
            #include <sys/socket.h>
            #include <netinet/in.h>
            #include <sys/un.h>
            #include <sys/attr.h>
            #include <mach/mach_host.h>
            @interface Socket : NSObject
            @property (nonatomic, copy) void (^onConnect)(NSData *address);
            @property (nonatomic) mach_port_t thread;
            @end
            @implementation Socket
            - (void)connect:(NSNetService *)service stream:(CFReadStreamRef)stream {
                struct sockaddr_in a = {0};
                a.sin_len = sizeof(a);
                a.sin_family = AF_INET;
                struct sockaddr_in6 b = {0};
                b.sin6_len = sizeof(b);
                struct sockaddr_storage s;
                s.ss_len = 0;
                struct sockaddr *p = (struct sockaddr *)&a;
                int on = 1;
                setsockopt(0, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof(on));
                host_basic_info_data_t info;
                mach_msg_type_number_t count = HOST_BASIC_INFO_COUNT;
                host_info(mach_host_self(), HOST_BASIC_INFO, (host_info_t)&info, &count);
                if (CFReadStreamGetStatus(stream) == kCFStreamStatusError || p->sa_len == 0) {
                    NSError *error = (__bridge_transfer NSError *)CFReadStreamCopyError(stream);
                    (void)error;
                }
                OSStatus status = errSSLPeerBadCert;
                (void)status;
                self.onConnect = ^(NSData *address) { [self connect:service stream:stream]; };
                (void)service.addresses.firstObject;
            }
            @end
            """, name: "socket.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [33])
    }

    /// A macOS example's text view inside a scroll view, its text storage, and an `NSResponder`
    /// presenting an error.
    @Test func appKitTextViewsParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <AppKit/AppKit.h>
            @interface Log : NSObject
            @property (nonatomic, strong) NSTextView *view;
            @property (nonatomic, strong) NSTextField *port;
            @end
            @implementation Log
            - (void)append:(NSString *)text {
                NSTextStorage *storage = self.view.textStorage;
                [storage appendAttributedString:[[NSAttributedString alloc] initWithString:text]];
                NSScrollView *scroll = [self.view enclosingScrollView];
                NSPoint origin = [scroll.documentView isFlipped] ? NSMakePoint(0, 0) : NSMakePoint(0, 1);
                [scroll.documentView scrollPoint:origin];
                self.view.enabledTextCheckingTypes = NSTextCheckingTypeLink;
                int port = self.port.intValue;
                dispatch_async(dispatch_get_main_queue(), ^{ [self.view setTextColor:[NSColor purpleColor]]; });
                if (port == 0) [self.view presentError:[NSError errorWithDomain:@"d" code:port userInfo:nil]];
            }
            @end
            """, name: "log.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [15])
    }

    /// An attributed label: text checking results, `UILabel`'s drawing members, the keyed coding
    /// of geometry, the attribute names, accessibility conversions, `CGFLOAT_TYPE`.
    @Test func attributedLabelCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <CoreText/CoreText.h>
            @interface Label : UILabel
            @property (nonatomic) NSTextCheckingTypes types;
            @property (nonatomic) UIEdgeInsets inset;
            @property (nonatomic, copy) void (^tap)(NSTextCheckingResult *result);
            @end
            @implementation Label
            - (CGRect)accessibilityFrame { return UIAccessibilityConvertFrameToScreenCoordinates(self.bounds, self); }
            - (void)drawTextInRect:(CGRect)rect {
                CGFLOAT_TYPE scale = 1;
                CGRect box = [super textRectForBounds:rect limitedToNumberOfLines:self.numberOfLines];
                self.highlighted = self.tintAdjustmentMode == UIViewTintAdjustmentModeDimmed;
                self.highlightedTextColor = nil;
                [super drawTextInRect:CGRectInset(box, scale, scale)];
                NSTextCheckingResult *r = [NSTextCheckingResult dateCheckingResultWithRange:NSMakeRange(0, 1)
                    date:[NSDate date] timeZone:[NSTimeZone localTimeZone] duration:0];
                if (r.resultType == NSTextCheckingTypeDate && kCFCoreFoundationVersionNumber > 0) {
                    self.tap = ^(NSTextCheckingResult *result) { [self setNeedsDisplay]; };
                }
                NSDictionary *attributes = @{NSStrokeWidthAttributeName: @1, NSTextCheckingStreetKey: @2};
                self.accessibilityLabel = attributes.description;
                self.textColor = [[UIColor alloc] initWithCGColor:UIColor.redColor.CGColor];
            }
            - (void)encodeWithCoder:(NSCoder *)coder {
                [coder encodeUIEdgeInsets:self.inset forKey:@"inset"];
                [coder encodeCGSize:self.shadowOffset forKey:@"shadow"];
                self.inset = UIEdgeInsetsFromString([coder decodeObjectForKey:@"text"]);
            }
            @end
            """, name: "label.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [19])
    }

    /// Apple's libc++ includes more with each header than libstdc++: `<vector>` brings
    /// `std::shared_ptr` and `std::atomic`, `<list>` `std::find`, `<mutex>`
    /// `std::condition_variable`. Code written
    /// against it, read with libstdc++, lost every member declared with them.
    @Test func objectiveCxxSeesWhatLibcxxIncludes() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #import <CoreGraphics/CoreGraphics.h>
            #import <QuartzCore/QuartzCore.h>
            #import <objc/objc-auto.h>
            #include <vector>
            #include <list>
            #include <mutex>
            struct Vector { std::shared_ptr<std::vector<double>> values; std::atomic<int> count; };
            static bool has(std::list<int> &items, int item) {
                return find(items.begin(), items.end(), item) != items.end();
            }
            @interface Animator : NSObject { Vector _v; std::mutex _lock; std::condition_variable _done; }
            @property (nonatomic, copy) dispatch_block_t step;
            @end
            @implementation Animator
            - (CGFloat)red:(CGColorRef)color {
                const CGFloat *components = CGColorGetComponents(color);
                float point[2];
                CAMediaTimingFunction *timing = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn];
                [timing getControlPointAtIndex:1 values:point];
                self.step = ^{ [self red:color]; };
                return components[0] + _v.count.load();
            }
            @end
            """, name: "animator.mm", language: .objectiveCxx)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [21])
    }

    /// A large UI framework in Objective-C++: trait collections, context menus, glyphs, layer
    /// actions and antialiasing, blend modes, text tabs, Darwin's pointer `pthread_t` (a lock
    /// initialised with `NULL` in C++), `pthread_main_np`, byte swapping, `kNilOptions`.
    @Test func largeUIFrameworkCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <CoreText/CoreText.h>
            #import <os/lock.h>
            #include <pthread.h>
            #include <atomic>
            typedef struct { os_unfair_lock lock; _Atomic(pthread_t) thread; unsigned count; } Lock;
            struct Mutex { Lock l; Mutex() { l = (Lock){ OS_UNFAIR_LOCK_INIT, NULL, 0 }; } };
            @interface Node : UIView <CAAction, UIContextMenuInteractionCommitAnimating>
            @property (nonatomic, copy) dispatch_block_t onDraw;
            @end
            @implementation Node
            @synthesize preferredCommitStyle, previewViewController;
            - (void)runActionForKey:(NSString *)event object:(id)anObject arguments:(NSDictionary *)dict {}
            - (void)addAnimations:(void (^)(void))animations {}
            - (void)addCompletion:(void (^)(void))completion {}
            - (void)draw:(CGContextRef)context traits:(UITraitCollection *)traits manager:(NSLayoutManager *)manager {
                CGContextBeginTransparencyLayer(context, NULL);
                UIRectFillUsingBlendMode(self.bounds, kCGBlendModeCopy);
                CGContextSetTextMatrix(context, CGContextGetCTM(context));
                CGContextEndTransparencyLayer(context);
                self.layer.sublayerTransform = CATransform3DInvert(self.layer.transform);
                self.layer.edgeAntialiasingMask = kCALayerLeftEdge | kCALayerRightEdge;
                self.layer.allowsEdgeAntialiasing = traits.displayGamut == UIDisplayGamutP3 && pthread_main_np();
                self.accessibilityNavigationStyle = UIAccessibilityNavigationStyleCombined;
                UISemanticContentAttribute attribute = UISemanticContentAttributeForceRightToLeft;
                BOOL rtl = [UIView userInterfaceLayoutDirectionForSemanticContentAttribute:attribute]
                    == UIUserInterfaceLayoutDirectionRightToLeft;
                CGGlyph glyph = [manager glyphAtIndex:0];
                NSMutableParagraphStyle *style = [[NSMutableParagraphStyle alloc] init];
                NSTextAlignment alignment = NSTextAlignmentFromCTTextAlignment(kCTTextAlignmentLeft);
                style.tabStops = @[[[NSTextTab alloc] initWithTextAlignment:alignment location:1 options:@{}]];
                uint64_t swapped = OSSwapInt64((uint64_t)glyph) + kNilOptions + rtl;
                UIContextMenuConfiguration *menu = [UIContextMenuConfiguration configurationWithIdentifier:nil
                    previewProvider:nil actionProvider:^UIMenu *(NSArray<UIMenuElement *> *suggested) {
                        [self draw:context traits:traits manager:manager];
                        return nil;
                    }];
                (void)menu; (void)swapped;
            }
            @end
            """, name: "node.mm", language: .objectiveCxx)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [34])
    }

    /// A debugging tool's heap walk (`Dl_info`, the malloc zone's introspection), a crypto
    /// helper's cryptor in counter mode, a collection view's delegate and layout invalidation,
    /// and a mocking library's tests (exceptions of a named class, issues with their source
    /// location). Each of these lost a statement in a public tree.
    @Test func heapCryptoCollectionAndTestIssueCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <XCTest/XCTest.h>
            #import <CommonCrypto/CommonCrypto.h>
            #include <dlfcn.h>
            #include <malloc/malloc.h>
            @interface Layout : UICollectionViewLayout <UICollectionViewDelegateFlowLayout, UICollectionViewDataSource>
            @property (nonatomic, copy) void (^onMove)(NSIndexPath *from, NSIndexPath *to);
            @end
            @implementation Layout
            - (NSInteger)collectionView:(UICollectionView *)view numberOfItemsInSection:(NSInteger)section { return 0; }
            - (UICollectionViewCell *)collectionView:(UICollectionView *)view
                cellForItemAtIndexPath:(NSIndexPath *)path { return nil; }
            - (void)collectionView:(UICollectionView *)view moveItemAtIndexPath:(NSIndexPath *)from
                toIndexPath:(NSIndexPath *)to {
                self.onMove = ^(NSIndexPath *a, NSIndexPath *b) { [self invalidateLayout]; };
            }
            - (void)invalidateLayoutWithContext:(UICollectionViewLayoutInvalidationContext *)context {
                BOOL items = context.invalidatedItemIndexPaths.count > 0;
                [(id<UICollectionViewDelegate>)self collectionView:self.collectionView
                    willDisplaySupplementaryView:[UICollectionReusableView new]
                    forElementKind:UICollectionElementKindSectionHeader
                    atIndexPath:[NSIndexPath indexPathForItem:0 inSection:0]];
                (void)items;
            }
            - (void)heap {
                Dl_info info;
                if (dladdr((const void *)&malloc_size, &info)) { (void)info.dli_fname; }
                malloc_zone_t *zone = malloc_default_zone();
                malloc_introspection_t *introspection = zone->introspect;
                void (*lock)(malloc_zone_t *) = introspection->force_lock;
                (void)lock;
            }
            - (NSData *)encrypt:(NSData *)data key:(NSData *)key iv:(NSData *)iv {
                CCCryptorRef cryptor = NULL;
                CCCryptorStatus status = CCCryptorCreateWithMode(kCCEncrypt, kCCModeCTR, kCCAlgorithmAES, ccNoPadding,
                    iv.bytes, key.bytes, kCCKeySizeAES256, NULL, 0, 0, kCCModeOptionCTR_BE, &cryptor);
                size_t length = CCCryptorGetOutputLength(cryptor, data.length, true);
                NSMutableData *out = [NSMutableData dataWithLength:length];
                size_t moved = 0;
                if (status == kCCSuccess) {
                    CCCryptorUpdate(cryptor, data.bytes, data.length, out.mutableBytes, out.length, &moved);
                }
                CCCryptorRelease(cryptor);
                return out;
            }
            @end
            @interface Tests : XCTestCase
            @end
            @implementation Tests
            - (void)testThrows {
                XCTAssertThrowsSpecificNamed([NSArray new][1], NSException, NSRangeException, @"");
                XCTAssertThrowsSpecific([NSArray new][1], NSException);
                XCTSourceCodeLocation *location = [[XCTSourceCodeLocation alloc] initWithFilePath:@"a.m" lineNumber:1];
                XCTSourceCodeContext *context = [[XCTSourceCodeContext alloc] initWithLocation:location];
                XCTMutableIssue *issue = [[XCTMutableIssue alloc] initWithType:XCTIssueTypeAssertionFailure
                    compactDescription:@"failed" detailedDescription:nil sourceCodeContext:context
                    associatedError:nil attachments:@[]];
                issue.compactDescription = [issue.compactDescription stringByAppendingString:@"!"];
                [self recordIssue:issue];
            }
            @end
            """, name: "gaps.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [15])
    }

    /// An image and text kit's utilities: PDF pages, a path's exact bounds, a color space's name,
    /// the Mach thread list, a decimal's fields, LAPACK's matrix inversion, and the renderer
    /// format's range and the screen's headroom of newer image code.
    @Test func imageKitUtilitiesParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <Accelerate/Accelerate.h>
            #import <MobileCoreServices/MobileCoreServices.h>
            #include <mach/mach.h>
            @interface Kit : NSObject
            @property (nonatomic, copy) void (^onPage)(CGRect box);
            @end
            @implementation Kit
            - (void)page:(CGPDFDocumentRef)document path:(CGPathRef)path space:(CGColorSpaceRef)space {
                CGPDFPageRef page = CGPDFDocumentGetPage(document, 1);
                CGRect box = CGPDFPageGetBoxRect(page, kCGPDFCropBox);
                self.onPage = ^(CGRect b) { [self page:document path:path space:space]; };
                CGRect bounds = CGPathGetPathBoundingBox(path);
                NSString *name = (__bridge_transfer NSString *)CGColorSpaceCopyName(space);
                NSDecimal decimal = [NSDecimalNumber numberWithInt:1].decimalValue;
                if (decimal._length == 0 && decimal._isNegative) { (void)name; }
                __CLPK_integer n = 3, info = 0, pivots[3];
                double matrix[9] = {0};
                dgetrf_(&n, &n, matrix, &n, pivots, &info);
                thread_array_t threads;
                mach_msg_type_number_t count;
                thread_info_data_t thread;
                mach_msg_type_number_t thread_count = THREAD_INFO_MAX;
                if (task_threads(mach_task_self(), &threads, &count) == KERN_SUCCESS && count > 0) {
                    thread_info(threads[0], THREAD_BASIC_INFO, (thread_info_t)thread, &thread_count);
                }
                UIGraphicsImageRendererFormat *format = [UIGraphicsImageRendererFormat preferredFormat];
                format.preferredRange = UIGraphicsImageRendererFormatRangeStandard;
                CGFloat headroom = UIScreen.mainScreen.potentialEDRHeadroom;
                UIImageView *view = [UIImageView new];
                view.highlightedAnimationImages = @[];
                CGFloat width = headroom + box.size.width + bounds.size.width;
                NSDictionary *types = @{ (__bridge id)kUTTypeAppleICNS : @(width) };
                (void)types;
            }
            @end
            """, name: "kit.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [12])
    }

    /// A progress view that declares `backgroundColor` again and sets `_backgroundColor` (the SDK
    /// declares UIView's in a category, so the subclass gets its own ivar), visual format
    /// constraints, a full-text tokenizer, a logger's mounted file systems, and a blocks library's
    /// struct-returning forwarding.
    @Test func progressViewTokenizerAndMountCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <objc/message.h>
            #include <sys/mount.h>
            @interface HUD : UIView
            @property (strong, nonatomic) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;
            @property (nonatomic, copy) void (^completion)(void);
            @end
            @implementation HUD
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _backgroundColor = [UIColor whiteColor];
                    self.completion = ^{ [self removeFromSuperview]; };
                    UIView *bezel = [UIView new];
                    NSArray *constraints = [NSLayoutConstraint constraintsWithVisualFormat:@"|-[bezel]-|"
                        options:0 metrics:nil views:NSDictionaryOfVariableBindings(bezel)];
                    (void)constraints;
                }
                return self;
            }
            - (CFRange)firstWord:(NSString *)text {
                CFStringTokenizerRef tokenizer = CFStringTokenizerCreate(kCFAllocatorDefault,
                    (__bridge CFStringRef)text, CFRangeMake(0, (CFIndex)text.length), kCFStringTokenizerUnitWord, NULL);
                CFRange range = CFRangeMake(0, 0);
                if (CFStringTokenizerAdvanceToNextToken(tokenizer) != kCFStringTokenizerTokenNone) {
                    range = CFStringTokenizerGetCurrentTokenRange(tokenizer);
                }
                CFRelease(tokenizer);
                return range;
            }
            - (void)volumes {
                struct statfs *mounted = NULL;
                int count = getmntinfo(&mounted, MNT_NOWAIT);
                for (int i = 0; i < count; i++) { (void)mounted[i].f_mntonname; (void)mounted[i].f_fstypename; }
                IMP forward = (IMP)_objc_msgForward_stret;
                (void)forward;
            }
            @end
            """, name: "hud.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [12])
    }

    /// A Core Data importer walking an entity's attributes and relationships, and a JSON mapper
    /// searching a string by ranges.
    @Test func modelImporterCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <CoreData/CoreData.h>
            @interface NSAttributeDescription (Import)
            - (nullable NSString *)primaryKey;
            @end
            @interface Importer : NSObject
            @property (nonatomic, copy) void (^onRelationship)(NSRelationshipDescription *relationship);
            @end
            @implementation Importer
            - (void)import:(NSEntityDescription *)entity text:(NSMutableString *)text {
                self.onRelationship = ^(NSRelationshipDescription *r) { [self import:r.destinationEntity text:text]; };
                for (NSAttributeDescription *attribute in entity.attributesByName.allValues) {
                    if (attribute.attributeType == NSStringAttributeType && !attribute.isOptional) { return; }
                }
                [entity.relationshipsByName enumerateKeysAndObjectsUsingBlock:^(NSString *name,
                    NSRelationshipDescription *relationship, BOOL *stop) {
                    if (relationship.isToMany && relationship.deleteRule == NSCascadeDeleteRule) { *stop = YES; }
                }];
                NSRange range = [text rangeOfCharacterFromSet:[NSCharacterSet decimalDigitCharacterSet] options:0
                    range:NSMakeRange(0, text.length)];
                range = [text rangeOfString:@"a" options:0 range:range locale:nil];
                (void)range;
            }
            @end
            """, name: "importer.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [10, 14])
    }

    /// A UI framework's custom transition (the context completed from an animation's completion
    /// block), blended drawing, rotation callbacks, font features and a layout manager delegate.
    @Test func customTransitionAndTextFeatureCodeParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <CoreText/CoreText.h>
            @interface Animator : NSObject <UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate>
            @end
            @implementation Animator
            - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)context { return 0.3; }
            - (void)animateTransition:(id<UIViewControllerContextTransitioning>)context {
                UIView *to = [context viewForKey:UITransitionContextToViewKey];
                [context.containerView addSubview:to];
                [UIView animateWithDuration:0.3 animations:^{ to.alpha = 1; }
                    completion:^(BOOL finished) { [context completeTransition:!context.transitionWasCancelled]; }];
            }
            - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)controller
                animationControllerForOperation:(UINavigationControllerOperation)operation
                fromViewController:(UIViewController *)from toViewController:(UIViewController *)to {
                return operation == UINavigationControllerOperationPush ? self : nil;
            }
            @end
            @interface Controller : UIViewController <NSLayoutManagerDelegate>
            @end
            @implementation Controller
            - (void)didRotateFromInterfaceOrientation:(UIInterfaceOrientation)orientation {
                [super didRotateFromInterfaceOrientation:orientation];
                [[UIImage new] drawAtPoint:CGPointZero blendMode:kCGBlendModeCopy alpha:1];
                [[UIBezierPath bezierPath] fillWithBlendMode:kCGBlendModeNormal alpha:0.5];
                NSDictionary *feature = @{ UIFontFeatureTypeIdentifierKey : @(kLowerCaseType),
                    UIFontFeatureSelectorIdentifierKey : @(kLowerCaseSmallCapsSelector) };
                (void)feature;
            }
            - (CGRect)layoutManager:(NSLayoutManager *)manager boundingBoxForControlGlyphAtIndex:(NSUInteger)index
                forTextContainer:(NSTextContainer *)container proposedLineFragment:(CGRect)rect
                glyphPosition:(CGPoint)position characterIndex:(NSUInteger)character { return rect; }
            @end
            """, name: "animator.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [10, 11])
    }
}
