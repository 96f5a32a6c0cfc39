#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE flags ncursesw.pc asks for, so the wide-character
// API (get_wch, cchar_t, setcchar) must be switched on here, before the include.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Function-like macros do not import into Swift; these wrappers make them callable.
static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline int cncurses_color_pair(int pair) { return COLOR_PAIR(pair); }
static inline mmask_t cncurses_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cncurses_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline int cncurses_wcwidth(wchar_t c) { return wcwidth(c); }
// Swift 6 refuses C globals such as stdscr; this hands the window over once, after newterm.
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline int cncurses_colors(void) { return COLORS; }
static inline mmask_t cncurses_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cncurses_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cncurses_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cncurses_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
