/// A key press as the app sees it, independent of curses.
package enum Key: Sendable, Equatable, Hashable {
    /// A printable or control character (Ctrl-C is `"\u{03}"`).
    case character(Character)
    case escape
    case up, down, left, right
    /// Any other function key, by its curses code.
    case function(Int32)
}

/// Something the terminal reported.
package enum InputEvent: Sendable, Equatable {
    case key(Key)
    case mouse(MouseReport)
    /// The terminal changed size; the new size is the session's `size`.
    case resize
}
