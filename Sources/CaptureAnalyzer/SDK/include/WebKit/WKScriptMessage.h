#include <WebKit/WebKit.h>
