// Crash containment for work done on a thread of its own: a crash signal on such a thread
// (libclang reading a cursor it cannot handle, a trap in the analysis) ends the work and the
// thread early instead of the process, the way libclang's crash recovery ends a parse that
// crashed. Signals on every other thread go to the handlers installed before.
#ifndef CCRASHGUARD_H
#define CCRASHGUARD_H

#ifdef __cplusplus
extern "C" {
#endif

/// One unit of guarded work: `body(context)` on the thread `ccg_guarded_thread` starts.
typedef struct {
    /// The work.
    void (*body)(void *context);
    /// Handed to `body`.
    void *context;
    /// Set when the thread ends: 0 when `body` returned, else the signal that ended it.
    int signal;
} ccg_work;

/// Installs the handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP and SIGABRT, remembering
/// the ones installed before. Idempotent. Call it before libclang installs its own (the first
/// clang_createIndex): libclang's handlers then stay in front, so a parse that crashes is still
/// recovered by libclang, and libclang hands every other crash back to these.
void ccg_install(void);

/// A pthread start routine taking a `ccg_work *`: runs its body with an alternate signal stack.
/// When a crash signal hits the thread meanwhile, the body is abandoned where it stood (what it
/// held is leaked, never released), `signal` says which, and the thread ends.
void *ccg_guarded_thread(void *work);

#ifdef __cplusplus
}
#endif

#endif
