// C++ with blocks (clang -fblocks), as in a .cpp file of an Apple project.
#include <dispatch/dispatch.h>
#include <vector>

class Worker {
public:
    void start(dispatch_queue_t queue) {
        dispatch_async(queue, ^{ run(); });
        __block int done = 0;
        std::vector<int> items{1, 2, 3};
        void (^count)(void) = ^{ done += (int)items.size(); };
        count();
    }
private:
    void run() {}
};
