#include <SystemConfiguration/SystemConfiguration.h>
