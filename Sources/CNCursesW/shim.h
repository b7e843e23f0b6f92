/* What Swift 6 cannot import from ncursesw as is (docs/INTEROP.md):
   function-like and cast macros, C globals (errors in Swift 6 mode), and the
   wide-character declarations, which curses.h hides unless these are defined.
   SwiftPM drops pkg-config's -D flags, so they are defined here. */
#ifndef LIFECAM_CNCURSESW_SHIM_H
#define LIFECAM_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <ncursesw/curses.h>

/* Globals. */
static inline WINDOW *lt_stdscr(void) { return stdscr; }
static inline void lt_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }

/* Attributes (NCURSES_BITS casts). */
static inline attr_t lt_a_bold(void) { return A_BOLD; }

/* Mouse masks (NCURSES_MOUSE_MASK is function-like). */
static inline mmask_t lt_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t lt_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t lt_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t lt_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t lt_button1_clicks(void) {
    return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}
static inline mmask_t lt_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t lt_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t lt_button3_clicks(void) {
    return BUTTON3_CLICKED | BUTTON3_DOUBLE_CLICKED | BUTTON3_TRIPLE_CLICKED;
}
static inline mmask_t lt_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t lt_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
