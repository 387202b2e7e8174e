import Foundation
import Testing

@testable import ClangFrontend

/// Members of UIKit, QuartzCore, CoreGraphics and Foundation classes that a large UI framework's
/// files use and the stand-in lacked: each was recovered as `id` or `int`, so the statement using
/// it (and any block in it) was lost. Written against the SDK's shapes: class properties for the
/// system font sizes, `CACornerMask` options, readonly paragraph metrics with readwrite ones on
/// the mutable style.
@Suite struct SDKMembersTests {
    @Test func membersLargeFrameworksUseParseWithoutErrors() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            @interface Pager : UICollectionViewFlowLayout
            @end
            @implementation Pager
            - (CGPoint)targetContentOffsetForProposedContentOffset:(CGPoint)offset withScrollingVelocity:(CGPoint)v {
                return [super targetContentOffsetForProposedContentOffset:offset withScrollingVelocity:v];
            }
            @end
            @interface Cell : UITableViewCell
            @end
            @implementation Cell
            - (void)didTransitionToState:(UITableViewCellStateMask)state { [super didTransitionToState:state]; }
            @end
            CGFloat metrics(UIViewController *vc, UIFont *font, NSParagraphStyle *style, UIImage *img, CALayer *layer) {
                CGFloat inset = vc.topLayoutGuide.length + vc.bottomLayoutGuide.length + [UIFont buttonFontSize];
                BOOL stretchable = !UIEdgeInsetsEqualToEdgeInsets(img.capInsets, UIEdgeInsetsZero);
                layer.maskedCorners = kCALayerMinXMinYCorner | kCALayerMaxXMaxYCorner;
                NSNumber *grouped = @(layer.allowsGroupOpacity);
                BOOL rtl = style.baseWritingDirection == NSWritingDirectionRightToLeft;
                (void)grouped;
                return MAX(font.lineHeight, style.minimumLineHeight) + inset + stretchable + rtl;
            }
            void walk(NSIndexSet *indexes, NSMutableAttributedString *text, UICollectionViewLayoutAttributes *attrs,
                      NSString *event, CGColorRef color, UIBezierPath *path, NSURLSessionTaskMetrics *metrics) {
                [indexes enumerateRangesWithOptions:NSEnumerationReverse usingBlock:^(NSRange range, BOOL *stop) {
                    [text replaceCharactersInRange:range withAttributedString:[[NSAttributedString alloc] init]];
                }];
                if (attrs.representedElementCategory == UICollectionElementCategoryCell && event == kCAOnOrderIn) {
                    CGRect box;
                    BOOL rect = CGPathIsRect(path.CGPath, &box) && CGColorGetAlpha(color) > 0;
                    NSTimeInterval spent = metrics.taskInterval.duration;
                    NSShadow *shadow = [[NSShadow alloc] init];
                    shadow.shadowOffset = CGSizeMake(0, rect ? 1 : spent);
                }
            }
            """, name: "members.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [25])
    }

    /// macOS examples: a clock view that is a date picker, and posts bound to an array controller.
    @Test func appKitPickersAndControllersParseWithoutErrors() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Cocoa/Cocoa.h>
            @interface ClockView : NSDatePicker
            @property (nonatomic, copy) void (^onTick)(NSDate *date);
            @end
            @implementation ClockView
            - (void)bind:(NSArrayController *)posts {
                self.onTick = ^(NSDate *date) { self.dateValue = date; };
                NSSize size = self.bounds.size;
                self.datePickerStyle = NSDatePickerStyleClockAndCalendar;
                posts.content = @[@(size.width)];
                [posts rearrangeObjects];
            }
            @end
            """, name: "clock.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [7])
    }

    /// A text kit's tests in Objective-C++: Core Foundation attributed strings and a path copied
    /// through a transform.
    @Test func attributedStringsAndPathCopiesParseWithoutErrorsInObjectiveCxx() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <CoreText/CoreText.h>
            @interface Kerner : NSObject
            @property (nonatomic, copy) void (^onLayout)(CGPathRef path);
            @end
            @implementation Kerner
            - (void)test:(NSString *)text path:(CGPathRef)path {
                self.onLayout = ^(CGPathRef p) { [self test:text path:p]; };
                CFMutableAttributedStringRef string = CFAttributedStringCreateMutable(kCFAllocatorDefault, 0);
                CFAttributedStringReplaceString(string, CFRangeMake(0, 0), (__bridge CFStringRef)text);
                CFAttributedStringSetAttribute(string, CFRangeMake(0, (CFIndex)text.length), kCTKernAttributeName,
                    (__bridge CFTypeRef)@(1));
                CGAffineTransform flip = CGAffineTransformMakeScale(1, -1);
                CGMutablePathRef copy = CGPathCreateMutableCopyByTransformingPath(path, &flip);
                CGPathRelease(copy);
                CFRelease(string);
            }
            @end
            """, name: "kerner.mm", language: .objectiveCxx)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [8])
    }

    /// A runtime browser: protocols listed, built and read at run time, method descriptions,
    /// image names, another task's memory; a flow layout's automatic size.
    @Test func runtimeBrowserCodeParsesWithoutErrors() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <objc/runtime.h>
            #include <mach/mach.h>
            @interface Browser : NSObject
            @property (nonatomic, copy) void (^onProtocol)(Protocol *protocol);
            @end
            @implementation Browser
            - (void)list:(Class)cls method:(Method)method layout:(UICollectionViewFlowLayout *)layout {
                self.onProtocol = ^(Protocol *p) { [self list:cls method:method layout:layout]; };
                unsigned int count = 0;
                Protocol *__unsafe_unretained *protocols = objc_copyProtocolList(&count);
                Protocol *__unsafe_unretained *adopted = class_copyProtocolList(cls, &count);
                Protocol *built = objc_allocateProtocol("Built");
                struct objc_method_description description = *method_getDescription(method);
                const char *image = class_getImageName(cls);
                vm_size_t size = 0;
                kern_return_t status = vm_read_overwrite(mach_task_self(), 0, 8, 0, &size);
                layout.itemSize = UICollectionViewFlowLayoutAutomaticSize;
                (void)protocols; (void)adopted; (void)built; (void)description; (void)image; (void)status;
            }
            @end
            """, name: "browser.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [9])
    }

    /// A device category's network counters: the link entries of getifaddrs carry `if_data`.
    @Test func interfaceCountersParseWithoutErrors() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            #include <ifaddrs.h>
            #include <net/if.h>
            #include <sys/socket.h>
            uint64_t receivedBytes(void) {
                struct ifaddrs *addresses = NULL;
                uint64_t total = 0;
                if (getifaddrs(&addresses) != 0) return 0;
                for (struct ifaddrs *cursor = addresses; cursor; cursor = cursor->ifa_next) {
                    if (cursor->ifa_addr->sa_family != AF_LINK || !(cursor->ifa_flags & IFF_UP)) continue;
                    const struct if_data *data = (const struct if_data *)cursor->ifa_data;
                    if (data) total += data->ifi_ibytes + data->ifi_obytes;
                }
                freeifaddrs(addresses);
                return total;
            }
            """, name: "counters.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }
    /// A UI kit's members: bar appearances (iOS 13), the navigation bar's items, the search
    /// controller's results controller, the transition coordinator's view controllers, text field
    /// and slider rects, font and layer metrics, screen modes and the status bar manager. Each
    /// was `id` or `int` before, so the statement and any block in it was lost.
    @Test func membersAUIKitUsesParseWithoutErrors() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            @interface Field : UITextField
            @end
            @implementation Field
            - (CGRect)textRectForBounds:(CGRect)bounds {
                return CGRectInset([super textRectForBounds:bounds], 4, 0);
            }
            - (UIEdgeInsets)alignmentRectInsets { return [super alignmentRectInsets]; }
            @end
            void style(UINavigationController *nc, UISearchController *sc, UITableView *tv, UIButton *b, UIFont *font,
                       CALayer *layer, CAShapeLayer *shape, UIToolbar *toolbar, UIScrollView *scroll, UISearchBar *bar,
                       UISlider *slider, NSCalendar *calendar, UIViewController *vc) {
                UIView *title = nc.navigationBar.topItem.titleView;
                UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
                [appearance configureWithOpaqueBackground];
                NSDictionary *attributes = appearance.buttonAppearance.normal.titleTextAttributes;
                nc.navigationBar.standardAppearance = appearance;
                toolbar.standardAppearance.backgroundColor = UIColor.whiteColor;
                BOOL loaded = sc.searchResultsController.isViewLoaded;
                [nc.transitionCoordinator animateAlongsideTransition:\
            ^(id<UIViewControllerTransitionCoordinatorContext> c) {
                    UIViewController *from = [c viewControllerForKey:UITransitionContextFromViewControllerKey];
                    from.view.alpha = 1 - c.percentComplete;
                } completion:nil];
                [tv.delegate tableView:tv accessoryButtonTappedForRowWithIndexPath:[NSIndexPath indexPathForRow:0 \
            inSection:0]];
                tv.sectionHeaderTopPadding = 0;
                NSString *text = [b attributedTitleForState:UIControlStateNormal].string;
                CGFloat center = font.descender - font.capHeight / 2;
                CFTimeInterval paused = [layer convertTime:CACurrentMediaTime() fromLayer:nil];
                shape.lineDashPhase = 2;
                scroll.pinchGestureRecognizer.enabled = NO;
                UITextField *field = bar.searchTextField;
                CGSize native = UIScreen.mainScreen.currentMode.size;
                CGRect keyboard = [vc.view convertRect:CGRectZero \
            fromCoordinateSpace:UIScreen.mainScreen.coordinateSpace];
                BOOL hidden = vc.view.window.windowScene.statusBarManager.statusBarHidden;
                UIStatusBarAnimation animation = vc.preferredStatusBarUpdateAnimation;
                CGRect track = [slider trackRectForBounds:slider.bounds];
                NSRange days = [calendar rangeOfUnit:NSCalendarUnitDay inUnit:NSCalendarUnitMonth forDate:NSDate.date];
                NSLog(@"%@ %@ %d %@ %@ %f %f %@ %@ %d %d", title, attributes, loaded, text, field, center + paused,
                      native.width + keyboard.origin.x + track.size.width, NSStringFromRange(days), UIColor.clearColor,
                      hidden, (int)animation);
            }
            """, name: "kit.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [20])
    }
}
