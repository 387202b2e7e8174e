/* capcheck SDK shim: the AppKit API macOS code uses with blocks and targets: windows, views,
 * view controllers, event monitors (their handler block is kept until removeMonitor:), animation
 * contexts, alerts and panels with completion handlers. */
#ifndef __CAPCHECK_APPKIT__
#define __CAPCHECK_APPKIT__
#include <Foundation/Foundation.h>
#include <CoreGraphics/CoreGraphics.h>
#include <QuartzCore/QuartzCore.h>

#define APPKIT_EXTERN FOUNDATION_EXPORT
#ifndef IBOutlet
#define IBOutlet __attribute__((iboutlet))
#endif
#ifndef IBAction
#define IBAction void __attribute__((ibaction))
#endif

NS_ASSUME_NONNULL_BEGIN

typedef CGPoint NSPoint;
typedef CGSize NSSize;
typedef CGRect NSRect;
#define NSMakePoint CGPointMake
#define NSMakeSize CGSizeMake
#define NSMakeRect CGRectMake
#define NSZeroRect CGRectZero
#define NSZeroSize CGSizeZero
#define NSZeroPoint CGPointZero
typedef struct NSEdgeInsets { CGFloat top, left, bottom, right; } NSEdgeInsets;

@class NSWindow, NSView, NSViewController, NSEvent, NSImage, NSColor, NSMenu, NSMenuItem, NSScreen, NSResponder, NSWindowController, NSApplication;
typedef NS_OPTIONS(unsigned long long, NSEventMask) {
    NSEventMaskLeftMouseDown = 1ULL << 1, NSEventMaskLeftMouseUp = 1ULL << 2, NSEventMaskRightMouseDown = 1ULL << 3,
    NSEventMaskMouseMoved = 1ULL << 5, NSEventMaskKeyDown = 1ULL << 10, NSEventMaskKeyUp = 1ULL << 11,
    NSEventMaskFlagsChanged = 1ULL << 12, NSEventMaskScrollWheel = 1ULL << 22, NSEventMaskAny = ~0ULL,
};
typedef NS_OPTIONS(NSUInteger, NSEventModifierFlags) {
    NSEventModifierFlagShift = 1 << 17, NSEventModifierFlagControl = 1 << 18, NSEventModifierFlagOption = 1 << 19,
    NSEventModifierFlagCommand = 1 << 20,
};
typedef NS_ENUM(NSUInteger, NSEventType) { NSEventTypeLeftMouseDown = 1, NSEventTypeLeftMouseUp = 2, NSEventTypeKeyDown = 10, NSEventTypeKeyUp = 11 };
@interface NSEvent : NSObject <NSCopying, NSCoding>
@property (readonly) NSEventType type;
@property (readonly) NSEventModifierFlags modifierFlags;
@property (readonly) NSTimeInterval timestamp;
@property (nullable, readonly, weak) NSWindow *window;
@property (readonly) NSPoint locationInWindow;
@property (nullable, readonly, copy) NSString *characters;
@property (nullable, readonly, copy) NSString *charactersIgnoringModifiers;
@property (readonly) unsigned short keyCode;
+ (nullable id)addGlobalMonitorForEventsMatchingMask:(NSEventMask)mask handler:(void (^)(NSEvent *event))block;
+ (nullable id)addLocalMonitorForEventsMatchingMask:(NSEventMask)mask handler:(NSEvent * _Nullable (^)(NSEvent *event))block;
+ (void)removeMonitor:(id)eventMonitor;
@end

@interface NSResponder : NSObject <NSCoding>
@property (nullable, weak) NSResponder *nextResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
- (void)mouseDown:(NSEvent *)event;
- (void)mouseUp:(NSEvent *)event;
- (void)keyDown:(NSEvent *)event;
@end

