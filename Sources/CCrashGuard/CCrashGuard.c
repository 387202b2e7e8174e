// See include/CCrashGuard.h. The handler jumps back to the start of the guarded thread with
// siglongjmp; no code of the abandoned work runs on that thread again.
#define _GNU_SOURCE
#include "CCrashGuard.h"

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static const int guarded_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT};
#define GUARDED_COUNT (sizeof guarded_signals / sizeof guarded_signals[0])

static struct sigaction previous[GUARDED_COUNT];
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

// Where the guarded thread that is running its body resumes after a crash; NULL elsewhere.
static __thread sigjmp_buf *resume_point;

static void hand_on(int signal, siginfo_t *info, void *context) {
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
        if (guarded_signals[i] != signal) continue;
        struct sigaction *before = &previous[i];
        if (before->sa_flags & SA_SIGINFO) {
            before->sa_sigaction(signal, info, context);
        } else if (before->sa_handler == SIG_DFL || before->sa_handler == SIG_IGN) {
            // Put the old disposition back: a fault happens again when the instruction is
            // retried, a raised signal is raised again, and the process ends as it would have.
            sigaction(signal, before, NULL);
            raise(signal);
        } else {
            before->sa_handler(signal);
        }
        return;
    }
}

static void on_crash(int signal, siginfo_t *info, void *context) {
    sigjmp_buf *resume = resume_point;
    if (resume != NULL) {
        resume_point = NULL;
        siglongjmp(*resume, signal);
    }
    hand_on(signal, info, context);
}

static void install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < GUARDED_COUNT; i++) sigaction(guarded_signals[i], &action, &previous[i]);
}

void ccg_install(void) { pthread_once(&install_once, install); }

void *ccg_guarded_thread(void *raw) {
    ccg_work *work = raw;
    ccg_install();
    // A stack overflow leaves no stack to run the handler on: give it one of its own.
    stack_t alternate;
    memset(&alternate, 0, sizeof alternate);
    alternate.ss_size = 256 * 1024;
    alternate.ss_sp = malloc(alternate.ss_size);
    int has_alternate = alternate.ss_sp != NULL && sigaltstack(&alternate, NULL) == 0;

    sigjmp_buf resume;
    int signal = sigsetjmp(resume, 1);
    if (signal == 0) {
        resume_point = &resume;
        work->body(work->context);
        resume_point = NULL;
    }
    work->signal = signal;

    if (has_alternate) {
        stack_t off;
        memset(&off, 0, sizeof off);
        off.ss_flags = SS_DISABLE;
        sigaltstack(&off, NULL);
    }
    free(alternate.ss_sp);
    return NULL;
}
