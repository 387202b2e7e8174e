// Swift runtime entry points RetainGraph calls, declared in C (not @_silgen_name).
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H
#endif
