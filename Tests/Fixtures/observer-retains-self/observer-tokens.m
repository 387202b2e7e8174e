// observer-retains-self: notification observer tokens that self keeps. The center keeps the token
// until it is removed, the token keeps its block, and self keeps the token: removing it in dealloc
// never runs, and removing it elsewhere without letting go of it leaves self → token → block → self.
#import "../FoundationStubs.h"

@interface Inbox : NSObject {
  id _foregroundToken;
  id _themeToken;
  __weak id _weakToken;
  int _unread;
}
@property (strong) id syncToken;
@property (weak) id pauseToken;
- (void)refresh;
@end

@implementation Inbox
- (void)refresh {}

// CASE: strong ivar token, removed only in dealloc
- (void)watchForeground {
  _foregroundToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"foreground" object:nil queue:nil
                                                                   usingBlock:^(NSNotification *note) {
    [self refresh]; // expected-warning [observer-retains-self] {{self keeps its token in _foregroundToken}}
  }];
}

// CASE: another token of the class is removed and cleared: it does not quiet the one above
- (void)watchTheme {
  _themeToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"theme" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) {
    _unread = 0;
  }];
}
- (void)destroy {
  [[NSNotificationCenter defaultCenter] removeObserver:_themeToken];
  _themeToken = nil;
  [[NSNotificationCenter defaultCenter] removeObserver:self];
}

// CASE: strong property token, removed when the screen goes away but still held by self
- (void)watchSync {
  self.syncToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"sync" object:nil queue:nil
                                                                 usingBlock:^(NSNotification *note) {
    _unread++; // expected-warning [observer-retains-self] {{self → syncToken (strong) → observer token → block → self}}
  }];
}
- (void)disappear {
  [[NSNotificationCenter defaultCenter] removeObserver:self.syncToken];
}

// CASE: a weak ivar token removed outside dealloc: nothing keeps the block once it is removed
- (void)watchWeakly {
  _weakToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"weak" object:nil queue:nil
                                                             usingBlock:^(NSNotification *note) {
    [self refresh];
  }];
}
- (void)stopWeak {
  [[NSNotificationCenter defaultCenter] removeObserver:_weakToken];
}

// CASE: a weak property token, block with a weak self
- (void)watchPause {
  __weak typeof(self) weakSelf = self;
  self.pauseToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"pause" object:nil queue:nil
                                                                  usingBlock:^(NSNotification *note) {
    [weakSelf refresh];
  }];
}

- (void)dealloc {
  [[NSNotificationCenter defaultCenter] removeObserver:_foregroundToken];
  [[NSNotificationCenter defaultCenter] removeObserver:self.pauseToken];
}
@end

@interface Feed : NSObject
@property (strong) id token;
@property (strong) id other;
- (void)reload;
@end

@implementation Feed
- (void)reload {}

// CASE: removed and set to nil through the setter, through a local alias of the token
- (void)start {
  id token = [[NSNotificationCenter defaultCenter] addObserverForName:@"feed" object:nil queue:nil
                                                           usingBlock:^(NSNotification *note) {
    [self reload];
  }];
  self.token = token;
}
- (void)stop {
  id token = self.token;
  [[NSNotificationCenter defaultCenter] removeObserver:token];
  [self setToken:nil];
}

// CASE: the token is kept by another object, not by self: judged as before (removed in -stop)
- (void)handOff:(Feed *)other {
  other.other = [[NSNotificationCenter defaultCenter] addObserverForName:@"handoff" object:nil queue:nil
                                                              usingBlock:^(NSNotification *note) {
    [self reload];
  }];
}
@end

@interface Ticker : NSObject
- (void)tick;
@end

@implementation Ticker
- (void)tick {}

// CASE: token thrown away: removeObserver:self does not remove a block observer
- (void)listen {
  [[NSNotificationCenter defaultCenter] addObserverForName:@"tick" object:nil queue:nil usingBlock:^(NSNotification *note) {
    [self tick]; // expected-warning [observer-retains-self] {{never removed}}
  }];
}
- (void)stop {
  [[NSNotificationCenter defaultCenter] removeObserver:self];
}
@end

// Weakify/strongify macros whose header is not found read as calls of undeclared functions.
@interface Album : NSObject {
  id _foregroundToken;
}
- (void)reload;
@end

@implementation Album
- (void)reload {}

// CASE: strongify macro not expanded: self after it is the macro's strong local, not a capture
- (void)watch {
  AlbumWeakify(self);
  _foregroundToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"foreground" object:nil queue:nil
                                                                   usingBlock:^(NSNotification *note) {
    AlbumStrongifyAndReturnIfNil(self);
    [self reload];
  }];
}

// CASE: self used before the strongify line is still the captured self
- (void)watchEarly {
  AlbumWeakify(self);
  _foregroundToken = [[NSNotificationCenter defaultCenter] addObserverForName:@"early" object:nil queue:nil
                                                                   usingBlock:^(NSNotification *note) {
    [self reload]; // expected-warning [observer-retains-self]
    AlbumStrongifyAndReturnIfNil(self);
    [self reload];
  }];
}

- (void)dealloc {
  [[NSNotificationCenter defaultCenter] removeObserver:_foregroundToken];
}
@end

@interface Poller : NSObject
@property (strong) id token;
- (void)poll;
@end

@implementation Poller
- (void)poll {}

// CASE: testing the token against nil lets go of nothing: self still holds it once it is removed
- (void)start {
  if (self.token != nil) return;
  self.token = [[NSNotificationCenter defaultCenter] addObserverForName:@"poll" object:nil queue:nil
                                                             usingBlock:^(NSNotification *note) {
    [self poll]; // expected-warning [observer-retains-self] {{self → token (strong) → observer token → block → self}}
  }];
}
- (void)stop {
  [[NSNotificationCenter defaultCenter] removeObserver:self.token];
  if (self.token == nil) return;
}
@end
