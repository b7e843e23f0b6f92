/// Reads an asciicast v2 file (asciinema's, or lifecam's own) into a
/// `ReplayClip`: the header's size, then every output event. Each line must
/// be one JSON value (`JSONLine`); blank lines are passed over, events other
/// than output (`r` resize, `i` input, `m` markers) are skipped, and a time
/// that goes back is taken as the one before it, as asciinema does. A line
/// that is not what the format says is one error naming the file and the line.
package enum CastReader {
    /// The largest header size taken (a terminal no larger than render's).
    package static let largest = 4096

    /// The clip in `bytes`; `shown` names the file in errors (already made safe to print).
    package static func clip(_ bytes: [UInt8], shown: String) throws(CommandFailure) -> ReplayClip {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().lazy
            .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }.makeIterator()
        func bad(_ number: Int, _ what: String) -> CommandFailure {
            CommandFailure(.data, "\(shown): line \(number): \(what)")
        }
        guard let (index, first) = lines.next() else { throw CommandFailure(.data, "\(shown): empty, not an asciicast file") }
        guard let header = try? JSONLine.parse(first), case .object = header else {
            throw bad(index + 1, "not an asciicast v2 header (a JSON object with version, width and height)")
        }
        guard header["version"]?.integer == 2 else { throw bad(index + 1, "only asciicast version 2 is read") }
        guard let width = header["width"]?.integer, let height = header["height"]?.integer,
              (1...largest).contains(width), (1...largest).contains(height) else {
            throw bad(index + 1, "the header needs a width and a height from 1 to \(largest)")
        }
        var events: [ReplayClip.Event] = []
        var last = 0.0
        while let (index, line) = lines.next() {
            guard let value = try? JSONLine.parse(line), case let .array(event) = value, event.count >= 3,
                  case let .number(time) = event[0], time.isFinite, time >= 0,
                  case let .string(type) = event[1], case let .string(data) = event[2] else {
                throw bad(index + 1, "not an event [time, type, data]")
            }
            last = max(last, time)
            if type == [UInt8(ascii: "o")] { events.append(ReplayClip.Event(time: last, bytes: data)) }
        }
        return ReplayClip(width: width, height: height, events: events)
    }
}
