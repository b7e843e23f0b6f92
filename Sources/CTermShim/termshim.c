/* See CTermShim.h. The handler follows TECH-NOTES §3.4: endwin (not
   async-signal-safe, a risk ncurses itself takes on this path), the mode
   resets ncurses does not know about, then the previous handler and a
   re-raise, so exit statuses stay 128+signal and Swift's crash backtrace
   still prints. */
#define _GNU_SOURCE
#include "CTermShim.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>

static const int signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT,
};
#define NSIG_HANDLED (sizeof signals / sizeof signals[0])

static struct sigaction previous[NSIG_HANDLED];
static struct sigaction previous_stop;
static volatile sig_atomic_t installed = 0;
static volatile sig_atomic_t stop_handled = 0;
static volatile sig_atomic_t resumed = 0;
static volatile sig_atomic_t curses_active = 0;
static volatile sig_atomic_t tty_fd = -1;

static const char resets[] =
    "\033[?2026l\033[?1016l\033[?1003l\033[?1002l\033[?1006l\033[?1000l\033[?25h";

void termshim_write_resets(int fd) {
    const char *p = resets;
    size_t left = sizeof resets - 1;
    while (left > 0) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        p += n;
        left -= (size_t)n;
    }
}

static void on_signal(int sig) {
    int saved = errno;
    if (curses_active && !isendwin()) endwin();
    curses_active = 0;
    if (tty_fd >= 0) termshim_write_resets(tty_fd);
    for (size_t i = 0; i < NSIG_HANDLED; i++) {
        if (signals[i] == sig) sigaction(sig, &previous[i], NULL);
    }
    errno = saved;
    raise(sig);
}

/* SIGTSTP (kill -TSTP, job control): restore the terminal, stop for real
   (default action, with the signal unblocked), and on SIGCONT put this
   handler back and flag the resume for the main loop, which re-enters
   curses and repaints. ncurses' own TSTP handler does not know our modes. */
static void on_stop(int sig) {
    int saved = errno;
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

int termshim_take_resumed(void) {
    int r = resumed;
    resumed = 0;
    return r;
}

int termshim_install(int fd) {
    if (installed) { tty_fd = fd; return 0; }
    struct sigaction act;
    memset(&act, 0, sizeof act);
    act.sa_handler = on_signal;
    sigemptyset(&act.sa_mask);
    for (size_t i = 0; i < NSIG_HANDLED; i++) sigaddset(&act.sa_mask, signals[i]);
    act.sa_flags = SA_RESTART;
    tty_fd = fd;
    for (size_t i = 0; i < NSIG_HANDLED; i++) {
        if (sigaction(signals[i], &act, &previous[i]) != 0) {
            int e = errno;
            while (i-- > 0) sigaction(signals[i], &previous[i], NULL);
            errno = e;
            return -1;
        }
    }
    /* Leave an ignored SIGTSTP ignored (a shell without job control). */
    struct sigaction stop;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = on_stop;
    sigemptyset(&stop.sa_mask);
    stop.sa_flags = SA_RESTART;
    if (sigaction(SIGTSTP, NULL, &previous_stop) == 0 && previous_stop.sa_handler != SIG_IGN) {
        stop_handled = sigaction(SIGTSTP, &stop, NULL) == 0;
    }
    installed = 1;
    return 0;
}

void termshim_set_curses_active(int active) { curses_active = active; }

void termshim_uninstall(void) {
    if (!installed) return;
    for (size_t i = 0; i < NSIG_HANDLED; i++) sigaction(signals[i], &previous[i], NULL);
    if (stop_handled) sigaction(SIGTSTP, &previous_stop, NULL);
    stop_handled = 0;
    installed = 0;
    tty_fd = -1;
}
