#include "CSwiftRuntime.h"
