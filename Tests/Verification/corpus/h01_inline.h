// A header (read as Objective-C): inline functions and static blocks in a header.
#import <Foundation/Foundation.h>
typedef void (^HBlock)(void);
static inline HBlock make_logger(NSString *prefix) {
  return ^{ NSLog(@"%@", prefix); };
}
static inline HBlock make_counter(void) {
  __block int count = 0;
  return ^{ count++; };
}
static inline HBlock make_plain(void) {
  return ^{ NSLog(@"plain"); };
}
static HBlock header_block = ^{ NSLog(@"header"); };
__attribute__((used)) static HBlock use_all(void) {
  (void)make_logger(@"x"); (void)make_counter(); (void)make_plain();
  return header_block;
}
