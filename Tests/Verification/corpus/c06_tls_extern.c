// Thread-local, extern-in-function and register variables.
void sink(void (^b)(void));
_Thread_local int tls_global;
static _Thread_local int tls_file;
__thread int gnu_tls;
void f_storage(void) {
  static _Thread_local int tls_local = 1;
  static __thread int gnu_tls_local;
  extern int declared_elsewhere;
  extern _Thread_local int tls_global;
  register long reg = 2;
  sink(^{ (void)tls_global; });
  sink(^{ (void)tls_file; });
  sink(^{ (void)gnu_tls; });
  sink(^{ (void)tls_local; });
  sink(^{ (void)gnu_tls_local; });
  sink(^{ (void)declared_elsewhere; });
  sink(^{ (void)reg; });
  sink(^{ sink(^{ (void)tls_local; (void)reg; }); });
}
int declared_elsewhere = 5;
