#include <CoreData/CoreData.h>
