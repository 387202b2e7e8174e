#include <QuartzCore/QuartzCore.h>
