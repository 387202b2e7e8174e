import Foundation
import Testing

@testable import ClangFrontend

/// What four more Objective-C trees linted for the first time used and the stand-in lacked: a
/// toolbox's AppKit animations, paths, cells and key events, CoreFoundation's direct character
/// access, UIKit Dynamics and motion events, a property-list type identifier, and the Darwin
/// headers of a stack trace and a process's start time. Each file was analysed only in part.
@Suite struct SDKPrecisionRoundTests {
    /// An animation subclass that reports its progress, a path walked element by element, a
    /// text field's cell size, a rect handed to CoreGraphics, and a key code looked up for a
    /// function key.
    @Test func appKitAnimationsPathsCellsAndKeysParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Cocoa/Cocoa.h>
            @interface Fade : NSAnimation
            @property (nonatomic, copy) void (^onProgress)(NSAnimationProgress progress);
            @end
            @implementation Fade
            - (instancetype)initWithCurve:(NSAnimationCurve)curve {
                return [super initWithDuration:0.2 animationCurve:curve];
            }
            - (void)setCurrentProgress:(NSAnimationProgress)progress {
                [super setCurrentProgress:progress];
                if (self.onProgress) self.onProgress([self currentValue]);
            }
            @end
            int elements(NSBezierPath *path) {
                NSPoint points[3];
                int curves = 0;
                for (NSInteger i = 0; i < [path elementCount]; i++) {
                    switch ([path elementAtIndex:i associatedPoints:points]) {
                    case NSMoveToBezierPathElement: break;
                    case NSCurveToBezierPathElement: curves++; break;
                    default: break;
                    }
                }
                return curves;
            }
            CGFloat height(NSTextField *field, NSRect frame) {
                NSSize size = [[field cell] cellSizeForBounds:NSMakeRect(0, 0, NSWidth(frame), CGFLOAT_MAX)];
                CGRect rect = NSRectToCGRect(frame);
                return size.height + rect.size.height;
            }
            CGKeyCode keyCode(unichar character, CGCharCode fallback) {
                if (character >= NSUpArrowFunctionKey && character <= NSModeSwitchFunctionKey) {
                    return (CGKeyCode)(character - NSUpArrowFunctionKey);
                }
                return fallback == 'a' ? 0 : fallback;
            }
            """, name: "toolbox.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }

    /// A string scanned through its character buffer when CoreFoundation hands one out, by
    /// composed character sequence.
    @Test func coreFoundationCharacterAccessParsesWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <Foundation/Foundation.h>
            NSUInteger count(NSString *string) {
                CFStringRef cf = (__bridge CFStringRef)string;
                const UniChar *buffer = CFStringGetCharactersPtr(cf);
                CFRange range = CFStringGetRangeOfComposedCharactersAtIndex(cf, 0);
                return (buffer ? 1 : 0) + (NSUInteger)range.length;
            }
            """, name: "characters.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
    }

    /// A sliding view's dynamic behaviours with an action block, a window that answers a shake,
    /// and an extension item read as a property list.
    @Test func uiKitDynamicsMotionAndPropertyListsParseWhole() throws {
        let parse = try ShimHarness.parse(
            """
            #import <UIKit/UIKit.h>
            #import <MobileCoreServices/MobileCoreServices.h>
            @interface Slide : UIWindow
            @property (nonatomic, strong) UIDynamicAnimator *animator;
            @property (nonatomic, strong) UIDynamicItemBehavior *behavior;
            @end
            @implementation Slide
            - (void)slide:(UIView *)view {
                self.animator = [[UIDynamicAnimator alloc] initWithReferenceView:self];
                self.behavior = [[UIDynamicItemBehavior alloc] initWithItems:@[view]];
                self.behavior.density = 15;
                self.behavior.allowsRotation = NO;
                UIGravityBehavior *gravity = [[UIGravityBehavior alloc] initWithItems:@[view]];
                gravity.gravityDirection = CGVectorMake(1, 0);
                __weak typeof(self) weakSelf = self;
                gravity.action = ^{ [weakSelf setNeedsLayout]; };
                [self.animator addBehavior:self.behavior];
                [self.animator addBehavior:gravity];
            }
            - (void)motionEnded:(UIEventSubtype)motion withEvent:(UIEvent *)event {
                if (motion == UIEventSubtypeMotionShake && event.type == UIEventTypeMotion) [self slide:self];
                [super motionEnded:motion withEvent:event];
            }
            - (BOOL)readable:(NSItemProvider *)provider {
                return [provider hasItemConformingToTypeIdentifier:(__bridge NSString *)kUTTypePropertyList];
            }
            @end
            """, name: "slide.m", language: .objectiveC)
        #expect(parse.errors.map(\.message) == [])
        #expect(parse.blockLines == [16])
    }

    /// A process's start time from sysctl's KERN_PROC, and a symbol table entry's type bits.
    @Test func darwinProcessStartAndSymbolTableParseWhole() throws {
        let source = """
            #include <sys/sysctl.h>
            #include <mach-o/nlist.h>
            #include <unistd.h>
            struct timeval started(void) {
                int mib[] = { CTL_KERN, KERN_PROC, KERN_PROC_PID, getpid() };
                struct kinfo_proc info;
                size_t size = sizeof(info);
                sysctl(mib, 4, &info, &size, 0, 0);
                return info.kp_proc.p_starttime;
            }
            int external(const struct nlist_64 *symbol) { return (symbol->n_type & N_TYPE) == N_SECT; }
            """
        for language in [SourceLanguage.objectiveC, .c] {
            let parse = try ShimHarness.parse(source, name: "process.m", language: language)
            #expect(parse.errors.map(\.message) == [], "\(language)")
        }
    }
}
