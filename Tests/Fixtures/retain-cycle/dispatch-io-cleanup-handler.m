// A dispatch I/O channel keeps its cleanup handler until the channel is closed and the system lets
// go of its file descriptor. With the channel in a strong property or ivar of self, a cleanup
// handler that uses self keeps both alive until then, and a channel whose descriptor is reused
// elsewhere may never call it. The look-alikes: a channel in a local closed in the same method, a
// weak self, and the read handler of an operation on the channel (kept only while it runs).
#import <Foundation/Foundation.h>

@interface FileWriter : NSObject
@property (nonatomic, strong) dispatch_io_t io;
@property (nonatomic, strong) dispatch_queue_t queue;
- (void)channelDidCloseWithError:(int)error;
@end

@implementation FileWriter {
  dispatch_io_t _reader;
  dispatch_io_t _copy;
}

- (void)channelDidCloseWithError:(int)error {}

// CASE: a channel in a strong property whose cleanup handler uses self
- (void)openDescriptor:(int)fd {
  self.io = dispatch_io_create(DISPATCH_IO_STREAM, fd, self.queue, ^(int error) {
    [self channelDidCloseWithError:error]; // expected-warning [retain-cycle] {{dispatch_io_create}}
  });
}

// CASE: a channel opened on a path, in an ivar
- (void)openPath:(const char *)path {
  _reader = dispatch_io_create_with_path(DISPATCH_IO_RANDOM, path, 0, 0, self.queue, ^(int error) {
    [self channelDidCloseWithError:error]; // expected-warning [retain-cycle] {{dispatch_io_create}}
  });
}

// CASE: a channel made from another channel, in an ivar
- (void)openCopy {
  _copy = dispatch_io_create_with_io(DISPATCH_IO_STREAM, self.io, self.queue, ^(int error) {
    [self channelDidCloseWithError:error]; // expected-warning [retain-cycle] {{dispatch_io_create}}
  });
}

// CASE: a channel in a local, closed in the same method
- (void)writeOnce:(int)fd data:(dispatch_data_t)data {
  dispatch_io_t channel = dispatch_io_create(DISPATCH_IO_STREAM, fd, self.queue, ^(int error) {
    [self channelDidCloseWithError:error];
  });
  dispatch_io_write(channel, 0, data, self.queue, ^(bool done, dispatch_data_t rest, int error) {});
  dispatch_io_close(channel, 0);
}

// CASE: the cleanup handler uses a weak self
- (void)openWeak:(int)fd {
  __weak typeof(self) weakSelf = self;
  self.io = dispatch_io_create(DISPATCH_IO_STREAM, fd, self.queue, ^(int error) {
    [weakSelf channelDidCloseWithError:error];
  });
}

// CASE: the handler of a read on the kept channel is let go of when the read is done
- (void)read {
  dispatch_io_read(self.io, 0, SIZE_MAX, self.queue, ^(bool done, dispatch_data_t data, int error) {
    [self channelDidCloseWithError:error];
  });
}
@end
