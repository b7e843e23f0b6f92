import Foundation
import LifeApp
import LifeCore

/// The parsers under the fuzzer, each with the properties every input must
/// keep beyond "does not crash, hang or allocate without bound". A target
/// traps (`precondition`) when a property is broken, so libFuzzer keeps the
/// input as a finding, just as for a crash.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// RLE, fed in two different chunkings, and written back and read again.
    case rle
    /// Plaintext `.cells`.
    case plaintext
    /// Life 1.05 and 1.06.
    case lifepc
    /// Pattern files as `--pattern` reads them: the format picked from the first line.
    case pattern
    /// Golly's macrocell files, in two chunkings, loaded into HashLife, written and read again.
    case macrocell
    /// MCell files (`.mcl`), written as RLE and read again.
    case mcell
    /// Pattern files as `run` reads them, gzip-compressed ones inflated through zlib.
    case gzip
    /// Rule strings of every family (life-like, isotropic, Generations), with Golly's bounded-grid suffixes.
    case rule
    /// Golly's grid suffixes alone, as `--topology` and the rule's suffix read them.
    case grid
    /// YUV4MPEG2 header lines.
    case y4mheader
    /// YUV4MPEG2 streams, as appended bytes and as a mapped file.
    case y4m
    /// The terminal's replies to the start-up queries, and replies arriving as keys.
    case replies
    /// Mouse reports (cells and SGR-Pixels) turned into cells and actions.
    case mouse
    /// Text from files made safe for the terminal.
    case sanitizer
    /// asciicast v2 files as `lifecam replay` reads them, and casts lifecam writes read back.
    case cast
    /// A recording's bytes filtered for the terminal on replay.
    case replayfilter
    /// Golly's rule files (`.rule`, `.table`, `.tree`), loaded and stepped.
    case rulefile
    /// Larger than Life rules in both notations, with their grid suffix, read back and stepped.
    case ltlrule
    /// Zip archives as `--pattern` opens them (libzip), and the patterns inside.
    case archive
    /// `--pattern archive.zip:path/inside.rle`: where the archive ends and the member begins.
    case archivepath

    /// The target `LIFEFUZZ_TARGET` names, chosen once; exits with a usage line if none.
    public static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["LIFEFUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("LifeFuzz: set LIFEFUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Runs the target on one input.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .rle: Self.rle(bytes)
        case .plaintext: _ = try? PlaintextReader.decode(bytes)
        case .lifepc: _ = try? LifePCReader.decode(bytes)
        case .pattern: Self.pattern(bytes)
        case .macrocell: Self.macrocell(bytes)
        case .mcell: Self.mcell(bytes)
        case .gzip: Self.gzip(bytes)
        case .rule: Self.rule(bytes)
        case .grid: Self.grid(bytes)
        case .y4mheader: _ = try? Y4MHeader(line: bytes)
        case .y4m: Self.y4m(bytes)
        case .replies: Self.replies(bytes)
        case .mouse: Self.mouse(bytes)
        case .sanitizer: Self.sanitizer(bytes)
        case .cast: Self.cast(bytes)
        case .replayfilter: Self.replayFilter(bytes)
        case .rulefile: Self.ruleFile(bytes)
        case .ltlrule: Self.ltlRule(bytes)
        case .archive: Self.zipArchive(bytes)
        case .archivepath: Self.archivePath(bytes)
        }
    }

    /// Whole or in chunks, the same result; what was read, written and read again, the same cells.
    /// A decoder that spills onto the plane (as `run` reads) gives the same
    /// whole or in chunks too, and where the pattern fits the board, the board's.
    private static func rle(_ bytes: [UInt8]) {
        let chunk = 1 + Int(bytes.first ?? 0)
        let whole = decodeRLE(bytes, chunk: max(bytes.count, 1))
        precondition(whole == decodeRLE(bytes, chunk: chunk), "RLE decodes differently in chunks of \(chunk)")
        let onPlane = decodeRLEOnPlane(bytes, chunk: max(bytes.count, 1))
        precondition(onPlane == decodeRLEOnPlane(bytes, chunk: chunk), "RLE decodes onto the plane differently in chunks of \(chunk)")
        if case let .success(pattern) = whole, case let .success(spilt) = onPlane {
            precondition(spilt == OnPlane(pattern: pattern, plane: nil, states: nil), "a pattern that fits the board spilt onto the plane")
        }
        if case let .success(spilt) = onPlane, let states = spilt.states {
            precondition(spilt.plane == nil && states.largestState > 1 && !states.isEmpty, "a multi-state plane without states above 1")
        }
        guard case let .success(pattern) = whole else { return }
        let text = Array(RLEWriter.encode(pattern).utf8)
        guard case let .success(back) = decodeRLE(text, chunk: text.count) else {
            preconditionFailure("RLE written by lifecam is refused")
        }
        // The header written is the cells' own box, so only the frame the file declared may differ.
        var same = back.with(name: pattern.name, comments: pattern.comments, rule: pattern.rule)
        same.frame = pattern.frame
        precondition(same == pattern, "RLE written and read again differs")
    }

    /// `bytes` fed to a decoder `chunk` bytes at a time.
    private static func decodeRLE(_ bytes: [UInt8], chunk: Int) -> Result<Pattern, PatternError> {
        var decoder = RLEDecoder()
        return bytes.withUnsafeBufferPointer { buffer in
            do throws(PatternError) {
                for start in stride(from: 0, to: buffer.count, by: chunk) {
                    try decoder.feed(UnsafeBufferPointer(rebasing: buffer[start..<min(start + chunk, buffer.count)]))
                }
                return .success(try decoder.finish())
            } catch { return .failure(error) }
        }
    }

    /// What a decoder that spills gives.
    struct OnPlane: Equatable {
        var pattern: Pattern
        var plane: PlaneCells?
        var states: PlaneStates?
    }

    /// `bytes` fed to a decoder that spills onto the plane, `chunk` bytes at a time.
    private static func decodeRLEOnPlane(_ bytes: [UInt8], chunk: Int) -> Result<OnPlane, PatternError> {
        var decoder = RLEDecoder(spills: true)
        return bytes.withUnsafeBufferPointer { buffer in
            do throws(PatternError) {
                for start in stride(from: 0, to: buffer.count, by: chunk) {
                    try decoder.feed(UnsafeBufferPointer(rebasing: buffer[start..<min(start + chunk, buffer.count)]))
                }
                let (pattern, plane, states) = try decoder.finishOnPlane()
                return .success(OnPlane(pattern: pattern, plane: plane, states: states))
            } catch { return .failure(error) }
        }
    }

    /// Read whole, in chunks (of a size the first byte picks) and by
    /// `Pattern.decode`, the same pattern or error; a file refused as no
    /// pattern (`ForeignFile`) is refused in one line.
    private static func pattern(_ bytes: [UInt8]) {
        func read(chunk: Int) -> Result<Pattern, PatternError> {
            var reader = PatternReader()
            do {
                var start = 0
                repeat {
                    try reader.feed(Array(bytes[start..<min(start + chunk, bytes.count)]))
                    start += chunk
                } while start < bytes.count
                return .success(try reader.finish())
            } catch { return .failure(error) }
        }
        let whole = read(chunk: max(bytes.count, 1))
        precondition(read(chunk: 1 + Int(bytes.first ?? 0) % 16) == whole, "read in chunks, another pattern or error")
        let decoded: Result<Pattern, PatternError>
        do { decoded = .success(try Pattern.decode(bytes)) } catch { decoded = .failure(error) }
        precondition(decoded == whole, "Pattern.decode and PatternReader differ")
        precondition(!ForeignFile.identify(bytes).error.description.contains("\n"), "a refusal of two lines")
        if case let .failure(error) = whole, error.kind == .notAPattern {
            precondition(!error.description.contains("\n") && error.description.contains(", not a pattern"), "refused as no pattern in other words: \(error)")
        }
    }

    /// A rule that parses prints as text that parses to the same rule.
    private static func rule(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let spec = try? RuleSpec(parsing: text) {
            precondition((try? RuleSpec(parsing: spec.description)) == spec, "rule '\(spec)' does not read back")
        }
        _ = try? Rule(parsing: text)
        guard let spec = try? RuleSpec(parsingAny: text) else { return }
        let written = spec.description
        guard let back = try? RuleSpec(parsingAny: written) else { preconditionFailure("rule '\(written)' is refused when read back") }
        precondition(back == spec && back.description == written, "rule '\(written)' reads back as '\(back)'")
        // A rule file's name is the app's to find; what follows is about the rules lifecam reads itself.
        guard let rule = spec.rule else { return }
        precondition((2...Rule.maxStates).contains(rule.states), "\(rule.states) states")
        precondition(!rule.isGenerations || !rule.next(alive: false, neighbourhood: 0), "a Generations rule with B0")
        // Isotropic: the same next state under the square's rotations and reflections.
        for index in 0..<512 {
            let next = rule.next(alive: index & 16 != 0, neighbourhood: index)
            precondition(next == rule.next(alive: index & 16 != 0, neighbourhood: rotated(index)), "'\(written)' is not isotropic")
            precondition(next == rule.next(alive: index & 16 != 0, neighbourhood: flipped(index)), "'\(written)' is not isotropic")
        }
    }

    /// A grid read prints in Golly's canonical form, which reads back to the same grid
    /// and prints the same again; alone or after a rule, the same grid or refusal.
    private static func grid(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let alone = Result { () throws(GridError) in try Grid(parsing: text) }
        var suffix = text.drop { $0 == " " || $0 == "\t" }
        if suffix.first == ":" { suffix = suffix.dropFirst() }
        let afterRule = Result { () throws(RuleError) in try RuleSpec(parsing: "B3/S23:" + suffix).grid }
        switch (alone, afterRule) {
        case let (.success(a), .success(b)):
            precondition(a == b, "grid '\(text)' reads differently after a rule")
            guard let grid = a else { return }
            let back = try? Grid(parsing: grid.description)
            precondition(back == grid && back?.description == grid.description, "grid '\(grid)' does not read back")
            precondition(grid.topology.fitted(width: grid.width, height: grid.height) == grid.topology, "grid '\(grid)' is not fitted")
        case (.failure, .failure):
            return
        default:
            preconditionFailure("grid '\(text)' is accepted alone or after a rule, not both")
        }
    }

    /// A 3×3 neighbourhood (bit 3·row + column) turned a quarter clockwise and flipped top to bottom.
    private static func rotated(_ x: Int) -> Int {
        (0..<9).reduce(0) { x >> $1 & 1 == 1 ? $0 | 1 << (($1 % 3) * 3 + 2 - $1 / 3) : $0 }
    }
    private static func flipped(_ x: Int) -> Int { (x & 0x07) << 6 | (x & 0x1C0) >> 6 | (x & 0x38) }

    /// Appended in two pieces or read in place, the same frames and the same end.
    private static func y4m(_ bytes: [UInt8]) {
        var appended = Y4MDecoder()
        let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
        var fromPieces: [YUVFrame] = [], failedAppended = false
        for piece in [bytes[..<cut], bytes[cut...]] {
            appended.append(piece)
            do { while let frame = try appended.nextPlanes() { fromPieces.append(frame) } } catch {
                failedAppended = true
                break
            }
        }
        var mapped = Y4MDecoder(), offset = 0, inPlace: [YUVFrame] = [], failedMapped = false
        bytes.withUnsafeBufferPointer { buffer in
            do {
                while let frame = try mapped.nextPlanes(in: buffer, at: &offset) { inPlace.append(frame) }
                try mapped.finish(in: buffer, at: offset)
            } catch { failedMapped = true }
        }
        if !failedAppended { failedAppended = (try? appended.finish()) == nil }
        precondition(fromPieces.count == inPlace.count, "Y4M frame counts differ: \(fromPieces.count) appended, \(inPlace.count) mapped")
        precondition(failedAppended == failedMapped, "Y4M appended and mapped disagree on the end of the stream")
        for frame in inPlace.prefix(2) { _ = frame.rgb }
    }

    /// Replies parse without trapping; the key filter only ever removes events.
    private static func replies(_ bytes: [UInt8]) {
        let replies = TerminalReplies(parsing: bytes)
        if let cell = replies.cellPixels { precondition(cell.width > 0 && cell.height > 0, "cell pixels \(cell)") }
        let events = bytes.map { InputEvent.key($0 == 0x1B ? .escape : .character(Character(Unicode.Scalar($0)))) }
        let kept = ReplyFilter.strip(events)
        var rest = kept[...]
        for event in events where rest.first == event { rest.removeFirst() }
        precondition(rest.isEmpty, "the reply filter changed or reordered events")
        if !bytes.contains(0x1B) { precondition(kept == events, "the reply filter dropped keys without an Esc") }
        let cut = bytes.first.map { Int($0) % (events.count + 1) } ?? 0
        repliesInTwoReads(events, cut: cut, once: kept)
        sgrMouse(events, cut: cut)
    }

    /// Replies cut between two reads are taken out as in one (unless the cut
    /// leaves a lone Esc, or Esc and an introducer, which are keys at the end of a read).
    private static func repliesInTwoReads(_ events: [InputEvent], cut: Int, once: [InputEvent]) {
        let introducers: [InputEvent] = ["[", "P", "_", "]"].map { .key(.character($0)) }
        let lone = cut >= 1 && events[cut - 1] == .key(.escape)
            || cut >= 2 && events[cut - 2] == .key(.escape) && introducers.contains(events[cut - 1])
        guard !lone else { return }
        var pieces = ReplyFilter()
        let twice = pieces.strip(Array(events[..<cut])) + pieces.strip(Array(events[cut...]) + [.resize])
        precondition(twice == once + [.resize], "the reply filter read a reply cut between reads differently")
    }

    /// SGR mouse reports that ncurses hands over as keys: decoded in two reads
    /// as in one (unless the cut leaves a lone Esc or Esc `[`, which are keys
    /// at the end of a read); keys without an Esc pass unchanged; every report
    /// is on a known button.
    private static func sgrMouse(_ events: [InputEvent], cut: Int) {
        let end = [InputEvent.resize]   // not a character: whatever was held comes out
        var whole = SGRMouseDecoder()
        let once = whole.decode(events + end)
        if !events.contains(.key(.escape)) { precondition(once == events + end, "the SGR decoder changed keys without an Esc") }
        let lone = cut >= 1 && events[cut - 1] == .key(.escape)
            || cut >= 2 && events[cut - 2] == .key(.escape) && events[cut - 1] == .key(.character("["))
        if !lone {
            var pieces = SGRMouseDecoder()
            let twice = pieces.decode(Array(events[..<cut])) + pieces.decode(Array(events[cut...]) + end)
            precondition(twice == once, "the SGR decoder read a report cut between reads differently")
        }
    }

    /// Reports at any coordinates, on any canvas over any world: a drag's
    /// cells touch each other (across the seam of a torus too).
    private static func mouse(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let geometry = CanvasGeometry(pixelWidth: reader.int(16), pixelHeight: reader.int(16),
                                      cellSize: Double(reader.int(8)) / 4)
        let pixels = PixelMouse(cell: Dimensions(width: reader.int(8), height: reader.int(8)))
        let world = (width: max(1, reader.int(16)), height: max(1, reader.int(16)))
        var view = Viewport(canvas: geometry, worldWidth: world.width, worldHeight: world.height,
                            wraps: reader.int(8) % 2 == 0)
        view.centre(on: GridPoint(x: reader.signed(), y: reader.signed()))
        var tracker = MouseTracker()
        let strip = StripLayout(columns: geometry.columns)
        var stripInput = StripInput()
        while !reader.isEmpty {
            let kinds: [MouseReport.Kind] = [.press(.left), .press(.right), .motion, .release(.left),
                                             .release(.right), .wheelUp, .wheelDown]
            var report = MouseReport(column: reader.signed(), row: reader.signed(),
                                     kind: kinds[reader.int(8) % kinds.count])
            if let pixels { report = pixels.convert(report) }
            stripActions(stripInput.actions(for: report, layout: strip, hsvActive: false), layout: strip)
            for action in tracker.actions(for: report, view: view) {
                guard case let .paint(cells, _) = action else { continue }
                for (a, b) in zip(cells, cells.dropFirst()) {
                    precondition(apart(a.x, b.x, world.width, view.wraps) <= 1
                                 && apart(a.y, b.y, world.height, view.wraps) <= 1, "a drag left a gap")
                }
            }
        }
    }

    /// The control strip: its parts lie on the row without overlapping, and
    /// whatever the pointer did, the values it sets are in their ranges.
    private static func stripActions(_ actions: [Action], layout: StripLayout) {
        for (a, b) in zip(layout.spans, layout.spans.dropFirst()) { precondition(a.end < b.start, "strip parts overlap") }
        precondition((layout.spans.last?.end ?? 0) <= layout.columns, "the strip leaves its row")
        for action in actions {
            switch action {
            case let .setHue(h): precondition((0...360).contains(h), "hue \(h)")
            case let .setTone(t): precondition((-1...1).contains(t), "tone \(t)")
            case let .setDecay(d): precondition((0...1).contains(d), "decay \(d)")
            case let .setSpeed(v): precondition(Pace.speeds.contains(v), "speed \(v)")
            default: continue
            }
        }
    }

    /// How far apart two coordinates are, the short way round on a torus.
    private static func apart(_ a: Int, _ b: Int, _ size: Int, _ wraps: Bool) -> Int {
        let d = abs(a - b)
        return wraps ? min(d, size - d) : d
    }

    /// Nothing that could drive a terminal survives cleaning, and cleaning twice changes nothing.
    private static func sanitizer(_ bytes: [UInt8]) {
        let clean = TextSanitizer.clean(bytes: bytes)
        for s in clean.unicodeScalars {
            precondition(!(s.value < 0x20 || (0x7F...0x9F).contains(s.value)), "control character U+\(s.value) kept")
        }
        precondition(TextSanitizer.clean(clean) == clean, "cleaning is not idempotent")
    }
}
