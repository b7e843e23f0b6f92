/* See CTermShim.h. One handler serves every signal whose default action ends
   the process (signal(7)), in one of two modes:

   - terminal (play): endwin (not async-signal-safe, a risk ncurses itself
     takes in its own handler: docs/INTEROP.md), the mode resets ncurses does not
     know about, then the signal's default action, so the shell sees 128+n;
   - recorder (render): the signal is only noted in a sig_atomic_t; the
     render loop asks for it between frames, cleans up and re-raises.

   Genuine crashes (SEGV, BUS, ILL, TRAP, FPE, ABRT raised by the kernel or by
   the process itself) restore the terminal and then chain to the handler that
   was there before, Swift's backtracer: its report is the one record of the
   bug, and it now prints on the normal screen. The same signals sent by
   another process (kill -SEGV) are treated like any other user signal: no
   backtrace, no wait, the default action. */
#define _GNU_SOURCE
#include "CTermShim.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>

/* Default action "Term" or "Core" in signal(7), Linux; real-time signals apart. */
static const int fixed_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
    SIGUSR2, SIGPIPE, SIGALRM, SIGTERM,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGPWR
    SIGPWR,
#endif
    SIGSYS,
};
#define NFIXED (sizeof fixed_signals / sizeof fixed_signals[0])

enum { MODE_NONE = 0, MODE_TERMINAL = 1, MODE_RECORDER = 2 };

static struct sigaction previous[_NSIG];
static unsigned char caught[_NSIG];
static struct sigaction previous_stop;
static volatile sig_atomic_t mode = MODE_NONE;
static volatile sig_atomic_t recorded = 0;
static volatile sig_atomic_t stop_handled = 0;
static volatile sig_atomic_t resumed = 0;
static volatile sig_atomic_t curses_active = 0;
static volatile sig_atomic_t tty_fd = -1;
static int restore_claimed = 0;
static volatile sig_atomic_t restore_done = 0;

static const char resets[] =
    "\033[?2026l\033[?1016l\033[?1003l\033[?1002l\033[?1006l\033[?1000l\033[?25h\033[0m";

static void write_all(int fd, const char *p, size_t left) {
    while (left > 0) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        p += n;
        left -= (size_t)n;
    }
}

void termshim_write_resets(int fd) { write_all(fd, resets, sizeof resets - 1); }

/* The farewell, and its length: 0 while it is being replaced, so a handler
   never writes a half-copied one. */
static unsigned char farewell[TERMSHIM_FAREWELL_MAX];
static volatile sig_atomic_t farewell_count = 0;

int termshim_set_farewell(const unsigned char *bytes, size_t count) {
    if (count > sizeof farewell) { errno = EINVAL; return -1; }
    farewell_count = 0;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    memcpy(farewell, bytes, count);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    farewell_count = (sig_atomic_t)count;
    return 0;
}

/* The leftover file, and whether it is set: 0 while it is being replaced. */
static char leftover[TERMSHIM_LEFTOVER_MAX];
static volatile sig_atomic_t leftover_set = 0;

int termshim_set_leftover(const char *path) {
    size_t length = path == NULL ? 0 : strlen(path);
    if (length >= sizeof leftover) { errno = EINVAL; return -1; }
    leftover_set = 0;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    if (length > 0) memcpy(leftover, path, length + 1);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    leftover_set = length > 0;
    return 0;
}

static void remove_leftover(void) {
    if (leftover_set) unlink(leftover);
}

/* The canvas writer's gate (CTermShim.h). Dekker's handshake in sequentially
   consistent atomics: the writer counts itself in, then looks at the gate;
   a handler closes the gate, then looks at the count. Either the writer sees
   the gate closed, or the handler sees it in and waits for it to leave; both
   are lock-free, so usable in a handler. The wait is bounded: the writer's
   descriptor never blocks, so a write returns within microseconds. */
static int canvas_gate_closed = 0;
static int canvas_writers = 0;

long termshim_canvas_write(int fd, const void *bytes, size_t count) {
    __atomic_add_fetch(&canvas_writers, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&canvas_gate_closed, __ATOMIC_SEQ_CST)) {
        __atomic_sub_fetch(&canvas_writers, 1, __ATOMIC_SEQ_CST);
        errno = ECANCELED;
        return -1;
    }
    ssize_t n = write(fd, bytes, count);
    int e = errno;
    __atomic_sub_fetch(&canvas_writers, 1, __ATOMIC_SEQ_CST);
    errno = e;
    return (long)n;
}

void termshim_canvas_open(void) { __atomic_store_n(&canvas_gate_closed, 0, __ATOMIC_SEQ_CST); }

