#include <dispatch/dispatch.h>
