#include <Security/Security.h>
