// runloop-unstoppable: pthread entries and loops kept in file-scope variables.
#import "../FoundationStubs.h"
typedef unsigned long pthread_t;
int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);

static CFRunLoopRef gReaderLoop;

// CASE: the pthread entry stores its loop in a global; the stop of that global is reported
static void *readerEntry(void *arg) {
  gReaderLoop = CFRunLoopGetCurrent();
  NSRunLoop *rl = [NSRunLoop currentRunLoop];
  [rl addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [rl run]; // expected-warning [runloop-unstoppable]
  return 0;
}

void startReader(void) {
  pthread_t t;
  pthread_create(&t, 0, readerEntry, 0);
}

void stopReader(void) {
  CFRunLoopStop(gReaderLoop);
}

// CASE: another pthread runs; only the main loop is stopped: silent
static void *pumpEntry(void *arg) {
  [[NSRunLoop currentRunLoop] addPort:[NSMachPort port] forMode:NSDefaultRunLoopMode];
  [[NSRunLoop currentRunLoop] run];
  return 0;
}

void startPump(void) {
  pthread_t t;
  pthread_create(&t, 0, pumpEntry, 0);
}

void quitMainLoop(void) {
  CFRunLoopStop(CFRunLoopGetMain());
}
