/* capcheck SDK shim: Darwin's socket address layout over glibc's. Darwin's socket addresses begin
 * with their length (sa_len, sin_len, sin6_len, ss_len, sun_len) before the family. glibc declares
 * the common members of every sockaddr struct with one macro, `__SOCKADDR_COMMON`, defined in this
 * header; found before glibc's in Objective-C (the stand-in is searched first there), this one
 * reads glibc's and then puts the length in front of the family. No Apple source was copied. */
#ifndef __CAPCHECK_BITS_SOCKADDR_H__
#define __CAPCHECK_BITS_SOCKADDR_H__
#include_next <bits/sockaddr.h>
#undef __SOCKADDR_COMMON
#define __SOCKADDR_COMMON(sa_prefix) unsigned char sa_prefix##len; sa_family_t sa_prefix##family

/* Darwin's link-level address family (sys/socket.h): getifaddrs's entries for an interface's
 * hardware address and counters. Darwin's number; glibc gives 18 to AF_ASH, which Darwin code
 * never names. */
#ifndef AF_LINK
#define AF_LINK 18
#define PF_LINK AF_LINK
#endif
/* Darwin's socket option that turns SIGPIPE off for one socket (sys/socket.h), which glibc lacks. */
#ifndef SO_NOSIGPIPE
#define SO_NOSIGPIPE 0x1022
#endif
#endif
