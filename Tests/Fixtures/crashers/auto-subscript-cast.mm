#import <Foundation/Foundation.h>
void keep(void (^block)(void));
void f(NSArray *rows) {
  const auto first = rows[0];
  const auto address = (long)rows[1];
  keep(^{ (void)first; (void)address; });
  keep(^{ const int narrowed = (short)(long)rows[2]; (void)narrowed; });
}