void termshim_canvas_close(void) {
    __atomic_store_n(&canvas_gate_closed, 1, __ATOMIC_SEQ_CST);
    struct timespec tick = {0, 1000 * 1000};
    for (int i = 0; i < 500 && __atomic_load_n(&canvas_writers, __ATOMIC_SEQ_CST) > 0; i++) nanosleep(&tick, NULL);
}

/* A canvas write the signal cut short may have stopped inside a control
   string (a kitty picture's APC, a sixel's DCS), where a terminal reads every
   later byte as the string's data: kitty ignores CAN there and ends the
   string only on ST. ST (ESC backslash) ends it in every terminal, and outside a
   string it is ignored. Then the pictures are taken away. The canvas
   writer's gate is closed first: nothing of a frame follows these bytes. */
static void close_canvas(int fd) {
    termshim_canvas_close();
    if (fd < 0) return;
    write_all(fd, "\033\\", 2);
    size_t count = (size_t)farewell_count;
    if (count > 0) write_all(fd, (const char *)farewell, count);
}

int termshim_usable_cpus(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 1;
    int count = CPU_COUNT(&set);
    return count > 0 ? count : 1;
}

int termshim_is_terminating(int sig) {
    for (size_t i = 0; i < NFIXED; i++) {
        if (fixed_signals[i] == sig) return 1;
    }
    return sig >= SIGRTMIN && sig <= SIGRTMAX;
}

static int is_crash(int sig) {
    return sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGTRAP || sig == SIGFPE
        || sig == SIGABRT;
}

/* kill(2), sigqueue(3) or tgkill(2) from another process: si_code <= 0 (SI_USER,
   SI_QUEUE, SI_TKILL...). abort() and raise() come from this process. */
static int sent_by_another(const siginfo_t *info) {
    return info != NULL && info->si_code <= 0 && info->si_pid != getpid();
}

/* Once per process: the first thread in restores, any other waits (bounded)
   for it, so nobody dies with the terminal half restored. The canvas is
   closed first (close_canvas). */
static void restore_terminal(void) {
    if (__atomic_exchange_n(&restore_claimed, 1, __ATOMIC_ACQ_REL)) {
        struct timespec tick = {0, 5 * 1000 * 1000};
        for (int i = 0; i < 200 && !restore_done; i++) nanosleep(&tick, NULL);
        return;
    }
    close_canvas(tty_fd);
    remove_leftover();
    if (curses_active && !isendwin()) endwin();
    curses_active = 0;
    if (tty_fd >= 0) termshim_write_resets(tty_fd);
    restore_done = 1;
}

void termshim_die(int sig) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
    _exit(128 + sig);
}

/* The previous handler with this signal's own information and context (so a
   backtrace starts at the faulting instruction), then the default action. */
static void chain(int sig, siginfo_t *info, void *context) {
    const struct sigaction *p = &previous[sig];
    if (p->sa_flags & SA_SIGINFO) {
        if (p->sa_sigaction != NULL) p->sa_sigaction(sig, info, context);
    } else if (p->sa_handler != SIG_DFL && p->sa_handler != SIG_IGN) {
        p->sa_handler(sig);
    }
    termshim_die(sig);
}

static void on_signal(int sig, siginfo_t *info, void *context) {
    int saved = errno;
    if (is_crash(sig) && !sent_by_another(info)) {
        restore_terminal();
        chain(sig, info, context);
    }
    if (mode == MODE_RECORDER) {
        if (recorded == 0) recorded = sig;
        errno = saved;
        return;
    }
    restore_terminal();
    termshim_die(sig);
}

/* SIGTSTP (kill -TSTP, job control): restore the terminal, stop for real
   (default action, with the signal unblocked), and on SIGCONT put this
   handler back and flag the resume for the main loop, which re-enters
   curses and repaints. ncurses' own TSTP handler does not know our modes. */
static void on_stop(int sig) {
    int saved = errno;
    close_canvas(tty_fd);
    remove_leftover();
    if (curses_active && !isendwin()) endwin();
    if (tty_fd >= 0) termshim_write_resets(tty_fd);
    struct sigaction dfl, mine;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, &mine);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
    sigaction(sig, &mine, NULL);
    resumed = 1;
    errno = saved;
}

/* Whether a stop of this process group would be discarded: POSIX has the
   kernel drop SIGTSTP sent to an orphaned process group (no member's parent
   is in another group of the same session), which is what a program started
   by `sh -c` in a new terminal is: no shell could resume it with `fg`. The
   group is judged by this process's parent, as the shell that started it. */
static int stop_would_be_discarded(void) {
    pid_t parent = getppid();
    pid_t parent_group = getpgid(parent), parent_session = getsid(parent);
    if (parent_group < 0 || parent_session < 0) return 1;
    return parent_group == getpgrp() || parent_session != getsid(0);
}

