#include <objc/runtime.h>
#include <objc/message.h>
