/// What the game says and asks outside itself, for the shell to drain each
/// turn: the status line's message, the help overlay, a quit, and the
/// requests only the shell can carry out (pictures, recordings, the blitter,
/// the strip, job control). The game only sets them; how they leave (a line
/// on the screen, a file, a signal) is the loop's.
package struct GameStatus: Sendable, Equatable {
    /// What the app must do outside the game.
    package enum Request: Sendable, Equatable {
        case snapshot, toggleRecording, exportSVG, nextBlitter
        /// Write the world as RLE to a new file (`S`).
        case saveBoard
        /// The control strip shown or hidden (the canvas changes size).
        case toggleStrip
        /// Stop as a shell job until `fg` (Ctrl-Z).
        case suspend
        /// The next pattern of the zip archive played from (`N`), which the shell reads.
        case nextPattern

        /// The request `action` makes; nil for an action the game carries out itself.
        init?(_ action: Action) {
            switch action {
            case .snapshot: self = .snapshot
            case .toggleRecording: self = .toggleRecording
            case .exportSVG: self = .exportSVG
            case .nextBlitter: self = .nextBlitter
            case .saveBoard: self = .saveBoard
            case .toggleStrip: self = .toggleStrip
            case .suspend: self = .suspend
            case .nextPattern: self = .nextPattern
            default: return nil
            }
        }
    }

    /// The last thing worth telling the player.
    package var message = ""
    /// Whether the help overlay is shown (`?`).
    package internal(set) var showHelp = false
    /// Whether the player asked to quit (`q`).
    package internal(set) var quitRequested = false
    /// Requests not yet taken, oldest first.
    package private(set) var requests: [Request] = []

    package init() {}

    /// Asks the shell for `request` at its next turn.
    mutating func ask(_ request: Request) { requests.append(request) }

    /// Takes the requests, leaving none.
    package mutating func takeRequests() -> [Request] {
        defer { requests.removeAll() }
        return requests
    }

    /// Adds `note` to what the message says already (` · ` between), or says it alone.
    mutating func add(_ note: String) {
        message = message.isEmpty ? note : message + " · " + note
    }
}