int termshim_stop(void) {
    if (!stop_handled || stop_would_be_discarded()) return 0;
    raise(SIGTSTP);
    return 1;
}

int termshim_take_resumed(void) {
    int r = resumed;
    resumed = 0;
    return r;
}

/* Catches one signal unless it is ignored (nohup: it stays ignored). */
static int catch_signal(int sig, const struct sigaction *act) {
    struct sigaction old;
    if (sigaction(sig, NULL, &old) != 0) return -1;
    if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) return 0;
    previous[sig] = old;
    if (sigaction(sig, act, NULL) != 0) return -1;
    caught[sig] = 1;
    return 0;
}

static void release_all(void) {
    for (int sig = 1; sig < _NSIG; sig++) {
        if (caught[sig]) sigaction(sig, &previous[sig], NULL);
        caught[sig] = 0;
    }
}

static int install(int new_mode) {
    struct sigaction act;
    memset(&act, 0, sizeof act);
    act.sa_sigaction = on_signal;
    /* Everything blocked while one runs: a fault inside the handler then
       kills the process at once instead of recursing. */
    sigfillset(&act.sa_mask);
    act.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK;
    recorded = 0;
    mode = new_mode;
    int failed = 0;
    for (size_t i = 0; i < NFIXED && !failed; i++) failed = catch_signal(fixed_signals[i], &act) != 0;
    for (int sig = SIGRTMIN; sig <= SIGRTMAX && !failed; sig++) failed = catch_signal(sig, &act) != 0;
    if (failed) {
        int e = errno;
        release_all();
        mode = MODE_NONE;
        errno = e;
        return -1;
    }
    return 0;
}

/* Serialises install and uninstall (never taken in a handler). */
static pthread_mutex_t setup_lock = PTHREAD_MUTEX_INITIALIZER;

static int install_terminal(int fd) {
    termshim_canvas_open();
    if (mode == MODE_TERMINAL) { tty_fd = fd; return 0; }
    if (mode != MODE_NONE) { errno = EBUSY; return -1; }
    tty_fd = fd;
    if (install(MODE_TERMINAL) != 0) { tty_fd = -1; return -1; }
    /* Leave an ignored SIGTSTP ignored (a shell without job control). */
    struct sigaction stop;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = on_stop;
    sigemptyset(&stop.sa_mask);
    stop.sa_flags = SA_RESTART;
    if (sigaction(SIGTSTP, NULL, &previous_stop) == 0 && previous_stop.sa_handler != SIG_IGN) {
        stop_handled = sigaction(SIGTSTP, &stop, NULL) == 0;
    }
    return 0;
}

int termshim_install(int fd) {
    pthread_mutex_lock(&setup_lock);
    int result = install_terminal(fd);
    pthread_mutex_unlock(&setup_lock);
    return result;
}

/* Nested recorders (renders run side by side in tests) share one installation. */
static int recorder_depth = 0;

int termshim_install_recorder(void) {
    pthread_mutex_lock(&setup_lock);
    int result = 0;
    if (mode == MODE_RECORDER) {
        recorder_depth++;
    } else if (mode != MODE_NONE) {
        errno = EBUSY;
        result = -1;
    } else if ((result = install(MODE_RECORDER)) == 0) {
        recorder_depth = 1;
    }
    pthread_mutex_unlock(&setup_lock);
    return result;
}

int termshim_recorded_signal(void) { return recorded; }

void termshim_set_curses_active(int active) { curses_active = active; }

void termshim_uninstall(void) {
    pthread_mutex_lock(&setup_lock);
    if (mode != MODE_NONE && !(mode == MODE_RECORDER && --recorder_depth > 0)) {
        release_all();
        if (stop_handled) sigaction(SIGTSTP, &previous_stop, NULL);
        stop_handled = 0;
        mode = MODE_NONE;
        tty_fd = -1;
    }
    pthread_mutex_unlock(&setup_lock);
}

void termshim_signal_name(int sig, char *buffer, size_t size) {
    const char *abbrev = sig > 0 && sig < SIGRTMIN ? sigabbrev_np(sig) : NULL;
    if (abbrev != NULL) {
        snprintf(buffer, size, "SIG%s", abbrev);
    } else if (sig == SIGRTMIN) {
        snprintf(buffer, size, "SIGRTMIN");
    } else if (sig > SIGRTMIN && sig <= SIGRTMAX) {
        snprintf(buffer, size, "SIGRTMIN+%d", sig - SIGRTMIN);
    } else {
        snprintf(buffer, size, "signal %d", sig);
    }
}
