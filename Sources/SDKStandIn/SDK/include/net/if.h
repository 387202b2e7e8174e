/* capcheck SDK shim: Darwin's <net/if.h> also brings <net/if_var.h> (`struct if_data`, an
 * interface's counters); glibc's has no such header. Found before glibc's in Objective-C (the
 * stand-in is searched first there), this header reads glibc's and then Darwin's addition. */
#ifndef __CAPCHECK_NET_IF_H__
#define __CAPCHECK_NET_IF_H__
#include_next <net/if.h>
#include <net/if_var.h>
#endif
