// An Objective-C++ chat socket: CFStream pair scheduled on a dedicated run-loop thread, a
// dispatch-source heartbeat timer, C++ containers for outgoing frames, and delegate callbacks
// hopped to the main queue. The timer's event handler and the thread's block keep the socket
// alive until they are cancelled.
// blocks: 7
#import <Foundation/Foundation.h>
#include <deque>
#include <string>
#include <vector>

NS_ASSUME_NONNULL_BEGIN

@class CSChatSocket;
@protocol CSChatSocketDelegate <NSObject>
- (void)chatSocket:(CSChatSocket *)socket didReceiveMessage:(NSString *)message;
- (void)chatSocket:(CSChatSocket *)socket didFailWithError:(NSError *)error;
@end

@interface CSChatSocket : NSObject <NSStreamDelegate>
@property (nonatomic, weak, nullable) id<CSChatSocketDelegate> delegate;
@property (nonatomic, strong, nullable) NSInputStream *input;
@property (nonatomic, strong, nullable) NSOutputStream *output;
@property (nonatomic, strong, nullable) NSThread *streamThread;
@property (nonatomic, strong, nullable) dispatch_source_t heartbeat;
@property (nonatomic, strong) dispatch_queue_t workQueue;
@end

@implementation CSChatSocket {
    std::deque<std::string> _outgoing;
    std::vector<uint8_t> _readBuffer;
}

- (instancetype)init {
    if ((self = [super init])) {
        _workQueue = dispatch_queue_create("cs.chat.work", DISPATCH_QUEUE_SERIAL);
        _readBuffer.resize(4096);
    }
    return self;
}

- (void)connectToHost:(NSString *)host port:(UInt32)port {
    CFReadStreamRef readStream = NULL;
    CFWriteStreamRef writeStream = NULL;
    CFStreamCreatePairWithSocketToHost(kCFAllocatorDefault, (__bridge CFStringRef)host, port, &readStream, &writeStream);
    self.input = (__bridge_transfer NSInputStream *)readStream;
    self.output = (__bridge_transfer NSOutputStream *)writeStream;
    self.input.delegate = self;
    self.output.delegate = self;

    self.streamThread = [[NSThread alloc] initWithBlock:^{
        NSRunLoop *runLoop = [NSRunLoop currentRunLoop];
        [self.input scheduleInRunLoop:runLoop forMode:NSDefaultRunLoopMode];
        [self.output scheduleInRunLoop:runLoop forMode:NSDefaultRunLoopMode];
        [self.input open];
        [self.output open];
        while (!NSThread.currentThread.isCancelled) {
            @autoreleasepool {
                [runLoop runMode:NSDefaultRunLoopMode beforeDate:[NSDate dateWithTimeIntervalSinceNow:1]];
            }
        }
    }];
    [self.streamThread start];
    [self startHeartbeat];
}

- (void)startHeartbeat {
    self.heartbeat = dispatch_source_create(DISPATCH_SOURCE_TYPE_TIMER, 0, 0, self.workQueue);
    dispatch_source_set_timer(self.heartbeat, dispatch_time(DISPATCH_TIME_NOW, 15 * NSEC_PER_SEC), 15 * NSEC_PER_SEC, NSEC_PER_SEC);
    dispatch_source_set_event_handler(self.heartbeat, ^{
        [self enqueue:"PING"];
    });
    __weak CSChatSocket *weakSelf = self;
    dispatch_source_set_cancel_handler(self.heartbeat, ^{
        NSLog(@"heartbeat stopped for %@", weakSelf);
    });
    dispatch_resume(self.heartbeat);
}

- (void)enqueue:(const std::string &)frame {
    std::string copy = frame;
    dispatch_async(self.workQueue, ^{
        self->_outgoing.push_back(copy);
        [self flush];
    });
}

- (void)flush {
    while (!_outgoing.empty() && self.output.hasSpaceAvailable) {
        const std::string &frame = _outgoing.front();
        [self.output write:reinterpret_cast<const uint8_t *>(frame.data()) maxLength:frame.size()];
        _outgoing.pop_front();
    }
}

- (void)stream:(NSStream *)stream handleEvent:(NSStreamEvent)eventCode {
    switch (eventCode) {
        case NSStreamEventHasBytesAvailable: {
            NSInteger length = [self.input read:_readBuffer.data() maxLength:_readBuffer.size()];
            if (length <= 0) { break; }
            NSString *message = [[NSString alloc] initWithBytes:_readBuffer.data() length:(NSUInteger)length encoding:NSUTF8StringEncoding];
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.delegate chatSocket:self didReceiveMessage:message ?: @""];
            });
            break;
        }
        case NSStreamEventHasSpaceAvailable: {
            dispatch_async(self.workQueue, ^{ [self flush]; });
            break;
        }
        case NSStreamEventErrorOccurred: {
            NSError *error = stream.streamError;
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.delegate chatSocket:self didFailWithError:error ?: [NSError errorWithDomain:NSPOSIXErrorDomain code:0 userInfo:nil]];
            });
            [self disconnect];
            break;
        }
        default:
            break;
    }
}

- (void)disconnect {
    if (self.heartbeat) { dispatch_source_cancel(self.heartbeat); }
    [self.streamThread cancel];
    [self.input close];
    [self.output close];
}

@end

NS_ASSUME_NONNULL_END
