#include <CoreLocation/CoreLocation.h>
