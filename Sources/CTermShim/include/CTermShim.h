/* Signal handlers that restore the terminal before the process dies, and a
   recorder that lets a render stop at a frame boundary.
   Real C (not a header-only shim) because a signal handler must be a plain C
   function that touches only async-signal-tolerant state. */
#ifndef LIFECAM_CTERMSHIM_H
#define LIFECAM_CTERMSHIM_H

#include <stddef.h>

/* Installs a handler for every signal whose default action ends the process
   (signal(7): HUP INT QUIT ILL TRAP ABRT BUS FPE USR1 SEGV USR2 PIPE ALRM TERM
   STKFLT XCPU XFSZ VTALRM PROF IO PWR SYS, SIGRTMIN..SIGRTMAX), except those
   already ignored. It calls endwin (when curses is active) and writes the mode
   resets to `fd`, then ends the process by the signal's default action (the
   shell sees 128+n). Crash signals raised by the kernel or the process itself
   go on, after the restore, to the handler that was there before (Swift's
   backtracer). Call before newterm: ncurses then keeps its hands off INT and
   TERM. Returns 0, or -1 with errno set (EBUSY while the recorder is in). */
int termshim_install(int fd);

/* The same signals, only recorded: termshim_recorded_signal() then returns
   the first one, and the caller stops, cleans up and calls termshim_die.
   Genuine crashes still chain to the previous handler. Calls nest (renders
   side by side in tests), each undone by one termshim_uninstall. Returns 0,
   or -1 with errno set (EBUSY while the terminal handlers are in). */
int termshim_install_recorder(void);

/* The first signal the recorder caught, or 0. */
int termshim_recorded_signal(void);

/* Ends the process by `sig`'s default action, at once. */
void termshim_die(int sig);

/* Whether `sig`'s default action ends the process (the signals above). */
int termshim_is_terminating(int sig);

/* "SIGHUP", "SIGRTMIN+3", or "signal 99", into `buffer`. */
void termshim_signal_name(int sig, char *buffer, size_t size);

/* Also handles SIGTSTP (unless ignored): endwin and the resets, then a real
   stop; after SIGCONT, termshim_take_resumed() returns 1 once, so the app
   re-enters curses and repaints. */
int termshim_take_resumed(void);

/* Ctrl-Z from the app: raises SIGTSTP through that handler (it returns once
   the process is continued). Returns 0 without doing anything when no shell
   could resume it: SIGTSTP was ignored at install, or the process group is
   orphaned (started by `sh -c` in a terminal of its own), where the kernel
   discards the stop; else 1. */
int termshim_stop(void);

/* Tells the handlers whether curses is active (endwin needed). */
void termshim_set_curses_active(int active);

/* Puts back the handlers that were there before termshim_install or
   termshim_install_recorder. */
void termshim_uninstall(void);

/* Bytes written on every way out through the handlers (a fatal signal, a
   stop), after the string terminator that ends a picture a canvas write may
   have been cut off in: what takes lifecam's pictures away. At most
   TERMSHIM_FAREWELL_MAX bytes are kept (more is refused: returns -1). */
#define TERMSHIM_FAREWELL_MAX 256
int termshim_set_farewell(const unsigned char *bytes, size_t count);

/* A file the handlers unlink(2) on every way out through a fatal signal
   (not a stop), after the farewell: the shared memory object a kitty picture
   may still be waiting in (/dev/shm/NAME). NULL or "" forgets it. At most
   TERMSHIM_LEFTOVER_MAX - 1 bytes (more is refused: returns -1). */
#define TERMSHIM_LEFTOVER_MAX 128
int termshim_set_leftover(const char *path);

/* The canvas writer's gate. A thread that writes canvas bytes beside the
   one the handlers run on writes them through termshim_canvas_write (on a
   descriptor that never blocks); every handler that writes to the terminal
   (a fatal signal, a stop) first closes the gate and waits, bounded, for a
   write under way to return, so none of its bytes lands between two pieces
   of a picture and none of the writer's after them. A closed gate refuses
   writes (-1, errno ECANCELED) until termshim_canvas_open: a stop leaves it
   closed, and the app opens it once it has dropped what was queued for the
   screen as it was. termshim_install opens it. */
long termshim_canvas_write(int fd, const void *bytes, size_t count);
void termshim_canvas_open(void);
/* Closes the gate as the handlers do (waiting for a write under way). */
void termshim_canvas_close(void);

/* The CPUs this process may run on (sched_getaffinity, which Swift's Glibc
   module leaves out: it is a GNU extension); 1 when it cannot tell. */
int termshim_usable_cpus(void);

/* Writes the mode resets (synchronized output, pixel/any/button mouse
   tracking, SGR mouse, normal mouse, cursor visible, default colours) to `fd`. */
void termshim_write_resets(int fd);

#endif
