extension RuleDescription {
    /// Declarations every rule example is linted with (put in front of the example): a root
    /// `NSObject` and the Foundation, dispatch and CoreFoundation API the examples use, so the
    /// examples stay short and still parse exactly like real code.
    public static let examplePrelude = """
        typedef signed char BOOL;
        #define YES __objc_yes
        #define NO __objc_no
        #define nil ((id)0)
        #define NULL ((void *)0)
        #define NS_NOESCAPE __attribute__((noescape))
        typedef double NSTimeInterval;
        typedef unsigned long NSUInteger;
        typedef struct __CFRunLoop *CFRunLoopRef;
        typedef struct __CFRunLoopSource *CFRunLoopSourceRef;
        typedef struct __CFRunLoopObserver *CFRunLoopObserverRef;
        typedef struct __CFRunLoopTimer *CFRunLoopTimerRef;
        typedef const void *CFStringRef;
        typedef unsigned long CFOptionFlags;
        extern const CFStringRef kCFRunLoopDefaultMode, kCFRunLoopCommonModes;
        CFRunLoopRef CFRunLoopGetCurrent(void);
        CFRunLoopRef CFRunLoopGetMain(void);
        void CFRunLoopRun(void);
        int CFRunLoopRunInMode(CFStringRef mode, double seconds, BOOL returnAfterSourceHandled);
        void CFRunLoopStop(CFRunLoopRef rl);
        void CFRunLoopAddSource(CFRunLoopRef rl, CFRunLoopSourceRef source, CFStringRef mode);
        void CFRunLoopAddTimer(CFRunLoopRef rl, CFRunLoopTimerRef timer, CFStringRef mode);
        void CFRunLoopAddObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFStringRef mode);
        void CFRunLoopRemoveObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFStringRef mode);
        void CFRunLoopObserverInvalidate(CFRunLoopObserverRef observer);
        CFRunLoopObserverRef CFRunLoopObserverCreateWithHandler(const void *allocator, CFOptionFlags activities, \
        BOOL repeats, long order, void (^block)(CFRunLoopObserverRef observer, CFOptionFlags activity));
        @class NSString, NSDictionary, NSNotification, NSOperationQueue;
        @interface NSObject
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        - (id)copy;
        - (void)performSelector:(SEL)selector withObject:(id)object afterDelay:(NSTimeInterval)delay;
        - (void)performSelector:(SEL)selector onThread:(id)thread withObject:(id)object waitUntilDone:(BOOL)wait;
        - (void)dealloc;
        @end
        typedef enum { OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
            OBJC_ASSOCIATION_COPY_NONATOMIC = 3, OBJC_ASSOCIATION_RETAIN = 01401,
            OBJC_ASSOCIATION_COPY = 01403 } objc_AssociationPolicy;
        void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
        @protocol OS_dispatch_queue, OS_dispatch_source;
        typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
        typedef NSObject<OS_dispatch_source> *dispatch_source_t;
        typedef long dispatch_once_t;
        typedef unsigned long long dispatch_time_t;
        typedef void (^dispatch_block_t)(void);
        dispatch_queue_t dispatch_get_main_queue(void);
        dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
        dispatch_queue_t dispatch_queue_create(const char *label, void *attr);
        void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_sync(dispatch_queue_t queue, NS_NOESCAPE dispatch_block_t block);
        void dispatch_once(dispatch_once_t *predicate, NS_NOESCAPE dispatch_block_t block);
        void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t handler);
        void dispatch_resume(dispatch_source_t source);
        @interface NSDate : NSObject
        + (instancetype)distantFuture;
        + (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)seconds;
        @end
        @interface NSPort : NSObject
        + (NSPort *)port;
        @end
        @interface NSMachPort : NSPort
        @end
        @interface NSTimer : NSObject
        + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti target:(id)target selector:(SEL)sel \
        userInfo:(id)info repeats:(BOOL)repeats;
        + (NSTimer *)timerWithTimeInterval:(NSTimeInterval)ti target:(id)target selector:(SEL)sel userInfo:(id)info \
        repeats:(BOOL)repeats;
        + (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti repeats:(BOOL)repeats block:(void (^)(NSTimer \
        *timer))block;
        + (NSTimer *)timerWithTimeInterval:(NSTimeInterval)ti repeats:(BOOL)repeats block:(void (^)(NSTimer \
        *timer))block;
        - (void)invalidate;
        @end
        extern NSString *const NSDefaultRunLoopMode;
        extern NSString *const NSRunLoopCommonModes;
        extern NSString *const UITrackingRunLoopMode;
        @interface NSRunLoop : NSObject
        + (NSRunLoop *)currentRunLoop;
        + (NSRunLoop *)mainRunLoop;
        - (CFRunLoopRef)getCFRunLoop;
        - (void)addPort:(NSPort *)port forMode:(NSString *)mode;
        - (void)addTimer:(NSTimer *)timer forMode:(NSString *)mode;
        - (void)run;
        - (BOOL)runMode:(NSString *)mode beforeDate:(NSDate *)date;
        - (void)runUntilDate:(NSDate *)date;
        @end
        @interface NSThread : NSObject
        - (instancetype)initWithBlock:(void (^)(void))block;
        - (instancetype)initWithTarget:(id)target selector:(SEL)selector object:(id)argument;
        + (void)detachNewThreadWithBlock:(void (^)(void))block;
        + (void)detachNewThreadSelector:(SEL)selector toTarget:(id)target withObject:(id)argument;
        + (NSThread *)currentThread;
        - (void)start;
        - (void)cancel;
        @property (readonly, getter=isCancelled) BOOL cancelled;
        @end
        @interface NSNotificationCenter : NSObject
        + (NSNotificationCenter *)defaultCenter;
        - (id)addObserverForName:(NSString *)name object:(id)obj queue:(NSOperationQueue *)queue usingBlock:(void \
        (^)(NSNotification *note))block;
        - (void)addObserver:(id)observer selector:(SEL)sel name:(NSString *)name object:(id)obj;
        - (void)removeObserver:(id)observer;
        @end
        @interface NSOperationQueue : NSObject
        + (NSOperationQueue *)mainQueue;
        - (void)addOperationWithBlock:(void (^)(void))block;
        @end
        @interface NSArray : NSObject
        - (void)enumerateObjectsUsingBlock:(void (^)(id obj, NSUInteger idx, BOOL *stop))block;
        - (NSArray *)sortedArrayUsingComparator:(long (^)(id a, id b))cmptr;
        @end
        @interface NSMutableArray : NSArray
        - (void)addObject:(id)object;
        @end
        @interface NSMutableDictionary : NSObject
        - (id)objectForKeyedSubscript:(id)key;
        - (void)setObject:(id)object forKeyedSubscript:(id)key;
        - (void)setObject:(id)object forKey:(id)key;
        @end

        """
}
