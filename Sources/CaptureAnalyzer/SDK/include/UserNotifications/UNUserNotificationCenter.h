#include <UserNotifications/UserNotifications.h>
