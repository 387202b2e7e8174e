#include "CThreadInspection.h"
