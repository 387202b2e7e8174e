/* capcheck SDK shim: target conditionals. Analysis pretends to be an iOS device build, the
 * platform most Objective-C block code is written for. Every macro is guarded so a project's
 * own -D flags win. */
#ifndef __CAPCHECK_TARGETCONDITIONALS__
#define __CAPCHECK_TARGETCONDITIONALS__

#ifndef TARGET_OS_MAC
#define TARGET_OS_MAC 1
#endif
#ifndef TARGET_OS_OSX
#define TARGET_OS_OSX 0
#endif
#ifndef TARGET_OS_IPHONE
#define TARGET_OS_IPHONE 1
#endif
#ifndef TARGET_OS_IOS
#define TARGET_OS_IOS 1
#endif
#ifndef TARGET_OS_TV
#define TARGET_OS_TV 0
#endif
#ifndef TARGET_OS_WATCH
#define TARGET_OS_WATCH 0
#endif
#ifndef TARGET_OS_VISION
#define TARGET_OS_VISION 0
#endif
#ifndef TARGET_OS_XR
#define TARGET_OS_XR 0
#endif
#ifndef TARGET_OS_VISIONOS
#define TARGET_OS_VISIONOS 0
#endif
#ifndef TARGET_OS_MACCATALYST
#define TARGET_OS_MACCATALYST 0
#endif
#ifndef TARGET_OS_UIKITFORMAC
#define TARGET_OS_UIKITFORMAC 0
#endif
#ifndef TARGET_OS_SIMULATOR
#define TARGET_OS_SIMULATOR 0
#endif
#ifndef TARGET_IPHONE_SIMULATOR
#define TARGET_IPHONE_SIMULATOR 0
#endif
#ifndef TARGET_OS_EMBEDDED
#define TARGET_OS_EMBEDDED 1
#endif
#ifndef TARGET_OS_UNIX
#define TARGET_OS_UNIX 0
#endif
#ifndef TARGET_OS_WIN32
#define TARGET_OS_WIN32 0
#endif
#ifndef TARGET_OS_WINDOWS
#define TARGET_OS_WINDOWS 0
#endif
#ifndef TARGET_OS_LINUX
#define TARGET_OS_LINUX 0
#endif
#ifndef TARGET_OS_DRIVERKIT
#define TARGET_OS_DRIVERKIT 0
#endif
#ifndef TARGET_OS_BRIDGE
#define TARGET_OS_BRIDGE 0
#endif
#ifndef TARGET_CPU_ARM64
#define TARGET_CPU_ARM64 1
#endif
#ifndef TARGET_CPU_X86_64
#define TARGET_CPU_X86_64 0
#endif
#ifndef TARGET_CPU_X86
#define TARGET_CPU_X86 0
#endif
#ifndef TARGET_CPU_ARM
#define TARGET_CPU_ARM 0
#endif
#ifndef TARGET_RT_64_BIT
#define TARGET_RT_64_BIT 1
#endif
#ifndef TARGET_RT_LITTLE_ENDIAN
#define TARGET_RT_LITTLE_ENDIAN 1
#endif
#ifndef TARGET_RT_BIG_ENDIAN
#define TARGET_RT_BIG_ENDIAN 0
#endif
#ifndef TARGET_RT_MAC_MACHO
#define TARGET_RT_MAC_MACHO 1
#endif

#endif
