#import <Foundation/Foundation.h>
void keep(void (^block)(void));
void f(id anything, NSObject *object) {
  id const first = anything[0];
  const int count = undeclaredCount + 1;
  id const missing = object.noSuchProperty;
  keep(^{ (void)first; (void)count; (void)missing; });
  keep(^{ id const inner = anything[@"key"]; (void)inner; });
}