@interface NSColor : NSObject <NSCopying, NSSecureCoding>
+ (NSColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
@property (class, strong, readonly) NSColor *blackColor;
@property (class, strong, readonly) NSColor *whiteColor;
@property (class, strong, readonly) NSColor *redColor;
@property (class, strong, readonly) NSColor *clearColor;
@property (class, strong, readonly) NSColor *labelColor;
@property (class, strong, readonly) NSColor *windowBackgroundColor;
@property (readonly) CGColorRef CGColor;
- (void)set;
- (void)setFill;
@end
@interface NSImage : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSImage *)imageNamed:(NSString *)name;
- (instancetype)initWithSize:(NSSize)size;
- (nullable instancetype)initWithData:(NSData *)data;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
- (nullable instancetype)initWithContentsOfFile:(NSString *)fileName;
+ (instancetype)imageWithSize:(NSSize)size flipped:(BOOL)drawingHandlerShouldBeCalledWithFlippedContext drawingHandler:(BOOL (^)(NSRect dstRect))drawingHandler;
@property NSSize size;
- (nullable CGImageRef)CGImageForProposedRect:(nullable NSRect *)proposedDestRect context:(nullable id)referenceContext hints:(nullable NSDictionary *)hints;
@end

@interface NSView : NSResponder
- (instancetype)initWithFrame:(NSRect)frameRect NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, readonly, assign) NSWindow *window;
@property (nullable, readonly, assign) NSView *superview;
@property (copy) NSArray<__kindof NSView *> *subviews;
@property NSRect frame;
@property NSRect bounds;
@property (getter=isHidden) BOOL hidden;
@property BOOL wantsLayer;
@property (nullable, strong) CALayer *layer;
@property CGFloat alphaValue;
@property BOOL needsDisplay;
@property BOOL needsLayout;
@property BOOL translatesAutoresizingMaskIntoConstraints;
- (void)addSubview:(NSView *)view;
- (void)removeFromSuperview;
- (void)setNeedsDisplayInRect:(NSRect)invalidRect;
- (void)drawRect:(NSRect)dirtyRect;
- (void)layout;
- (void)viewDidMoveToWindow;
- (void)viewWillMoveToWindow:(nullable NSWindow *)newWindow;
- (NSPoint)convertPoint:(NSPoint)point fromView:(nullable NSView *)view;
- (NSPoint)convertPoint:(NSPoint)point toView:(nullable NSView *)view;
- (void)addTrackingArea:(id)trackingArea;
- (void)updateTrackingAreas;
@property (nullable, readonly) id animator;
@end
@interface NSViewController : NSResponder
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (strong) IBOutlet NSView *view;
@property (nullable, copy) NSString *title;
@property (nullable, strong) id representedObject;
- (void)loadView;
- (void)viewDidLoad;
- (void)viewWillAppear;
- (void)viewDidAppear;
- (void)viewWillDisappear;
- (void)viewDidDisappear;
- (void)presentViewControllerAsSheet:(NSViewController *)viewController;
- (void)presentViewControllerAsModalWindow:(NSViewController *)viewController;
- (void)dismissViewController:(NSViewController *)viewController;
- (void)addChildViewController:(NSViewController *)childViewController;
- (void)removeFromParentViewController;
@end
typedef NS_OPTIONS(NSUInteger, NSWindowStyleMask) {
    NSWindowStyleMaskBorderless = 0, NSWindowStyleMaskTitled = 1 << 0, NSWindowStyleMaskClosable = 1 << 1,
    NSWindowStyleMaskMiniaturizable = 1 << 2, NSWindowStyleMaskResizable = 1 << 3, NSWindowStyleMaskFullSizeContentView = 1 << 15
};
typedef NS_ENUM(NSUInteger, NSBackingStoreType) { NSBackingStoreRetained = 0, NSBackingStoreNonretained = 1, NSBackingStoreBuffered = 2 };
typedef NSInteger NSModalResponse;
static const NSModalResponse NSModalResponseOK = 1;
static const NSModalResponse NSModalResponseCancel = 0;
@protocol NSWindowDelegate <NSObject>
@optional
- (BOOL)windowShouldClose:(NSWindow *)sender;
- (void)windowWillClose:(NSNotification *)notification;
- (void)windowDidBecomeKey:(NSNotification *)notification;
- (void)windowDidResize:(NSNotification *)notification;
@end
@interface NSWindow : NSResponder
- (instancetype)initWithContentRect:(NSRect)contentRect styleMask:(NSWindowStyleMask)style backing:(NSBackingStoreType)backingStoreType defer:(BOOL)flag;
+ (instancetype)windowWithContentViewController:(NSViewController *)contentViewController;
@property (copy) NSString *title;
@property (nullable, strong) __kindof NSView *contentView;
@property (nullable, strong) NSViewController *contentViewController;
@property (nullable, weak) id<NSWindowDelegate> delegate;
@property (nullable, readonly, strong) NSWindowController *windowController;
@property (getter=isReleasedWhenClosed) BOOL releasedWhenClosed;
@property (readonly, getter=isVisible) BOOL visible;
@property (readonly, getter=isKeyWindow) BOOL keyWindow;
@property NSRect frame;
- (void)makeKeyAndOrderFront:(nullable id)sender;
- (void)orderFront:(nullable id)sender;
- (void)orderOut:(nullable id)sender;
- (void)close;
- (void)center;
- (void)setFrame:(NSRect)frameRect display:(BOOL)flag animate:(BOOL)animateFlag;
- (void)beginSheet:(NSWindow *)sheetWindow completionHandler:(void (^ _Nullable)(NSModalResponse returnCode))handler;
- (void)endSheet:(NSWindow *)sheetWindow;
@end
@interface NSWindowController : NSResponder <NSCoding>
- (instancetype)initWithWindow:(nullable NSWindow *)window NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithWindowNibName:(NSString *)windowNibName;
@property (nullable, strong) NSWindow *window;
@property (nullable, strong) NSViewController *contentViewController;
- (void)showWindow:(nullable id)sender;
- (void)close;
- (void)windowDidLoad;
@end
@protocol NSApplicationDelegate <NSObject>
@optional
- (void)applicationWillFinishLaunching:(NSNotification *)notification;
- (void)applicationDidFinishLaunching:(NSNotification *)notification;
- (void)applicationWillTerminate:(NSNotification *)notification;
- (BOOL)applicationShouldTerminateAfterLastWindowClosed:(NSApplication *)sender;
@end
APPKIT_EXTERN NSNotificationName const NSApplicationDidFinishLaunchingNotification;
APPKIT_EXTERN NSNotificationName const NSApplicationWillTerminateNotification;
APPKIT_EXTERN NSNotificationName const NSApplicationDidBecomeActiveNotification;
APPKIT_EXTERN NSNotificationName const NSWindowWillCloseNotification;
@interface NSApplication : NSResponder
@property (class, readonly, strong) __kindof NSApplication *sharedApplication;
@property (nullable, weak) id<NSApplicationDelegate> delegate;
@property (nullable, readonly, weak) NSWindow *keyWindow;
@property (nullable, readonly, weak) NSWindow *mainWindow;
@property (readonly, copy) NSArray<NSWindow *> *windows;
@property (nullable, strong) NSMenu *mainMenu;
- (void)run;
- (void)stop:(nullable id)sender;
- (void)terminate:(nullable id)sender;
- (void)activateIgnoringOtherApps:(BOOL)flag;
- (NSModalResponse)runModalForWindow:(NSWindow *)window;
- (void)stopModal;
- (BOOL)sendAction:(SEL)action to:(nullable id)target from:(nullable id)sender;
@end
#define NSApp [NSApplication sharedApplication]
APPKIT_EXTERN int NSApplicationMain(int argc, const char * _Nonnull argv[_Nonnull]);
@interface NSAnimationContext : NSObject
+ (void)runAnimationGroup:(void (NS_NOESCAPE ^)(NSAnimationContext *context))changes completionHandler:(nullable void (^)(void))completionHandler;
+ (void)runAnimationGroup:(void (NS_NOESCAPE ^)(NSAnimationContext *context))changes;
+ (void)beginGrouping;
+ (void)endGrouping;
@property (class, readonly, strong) NSAnimationContext *currentContext;
@property NSTimeInterval duration;
@property (nullable, strong) CAMediaTimingFunction *timingFunction;
@property (nullable, copy) void (^completionHandler)(void);
@property BOOL allowsImplicitAnimation;
@end
@interface NSControl : NSView
@property (nullable, weak) id target;
@property (nullable) SEL action;
@property (getter=isEnabled) BOOL enabled;
@property (copy) NSString *stringValue;
@property NSInteger integerValue;
@property double doubleValue;
@end
@interface NSButton : NSControl
+ (instancetype)buttonWithTitle:(NSString *)title target:(nullable id)target action:(nullable SEL)action;
@property (copy) NSString *title;
@property NSInteger state;
@end
@interface NSTextField : NSControl
+ (instancetype)labelWithString:(NSString *)stringValue;
+ (instancetype)textFieldWithString:(NSString *)stringValue;
@property (nullable, copy) NSString *placeholderString;
@property (getter=isEditable) BOOL editable;
@end
@interface NSMenuItem : NSObject <NSCopying, NSCoding>
- (instancetype)initWithTitle:(NSString *)string action:(nullable SEL)selector keyEquivalent:(NSString *)charCode;
@property (nullable, weak) id target;
@property (nullable) SEL action;
@property (copy) NSString *title;
@property (nullable, strong) NSMenu *submenu;
@end
@interface NSMenu : NSObject <NSCopying, NSCoding>
- (instancetype)initWithTitle:(NSString *)title;
- (void)addItem:(NSMenuItem *)newItem;
- (NSMenuItem *)addItemWithTitle:(NSString *)string action:(nullable SEL)selector keyEquivalent:(NSString *)charCode;
- (void)removeAllItems;
@end
typedef NS_ENUM(NSUInteger, NSAlertStyle) { NSAlertStyleWarning = 0, NSAlertStyleInformational = 1, NSAlertStyleCritical = 2 };
@interface NSAlert : NSObject
+ (NSAlert *)alertWithError:(NSError *)error;
@property (copy) NSString *messageText;
@property (copy) NSString *informativeText;
@property NSAlertStyle alertStyle;
- (id)addButtonWithTitle:(NSString *)title;
- (NSModalResponse)runModal;
- (void)beginSheetModalForWindow:(NSWindow *)sheetWindow completionHandler:(void (^ _Nullable)(NSModalResponse returnCode))handler;
@end
@interface NSSavePanel : NSObject
+ (NSSavePanel *)savePanel;
@property (nullable, copy) NSURL *URL;
@property (nullable, copy) NSURL *directoryURL;
@property (copy) NSString *nameFieldStringValue;
- (void)beginSheetModalForWindow:(NSWindow *)window completionHandler:(void (^)(NSModalResponse result))handler;
- (void)beginWithCompletionHandler:(void (^)(NSModalResponse result))handler;
- (NSModalResponse)runModal;
@end
@interface NSOpenPanel : NSSavePanel
+ (NSOpenPanel *)openPanel;
@property (readonly, copy) NSArray<NSURL *> *URLs;
@property BOOL canChooseFiles;
@property BOOL canChooseDirectories;
@property BOOL allowsMultipleSelection;
@end
@interface NSWorkspace : NSObject
@property (class, readonly, strong) NSWorkspace *sharedWorkspace;
@property (readonly, strong) NSNotificationCenter *notificationCenter;
- (BOOL)openURL:(NSURL *)url;
@end
@interface NSScreen : NSObject
@property (class, readonly, nullable, strong) NSScreen *mainScreen;
@property (class, readonly, copy) NSArray<NSScreen *> *screens;
@property (readonly) NSRect frame;
@property (readonly) NSRect visibleFrame;
@property (readonly) CGFloat backingScaleFactor;
@end
@interface NSPasteboard : NSObject
@property (class, readonly, strong) NSPasteboard *generalPasteboard;
- (NSInteger)clearContents;
- (BOOL)setString:(NSString *)string forType:(NSString *)dataType;
- (nullable NSString *)stringForType:(NSString *)dataType;
@end
APPKIT_EXTERN NSString * const NSPasteboardTypeString;

NS_ASSUME_NONNULL_END
#include <AppKit/AppKitGenerated.h>
#endif
