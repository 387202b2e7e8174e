// completion-callbacks: a downloader keeps completion blocks in a dictionary, one list per URL,
// until the download ends. Whether that retains the caller depends on who owns the downloader.
//
// What to look at
//   The downloader's dictionary holds each completion block strongly until the URL finishes:
//       downloader -> callbacks[url] -> completion block -> whatever the block captured
//   - If the block captures a view controller that does NOT own the downloader (a shared
//     downloader), that is not a cycle, only a delay: the controller lives until the download
//     ends, then both are released. Usually fine.
//   - If the controller OWNS the downloader (`self.downloader = ...`) and the block captures
//     self, it is a cycle: controller -> downloader -> dictionary -> block -> controller. If the
//     download never finishes (or the downloader never removes the entry), nothing is freed.
//   The fix for the second case: capture self weakly, and make the downloader remove the
//   entry when it calls the blocks.
//
// Run: capcheck examples --only completion-callbacks --explain

#import <Foundation/Foundation.h>

typedef void (^Completion)(NSData *data);

@interface Downloader : NSObject
+ (Downloader *)shared;
- (void)fetch:(NSString *)url completion:(Completion)completion;  // stores completion in callbacks[url]
@end

@interface PhotoViewController : NSObject
@property (nonatomic, strong) Downloader *downloader;
@property (nonatomic, strong) NSData *photo;
@end

@implementation PhotoViewController

- (void)loadWithSharedDownloader:(NSString *)url {
    // Not a cycle: the shared downloader is not owned by self. self lives until the download ends.
    // expected-capture@+1 {{self: value strong}} {{url: value strong}}
    [[Downloader shared] fetch:url completion:^(NSData *data) {
        self.photo = data;
        NSLog(@"loaded %@", url);   // the block also keeps the URL string alive
    }];
}

- (void)loadWithOwnDownloader:(NSString *)url {
    self.downloader = [Downloader new];
    // A cycle, but one that lint cannot prove from this file alone: nothing here says that
    // fetch:completion: keeps the block (it is declared, not defined). The Swift version of this
    // example shows the cycle at run time.
    // expected-capture@+1 {{self: value strong}}
    [self.downloader fetch:url completion:^(NSData *data) {
        self.photo = data;
    }];
}

- (void)loadWithOwnDownloaderWeakly:(NSString *)url {
    self.downloader = [Downloader new];
    __weak typeof(self) weakSelf = self;
    // expected-capture@+1 {{weakSelf: value weak}}
    [self.downloader fetch:url completion:^(NSData *data) {
        weakSelf.photo = data;
    }];
}

@end
