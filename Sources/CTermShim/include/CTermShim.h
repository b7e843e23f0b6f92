/* Signal handlers that restore the terminal before the process dies.
   Real C (not a header-only shim) because a signal handler must be a plain C
   function that touches only async-signal-tolerant state. */
#ifndef LIFECAM_CTERMSHIM_H
#define LIFECAM_CTERMSHIM_H

/* Installs handlers for INT TERM HUP QUIT SEGV BUS ILL TRAP FPE ABRT that
   call endwin (when curses is active), write the mode resets to `fd`, restore
   the previous handler and re-raise. Call before newterm: ncurses then keeps
   its hands off INT and TERM. Returns 0, or -1 with errno set. */
int termshim_install(int fd);

/* Also handles SIGTSTP (unless ignored): endwin and the resets, then a real
   stop; after SIGCONT, termshim_take_resumed() returns 1 once, so the app
   re-enters curses and repaints. */
int termshim_take_resumed(void);

/* Tells the handlers whether curses is active (endwin needed). */
void termshim_set_curses_active(int active);

/* Puts back the handlers that were there before termshim_install. */
void termshim_uninstall(void);

/* Writes the mode resets (synchronized output, pixel/any/button mouse
   tracking, SGR mouse, normal mouse, cursor visible) to `fd`. */
void termshim_write_resets(int fd);

#endif
