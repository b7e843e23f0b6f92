/// Why an option's value does not read, as the reason alone: the argument
/// parser writes the line round it, "the value 'big' is invalid for
/// '--size <WxH>': " and this reason, so the reason neither names the option
/// nor repeats the value, and says what is allowed.
package struct OptionValueError: Error, Equatable, Sendable, CustomStringConvertible {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }

    package var description: String { reason }
}
