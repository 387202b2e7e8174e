/* capcheck SDK shim: declared in UITableView.h. */
#include <UIKit/UITableView.h>
